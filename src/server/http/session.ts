import type { FastifyReply, FastifyRequest } from "fastify";
import type { SessionService, SessionUser } from "../services/sessions";
import { unauthorized } from "./http-error";

export const SESSION_COOKIE = "sb_session";

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 64 ? token : undefined;
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
