import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  agents,
  bookingSettings,
  bookings,
  calcomBookings,
  calcomConnections,
  calls,
  ledgerEntries,
} from "../../src/server/db/schema";
import {
  type CalcomStandIn,
  startCalcomStandIn,
} from "../../src/server/integrations/calendars/calcom-stand-in";
import { withCalcomAppointments } from "../../src/server/services/calcom-appointments";
import { calcomClientsOf } from "../../src/server/services/calcom-connections";
import type { AppointmentBook } from "../../src/server/services/call-engine/types";
import { createSecretBox } from "../../src/server/services/secret-box";
import { localTimeIn } from "../../src/server/services/wall-clock";
import { bookingNoticesOf, dayAfterTomorrowAt, ownerWithBook } from "../support/bookings";
import { type StreamStep, streamSteps } from "../support/fake-model";
import { type HttpStandIn, startHttpStandIn } from "../support/http-stand-in";
import { eventually } from "../support/relay-calls";
import { createTestApp, type TestApp } from "../support/test-app";
import { newCallSid, OFFLINE_TELEPHONY, TWILIO_SIGNED_ENV, twilioPost } from "../support/twilio-webhooks";

// An agent whose owner connected Cal.com books there: Cal.com's slots are the free times, a
// booking is read back from Cal.com before the caller hears it is made, and Cal.com failing, too
// slow or not showing the booking is refused as CalendarUnavailable: the caller is told the
// booking could not be made, and a message is taken.

// This file's own area code, so test files sharing one PostgreSQL never race for a number.
const AREA_CODE = "206";
const CALLER = "+12065550123";
const ZONE = "America/New_York";
const KEY = "cal_test_book0123456789abcdef";
const HAIRCUT = { id: 81, title: "Haircut", slug: "haircut", lengthInMinutes: 30 };
const TIMEOUT_MS = 300;

const replies: StreamStep[][] = [];
let model: HttpStandIn;
let stand: CalcomStandIn;
let t: TestApp;
let notices: ReturnType<typeof bookingNoticesOf>;
beforeAll(async () => {
  model = await startHttpStandIn((_request, response) => streamSteps(response, replies.shift() ?? []));
  stand = await startCalcomStandIn({ accounts: [{ apiKey: KEY, timeZone: ZONE, eventTypes: [HAIRCUT] }] });
  t = await createTestApp(
    {
      ...TWILIO_SIGNED_ENV,
      VOICE_TRANSPORT: "gather",
      AI_BASE_URL: model.baseUrl,
      CALCOM_API_URL: stand.baseUrl,
      CALCOM_TIMEOUT_MS: String(TIMEOUT_MS),
    },
    OFFLINE_TELEPHONY,
  );
  notices = bookingNoticesOf(t);
});
afterAll(async () => {
  await t.close();
  await stand.close();
  await model.close();
});
afterEach(() => stand.fail(undefined));

/** A salon connected to the stand-in's Cal.com, and a phone call from CALLER to it. */
async function callToConnectedSalon() {
  const salon = await ownerWithBook(t, { areaCode: AREA_CODE });
  const connected = await salon.owner.put(`/api/active-bots/${salon.agentId}/calcom`, {
    apiKey: KEY,
    eventTypeId: HAIRCUT.id,
  });
  expect(connected.statusCode).toBe(200);
  const callSid = newCallSid();
  await twilioPost(t, "/api/voice/incoming", { CallSid: callSid, From: CALLER, To: salon.agentNumber });
  const [call] = await t.database.db.select().from(calls).where(eq(calls.agentId, salon.agentId));
  const say = async (speech: string, ...script: StreamStep[][]) => {
    replies.push(...script);
    const sentFrom = model.requests.length;
    const turn = await twilioPost(t, "/api/voice/turn", {
      CallSid: callSid,
      SpeechResult: speech,
      From: CALLER,
      To: salon.agentNumber,
    });
    expect(turn.statusCode).toBe(200);
    return { twiml: turn.body, requests: model.requests.slice(sentFrom) };
  };
  return { ...salon, callId: call!.id, say };
}

