import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings, calcomBookings } from "../db/schema";
import { type CalcomBooking, type CalcomClient, CalcomError } from "../integrations/calendars/calcom-client";
import { toE164 } from "../text/phone-numbers";
import type { BookingNotices } from "./booking-notices";
import { agentBookOf, callersComingBookings, madeUnder, toBooking } from "./bookings";
import type { CalcomClients } from "./calcom-connections";
import type { TurnAppointments } from "./call-appointments";
import type {
  AppointmentBook,
  BookingAnswer,
  BookingLimits,
  BookingRefusal,
  CallerBooking,
  SaidNumber,
} from "./call-engine/types";
import type { Clock } from "./clock";
import { type SecretBox, SecretBoxError } from "./secret-box";
import type { WebhookQueue } from "./webhook-queue";

// The appointment book of an agent whose owner connected Cal.com: free times are Cal.com's slots of
// the chosen event type, and a booking is made there and then read back from Cal.com before the
// caller is told it is done; a booking Cal.com cannot show is no booking. Each one also gets a
// local row (with its Cal.com uid), so the Bookings page, the calendar feed and the owner's
// webhooks see it as they see any other. Cal.com failing, too slow, or not confirming is refused as
// CalendarUnavailable: the caller hears the booking could not be made, and a message is taken.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const DEFAULT_DAYS = 7;
const CANCELLED_BY_CALLER = "The caller cancelled by phone.";
const MOVED_BY_CALLER = "The caller moved it by phone.";

type Deps = {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  clients: CalcomClients;
  /** The caller's text and the owner's mail of a new booking, sent after it commits. */
  notices: Pick<BookingNotices, "enqueueNewBooking" | "sendSoon">;
  webhooks: Pick<WebhookQueue, "enqueue">;
};

/** Cal.com's refusal as the book's: a host not free then is a taken slot; anything else, Cal.com failing. */
function refusalOf(error: unknown): { refused: BookingRefusal } {
  if (!(error instanceof CalcomError)) throw error;
  return { refused: error.failure === "slotTaken" ? "SlotTaken" : "CalendarUnavailable" };
}

const NOT_CONFIRMED = "Not confirmed to the caller.";
const CUT = Symbol("cut");

