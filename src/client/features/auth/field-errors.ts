import { apiErrorDetails } from "../../api/error-details";

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