/** The call's book as the engine gets it, built as the services build it. */
async function bookOf(agentId: string, callId: string, callerNumber = CALLER): Promise<AppointmentBook> {
  const builtInAsked: string[] = [];
  const turnBook = withCalcomAppointments(
    {
      db: t.database.db,
      clock: t.clock.now,
      secrets: t.app.services.secrets,
      clients: calcomClientsOf({ baseUrl: stand.baseUrl, timeoutMs: TIMEOUT_MS }),
      notices,
      webhooks: t.app.services.webhooks.queue,
    },
    async ({ agent }) => {
      builtInAsked.push(agent.id);
      return undefined;
    },
  );
  const db = t.database.db;
  const [agent] = await db.select().from(agents).where(eq(agents.id, agentId));
  const [settings] = await db.select().from(bookingSettings).where(eq(bookingSettings.agentId, agentId));
  const [calcom] = await db.select().from(calcomConnections).where(eq(calcomConnections.agentId, agentId));
  const book = await turnBook({
    agent: agent!,
    settings: settings ?? null,
    calcom: calcom ?? null,
    callerNumber,
    callId,
  });
  expect(builtInAsked).toEqual([]);
  if (!book) throw new Error("no book for the call");
  return book;
}

const rowsOf = (agentId: string) =>
  t.database.db
    .select({ booking: bookings, uid: calcomBookings.calcomUid })
    .from(bookings)
    .leftJoin(calcomBookings, eq(calcomBookings.bookingId, bookings.id))
    .where(eq(bookings.agentId, agentId));

const toolAnswers = (requests: { body: string }[]): string[] =>
  (JSON.parse(requests.at(-1)!.body).messages as { role: string; content: string }[])
    .filter((message) => message.role === "tool")
    .map((message) => message.content);

