import { and, asc, eq, gt, gte, lt, ne } from "drizzle-orm";
import { type Booking, DEFAULT_SERVICE } from "../../shared/api/bookings";
import type { KnowledgeFact } from "../../shared/api/knowledge";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { agents, bookingSeats, bookingSettings, bookings, knowledgeFacts } from "../db/schema";
import type { BookingNotices } from "./booking-notices";
import { type BookingRules, blocksOf, freeSlots, isBookableStart } from "./booking-slots";
import type { Clock } from "./clock";
import { DomainError } from "./domain-errors";
import type { WebhookQueue } from "./webhook-queue";

// The appointment book's rules for callers: the free slots an agent offers, and booking, moving and
// cancelling them. Each change is one transaction; the seats' unique key, not a count read first,
// decides which of two callers gets the last seat of a slot.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type BookingRow = typeof bookings.$inferSelect;

/** An agent's book before its owner has saved any settings: off, one seat, half-hour slots. */
export const DEFAULT_BOOKING_SETTINGS = {
  enabled: false,
  capacity: 1,
  slotStepMinutes: 30,
  leadTimeMinutes: 60,
  horizonDays: 30,
  defaultDurationMinutes: 30,
};

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    agentId: row.agentId,
    callerName: row.callerName,
    callerPhone: row.callerPhone,
    service: row.serviceName,
    durationMinutes: row.durationMinutes,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    status: row.status,
    callId: row.callId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The bookings of a caller (by their number) with an agent that are live and not over at `now`. */
export const callersComingBookings = (agentId: string, phone: string, now: Date) =>
  and(
    eq(bookings.agentId, agentId),
    eq(bookings.callerPhone, phone),
    eq(bookings.status, "booked"),
    gte(bookings.endsAt, now),
  );

/** Whether a booking under `callerName` is one made under `name`: its first word is enough ("Ana" finds "Ana Lopez"). */
export function madeUnder(callerName: string, name: string | undefined): boolean {
  const wanted = name?.trim().toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  const words = callerName.toLowerCase().split(/\s+/);
  return wanted.every((word) => words.includes(word));
}

export type BookInput = {
  agentId: string;
  callerName: string;
  callerPhone: string;
  service?: string | undefined;
  start: Date;
  callId?: string | undefined;
};

/** The agent's owner, number and book, as a booking needs them. */
export type AgentBook = {
  userId: string;
  agentNumber: string;
  businessName: string;
  timezone: string;
  enabled: boolean;
  rules: Omit<BookingRules, "durationMinutes"> & { defaultDurationMinutes: number };
};

export async function agentBook(reader: Db | Tx, agentId: string): Promise<AgentBook | undefined> {
  const [row] = await reader
    .select({ agent: agents, settings: bookingSettings })
    .from(agents)
    .leftJoin(bookingSettings, eq(bookingSettings.agentId, agents.id))
    .where(eq(agents.id, agentId));
  return row && agentBookOf(row.agent, row.settings);
}

/** The book of `agent` under its booking settings (none saved: the defaults, booking off). */
export function agentBookOf(
  agent: typeof agents.$inferSelect,
  saved: typeof bookingSettings.$inferSelect | null,
): AgentBook {
  const settings = saved ?? DEFAULT_BOOKING_SETTINGS;
  return {
    userId: agent.userId,
    agentNumber: agent.phoneNumber,
    businessName: agent.businessName,
    timezone: agent.timezone,
    enabled: settings.enabled,
    rules: {
      openingHours: agent.openingHours ?? { week: {}, exceptions: [] },
      timezone: agent.timezone,
      slotStepMinutes: settings.slotStepMinutes,
      leadTimeMinutes: settings.leadTimeMinutes,
      horizonDays: settings.horizonDays,
      capacity: settings.capacity,
      defaultDurationMinutes: settings.defaultDurationMinutes,
    },
  };
}

