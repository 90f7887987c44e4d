import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { isLoopbackAddress, isPublicAddress } from "./public-address";

/** Why a webhook URL is refused; each has its own sentence for the owner. */
export type WebhookUrlRefusal = "notHttps" | "unresolvable" | "privateAddress";

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Every address a host name resolves to (the DNS, or a test's stand-in). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export type WebhookPost = { url: string; headers: Record<string, string>; body: string };

export type WebhookOutcome =
  | { kind: "response"; status: number; bodyExcerpt: string }
  | { kind: "refused"; refusal: WebhookUrlRefusal }
  | { kind: "failed"; error: string };

/** The one way out to an owner's receiver. */
export interface WebhookSender {
  /** Null when the URL may be sent to now; else why not. */
  check(url: string): Promise<WebhookUrlRefusal | null>;
  /** POSTs once to the address checked just before, never following a redirect. */
  post(request: WebhookPost): Promise<WebhookOutcome>;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What of the receiver's answer the delivery log keeps. */
const EXCERPT_CHARS = 500;

const systemResolver: ResolveHost = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export type WebhookSenderOptions = {
  resolve?: ResolveHost;
  timeoutMs?: number;
  /**
   * Tests only: URLs on exactly this port may be plain HTTP to this machine's loopback address (a
   * test's receiver); every other URL is checked as in production. Never set by the server's own
   * configuration.
   */
  loopbackReceiverPortForTests?: number;
};

export function createWebhookSender(options: WebhookSenderOptions = {}): WebhookSender {
  const resolve = options.resolve ?? systemResolver;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  /** The one address the request will connect to, after every address of the name was checked. */
  async function addressFor(url: string): Promise<ResolvedAddress | WebhookUrlRefusal> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return "notHttps";
    }
    const testReceiver =
      options.loopbackReceiverPortForTests !== undefined &&
      parsed.port === String(options.loopbackReceiverPortForTests);
    if (parsed.protocol !== "https:" && !(testReceiver && parsed.protocol === "http:")) return "notHttps";
    if (parsed.username || parsed.password) return "notHttps";
    const host = parsed.hostname.replace(/^\[|\]$/g, "");
    let addresses: ResolvedAddress[];
    if (isIP(host)) addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
    else {
      try {
        addresses = await resolve(host);
      } catch {
        return "unresolvable";
      }
    }
    if (addresses.length === 0) return "unresolvable";
    // One private address among public ones refuses the name: a resolver may answer either next time.
    const allowed = (address: string) =>
      isPublicAddress(address) || (testReceiver && isLoopbackAddress(address));
    if (!addresses.every((entry) => allowed(entry.address))) return "privateAddress";
    return addresses[0]!;
  }

  return {
    async check(url) {
      const found = await addressFor(url);
      return typeof found === "string" ? found : null;
    },

    async post({ url, headers, body }) {
      const found = await addressFor(url);
      if (typeof found === "string") return { kind: "refused", refusal: found };
      // The connection goes to the address just checked, whatever the name resolves to a moment
      // later (DNS rebinding); TLS still checks the certificate against the name.
      const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
        if (lookupOptions.all) callback(null, [found]);
        else callback(null, found.address, found.family);
      };
      const target = new URL(url);
      const client = target.protocol === "https:" ? https : http;
      return new Promise<WebhookOutcome>((settle) => {
        const request = client.request(
          target,
          {
            method: "POST",
            lookup: pinned,
            agent: false,
            timeout: timeoutMs,
            headers: {
              ...headers,
              "content-type": "application/json",
              "content-length": Buffer.byteLength(body),
              "user-agent": "Switchboard-Webhooks/1",
            },
          },
          (response) => {
            let excerpt = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => {
              if (excerpt.length < EXCERPT_CHARS) excerpt += chunk;
            });
            response.on("end", () =>
              settle({
                kind: "response",
                status: response.statusCode ?? 0,
                bodyExcerpt: excerpt.slice(0, EXCERPT_CHARS),
              }),
            );
            response.on("error", (error) => settle({ kind: "failed", error: error.message }));
            // Cut before its end (the deadline): the first of these settles the promise.
            response.on("close", () =>
              settle({ kind: "failed", error: "the receiver's answer was cut off" }),
            );
          },
        );
        // The whole exchange has the timeout, not only each quiet moment of the socket.
        const deadline = setTimeout(() => request.destroy(new Error("timed out")), timeoutMs);
        request.on("timeout", () => request.destroy(new Error("timed out")));
        request.on("error", (error) => settle({ kind: "failed", error: error.message }));
        request.on("close", () => clearTimeout(deadline));
        request.end(body);
      });
    },
  };
}
