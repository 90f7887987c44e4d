import { type ApiErrorBody, ApiErrorSchema } from "../../shared/api/errors";
import { ApiError } from "./request";

/** The server's `{ error, field?, code?, email? }` body (DESIGN §5) of a failed call, when it has that shape. */
export function apiErrorDetails(error: unknown): ApiErrorBody | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = ApiErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** The server's error sentence, or `fallback` when there is none (network failures, non-JSON bodies). */
export function errorMessageOf(error: unknown, fallback: string): string {
  return apiErrorDetails(error)?.error ?? fallback;
}
