// The events an owner's webhook endpoints may subscribe to, read by the server, the settings page
// and the documentation page.
export const WEBHOOK_EVENT_TYPES = [
  "call.completed",
  "message.taken",
  "booking.created",
  "booking.cancelled",
  "transfer.completed",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event an owner sends to an endpoint from Settings to try it; nobody subscribes to it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** What a delivery may carry. */
export type WebhookDeliveryType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  "call.completed": "A call ended; carries the call with its transcript and any message taken.",
  "message.taken": "A call that ended left a message for the business.",
  "booking.created": "An agent booked an appointment.",
  "booking.cancelled": "A booking was cancelled.",
  "transfer.completed": "A caller was put through to a person, who took the call or did not.",
};

/** Endpoints one owner may register. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

/** The headers of every delivery. */
export const WEBHOOK_SIGNATURE_HEADER = "Switchboard-Signature";
export const WEBHOOK_EVENT_ID_HEADER = "Switchboard-Event-Id";
export const WEBHOOK_EVENT_HEADER = "Switchboard-Event";

/** How long an event is retried before its delivery is marked failed. */
export const WEBHOOK_RETRY_HOURS = 24;
