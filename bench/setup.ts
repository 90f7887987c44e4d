import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks.js";
import { type HttpClient, topUp } from "../tests/support/http-client";
import type { OpenLoopRequest } from "./open-loop-load";

/** Upgrades to Plus (unlimited agents) and creates `count` agents on free numbers. */
export async function createAgents(client: HttpClient, count: number): Promise<string[]> {
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

/**
 * Voice turns as Twilio sends them: each request signed, and the calls taken in
 * turn, so (as on a real line) one call never has two turns at once.
 */
export function rotatingVoiceTurns(
  publicUrl: string,
  authToken: string,
  callSids: string[],
): () => OpenLoopRequest {
  let next = 0;
  const signed = callSids.map((CallSid) => {
    const params = { CallSid, SpeechResult: "What time do you close tonight?" };
    return {
      method: "POST" as const,
      path: "/api/voice/turn",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": getExpectedTwilioSignature(authToken, `${publicUrl}/api/voice/turn`, params),
      },
      body: new URLSearchParams(params).toString(),
    };
  });
  return () => signed[next++ % signed.length]!;
}

export function signedIncomingCall(publicUrl: string, authToken: string, callSid: string, to: string) {
  const params = { CallSid: callSid, From: "+17025550123", To: to };
  return {
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": getExpectedTwilioSignature(authToken, `${publicUrl}/api/voice/incoming`, params),
    },
    body: new URLSearchParams(params).toString(),
  };
}
