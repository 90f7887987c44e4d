import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { connectRelay, relaySignature } from "../support/fake-conversation-relay";
import { createAgent, createOwner, grantDollars, type Owner, testAppForFile } from "../support/test-app";
import { managerAt, transferHoursNotAt } from "../support/transfer-targets";
import {
  TWILIO_TEST_AUTH_TOKEN as AUTH_TOKEN,
  newCallSid,
  OFFLINE_TELEPHONY,
  TWILIO_TEST_PUBLIC_URL as PUBLIC_URL,
  TWILIO_SIGNED_ENV,
  twilioPost,
} from "../support/twilio-webhooks";

// A caller who asks for a person on ConversationRelay: the session ends with a transfer handoff
// once the sentence is said, Twilio's <Connect action> rings the person, and a caller whose person
// did not answer is back with the agent on a new relay session of the same call.

const STATUS_WAIT_MS = 200;
const t = testAppForFile(
  { ...TWILIO_SIGNED_ENV, VOICE_TRANSPORT: "relay", RELAY_STATUS_WAIT_MS: String(STATUS_WAIT_MS) },
  OFFLINE_TELEPHONY,
);

let serverUrl = "";
beforeAll(async () => {
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  serverUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

// This file's own area code, so test files sharing one PostgreSQL never race for a number.
const AREA_CODE = "612";
const CALLER = "+16125550123";
const MANAGER_NUMBER = "+16125550100";

const BAKERY = {
  businessName: "Sweet Crumb Bakery",
  businessCategory: "restaurant",
  agentName: "Mia",
  agentPurpose: "Answer questions about cakes and orders",
  ...managerAt(MANAGER_NUMBER),
};

async function relayCall(business: Record<string, unknown> = BAKERY) {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, 30);
  const agent = await createAgent(t, owner, business as typeof BAKERY, AREA_CODE);
  const callSid = newCallSid();
  const incoming = await twilioPost(t, "/api/voice/incoming", {
    CallSid: callSid,
    From: CALLER,
    To: agent.phoneNumber,
  });
  const relayUrl = /<ConversationRelay url="([^"]+)"/.exec(incoming.body)?.[1] ?? "";
  const relay = await connectRelay(
    serverUrl,
    new URL(relayUrl).pathname,
    relaySignature(AUTH_TOKEN, relayUrl),
  );
  relay.send({ type: "setup", sessionId: "VX0", callSid, from: CALLER, to: agent.phoneNumber });
  return { owner, agent, callSid, relay };
}

/** The caller asks for the manager; the session ends with the transfer handoff, and Twilio asks what follows. */
async function askedForTheManager(callSid: string, relay: Awaited<ReturnType<typeof relayCall>>["relay"]) {
  relay.send({ type: "prompt", voicePrompt: "Can I speak to the manager?", lang: "en-US", last: true });
  await relay.turn();
  const end = await relay.next();
  relay.close();
  return twilioPost(t, "/api/voice/relay-ended", {
    CallSid: callSid,
    SessionId: "VX0",
    SessionStatus: "ended",
    HandoffData: (end as { handoffData: string }).handoffData,
  });
}

async function callOf(owner: Owner) {
  const list = (await owner.get("/api/calls")).json();
  return (await owner.get(`/api/calls/${list.calls[0].id}`)).json();
}

