import { describe, expect, it } from "vitest";
import { createAgent, createOwner, grantDollars, type Owner, testAppForFile } from "../support/test-app";
import { managerAt, transferHoursNotAt } from "../support/transfer-targets";
import {
  newCallSid,
  OFFLINE_TELEPHONY,
  TWILIO_TEST_PUBLIC_URL as PUBLIC_URL,
  TWILIO_SIGNED_ENV,
  twilioPost,
} from "../support/twilio-webhooks";

// A caller who asks for a person on the Gather transport: the turn puts them through with <Dial>,
// the person who picks up hears who is calling and takes the call with a key, and a person who
// cannot take it sends the caller back to the agent, which takes a message.

const t = testAppForFile({ ...TWILIO_SIGNED_ENV, VOICE_TRANSPORT: "gather" }, OFFLINE_TELEPHONY);

// This file's own area code, so test files sharing one PostgreSQL never race for a number.
const AREA_CODE = "713";
const CALLER = "+17135550123";
const MANAGER_NUMBER = "+17135550100";

const BAKERY = {
  businessName: "Sweet Crumb Bakery",
  businessCategory: "restaurant",
  agentName: "Mia",
  agentPurpose: "Answer questions about cakes and orders",
  ...managerAt(MANAGER_NUMBER),
};

async function ringingCall(business: Record<string, unknown> = BAKERY) {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, 30);
  const agent = await createAgent(t, owner, business as typeof BAKERY, AREA_CODE);
  const callSid = newCallSid();
  await twilioPost(t, "/api/voice/incoming", { CallSid: callSid, From: CALLER, To: agent.phoneNumber });
  const say = (speech: string) =>
    twilioPost(t, "/api/voice/turn", {
      CallSid: callSid,
      SpeechResult: speech,
      From: CALLER,
      To: agent.phoneNumber,
    });
  return { owner, agent, callSid, say };
}

async function callOf(owner: Owner) {
  const list = (await owner.get("/api/calls")).json();
  return (await owner.get(`/api/calls/${list.calls[0].id}`)).json();
}

const whisperUrl = (callSid: string) => `/api/voice/transfer-whisper?call=${callSid}`;
const acceptUrl = (callSid: string) => `/api/voice/transfer-accept?call=${callSid}`;
// The person's own leg, as Twilio posts the whisper's requests.
const personLeg = () => ({ CallSid: newCallSid(), From: CALLER, To: MANAGER_NUMBER });
const dialEnded = (callSid: string, DialCallStatus: string, DialCallDuration = "0") =>
  twilioPost(t, "/api/voice/transfer-result", { CallSid: callSid, DialCallStatus, DialCallDuration });

