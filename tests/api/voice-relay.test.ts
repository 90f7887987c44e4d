import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { calls as callRows } from "../../src/server/db/schema";
import { SILENCE_GOODBYE, SILENCE_PROMPT } from "../../src/server/services/call-control";
import { connectRelay, refusedHandshake, relaySignature } from "../support/fake-conversation-relay";
import {
  balanceOf,
  callOf,
  eventually,
  FLORIST,
  type ListeningApp,
  prompt,
  ringingCall as ringingCallOn,
} from "../support/relay-calls";
import { createAgent, createOwner, createTestApp, grantDollars, testAppForFile } from "../support/test-app";
import { managerAt } from "../support/transfer-targets";
import {
  TWILIO_TEST_AUTH_TOKEN as AUTH_TOKEN,
  newCallSid,
  OFFLINE_TELEPHONY,
  TWILIO_TEST_PUBLIC_URL as PUBLIC_URL,
  TWILIO_SIGNED_ENV,
  twilioPost,
} from "../support/twilio-webhooks";

// Phone calls carried by ConversationRelay: the app listens on a real port and a fake Twilio
// speaks to it over a real WebSocket, in Twilio's documented messages.
const RELAY_WSS_URL = "wss://switchboard.example.com/api/voice/relay";
const SILENCE_MS = 200;
const STATUS_WAIT_MS = 300;

const ENV = {
  ...TWILIO_SIGNED_ENV,
  VOICE_TRANSPORT: "relay",
  RELAY_SILENCE_MS: String(SILENCE_MS),
  RELAY_STATUS_WAIT_MS: String(STATUS_WAIT_MS),
};
const t = testAppForFile(ENV, OFFLINE_TELEPHONY);