describe("putting a caller through on ConversationRelay", () => {
  it("ends the session with a transfer handoff, rings the person, and brings the caller back when no one answers", async () => {
    const { owner, agent, callSid, relay } = await relayCall();
    relay.send({ type: "prompt", voicePrompt: "Can I speak to the manager?", lang: "en-US", last: true });
    const { said } = await relay.turn();
    expect(said).toBe("I'll put you through to the Manager now, one moment.");
    const end = await relay.next();
    expect(end.type).toBe("end");
    const handoffData = (end as { handoffData: string }).handoffData;
    expect(JSON.parse(handoffData)).toEqual({ reason: "transfer" });
    relay.close();

    const dial = await twilioPost(t, "/api/voice/relay-ended", {
      CallSid: callSid,
      SessionId: "VX0",
      SessionStatus: "ended",
      HandoffData: handoffData,
    });
    expect(dial.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response>' +
        `<Dial action="${PUBLIC_URL}/api/voice/transfer-result" method="POST" timeout="20" callerId="${agent.phoneNumber}">` +
        `<Number url="${PUBLIC_URL}/api/voice/transfer-whisper?call=${callSid}" method="POST">${MANAGER_NUMBER}</Number>` +
        "</Dial></Response>",
    );
    // The socket that closed for the transfer does not end the call while the person's phone rings.
    await new Promise((resolve) => setTimeout(resolve, STATUS_WAIT_MS + 200));
    expect((await callOf(owner)).status).toBe("in_progress");

    const back = await twilioPost(t, "/api/voice/transfer-result", {
      CallSid: callSid,
      DialCallStatus: "busy",
      DialCallDuration: "0",
    });
    expect(back.body).toContain(`<Connect action="${PUBLIC_URL}/api/voice/relay-ended" method="POST">`);
    expect(back.body).toContain(
      "welcomeGreeting=\"I'm sorry, the Manager couldn't take the call right now. Would you like to leave a message so Sweet Crumb Bakery can call you back?\"",
    );
    // Twilio opens a new session of the same call, where the agent's offer goes on.
    const relayUrl = /<ConversationRelay url="([^"]+)"/.exec(back.body)?.[1] ?? "";
    const again = await connectRelay(
      serverUrl,
      new URL(relayUrl).pathname,
      relaySignature(AUTH_TOKEN, relayUrl),
    );
    again.send({ type: "setup", sessionId: "VX1", callSid, from: CALLER, to: agent.phoneNumber });
    again.send({ type: "prompt", voicePrompt: "Yes please", lang: "en-US", last: true });
    expect((await again.turn()).said).toMatch(/your name/i);
    again.close();
    const call = await callOf(owner);
    expect(call.transcript.at(-4)).toMatchObject({
      speaker: "line",
      text: expect.stringMatching(/^Rang Manager at \+1 612 555 0100 for \d+ seconds: the line was busy\./),
    });
  });

  it("connects a person who presses 1; the call log says who answered and for how long, billed at the voice rate", async () => {
    const { owner, callSid, relay } = await relayCall();
    expect((await askedForTheManager(callSid, relay)).body).toContain("<Dial");
    const person = { CallSid: newCallSid(), From: CALLER, To: MANAGER_NUMBER };
    const whisper = await twilioPost(t, `/api/voice/transfer-whisper?call=${callSid}`, person);
    expect(whisper.body).toContain("Press 1 to take the call");
    const accepted = await twilioPost(t, `/api/voice/transfer-accept?call=${callSid}`, {
      ...person,
      Digits: "1",
    });
    expect(accepted.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');

    const ended = await twilioPost(t, "/api/voice/transfer-result", {
      CallSid: callSid,
      DialCallStatus: "completed",
      DialCallDuration: "300",
    });
    expect(ended.body).toContain("<Hangup/>");
    expect(ended.body).not.toContain("<ConversationRelay");
    expect((await callOf(owner)).transcript.at(-1)).toMatchObject({
      speaker: "line",
      text: "Put through to Manager at +1 612 555 0100: they took the call and talked with the caller for 300 seconds.",
    });
    // 400 seconds: 7 started minutes of voice; the agent's 100 seconds, 2 minutes of AI.
    await twilioPost(t, "/api/voice/status", {
      CallSid: callSid,
      CallStatus: "completed",
      CallDuration: "400",
    });
    const call = await callOf(owner);
    expect(call.status).toBe("completed");
    expect(call.cost).toMatchObject({ voice: 0.07, ai: 0.2, total: 0.27 });
  });

  it("outside the transfer hours, hands off nothing: the caller hears so and leaves a message", async () => {
    const timezone = "America/Chicago";
    const { owner, relay } = await relayCall({
      ...BAKERY,
      timezone,
      ...transferHoursNotAt(t.clock.now(), timezone),
    });
    const say = async (words: string) => {
      relay.send({ type: "prompt", voicePrompt: words, lang: "en-US", last: true });
      const turn = await relay.turn();
      expect(turn.messages.some((message) => message.type === "end")).toBe(false);
      return turn.said;
    };
    expect(await say("Can I speak to the manager about a wedding cake?")).toBe(
      "The Manager isn't taking calls at this hour, but I can take a message and have someone call you back. May I have your name, please?",
    );
    for (const words of ["Maria Lopez", "Yes, this number", "Yes, that's right"]) await say(words);
    // The session goes on with the agent: no handoff follows its words.
    expect(await relay.quietFor(200)).toBe(true);
    relay.close();
    const call = await callOf(owner);
    expect(call.transcript.some((turn: { speaker: string }) => turn.speaker === "line")).toBe(false);
    expect(call.message).toMatchObject({
      callerName: "Maria Lopez",
      reason: expect.stringMatching(/wedding cake/i),
    });
  });

  it("dials no one for a call that never asked to be put through, whatever its handoff says", async () => {
    const { callSid, relay } = await relayCall();
    relay.close();
    const after = await twilioPost(t, "/api/voice/relay-ended", {
      CallSid: callSid,
      HandoffData: JSON.stringify({ reason: "transfer" }),
    });
    expect(after.body).toContain("<Hangup/>");
    expect(after.body).not.toContain("<Dial");
  });
});
