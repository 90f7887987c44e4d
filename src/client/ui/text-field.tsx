import type { ComponentProps, ReactNode } from "react";
import { Field, type FieldControlProps } from "./field";
import { Input } from "./input";
import { PasswordInput } from "./password-input";
import { Textarea } from "./textarea";

/** What every text field is besides its control: its label, hint, error and the text typed in it. */
export interface TextFieldOwnProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** The class of the field around the control (its place in a grid); `className` styles the control. */
  fieldClassName?: string;
  value: string;
  onValueChange: (value: string) => void;
}

type InputProps = Omit<ComponentProps<"input">, "value" | "onChange">;

/** What a control is drawn with: its own props, what the field hands it, its value and change handler. */
type BoundControlProps<Props extends TextFieldOwnProps> = Omit<Props, keyof TextFieldOwnProps> &
  FieldControlProps & { value: string; onChange: (event: { target: { value: string } }) => void };

/** The Field around a text control, which `render` draws with the props not about the field. */
function FieldAround<Props extends TextFieldOwnProps>({
  props: { label, hint, error, fieldClassName, value, onValueChange, ...controlProps },
  render,
}: {
  props: Props;
  render: (props: BoundControlProps<Props>) => ReactNode;
}) {
  // An id given for the control is the label's too.
  const { id } = controlProps as { id?: string };
  return (
    <Field id={id} label={label} hint={hint} error={error} className={fieldClassName}>
      {(control) =>
        render({ ...control, ...controlProps, value, onChange: (event) => onValueChange(event.target.value) })
      }
    </Field>
  );
}

/** A labelled one-line text input; `password` gives it the show/hide toggle. */
export function TextField({
  password = false,
  ...props
}: TextFieldOwnProps & Omit<ComponentProps<"input">, "value" | "onChange"> & { password?: boolean }) {
  const Control = password ? PasswordInput : Input;
  return <FieldAround props={props} render={(controlProps) => <Control {...controlProps} />} />;
}

/** A labelled text area. */
export function TextareaField(
  props: TextFieldOwnProps & Omit<ComponentProps<"textarea">, "value" | "onChange">,
) {
  return <FieldAround props={props} render={(controlProps) => <Textarea {...controlProps} />} />;
}

/** The field where a word is typed to confirm something that cannot be undone. */
export function ConfirmationField({
  word,
  ...props
}: Omit<TextFieldOwnProps, "label"> & { word: string; name?: string }) {
  return (
    <TextField
      label={`Type ${word} to confirm`}
      name="confirmation"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      {...props}
    />
  );
}

/** A labelled text the owner can read and copy but not change. */
export function ReadOnlyField({
  label,
  hint,
  fieldClassName,
  ...inputProps
}: Pick<TextFieldOwnProps, "label" | "hint" | "fieldClassName" | "value"> & Omit<InputProps, "readOnly">) {
  return (
    <Field label={label} hint={hint} className={fieldClassName}>
      {(control) => <Input {...control} {...inputProps} readOnly />}
    </Field>
  );
}
