import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agents, bookingSettings, bookings, calls } from "../../src/server/db/schema";
import { localTimeIn } from "../../src/server/services/wall-clock";
import { bookingServiceOf, dayAfterTomorrowAt, ownerWithBook } from "../support/bookings";
import { type StreamStep, streamSteps } from "../support/fake-model";
import { type HttpStandIn, startHttpStandIn } from "../support/http-stand-in";
import { createTestApp, type TestApp } from "../support/test-app";
import { newCallSid, OFFLINE_TELEPHONY, TWILIO_SIGNED_ENV, twilioPost } from "../support/twilio-webhooks";

// A phone call on the model books the agent's appointment book through its tools: only times the
// book offered, under the number the caller calls from (or says, when the line shows none), and a
// refusal of the book goes back to the model, which offers another time.

// This file's own area code, so test files sharing one PostgreSQL never race for a number.
const AREA_CODE = "407";
const CALLER = "+14075550123";
const OTHER_CALLER = "+14075550188";
const ZONE = "America/New_York";

const replies: StreamStep[][] = [];
let model: HttpStandIn;
let t: TestApp;
beforeAll(async () => {
  model = await startHttpStandIn((_request, response) => streamSteps(response, replies.shift() ?? []));
  t = await createTestApp(
    { ...TWILIO_SIGNED_ENV, VOICE_TRANSPORT: "gather", AI_BASE_URL: model.baseUrl },
    OFFLINE_TELEPHONY,
  );
});
afterAll(async () => {
  await t.close();
  await model.close();
});

/** A phone call from CALLER to a salon whose book is on; `say` runs one turn on the scripted model. */
async function callToSalon({ language = "english" as "english" | "spanish" } = {}) {
  const salon = await ownerWithBook(t, { areaCode: AREA_CODE });
  if (language !== "english") {
    await t.database.db.update(agents).set({ language }).where(eq(agents.id, salon.agentId));
  }
  const callSid = newCallSid();
  await twilioPost(t, "/api/voice/incoming", { CallSid: callSid, From: CALLER, To: salon.agentNumber });
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
  return { ...salon, say };
}

/** What the tools answered the model, in the last request of a turn. */
function toolAnswers(requests: { body: string }[]): string[] {
  const messages: { role: string; content: string }[] = JSON.parse(requests.at(-1)!.body).messages;
  return messages.filter((message) => message.role === "tool").map((message) => message.content);
}

const toolsOffered = (request: { body: string }): string[] =>
  JSON.parse(request.body).tools.map((tool: { function: { name: string } }) => tool.function.name);

const bookingsOf = (agentId: string) =>
  t.database.db.select().from(bookings).where(eq(bookings.agentId, agentId));

/** The day after tomorrow on the salon's calendar, as the model names a day. */
const dayAfterTomorrow = () => localTimeIn(ZONE, dayAfterTomorrowAt(t, 12)).date;

