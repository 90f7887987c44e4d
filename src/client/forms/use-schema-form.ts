import { type FormEvent, useEffect, useState } from "react";
import { toastFailure } from "../api/failure-toast";
import { toast } from "../ui/toast-store";
import {
  checkForm,
  type FieldErrors,
  LazySchema,
  type SchemaSource,
  serverFieldError,
} from "./form-validation";

type FormValues = Record<string, unknown>;

/**
 * The values of a form and the error under each field; editing a field clears its error. On submit the
 * values (or what `toInput` makes of them, when the request is not just the typed fields) are checked
 * with the shared request schema; the request is sent only when it passes.
 */
export function useSchemaForm<Values extends FormValues, Request>(
  source: SchemaSource<Request>,
  initialValues: Values,
  toInput: (values: Values) => unknown = (values) => values,
) {
  type Field = keyof Values & string;
  const fields = Object.keys(initialValues) as Field[];
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [schema, setSchema] = useState(() => (source instanceof LazySchema ? source.loaded : source));

  useEffect(() => {
    // A schema that fails to arrive now is fetched again on submit, which says so if it fails again.
    if (source instanceof LazySchema && !source.loaded) source.load().then(setSchema, () => undefined);
  }, [source]);

  function setValue<Name extends Field>(field: Name, value: Values[Name]): void {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }

  // The check of the values as they stand, for forms that judge while the owner types; none while the
  // schema loads.
  const current = schema === undefined ? undefined : checkForm(schema, toInput(values), fields);
  const isValid = current?.ok === true;
  const liveErrors: FieldErrors<Field> | undefined = current && (current.ok ? {} : current.errors);

  /** The form's submit handler: the request is sent when the values pass, else the errors show. */
  function submitWith(send: (request: Request) => void): (event: FormEvent<HTMLFormElement>) => void {
    return (event) => {
      event.preventDefault();
      const input = toInput(values);
      void (source instanceof LazySchema ? source.load() : Promise.resolve(source)).then(
        (loaded) => {
          const checked = checkForm(loaded, input, fields);
          setErrors(checked.ok ? {} : checked.errors);
          if (checked.ok) send(checked.request);
        },
        // Only a lazily loaded schema can fail to arrive; nothing was sent.
        () =>
          toast({
            variant: "destructive",
            title: "The form could not be checked",
            description: "Check your connection, then try again.",
          }),
      );
    };
  }

  /** Shows `message` under `field`, for a refusal the schema cannot know (a wrong current password). */
  function setError(field: Field, message: string): void {
    setErrors((current) => ({ ...current, [field]: message }));
  }

  /** Takes every error away, for when something other than an edit makes them stale. */
  function clearErrors(): void {
    setErrors({});
  }

  /** A server error about one of this form's fields shows under it; any other as a toast with `title`. */
  function showError(error: unknown, failure: { title: string; fallback: string }): void {
    const fieldError = serverFieldError(error, fields);
    if (fieldError) {
      setErrors({ [fieldError.field]: fieldError.message } as FieldErrors<Field>);
      return;
    }
    toastFailure(failure.title, error, failure.fallback);
  }

  return {
    values,
    errors,
    isValid,
    liveErrors,
    setValue,
    setValues,
    submitWith,
    setError,
    clearErrors,
    showError,
  };
}

export type SchemaForm<Values extends FormValues, Request = unknown> = ReturnType<
  typeof useSchemaForm<Values, Request>
>;
