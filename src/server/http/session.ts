import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiKeyService } from "../services/api-keys";
import type { SessionService, SessionUser } from "../services/sessions";
import { unauthorized } from "./http-error";

export const SESSION_COOKIE = "sb_session";

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 64 ? token : undefined;
}

/**
 * Issue 6 §4: the endpoints of the external API accept `Authorization: Bearer <key>`
 * (plus subscribers) as well as the session cookie.
 */
export async function requireUserOrApiKey(
  request: FastifyRequest,
  sessions: SessionService,
  apiKeys: ApiKeyService,
): Promise<SessionUser> {
  const bearer = bearerTokenOf(request);
  return bearer ? apiKeys.userForKey(bearer) : requireUser(request, sessions);
}

export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S{1,200})$/i);
  return match?.[1];
}

export async function requireUser(request: FastifyRequest, sessions: SessionService): Promise<SessionUser> {
  const token = sessionTokenOf(request);
  const user = token ? await sessions.userFor(token) : null;
  if (!user) throw unauthorized();
  return user;
}

// DESIGN §6: HttpOnly, SameSite=Lax, Secure when served over HTTPS.
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
