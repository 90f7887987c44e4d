import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import twilio from "twilio";
import { describe, expect, it } from "vitest";
import { calls } from "../../src/server/db/schema";
import { createOfflineTelephony } from "../../src/server/integrations/telephony/offline-telephony";
import { SILENCE_GOODBYE } from "../../src/server/services/call-control";
import { readOutbox, textPartOf } from "../support/outbox";
import { createAgent, createOwner, grantDollars, testAppForFile } from "../support/test-app";

// However a phone call ends (the caller hangs up, goes quiet, says goodbye at the read-back, or
// the balance runs out), what the caller gave is kept with the call and mailed to the owner.

const AUTH_TOKEN = "twilio-test-auth-token-for-call-ends";
const PUBLIC_URL = "https://switchboard.example.com";
const t = testAppForFile(
  {
    TWILIO_ACCOUNT_SID: `AC${"2".repeat(32)}`,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    PUBLIC_URL,
    VOICE_TRANSPORT: "gather",
  },
  {
    // Numbers come from the offline catalogue; only the webhooks' signatures involve Twilio here.
    adjustIntegrations: (integrations) => ({
      ...integrations,
      telephony: createOfflineTelephony({
        smsOutboxDir: `${t?.outboxDir ?? "/tmp"}-sms`,
        log: () => undefined,
      }),
    }),
  },
);

type AgentBusiness = Parameters<typeof createAgent>[2];

// This file's own area code, so test files sharing one PostgreSQL never race for a number.
const AREA_CODE = "615";
const CALLER = "+16155550123";

const PLUMBER: AgentBusiness = {
  businessName: "Rapid Rooter Plumbing",
  businessCategory: "construction",
  agentName: "Max",
  agentPurpose: "Answer questions and take details of plumbing problems",
};
const BISTRO: AgentBusiness = {
  businessName: "Luna Bistro",
  businessCategory: "restaurant",
  agentName: "Sofia",
  agentPurpose: "Take table reservations",
  workflowMode: true,
};
const SALON: AgentBusiness = {
  businessName: "Salón Bella",
  businessCategory: "beauty",
  agentName: "Lucía",
  agentPurpose: "Agendar citas",
  language: "spanish",
};

/** Posts to a voice webhook exactly as Twilio would, signed with the twilio SDK's own helper. */
function twilioPost(path: string, params: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC_URL}${path}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

/** A phone call to a new owner's agent: the caller's lines as Twilio's speech turns. */
async function phoneCall(business: AgentBusiness, dollars = 30) {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, 25 + dollars);
  const agent = await createAgent(t, owner, business, AREA_CODE);
  const callSid = `CA${randomBytes(16).toString("hex")}`;
  await twilioPost("/api/voice/incoming", { CallSid: callSid, From: CALLER, To: agent.phoneNumber });
  return {
    owner,
    says: async (words: string) =>
      (await twilioPost("/api/voice/turn", { CallSid: callSid, SpeechResult: words })).body,
    hangsUp: () =>
      twilioPost("/api/voice/status", { CallSid: callSid, CallStatus: "completed", CallDuration: "75" }),
    row: async () => (await t.database.db.select().from(calls).where(eq(calls.providerCallSid, callSid)))[0]!,
    mails: async () => (await readOutbox(t.outboxDir)).filter((mail) => mail.to === owner.email),
  };
}

