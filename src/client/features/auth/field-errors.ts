import { apiErrorDetails, errorMessageOf } from "../../api/error-details";
import { toast } from "../../ui/toast-store";

// Spec 001 §5: server errors tagged with one of these fields show under that field.
const AUTH_FIELDS = ["username", "email", "password", "code"] as const;
export type AuthField = (typeof AUTH_FIELDS)[number];
export type FieldErrors = Partial<Record<AuthField, string>>;

function isAuthField(value: unknown): value is AuthField {
  return typeof value === "string" && (AUTH_FIELDS as readonly string[]).includes(value);
}

/** A server error aimed at one of the form's visible fields, or null when it belongs in a toast. */
export function serverFieldError(
  error: unknown,
  visibleFields: readonly AuthField[],
): { field: AuthField; message: string } | null {
  const details = apiErrorDetails(error);
  const field = details?.field;
  const message = details?.error;
  if (!isAuthField(field) || !visibleFields.includes(field) || !message) return null;
  return { field, message };
}

/**
 * Spec 001 §5 and §8: a server error tagged with a visible field shows under that
 * field; any other shows as a destructive toast with the form's title.
 */
export function showServerError(
  error: unknown,
  options: {
    visibleFields: readonly AuthField[];
    setErrors: (errors: FieldErrors) => void;
    toastTitle: string;
    fallback: string;
  },
): void {
  const fieldError = serverFieldError(error, options.visibleFields);
  if (fieldError) {
    options.setErrors({ [fieldError.field]: fieldError.message });
    return;
  }
  toast({
    variant: "destructive",
    title: options.toastTitle,
    description: errorMessageOf(error, options.fallback),
  });
}
