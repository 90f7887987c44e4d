import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookingNotices, bookings } from "../db/schema";
import type { BookingMails } from "./booking-mails";
import type { BookingTexts } from "./booking-texts";
import { toBooking } from "./bookings";
import type { Clock } from "./clock";
import type { Tx } from "./ledger";
import type { FailureLog } from "./service-deps";

// A new booking's caller is texted and its owner mailed after the booking commits, not while the
// caller waits for "you're booked": a slow or failing carrier or mail server can delay or lose a
// notice, never the booking. Each notice is a row stored in the booking's own transaction, so it
// exists exactly when the booking does; it is sent at once in the background and, should that
// instance stop first, by any instance's worker.

type NoticeRow = typeof bookingNotices.$inferSelect;

/** Notices one worker sends at once. */
export const BOOKING_NOTICE_BATCH = 20;
/** A notice the carrier or mail server refused is tried this many times in all. */
export const BOOKING_NOTICE_ATTEMPTS = 3;
const FIRST_RETRY_MS = 60_000;
/** How long a notice that was sent or given up on is kept, to show what happened. */
export const BOOKING_NOTICES_KEPT_MS = 30 * 86_400_000;

type Deps = { db: Db; clock: Clock; texts: BookingTexts; mails: BookingMails; log: FailureLog };

export function createBookingNotices({ db, clock, texts, mails, log }: Deps) {
  // Sends started for a booking just made; closing the server waits for them.
  const inBackground = new Set<Promise<unknown>>();

  /**
   * Takes due notices (or the booking's) for this worker: each leaves `pending` for `sending` in
   * one statement, so of several workers exactly one gets it, and a row is sent at most once. A
   * worker that stops mid-send leaves its row `sending`: the caller may have had the text already.
   */
  async function claim(only: { bookingId?: string; userId?: string }): Promise<NoticeRow[]> {
    const now = clock();
    const due = db
      .select({ id: bookingNotices.id })
      .from(bookingNotices)
      .where(
        and(
          eq(bookingNotices.status, "pending"),
          lte(bookingNotices.nextAttemptAt, now),
          only.bookingId ? eq(bookingNotices.bookingId, only.bookingId) : undefined,
          only.userId ? eq(bookingNotices.userId, only.userId) : undefined,
        ),
      )
      .orderBy(asc(bookingNotices.nextAttemptAt))
      .limit(BOOKING_NOTICE_BATCH)
      .for("update", { skipLocked: true });
    return db
      .update(bookingNotices)
      .set({ status: "sending", attempts: sql`${bookingNotices.attempts} + 1` })
      .where(and(inArray(bookingNotices.id, due), eq(bookingNotices.status, "pending")))
      .returning();
  }

  /** Sends one notice; answers the error to record, or null once it went. */
  async function send(notice: NoticeRow): Promise<{ error: string; retry: boolean } | null> {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, notice.bookingId));
    // A booking cancelled before its notice went is not announced any more.
    if (row?.status !== "booked") return { error: "The booking was cancelled first.", retry: false };
    if (notice.kind === "owner_mail") {
      await mails.mailNewBooking(notice.bookingId);
      return null;
    }
    // Each attempt is its own ledger reference: a refused attempt is given back, so the text is
    // paid for exactly once, by the attempt that went.
    const outcome = await texts.textCaller(
      toBooking(row),
      "booked",
      `notice:${notice.id}:${notice.attempts}`,
    );
    if (outcome === "sent") return null;
    if (outcome === "unpaid") return { error: "The balance could not pay for the text.", retry: false };
    return { error: "The carrier refused the text.", retry: true };
  }

  async function deliver(notice: NoticeRow): Promise<void> {
    const failure = await send(notice).catch((error: unknown) => {
      log(`booking ${notice.bookingId}: the ${notice.kind.replace("_", " ")} did not go`, error);
      return { error: error instanceof Error ? error.message : String(error), retry: true };
    });
    const now = clock();
    const again = failure?.retry === true && notice.attempts < BOOKING_NOTICE_ATTEMPTS;
    await db
      .update(bookingNotices)
      .set({
        status: failure === null ? "sent" : again ? "pending" : "failed",
        sentAt: failure === null ? now : null,
        lastError: failure?.error ?? null,
        nextAttemptAt: again
          ? new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (notice.attempts - 1))
          : notice.nextAttemptAt,
      })
      .where(eq(bookingNotices.id, notice.id));
  }

  /** One pass: sends what is due (of one booking or owner when named); answers how many. */
  async function deliverDue(only: { bookingId?: string; userId?: string } = {}): Promise<number> {
    const claimed = await claim(only);
    await Promise.all(claimed.map(deliver));
    return claimed.length;
  }

  return {
    /** Stores the new booking's text to the caller and mail to the owner, in the booking's transaction. */
    async enqueueNewBooking(tx: Tx, booking: { id: string; userId: string }): Promise<void> {
      const now = clock();
      await tx
        .insert(bookingNotices)
        .values(
          (["caller_text", "owner_mail"] as const).map((kind) => ({
            bookingId: booking.id,
            userId: booking.userId,
            kind,
            nextAttemptAt: now,
            createdAt: now,
          })),
        )
        .onConflictDoNothing();
    },

    /** Sends the booking's notices now without holding up the caller's answer. */
    sendSoon(bookingId: string): void {
      const sending = deliverDue({ bookingId })
        .catch((error: unknown) => log(`booking ${bookingId}: its notices could not be sent`, error))
        .finally(() => inBackground.delete(sending));
      inBackground.add(sending);
    },

    deliverDue,

    /** Forgets notices sent or given up on more than 30 days ago (the scheduled work). */
    async purgeOld(): Promise<number> {
      const before = new Date(clock().getTime() - BOOKING_NOTICES_KEPT_MS);
      const purged = await db
        .delete(bookingNotices)
        .where(and(inArray(bookingNotices.status, ["sent", "failed"]), lt(bookingNotices.createdAt, before)))
        .returning({ id: bookingNotices.id });
      return purged.length;
    },

    /** Resolves once every send started in the background has finished. */
    async backgroundSent(): Promise<void> {
      while (inBackground.size > 0) await Promise.allSettled([...inBackground]);
    },
  };
}

export type BookingNotices = ReturnType<typeof createBookingNotices>;
