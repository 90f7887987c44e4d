import type { ServerResponse } from "node:http";
import { createWebhookSender, type ResolveHost } from "../../src/server/integrations/webhooks/webhook-sender";
import { type RecordedRequest, startHttpStandIn } from "./http-stand-in";
import { type createTestApp, grantLicence, type Owner, type TestApp } from "./test-app";

/** How the stand-in receiver behaves now: answers, fails, resets the connection or never answers. */
export type ReceiverMode = "ok" | "error" | "down" | "silent";

export const RECEIVER_HOST = "hooks.receiver.test";
/** The sender's timeout in these tests: long enough for a loopback answer, short enough to wait for. */
export const TEST_SENDER_TIMEOUT_MS = 300;

/**
 * An owner's receiver on this machine, reached over plain HTTP as RECEIVER_HOST through the
 * sender's explicit test-only option for its port alone, and a DNS the test rewrites (`dns[host] = [...]`).
 */
export async function startWebhookReceiver() {
  const state = { mode: "ok" as ReceiverMode };
  /** Every event id the receiver accepted (answered 2xx). */
  const accepted: string[] = [];
  const answer = (request: RecordedRequest, response: ServerResponse) => {
    if (state.mode === "down") return response.socket?.destroy();
    if (state.mode === "silent") return;
    if (state.mode === "error") {
      response.writeHead(500, { "content-type": "text/plain" });
      return response.end("receiver broke");
    }
    accepted.push(String(request.headers["switchboard-event-id"]));
    response.writeHead(200, { "content-type": "text/plain" });
    response.end("thanks");
  };
  const server = await startHttpStandIn(answer);
  const port = new URL(server.baseUrl).port;
  const dns: Record<string, string[]> = { [RECEIVER_HOST]: ["127.0.0.1"] };
  const resolve: ResolveHost = async (hostname) => {
    const addresses = dns[hostname];
    if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return {
    state,
    accepted,
    requests: server.requests,
    dns,
    url: `http://${RECEIVER_HOST}:${port}/switchboard`,
    sender: createWebhookSender({
      resolve,
      loopbackReceiverPortForTests: Number(port),
      timeoutMs: TEST_SENDER_TIMEOUT_MS,
    }),
    close: () => server.close(),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** createTestApp's options that send the app's webhooks to the receiver. */
export function sendingTo(receiver: WebhookReceiver): Parameters<typeof createTestApp>[1] {
  return { adjustIntegrations: (integrations) => ({ ...integrations, webhookSender: receiver.sender }) };
}

/** Makes the owner a Plus subscriber and registers the receiver for the events; answers the endpoint and its secret. */
export async function registerReceiver(
  t: TestApp,
  owner: Owner,
  url: string,
  events: string[] = ["call.completed", "message.taken", "transfer.completed"],
) {
  await grantLicence(t, owner.username, { plan: "plus" });
  const created = await owner.post("/api/webhooks", { url, events });
  if (created.statusCode !== 201) throw new Error(`registering the webhook failed: ${created.body}`);
  return created.json() as { endpoint: { id: string }; signingSecret: string };
}