describe("a call that ends before the message is complete", () => {
  it("keeps the name and number of a caller who hangs up before saying why, marked partial, and mails it", async () => {
    const call = await phoneCall(PLUMBER);
    await call.says("Hi, I'd like to leave a message for the owner please");
    await call.says("Yeah it's Gloria Mendez");
    await call.says("no, use my cell, 615 555 0188");
    await call.hangsUp();
    const row = await call.row();
    expect(row.status).toBe("completed");
    expect(row.message).toMatchObject({
      callerName: "Gloria Mendez",
      callbackNumber: "+16155550188",
      partial: true,
    });
    const mail = (await call.mails()).find((m) => m.subject.startsWith("Partial message for Rapid Rooter"));
    expect(mail?.subject).toBe("Partial message for Rapid Rooter Plumbing from Gloria Mendez");
    const text = textPartOf(mail!);
    expect(text).toContain("took part of a message before the call ended");
    expect(text).toContain("Call back on: (615) 555-0188");
  });

  it("keeps a flooding basement with the number the network gave when the caller goes quiet", async () => {
    const call = await phoneCall(PLUMBER);
    await call.says("My basement is flooding");
    await call.says("");
    const goodbye = await call.says("");
    expect(goodbye).toContain(SILENCE_GOODBYE.english);
    const row = await call.row();
    expect(row.status).toBe("completed");
    expect(row.message?.reason).toMatch(/^My basement is flooding/);
    expect(row.message).toMatchObject({ callbackNumber: CALLER, partial: true });
    const mails = await call.mails();
    // A flooding basement is an emergency: the kept message reaches the owner as an urgent one.
    expect(row.message).toMatchObject({ urgent: true });
    expect(mails.map((mail) => mail.subject)).toContain(
      "URGENT: Partial message for Rapid Rooter Plumbing from (615) 555-0123",
    );
  });

  it("keeps what was taken when the balance runs out mid-message", async () => {
    const call = await phoneCall(PLUMBER, 0.15);
    await call.says("I need someone to look at a leaking water heater");
    t.clock.advance(61_000);
    const last = await call.says("It's Omar Haddad");
    expect(last).toContain("<Hangup");
    const row = await call.row();
    expect(row.status).toBe("completed");
    expect(row.message).toMatchObject({ callerName: "Omar Haddad", callbackNumber: CALLER, partial: true });
    expect((await call.mails()).map((mail) => mail.subject)).toContain(
      "Partial message for Rapid Rooter Plumbing from Omar Haddad",
    );
  });

  it("says what is missing in the caller's language", async () => {
    const call = await phoneCall(SALON);
    await call.says("Hola, quería pedir cita para un corte de pelo");
    await call.hangsUp();
    const row = await call.row();
    expect(row.message?.partial).toBe(true);
    expect(row.message?.reason).toContain("La llamada terminó antes de que diera");
    expect(row.message?.reason).not.toMatch(/\b(?:the caller|name|number|details)\b/i);
  });

  it("keeps nothing and mails nothing for a caller who only asked a question", async () => {
    const call = await phoneCall(PLUMBER);
    await call.says("What are your hours?");
    await call.hangsUp();
    expect((await call.row()).message).toBeNull();
    const subjects = (await call.mails()).map((mail) => mail.subject);
    expect(subjects.filter((subject) => /message|request/i.test(subject))).toEqual([]);
  });
});

describe("a booking in workflow mode", () => {
  it("is recorded with the caller's number when they say \"that's it, bye\" to the read-back, and mailed", async () => {
    const call = await phoneCall(BISTRO);
    await call.says("Hi, can I get a table for 3 on Saturday at 7:30?");
    await call.says("Under Tremblay");
    const goodbye = await call.says("that's it, bye");
    expect(goodbye).not.toMatch(/cancel/i);
    expect(goodbye).toContain("<Hangup");
    const row = await call.row();
    expect(row.status).toBe("completed");
    expect(row.workflowItems).toEqual([
      expect.objectContaining({
        kind: "table-booking",
        details: expect.objectContaining({ name: "Tremblay", callbackNumber: CALLER }),
      }),
    ]);
    const mail = (await call.mails()).find((m) => m.subject === "New request for Luna Bistro from Tremblay");
    expect(mail).toBeDefined();
    const text = textPartOf(mail!);
    expect(text).toContain("Call back on: (615) 555-0123");
    expect(text).toContain("Request: A table for 3 on Saturday at 7:30, under the name Tremblay");
  });
});
