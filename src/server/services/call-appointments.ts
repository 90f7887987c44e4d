import type { Booking } from "../../shared/api/bookings";
import type { agents, bookingSettings, calcomConnections } from "../db/schema";
import { toE164 } from "../text/phone-numbers";
import { agentBookOf, type BookingService } from "./bookings";
import type { TurnCall } from "./call-control";
import type {
  AppointmentBook,
  BookingAnswer,
  BookingRefusal,
  CallerBooking,
  SaidNumber,
} from "./call-engine/types";
import type { Clock } from "./clock";
import { DomainError } from "./domain-errors";

// The appointment book as a call's engine sees it: the booking service bound to the call's agent,
// the number the caller calls from and the call. The engine never names a number or an owner; a
// refusal of the book comes back as its code, for the engine to say so and offer another time.

const REFUSALS: readonly BookingRefusal[] = [
  "SlotTaken",
  "OutsideBookableHours",
  "BookingsOff",
  "ServiceNotBookable",
  "BookingNotFound",
  "BookingCancelled",
  "NumberNeeded",
];

const DEFAULT_DAYS = 7;

/** What a call's appointment book is made of, as its turn read them (services/call-turn-reads.ts). */
export type CallBookParts = {
  agent: typeof agents.$inferSelect;
  settings: typeof bookingSettings.$inferSelect | null;
  calcom: typeof calcomConnections.$inferSelect | null;
  callerNumber: string;
  callId: string;
};

/** The parts of the book of `call`, whose agent is `agent`. */
export const bookPartsOf = (call: TurnCall, agent: CallBookParts["agent"]): CallBookParts => ({
  agent,
  settings: call.bookingSettings,
  calcom: call.calcom,
  callerNumber: call.callerNumber,
  callId: call.id,
});

/** The book of a call's agent for this caller, or undefined when it is off. */
export type TurnAppointments = (call: CallBookParts) => Promise<AppointmentBook | undefined>;

const callerBookingOf = (booking: Booking): CallerBooking => ({
  id: booking.id,
  callerName: booking.callerName,
  service: booking.service,
  start: new Date(booking.start),
  durationMinutes: booking.durationMinutes,
});

/** The book's refusal as an answer; anything else is not the caller's to hear and is thrown. */
async function answered<T>(work: () => Promise<T>): Promise<T | { refused: BookingRefusal }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && (REFUSALS as readonly string[]).includes(error.code)) {
      return { refused: error.code as BookingRefusal };
    }
    throw error;
  }
}

export function createCallAppointments(bookings: BookingService, clock: Clock): TurnAppointments {
  return async ({ agent, settings, callerNumber, callId }) => {
    const book = agentBookOf(agent, settings);
    if (!book.enabled) return undefined;
    const agentId = agent.id;
    // A withheld number ("unknown") or a test call in the browser ("browser") gives no number.
    const lineNumber = toE164(callerNumber);
    /** The number the caller's bookings are kept under: the line's, else the one they said. */
    const numberOf = (caller: SaidNumber = {}): string | undefined =>
      lineNumber ?? (caller.callerPhone ? toE164(caller.callerPhone, book.agentNumber) : undefined);

    /** The caller's own coming booking, or undefined: another caller's booking is never theirs to change. */
    const mine = async (bookingId: string, phone: string) =>
      (await bookings.findCallerBookings(agentId, phone)).find((booking) => booking.id === bookingId);

    /** A change to one of the caller's own bookings, refused when it is not theirs. */
    const changeMine = (bookingId: string, caller: SaidNumber | undefined, change: () => Promise<Booking>) =>
      answered(async (): Promise<BookingAnswer> => {
        const phone = numberOf(caller);
        if (!phone) return { refused: "NumberNeeded" };
        if (!(await mine(bookingId, phone))) return { refused: "BookingNotFound" };
        return { booking: callerBookingOf(await change()) };
      });

    const appointments: AppointmentBook = {
      knowsCallerNumber: lineNumber !== undefined,

      openTimes: ({ from, days = DEFAULT_DAYS, service } = {}) =>
        answered(async () => {
          const now = clock();
          const start = from && from.getTime() > now.getTime() ? from : now;
          return { times: await bookings.freeSlots(agentId, start, days, service) };
        }),

      book: ({ callerName, service, start, ...caller }) =>
        answered(async (): Promise<BookingAnswer> => {
          const callerPhone = numberOf(caller);
          if (!callerPhone) return { refused: "NumberNeeded" };
          const made = await bookings.book({ agentId, callerName, callerPhone, service, start, callId });
          return { booking: callerBookingOf(made) };
        }),

      findMine: async ({ callerName, ...caller } = {}) => {
        const phone = numberOf(caller);
        if (!phone) return { refused: "NumberNeeded" };
        const found = await bookings.findCallerBookings(agentId, phone, callerName);
        return { bookings: found.map(callerBookingOf) };
      },

      cancel: (bookingId, caller) =>
        changeMine(bookingId, caller, async () => (await bookings.cancel(bookingId)).booking),

      move: (bookingId, start, caller) =>
        changeMine(bookingId, caller, () => bookings.reschedule(bookingId, start)),
    };
    return appointments;
  };
}
