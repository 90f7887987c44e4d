import { type ComponentProps, type ReactNode, useId, useLayoutEffect } from "react";
import { bindField } from "../../forms/bind-field";
import type { SchemaForm } from "../../forms/use-schema-form";
import { TextField } from "../../ui/text-field";

type InputProps = Omit<ComponentProps<"input">, "form" | "name" | "value" | "onChange" | "type">;

type AuthField = "username" | "email" | "password" | "code";

// What each field is in every form: names and addresses are neither capitalised nor spell-checked.
const FIELD_INPUT_PROPS: Record<AuthField, InputProps & { type?: "email" }> = {
  username: { autoComplete: "username", autoCapitalize: "none", spellCheck: false },
  email: { type: "email", autoComplete: "email", spellCheck: false },
  password: {},
  code: {},
};

/**
 * Text typed into the login page before React hydrated it (it is sent rendered, decision 0030): React
 * keeps it on screen, but the form's state never saw it. The state takes it as the field hydrates, so
 * the form sends what the visitor sees. Anywhere else the two already agree.
 */
function useTextTypedBeforeHydration(id: string, value: string, onValueChange: (value: string) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the field is first shown.
  useLayoutEffect(() => {
    const typed = (document.getElementById(id) as HTMLInputElement | null)?.value ?? value;
    if (typed !== value) onValueChange(typed);
  }, []);
}

/**
 * A field of an auth form, named after its key in the form state: its value, and the error under it. The password field has the show/hide toggle.
 */
export function AuthFormField<Values extends Partial<Record<AuthField, string>>>({
  form,
  name,
  label,
  hint,
  ...inputProps
}: InputProps & {
  form: SchemaForm<Values>;
  name: keyof Values & AuthField;
  label: string;
  hint?: ReactNode;
}) {
  const id = useId();
  const field = bindField(form as SchemaForm<Record<AuthField, string>>, name);
  useTextTypedBeforeHydration(id, field.value, field.onValueChange);
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      password={name === "password"}
      {...FIELD_INPUT_PROPS[name]}
      {...inputProps}
      {...field}
    />
  );
}

/** The link-styled button under an auth form that switches to another of the forms. */
export function SwitchFormButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-10 items-center rounded-sm font-medium text-primary-text underline-offset-4 hover:underline"
    >
      {children}
    </button>
  );
}