describe("a phone call on the model books the appointment book", () => {
  it("books an offered time under the number the caller calls from, and reads it back", async () => {
    const call = await callToSalon();
    const ten = dayAfterTomorrowAt(t, 10);
    const first = await call.say(
      "Can I come in the day after tomorrow in the morning?",
      [{ toolCall: "find_open_times", args: { day: dayAfterTomorrow(), from: "10:00" } }],
      [{ text: "I have ten or ten thirty. Which would you like, and may I have your name?" }],
    );
    expect(toolsOffered(first.requests[0]!)).toEqual(
      expect.arrayContaining(["find_open_times", "book_appointment", "find_my_bookings"]),
    );
    const [offered] = toolAnswers(first.requests);
    expect(offered).toContain(`10:00 AM (start ${ten.toISOString()})`);

    const second = await call.say(
      "Ten is great, I'm Ana Lopez",
      [{ toolCall: "book_appointment", args: { callerName: "Ana Lopez", start: ten.toISOString() } }],
      [{ text: "You're booked for ten o'clock, Ana." }],
    );
    expect(toolAnswers(second.requests).at(-1)).toMatch(
      /^Booked: Appointment for Ana Lopez on \w+day, .* 10:00 AM/,
    );
    expect(second.twiml).toContain("You're booked for ten o'clock, Ana.");

    const [booked] = await bookingsOf(call.agentId);
    const [phoneCall] = await t.database.db.select().from(calls).where(eq(calls.agentId, call.agentId));
    expect(booked).toMatchObject({
      callerName: "Ana Lopez",
      callerPhone: CALLER,
      status: "booked",
      callId: phoneCall!.id,
      startsAt: ten,
    });
    const detail = (await call.owner.get(`/api/calls/${phoneCall!.id}`)).json();
    expect(detail.bookings).toMatchObject([
      { action: "book", callerName: "Ana Lopez", start: ten.toISOString(), service: "Appointment" },
    ]);
  });

  it("reads the booking back after it is made, even when the model spoke before booking", async () => {
    const call = await callToSalon();
    const ten = dayAfterTomorrowAt(t, 10);
    await call.say(
      "Anything the day after tomorrow at ten?",
      [{ toolCall: "find_open_times", args: { day: dayAfterTomorrow(), from: "10:00" } }],
      [{ text: "Ten is free. May I have your name?" }],
    );
    const turn = await call.say(
      "Ana Lopez",
      [
        { text: "One moment, Ana." },
        { toolCall: "book_appointment", args: { callerName: "Ana Lopez", start: ten.toISOString() } },
      ],
      [{ text: "You're booked for ten o'clock the day after tomorrow." }],
    );
    expect(turn.requests).toHaveLength(2);
    expect(turn.twiml).toContain("One moment, Ana. You're booked for ten o'clock the day after tomorrow.");
  });

  it("tells the model a time taken meanwhile is gone, and it books another offered time", async () => {
    const call = await callToSalon();
    const ten = dayAfterTomorrowAt(t, 10);
    const tenThirty = new Date(ten.getTime() + 30 * 60_000);
    await call.say(
      "Anything the day after tomorrow from ten?",
      [{ toolCall: "find_open_times", args: { day: dayAfterTomorrow(), from: "10:00" } }],
      [{ text: "Ten or ten thirty." }],
    );
    // Another caller takes ten while this one decides.
    await bookingServiceOf(t).book({
      agentId: call.agentId,
      callerName: "Bo",
      callerPhone: OTHER_CALLER,
      start: ten,
    });

    // A turn on the book may take a fourth request: a look, a refusal, another time, the read-back.
    const turn = await call.say(
      "Ten please, Ana Lopez",
      [{ toolCall: "find_open_times", args: { day: dayAfterTomorrow(), from: "10:00" } }],
      [{ toolCall: "book_appointment", args: { callerName: "Ana Lopez", start: ten.toISOString() } }],
      [{ toolCall: "book_appointment", args: { callerName: "Ana Lopez", start: tenThirty.toISOString() } }],
      [{ text: "Ten was just taken, so I booked ten thirty." }],
    );
    expect(turn.requests).toHaveLength(4);
    expect(turn.twiml).toContain("Ten was just taken, so I booked ten thirty.");
    const [taken, booked] = toolAnswers(turn.requests).slice(-2);
    expect(taken).toMatch(/^Not done: that time has just been taken/);
    expect(booked).toMatch(/^Booked: Appointment for Ana Lopez/);
    const rows = await bookingsOf(call.agentId);
    expect(rows.find((row) => row.callerPhone === CALLER)?.startsAt).toEqual(tenThirty);
  });

  it("refuses a start the book did not offer on this call", async () => {
    const call = await callToSalon();
    const eleven = dayAfterTomorrowAt(t, 11);
    const turn = await call.say(
      "Book me at eleven the day after tomorrow, I'm Ana",
      [{ toolCall: "book_appointment", args: { callerName: "Ana", start: eleven.toISOString() } }],
      [{ text: "Let me check the free times first." }],
    );
    expect(toolAnswers(turn.requests)[0]).toMatch(/^Not done: that start was not offered on this call/);
    expect(await bookingsOf(call.agentId)).toEqual([]);
  });

  it("finds the caller's booking by their number and name, moves it and cancels it; never another caller's", async () => {
    const call = await callToSalon();
    const book = bookingServiceOf(t);
    const mine = await book.book({
      agentId: call.agentId,
      callerName: "Ana Lopez",
      callerPhone: CALLER,
      start: dayAfterTomorrowAt(t, 10),
    });
    const theirs = await book.book({
      agentId: call.agentId,
      callerName: "Ana Lopez",
      callerPhone: OTHER_CALLER,
      start: dayAfterTomorrowAt(t, 11),
    });
    const found = await call.say(
      "I'm Ana, I need to change my appointment",
      [{ toolCall: "find_my_bookings", args: { callerName: "Ana" } }],
      [{ text: "I see your appointment at ten. When would you like it instead?" }],
    );
    const [listed] = toolAnswers(found.requests);
    expect(listed).toContain(`(booking id ${mine.id})`);
    expect(listed).not.toContain(theirs.id);

    const two = dayAfterTomorrowAt(t, 14);
    await call.say(
      "Two in the afternoon that day?",
      [{ toolCall: "find_open_times", args: { day: dayAfterTomorrow(), from: "14:00" } }],
      [{ text: "Two is free. Shall I move it?" }],
    );
    const moved = await call.say(
      "Yes please",
      [{ toolCall: "move_booking", args: { bookingId: mine.id, start: two.toISOString() } }],
      [{ text: "Done, it's now at two." }],
    );
    expect(toolAnswers(moved.requests).at(-1)).toMatch(/^Moved: Appointment for Ana Lopez on .* 2:00 PM/);

    const cancelled = await call.say(
      "Actually, cancel both of the Ana Lopez bookings",
      [
        { toolCall: "cancel_booking", args: { bookingId: theirs.id } },
        { toolCall: "cancel_booking", args: { bookingId: mine.id } },
      ],
      [{ text: "I've cancelled your appointment." }],
    );
    const [other, own] = toolAnswers(cancelled.requests).slice(-2);
    expect(other).toMatch(/^Not done: that is not one of this caller's coming bookings/);
    expect(own).toMatch(/^Cancelled: Appointment for Ana Lopez/);
    const rows = await bookingsOf(call.agentId);
    expect(rows.find((row) => row.id === mine.id)).toMatchObject({ status: "cancelled", startsAt: two });
    expect(rows.find((row) => row.id === theirs.id)?.status).toBe("booked");
  });

  it("offers no booking tools when the agent's book is off, and refuses a call of one", async () => {
    const call = await callToSalon();
    await t.database.db
      .update(bookingSettings)
      .set({ enabled: false })
      .where(eq(bookingSettings.agentId, call.agentId));
    const turn = await call.say(
      "Can I book for the day after tomorrow?",
      [{ toolCall: "find_open_times", args: { day: dayAfterTomorrow() } }],
      [{ text: "I'll take a message for the team to book you." }],
    );
    expect(toolsOffered(turn.requests[0]!)).not.toContain("find_open_times");
    expect(toolsOffered(turn.requests[0]!)).not.toContain("book_appointment");
    expect(toolAnswers(turn.requests)[0]).toMatch(/^Not done: there is no tool named "find_open_times"/);
    expect(JSON.parse(turn.requests[0]!.body).messages[0].content).not.toContain("find_open_times");
  });

  it("books a test call in the browser, which shows no number, under the number the caller says", async () => {
    const salon = await ownerWithBook(t, { areaCode: AREA_CODE });
    const started = (await salon.owner.post("/api/test-calls", { agentId: salon.agentId })).json();
    const testTurn = async (text: string, ...script: StreamStep[][]) => {
      replies.push(...script);
      const sentFrom = model.requests.length;
      const turn = await salon.owner.post(`/api/test-calls/${started.call.id}/turn`, { text });
      expect(turn.statusCode).toBe(200);
      return model.requests.slice(sentFrom);
    };
    const ten = dayAfterTomorrowAt(t, 10);
    const first = await testTurn(
      "Can I book the day after tomorrow at ten? I'm Ana Lopez.",
      [{ toolCall: "find_open_times", args: { day: dayAfterTomorrow(), from: "10:00" } }],
      [{ toolCall: "book_appointment", args: { callerName: "Ana Lopez", start: ten.toISOString() } }],
      [{ text: "Ten is free. What number should I keep the booking under?" }],
    );
    expect(JSON.parse(first[0]!.body).messages[0].content).toContain("ask for it before booking");
    expect(toolAnswers(first).at(-1)).toMatch(/^Not done: the line gave no phone number/);
    expect(await bookingsOf(salon.agentId)).toEqual([]);

    const second = await testTurn(
      "It's 407 555 0177",
      [
        {
          toolCall: "book_appointment",
          args: { callerName: "Ana Lopez", start: ten.toISOString(), callerPhone: "407 555 0177" },
        },
      ],
      [{ text: "You're booked for ten, Ana." }],
    );
    expect(toolAnswers(second).at(-1)).toMatch(/^Booked: Appointment for Ana Lopez/);
    const [booked] = await bookingsOf(salon.agentId);
    expect(booked).toMatchObject({ callerName: "Ana Lopez", callerPhone: "+14075550177", startsAt: ten });
  });

  it("books for a Spanish-speaking caller the same way, the times in Spanish", async () => {
    const call = await callToSalon({ language: "spanish" });
    const ten = dayAfterTomorrowAt(t, 10);
    const first = await call.say(
      "¿Tienen cita pasado mañana a las diez?",
      [{ toolCall: "find_open_times", args: { day: dayAfterTomorrow(), from: "10:00" } }],
      [{ text: "Tengo a las diez. ¿A nombre de quién?" }],
    );
    expect(JSON.parse(first.requests[0]!.body).messages[0].content).toContain("find_open_times");
    expect(toolAnswers(first.requests)[0]).toMatch(/^Free times: \p{L}+, \d+ de \p{L}+, 10:00 \(start /u);
    expect(toolAnswers(first.requests)[0]).toContain(`10:00 (start ${ten.toISOString()})`);
    const second = await call.say(
      "A las diez, soy Ana López",
      [{ toolCall: "book_appointment", args: { callerName: "Ana López", start: ten.toISOString() } }],
      [{ text: "Listo, Ana, su cita es pasado mañana a las diez." }],
    );
    expect(toolAnswers(second.requests).at(-1)).toMatch(/^Booked: Appointment for Ana López on /);
    const [booked] = await bookingsOf(call.agentId);
    expect(booked).toMatchObject({ callerName: "Ana López", callerPhone: CALLER, startsAt: ten });
  });

  it("moves and cancels for a Spanish-speaking caller, the times in Spanish", async () => {
    const call = await callToSalon({ language: "spanish" });
    const mine = await bookingServiceOf(t).book({
      agentId: call.agentId,
      callerName: "Ana López",
      callerPhone: CALLER,
      start: dayAfterTomorrowAt(t, 10),
    });
    const found = await call.say(
      "Soy Ana, quiero cambiar mi cita",
      [{ toolCall: "find_my_bookings", args: { callerName: "Ana" } }],
      [{ toolCall: "find_open_times", args: { day: dayAfterTomorrow(), from: "15:00" } }],
      [{ text: "Tengo su cita a las diez. ¿Le sirve a las tres?" }],
    );
    expect(toolAnswers(found.requests)[0]).toMatch(
      /^The caller's coming bookings: Appointment for Ana López on \p{L}+, \d+ de \p{L}+, 10:00/u,
    );
    const three = dayAfterTomorrowAt(t, 15);
    const moved = await call.say(
      "Sí, a las tres",
      [{ toolCall: "move_booking", args: { bookingId: mine.id, start: three.toISOString() } }],
      [{ text: "Listo, su cita es a las tres." }],
    );
    expect(toolAnswers(moved.requests).at(-1)).toMatch(
      /^Moved: Appointment for Ana López on \p{L}+, \d+ de \p{L}+, 15:00/u,
    );
    const cancelled = await call.say(
      "Mejor cancélela, por favor",
      [{ toolCall: "cancel_booking", args: { bookingId: mine.id } }],
      [{ text: "Listo, su cita está cancelada." }],
    );
    expect(toolAnswers(cancelled.requests).at(-1)).toMatch(/^Cancelled: Appointment for Ana López/);
    const [row] = await bookingsOf(call.agentId);
    expect(row).toMatchObject({ status: "cancelled", startsAt: three });
  });
});
