import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { latestCodeFor } from "./outbox";
import type { RunningServer } from "./server-process";

// Stripe's 4242 test card, which the offline processor pays with.
const TEST_CARD = {
  number: "4242424242424242",
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 1,
  cvc: "123",
  name: "B",
};

/** A signed-in browser of a running server: its cookie and a JSON request helper. */
export type HttpClient = {
  readonly username: string;
  readonly cookie: string;
  request(method: string, path: string, body?: unknown): Promise<unknown>;
  /** Points the client at another server (a restarted or second instance). */
  setBaseUrl(url: string): void;
};

/**
 * Signs up and verifies a new account. It then buys a Simple licence through the offline processor
 * (an agent goes live only under a licence), unless `licence: false` asks for an account without one.
 */
export async function signUp(
  server: RunningServer,
  options: { licence?: boolean } = {},
): Promise<HttpClient> {
  const username = `sys_${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const email = `${username}@example.com`;
  // A cookie jar by name, as a browser keeps one: sign-up and verification set more than one cookie.
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  let baseUrl = server.url;
  const request = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", origin: baseUrl, cookie: cookieHeader() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ""] = setCookie.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === "") cookies.delete(name);
      else cookies.set(name, value);
    }
    return text ? JSON.parse(text) : undefined;
  };
  await request("POST", "/api/auth/signup", { username, email, password: "system test password 1" });
  const code = await latestCodeFor(join(server.dataDir, "outbox"), email);
  await request("POST", "/api/auth/verify-email", { email, code });
  if (options.licence !== false) {
    const { clientSecret, paymentIntentId } = (await request("POST", "/api/licence/checkout", {
      plan: "simple",
    })) as { clientSecret: string; paymentIntentId: string };
    await request("POST", "/api/offline-payments/confirm", { clientSecret, card: TEST_CARD });
    await request("POST", "/api/licence/complete", { paymentIntentId });
  }
  return {
    username,
    get cookie() {
      return cookieHeader();
    },
    request,
    setBaseUrl(url: string) {
      baseUrl = url;
    },
  };
}

/** Tops up through the offline processor with Stripe's 4242 test card. */
export async function topUp(client: HttpClient, dollars: number): Promise<void> {
  const { clientSecret, paymentIntentId } = (await client.request("POST", "/api/add-balance", {
    amount: dollars,
  })) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  await client.request("POST", "/api/offline-payments/confirm", { clientSecret, card: TEST_CARD });
  await client.request("POST", "/api/add-balance-direct", { amount: dollars, paymentIntentId });
}
