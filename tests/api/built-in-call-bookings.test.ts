import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, calls } from "../../src/server/db/schema";
import { dayAfterTomorrowAt, ownerWithBook } from "../support/bookings";
import { createTestApp, type TestApp } from "../support/test-app";
import { newCallSid, OFFLINE_TELEPHONY, TWILIO_SIGNED_ENV, twilioPost } from "../support/twilio-webhooks";

// The built-in engine (no AI server) books the agent's real appointment book on a phone call:
// the booking is stored with the call, and a later call from the same number cancels it.

// This file's own area code, so test files sharing one PostgreSQL never race for a number.
const AREA_CODE = "801";
const CALLER = "+18015550123";
const ZONE = "America/New_York";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...TWILIO_SIGNED_ENV, VOICE_TRANSPORT: "gather" }, OFFLINE_TELEPHONY);
});
afterAll(async () => {
  await t.close();
});

async function phoneCall(agentNumber: string) {
  const callSid = newCallSid();
  await twilioPost(t, "/api/voice/incoming", { CallSid: callSid, From: CALLER, To: agentNumber });
  return async (speech: string) => {
    const turn = await twilioPost(t, "/api/voice/turn", {
      CallSid: callSid,
      SpeechResult: speech,
      From: CALLER,
      To: agentNumber,
    });
    expect(turn.statusCode).toBe(200);
    return turn.body;
  };
}

const weekdayOf = (moment: Date) =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: ZONE }).format(moment);

describe("a phone call on the built-in engine", () => {
  it("books a free time under the caller's number, and a later call cancels it", async () => {
    const salon = await ownerWithBook(t, { areaCode: AREA_CODE });
    const ten = dayAfterTomorrowAt(t, 10);
    const say = await phoneCall(salon.agentNumber);

    const readBack = await say(
      `Can I book an appointment on ${weekdayOf(ten)} at 10 am? My name is Ana Lopez`,
    );
    expect(readBack).toContain(`So that's an appointment on ${weekdayOf(ten)}`);
    expect(readBack).toContain("at 10:00 AM, under the name Ana Lopez. Shall I book it?");
    expect(await t.database.db.select().from(bookings).where(eq(bookings.agentId, salon.agentId))).toEqual(
      [],
    );

    const done = await say("Yes please");
    expect(done).toContain("You're all set: an appointment on");
    const [booked] = await t.database.db.select().from(bookings).where(eq(bookings.agentId, salon.agentId));
    const [call] = await t.database.db.select().from(calls).where(eq(calls.agentId, salon.agentId));
    expect(booked).toMatchObject({
      callerName: "Ana Lopez",
      callerPhone: CALLER,
      startsAt: ten,
      status: "booked",
      callId: call!.id,
    });

    // The call log shows what the call booked, on the agent's clock.
    const detail = (await salon.owner.get(`/api/calls/${call!.id}`)).json();
    expect(detail.bookings).toEqual([
      expect.objectContaining({
        action: "book",
        service: "Appointment",
        callerName: "Ana Lopez",
        start: ten.toISOString(),
        when: expect.stringMatching(new RegExp(`^${weekdayOf(ten)}, .* at 10:00 AM$`)),
      }),
    ]);

    const later = await phoneCall(salon.agentNumber);
    const found = await later("Hi, I need to cancel my appointment");
    expect(found).toContain("I have an appointment for Ana Lopez on");
    expect(found).toContain("Shall I cancel it?");
    expect(await later("Yes")).toContain("is cancelled.");
    const [cancelled] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked!.id));
    expect(cancelled!.status).toBe("cancelled");
  });
});
