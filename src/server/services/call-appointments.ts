import type { Booking } from "../../shared/api/bookings";
import type { Db } from "../db/client";
import { isCallableNumber } from "../text/phone-numbers";
import { agentBook, type BookingService } from "./bookings";
import type { AppointmentBook, BookingAnswer, BookingRefusal, CallerBooking } from "./call-engine/types";
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
];

const DEFAULT_DAYS = 7;

/** The book of a call's agent for this caller, or undefined when it is off or the caller's number is unknown. */
export type TurnAppointments = (call: {
  agentId: string;
  callerNumber: string;
  callId: string;
}) => Promise<AppointmentBook | undefined>;

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

export function createCallAppointments(db: Db, bookings: BookingService, clock: Clock): TurnAppointments {
  return async ({ agentId, callerNumber, callId }) => {
    // A test call in the browser has no number to find the caller's bookings by.
    if (!isCallableNumber(callerNumber)) return undefined;
    const book = await agentBook(db, agentId);
    if (!book?.enabled) return undefined;

    /** The caller's own coming booking, or undefined: another caller's booking is never theirs to change. */
    const mine = async (bookingId: string) =>
      (await bookings.findCallerBookings(agentId, callerNumber)).find((booking) => booking.id === bookingId);

    const appointments: AppointmentBook = {
      openTimes: ({ from, days = DEFAULT_DAYS, service } = {}) =>
        answered(async () => {
          const now = clock();
          const start = from && from.getTime() > now.getTime() ? from : now;
          return { times: await bookings.freeSlots(agentId, start, days, service) };
        }),

      book: ({ callerName, service, start }) =>
        answered(async (): Promise<BookingAnswer> => {
          const made = await bookings.book({
            agentId,
            callerName,
            callerPhone: callerNumber,
            service,
            start,
            callId,
          });
          return { booking: callerBookingOf(made) };
        }),

      findMine: async (name) =>
        (await bookings.findCallerBookings(agentId, callerNumber, name)).map(callerBookingOf),

      cancel: (bookingId) =>
        answered(async (): Promise<BookingAnswer> => {
          if (!(await mine(bookingId))) return { refused: "BookingNotFound" };
          const { booking } = await bookings.cancel(bookingId);
          return { booking: callerBookingOf(booking) };
        }),

      move: (bookingId, start) =>
        answered(async (): Promise<BookingAnswer> => {
          if (!(await mine(bookingId))) return { refused: "BookingNotFound" };
          return { booking: callerBookingOf(await bookings.reschedule(bookingId, start)) };
        }),
    };
    return appointments;
  };
}
