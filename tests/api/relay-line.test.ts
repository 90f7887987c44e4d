import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { calls as callRows } from "../../src/server/db/schema";
import { OUT_OF_BALANCE_GOODBYE, SILENCE_PROMPT } from "../../src/server/services/call-control";
import { connectRelay, relaySignature } from "../support/fake-conversation-relay";
import { eventually } from "../support/relay-calls";
import { createAgent, createOwner, grantDollars, testAppForFile } from "../support/test-app";
import {
  TWILIO_TEST_AUTH_TOKEN as AUTH_TOKEN,
  newCallSid,
  OFFLINE_TELEPHONY,
  TWILIO_SIGNED_ENV,
  twilioPost,
} from "../support/twilio-webhooks";

// A call on the relay reads its call and its agent once, as the session opens, and keeps them as
// its turns record them: what the caller hears must be what a turn reading the database would say.
const ENV = {
  ...TWILIO_SIGNED_ENV,
  VOICE_TRANSPORT: "relay",
  RELAY_SILENCE_MS: "200",
  RELAY_STATUS_WAIT_MS: "300",
};
const t = testAppForFile(ENV, OFFLINE_TELEPHONY);

let serverUrl = "";
beforeAll(async () => {
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  serverUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const PLUMBER = {
  businessName: "Rapid Rooter Plumbing",
  businessCategory: "construction",
  agentName: "Max",
  agentPurpose: "Answer questions and take details of plumbing problems",
};

/** A ringing call on a plumber's number, connected to the relay; its area code is this file's own. */
async function relayCall() {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, 30);
  const agent = await createAgent(t, owner, PLUMBER, "615");
  const callSid = newCallSid();
  const ringing = { CallSid: callSid, From: "+16155550123", To: agent.phoneNumber };
  const incoming = await twilioPost(t, "/api/voice/incoming", ringing);
  const relayUrl = /<ConversationRelay url="([^"]+)"/.exec(incoming.body)?.[1] ?? "";
  const relay = await connectRelay(
    serverUrl,
    new URL(relayUrl).pathname,
    relaySignature(AUTH_TOKEN, relayUrl),
  );
  relay.send({
    type: "setup",
    sessionId: "VX00000000000000000000000000000000",
    accountSid: `AC${"1".repeat(32)}`,
    parentCallSid: "",
    callSid,
    from: ringing.From,
    to: agent.phoneNumber,
    forwardedFrom: agent.phoneNumber,
    callType: "PSTN",
    callerName: "",
    direction: "inbound",
    callStatus: "RINGING",
    customParameters: {},
  });
  const says = async (voicePrompt: string) => {
    relay.send({ type: "prompt", voicePrompt, lang: "en-US", last: true });
    return (await relay.turn()).said;
  };
  const row = async () =>
    (await t.database.db.select().from(callRows).where(eq(callRows.providerCallSid, callSid)))[0]!;
  return { owner, agent, callSid, relay, says, row };
}

describe("a call on the relay, read once", () => {
  it("carries what each turn learnt to the next: a message given over three prompts is kept whole", async () => {
    const call = await relayCall();
    await call.says("Hi, I'd like to leave a message for the owner please");
    await call.says("Yeah it's Gloria Mendez");
    await call.says("no, use my cell, 615 555 0188");
    await twilioPost(t, "/api/voice/status", {
      CallSid: call.callSid,
      CallStatus: "completed",
      CallDuration: "40",
    });
    const row = await call.row();
    expect(row.status).toBe("completed");
    expect(row.message).toMatchObject({ callerName: "Gloria Mendez", callbackNumber: "+16155550188" });
    call.relay.close();
  });

  it("asks about a silence afresh once the caller has spoken since the last one", async () => {
    const call = await relayCall();
    await call.says("Do you fix water heaters?");
    expect((await call.relay.turn(15_000)).said).toBe(SILENCE_PROMPT.english);
    await call.says("Sorry, I was away. Do you come out on weekends?");
    expect((await call.relay.turn(15_000)).said).toBe(SILENCE_PROMPT.english);
    expect((await call.row()).status).toBe("in_progress");
    call.relay.close();
  }, 45_000);

  it("ends the call after the turn in which its agent was deleted, keeping the caller's words", async () => {
    const call = await relayCall();
    await call.says("Do you fix water heaters?");
    expect((await call.owner.delete(`/api/active-bots/${call.agent.id}`)).statusCode).toBe(200);
    const said = await call.says("And do you come out on weekends?");
    expect(said.endsWith(OUT_OF_BALANCE_GOODBYE.english)).toBe(true);
    // The session ends once the words have had time to be heard, about 15 characters a second.
    expect((await call.relay.next(30_000)).type).toBe("end");
    const row = await call.row();
    expect(row.status).toBe("completed");
    expect(row.transcript.map((turn) => turn.text)).toContain("And do you come out on weekends?");
    call.relay.close();
  }, 45_000);

  it("adds nothing to a call Twilio has ended, and closes the line", async () => {
    const call = await relayCall();
    await call.says("Do you fix water heaters?");
    await twilioPost(t, "/api/voice/status", {
      CallSid: call.callSid,
      CallStatus: "completed",
      CallDuration: "20",
    });
    const ended = await call.row();
    await call.says("Hello, are you still there?");
    expect((await call.relay.next(30_000)).type).toBe("end");
    expect((await call.row()).transcript).toEqual(ended.transcript);
    call.relay.close();
  }, 45_000);

  it("keeps the number the caller said as the line closed, with the message", async () => {
    const call = await relayCall();
    await call.says("Hi, I'd like to leave a message for the owner please");
    await call.says("It's Gloria Mendez");
    // The line closes right behind the words, before any answer to them, and no status comes.
    call.relay.send({ type: "prompt", voicePrompt: "my number is 615 555 0188", lang: "en-US", last: true });
    call.relay.close();
    const row = await eventually(call.row, (found) => found.status === "completed");
    expect(row.message).toMatchObject({ callerName: "Gloria Mendez", callbackNumber: "+16155550188" });
    expect(row.transcript.map((turn) => turn.text)).toContain("my number is 615 555 0188");
  });

  it("keeps the number the caller said as Twilio reported the hang-up, with the message", async () => {
    const call = await relayCall();
    await call.says("Hi, I'd like to leave a message for the owner please");
    await call.says("It's Gloria Mendez");
    call.relay.send({ type: "prompt", voicePrompt: "my number is 615 555 0188", lang: "en-US", last: true });
    // The answer has begun when the status callback comes.
    expect((await call.relay.next()).type).toBe("text");
    await twilioPost(t, "/api/voice/status", {
      CallSid: call.callSid,
      CallStatus: "completed",
      CallDuration: "40",
    });
    const row = await call.row();
    expect(row.status).toBe("completed");
    expect(row.message).toMatchObject({ callerName: "Gloria Mendez", callbackNumber: "+16155550188" });
    call.relay.close();
  });
});
