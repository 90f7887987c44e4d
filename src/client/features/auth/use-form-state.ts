import { useState } from "react";
import type { AuthField, FieldErrors } from "./field-errors";

/** The values of a small form and the error under each field; editing a field clears its error. */
export function useFormState<Values extends Partial<Record<AuthField, string>>>(initialValues: Values) {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  function setValue(field: keyof Values & AuthField, value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }

  return { values, errors, setValue, setErrors };
}
