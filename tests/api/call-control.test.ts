import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agents, calls } from "../../src/server/db/schema";
import {
  NOT_IN_SERVICE,
  OUT_OF_BALANCE_GOODBYE,
  SILENCE_GOODBYE,
  SILENCE_PROMPT,
} from "../../src/server/services/call-control";
import { createAgent, createOwner, grantDollars, testAppForFile } from "../support/test-app";

// The call service's decisions, asked directly as any transport asks them (TwiML webhooks,
// browser test calls, a media stream).
const t = testAppForFile();

const FLORIST = {
  businessName: "Desert Bloom Florist",
  businessCategory: "retail",
  agentName: "Desert Bloom AI Assistant",
  agentPurpose: "Answer questions about flowers and delivery",
};

let callSids = 0;
const newCallSid = () =>
  `CA${String(++callSids).padStart(8, "0")}${Date.now().toString(16).padStart(24, "0")}`;

/** A new owner left with `dollars` after the $25 agent fee, and that agent's row. */
async function agentWithBalance(dollars: number) {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, 25 + dollars);
  // Its own area code, so test files running side by side on one PostgreSQL never race for a number.
  const created = await createAgent(t, owner, FLORIST, "808");
  const [agent] = await t.database.db.select().from(agents).where(eq(agents.id, created.id));
  return agent!;
}

const setAgentStatus = (agentId: string, status: "active" | "paused") =>
  t.database.db.update(agents).set({ status }).where(eq(agents.id, agentId));

const callBySid = async (providerCallSid: string) =>
  (await t.database.db.select().from(calls).where(eq(calls.providerCallSid, providerCallSid)))[0]!;

describe("answering a ringing line", () => {
  it("greets in the agent's voice and listens", async () => {
    const agent = await agentWithBalance(5);
    const answer = await t.app.services.calls.answerPhoneCall({
      calledNumber: agent.phoneNumber,
      callerNumber: "+17025550123",
      providerCallSid: newCallSid(),
    });
    expect(answer).toMatchObject({ language: "english", voice: agent.voice, next: "listen" });
    expect(answer.say).toMatch(/Desert Bloom/);
  });

  it("hears the same greeting again when the carrier repeats the ringing, without a second call", async () => {
    const agent = await agentWithBalance(5);
    const ringing = {
      calledNumber: agent.phoneNumber,
      callerNumber: "+17025550123",
      providerCallSid: newCallSid(),
    };
    const first = await t.app.services.calls.answerPhoneCall(ringing);
    const again = await t.app.services.calls.answerPhoneCall(ringing);
    const { say, language, voice, next } = first;
    expect(again).toEqual({ say, language, voice, next });
    const rows = await t.database.db.select().from(calls).where(eq(calls.agentId, agent.id));
    expect(rows).toHaveLength(1);
  });

  it("tells the caller of a number no agent holds that it is not in service, and hangs up", async () => {
    const answer = await t.app.services.calls.answerPhoneCall({
      calledNumber: "+18085550000",
      callerNumber: "+17025550123",
      providerCallSid: newCallSid(),
    });
    expect(answer).toEqual(NOT_IN_SERVICE);
  });

  it("hangs up with a sentence when the owner's balance is $0, even for an agent still marked active", async () => {
    const agent = await agentWithBalance(0);
    await setAgentStatus(agent.id, "active");
    const answer = await t.app.services.calls.answerPhoneCall({
      calledNumber: agent.phoneNumber,
      callerNumber: "+17025550123",
      providerCallSid: newCallSid(),
    });
    expect(answer).toEqual({
      say: "Sorry, Desert Bloom Florist can't take calls right now. Please try again later. Goodbye.",
      language: "english",
      voice: agent.voice,
      next: "hang_up",
    });
    expect(await t.database.db.select().from(calls).where(eq(calls.agentId, agent.id))).toHaveLength(0);
  });

  it("hangs up with a sentence for a paused agent, even with balance left", async () => {
    const agent = await agentWithBalance(5);
    await setAgentStatus(agent.id, "paused");
    const answer = await t.app.services.calls.answerPhoneCall({
      calledNumber: agent.phoneNumber,
      callerNumber: "+17025550123",
      providerCallSid: newCallSid(),
    });
    expect(answer.next).toBe("hang_up");
    expect(answer.say).toContain("can't take calls right now");
  });
});

describe("during a phone call", () => {
  async function phoneCall(dollars: number) {
    const agent = await agentWithBalance(dollars);
    const providerCallSid = newCallSid();
    await t.app.services.calls.answerPhoneCall({
      calledNumber: agent.phoneNumber,
      callerNumber: "+17025550123",
      providerCallSid,
    });
    const turn = (speech: string) => t.app.services.calls.answerPhoneTurn({ providerCallSid, speech });
    return { agent, providerCallSid, turn };
  }

  it("asks again once after silence, then says goodbye and ends the call", async () => {
    const { providerCallSid, turn } = await phoneCall(5);
    expect(await turn("")).toMatchObject({ say: SILENCE_PROMPT.english, next: "listen" });
    expect(await turn("  ")).toMatchObject({ say: SILENCE_GOODBYE.english, next: "hang_up" });
    const call = await callBySid(providerCallSid);
    expect(call.status).toBe("completed");
    expect(call.transcript.filter((line) => line.text === SILENCE_PROMPT.english)).toHaveLength(1);
  });

  it("asks again after a new silence once the caller has spoken in between", async () => {
    const { turn } = await phoneCall(5);
    expect((await turn("")).next).toBe("listen");
    expect((await turn("What are your hours?")).next).toBe("listen");
    expect(await turn("")).toMatchObject({ say: SILENCE_PROMPT.english, next: "listen" });
  });

  it("hangs up with the sentence when the call's charges empty the balance", async () => {
    const { agent, turn } = await phoneCall(0.15);
    t.clock.advance(60_500);
    const answer = await turn("What do you sell?");
    expect(answer.next).toBe("hang_up");
    expect(answer.say.endsWith(OUT_OF_BALANCE_GOODBYE.english)).toBe(true);
    expect(answer.voice).toBe(agent.voice);
  });

  it("tells a turn of an ended or unknown call that the number is not in service", async () => {
    const { turn } = await phoneCall(5);
    await turn("");
    await turn("");
    expect(await turn("Hello?")).toEqual(NOT_IN_SERVICE);
    expect(
      await t.app.services.calls.answerPhoneTurn({ providerCallSid: newCallSid(), speech: "Hi" }),
    ).toEqual(NOT_IN_SERVICE);
    expect(await t.app.services.calls.answerPhoneTurn({ providerCallSid: undefined, speech: "Hi" })).toEqual(
      NOT_IN_SERVICE,
    );
  });
});

describe("a browser test call", () => {
  it("refuses a paused agent with the sentence its owner sees", async () => {
    const agent = await agentWithBalance(5);
    await setAgentStatus(agent.id, "paused");
    await expect(t.app.services.calls.startTestCall({ ...agent, status: "paused" })).rejects.toMatchObject({
      code: "TestCallWhilePaused",
    });
  });

  it("starts with the agent's greeting in its voice and listens", async () => {
    const agent = await agentWithBalance(5);
    const answer = await t.app.services.calls.startTestCall(agent);
    expect(answer).toMatchObject({ voice: agent.voice, language: "english", next: "listen" });
    expect(answer.callId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
