import { describe, expect, it } from "vitest";
import { instantAt, localTimeIn } from "../wall-clock";
import { bookingChangesOf } from "./booking-changes";
import {
  agentProfile,
  CALLER_NUMBER,
  expectOutcome,
  playCall,
  type ScriptedCall,
} from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";
import type { AppointmentBook, BookingRefusal, CallerBooking } from "./types";

// The built-in engine books the agent's appointment book: only free times the book lists, read
// back before booking, said done only when the book answered so; it cancels and moves a caller's
// own bookings, in English and Spanish.

const offline = createOfflineEngine();
const ZONE = "America/New_York";
const at = (date: string, hour: number, minute = 0) => instantAt(ZONE, date, hour * 60 + minute);
const SATURDAY = "2026-01-17";
const SUNDAY = "2026-01-18";

type Made = CallerBooking & { phone: string; status: "booked" | "cancelled" };

/** A book open 5 PM to 9 PM each day, half-hourly, one seat per time; `taken` starts are full. */
function bookOf({
  taken = [] as Date[],
  lineNumber = CALLER_NUMBER as string | null,
  refuseAll = undefined as BookingRefusal | undefined,
} = {}) {
  const made: Made[] = [];
  const full = (start: Date) =>
    taken.some((time) => time.getTime() === start.getTime()) ||
    made.some((booking) => booking.status === "booked" && booking.start.getTime() === start.getTime());
  const phoneOf = (said?: string) => lineNumber ?? said;
  const book: AppointmentBook = {
    knowsCallerNumber: lineNumber !== null,
    async openTimes({ from = new Date(0), days = 7 } = {}) {
      if (refuseAll) return { refused: refuseAll };
      const times: Date[] = [];
      for (let day = 0; day < days; day += 1) {
        const date = localTimeIn(ZONE, new Date(from.getTime() + day * 86_400_000)).date;
        for (let half = 0; half < 8; half += 1) {
          const start = at(date, 17, half * 30);
          if (start >= from && !full(start)) times.push(start);
        }
      }
      return { times };
    },
    async book({ callerName, start, service, callerPhone }) {
      if (refuseAll) return { refused: refuseAll };
      const phone = phoneOf(callerPhone);
      if (!phone) return { refused: "NumberNeeded" };
      if (full(start)) return { refused: "SlotTaken" };
      const booking: Made = {
        id: `b${made.length + 1}`,
        callerName,
        service: service ?? "Appointment",
        start,
        durationMinutes: 30,
        phone,
        status: "booked",
      };
      made.push(booking);
      return { booking };
    },
    async findMine({ callerPhone } = {}) {
      const phone = phoneOf(callerPhone);
      if (!phone) return { refused: "NumberNeeded" };
      return { bookings: made.filter((booking) => booking.phone === phone && booking.status === "booked") };
    },
    async cancel(bookingId) {
      const booking = made.find((each) => each.id === bookingId);
      if (!booking) return { refused: "BookingNotFound" };
      booking.status = "cancelled";
      return { booking };
    },
    async move(bookingId, start) {
      const booking = made.find((each) => each.id === bookingId);
      if (!booking) return { refused: "BookingNotFound" };
      if (full(start)) return { refused: "SlotTaken" };
      booking.start = start;
      return { booking };
    },
  };
  return { book, made };
}

const restaurant = agentProfile();

type BookingCall = ScriptedCall & {
  /** The book the call finds. */
  book?: Parameters<typeof bookOf>[0];
  /** A booking already in the book under the caller's number. */
  booked?: { callerName: string; start: Date };
  /** The bookings in the book once the call ends. */
  made?: object[];
  /** What the call's state records the engine did to the book. */
  changes?: unknown;
};

/** One test a call to the restaurant (unless another agent is given), with its book on the line. */
function itBooksEach(calls: readonly BookingCall[]) {
  for (const {
    does,
    agent,
    caller,
    context,
    book: bookOptions,
    booked,
    made,
    changes,
    ...outcome
  } of calls) {
    it(does, async () => {
      const book = bookOf(bookOptions);
      if (booked) await book.book.book(booked);
      const call = await playCall(offline, agent ?? restaurant, caller, {
        appointments: book.book,
        ...context,
      });
      expectOutcome(call, outcome);
      if (made !== undefined) expect(book.made).toMatchObject(made);
      if (changes !== undefined) expect(bookingChangesOf(call.last.state)).toEqual(changes);
    });
  }
}

