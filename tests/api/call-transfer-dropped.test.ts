import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries } from "../../src/server/db/schema";
import { createOfflineTelephony } from "../../src/server/integrations/telephony/offline-telephony";
import { runScheduledWork } from "../../src/server/scheduled-work";
import { createAgent, createOwner, grantDollars, type Owner, testAppForFile } from "../support/test-app";
import { managerAt } from "../support/transfer-targets";
import { newCallSid, TWILIO_SIGNED_ENV, twilioPost } from "../support/twilio-webhooks";

// A caller put through to a person whose call then drops, with Twilio's reports of the ringing and of
// the call's end both lost: the scheduled work asks the carrier how the call stands, ends it as the
// carrier says, and bills the person's minutes at the voice rate alone, once.

// The carrier's own record of calls, which this file keeps as Twilio would.
const carrier = createOfflineTelephony({
  smsOutboxDir: mkdtempSync(join(tmpdir(), "switchboard-test-sms-")),
  log: () => undefined,
});
const t = testAppForFile(
  { ...TWILIO_SIGNED_ENV, VOICE_TRANSPORT: "gather" },
  { adjustIntegrations: (integrations) => ({ ...integrations, telephony: carrier }) },
);

const CALLER = "+13035550123";
const MANAGER_NUMBER = "+13035550100";
const BAKERY = {
  businessName: "Sweet Crumb Bakery",
  businessCategory: "restaurant",
  agentName: "Mia",
  agentPurpose: "Answer questions about cakes and orders",
  ...managerAt(MANAGER_NUMBER),
};
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A call that asked for the manager 30 seconds in; the carrier answered it as it started. */
async function callPutThrough() {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, 30);
  const agent = await createAgent(t, owner, BAKERY, "303");
  const callSid = newCallSid();
  const startedAt = t.clock.now();
  carrier.calls.answered(callSid, startedAt);
  await twilioPost(t, "/api/voice/incoming", { CallSid: callSid, From: CALLER, To: agent.phoneNumber });
  t.clock.advance(30 * SECOND);
  const turn = await twilioPost(t, "/api/voice/turn", {
    CallSid: callSid,
    SpeechResult: "Can I talk to a real person?",
    From: CALLER,
    To: agent.phoneNumber,
  });
  expect(turn.body).toContain("<Dial");
  const at = (seconds: number) => new Date(startedAt.getTime() + seconds * SECOND);
  return { owner, callSid, at };
}

async function callOf(owner: Owner) {
  const list = (await owner.get("/api/calls")).json();
  return (await owner.get(`/api/calls/${list.calls[0].id}`)).json();
}
const balanceOf = async (owner: Owner) => (await owner.get("/api/balance")).json().balance as number;
const finalChargesOf = (callId: string) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, "call_usage"), like(ledgerEntries.reference, `${callId}:%:final`)));

// The scheduled work acts on every call in the database, so it runs on this file's own PGlite.
describe.skipIf(Boolean(process.env.DATABASE_URL))("a transferred call whose end was never reported", () => {
  it("is ended at the carrier's end on the next scheduled run when the caller hung up while the person's phone rang, billed once", async () => {
    const { owner, callSid, at } = await callPutThrough();
    carrier.calls.ended(callSid, at(90));
    t.clock.advance(10 * MINUTE);
    await runScheduledWork(t.app, t.database);

    const call = await callOf(owner);
    expect(call.status).toBe("completed");
    expect(call.durationSeconds).toBe(90);
    expect(call.transcript.at(-1)).toMatchObject({
      speaker: "line",
      text: "Rang Manager at +1 303 555 0100 for 60 seconds: the caller hung up first.",
    });
    // 90 seconds with the agent on the line: 2 started minutes of voice and of AI.
    expect(call.cost).toMatchObject({ voice: 0.02, ai: 0.2, total: 0.22 });
    expect(await balanceOf(owner)).toBe(4.78);

    // Twilio's late report of the end, and the next run, charge nothing more.
    await twilioPost(t, "/api/voice/status", {
      CallSid: callSid,
      CallStatus: "completed",
      CallDuration: "90",
    });
    t.clock.advance(10 * MINUTE);
    await runScheduledWork(t.app, t.database);
    expect(await balanceOf(owner)).toBe(4.78);
    expect(await finalChargesOf(call.id)).toHaveLength(1);
  });

  it("bills the minutes a person who took the call talked at the voice rate only", async () => {
    const { owner, callSid, at } = await callPutThrough();
    t.clock.advance(10 * SECOND);
    const person = { CallSid: newCallSid(), From: CALLER, To: MANAGER_NUMBER, Digits: "1" };
    await twilioPost(t, `/api/voice/transfer-accept?call=${callSid}`, person);
    carrier.calls.ended(callSid, at(400));
    t.clock.advance(10 * MINUTE);
    await runScheduledWork(t.app, t.database);

    const call = await callOf(owner);
    expect(call.status).toBe("completed");
    expect(call.transcript.at(-1)).toMatchObject({
      speaker: "line",
      text: "Put through to Manager at +1 303 555 0100: they took the call and talked with the caller for 360 seconds.",
    });
    // 400 seconds: 7 started minutes of voice; the agent's 40 seconds, 1 minute of AI.
    expect(call.cost).toMatchObject({ voice: 0.07, ai: 0.1, total: 0.17 });
    expect(await balanceOf(owner)).toBe(4.83);
  });

  it("leaves a call the carrier says goes on open, and ends it once the carrier says it ended", async () => {
    const { owner, callSid, at } = await callPutThrough();
    await twilioPost(t, `/api/voice/transfer-accept?call=${callSid}`, {
      CallSid: newCallSid(),
      From: CALLER,
      To: MANAGER_NUMBER,
      Digits: "1",
    });
    t.clock.advance(20 * MINUTE);
    await runScheduledWork(t.app, t.database);
    expect((await callOf(owner)).status).toBe("in_progress");

    carrier.calls.ended(callSid, at(25 * 60));
    t.clock.advance(10 * MINUTE);
    await runScheduledWork(t.app, t.database);
    const call = await callOf(owner);
    expect(call.status).toBe("completed");
    expect(call.durationSeconds).toBe(25 * 60);
  });

  it("ends a call the carrier does not know only after four quiet hours, as of its last news", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const agent = await createAgent(t, owner, BAKERY, "303");
    await twilioPost(t, "/api/voice/incoming", {
      CallSid: newCallSid(),
      From: CALLER,
      To: agent.phoneNumber,
    });
    t.clock.advance(30 * MINUTE);
    await runScheduledWork(t.app, t.database);
    expect((await callOf(owner)).status).toBe("in_progress");
    t.clock.advance(4 * 60 * MINUTE);
    await runScheduledWork(t.app, t.database);
    const call = await callOf(owner);
    expect(call.status).toBe("completed");
    expect(call.durationSeconds).toBe(0);
  });
});