describe("the appointment book over Cal.com", () => {
  it("offers Cal.com's slots, books one, reads it back from Cal.com and keeps a row with its uid", async () => {
    const salon = await callToConnectedSalon();
    const book = await bookOf(salon.agentId, salon.callId);
    const ten = dayAfterTomorrowAt(t, 10);
    const open = await book.openTimes({ from: ten, days: 1 });
    if (!("times" in open)) throw new Error(`refused: ${open.refused}`);
    expect(open.times[0]).toEqual(ten);

    const made = await book.book({ callerName: "Ana Lopez", start: ten });
    if (!("booking" in made)) throw new Error(`refused: ${made.refused}`);
    expect(made.booking).toMatchObject({
      callerName: "Ana Lopez",
      service: "Haircut",
      start: ten,
      durationMinutes: 30,
    });
    const read = stand.requests
      .slice(-2)
      .map(({ method, path }) => `${method} ${path.replace(/^\/v2\/bookings\/.+/, "/v2/bookings/<uid>")}`);
    expect(read).toEqual(["POST /v2/bookings", "GET /v2/bookings/<uid>"]);

    const [row] = await rowsOf(salon.agentId);
    const inCalcom = stand.bookings().find((b) => b.uid === row!.uid)!;
    expect(inCalcom).toMatchObject({
      status: "accepted",
      start: ten.toISOString(),
      eventTypeId: HAIRCUT.id,
      attendees: [expect.objectContaining({ name: "Ana Lopez", phoneNumber: CALLER, timeZone: ZONE })],
      metadata: { switchboardCallId: salon.callId },
    });
    expect(row!.booking).toMatchObject({
      id: made.booking.id,
      callerPhone: CALLER,
      callId: salon.callId,
      status: "booked",
    });
    // The caller is texted the booking once it commits, charged to the owner as any booking text.
    await notices.backgroundSent();
    const texts = await t.database.db
      .select({ description: ledgerEntries.description })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, salon.userId), eq(ledgerEntries.kind, "booking_sms")));
    expect(texts).toEqual([{ description: `Text to ${CALLER} about their booking` }]);

    const later = await book.openTimes({ from: ten, days: 1 });
    expect("times" in later && later.times.map(String)).not.toContain(String(ten));
  });

  it("finds the caller's Cal.com bookings, moves one (a new uid) and cancels it in Cal.com", async () => {
    const salon = await callToConnectedSalon();
    const book = await bookOf(salon.agentId, salon.callId);
    const eleven = dayAfterTomorrowAt(t, 11);
    const made = await book.book({ callerName: "Bo Diaz", start: eleven });
    if (!("booking" in made)) throw new Error(`refused: ${made.refused}`);
    expect(await book.findMine({ callerName: "Bo" })).toMatchObject({
      bookings: [{ callerName: "Bo Diaz" }],
    });
    expect(await book.findMine({ callerName: "Someone Else" })).toEqual({ bookings: [] });
    const [before] = await rowsOf(salon.agentId);

    const noon = dayAfterTomorrowAt(t, 12);
    const moved = await book.move(made.booking.id, noon);
    expect(moved).toMatchObject({ booking: { id: made.booking.id, start: noon } });
    const [after] = await rowsOf(salon.agentId);
    expect(after!.uid).not.toBe(before!.uid);
    expect(stand.bookings().find((b) => b.uid === before!.uid)!.status).toBe("cancelled");

    const cancelled = await book.cancel(made.booking.id);
    expect(cancelled).toMatchObject({ booking: { id: made.booking.id } });
    expect(stand.bookings().find((b) => b.uid === after!.uid)!.status).toBe("cancelled");
    expect((await rowsOf(salon.agentId))[0]!.booking.status).toBe("cancelled");
    expect(await book.cancel(made.booking.id)).toEqual({ refused: "BookingNotFound" });
  });

  it("answers a slot Cal.com has taken meanwhile as SlotTaken, and keeps no row", async () => {
    const salon = await callToConnectedSalon();
    const book = await bookOf(salon.agentId, salon.callId);
    const one = dayAfterTomorrowAt(t, 13);
    expect("booking" in (await book.book({ callerName: "First", start: one }))).toBe(true);
    expect(await book.book({ callerName: "Second", start: one })).toEqual({ refused: "SlotTaken" });
    expect(await rowsOf(salon.agentId)).toHaveLength(1);
  });

  it("refuses as CalendarUnavailable when Cal.com answers 500 or is slower than the timeout", async () => {
    const salon = await callToConnectedSalon();
    const book = await bookOf(salon.agentId, salon.callId);
    const two = dayAfterTomorrowAt(t, 14);
    for (const mode of ["error", "slow"] as const) {
      stand.fail(mode);
      expect(await book.openTimes({ from: two, days: 1 })).toEqual({ refused: "CalendarUnavailable" });
      expect(await book.book({ callerName: "Cy", start: two })).toEqual({ refused: "CalendarUnavailable" });
    }
    expect(await rowsOf(salon.agentId)).toEqual([]);
  });

  it("refuses a booking Cal.com took but cannot show back, and does not leave it booked there", async () => {
    const salon = await callToConnectedSalon();
    const book = await bookOf(salon.agentId, salon.callId);
    const three = dayAfterTomorrowAt(t, 15);
    const madeBefore = stand.bookings().length;
    stand.fail("unreadable");
    expect(await book.book({ callerName: "Dee", start: three })).toEqual({ refused: "CalendarUnavailable" });
    expect(await rowsOf(salon.agentId)).toEqual([]);
    const [unconfirmed] = stand.bookings().slice(madeBefore);
    expect(unconfirmed!.status).toBe("cancelled");
  });

  it("leaves nothing booked at Cal.com when the caller's turn stops waiting while Cal.com books", async () => {
    const salon = await callToConnectedSalon();
    const book = await bookOf(salon.agentId, salon.callId);
    const four = dayAfterTomorrowAt(t, 16);
    const madeBefore = stand.bookings().length;
    // Cal.com books 250 ms after it is asked, within the client's own timeout; the caller's turn
    // stops waiting as soon as Cal.com has the request.
    stand.answerAfter(250);
    try {
      const asked = stand.requests.length;
      const turn = new AbortController();
      const answering = book.book({ callerName: "Eve", start: four }, { signal: turn.signal });
      await eventually(
        async () => stand.requests.slice(asked).some((request) => request.method === "POST"),
        (sent) => sent,
      );
      turn.abort();
      expect(await answering).toEqual({ refused: "CalendarUnavailable" });
      // The turn was answered before Cal.com booked: it did not wait for Cal.com.
      expect(stand.bookings().slice(madeBefore)).toEqual([]);
      const made = await eventually(
        async () => stand.bookings().slice(madeBefore),
        (found) => found.length === 1 && found[0]!.status === "cancelled",
      );
      expect(made).toMatchObject([{ status: "cancelled" }]);
    } finally {
      stand.answerAfter(0);
    }
    expect(await rowsOf(salon.agentId)).toEqual([]);
  });

  it("refuses a service other than the event type", async () => {
    const salon = await callToConnectedSalon();
    const book = await bookOf(salon.agentId, salon.callId);
    expect(await book.openTimes({ service: "Colour" })).toEqual({ refused: "ServiceNotBookable" });
    const byName = await book.openTimes({ service: "haircut", days: 1 });
    expect("times" in byName).toBe(true);
  });

  it("books a caller whose line gave no number under the number they say, and asks for it first", async () => {
    const salon = await callToConnectedSalon();
    const book = await bookOf(salon.agentId, salon.callId, "unknown");
    expect(book.knowsCallerNumber).toBe(false);
    const start = new Date(dayAfterTomorrowAt(t, 14).getTime() + 30 * 60_000);
    expect(await book.book({ callerName: "Gil", start })).toEqual({ refused: "NumberNeeded" });
    expect(await book.findMine({ callerName: "Gil" })).toEqual({ refused: "NumberNeeded" });
    const made = await book.book({ callerName: "Gil", start, callerPhone: "(206) 555-0177" });
    if (!("booking" in made)) throw new Error(`refused: ${made.refused}`);
    const [row] = await rowsOf(salon.agentId);
    expect(row!.booking.callerPhone).toBe("+12065550177");
    expect(stand.bookings().find((b) => b.uid === row!.uid)!.attendees[0]).toMatchObject({
      phoneNumber: "+12065550177",
    });
    expect(await book.findMine({ callerPhone: "+12065550177" })).toMatchObject({
      bookings: [{ callerName: "Gil" }],
    });
  });

  it("refuses as CalendarUnavailable when the stored key no longer opens (SECRETS_KEY changed)", async () => {
    const salon = await callToConnectedSalon();
    await t.database.db
      .update(calcomConnections)
      .set({ apiKeySealed: createSecretBox(randomBytes(32)).seal(KEY) })
      .where(eq(calcomConnections.agentId, salon.agentId));
    const book = await bookOf(salon.agentId, salon.callId);
    const asked = stand.requests.length;
    expect(await book.openTimes({ days: 1 })).toEqual({ refused: "CalendarUnavailable" });
    expect(await book.book({ callerName: "Fay", start: dayAfterTomorrowAt(t, 10) })).toEqual({
      refused: "CalendarUnavailable",
    });
    expect(stand.requests.length).toBe(asked);
  });

  it("leaves the owner's Bookings page unable to change a Cal.com booking behind Cal.com's back", async () => {
    const salon = await callToConnectedSalon();
    const book = await bookOf(salon.agentId, salon.callId);
    const made = await book.book({ callerName: "Eve", start: dayAfterTomorrowAt(t, 16) });
    if (!("booking" in made)) throw new Error(`refused: ${made.refused}`);
    const cancel = await salon.owner.post(`/api/bookings/${made.booking.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toMatch(/kept in Cal\.com/);
    const listed = await salon.owner.get(`/api/bookings?agentId=${salon.agentId}`);
    expect(listed.json().bookings).toEqual([
      expect.objectContaining({ id: made.booking.id, service: "Haircut" }),
    ]);
  });
});

describe("a phone call to an agent booked in Cal.com", () => {
  it("tells the caller the booking could not be made when Cal.com fails, and takes a message", async () => {
    // The stand-in's one Cal.com account is shared by this file's salons: nine is still free.
    const call = await callToConnectedSalon();
    const ten = dayAfterTomorrowAt(t, 9);
    const day = localTimeIn(ZONE, ten).date;
    const first = await call.say(
      "Can I get a haircut the day after tomorrow at nine?",
      [{ toolCall: "find_open_times", args: { day, from: "09:00" } }],
      [{ text: "Nine is free. May I have your name?" }],
    );
    expect(toolAnswers(first.requests)[0]).toContain(`(start ${ten.toISOString()})`);

    stand.fail("error");
    const second = await call.say(
      "Ana Lopez",
      [{ toolCall: "book_appointment", args: { callerName: "Ana Lopez", start: ten.toISOString() } }],
      [
        {
          toolCall: "take_message",
          args: { callerName: "Ana Lopez", callbackNumber: CALLER, reason: "Wants a haircut at nine" },
        },
      ],
      [
        {
          text: "I'm sorry, I couldn't make that booking. I've passed your message on and the team will call you back.",
        },
      ],
    );
    const answers = toolAnswers(second.requests);
    expect(answers.at(-2)).toMatch(
      /^Not done: the business's calendar could not be reached .* Tell the caller the booking could not be made, and take a message/,
    );
    expect(answers.at(-1)).toMatch(/The message is saved/);
    expect(second.twiml).toContain("I couldn't make that booking");
    const [row] = await t.database.db.select().from(calls).where(eq(calls.id, call.callId));
    expect(row!.engineState.message).toMatchObject({
      callerName: "Ana Lopez",
      reason: "Wants a haircut at nine",
    });
    expect(await rowsOf(call.agentId)).toEqual([]);
  });
});

describe("a phone call on the built-in engine to an agent booked in Cal.com", () => {
  let builtIn: TestApp;
  beforeAll(async () => {
    builtIn = await createTestApp(
      {
        ...TWILIO_SIGNED_ENV,
        VOICE_TRANSPORT: "gather",
        CALCOM_API_URL: stand.baseUrl,
        CALCOM_TIMEOUT_MS: "300",
      },
      OFFLINE_TELEPHONY,
    );
  });
  afterAll(() => builtIn.close());

  it("books only once Cal.com shows the booking; one it cannot show is apologised for and a message taken", async () => {
    const salon = await ownerWithBook(builtIn, { areaCode: AREA_CODE });
    await salon.owner.put(`/api/active-bots/${salon.agentId}/calcom`, {
      apiKey: KEY,
      eventTypeId: HAIRCUT.id,
    });
    const callSid = newCallSid();
    await twilioPost(builtIn, "/api/voice/incoming", {
      CallSid: callSid,
      From: CALLER,
      To: salon.agentNumber,
    });
    const say = async (speech: string) => {
      const turn = await twilioPost(builtIn, "/api/voice/turn", {
        CallSid: callSid,
        SpeechResult: speech,
        From: CALLER,
        To: salon.agentNumber,
      });
      expect(turn.statusCode).toBe(200);
      return turn.body;
    };
    // A half hour this file's other calls leave free in the stand-in's one account.
    const start = new Date(dayAfterTomorrowAt(builtIn, 15).getTime() + 30 * 60_000);
    const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: ZONE }).format(start);
    const readBack = await say(`Can I book a haircut on ${weekday} at 3:30 pm? My name is Ana Lopez`);
    expect(readBack).toContain("Shall I book it?");

    stand.fail("unreadable");
    const answer = await say("Yes please");
    expect(answer).toContain("I'm sorry, I can't make that change in the booking system right now.");
    expect(answer).toContain("Let me take a message so Bella Hair can call you back to arrange it.");
    const rows = await builtIn.database.db.select().from(bookings).where(eq(bookings.agentId, salon.agentId));
    expect(rows).toEqual([]);
  });
});
