import { join } from "node:path";
import { twilioSignature } from "../src/server/http/twilio-signature";
import { latestCodeFor } from "../tests/support/outbox";
import type { RunningServer } from "./servers";

/** A signed-in browser of the running server: its cookie and a JSON POST helper. */
export type BenchClient = {
  cookie: string;
  request(method: string, path: string, body?: unknown): Promise<unknown>;
};

export async function signUp(server: RunningServer): Promise<BenchClient> {
  const username = `bench_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  let cookie = "";
  const request = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { "content-type": "application/json", origin: server.url, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) cookie = setCookie.split(";")[0]!;
    return text ? JSON.parse(text) : undefined;
  };
  await request("POST", "/api/auth/signup", { username, email, password: "bench password 1" });
  const code = await latestCodeFor(join(server.dataDir, "outbox"), email);
  await request("POST", "/api/auth/verify-email", { email, code });
  return {
    get cookie() {
      return cookie;
    },
    request,
  };
}

/** Tops up through the offline processor with Stripe's 4242 test card. */
export async function topUp(client: BenchClient, dollars: number): Promise<void> {
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

/** Upgrades to Plus (unlimited agents) and creates `count` agents on free numbers. */
export async function createAgents(client: BenchClient, count: number): Promise<string[]> {
  await topUp(client, 25 + count * 25 + 100);
  await client.request("POST", "/api/upgrade-with-balance", { amount: 25 });
  const numbers: string[] = [];
  for (const areaCode of ["212", "213", "312", "415"]) {
    numbers.push(...((await client.request("GET", `/api/phone-numbers/${areaCode}?country=US`)) as string[]));
  }
  const created: string[] = [];
  for (const phoneNumber of numbers.slice(0, count)) {
    await client.request("POST", "/api/active-bots", {
      phoneNumber,
      selectedCountry: "US",
      businessName: `Bench Bistro ${created.length + 1}`,
      businessCategory: "restaurant",
      agentName: `Bench Bistro ${created.length + 1} AI Assistant`,
      agentPurpose: "Take orders and answer questions about opening hours",
      customHours: "11:00 AM - 10:00 PM",
      customHoursEnabled: true,
    });
    created.push(phoneNumber);
  }
  return created;
}

export function twentyMessageConversation(sessionId: string) {
  return {
    sessionId,
    phoneNumber: "+12125550100",
    selectedCountry: "US",
    countryName: "United States",
    areaCode: "212",
    areaLocation: "New York, NY",
    messages: Array.from({ length: 20 }, (_, index) => ({
      id: `m${index}`,
      role: index % 2 === 0 ? "assistant" : "user",
      content:
        index % 2 === 0
          ? "What would you like your agent to do for your callers?"
          : "Take orders for pickup, answer questions about our hours and tell people about our daily specials.",
      timestamp: new Date(Date.UTC(2026, 10, 21, 10, index)).toISOString(),
    })),
  };
}

/** A Twilio voice-turn request for each call, signed as Twilio signs it. */
export function signedVoiceTurns(publicUrl: string, authToken: string, callSids: string[]) {
  return callSids.map((CallSid) => {
    const params = { CallSid, SpeechResult: "What time do you close tonight?" };
    return {
      method: "POST" as const,
      path: "/api/voice/turn",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioSignature(authToken, `${publicUrl}/api/voice/turn`, params),
      },
      body: new URLSearchParams(params).toString(),
    };
  });
}

export function signedIncomingCall(publicUrl: string, authToken: string, callSid: string, to: string) {
  const params = { CallSid: callSid, From: "+17025550123", To: to };
  return {
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilioSignature(authToken, `${publicUrl}/api/voice/incoming`, params),
    },
    body: new URLSearchParams(params).toString(),
  };
}
