import { describe, expect, it } from "vitest";
import { instantAt, localTimeIn } from "../wall-clock";
import { bookingChangesOf } from "./booking-changes";
import { agentProfile, CALLER_NUMBER, playCall } from "./engine-test-support";
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

describe("the built-in engine books a table", () => {
  it("books the time asked for when it is free, after reading it back", async () => {
    const { book, made } = bookOf();
    const call = await playCall(
      offline,
      restaurant,
      ["Hi, I'd like to book a table for four on Saturday at seven", "Maria Lopez", "Yes please"],
      { appointments: book },
    );
    expect(call.replies[0]).toBe("What name should I put the booking under?");
    expect(call.replies[1]).toBe(
      "So that's a table for 4 on Saturday, January 17 at 7:00 PM, under the name Maria Lopez. Shall I book it?",
    );
    expect(call.replies[2]).toMatch(
      /^You're all set: a table for 4 on Saturday, January 17 at 7:00 PM, under the name Maria Lopez\. We'll text you the details\./,
    );
    expect(made).toMatchObject([
      { callerName: "Maria Lopez", start: at(SATURDAY, 19), phone: CALLER_NUMBER },
    ]);
    expect(bookingChangesOf(call.last.state)).toEqual([
      {
        action: "book",
        bookingId: "b1",
        service: "Appointment",
        callerName: "Maria Lopez",
        start: at(SATURDAY, 19).toISOString(),
        when: "Saturday, January 17 at 7:00 PM",
      },
    ]);
  });

  it("offers the nearest free times when the one asked for is taken, and books the one chosen", async () => {
    const { book, made } = bookOf({ taken: [at(SATURDAY, 19)] });
    const call = await playCall(
      offline,
      restaurant,
      ["This is Ana, can I reserve a table Saturday at 7 pm?", "7:30 works", "yes"],
      { appointments: book },
    );
    expect(call.replies[0]).toBe(
      "I'm sorry, that time isn't available. On Saturday, January 17 I have 6:00 PM, 6:30 PM or 7:30 PM. Which would suit you?",
    );
    expect(call.replies[1]).toContain("on Saturday, January 17 at 7:30 PM, under the name Ana");
    expect(made).toMatchObject([{ callerName: "Ana", start: at(SATURDAY, 19, 30) }]);
  });

  it("asks for the day when the caller gives none, and takes 'the first one'", async () => {
    const { book, made } = bookOf();
    const call = await playCall(
      offline,
      restaurant,
      ["Do you take reservations?", "Sunday", "the first one", "Tom Baker", "yes"],
      { appointments: book },
    );
    expect(call.replies[0]).toBe("I can book a table for you. What day and time would you like?");
    expect(call.replies[1]).toBe(
      "On Sunday, January 18 I have 5:00 PM, 7:00 PM or 8:30 PM. Which would suit you?",
    );
    expect(made).toMatchObject([{ callerName: "Tom Baker", start: at(SUNDAY, 17) }]);
  });

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

  it("asks a caller whose line shows no number for one, and books under it", async () => {
    const { book, made } = bookOf({ lineNumber: null });
    const call = await playCall(
      offline,
      restaurant,
      ["Can I book a table Saturday at 6pm? My name is Jo", "It's 212 555 0188", "yes"],
      { appointments: book, callerNumber: "browser" },
    );
    expect(call.replies[0]).toBe(
      "What phone number should I keep the booking under? We'll text the details there.",
    );
    expect(made).toMatchObject([{ callerName: "Jo", phone: "+12125550188", start: at(SATURDAY, 18) }]);
  });

  it("takes a message when the book cannot book, and never says it is booked", async () => {
    const { book } = bookOf({ refuseAll: "BookingsOff" });
    const call = await playCall(offline, restaurant, ["I'd like to book a table on Saturday at 7, I'm Al"], {
      appointments: book,
    });
    expect(call.last.say).toContain("I can't make that change in the booking system right now");
    expect(call.last.say).toContain("Let me take a message so Tony's Pizza can call you back to arrange it.");
  });

  it("hears a question about free times as a request to book, and keeps the day when only the time changes", async () => {
    const { book, made } = bookOf();
    const call = await playCall(
      offline,
      restaurant,
      [
        "Do you have anything available on Saturday evening?",
        "the second one",
        "Kim",
        "no, make it 8pm",
        "yes",
      ],
      { appointments: book },
    );
    expect(call.replies[0]).toBe(
      "On Saturday, January 17 I have 5:00 PM, 7:00 PM or 8:30 PM. Which would suit you?",
    );
    expect(call.replies[2]).toContain("on Saturday, January 17 at 7:00 PM, under the name Kim");
    expect(call.replies[3]).toContain("on Saturday, January 17 at 8:00 PM, under the name Kim");
    expect(made).toMatchObject([{ callerName: "Kim", start: at(SATURDAY, 20) }]);
  });

  it("takes an hour said alone at the read-back ('no wait, make it 8') on the same day", async () => {
    const { book, made } = bookOf();
    const call = await playCall(
      offline,
      restaurant,
      ["I'd like to make a reservation", "Saturday", "8:30", "It's Lee", "no wait, make it 8", "yes"],
      { appointments: book },
    );
    expect(call.replies[4]).toBe(
      "So that's a table on Saturday, January 17 at 8:00 PM, under the name Lee. Shall I book it?",
    );
    expect(made).toMatchObject([{ callerName: "Lee", start: at(SATURDAY, 20) }]);
  });

  it("answers a question asked in between, then asks for the time again", async () => {
    const { book } = bookOf();
    const call = await playCall(offline, restaurant, ["Can I book a table?", "Where are you located?"], {
      appointments: book,
    });
    expect(call.replies[1]).toContain("Brooklyn");
    expect(call.replies[1]).toMatch(/What day and time would you like\?$/);
    expect(call.replies[1]).not.toContain("didn't catch");
  });

  it("takes a message after answers it cannot use, keeping what the caller wants", async () => {
    const { book } = bookOf();
    const call = await playCall(offline, restaurant, ["I'd like a reservation", "blue", "green", "purple"], {
      appointments: book,
    });
    expect(call.replies[1]).toBe("Sorry, I didn't catch that. What day and time would you like?");
    expect(call.last.say).toContain("Let me take a message so Tony's Pizza can call you back to arrange it.");
  });

  it("leaves the booking half-made when the caller would rather leave a message, and takes it", async () => {
    const { book, made } = bookOf();
    const call = await playCall(
      offline,
      restaurant,
      [
        "Can I book a table for Saturday?",
        "Actually, can I just leave a message for the manager?",
        "Tom Baker",
      ],
      { appointments: book },
    );
    expect(call.replies[1]).toContain("May I have your name");
    expect(call.replies[2]).not.toContain("What day and time");
    expect(made).toEqual([]);
  });

  it("leaves a plain question about the hours to the rest of the engine", async () => {
    const { book } = bookOf();
    const call = await playCall(offline, restaurant, ["What's your schedule on Sunday?"], {
      appointments: book,
    });
    expect(call.last.say).not.toContain("book");
  });
});

