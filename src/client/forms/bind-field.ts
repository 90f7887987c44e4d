import type { SchemaForm } from "./use-schema-form";

/** The keys of a form's values that hold text. */
type TextFieldName<Values> = {
  [Key in keyof Values]: Values[Key] extends string ? Key : never;
}[keyof Values] &
  string;

/**
 * The props that tie a `TextField` or `TextareaField` to a field of a schema form: its name, its value,
 * the error under it, and the edit (what `toValue` makes of the typed text, for fields that format it).
 */
export function bindField<Values extends Record<string, unknown>, Name extends TextFieldName<Values>>(
  form: SchemaForm<Values>,
  name: Name,
  toValue: (typed: string) => string = (typed) => typed,
) {
  return {
    name,
    value: form.values[name] as string,
    error: form.errors[name],
    onValueChange: (typed: string) => form.setValue(name, toValue(typed) as Values[Name]),
  };
}
