import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  changePassword,
  deleteAccount,
  endAccountSession,
  endAllAccountSessions,
  exportAccount,
  listAccountSessions,
} from "../../shared/api/contracts/account";
import { route } from "../http/contract-route";
import { unauthorized } from "../http/http-error";
import { requestContextOf } from "../http/request-context";
import { clearSessionCookie, sessionTokenOf } from "../http/session";
import type { Services } from "../services/services";

/** The owner's password, sessions, data and the account itself (the Account page). */
export function accountRoutes(app: FastifyInstance, { sessions, accountControl }: Services): void {
  /** The signed-in owner and the token of the session this request came with. */
  function signedIn(request: FastifyRequest) {
    const token = sessionTokenOf(request);
    if (!token) throw unauthorized();
    return { user: request.owner, token };
  }

  route(app, listAccountSessions, async (request) => {
    const { user, token } = signedIn(request);
    return { sessions: await accountControl.listSessions(user.id, token) };
  });

  route(app, endAccountSession, async (request, reply) => {
    const { user, token } = signedIn(request);
    await accountControl.endSession(user.id, request.params.id);
    // Ending the session this request came with signs this browser out too.
    if (!(await sessions.userFor(token))) clearSessionCookie(request, reply);
    return { success: true as const };
  });

  route(app, endAllAccountSessions, async (request, reply) => {
    const { user } = signedIn(request);
    await accountControl.endAllSessions(user.id);
    clearSessionCookie(request, reply);
    return { success: true as const };
  });

  route(app, changePassword, async (request) => {
    const { user, token } = signedIn(request);
    const context = requestContextOf(request);
    const { endedSessions } = await accountControl.changePassword(user.id, token, request.body, context);
    return {
      message:
        endedSessions === 0
          ? "Your password was changed."
          : `Your password was changed and you were signed out everywhere else (${endedSessions} ${endedSessions === 1 ? "session" : "sessions"}).`,
      endedSessions,
    };
  });

  route(app, exportAccount, async (request, reply) => {
    const { user } = signedIn(request);
    const data = await accountControl.exportData(user.id);
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header("content-disposition", `attachment; filename="switchboard-data-${day}.json"`)
      .send(data);
  });

  route(app, deleteAccount, async (request, reply) => {
    const { user } = signedIn(request);
    await accountControl.deleteAccount(user.id, request.body);
    clearSessionCookie(request, reply);
    return {
      success: true as const,
      message: "Your account has been deleted. We sent a confirmation to your email address.",
    };
  });
}
