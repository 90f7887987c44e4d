import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { latestCodeFor } from "./outbox";
import type { RunningServer } from "./server-process";

/** A signed-in browser of a running server: its cookie and a JSON request helper. */
export type HttpClient = {
  readonly username: string;
  readonly cookie: string;
  request(method: string, path: string, body?: unknown): Promise<unknown>;
  /** Points the client at another server (a restarted or second instance). */
  setBaseUrl(url: string): void;
};

export async function signUp(server: RunningServer): Promise<HttpClient> {
  const username = `sys_${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const email = `${username}@example.com`;
  let cookie = "";
  let baseUrl = server.url;
  const request = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", origin: baseUrl, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) cookie = setCookie.split(";")[0]!;
    return text ? JSON.parse(text) : undefined;
  };
  await request("POST", "/api/auth/signup", { username, email, password: "system test password 1" });
  const code = await latestCodeFor(join(server.dataDir, "outbox"), email);
  await request("POST", "/api/auth/verify-email", { email, code });
  return {
    username,
    get cookie() {
      return cookie;
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
  const card = {
    number: "4242424242424242",
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 1,
    cvc: "123",
    name: "B",
  };
  await client.request("POST", "/api/offline-payments/confirm", { clientSecret, card });
  await client.request("POST", "/api/add-balance-direct", { amount: dollars, paymentIntentId });
}