/** The service's name as the agent's knowledge writes it and how long it takes. */
async function serviceOf(
  reader: Db | Tx,
  agentId: string,
  book: AgentBook,
  service: string | undefined,
): Promise<{ name: string; durationMinutes: number }> {
  const fallback = book.rules.defaultDurationMinutes;
  if (service === undefined || service.trim() === "")
    return { name: DEFAULT_SERVICE, durationMinutes: fallback };
  const wanted = service.trim().toLowerCase();
  const rows = await reader
    .select({ fact: knowledgeFacts.fact })
    .from(knowledgeFacts)
    .where(and(eq(knowledgeFacts.agentId, agentId), eq(knowledgeFacts.kind, "service")));
  const found = rows
    .map(({ fact }) => fact)
    .find(
      (fact): fact is Extract<KnowledgeFact, { kind: "service" }> =>
        fact.kind === "service" && fact.name.toLowerCase() === wanted,
    );
  if (!found) throw new DomainError("ServiceNotBookable", { service: service.trim() });
  return { name: found.name, durationMinutes: found.durationMinutes ?? fallback };
}

/** Live bookings of the agent touching [from, to), leaving out `except` (the one being moved). */
async function takenBetween(reader: Db | Tx, agentId: string, from: Date, to: Date, except?: string) {
  return reader
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.agentId, agentId),
        eq(bookings.status, "booked"),
        lt(bookings.startsAt, to),
        gt(bookings.endsAt, from),
        except === undefined ? undefined : ne(bookings.id, except),
      ),
    );
}

/**
 * Claims the lowest free seat in every block the booking touches. A seat another transaction claims
 * first fails this one's insert on the unique key (PostgreSQL makes the second wait for the first
 * to commit), and the caller retries with what is then taken.
 */
async function claimSeats(
  tx: Tx,
  agentId: string,
  bookingId: string,
  start: Date,
  end: Date,
  capacity: number,
) {
  const blocks = blocksOf(start, end);
  const held = await tx
    .select({ slotStart: bookingSeats.slotStart, seat: bookingSeats.seat })
    .from(bookingSeats)
    .where(
      and(
        eq(bookingSeats.agentId, agentId),
        gte(bookingSeats.slotStart, blocks[0]!),
        lt(bookingSeats.slotStart, end),
      ),
    );
  const rows = blocks.map((block) => {
    const used = new Set(
      held.filter((row) => row.slotStart.getTime() === block.getTime()).map((row) => row.seat),
    );
    let seat = 1;
    while (used.has(seat)) seat++;
    if (seat > capacity) throw new DomainError("SlotTaken");
    return { agentId, slotStart: block, seat, bookingId };
  });
  await tx.insert(bookingSeats).values(rows);
}

/**
 * Runs a seat-claiming transaction again when another took a seat it wanted. Each lost race means
 * a seat was taken for good, so after as many tries as the slot has seats (and one more) the next
 * read finds the slot full and answers SlotTaken itself.
 */
async function withSeatRaces<T>(capacity: number, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error, "booking_seats_pkey")) throw error;
      if (attempt > capacity + 1) throw new DomainError("SlotTaken");
    }
  }
}

async function lockedBooking(tx: Tx, bookingId: string, userId?: string): Promise<BookingRow> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), userId === undefined ? undefined : eq(bookings.userId, userId)))
    .for("update");
  if (!row) throw new DomainError("BookingNotFound");
  return row;
}

type Deps = { db: Db; clock: Clock; notices: BookingNotices; webhooks: WebhookQueue };

