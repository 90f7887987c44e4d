import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import {
  closeCodeOfStatus,
  TEST_CALL_LINE_TAKEN,
  TEST_CALL_RELAY_PATH,
  TestCallRelayQuerySchema,
} from "../../shared/api/contracts/calls";
import { httpErrorFor } from "../http/domain-error-answers";
import { badRequest } from "../http/http-error";
import { comesFromThisSite, crossSiteRefusal, publicOriginOf } from "../http/same-origin";
import { DomainError } from "../services/domain-errors";
import type { Services } from "../services/services";
import { createRelaySession } from "./relay-session";

type Agent = Awaited<ReturnType<Services["agents"]["own"]>>;

// A close reason is at most 123 bytes.
const MAX_CLOSE_REASON = 120;
const UNEXPECTED_FAILURE = 1011;

/** The owners with a test call line open: one each, so two tabs never talk over one balance. */
export function createTestCallLines() {
  const open = new Set<string>();
  return {
    isOpen: (ownerId: string) => open.has(ownerId),
    /** False when the owner already has a line. */
    claim(ownerId: string): boolean {
      if (open.has(ownerId)) return false;
      open.add(ownerId);
      return true;
    },
    release: (ownerId: string) => open.delete(ownerId),
  };
}
export type TestCallLines = ReturnType<typeof createTestCallLines>;

/**
 * The browser's test call over ConversationRelay's messages (`relay-session.ts`, as a phone call):
 * the page plays Twilio's part. A WebSocket handshake is a GET, which the app's CSRF check lets
 * through and which a browser sends with the site's cookies from any page, so this route checks the
 * page's origin itself before the upgrade. The call opens once the line is up and is over when the
 * line closes; it is billed like any test call.
 */
export function testCallRelayRoutes(
  app: FastifyInstance,
  services: Services,
  options: { publicUrl: string | undefined; lines: TestCallLines },
): void {
  const { calls, agents } = services;
  const { lines } = options;
  const publicOrigin = publicOriginOf(options.publicUrl);
  const agentOf = new WeakMap<FastifyRequest, Agent>();
  const openSessions = new Map<WebSocket, ReturnType<typeof createRelaySession>>();
  // Calls being ended, which a stopping server waits for before its database closes.
  const ending = new Set<Promise<void>>();

  function finish(callId: string): void {
    const done = calls
      .finish(callId, { endedAt: services.clock() })
      .then(
        () => undefined,
        (error: unknown) => {
          app.log.error({ err: error, callId }, "a test call whose line closed could not be ended");
        },
      )
      .finally(() => ending.delete(done));
    ending.add(done);
  }

  // The server stops: each test call it carried ends now, while the database is still open.
  app.addHook("preClose", async () => {
    for (const session of openSessions.values()) {
      const { call } = session.closed();
      if (call && "callId" in call) finish(call.callId);
    }
    openSessions.clear();
    await Promise.all(ending);
  });

  app.get(
    TEST_CALL_RELAY_PATH,
    {
      websocket: true,
      config: { auth: "owner" },
      schema: { hide: true },
      // Before the owner's session is read: another site's page is refused whoever is signed in.
      onRequest: async (request) => {
        if (!comesFromThisSite(request, publicOrigin)) throw crossSiteRefusal();
      },
      preValidation: async (request) => {
        const query = TestCallRelayQuerySchema.safeParse(request.query);
        if (!query.success) throw badRequest("Unknown agent.", "agentId");
        agentOf.set(request, await agents.own(request.owner.id, query.data.agentId));
      },
    },
    (socket, request) => {
      const log = request.log;
      const ownerId = request.owner.id;
      const agent = agentOf.get(request)!;
      if (!lines.claim(ownerId)) {
        socket.close(TEST_CALL_LINE_TAKEN, "A test call is already open in another tab or window.");
        return;
      }
      const session = createRelaySession({
        calls,
        transport: "browser",
        // The owner may read, think and type: the line waits for them.
        silenceMs: null,
        log,
        send: (reply) => {
          if (socket.readyState !== socket.OPEN) return;
          socket.send(JSON.stringify(reply));
          // The agent hung up: the line closes, as Twilio closes its socket after `end`.
          if (reply.type === "end") socket.close(1000);
        },
        refuse: (status, reason) => {
          log.warn({ status }, "closed a test call line that broke its limits");
          socket.close(closeCodeOfStatus(status), reason.slice(0, MAX_CLOSE_REASON));
        },
      });
      openSessions.set(socket, session);
      socket.on("message", (data, isBinary) => {
        if (isBinary) return log.warn("ignored a binary test call frame");
        session.receive(data.toString());
      });
      socket.on("close", () => {
        lines.release(ownerId);
        if (!openSessions.delete(socket)) return;
        const { call } = session.closed();
        if (call && "callId" in call) finish(call.callId);
      });

      calls.startTestCall(agent).then(
        (answer) => {
          // The page went away while the agent answered: the call is over as soon as it began.
          if (!openSessions.has(socket)) return finish(answer.callId);
          session.begin(answer.callId, answer);
        },
        (error: unknown) => {
          if (error instanceof DomainError) {
            const refusal = httpErrorFor(error);
            socket.close(closeCodeOfStatus(refusal.statusCode), refusal.message.slice(0, MAX_CLOSE_REASON));
            return;
          }
          log.error({ err: error }, "a test call could not be started");
          socket.close(UNEXPECTED_FAILURE, "The call could not be connected. Please try again.");
        },
      );
    },
  );
}
