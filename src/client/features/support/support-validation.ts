import type * as z from "zod/mini";
import { SupportRequestSchema } from "../../../shared/api/support";
import { apiErrorDetails } from "../../api/error-details";
import { ApiError } from "../../api/request";
import { checkForm, serverFieldError } from "../../forms/form-validation";

export type CheckedSupportRequest = z.output<typeof SupportRequestSchema>;
export type SupportField = keyof CheckedSupportRequest;
export type SupportFieldErrors = Partial<Record<SupportField, string>>;

// The title of the support form's alert when sending failed for a reason no field explains.
export const SUBMISSION_FAILED_TITLE = "Submission Failed";
export const SUBMISSION_FAILED_MESSAGE = "Failed to submit your request. Please try again.";
// Sending needs a signed-in user.
export const LOGIN_REQUIRED_MESSAGE = "Please log in to submit a support request.";

const SUPPORT_FIELDS: readonly SupportField[] = ["name", "email", "issueType", "message"];

export type SupportValidation =
  | { ok: true; request: CheckedSupportRequest }
  | { ok: false; message: string; fieldErrors: SupportFieldErrors };

/**
 * Issue type and a non-empty message are required ("Please fill in all required fields.").
 * The server's own schema checks the form, so both sides say the same sentences.
 */
export function validateSupportRequest(input: {
  name: string;
  email: string;
  issueType: string;
  message: string;
}): SupportValidation {
  const checked = checkForm(SupportRequestSchema, input, SUPPORT_FIELDS);
  if (checked.ok) return checked;
  // The alert says the schema's first sentence, which is the first field error set.
  const [message = SUBMISSION_FAILED_MESSAGE] = Object.values(checked.errors);
  return { ok: false, message, fieldErrors: checked.errors };
}

export interface SupportFailure {
  description: string;
  field: SupportField | null;
  /** The session ended before sending: the user has to sign in again. */
  isSignedOut: boolean;
}

/**
 * What to tell the user when sending failed: the server's sentence where it says something the user can
 * act on (a field to fix, the hourly limit), otherwise the generic sentence.
 */
export function describeSupportFailure(error: unknown): SupportFailure {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 401) return { description: LOGIN_REQUIRED_MESSAGE, field: null, isSignedOut: true };
  const details = apiErrorDetails(error);
  if (details && status === 429) return { description: details.error, field: null, isSignedOut: false };
  if (details && status === 400) {
    return {
      description: details.error,
      field: serverFieldError(error, SUPPORT_FIELDS)?.field ?? null,
      isSignedOut: false,
    };
  }
  return { description: SUBMISSION_FAILED_MESSAGE, field: null, isSignedOut: false };
}
