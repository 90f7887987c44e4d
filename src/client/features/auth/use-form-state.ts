import { type FormEvent, useState } from "react";
import type { InputCheck } from "./auth-input-checks";
import { type AuthField, type FieldErrors, showServerError } from "./field-errors";

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
      clearErrors();
      send(checked.request);
    };
  }

  /** Takes every error away, for when something other than an edit makes them stale. */
  function clearErrors(): void {
    setErrors({});
  }

  /** A server error about one of this form's fields shows under it; any other as a toast with `title`. */
  function showError(error: unknown, toast: { title: string; fallback: string }): void {
    showServerError(error, {
      visibleFields: Object.keys(initialValues) as AuthField[],
      setErrors,
      toastTitle: toast.title,
      fallback: toast.fallback,
    });
  }

  return { values, errors, setValue, submitWith, clearErrors, showError };
}

export type FormState<Values extends Partial<Record<AuthField, string>>> = ReturnType<
  typeof useFormState<Values>
>;
