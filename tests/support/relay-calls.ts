import type { AddressInfo } from "node:net";
import { connectRelay, relaySignature } from "./fake-conversation-relay";
import { type StreamStep, streamSteps } from "./fake-model";
import { startHttpStandIn } from "./http-stand-in";
import { createAgent, createOwner, createTestApp, grantDollars, type Owner, type TestApp } from "./test-app";
import {
  TWILIO_TEST_AUTH_TOKEN as AUTH_TOKEN,
  newCallSid,
  OFFLINE_TELEPHONY,
  twilioPost,
} from "./twilio-webhooks";

// Phone calls carried by ConversationRelay, for tests: the app listens on a real port and a fake
// Twilio rings the agent, then speaks to the relay over a real WebSocket in Twilio's documented messages.

/** An app listening on a real port, and the ws:// address of it. */
export type ListeningApp = { app: TestApp; serverUrl: string };

export async function listening(app: TestApp): Promise<ListeningApp> {
  await app.app.listen({ host: "127.0.0.1", port: 0 });
  return { app, serverUrl: `ws://127.0.0.1:${(app.app.server.address() as AddressInfo).port}` };
}

export const FLORIST = {
  businessName: "Desert Bloom Florist",
  businessCategory: "retail",
  agentName: "Desert Bloom AI Assistant",
  agentPurpose: "Answer questions about flowers and delivery",
  customHours: "9:00 AM - 6:00 PM",
  customHoursEnabled: true,
};

export const RELAY_CALLER = "+17025550111";

/** An owner with $30 (less the $25 agent fee), whose agent's number rings; Twilio connects the relay. */
export async function ringingCall(
  on: ListeningApp,
  business: Record<string, unknown> = FLORIST,
  areaCode = "702",
) {
  const owner = await createOwner(on.app);
  await grantDollars(on.app, owner.username, 30);
  const agent = await createAgent(on.app, owner, business as typeof FLORIST, areaCode);
  const callSid = newCallSid();
  const ringing = { CallSid: callSid, From: RELAY_CALLER, To: agent.phoneNumber };
  const incoming = await twilioPost(on.app, "/api/voice/incoming", ringing);
  const relayUrl = /<ConversationRelay url="([^"]+)"/.exec(incoming.body)?.[1] ?? "";
  const signature = relaySignature(AUTH_TOKEN, relayUrl);
  const relay = await connectRelay(on.serverUrl, new URL(relayUrl).pathname, signature);
  relay.send({
    type: "setup",
    sessionId: "VX00000000000000000000000000000000",
    accountSid: `AC${"1".repeat(32)}`,
    parentCallSid: "",
    callSid,
    from: RELAY_CALLER,
    to: agent.phoneNumber,
    forwardedFrom: agent.phoneNumber,
    callType: "PSTN",
    callerName: "",
    direction: "inbound",
    callStatus: "RINGING",
    customParameters: {},
  });
  return { owner, agent, callSid, incoming, relay };
}

export const prompt = (voicePrompt: string, lang = "en-US") => ({
  type: "prompt",
  voicePrompt,
  lang,
  last: true,
});

/** The owner's latest call, as the call's page reads it. */
export async function callOf(owner: Owner) {
  const list = (await owner.get("/api/calls")).json();
  return (await owner.get(`/api/calls/${list.calls[0].id}`)).json();
}

export const balanceOf = async (owner: Owner) => (await owner.get("/api/balance")).json().balance as number;

/** `read`'s value once `done` says so, or its last value after `timeoutMs`. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A relay app whose agents run on a local stand-in model: each request to the model streams the
 * next script; each connection's end is told whether the client (the call engine) cut it before
 * the model had finished. Its metrics are served under `metricsToken`.
 */
export async function relayAppOnModel(env: Record<string, string>) {
  const metricsToken = "metrics-token-for-relay-tests-0123";
  const scripts: StreamStep[][] = [];
  const cutByClient: Array<Promise<boolean>> = [];
  const model = await startHttpStandIn((_request, response) => {
    cutByClient.push(
      new Promise((resolve) => response.on("close", () => resolve(!response.writableFinished))),
    );
    streamSteps(response, scripts.shift() ?? []);
  });
  const on = await listening(
    await createTestApp(
      { ...env, AI_BASE_URL: model.baseUrl, METRICS_TOKEN: metricsToken },
      OFFLINE_TELEPHONY,
    ),
  );
  return {
    on,
    model,
    scripts,
    cutByClient,
    /** The value of one series of GET /metrics (0 when it has none yet). */
    async seriesValue(series: string): Promise<number> {
      const body = (
        await on.app.app.inject({
          method: "GET",
          url: "/metrics",
          headers: { authorization: `Bearer ${metricsToken}` },
        })
      ).body;
      const line = body.split("\n").find((candidate) => candidate.startsWith(`${series} `));
      return line === undefined ? 0 : Number(line.slice(series.length + 1));
    },
    async close() {
      await on.app.close();
      await model.close();
    },
  };
}
