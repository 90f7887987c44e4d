import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { calls } from "../../src/server/db/schema";
import { readOutbox } from "../support/outbox";
import { createAgent, createOwner, grantDollars, testAppForFile } from "../support/test-app";
import { newCallSid, OFFLINE_TELEPHONY, TWILIO_SIGNED_ENV, twilioPost } from "../support/twilio-webhooks";

// A caller reporting an emergency on the phone: told the emergency number of the agent's country when
// a life may be at stake, and their urgent message mailed to the owner as soon as it is taken, with
// URGENT in the subject, once; kept and mailed as urgent too when they hang up before finishing.

const t = testAppForFile({ ...TWILIO_SIGNED_ENV, VOICE_TRANSPORT: "gather" }, OFFLINE_TELEPHONY);

const AREA_CODES = { US: "816", GB: "131", AU: "7" } as const;
type Country = keyof typeof AREA_CODES;

const PLUMBER = {
  businessName: "Prairie Plumbing",
  businessCategory: "construction",
  agentName: "Max",
  agentPurpose:
    "Take service requests. Burst pipes and flooding are emergencies: tell the caller to shut off the main water valve.",
};
const CLINIC = {
  businessName: "Riverside Clinic",
  businessCategory: "healthcare",
  agentName: "Ava",
  agentPurpose: "Take appointment requests for the doctors.",
};

/** A phone call to a new owner's agent on a number of `country`, from a caller of that country. */
async function phoneCall(business: Record<string, string>, country: Country = "US") {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, 60);
  const { phoneNumber } = await createAgent(
    t,
    owner,
    { language: "english", voice: "female", ...(business as typeof PLUMBER) },
    AREA_CODES[country],
    country,
  );
  const callSid = newCallSid();
  const caller = phoneNumber.replace(/\d{3}$/, (last) => String((Number(last) + 1) % 1000).padStart(3, "0"));
  await twilioPost(t, "/api/voice/incoming", { CallSid: callSid, From: caller, To: phoneNumber });
  return {
    owner,
    says: async (words: string) =>
      (await twilioPost(t, "/api/voice/turn", { CallSid: callSid, SpeechResult: words })).body,
    hangsUp: () =>
      twilioPost(t, "/api/voice/status", { CallSid: callSid, CallStatus: "completed", CallDuration: "60" }),
    row: async () => (await t.database.db.select().from(calls).where(eq(calls.providerCallSid, callSid)))[0]!,
    /** The subjects of the owner's mails about messages (not their sign-up or agent mails). */
    subjects: async () =>
      (await readOutbox(t.outboxDir))
        .filter((mail) => mail.to === owner.email && / message for /.test(mail.subject))
        .map((mail) => mail.subject),
  };
}

describe("an emergency on the phone", () => {
  it("mails the owner the urgent message as soon as it is taken, marked URGENT, and not again at the end", async () => {
    const call = await phoneCall(PLUMBER);
    const first = await call.says("Hi, a pipe just burst in my kitchen and there's water everywhere!");
    expect(first).toContain("Please shut off the main water valve.");
    expect(first).not.toMatch(/what day and time/i);
    await call.says("It's Dana Whitfield, 816 555 0142.");
    await call.says("220 Grand Boulevard.");
    // Mailed before the call ends.
    expect(await call.subjects()).toEqual(["URGENT: New message for Prairie Plumbing from Dana Whitfield"]);
    await call.says("Thanks, bye.");
    await call.hangsUp();
    expect(await call.subjects()).toEqual(["URGENT: New message for Prairie Plumbing from Dana Whitfield"]);
    const row = await call.row();
    expect(row.message).toMatchObject({
      callerName: "Dana Whitfield",
      callbackNumber: "+18165550142",
      urgent: true,
    });
    expect(row.message?.reason).toContain("Address: 220 Grand Boulevard");
    // The owner's call log says the message is urgent.
    const log = (await call.owner.get("/api/calls")).json() as {
      calls: { id: string; urgentMessage: boolean }[];
    };
    expect(log.calls.find((logged) => logged.id === row.id)?.urgentMessage).toBe(true);
  });

  it("keeps and mails an emergency as urgent when the caller hangs up before giving their name", async () => {
    const call = await phoneCall(PLUMBER);
    await call.says("My basement is flooding!");
    await call.hangsUp();
    const row = await call.row();
    expect(row.message).toMatchObject({ partial: true, urgent: true });
    const subjects = await call.subjects();
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).toMatch(/^URGENT: Partial message for Prairie Plumbing from /);
  });

  it.each([
    ["US", "call 911 right now"],
    ["GB", "call 999 or 112 right now"],
    ["AU", "call 000 right now"],
  ] as const)(
    "tells a caller with chest pain to call the emergency number of the agent's country (%s)",
    async (country, advice) => {
      const call = await phoneCall(CLINIC, country);
      const reply = await call.says("My husband has chest pain and he's sweating a lot");
      expect(reply).toContain(`Please hang up and ${advice}.`);
      await call.hangsUp();
      expect((await call.subjects())[0]).toMatch(/^URGENT: /);
    },
  );
});
