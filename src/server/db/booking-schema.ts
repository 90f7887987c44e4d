import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BOOKING_STATUSES } from "../../shared/api/bookings";
import { agentIdColumn, moment, ownerIdColumn, parentIdColumn } from "./owned-columns";
import { agents, calls, users } from "./schema";

// The built-in appointment book: each agent's booking rules, its bookings, and the seats they hold.
// A slot's capacity (tables, chairs, technicians) is kept by the database, not by a count read
// first: a booking claims one numbered seat in every five-minute block of time it touches, and the
// unique key on (agent, block, seat) lets only one claim of a seat commit, however many callers try
// at once (docs/decisions/0027).

/** An agent without a row books nothing: the owner turns the book on. */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    agentId: agentIdColumn(() => agents.id).primaryKey(),
    userId: ownerIdColumn(() => users.id),
    enabled: boolean("enabled").notNull().default(false),
    /** How many bookings one slot holds at once. */
    capacity: integer("capacity").notNull().default(1),
    /** Slots start this many minutes apart, counted from each opening. */
    slotStepMinutes: integer("slot_step_minutes").notNull().default(30),
    /** The soonest a caller may book, from now. */
    leadTimeMinutes: integer("lead_time_minutes").notNull().default(60),
    /** The furthest ahead a caller may book. */
    horizonDays: integer("horizon_days").notNull().default(30),
    /** A service the agent's knowledge gives no duration takes this long. */
    defaultDurationMinutes: integer("default_duration_minutes").notNull().default(30),
    updatedAt: moment("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("booking_settings_capacity_check", sql`${t.capacity} between 1 and 100`),
    check("booking_settings_step_check", sql`${t.slotStepMinutes} between 5 and 240`),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: agentIdColumn(() => agents.id),
    userId: ownerIdColumn(() => users.id),
    callerName: text("caller_name").notNull(),
    /** E.164, as the caller's line gave it or as they said it. */
    callerPhone: text("caller_phone").notNull(),
    serviceName: text("service_name").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    startsAt: moment("starts_at").notNull(),
    endsAt: moment("ends_at").notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("booked"),
    /** The call the booking was made in, kept when the call is deleted. */
    callId: uuid("call_id").references(() => calls.id, { onDelete: "set null" }),
    createdAt: moment("created_at").notNull().defaultNow(),
    updatedAt: moment("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("bookings_agent_start_idx").on(t.agentId, t.startsAt),
    index("bookings_user_start_idx").on(t.userId, t.startsAt),
    index("bookings_agent_phone_idx").on(t.agentId, t.callerPhone),
  ],
);

/**
 * The seats a live booking holds: one row per five-minute block it touches (services/booking-slots.ts,
 * BLOCK_MINUTES), `slot_start` being the block's start. Cancelling or moving a booking
 * deletes its rows, which frees the seats for the next caller.
 */
export const bookingSeats = pgTable(
  "booking_seats",
  {
    agentId: agentIdColumn(() => agents.id),
    slotStart: moment("slot_start").notNull(),
    /** 1 to the agent's capacity. */
    seat: integer("seat").notNull(),
    bookingId: parentIdColumn("booking_id", () => bookings.id),
  },
  (t) => [
    primaryKey({ name: "booking_seats_pkey", columns: [t.agentId, t.slotStart, t.seat] }),
    index("booking_seats_booking_idx").on(t.bookingId),
  ],
);

/**
 * The owner's private calendar feed of their bookings: the secret in its address is never stored,
 * only its SHA-256. Making a new address replaces the row, so the old one stops working; revoking
 * deletes it.
 */
export const bookingFeeds = pgTable(
  "booking_feeds",
  {
    userId: ownerIdColumn(() => users.id).primaryKey(),
    tokenHash: text("token_hash").notNull(),
    createdAt: moment("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("booking_feeds_token_idx").on(t.tokenHash)],
);

export const BOOKING_NOTICE_KINDS = ["caller_text", "owner_mail"] as const;
export const BOOKING_NOTICE_STATUSES = ["pending", "sending", "sent", "failed"] as const;

/**
 * What a new booking's caller and owner are sent (the caller's text, the owner's mail), stored with
 * the booking and sent after it commits (services/booking-notices.ts). The unique key makes each
 * one a single row; a row leaves `pending` for `sending` once, so it is never sent twice.
 */
export const bookingNotices = pgTable(
  "booking_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: parentIdColumn("booking_id", () => bookings.id),
    userId: ownerIdColumn(() => users.id),
    kind: text("kind", { enum: BOOKING_NOTICE_KINDS }).notNull(),
    status: text("status", { enum: BOOKING_NOTICE_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: moment("next_attempt_at").notNull(),
    lastError: text("last_error"),
    createdAt: moment("created_at").notNull().defaultNow(),
    sentAt: moment("sent_at"),
  },
  (t) => [
    uniqueIndex("booking_notices_booking_kind_idx").on(t.bookingId, t.kind),
    index("booking_notices_due_idx").on(t.status, t.nextAttemptAt),
  ],
);
