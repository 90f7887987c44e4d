import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  currentUser,
  forgotPassword,
  logIn,
  logOut,
  resendVerification,
  resetPassword,
  signUp,
  updateProfile,
  updateProfilePicture,
  verifyEmail,
} from "../../shared/api/contracts/auth";
import { RESET_LINK_VALID_MINUTES } from "../../shared/catalog/accounts";
import { route } from "../http/contract-route";
import { requestContextOf } from "../http/request-context";
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from "../http/session";
import { toPublicUser, UNVERIFIED_ACCOUNT_HOURS } from "../services/accounts";
import { sha256Hex } from "../services/secrets";
import type { Services } from "../services/services";

// The browser that signs up remembers which account it created, so the code it is given can only
// verify that account from it (AccountService.verifyEmail). Sent to the auth calls only.
const PENDING_SIGNUP_COOKIE = "sb_signup";
const PENDING_SIGNUP_PATH = "/api/auth";
// The cookie names the email (by a hash) and the account: a browser may sign up several emails.
const PENDING_SIGNUP_PATTERN =
  /^([0-9a-f]{16})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const emailTag = (email: string) => sha256Hex(email).slice(0, 16);

/** The account this browser signed up with `email`, when it signed one up last with that email. */
function pendingSignupOf(request: FastifyRequest, email: string): string | undefined {
  const match = request.cookies[PENDING_SIGNUP_COOKIE]?.match(PENDING_SIGNUP_PATTERN);
  return match && match[1] === emailTag(email) ? match[2] : undefined;
}

function rememberPendingSignup(
  request: FastifyRequest,
  reply: FastifyReply,
  signup: { email: string; accountId: string },
): void {
  reply.setCookie(PENDING_SIGNUP_COOKIE, `${emailTag(signup.email)}.${signup.accountId}`, {
    path: PENDING_SIGNUP_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: UNVERIFIED_ACCOUNT_HOURS * 3600,
  });
}

function forgetPendingSignup(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PENDING_SIGNUP_COOKIE, {
    path: PENDING_SIGNUP_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
  });
}

// The account and session calls.
export function authRoutes(app: FastifyInstance, { accounts, sessions, clock }: Services): void {
  route(app, signUp, async (request, reply) => {
    const { email, accountId } = await accounts.signup(request.body, request.ip);
    rememberPendingSignup(request, reply, { email, accountId });
    return reply.status(201).send({ message: `We sent a 6-digit code to ${email}.`, email });
  });

  route(app, verifyEmail, async (request, reply) => {
    const signedUpAs = pendingSignupOf(request, request.body.email);
    const user = await accounts.verifyEmail({ ...request.body, signedUpAs });
    forgetPendingSignup(request, reply);
    const session = await sessions.start(user.id, request.headers["user-agent"]);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return { user: toPublicUser(user, clock()) };
  });

  route(app, resendVerification, async (request) => {
    await accounts.resendVerification(request.body.email);
    return {
      message: `If ${request.body.email} has an account waiting for verification, a new code is on its way.`,
    };
  });

  route(app, logIn, async (request, reply) => {
    // Whoever signs in with the password of an unverified account may verify it from here.
    forgetPendingSignup(request, reply);
    const user = await accounts.login(request.body, requestContextOf(request));
    const previous = sessionTokenOf(request);
    if (previous) await sessions.end(previous);
    const session = await sessions.start(user.id, request.headers["user-agent"]);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return { user: toPublicUser(user, clock()) };
  });

  route(app, forgotPassword, async (request) => {
    await accounts.requestPasswordReset(request.body.email, requestContextOf(request));
    return {
      message: `If ${request.body.email} belongs to a verified account, a link to reset its password is on its way. It works once, for ${RESET_LINK_VALID_MINUTES} minutes.`,
    };
  });

  route(app, resetPassword, async (request, reply) => {
    const user = await accounts.resetPassword(request.body, requestContextOf(request));
    const session = await sessions.start(user.id, request.headers["user-agent"]);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return { user: toPublicUser(user, clock()) };
  });

  route(app, currentUser, async (request) => ({ user: toPublicUser(request.owner, clock()) }));

  route(app, logOut, async (request, reply) => {
    const token = sessionTokenOf(request);
    if (token) await sessions.end(token);
    clearSessionCookie(request, reply);
    return { success: true as const };
  });

  route(app, updateProfile, async (request) => {
    const user = request.owner;
    return { user: toPublicUser(await accounts.updateNames(user.id, request.body), clock()) };
  });

  route(app, updateProfilePicture, async (request) => {
    const user = request.owner;
    return {
      user: toPublicUser(await accounts.updatePicture(user.id, request.body.profilePicture), clock()),
    };
  });
}