/** The work's answer, or CUT as soon as the signal aborts; the work goes on either way. */
function unlessCut<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T | typeof CUT> {
  if (!signal) return work;
  if (signal.aborted) return Promise.resolve(CUT);
  return new Promise<T | typeof CUT>((resolve, reject) => {
    const cut = () => resolve(CUT);
    signal.addEventListener("abort", cut, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", cut));
  });
}

/** Cal.com shows the booking, live, at the time asked: only then is it made. */
async function confirmed(
  client: CalcomClient,
  made: CalcomBooking,
  start: Date,
  signal: AbortSignal | undefined,
): Promise<CalcomBooking | undefined> {
  try {
    const read = await client.getBooking(made.uid, signal);
    const live = read.status === "accepted" || read.status === "pending";
    return live && read.start.getTime() === start.getTime() ? read : undefined;
  } catch (error) {
    if (error instanceof CalcomError) return undefined;
    throw error;
  }
}

/**
 * The agent's Cal.com book when its owner connected one, else `builtIn`'s. The attendee is the
 * caller under the number the line gave, or the one they say when it gave none, as in the built-in book.
 */
export function withCalcomAppointments(deps: Deps, builtIn: TurnAppointments): TurnAppointments {
  const { db, clock, secrets, clients, notices, webhooks } = deps;

  /** Cal.com for the owner's key; a key SECRETS_KEY no longer opens is one Cal.com would refuse. */
  function clientOf(sealed: string): CalcomClient {
    try {
      return clients(secrets.open(sealed));
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      const refused = async (): Promise<never> => {
        throw new CalcomError("unauthorized", "The stored Cal.com key cannot be opened with SECRETS_KEY.");
      };
      return {
        eventTypes: refused,
        slots: refused,
        createBooking: refused,
        getBooking: refused,
        cancelBooking: refused,
        rescheduleBooking: refused,
      };
    }
  }

  return async (call) => {
    const { agent, calcom: connection, callerNumber, callId } = call;
    if (!connection) return builtIn(call);
    const book = agentBookOf(agent, call.settings);
    if (!book.enabled) return undefined;
    const agentId = agent.id;
    // A withheld number ("unknown") or a test call in the browser ("browser") gives no number.
    const lineNumber = toE164(callerNumber);
    /** The number the caller's bookings are kept under: the line's, else the one they said. */
    const numberOf = (caller: SaidNumber = {}): string | undefined =>
      lineNumber ?? (caller.callerPhone ? toE164(caller.callerPhone, book.agentNumber) : undefined);
    const client = clientOf(connection.apiKeySealed);
    const eventTypeId = connection.eventTypeId;
    const serviceName = connection.eventTypeTitle;
    const isTheService = (service: string | undefined) =>
      service === undefined || service.trim().toLowerCase() === serviceName.toLowerCase();

    /** The caller's own coming bookings made through Cal.com, with their Cal.com uids. */
    const mine = async (phone: string, name?: string) => {
      const rows = await db
        .select({ booking: bookings, uid: calcomBookings.calcomUid })
        .from(bookings)
        .innerJoin(calcomBookings, eq(calcomBookings.bookingId, bookings.id))
        .where(callersComingBookings(agentId, phone, clock()))
        .orderBy(asc(bookings.startsAt));
      return rows.filter(({ booking }) => madeUnder(booking.callerName, name));
    };
    const callerBookingOf = (row: typeof bookings.$inferSelect): CallerBooking => ({
      id: row.id,
      callerName: row.callerName,
      service: row.serviceName,
      start: row.startsAt,
      durationMinutes: row.durationMinutes,
    });

    const appointments: AppointmentBook = {
      knowsCallerNumber: lineNumber !== undefined,

      async openTimes({ from, days = DEFAULT_DAYS, service } = {}, { signal }: BookingLimits = {}) {
        if (!isTheService(service)) return { refused: "ServiceNotBookable" };
        const now = clock();
        const start = from && from.getTime() > now.getTime() ? from : now;
        try {
          const times = await client.slots(
            {
              eventTypeId,
              start,
              end: new Date(start.getTime() + days * DAY_MS),
              timeZone: book.timezone,
            },
            signal,
          );
          return { times: times.filter((time) => time.getTime() >= start.getTime()) };
        } catch (error) {
          return refusalOf(error);
        }
      },

      async book(
        { callerName, service, start, ...caller },
        { signal }: BookingLimits = {},
      ): Promise<BookingAnswer> {
        if (!isTheService(service)) return { refused: "ServiceNotBookable" };
        const callerPhone = numberOf(caller);
        if (!callerPhone) return { refused: "NumberNeeded" };
        // Not the turn's signal: a request cut on its way may still be booked at Cal.com, where no
        // one would cancel it. It runs to its answer (or its own timeout) whether the turn waits or not.
        const creating = client.createBooking({
          eventTypeId,
          start,
          attendee: { name: callerName.trim(), timeZone: book.timezone, phoneNumber: callerPhone },
          metadata: { switchboardCallId: callId },
        });
        /** Not told booked, so it must not stay booked where Cal.com may yet show it. */
        const undo = (made: CalcomBooking) =>
          client.cancelBooking(made.uid, NOT_CONFIRMED).catch(() => undefined);
        let made: CalcomBooking | typeof CUT;
        try {
          made = await unlessCut(creating, signal);
        } catch (error) {
          return refusalOf(error);
        }
        if (made === CUT) {
          // The turn out of time does not wait: the booking is undone once Cal.com answers it.
          creating.then(undo, () => undefined);
          return { refused: "CalendarUnavailable" };
        }
        const read = await confirmed(client, made, start, signal);
        // A read-back that came after the turn stopped waiting is not told to the caller either.
        if (!read || signal?.aborted) {
          // A turn out of time does not wait for the cancellation: it has its own timeout, not the turn's.
          const undone = undo(made);
          if (!signal?.aborted) await undone;
          return { refused: "CalendarUnavailable" };
        }
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(bookings)
            .values({
              agentId,
              userId: book.userId,
              callerName: callerName.trim(),
              callerPhone,
              serviceName,
              durationMinutes: read.durationMinutes,
              startsAt: read.start,
              endsAt: read.end,
              callId,
            })
            .returning();
          await tx.insert(calcomBookings).values({ bookingId: inserted!.id, calcomUid: read.uid });
          await webhooks.enqueue(inserted!.userId, "booking.created", { booking: toBooking(inserted!) }, tx);
          await notices.enqueueNewBooking(tx, inserted!);
          return inserted!;
        });
        notices.sendSoon(row.id);
        return { booking: callerBookingOf(row) };
      },

      async findMine({ callerName, ...caller } = {}) {
        const phone = numberOf(caller);
        if (!phone) return { refused: "NumberNeeded" };
        return { bookings: (await mine(phone, callerName)).map(({ booking }) => callerBookingOf(booking)) };
      },

      async cancel(bookingId, caller, { signal }: BookingLimits = {}): Promise<BookingAnswer> {
        const phone = numberOf(caller);
        if (!phone) return { refused: "NumberNeeded" };
        const found = (await mine(phone)).find(({ booking }) => booking.id === bookingId);
        if (!found) return { refused: "BookingNotFound" };
        try {
          await client.cancelBooking(found.uid, CANCELLED_BY_CALLER, signal);
        } catch (error) {
          return refusalOf(error);
        }
        const row = await db.transaction(async (tx) => {
          const [cancelled] = await tx
            .update(bookings)
            .set({ status: "cancelled", updatedAt: clock() })
            .where(eq(bookings.id, bookingId))
            .returning();
          await webhooks.enqueue(
            cancelled!.userId,
            "booking.cancelled",
            { booking: toBooking(cancelled!) },
            tx,
          );
          return cancelled!;
        });
        return { booking: callerBookingOf(row) };
      },

      async move(bookingId, start, caller, { signal }: BookingLimits = {}): Promise<BookingAnswer> {
        const phone = numberOf(caller);
        if (!phone) return { refused: "NumberNeeded" };
        const found = (await mine(phone)).find(({ booking }) => booking.id === bookingId);
        if (!found) return { refused: "BookingNotFound" };
        let moved: CalcomBooking;
        try {
          moved = await client.rescheduleBooking(found.uid, start, MOVED_BY_CALLER, signal);
        } catch (error) {
          return refusalOf(error);
        }
        const read = await confirmed(client, moved, start, signal);
        if (!read) {
          // Cal.com cancelled the old booking when it made the new one: the row follows the new uid,
          // at its old time until Cal.com shows the new one.
          await db
            .update(calcomBookings)
            .set({ calcomUid: moved.uid })
            .where(eq(calcomBookings.bookingId, bookingId));
          return { refused: "CalendarUnavailable" };
        }
        const row = await db.transaction(async (tx) => {
          const [changed] = await tx
            .update(bookings)
            .set({
              startsAt: read.start,
              endsAt: new Date(read.start.getTime() + read.durationMinutes * MINUTE_MS),
              durationMinutes: read.durationMinutes,
              updatedAt: clock(),
            })
            .where(eq(bookings.id, bookingId))
            .returning();
          await tx
            .update(calcomBookings)
            .set({ calcomUid: read.uid })
            .where(eq(calcomBookings.bookingId, bookingId));
          return changed!;
        });
        return { booking: callerBookingOf(row) };
      },
    };
    return appointments;
  };
}
