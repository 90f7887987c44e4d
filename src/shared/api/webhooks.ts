import * as z from "zod/mini";
import { WEBHOOK_EVENT_TYPES } from "../catalog/webhooks";
import { filledText } from "./text-fields";

// The owner's webhook endpoints (Plus) and the log of their deliveries.

export const WEBHOOK_URL_MAX = 2000;

function parsesAsUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.output<typeof WebhookEndpointSchema>;

export const WebhookEndpointsResponseSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });

export const CreateWebhookEndpointRequestSchema = z.strictObject({
  url: filledText(WEBHOOK_URL_MAX, {
    notText: "Enter the URL that receives the events.",
    missing: "Enter the URL that receives the events.",
    tooLong: `A webhook URL is at most ${WEBHOOK_URL_MAX} characters.`,
  }).check(z.refine(parsesAsUrl, "Enter a whole URL, like https://example.com/switchboard.")),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, "Choose events from the list."), "Choose the events to send.")
    .check(z.minLength(1, "Choose at least one event to send.")),
});
export type CreateWebhookEndpointRequest = z.output<typeof CreateWebhookEndpointRequestSchema>;

/** A registered endpoint's new URL and events, in full; its signing secret stays as it is. */
export const UpdateWebhookEndpointRequestSchema = CreateWebhookEndpointRequestSchema;
export type UpdateWebhookEndpointRequest = z.output<typeof UpdateWebhookEndpointRequestSchema>;
export const WebhookEndpointResponseSchema = z.object({ endpoint: WebhookEndpointSchema });

/** The signing secret is shown this once; the server never shows it again. */
export const CreateWebhookEndpointResponseSchema = z.object({
  endpoint: WebhookEndpointSchema,
  signingSecret: z.string(),
});

export const WebhookEndpointParamsSchema = z.strictObject({ id: z.uuid("Unknown webhook endpoint.") });

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  url: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  createdAt: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number(),
  nextAttemptAt: z.nullable(z.string()),
  lastAttemptAt: z.nullable(z.string()),
  lastResponseStatus: z.nullable(z.number()),
  lastResponseExcerpt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
});
export type WebhookDelivery = z.output<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesResponseSchema = z.object({ deliveries: z.array(WebhookDeliverySchema) });
export const TestWebhookResponseSchema = z.object({ delivery: WebhookDeliverySchema });
