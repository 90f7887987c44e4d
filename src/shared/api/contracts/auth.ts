import { RESET_LINK_VALID_MINUTES } from "../../catalog/accounts";
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LogoutResponseSchema,
  MessageResponseSchema,
  ResendVerificationRequestSchema,
  ResetPasswordRequestSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  UpdateProfilePictureRequestSchema,
  UpdateProfileRequestSchema,
  UserResponseSchema,
  VerifyEmailRequestSchema,
} from "../auth";
import { defineContract } from "../contract";
import { ApiErrorSchema } from "../errors";
import { visitorEndpoints } from "./visitor-endpoints";

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};

export const signUp = defineContract({
  ...visitorEndpoints.signUp,
  auth: "public",
  tags: ["auth"],
  summary: "Create an unverified account and mail a verification code",
  body: SignupRequestSchema,
  response: { 201: SignupResponseSchema, ...errors },
});

export const verifyEmail = defineContract({
  ...visitorEndpoints.verifyEmail,
  auth: "public",
  tags: ["auth"],
  summary: "Verify the email with its code and sign in",
  body: VerifyEmailRequestSchema,
  response: { 200: UserResponseSchema, ...errors },
});

export const resendVerification = defineContract({
  ...visitorEndpoints.resendVerification,
  auth: "public",
  tags: ["auth"],
  summary: "Send a new verification code; the previous one stops working",
  body: ResendVerificationRequestSchema,
  response: { 200: MessageResponseSchema, ...errors },
});

export const logIn = defineContract({
  ...visitorEndpoints.logIn,
  auth: "public",
  tags: ["auth"],
  summary: "Sign in with a username or email and a password",
  body: LoginRequestSchema,
  response: { 200: UserResponseSchema, ...errors },
});

export const forgotPassword = defineContract({
  ...visitorEndpoints.forgotPassword,
  auth: "public",
  tags: ["auth"],
  summary: `Mail a ${RESET_LINK_VALID_MINUTES}-minute password reset link to a verified account's email; the same answer for any address`,
  body: ForgotPasswordRequestSchema,
  response: { 200: MessageResponseSchema, ...errors },
});

export const resetPassword = defineContract({
  ...visitorEndpoints.resetPassword,
  auth: "public",
  tags: ["auth"],
  summary: "Set a new password with a reset link's token; ends every session and signs in afresh",
  body: ResetPasswordRequestSchema,
  response: { 200: UserResponseSchema, ...errors },
});

export const currentUser = defineContract({
  ...visitorEndpoints.currentUser,
  auth: "owner",
  tags: ["auth"],
  summary: "The signed-in user; 401 when signed out",
  response: { 200: UserResponseSchema, 401: ApiErrorSchema },
});

export const logOut = defineContract({
  method: "POST",
  path: "/api/auth/logout",
  auth: "public",
  tags: ["auth"],
  summary: "End the session on the server",
  response: { 200: LogoutResponseSchema },
});

export const updateProfile = defineContract({
  method: "POST",
  path: "/api/update-profile",
  auth: "owner",
  tags: ["profile"],
  summary: "Change first and last name (username and email are read-only)",
  body: UpdateProfileRequestSchema,
  response: { 200: UserResponseSchema, ...errors },
});

export const updateProfilePicture = defineContract({
  method: "PUT",
  path: "/api/auth/profile",
  auth: "owner",
  tags: ["profile"],
  summary: "Set the profile picture (a JPEG data URL of at most 256 kB)",
  body: UpdateProfilePictureRequestSchema,
  response: { 200: UserResponseSchema, ...errors },
});