let serverUrl = "";
beforeAll(async () => {
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  serverUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

/** A call ringing this file's app, or the one given. */
const ringingCall = (
  business: Record<string, unknown> = FLORIST,
  areaCode = "702",
  on: ListeningApp = { app: t, serverUrl },
) => ringingCallOn(on, business, areaCode);

describe("answering with ConversationRelay", () => {
  it("connects the call to the signed relay socket with the greeting, voice, languages and hints", async () => {
    const { incoming, relay } = await ringingCall(
      { ...FLORIST, language: "multilingual", voice: "male" },
      "808",
    );
    relay.close();
    expect(incoming.statusCode).toBe(200);
    expect(incoming.body).toContain(`<Connect action="${PUBLIC_URL}/api/voice/relay-ended" method="POST">`);
    expect(incoming.body).toContain(`<ConversationRelay url="${RELAY_WSS_URL}" welcomeGreeting="`);
    expect(incoming.body).toMatch(/welcomeGreeting="[^"]*Desert Bloom/);
    expect(incoming.body).toContain('language="en-US" ttsProvider="Amazon" voice="Matthew-Neural"');
    expect(incoming.body).toContain('dtmfDetection="true"');
    expect(incoming.body).toContain('hints="Desert Bloom Florist,Desert Bloom AI Assistant"');
    // English first, Spanish declared too, so a Spanish-speaking caller is recognised.
    expect(incoming.body).toContain(
      '<Language code="en-US" ttsProvider="Amazon" voice="Matthew-Neural"/>' +
        '<Language code="es-US" ttsProvider="Amazon" voice="Pedro-Neural"/>',
    );
  });

  it("hints the names a caller may say: the agent's people to put through, its services and its staff", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const agent = await createAgent(t, owner, { ...FLORIST, ...managerAt("+17025550199") }, "702");
    const saved = await owner.put(`/api/active-bots/${agent.id}/knowledge/facts`, {
      facts: [
        { kind: "service", name: "Sympathy wreath" },
        { kind: "staff", name: "Marisol Quintero", role: "Head florist" },
        { kind: "faq", question: "Do you deliver on Sundays?", answer: "Yes, before noon." },
        { kind: "service", name: "sympathy  WREATH" },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const incoming = await twilioPost(t, "/api/voice/incoming", {
      CallSid: newCallSid(),
      From: "+17025550123",
      To: agent.phoneNumber,
    });
    expect(incoming.body).toContain(
      'hints="Desert Bloom Florist,Desert Bloom AI Assistant,Manager,Sympathy wreath,Marisol Quintero"',
    );
  });

  it("still tells the caller of an unknown number that it is not in service, and hangs up", async () => {
    const response = await twilioPost(t, "/api/voice/incoming", {
      CallSid: newCallSid(),
      From: "+17025550111",
      To: "+17025559999",
    });
    expect(response.body).toContain("not in service");
    expect(response.body).toContain("<Hangup/>");
    expect(response.body).not.toContain("ConversationRelay");
  });

  it("opens the socket only for Twilio's signature of the wss URL; a wrong or missing one is refused", async () => {
    const path = "/api/voice/relay";
    expect(await refusedHandshake(serverUrl, path)).toBe(403);
    expect(await refusedHandshake(serverUrl, path, "bm90IHRoZSByaWdodCBzaWduYXR1cmU=")).toBe(403);
    const forOtherUrl = relaySignature(AUTH_TOKEN, "wss://elsewhere.example.com/api/voice/relay");
    expect(await refusedHandshake(serverUrl, path, forOtherUrl)).toBe(403);
    const relay = await connectRelay(serverUrl, path, relaySignature(AUTH_TOKEN, RELAY_WSS_URL));
    relay.close();
  });
});

describe("a call on the relay", () => {
  it("answers a prompt in tokens, the last marked, and keeps both sides in the transcript", async () => {
    const { owner, relay } = await ringingCall();
    relay.send({ ...prompt("What are your"), last: false });
    relay.send(prompt("What are your hours?"));
    const { messages, said } = await relay.turn();
    expect(messages.every((message) => message.type === "text")).toBe(true);
    expect(messages.slice(0, -1).every((message) => message.type === "text" && !message.last)).toBe(true);
    expect(said).toMatch(/9(:00)? ?AM|9 a\.m\./i);
    const call = await callOf(owner);
    expect(
      call.transcript.map((turn: { speaker: string; text: string }) => [turn.speaker, turn.text]),
    ).toEqual([
      ["agent", expect.stringMatching(/Desert Bloom/)],
      ["caller", "What are your hours?"],
      ["agent", said],
    ]);
    relay.close();
  });

  it("keeps in the transcript only what the caller heard before speaking over the agent", async () => {
    const { owner, relay } = await ringingCall();
    relay.send(prompt("Where are you located and what are your hours?"));
    const { said } = await relay.turn();
    // Twilio reports the words it had spoken when the caller spoke over them: here, about half.
    const heard = said.slice(0, Math.ceil(said.length / 2)).trim();
    relay.send({ type: "interrupt", utteranceUntilInterrupt: heard, durationUntilInterruptMs: 1200 });
    relay.send(prompt("Do you deliver?"));
    await relay.turn();
    const texts = (await callOf(owner)).transcript.map((turn: { text: string }) => turn.text);
    expect(texts[2]).toBe(heard);
    expect(texts[3]).toBe("Do you deliver?");
    relay.close();
  });

  it("passes a key press to the agent as the caller's words", async () => {
    const { owner, relay } = await ringingCall();
    relay.send({ type: "dtmf", digit: "1" });
    const { said } = await relay.turn();
    expect(said.length).toBeGreaterThan(0);
    const transcript = (await callOf(owner)).transcript;
    expect(transcript[1]).toMatchObject({ speaker: "caller", text: "1" });
    expect(transcript[2]).toMatchObject({ speaker: "agent", text: said });
    relay.close();
  });

  it("greets in both voices, then switches Twilio to Spanish when a bilingual agent answers in Spanish", async () => {
    const { incoming, relay } = await ringingCall({ ...FLORIST, language: "multilingual" }, "206");
    // Twilio's welcome greeting speaks the English voice only: the Spanish sentence follows in its own.
    expect(incoming.body).toMatch(/welcomeGreeting="Thank you for calling Desert Bloom Florist[^"]*today\?"/);
    expect((await relay.turn()).messages).toEqual([
      {
        type: "text",
        token: "Gracias por llamar a Desert Bloom Florist; si lo prefiere, puede hablarme en español.",
        lang: "es-US",
        last: true,
      },
    ]);
    relay.send(prompt("Hola, ¿dónde están?", "es-US"));
    const { messages, said } = await relay.turn();
    expect(messages[0]).toEqual({ type: "language", ttsLanguage: "es-US", transcriptionLanguage: "es-US" });
    expect(said).toMatch(/[¿¡áéíóúñ]|Estamos|Gracias/);
    relay.close();
  });

  it("ignores frames that are not Twilio's messages, and the call goes on", async () => {
    const { owner, relay } = await ringingCall();
    relay.send("not json at all");
    relay.send({ type: "prompt", last: true });
    relay.send({ type: "media", payload: "AAAA" });
    relay.send({ type: "dtmf", digit: 7 });
    relay.send(prompt("What are your hours?"));
    const { said } = await relay.turn();
    expect(said).toMatch(/9(:00)? ?AM|9 a\.m\./i);
    expect((await callOf(owner)).transcript).toHaveLength(3);
    relay.close();
  });

  it("ends the session after the agent's goodbye; Twilio's Connect action then hangs up", async () => {
    const { owner, callSid, relay } = await ringingCall();
    relay.send(prompt("That's all, goodbye"));
    const { said } = await relay.turn();
    expect(said).toMatch(/goodbye/i);
    const end = await relay.next();
    expect(end.type).toBe("end");
    expect(JSON.parse((end as { handoffData: string }).handoffData)).toEqual({ reason: "agent-ended-call" });
    const after = await twilioPost(t, "/api/voice/relay-ended", {
      CallSid: callSid,
      SessionId: "VX00000000000000000000000000000000",
      SessionStatus: "ended",
      HandoffData: (end as { handoffData: string }).handoffData,
    });
    expect(after.body).toContain("<Hangup/>");
    expect((await callOf(owner)).status).toBe("completed");
    relay.close();
  });
});

describe("silence on the relay", () => {
  it("asks once whether the caller is there, then says goodbye, ends the call and keeps their words", async () => {
    const { owner, relay } = await ringingCall();
    relay.send(prompt("Do you deliver?"));
    await relay.turn();
    const asked = await relay.turn(15_000);
    expect(asked.said).toBe(SILENCE_PROMPT.english);
    const goodbye = await relay.turn(15_000);
    expect(goodbye.said).toBe(SILENCE_GOODBYE.english);
    expect((await relay.next()).type).toBe("end");
    const call = await callOf(owner);
    expect(call.status).toBe("completed");
    expect(call.transcript[1]).toMatchObject({ speaker: "caller", text: "Do you deliver?" });
    relay.close();
  }, 45_000);
});

describe("a socket that drops", () => {
  it("ends and bills the call once when Twilio's status callback never comes", async () => {
    const { owner, callSid, relay } = await ringingCall();
    relay.send(prompt("What are your hours?"));
    await relay.turn();
    relay.drop();
    const call = await eventually(
      () => callOf(owner),
      (read) => read.status === "completed",
    );
    expect(call.status).toBe("completed");
    // One started minute: 1 cent of voice and 10 cents of AI.
    expect(call.cost).toMatchObject({ voice: 0.01, ai: 0.1, total: 0.11 });
    expect(await balanceOf(owner)).toBeCloseTo(30 - 25 - 0.11, 2);
    // A status callback arriving late changes nothing.
    await twilioPost(t, "/api/voice/status", {
      CallSid: callSid,
      CallStatus: "completed",
      CallDuration: "30",
    });
    expect(await balanceOf(owner)).toBeCloseTo(30 - 25 - 0.11, 2);
  });

  it("is billed from Twilio's status callback when it comes in time", async () => {
    const { owner, callSid, relay } = await ringingCall();
    relay.send(prompt("What are your hours?"));
    await relay.turn();
    await twilioPost(t, "/api/voice/status", {
      CallSid: callSid,
      CallStatus: "completed",
      CallDuration: "75",
    });
    relay.drop();
    await new Promise((resolve) => setTimeout(resolve, STATUS_WAIT_MS + 200));
    const call = await callOf(owner);
    expect([call.status, call.durationSeconds]).toEqual(["completed", 75]);
    expect(call.cost).toMatchObject({ voice: 0.02, ai: 0.2, total: 0.22 });
    expect(await balanceOf(owner)).toBeCloseTo(30 - 25 - 0.22, 2);
  });
});

describe("a server that stops", () => {
  it("ends and bills the calls it carried before its database closes", async () => {
    const own = await createTestApp(ENV, OFFLINE_TELEPHONY);
    await own.app.listen({ host: "127.0.0.1", port: 0 });
    const ownUrl = `ws://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
    const { callSid, relay } = await ringingCall(FLORIST, "907", { app: own, serverUrl: ownUrl });
    relay.send(prompt("What are your hours?"));
    await relay.turn();
    await own.app.close();
    const [call] = await own.database.db.select().from(callRows).where(eq(callRows.providerCallSid, callSid));
    expect([call?.status, call?.voiceCents, call?.aiCents]).toEqual(["completed", 1, 10]);
    await own.close();
    // It opens a database of its own and migrates it, which the hooks of other files are given a minute for.
  }, 60_000);
});
