import { index, integer, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import type { WebhookDeliveryType, WebhookEventType } from "../../shared/catalog/webhooks";
import { moment, ownerIdColumn, parentIdColumn } from "./owned-columns";
import { users } from "./schema";

// The owner's webhook endpoints and the durable queue of their deliveries: one row per event and
// endpoint, claimed by whichever instance's worker leases it first.

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerIdColumn(() => users.id),
    url: text("url").notNull(),
    events: jsonb("events").$type<WebhookEventType[]>().notNull(),
    // The HMAC key must be read back to sign each delivery, so it cannot be stored as a hash
    // (docs/decisions/0028-webhook-deliveries.md); it is stored sealed by services/secret-box.ts
    // (docs/decisions/0029-calcom-and-secrets-at-rest.md).
    signingSecret: text("signing_secret").notNull(),
    createdAt: moment("created_at").notNull(),
    // A removed endpoint is kept disabled so its delivery log still names it.
    disabledAt: moment("disabled_at"),
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId)],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: parentIdColumn("endpoint_id", () => webhookEndpoints.id),
    userId: ownerIdColumn(() => users.id),
    // The idempotency key the receiver sees: the same for every endpoint and every attempt.
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").$type<WebhookDeliveryType>().notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: moment("created_at").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: moment("next_attempt_at").notNull(),
    // A worker's lease: until then no other instance claims the row.
    lockedUntil: moment("locked_until"),
    lastAttemptAt: moment("last_attempt_at"),
    lastResponseStatus: integer("last_response_status"),
    lastResponseExcerpt: text("last_response_excerpt"),
    lastError: text("last_error"),
    deliveredAt: moment("delivered_at"),
  },
  (t) => [
    unique("webhook_deliveries_endpoint_event_unique").on(t.endpointId, t.eventId),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_user_created_idx").on(t.userId, t.createdAt),
  ],
);
