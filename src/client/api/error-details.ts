import type { ApiErrorBody } from "../../shared/api/errors";
import { ApiError } from "./request";
import { isObject, isOptionalString, isString } from "./response-shape";

/**
 * The server's `{ error, field?, code?, email? }` body of a failed call, when it has that
 * shape. Read by hand, not with ApiErrorSchema: every form of the login and checkout pages reads it
 * (src/client/api/response-shape.ts).
 */
export function apiErrorDetails(error: unknown): ApiErrorBody | null {
  if (!(error instanceof ApiError) || !isObject(error.body)) return null;
  const { error: sentence, field, code, email } = error.body;
  if (
    !isString(sentence) ||
    !isOptionalString(field) ||
    !isOptionalString(code) ||
    !isOptionalString(email)
  ) {
    return null;
  }
  return {
    error: sentence,
    ...(field === undefined ? {} : { field }),
    ...(code === undefined ? {} : { code }),
    ...(email === undefined ? {} : { email }),
  };
}

/** The server's error sentence, or `fallback` when there is none (network failures, non-JSON bodies). */
export function errorMessageOf(error: unknown, fallback: string): string {
  return apiErrorDetails(error)?.error ?? fallback;
}
