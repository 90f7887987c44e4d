import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks.js";
import { type HttpClient, topUp } from "../tests/support/http-client";
import type { OpenLoopRequest } from "./open-loop-load";

// What a bistro's owner tells its agent: each turn searches it, as a real agent's turns do.
const BISTRO_FACTS = [
  { kind: "service", name: "Margherita pizza", price: { from: 14 } },
  { kind: "service", name: "Lasagna", description: "Beef ragù, béchamel", price: { from: 18 } },
  { kind: "service", name: "Tiramisu", price: { from: 8.5 } },
  { kind: "service", name: "Private dining room", description: "Up to 20 guests", availability: "Evenings" },
  { kind: "faq", question: "Do you have gluten-free pasta?", answer: "Yes, for any pasta dish, $2 extra." },
  { kind: "policy", topic: "payment", text: "We take all major cards and cash." },
  { kind: "policy", topic: "parking", text: "Free parking behind the building after 5 PM." },
  { kind: "location", address: "120 Main Street", directions: "Across from the library" },
];

/** Upgrades to Plus (unlimited agents) and creates `count` agents on free numbers, each knowing a menu. */
export async function createAgents(client: HttpClient, count: number): Promise<string[]> {
  await topUp(client, 25 + count * 25 + 100);
  await client.request("POST", "/api/upgrade-with-balance", { amount: 25 });
  const numbers: string[] = [];
  for (const areaCode of ["212", "213", "312", "415"]) {
    numbers.push(...((await client.request("GET", `/api/phone-numbers/${areaCode}?country=US`)) as string[]));
  }
  const created: string[] = [];
  for (const phoneNumber of numbers.slice(0, count)) {
    const { agent } = (await client.request("POST", "/api/active-bots", {
      phoneNumber,
      selectedCountry: "US",
      businessName: `Bench Bistro ${created.length + 1}`,
      businessCategory: "restaurant",
      agentName: `Bench Bistro ${created.length + 1} AI Assistant`,
      agentPurpose: "Take orders and answer questions about opening hours",
      customHours: "11:00 AM - 10:00 PM",
      customHoursEnabled: true,
    })) as { agent: { id: string } };
    await client.request("PUT", `/api/active-bots/${agent.id}/knowledge/facts`, { facts: BISTRO_FACTS });
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
