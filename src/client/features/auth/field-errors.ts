import type { z } from "zod";
import { apiErrorDetails } from "../../api/error-details";

// Spec 001 §5: server errors tagged with one of these fields show under that field.
const AUTH_FIELDS = ["username", "email", "password", "code"] as const;
export type AuthField = (typeof AUTH_FIELDS)[number];
export type FieldErrors = Partial<Record<AuthField, string>>;

function isAuthField(value: unknown): value is AuthField {
  return typeof value === "string" && (AUTH_FIELDS as readonly string[]).includes(value);
}

/** The first client-side validation message of each visible field. */
export function fieldErrorsFromIssues(error: z.ZodError, visibleFields: readonly AuthField[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (isAuthField(field) && visibleFields.includes(field) && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return errors;
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
