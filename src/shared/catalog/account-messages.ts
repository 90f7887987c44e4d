import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, VERIFICATION_CODE_LENGTH } from "./accounts";

// The sentences of the account forms, said by the shared schemas (src/shared/api/auth.ts) in the
// browser and on the server. Kept apart from the limits, which every page's session lookup loads.
export const ACCOUNT_INPUT_MESSAGES = {
  usernameTooShort: `Username must be at least ${USERNAME_MIN} characters.`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX} characters.`,
  usernameCharacters: "Username may contain only letters, digits, '_', '.' and '-'.",
  invalidEmail: "Please enter a valid email address.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  invalidVerificationCode: `Enter the ${VERIFICATION_CODE_LENGTH}-digit code from the email.`,
  loginNameMissing: "Enter your username or email.",
  loginPasswordMissing: "Enter your password.",
} as const;
