import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  LoginRequestSchema,
  LogoutResponseSchema,
  MessageResponseSchema,
  ResendVerificationRequestSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  UpdateProfilePictureRequestSchema,
  UpdateProfileRequestSchema,
  UserResponseSchema,
  VerifyEmailRequestSchema,
} from "../../shared/api/auth";
import { ApiErrorSchema } from "../../shared/api/errors";
import { clearSessionCookie, requireUser, sessionTokenOf, setSessionCookie } from "../http/session";
import { toPublicUser } from "../services/accounts";
import type { Services } from "../services/services";

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};

// Spec 001 §7 and spec 000 §7: the account and session calls.
export function authRoutes(app: FastifyInstance, { accounts, sessions }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/auth/signup",
    {
      schema: {
        tags: ["auth"],
        summary: "Create an unverified account and mail a verification code",
        body: SignupRequestSchema,
        response: { 201: SignupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = await accounts.signup(request.body, request.ip);
      return reply.status(201).send({ message: `We sent a 6-digit code to ${email}.`, email });
    },
  );

  api.post(
    "/api/auth/verify-email",
    {
      schema: {
        tags: ["auth"],
        summary: "Verify the email with its code and sign in",
        body: VerifyEmailRequestSchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await accounts.verifyEmail(request.body);
      const session = await sessions.start(user.id);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return { user: toPublicUser(user) };
    },
  );

  api.post(
    "/api/auth/resend-verification",
    {
      schema: {
        tags: ["auth"],
        summary: "Send a new verification code; the previous one stops working",
        body: ResendVerificationRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.resendVerification(request.body.email);
      return {
        message: `If ${request.body.email} has an account waiting for verification, a new code is on its way.`,
      };
    },
  );

  api.post(
    "/api/auth/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in with a username or email and a password",
        body: LoginRequestSchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await accounts.login(request.body, request.ip);
      const previous = sessionTokenOf(request);
      if (previous) await sessions.end(previous);
      const session = await sessions.start(user.id);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return { user: toPublicUser(user) };
    },
  );

  api.get(
    "/api/auth/me",
    {
      schema: {
        tags: ["auth"],
        summary: "The signed-in user; 401 when signed out",
        response: { 200: UserResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({ user: toPublicUser(await requireUser(request, sessions)) }),
  );

  api.post(
    "/api/auth/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "End the session on the server",
        response: { 200: LogoutResponseSchema },
      },
    },
    async (request, reply) => {
      const token = sessionTokenOf(request);
      if (token) await sessions.end(token);
      clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );

  api.post(
    "/api/update-profile",
    {
      schema: {
        tags: ["profile"],
        summary: "Change first and last name (username and email are read-only)",
        body: UpdateProfileRequestSchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return { user: toPublicUser(await accounts.updateNames(user.id, request.body)) };
    },
  );

  api.put(
    "/api/auth/profile",
    {
      schema: {
        tags: ["profile"],
        summary: "Set the profile picture (a JPEG data URL of at most 256 kB)",
        body: UpdateProfilePictureRequestSchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return { user: toPublicUser(await accounts.updatePicture(user.id, request.body.profilePicture)) };
    },
  );
}
