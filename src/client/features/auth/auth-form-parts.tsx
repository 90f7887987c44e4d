import type { ComponentProps, ReactNode } from "react";
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
  return (
    <TextField
      label={label}
      hint={hint}
      password={name === "password"}
      {...FIELD_INPUT_PROPS[name]}
      {...inputProps}
      {...bindField(form as SchemaForm<Record<AuthField, string>>, name)}
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
