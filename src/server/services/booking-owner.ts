import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { Booking, BookingSettings } from "../../shared/api/bookings";
import type { Db } from "../db/client";
import { bookingSettings, bookings, calcomBookings } from "../db/schema";
import type { BookingTextKind, BookingTexts } from "./booking-texts";
import { type BookingService, DEFAULT_BOOKING_SETTINGS, toBooking } from "./bookings";
import type { Clock } from "./clock";
import { DomainError } from "./domain-errors";
import { checkOwnAgent } from "./own-agent";

// The owner's side of the appointment book: its settings, the bookings, and cancelling or moving
// one. The caller is texted what the owner changed, from the agent's number and at the SMS rate;
// another owner's agent or booking is answered like one that does not exist.

type Deps = {
  db: Db;
  clock: Clock;
  book: BookingService;
  texts: BookingTexts;
};

export function createBookingOwnerService({ db, clock, book, texts }: Deps) {
  /**
   * The owner changed the booking while waiting on the page, which says whether the caller was told:
   * so this text goes before the answer, unlike a new booking's.
   */
  async function textCaller(booking: Booking, kind: BookingTextKind): Promise<boolean> {
    return (await texts.textCaller(booking, kind, `${booking.id}:${randomUUID()}`)) === "sent";
  }

  /** A booking kept in Cal.com is changed there: Cal.com tells its attendee, and the row would drift. */
  async function checkNotInCalcom(userId: string, bookingId: string): Promise<void> {
    const [kept] = await db
      .select({ id: calcomBookings.bookingId })
      .from(calcomBookings)
      .innerJoin(bookings, eq(bookings.id, calcomBookings.bookingId))
      .where(and(eq(calcomBookings.bookingId, bookingId), eq(bookings.userId, userId)));
    if (kept) throw new DomainError("BookingInCalcom");
  }

  async function readSettings(userId: string, agentId: string): Promise<BookingSettings> {
    await checkOwnAgent(db, userId, agentId);
    const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.agentId, agentId));
    const { enabled, capacity, slotStepMinutes, leadTimeMinutes, horizonDays, defaultDurationMinutes } =
      row ?? DEFAULT_BOOKING_SETTINGS;
    return { enabled, capacity, slotStepMinutes, leadTimeMinutes, horizonDays, defaultDurationMinutes };
  }

  async function saveSettings(
    userId: string,
    agentId: string,
    settings: BookingSettings,
  ): Promise<BookingSettings> {
    await checkOwnAgent(db, userId, agentId);
    await db
      .insert(bookingSettings)
      .values({ agentId, userId, ...settings, updatedAt: clock() })
      .onConflictDoUpdate({ target: bookingSettings.agentId, set: { ...settings, updatedAt: clock() } });
    return readSettings(userId, agentId);
  }

  async function list(
    userId: string,
    range: { agentId?: string | undefined; from?: string | undefined; to?: string | undefined },
  ): Promise<Booking[]> {
    if (range.agentId !== undefined) await checkOwnAgent(db, userId, range.agentId);
    const rows = await db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, userId),
          range.agentId === undefined ? undefined : eq(bookings.agentId, range.agentId),
          range.from === undefined ? undefined : gte(bookings.startsAt, new Date(range.from)),
          range.to === undefined ? undefined : lt(bookings.startsAt, new Date(range.to)),
        ),
      )
      .orderBy(asc(bookings.startsAt))
      .limit(1000);
    return rows.map(toBooking);
  }

  /** Books a caller into the owner's agent's book, as a call would: same rules, same text and mail. */
  async function add(
    userId: string,
    input: {
      agentId: string;
      callerName: string;
      callerPhone: string;
      service?: string | undefined;
      start: string;
    },
  ): Promise<Booking> {
    await checkOwnAgent(db, userId, input.agentId);
    return book.book({ ...input, start: new Date(input.start) });
  }

  async function cancel(
    userId: string,
    bookingId: string,
  ): Promise<{ booking: Booking; callerTexted: boolean }> {
    await checkNotInCalcom(userId, bookingId);
    const { booking, changed } = await book.cancel(bookingId, userId);
    const callerTexted = changed && (await textCaller(booking, "cancelled"));
    return { booking, callerTexted };
  }

  async function move(
    userId: string,
    bookingId: string,
    start: Date,
  ): Promise<{ booking: Booking; callerTexted: boolean }> {
    await checkNotInCalcom(userId, bookingId);
    const booking = await book.reschedule(bookingId, start, userId);
    return { booking, callerTexted: await textCaller(booking, "moved") };
  }

  return { readSettings, saveSettings, list, add, cancel, move };
}