describe("the built-in engine changes a caller's own booking", () => {
  async function withBooking() {
    const made = bookOf();
    await made.book.book({ callerName: "Maria Lopez", start: at(SATURDAY, 19) });
    return made;
  }

  it("cancels it after reading it back", async () => {
    const { book, made } = await withBooking();
    const call = await playCall(offline, restaurant, ["I need to cancel my reservation", "yes"], {
      appointments: book,
    });
    expect(call.replies[0]).toBe(
      "I have an appointment for Maria Lopez on Saturday, January 17 at 7:00 PM. Shall I cancel it?",
    );
    expect(call.replies[1]).toMatch(/^Done: your booking on Saturday, January 17 at 7:00 PM is cancelled\./);
    expect(made[0]!.status).toBe("cancelled");
  });

  it("moves it to a free time", async () => {
    const { book, made } = await withBooking();
    const call = await playCall(offline, restaurant, ["Can I change my booking to Sunday at 6pm?", "yes"], {
      appointments: book,
    });
    expect(call.replies[0]).toContain("Shall I move your booking to Sunday, January 18 at 6:00 PM?");
    expect(call.replies[1]).toMatch(/^Done: your booking is now on Sunday, January 18 at 6:00 PM\./);
    expect(made[0]!.start).toEqual(at(SUNDAY, 18));
  });

  it("finds nothing under another number and takes a message instead", async () => {
    const { book } = bookOf({ lineNumber: "+12125550999" });
    const call = await playCall(offline, restaurant, ["I want to cancel my booking"], {
      appointments: book,
      callerNumber: "+12125550999",
    });
    expect(call.last.say).toMatch(/^I can't find a coming booking under the number you're calling from\./);
  });
});

describe("the built-in engine books in Spanish", () => {
  const spanish = agentProfile({ language: "spanish" });

  it("books, reads back and confirms in Spanish", async () => {
    const { book, made } = bookOf();
    const call = await playCall(
      offline,
      spanish,
      ["Quiero reservar una mesa para dos el sábado a las 7 de la tarde", "Me llamo Lucía Pérez", "sí"],
      { appointments: book },
    );
    expect(call.replies[1]).toBe(
      "Entonces, una mesa para 2 el sábado, 17 de enero a las 19:00, a nombre de Lucía Pérez. ¿Se la reservo?",
    );
    expect(call.replies[2]).toMatch(/^Listo: una mesa para 2 el sábado, 17 de enero a las 19:00/);
    expect(made).toMatchObject([{ callerName: "Lucía Pérez", start: at(SATURDAY, 19) }]);
  });

  it("cancels in Spanish", async () => {
    const { book, made } = bookOf();
    await book.book({ callerName: "Lucía", start: at(SATURDAY, 19) });
    const call = await playCall(offline, spanish, ["Quiero cancelar mi reserva", "sí"], {
      appointments: book,
    });
    expect(call.replies[0]).toContain("¿La cancelo?");
    expect(call.replies[1]).toMatch(
      /^Listo: su reserva del sábado, 17 de enero a las 19:00 está cancelada\./,
    );
    expect(made[0]!.status).toBe("cancelled");
  });

  it("moves in Spanish", async () => {
    const { book, made } = bookOf();
    await book.book({ callerName: "Lucía", start: at(SATURDAY, 19) });
    const call = await playCall(
      offline,
      spanish,
      ["Quiero cambiar mi reserva para el domingo a las 6 de la tarde", "sí"],
      {
        appointments: book,
      },
    );
    expect(call.replies[0]).toBe("¿Le cambio la reserva al domingo, 18 de enero a las 18:00?");
    expect(call.replies[1]).toMatch(/^Listo: su reserva ahora es el domingo, 18 de enero a las 18:00\./);
    expect(made[0]!.start).toEqual(at(SUNDAY, 18));
  });
});
