import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bookings } from "./booking-schema";
import { extensionIdColumn, moment, ownerIdColumn } from "./owned-columns";
import { agents, users } from "./schema";

// An agent's appointment book kept in the owner's Cal.com account: the connection (the owner's API
// key, sealed by services/secret-box.ts, never stored or shown in plain) and, for every booking a
// caller made through it, the Cal.com booking behind the local row the Bookings page shows.

export const calcomConnections = pgTable("calcom_connections", {
  agentId: extensionIdColumn("agent_id", () => agents.id),
  userId: ownerIdColumn(() => users.id),
  /** The owner's Cal.com API key, sealed: "sb1.<iv>.<ciphertext>.<tag>". */
  apiKeySealed: text("api_key_sealed").notNull(),
  /** The event type callers book: Cal.com's bookings name one. */
  eventTypeId: integer("event_type_id").notNull(),
  eventTypeTitle: text("event_type_title").notNull(),
  eventTypeMinutes: integer("event_type_minutes").notNull(),
  connectedAt: moment("connected_at").notNull(),
});

/** The Cal.com booking a local booking stands for; a move there gives it a new uid. */
export const calcomBookings = pgTable(
  "calcom_bookings",
  {
    bookingId: extensionIdColumn("booking_id", () => bookings.id),
    calcomUid: text("calcom_uid").notNull(),
  },
  (t) => [uniqueIndex("calcom_bookings_uid_idx").on(t.calcomUid)],
);