export function createBookingService({ db, clock, notices, webhooks }: Deps) {
  async function bookOf(agentId: string): Promise<AgentBook> {
    const book = await agentBook(db, agentId);
    if (!book) throw new DomainError("AgentNotFound");
    return book;
  }

  /** Free starts over `days` days from `from` for the service (or the default duration). */
  async function slotsFor(agentId: string, from: Date, days: number, service?: string): Promise<Date[]> {
    const book = await bookOf(agentId);
    if (!book.enabled) return [];
    const { durationMinutes } = await serviceOf(db, agentId, book, service);
    const to = new Date(from.getTime() + days * DAY_MS);
    const taken = await takenBetween(
      db,
      agentId,
      new Date(from.getTime() - DAY_MS),
      new Date(to.getTime() + DAY_MS),
    );
    return freeSlots({ ...book.rules, durationMinutes }, taken, clock(), from, to);
  }

  /**
   * Books `start` for the caller, or refuses: the book off, not a start it offers, or full. Once it
   * is made the caller is texted it and how to cancel it, and the owner is mailed it, in the
   * background (services/booking-notices.ts).
   */
  async function book(input: BookInput): Promise<Booking> {
    const agentBookNow = await bookOf(input.agentId);
    if (!agentBookNow.enabled) throw new DomainError("BookingsOff");
    const service = await serviceOf(db, input.agentId, agentBookNow, input.service);
    const rules = { ...agentBookNow.rules, durationMinutes: service.durationMinutes };
    if (!isBookableStart(rules, clock(), input.start)) throw new DomainError("OutsideBookableHours");
    const end = new Date(input.start.getTime() + service.durationMinutes * MINUTE_MS);
    const row = await withSeatRaces(rules.capacity, () =>
      db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(bookings)
          .values({
            agentId: input.agentId,
            userId: agentBookNow.userId,
            callerName: input.callerName.trim(),
            callerPhone: input.callerPhone,
            serviceName: service.name,
            durationMinutes: service.durationMinutes,
            startsAt: input.start,
            endsAt: end,
            callId: input.callId ?? null,
          })
          .returning();
        await claimSeats(tx, input.agentId, inserted!.id, input.start, end, rules.capacity);
        // The owner's systems hear of the booking exactly when it exists.
        await webhooks.enqueue(inserted!.userId, "booking.created", { booking: toBooking(inserted!) }, tx);
        await notices.enqueueNewBooking(tx, inserted!);
        return inserted!;
      }),
    );
    notices.sendSoon(row.id);
    return toBooking(row);
  }

  /**
   * Moves a live booking to `start`, checked like a new booking of the same service; its old seats
   * are kept if the new time cannot be had. `userId` limits it to that owner's bookings.
   */
  async function reschedule(bookingId: string, start: Date, userId?: string): Promise<Booking> {
    const [current] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), userId === undefined ? undefined : eq(bookings.userId, userId)));
    if (!current) throw new DomainError("BookingNotFound");
    const agentBookNow = await bookOf(current.agentId);
    const rules = { ...agentBookNow.rules, durationMinutes: current.durationMinutes };
    if (!isBookableStart(rules, clock(), start)) throw new DomainError("OutsideBookableHours");
    const end = new Date(start.getTime() + current.durationMinutes * MINUTE_MS);
    const row = await withSeatRaces(rules.capacity, () =>
      db.transaction(async (tx) => {
        const locked = await lockedBooking(tx, bookingId, userId);
        if (locked.status !== "booked") throw new DomainError("BookingCancelled");
        await tx.delete(bookingSeats).where(eq(bookingSeats.bookingId, bookingId));
        await claimSeats(tx, locked.agentId, bookingId, start, end, rules.capacity);
        const [moved] = await tx
          .update(bookings)
          .set({ startsAt: start, endsAt: end, updatedAt: clock() })
          .where(eq(bookings.id, bookingId))
          .returning();
        return moved!;
      }),
    );
    return toBooking(row);
  }

  /**
   * Cancels a booking and frees its seats. Cancelling one cancelled already changes nothing;
   * `changed` says whether this call cancelled it (so the caller is texted once).
   */
  async function cancel(bookingId: string, userId?: string): Promise<{ booking: Booking; changed: boolean }> {
    return db.transaction(async (tx) => {
      const locked = await lockedBooking(tx, bookingId, userId);
      if (locked.status === "cancelled") return { booking: toBooking(locked), changed: false };
      await tx.delete(bookingSeats).where(eq(bookingSeats.bookingId, bookingId));
      const [cancelled] = await tx
        .update(bookings)
        .set({ status: "cancelled", updatedAt: clock() })
        .where(eq(bookings.id, bookingId))
        .returning();
      const booking = toBooking(cancelled!);
      await webhooks.enqueue(cancelled!.userId, "booking.cancelled", { booking }, tx);
      return { booking, changed: true };
    });
  }

  /**
   * The caller's coming bookings with this agent, found by their number; a name narrows them to
   * the bookings made under it (its first word is enough: "Ana" finds "Ana Lopez").
   */
  async function findCallerBookings(agentId: string, phone: string, name?: string): Promise<Booking[]> {
    const rows = await db
      .select()
      .from(bookings)
      .where(callersComingBookings(agentId, phone, clock()))
      .orderBy(asc(bookings.startsAt));
    return rows.filter((row) => madeUnder(row.callerName, name)).map(toBooking);
  }

  return { freeSlots: slotsFor, book, reschedule, cancel, findCallerBookings };
}

export type BookingService = ReturnType<typeof createBookingService>;
