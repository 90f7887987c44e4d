import * as z from "zod/mini";
import { ACCOUNT_INPUT_MESSAGES as MESSAGES } from "../catalog/account-messages";
import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE_PICTURE_MAX_BYTES,
  SUBSCRIPTION_PLANS,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  VERIFICATION_CODE_PATTERN,
} from "../catalog/accounts";
import { emailAddress } from "./email-address";
import { filledText, trimmedText } from "./text-fields";

export const UsernameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(USERNAME_MIN, MESSAGES.usernameTooShort),
    z.maxLength(USERNAME_MAX, MESSAGES.usernameTooLong),
    z.regex(USERNAME_PATTERN, MESSAGES.usernameCharacters),
  );

export const EmailSchema = emailAddress(MESSAGES.invalidEmail, { lowerCase: true });

export const PasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, MESSAGES.passwordTooShort),
    z.maxLength(PASSWORD_MAX, MESSAGES.passwordTooLong),
  );

export const VerificationCodeSchema = z
  .string()
  .check(z.trim(), z.regex(VERIFICATION_CODE_PATTERN, MESSAGES.invalidVerificationCode));

export const PublicUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  profilePicture: z.nullable(z.string()),
  subscriptionPlan: z.enum(SUBSCRIPTION_PLANS),
  // The end of the owner's licence; null when they have none yet.
  licenceExpiresAt: z.nullable(z.string()),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const UserResponseSchema = z.object({ user: PublicUserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

export const SignupRequestSchema = z.strictObject({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;
export const SignupResponseSchema = z.object({ message: z.string(), email: z.string() });

export const VerifyEmailRequestSchema = z.strictObject({
  email: EmailSchema,
  code: VerificationCodeSchema,
});
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequestSchema>;

export const ResendVerificationRequestSchema = z.strictObject({ email: EmailSchema });
export type ResendVerificationRequest = z.input<typeof ResendVerificationRequestSchema>;

export const ForgotPasswordRequestSchema = z.strictObject({ email: EmailSchema });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;

// A reset link's token: the account's id and a 256-bit secret (base64url), as mailed.
const RESET_TOKEN_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/;
export const RESET_LINK_INCOMPLETE =
  "This reset link is incomplete. Open the link from the email again, or ask for a new one below.";
export const ResetPasswordRequestSchema = z.strictObject({
  token: z.string().check(z.trim(), z.regex(RESET_TOKEN_PATTERN, RESET_LINK_INCOMPLETE)),
  password: PasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

// The login field `username` takes a username or an email address.
export const LoginRequestSchema = z.strictObject({
  username: filledText(EMAIL_MAX, { missing: MESSAGES.loginNameMissing }),
  password: z.string().check(z.minLength(1, MESSAGES.loginPasswordMissing), z.maxLength(PASSWORD_MAX)),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LogoutResponseSchema = z.object({ success: z.literal(true) });

const PersonNameSchema = trimmedText(NAME_MAX, `Names are at most ${NAME_MAX} characters.`);
export const UpdateProfileRequestSchema = z.strictObject({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

// A JPEG data URL of at most 256 kB (the client sends 200x200 at quality 0.8).
const JPEG_DATA_URL_PREFIX = "data:image/jpeg;base64,";
export const ProfilePictureSchema = z.string().check(
  z.maxLength(PROFILE_PICTURE_MAX_BYTES, "The picture must be at most 256 kB."),
  z.refine(
    (value) =>
      value.startsWith(JPEG_DATA_URL_PREFIX) &&
      /^[A-Za-z0-9+/]+={0,2}$/.test(value.slice(JPEG_DATA_URL_PREFIX.length)),
    "The picture must be a JPEG image.",
  ),
);
export const UpdateProfilePictureRequestSchema = z.strictObject({ profilePicture: ProfilePictureSchema });
export type UpdateProfilePictureRequest = z.input<typeof UpdateProfilePictureRequestSchema>;