describe("putting a caller through on the Gather transport", () => {
  it("says it puts them through, then rings the transfer number, shown the agent's number", async () => {
    const { agent, callSid, say } = await ringingCall();
    const turn = await say("Can I speak to the manager please?");
    expect(turn.statusCode).toBe(200);
    expect(turn.body).toContain(">I'll put you through to the Manager now, one moment.</Say>");
    expect(turn.body).toContain(
      `<Dial action="${PUBLIC_URL}/api/voice/transfer-result" method="POST" timeout="20" callerId="${agent.phoneNumber}">` +
        `<Number url="${PUBLIC_URL}/api/voice/transfer-whisper?call=${callSid}" method="POST">${MANAGER_NUMBER}</Number></Dial>`,
    );
    expect(turn.body).not.toContain("<Gather");
  });

  it("tells the person who picks up who is calling and why, and asks for 1 to take the call", async () => {
    const { callSid, say } = await ringingCall();
    await say("Hi, this is Maria Lopez, can I speak to the manager about a wedding cake?");
    const whisper = await twilioPost(t, whisperUrl(callSid), personLeg());
    expect(whisper.body).toContain(
      `<Gather input="dtmf" numDigits="1" timeout="6" action="${PUBLIC_URL}${acceptUrl(callSid)}" method="POST">`,
    );
    expect(whisper.body).toContain(
      "Maria Lopez at 1 7 1 3 5 5 5 0 1 2 3 is calling Sweet Crumb Bakery and says: Can I speak to the manager about a wedding cake? Press 1 to take the call, or hang up to decline.",
    );
    // Silence after the whisper hangs up the person's leg, so the caller is not connected to voicemail.
    expect(whisper.body).toMatch(/<\/Gather><Hangup\/><\/Response>$/);
  });

  it("connects a person who presses 1, and ends the call when they are done, with the transfer in the call log", async () => {
    const { owner, callSid, say } = await ringingCall();
    await say("Can I talk to a real person?");
    await twilioPost(t, whisperUrl(callSid), personLeg());
    const accepted = await twilioPost(t, acceptUrl(callSid), { ...personLeg(), Digits: "1" });
    expect(accepted.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    const ended = await dialEnded(callSid, "completed", "95");
    expect(ended.body).toContain("<Hangup/>");
    const call = await callOf(owner);
    expect(call.transcript.at(-1)).toMatchObject({
      speaker: "line",
      text: `Put through to Manager at +1 713 555 0100: they took the call and talked with the caller for 95 seconds.`,
    });
  });

  it("bills the minutes the person talked at the voice rate only, and the agent's minutes at voice and AI", async () => {
    const { owner, callSid, say } = await ringingCall();
    await say("Can I talk to a real person?");
    await twilioPost(t, acceptUrl(callSid), { ...personLeg(), Digits: "1" });
    await dialEnded(callSid, "completed", "300");
    // 6 minutes 40 seconds in all: 7 started minutes of voice; 100 seconds of agent, 2 minutes of AI.
    await twilioPost(t, "/api/voice/status", {
      CallSid: callSid,
      CallStatus: "completed",
      CallDuration: "400",
    });
    const call = await callOf(owner);
    expect(call.cost).toMatchObject({ voice: 0.07, ai: 0.2, total: 0.27 });
    expect((await owner.get("/api/balance")).json().balance).toBe(4.73);
  });

  it("hangs up on a person who presses another key, and the caller is back with the agent", async () => {
    const { owner, callSid, say } = await ringingCall();
    await say("Can I speak to someone?");
    const declined = await twilioPost(t, acceptUrl(callSid), { ...personLeg(), Digits: "2" });
    expect(declined.body).toContain("<Hangup/>");
    const back = await dialEnded(callSid, "completed", "4");
    expect(back.body).toContain(
      "I'm sorry, the Manager couldn't take the call right now. Would you like to leave a message so Sweet Crumb Bakery can call you back?",
    );
    expect(back.body).toContain(`<Gather input="speech" action="${PUBLIC_URL}/api/voice/turn"`);
    const call = await callOf(owner);
    expect(call.transcript.at(-2)).toMatchObject({
      speaker: "line",
      text: expect.stringMatching(
        /^Rang Manager at \+1 713 555 0100 for \d+ seconds: they did not take the call\. The caller came back to the agent\.$/,
      ),
    });
  });

  it("brings a caller whose person did not answer back to the agent, which takes their message", async () => {
    const { owner, callSid, say } = await ringingCall();
    await say("Can I speak to the manager about a wedding cake?");
    const back = await dialEnded(callSid, "no-answer");
    expect(back.body).toContain("couldn't take the call right now. Would you like to leave a message");
    await say("Yes please");
    await say("Maria Lopez");
    await say("Yes, this number");
    const confirmed = await say("Yes, that's right");
    expect(confirmed.body).not.toContain("<Dial");
    const call = await callOf(owner);
    expect(call.transcript.map((turn: { speaker: string }) => turn.speaker)).toContain("line");
    expect(call.transcript.find((turn: { speaker: string }) => turn.speaker === "line").text).toMatch(
      /: no one answered\. The caller came back to the agent\.$/,
    );
    expect(call.message).toMatchObject({
      callerName: "Maria Lopez",
      reason: expect.stringMatching(/wedding cake/i),
    });
    // Asked again, the agent takes no second transfer on the same call.
    const again = await say("Can I speak to the manager?");
    expect(again.body).not.toContain("<Dial");
  });

  it("outside the transfer hours, rings no one: the caller hears so and leaves a message", async () => {
    const timezone = "America/Chicago";
    const { owner, say } = await ringingCall({
      ...BAKERY,
      timezone,
      ...transferHoursNotAt(t.clock.now(), timezone),
    });
    const turn = await say("Can I speak to the manager about a wedding cake?");
    expect(turn.body).not.toContain("<Dial");
    expect(turn.body).toContain(
      "The Manager isn't taking calls at this hour, but I can take a message and have someone call you back. May I have your name, please?",
    );
    expect(turn.body).toContain(`<Gather input="speech" action="${PUBLIC_URL}/api/voice/turn"`);
    for (const words of ["Maria Lopez", "Yes, this number", "Yes, that's right"]) {
      expect((await say(words)).body).not.toContain("<Dial");
    }
    const call = await callOf(owner);
    expect(call.transcript.some((turn: { speaker: string }) => turn.speaker === "line")).toBe(false);
    expect(call.message).toMatchObject({
      callerName: "Maria Lopez",
      reason: expect.stringMatching(/wedding cake/i),
    });
  });

  it("takes a message as before when the agent has no transfer number", async () => {
    const { say } = await ringingCall({ ...BAKERY, transferTargets: [] });
    const turn = await say("Can I speak to the manager?");
    expect(turn.body).not.toContain("<Dial");
    expect(turn.body).toContain("There's no one available to take your call right now");
  });

  it("hangs up a whisper or a result for a call that is not being put through", async () => {
    const { callSid } = await ringingCall();
    expect((await twilioPost(t, whisperUrl(callSid), personLeg())).body).toContain("<Hangup/>");
    expect((await twilioPost(t, acceptUrl(callSid), { ...personLeg(), Digits: "1" })).body).toContain(
      "<Hangup/>",
    );
    expect((await dialEnded(callSid, "no-answer")).body).toContain("<Hangup/>");
  });

  it("refuses what Twilio did not sign, and requests of no known shape", async () => {
    const { callSid, say } = await ringingCall();
    await say("Can I speak to the manager?");
    const forged = { CallSid: callSid, DialCallStatus: "no-answer" };
    expect((await twilioPost(t, "/api/voice/transfer-result", forged, "forged")).statusCode).toBe(403);
    expect((await twilioPost(t, whisperUrl(callSid), personLeg(), "forged")).statusCode).toBe(403);
    expect((await twilioPost(t, acceptUrl(callSid), { Digits: "1" }, "forged")).statusCode).toBe(403);
    expect((await dialEnded(callSid, "ringing")).statusCode).toBe(400);
    expect((await twilioPost(t, "/api/voice/transfer-whisper?call=nope", personLeg())).statusCode).toBe(400);
    // The refused requests changed nothing: the person is still asked to take the call.
    expect((await twilioPost(t, whisperUrl(callSid), personLeg())).body).toContain(
      "Press 1 to take the call",
    );
  });
});
