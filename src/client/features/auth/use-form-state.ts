import { type FormEvent, useState } from "react";
import type { InputCheck } from "./auth-input-checks";
import type { AuthField, FieldErrors } from "./field-errors";

/** The values of a small form and the error under each field; editing a field clears its error. */
export function useFormState<Values extends Partial<Record<AuthField, string>>>(initialValues: Values) {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  function setValue(field: keyof Values & AuthField, value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }

  /** The form's submit handler: the errors of `check` show under their fields, or its request is sent. */
  function submitWith<Request>(
    check: (values: Values) => InputCheck<Request>,
    send: (request: Request) => void,
  ): (event: FormEvent<HTMLFormElement>) => void {
    return (event) => {
      event.preventDefault();
      const checked = check(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        return;
      }
      setErrors({});
      send(checked.request);
    };
  }

  return { values, errors, setValue, setErrors, submitWith };
}

export type FormState<Values extends Partial<Record<AuthField, string>>> = ReturnType<
  typeof useFormState<Values>
>;
