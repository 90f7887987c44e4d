import { randomBytes } from "node:crypto";
import { and, asc, eq, gte } from "drizzle-orm";
import ical, { ICalEventStatus } from "ical-generator";
import { getBookingFeed } from "../../shared/api/contracts/bookings";
import type { Db } from "../db/client";
import { agents, bookingFeeds, bookings } from "../db/schema";
import type { Clock } from "./clock";
import { sha256Hex } from "./secrets";

// The owner's private calendar feed: an address with a secret in it that Google, Apple or Outlook
// Calendar subscribes to, answering the owner's bookings as iCalendar text (ical-generator). Only the
// secret's SHA-256 is stored; a new address replaces the old one, and revoking ends it.

/** How far back the feed reaches: calendars keep what they fetched, so old bookings need not be sent again. */
const FEED_DAYS_BACK = 90;
const FEED_BOOKINGS_MAX = 5000;
const DAY_MS = 86_400_000;

/** A booking as one calendar event, the same in the feed and in the new booking's mail. */
export function bookingEvent(
  booking: typeof bookings.$inferSelect,
  agent: { business: string; agentName: string },
) {
  return {
    id: `${booking.id}@switchboard`,
    start: booking.startsAt,
    end: booking.endsAt,
    stamp: booking.updatedAt,
    summary: `${booking.serviceName}: ${booking.callerName}`,
    description: `${booking.callerName}, ${booking.callerPhone}. Booked with ${agent.agentName} for ${agent.business}.`,
    // A cancelled booking stays in the feed as cancelled, so calendars take it off.
    status: booking.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // Each change (a move, a cancellation) is a later revision, so calendars replace what they had.
    sequence: Math.max(0, Math.floor((booking.updatedAt.getTime() - booking.createdAt.getTime()) / 1000)),
  };
}

// The feed's file sits under the path of the owner's feed endpoints, at its secret name.
export const FEED_FILE_ROUTE = `${getBookingFeed.path}/:file`;
export const feedPath = (token: string) => FEED_FILE_ROUTE.replace(":file", `${token}.ics`);

export function createBookingFeedService({ db, clock }: { db: Db; clock: Clock }) {
  /** A new secret address for the owner's feed; any earlier address stops working. */
  async function create(userId: string): Promise<{ path: string }> {
    const token = randomBytes(24).toString("base64url");
    const tokenHash = sha256Hex(token);
    await db
      .insert(bookingFeeds)
      .values({ userId, tokenHash, createdAt: clock() })
      .onConflictDoUpdate({ target: bookingFeeds.userId, set: { tokenHash, createdAt: clock() } });
    return { path: feedPath(token) };
  }

  async function status(userId: string): Promise<{ active: boolean; createdAt: string | null }> {
    const [row] = await db
      .select({ createdAt: bookingFeeds.createdAt })
      .from(bookingFeeds)
      .where(eq(bookingFeeds.userId, userId));
    return { active: row !== undefined, createdAt: row?.createdAt.toISOString() ?? null };
  }

  async function revoke(userId: string): Promise<{ revoked: boolean }> {
    const deleted = await db
      .delete(bookingFeeds)
      .where(eq(bookingFeeds.userId, userId))
      .returning({ userId: bookingFeeds.userId });
    return { revoked: deleted.length > 0 };
  }

  /** The feed's iCalendar text, or undefined for a secret that opens no feed. */
  async function calendar(token: string): Promise<string | undefined> {
    const [feed] = await db
      .select({ userId: bookingFeeds.userId })
      .from(bookingFeeds)
      .where(eq(bookingFeeds.tokenHash, sha256Hex(token)));
    if (!feed) return undefined;
    const rows = await db
      .select({ booking: bookings, business: agents.businessName, agentName: agents.agentName })
      .from(bookings)
      .innerJoin(agents, eq(agents.id, bookings.agentId))
      .where(
        and(
          eq(bookings.userId, feed.userId),
          gte(bookings.startsAt, new Date(clock().getTime() - FEED_DAYS_BACK * DAY_MS)),
        ),
      )
      .orderBy(asc(bookings.startsAt))
      .limit(FEED_BOOKINGS_MAX);
    const feedCalendar = ical({ name: "Switchboard bookings", prodId: "//Switchboard//Bookings//EN" });
    for (const { booking, business, agentName } of rows)
      feedCalendar.createEvent(bookingEvent(booking, { business, agentName }));
    return feedCalendar.toString();
  }

  return { status, create, revoke, calendar };
}
