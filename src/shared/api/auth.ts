import { z } from "zod";
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
  VERIFICATION_CODE_LENGTH,
} from "../catalog/accounts";

export const UsernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters.`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters.`)
  .regex(USERNAME_PATTERN, "Username may contain only letters, digits, '_', '.' and '-'.");

export const EmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, "Please enter a valid email address.")
  .pipe(z.email("Please enter a valid email address."))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

export const VerificationCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), "Enter the 6-digit code from the email.");

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
  username: z.string().trim().min(1, "Enter your username or email.").max(EMAIL_MAX),
  password: z.string().min(1, "Enter your password.").max(PASSWORD_MAX),
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
