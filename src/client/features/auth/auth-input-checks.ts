import type { LoginRequest, SignupRequest } from "../../../shared/api/auth";
import { ACCOUNT_INPUT_MESSAGES as MESSAGES } from "../../../shared/catalog/account-messages";
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  VERIFICATION_CODE_PATTERN,
} from "../../../shared/catalog/accounts";
import type { AuthField, FieldErrors } from "./field-errors";

// Issue 7 §1: the login screen loads within 100 kB of script, which leaves no room for zod. These checks
// follow the shared schemas of src/shared/api/auth.ts rule for rule, with their sentences, and
// auth-input-checks.test.ts holds them to those schemas. The server validates every request again.

export type InputCheck<Request> = { ok: true; request: Request } | { ok: false; errors: FieldErrors };

/** A rule of one field: the sentence shown when `refuses` holds. The first broken rule is the one shown. */
interface Rule {
  refuses: (value: string) => boolean;
  message: string;
}

function firstBrokenRule(value: string, rules: readonly Rule[]): string | undefined {
  return rules.find((rule) => rule.refuses(value))?.message;
}

const USERNAME_RULES: readonly Rule[] = [
  { refuses: (username) => username.length < USERNAME_MIN, message: MESSAGES.usernameTooShort },
  { refuses: (username) => username.length > USERNAME_MAX, message: MESSAGES.usernameTooLong },
  { refuses: (username) => !USERNAME_PATTERN.test(username), message: MESSAGES.usernameCharacters },
];
const EMAIL_RULES: readonly Rule[] = [
  {
    refuses: (email) => email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email),
    message: MESSAGES.invalidEmail,
  },
];
const PASSWORD_RULES: readonly Rule[] = [
  { refuses: (password) => password.length < PASSWORD_MIN, message: MESSAGES.passwordTooShort },
  { refuses: (password) => password.length > PASSWORD_MAX, message: MESSAGES.passwordTooLong },
];
// The login fields' maxLength keeps them within the schema's maximum lengths; the server refuses longer ones.
const LOGIN_NAME_RULES: readonly Rule[] = [
  { refuses: (name) => name.length === 0, message: MESSAGES.loginNameMissing },
];
const LOGIN_PASSWORD_RULES: readonly Rule[] = [
  { refuses: (password) => password.length === 0, message: MESSAGES.loginPasswordMissing },
];
const VERIFICATION_CODE_RULES: readonly Rule[] = [
  { refuses: (code) => !VERIFICATION_CODE_PATTERN.test(code), message: MESSAGES.invalidVerificationCode },
];

/** Returns the request when no field breaks a rule, else the first broken rule's sentence of each field. */
function checkFields<Request extends Partial<Record<AuthField, string>>>(
  request: Request,
  rulesByField: Partial<Record<keyof Request & AuthField, readonly Rule[]>>,
): InputCheck<Request> {
  const errors: FieldErrors = {};
  for (const field of Object.keys(rulesByField) as (keyof Request & AuthField)[]) {
    const message = firstBrokenRule(request[field] ?? "", rulesByField[field] ?? []);
    if (message !== undefined) errors[field] = message;
  }
  return Object.keys(errors).length === 0 ? { ok: true, request } : { ok: false, errors };
}

/** LoginRequestSchema: the username or email is trimmed; neither field may be empty. */
export function checkLoginInput(values: LoginRequest): InputCheck<LoginRequest> {
  return checkFields(
    { username: values.username.trim(), password: values.password },
    { username: LOGIN_NAME_RULES, password: LOGIN_PASSWORD_RULES },
  );
}

/** SignupRequestSchema: username and email are trimmed, the email lower-cased. */
export function checkSignupInput(values: SignupRequest): InputCheck<SignupRequest> {
  const checked = checkFields(
    { username: values.username.trim(), email: values.email.trim(), password: values.password },
    { username: USERNAME_RULES, email: EMAIL_RULES, password: PASSWORD_RULES },
  );
  if (!checked.ok) return checked;
  return { ok: true, request: { ...checked.request, email: checked.request.email.toLowerCase() } };
}

/** VerificationCodeSchema: the trimmed code is six digits. */
export function checkVerificationCode(code: string): InputCheck<{ code: string }> {
  return checkFields({ code: code.trim() }, { code: VERIFICATION_CODE_RULES });
}
