import type { FastifyInstance, FastifyRequest } from "fastify";
// The signature check alone: the package's index would also load its REST client.
import { validateRequest } from "twilio/lib/webhooks/webhooks.js";
import type { Config } from "../config";
import { HttpError } from "../http/http-error";
import type { Services } from "../services/services";
import { createRelaySession } from "./relay-session";

export const RELAY_PATH = "/api/voice/relay";

/** The WebSocket address of the site at `publicUrl` (https becomes wss, http becomes ws). */
export const relayUrlOf = (publicUrl: string) => publicUrl.replace(/^http/, "ws").replace(/\/+$/, "");

/**
 * ConversationRelay's WebSocket. Twilio signs the handshake as it signs a webhook: the URL it
 * opened, with no parameters, under X-Twilio-Signature; any other handshake is refused before a
 * single message. Each connection is one call, driven by `relay-session.ts`.
 *
 * A socket that closes while its call is still open (the line dropped, Twilio's status callback
 * lost) ends and bills the call itself, as of the close, once the callback has had time to come.
 */
export function voiceRelayRoutes(
  app: FastifyInstance,
  services: Services,
  options: { config: Config },
): void {
  const { calls } = services;
  const { relaySilenceMs, relayStatusWaitMs } = options.config.voice;
  const publicUrl = options.config.publicUrl;
  const authToken = options.config.twilio?.authToken;
  const relayBase = publicUrl ? relayUrlOf(publicUrl) : undefined;

  // Calls whose sockets closed, waiting for Twilio's status callback; calls being ended; and the
  // sessions still open.
  const awaitingStatus = new Map<NodeJS.Timeout, string>();
  const ending = new Set<Promise<void>>();
  const openSessions = new Set<ReturnType<typeof createRelaySession>>();
  let closing = false;

  async function finishIfOpen(callSid: string, closedAt: Date): Promise<void> {
    try {
      const call = await calls.findByProviderSid(callSid);
      if (call && call.status !== "completed") await calls.finish(call.id, { endedAt: closedAt });
    } catch (error) {
      app.log.error({ err: error, callSid }, "a call whose relay closed could not be ended");
    }
  }

  function afterClose(callSid: string): void {
    const closedAt = services.clock();
    const timer = setTimeout(() => {
      awaitingStatus.delete(timer);
      // Kept until done, so a server stopping meanwhile waits for it before closing the database.
      const end = finishIfOpen(callSid, closedAt).finally(() => ending.delete(end));
      ending.add(end);
    }, relayStatusWaitMs);
    awaitingStatus.set(timer, callSid);
  }

  // The server stops (after @fastify/websocket has begun closing the sockets): the calls it carried
  // are over, so each is ended and billed now, while the database is still open.
  app.addHook("preClose", async () => {
    closing = true;
    const callSids = [...awaitingStatus.values()];
    for (const timer of awaitingStatus.keys()) clearTimeout(timer);
    awaitingStatus.clear();
    for (const session of openSessions) {
      const { call } = session.closed();
      if (call && "providerCallSid" in call) callSids.push(call.providerCallSid);
    }
    openSessions.clear();
    const now = services.clock();
    await Promise.all([...callSids.map((callSid) => finishIfOpen(callSid, now)), ...ending]);
  });

  function checkSignature(request: FastifyRequest): void {
    if (!authToken || !relayBase) {
      throw new HttpError(403, "ConversationRelay needs TWILIO_AUTH_TOKEN and PUBLIC_URL to be set.");
    }
    const signature = request.headers["x-twilio-signature"];
    if (
      typeof signature !== "string" ||
      !validateRequest(authToken, signature, `${relayBase}${request.url}`, {})
    ) {
      services.metrics.webhookRefusals.inc({ source: "twilio" });
      throw new HttpError(403, "The Twilio signature does not match this request.");
    }
  }

  app.get(
    RELAY_PATH,
    {
      websocket: true,
      // Open to the network, as Twilio connects to it; the hook refuses what Twilio did not sign.
      config: { auth: "public" },
      schema: { hide: true },
      onRequest: async (request) => checkSignature(request),
    },
    (socket, request) => {
      const log = request.log;
      const session = createRelaySession({
        calls,
        transport: "relay",
        silenceMs: relaySilenceMs,
        log,
        send: (reply) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(reply));
        },
      });
      socket.on("message", (data, isBinary) => {
        if (isBinary) return log.warn("ignored a binary ConversationRelay frame");
        session.receive(data.toString());
      });
      openSessions.add(session);
      socket.on("close", () => {
        if (closing || !openSessions.delete(session)) return;
        const { call, transferring } = session.closed();
        // A caller being put through is still on the line: Twilio's status callback ends the call.
        if (call && "providerCallSid" in call && !transferring) afterClose(call.providerCallSid);
      });
    },
  );
}