describe("the built-in engine books a table", () => {
  itBooksEach([
    {
      does: "books the time asked for when it is free, after reading it back",
      caller: ["Hi, I'd like to book a table for four on Saturday at seven", "Maria Lopez", "Yes please"],
      replies: {
        0: "What name should I put the booking under?",
        1: "So that's a table for 4 on Saturday, January 17 at 7:00 PM, under the name Maria Lopez. Shall I book it?",
        2: expect.stringMatching(
          /^You're all set: a table for 4 on Saturday, January 17 at 7:00 PM, under the name Maria Lopez\. We'll text you the details\./,
        ),
      },
      made: [{ callerName: "Maria Lopez", start: at(SATURDAY, 19), phone: CALLER_NUMBER }],
      changes: [
        {
          action: "book",
          bookingId: "b1",
          service: "Appointment",
          callerName: "Maria Lopez",
          start: at(SATURDAY, 19).toISOString(),
          when: "Saturday, January 17 at 7:00 PM",
        },
      ],
    },
    {
      does: "offers the nearest free times when the one asked for is taken, and books the one chosen",
      book: { taken: [at(SATURDAY, 19)] },
      caller: ["This is Ana, can I reserve a table Saturday at 7 pm?", "7:30 works", "yes"],
      replies: {
        0: "I'm sorry, that time isn't available. On Saturday, January 17 I have 6:00 PM, 6:30 PM or 7:30 PM. Which would suit you?",
        1: expect.stringContaining("on Saturday, January 17 at 7:30 PM, under the name Ana"),
      },
      made: [{ callerName: "Ana", start: at(SATURDAY, 19, 30) }],
    },
    {
      does: "asks for the day when the caller gives none, and takes 'the first one'",
      caller: ["Do you take reservations?", "Sunday", "the first one", "Tom Baker", "yes"],
      replies: {
        0: "I can book a table for you. What day and time would you like?",
        1: "On Sunday, January 18 I have 5:00 PM, 7:00 PM or 8:30 PM. Which would suit you?",
      },
      made: [{ callerName: "Tom Baker", start: at(SUNDAY, 17) }],
    },
  ]);

  it("tells the caller a time taken meanwhile is gone and offers the next ones; nothing is said booked", async () => {
    const taken: Date[] = [];
    const { book, made } = bookOf({ taken });
    const agent = restaurant;
    const first = await playCall(offline, agent, ["Book me a table Saturday at 8pm, I'm Lee"], {
      appointments: book,
    });
    taken.push(at(SATURDAY, 20));
    const turn = await offline.respond(agent, first.last.state, "yes", {
      now: new Date("2026-01-16T19:30:00Z"),
      callerNumber: CALLER_NUMBER,
      appointments: book,
    });
    let said = "";
    for await (const event of turn) if (event.type === "text") said += event.text;
    expect(said).toMatch(/^I'm sorry, that time has just been taken\. The next free times are Saturday/);
    expect(said).not.toContain("all set");
    expect(made).toEqual([]);
  });

  itBooksEach([
    {
      does: "asks a caller whose line shows no number for one, and books under it",
      book: { lineNumber: null },
      caller: ["Can I book a table Saturday at 6pm? My name is Jo", "It's 212 555 0188", "yes"],
      context: { callerNumber: "browser" },
      replies: { 0: "What phone number should I keep the booking under? We'll text the details there." },
      made: [{ callerName: "Jo", phone: "+12125550188", start: at(SATURDAY, 18) }],
    },
    {
      does: "takes a message when the book cannot book, and never says it is booked",
      book: { refuseAll: "BookingsOff" },
      caller: ["I'd like to book a table on Saturday at 7, I'm Al"],
      last: [
        expect.stringContaining("I can't make that change in the booking system right now"),
        expect.stringContaining("Let me take a message so Tony's Pizza can call you back to arrange it."),
      ],
    },
    {
      does: "hears a question about free times as a request to book, and keeps the day when only the time changes",
      caller: [
        "Do you have anything available on Saturday evening?",
        "the second one",
        "Kim",
        "no, make it 8pm",
        "yes",
      ],
      replies: {
        0: "On Saturday, January 17 I have 5:00 PM, 7:00 PM or 8:30 PM. Which would suit you?",
        2: expect.stringContaining("on Saturday, January 17 at 7:00 PM, under the name Kim"),
        3: expect.stringContaining("on Saturday, January 17 at 8:00 PM, under the name Kim"),
      },
      made: [{ callerName: "Kim", start: at(SATURDAY, 20) }],
    },
    {
      does: "takes an hour said alone at the read-back ('no wait, make it 8') on the same day",
      caller: ["I'd like to make a reservation", "Saturday", "8:30", "It's Lee", "no wait, make it 8", "yes"],
      replies: {
        4: "So that's a table on Saturday, January 17 at 8:00 PM, under the name Lee. Shall I book it?",
      },
      made: [{ callerName: "Lee", start: at(SATURDAY, 20) }],
    },
    {
      does: "answers a question asked in between, then asks for the time again",
      caller: ["Can I book a table?", "Where are you located?"],
      replies: {
        1: [
          expect.stringContaining("Brooklyn"),
          expect.stringMatching(/What day and time would you like\?$/),
          expect.not.stringContaining("didn't catch"),
        ],
      },
    },
    {
      does: "takes a message after answers it cannot use, keeping what the caller wants",
      caller: ["I'd like a reservation", "blue", "green", "purple"],
      replies: { 1: "Sorry, I didn't catch that. What day and time would you like?" },
      last: expect.stringContaining("Let me take a message so Tony's Pizza can call you back to arrange it."),
    },
    {
      does: "leaves the booking half-made when the caller would rather leave a message, and takes it",
      caller: [
        "Can I book a table for Saturday?",
        "Actually, can I just leave a message for the manager?",
        "Tom Baker",
      ],
      replies: {
        1: expect.stringContaining("May I have your name"),
        2: expect.not.stringContaining("What day and time"),
      },
      made: [],
    },
    {
      does: "leaves a plain question about the hours to the rest of the engine",
      caller: ["What's your schedule on Sunday?"],
      last: expect.not.stringContaining("book"),
    },
  ]);
});

describe("the built-in engine changes a caller's own booking", () => {
  const saturdayAtSeven = { callerName: "Maria Lopez", start: at(SATURDAY, 19) };

  itBooksEach([
    {
      does: "cancels it after reading it back",
      booked: saturdayAtSeven,
      caller: ["I need to cancel my reservation", "yes"],
      replies: {
        0: "I have an appointment for Maria Lopez on Saturday, January 17 at 7:00 PM. Shall I cancel it?",
        1: expect.stringMatching(/^Done: your booking on Saturday, January 17 at 7:00 PM is cancelled\./),
      },
      made: [{ status: "cancelled" }],
    },
    {
      does: "moves it to a free time",
      booked: saturdayAtSeven,
      caller: ["Can I change my booking to Sunday at 6pm?", "yes"],
      replies: {
        0: expect.stringContaining("Shall I move your booking to Sunday, January 18 at 6:00 PM?"),
        1: expect.stringMatching(/^Done: your booking is now on Sunday, January 18 at 6:00 PM\./),
      },
      made: [{ start: at(SUNDAY, 18) }],
    },
    {
      does: "finds nothing under another number and takes a message instead",
      book: { lineNumber: "+12125550999" },
      caller: ["I want to cancel my booking"],
      context: { callerNumber: "+12125550999" },
      last: expect.stringMatching(/^I can't find a coming booking under the number you're calling from\./),
    },
  ]);
});

describe("the built-in engine books in Spanish", () => {
  const spanish = agentProfile({ language: "spanish" });
  const lucia = { callerName: "Lucía", start: at(SATURDAY, 19) };

  itBooksEach([
    {
      does: "books, reads back and confirms in Spanish",
      agent: spanish,
      caller: [
        "Quiero reservar una mesa para dos el sábado a las 7 de la tarde",
        "Me llamo Lucía Pérez",
        "sí",
      ],
      replies: {
        1: "Entonces, una mesa para 2 el sábado, 17 de enero a las 19:00, a nombre de Lucía Pérez. ¿Se la reservo?",
        2: expect.stringMatching(/^Listo: una mesa para 2 el sábado, 17 de enero a las 19:00/),
      },
      made: [{ callerName: "Lucía Pérez", start: at(SATURDAY, 19) }],
    },
    {
      does: "cancels in Spanish",
      agent: spanish,
      booked: lucia,
      caller: ["Quiero cancelar mi reserva", "sí"],
      replies: {
        0: expect.stringContaining("¿La cancelo?"),
        1: expect.stringMatching(/^Listo: su reserva del sábado, 17 de enero a las 19:00 está cancelada\./),
      },
      made: [{ status: "cancelled" }],
    },
    {
      does: "moves in Spanish",
      agent: spanish,
      booked: lucia,
      caller: ["Quiero cambiar mi reserva para el domingo a las 6 de la tarde", "sí"],
      replies: {
        0: "¿Le cambio la reserva al domingo, 18 de enero a las 18:00?",
        1: expect.stringMatching(/^Listo: su reserva ahora es el domingo, 18 de enero a las 18:00\./),
      },
      made: [{ start: at(SUNDAY, 18) }],
    },
  ]);
});
