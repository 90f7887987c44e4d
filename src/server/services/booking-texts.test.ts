import { describe, expect, it } from "vitest";
import type { Booking } from "../../shared/api/bookings";
import { bookingText, bookingTimeText, textLanguage } from "./booking-texts";

const BOOKING: Booking = {
  id: "0b7c2d9e-8a6f-4c1e-9d3b-2f5a7e1c4b60",
  agentId: "5a1f0c3e-7d2b-4e8a-9c6f-1b3d5e7a9c20",
  callerName: "Ana Lopez",
  callerPhone: "+15045550123",
  service: "Colour and cut",
  durationMinutes: 90,
  // Saturday 5 December 2026, 10:00 in New York.
  start: "2026-12-05T15:00:00.000Z",
  end: "2026-12-05T16:30:00.000Z",
  status: "booked",
  callId: null,
  createdAt: "2026-11-25T12:00:00.000Z",
};

const FROM = { business: "Bella Hair", number: "+15045550100", timezone: "America/New_York" };

describe("the texts a booking's caller gets", () => {
  it.each([
    [
      "english",
      "booked",
      "Bella Hair: you're booked for Colour and cut on Sat, Dec 5, 10:00 AM. To cancel or change it, call +15045550100.",
    ],
    [
      "english",
      "moved",
      "Bella Hair: your Colour and cut has been moved to Sat, Dec 5, 10:00 AM. Call us if that time does not suit you.",
    ],
    [
      "english",
      "cancelled",
      "Bella Hair: your Colour and cut on Sat, Dec 5, 10:00 AM has been cancelled. Call us to book another time.",
    ],
    // The day and time as Spanish writes them.
    [
      "spanish",
      "booked",
      "Bella Hair: su cita de Colour and cut queda reservada para el sáb, 5 dic, 10:00. Para cancelarla o cambiarla, llame al +15045550100.",
    ],
    [
      "spanish",
      "moved",
      "Bella Hair: su cita de Colour and cut se ha cambiado al sáb, 5 dic, 10:00. Si esa hora no le viene bien, llame al +15045550100.",
    ],
    [
      "spanish",
      "cancelled",
      "Bella Hair: su cita de Colour and cut del sáb, 5 dic, 10:00 ha sido cancelada. Para reservar otra hora, llame al +15045550100.",
    ],
  ] as const)(
    "says in %s that the booking is %s, with the business, service, day and time and the number to call",
    (language, change, text) => {
      expect(bookingText(change, BOOKING, { ...FROM, language })).toBe(text);
    },
  );

  it("reads the time on the business's wall clock, without the narrow space newer ICU puts before PM", () => {
    expect(bookingTimeText("2026-12-05T20:30:00.000Z", "America/Los_Angeles")).toBe("Sat, Dec 5, 12:30 PM");
    expect(bookingTimeText("2026-12-05T20:30:00.000Z", "Europe/Madrid", "spanish")).toBe("sáb, 5 dic, 21:30");
  });

  it("writes in the agent's language, or for a bilingual agent in the language its call was in", () => {
    expect(textLanguage("english", "spanish")).toBe("english");
    expect(textLanguage("spanish", undefined)).toBe("spanish");
    expect(textLanguage("multilingual", "spanish")).toBe("spanish");
    expect(textLanguage("multilingual", "english")).toBe("english");
    expect(textLanguage("multilingual", undefined)).toBe("english");
  });
});
