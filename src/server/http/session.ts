import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ChangeFeed } from "../db/change-feed";
import type { ApiKeyService } from "../services/api-keys";
import { DomainError } from "../services/domain-errors";
import type { SessionService, SessionUser } from "../services/sessions";
import { unauthorized } from "./http-error";

export const SESSION_COOKIE = "sb_session";

declare module "fastify" {
  interface FastifyRequest {
    /** The owner's id once `requireUser` or `requireUserOrApiKey` found them (http/route-auth.ts); else null. */
    signedInUserId: string | null;
  }
  interface FastifyContextConfig {
    /** A change that cannot touch a session, a balance or an agent list (a saved chat, for one). */
    leavesCachedReadsAlone?: boolean;
  }
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * docs/decisions/0008: another instance forgets what an owner's change made stale when the
 * database's notice reaches it; this instance forgets it before the answer leaves, so the owner's
 * next read here always shows their own change, however fast it follows.
 */
export function registerOwnChangesVisible(app: FastifyInstance, changes: ChangeFeed): void {
  app.decorateRequest("signedInUserId", null);
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (
      request.signedInUserId !== null &&
      !READ_METHODS.has(request.method) &&
      request.routeOptions.config.leavesCachedReadsAlone !== true
    ) {
      changes.changed(request.signedInUserId);
    }
    done(null, payload);
  });
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 64 ? token : undefined;
}

/**
 * The endpoints of the external API accept `Authorization: Bearer <key>`
 * (plus subscribers) as well as the session cookie.
 */
export async function requireUserOrApiKey(
  request: FastifyRequest,
  sessions: SessionService,
  apiKeys: ApiKeyService,
): Promise<SessionUser> {
  const bearer = bearerTokenOf(request);
  if (!bearer) return requireUser(request, sessions);
  const { user, scope } = await apiKeys.userForKey(bearer);
  if (scope === "read" && !READ_METHODS.has(request.method)) throw new DomainError("ApiKeyReadOnly");
  request.signedInUserId = user.id;
  return user;
}

export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S{1,200})$/i);
  return match?.[1];
}

export async function requireUser(request: FastifyRequest, sessions: SessionService): Promise<SessionUser> {
  const token = sessionTokenOf(request);
  const user = token ? await sessions.userFor(token) : null;
  if (!user) throw unauthorized();
  request.signedInUserId = user.id;
  return user;
}

// HttpOnly, SameSite=Lax, Secure when served over HTTPS.
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
  });
}
