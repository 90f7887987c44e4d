import { z } from "zod";
import { ACCOUNT_INPUT_MESSAGES as MESSAGES } from "../catalog/account-messages";
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
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

export const UsernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, MESSAGES.usernameTooShort)
  .max(USERNAME_MAX, MESSAGES.usernameTooLong)
  .regex(USERNAME_PATTERN, MESSAGES.usernameCharacters);

export const EmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, MESSAGES.invalidEmail)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: MESSAGES.invalidEmail }))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, MESSAGES.passwordTooLong);

export const VerificationCodeSchema = z
  .string()
  .trim()
  .regex(VERIFICATION_CODE_PATTERN, MESSAGES.invalidVerificationCode);

export const PublicUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profilePicture: z.string().nullable(),
  subscriptionPlan: z.enum(SUBSCRIPTION_PLANS),
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

// Spec 001 §3: the login field `username` takes a username or an email address.
export const LoginRequestSchema = z.strictObject({
  username: z.string().trim().min(1, MESSAGES.loginNameMissing).max(EMAIL_MAX),
  password: z.string().min(1, MESSAGES.loginPasswordMissing).max(PASSWORD_MAX),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LogoutResponseSchema = z.object({ success: z.literal(true) });

const PersonNameSchema = z.string().trim().max(NAME_MAX, `Names are at most ${NAME_MAX} characters.`);
export const UpdateProfileRequestSchema = z.strictObject({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

// Issue 2 §3: a JPEG data URL of at most 256 kB (the client sends 200x200 at quality 0.8).
const JPEG_DATA_URL_PREFIX = "data:image/jpeg;base64,";
export const ProfilePictureSchema = z
  .string()
  .max(PROFILE_PICTURE_MAX_BYTES, "The picture must be at most 256 kB.")
  .refine(
    (value) =>
      value.startsWith(JPEG_DATA_URL_PREFIX) &&
      /^[A-Za-z0-9+/]+={0,2}$/.test(value.slice(JPEG_DATA_URL_PREFIX.length)),
    "The picture must be a JPEG image.",
  );
export const UpdateProfilePictureRequestSchema = z.strictObject({ profilePicture: ProfilePictureSchema });
export type UpdateProfilePictureRequest = z.input<typeof UpdateProfilePictureRequestSchema>;
