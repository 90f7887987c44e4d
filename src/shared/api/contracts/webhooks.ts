import * as z from "zod/mini";
import { defineContract } from "../contract";
import { ApiErrorSchema } from "../errors";
import {
  CreateWebhookEndpointRequestSchema,
  CreateWebhookEndpointResponseSchema,
  TestWebhookResponseSchema,
  UpdateWebhookEndpointRequestSchema,
  WebhookDeliveriesResponseSchema,
  WebhookEndpointParamsSchema,
  WebhookEndpointResponseSchema,
  WebhookEndpointsResponseSchema,
} from "../webhooks";
import { ownerErrors } from "./owner-errors";

// The owner's webhook endpoints and their delivery log (Plus).

export const listWebhookEndpoints = defineContract({
  method: "GET",
  path: "/api/webhooks",
  auth: "owner-or-key",
  tags: ["settings"],
  summary: "The owner's webhook endpoints (never their signing secrets)",
  response: { 200: WebhookEndpointsResponseSchema, 401: ApiErrorSchema },
});

export const createWebhookEndpoint = defineContract({
  method: "POST",
  path: "/api/webhooks",
  auth: "owner-or-key",
  tags: ["settings"],
  summary: "Register an https URL for events (Plus); its signing secret is shown once",
  body: CreateWebhookEndpointRequestSchema,
  response: { 201: CreateWebhookEndpointResponseSchema, ...ownerErrors },
});

export const updateWebhookEndpoint = defineContract({
  method: "PUT",
  path: "/api/webhooks/:id",
  auth: "owner-or-key",
  tags: ["settings"],
  summary:
    "Change an endpoint's URL and events (Plus), checked as at registration; its signing secret stays, and deliveries still pending go to the new URL",
  params: WebhookEndpointParamsSchema,
  body: UpdateWebhookEndpointRequestSchema,
  response: { 200: WebhookEndpointResponseSchema, ...ownerErrors },
});

export const deleteWebhookEndpoint = defineContract({
  method: "DELETE",
  path: "/api/webhooks/:id",
  auth: "owner-or-key",
  tags: ["settings"],
  summary: "Remove a webhook endpoint; its pending deliveries are not sent",
  params: WebhookEndpointParamsSchema,
  response: { 200: z.object({ success: z.literal(true) }), ...ownerErrors },
});

export const sendTestWebhook = defineContract({
  method: "POST",
  path: "/api/webhooks/:id/test",
  auth: "owner-or-key",
  tags: ["settings"],
  summary: "Send a signed webhook.test event to the endpoint now; answers the delivery",
  params: WebhookEndpointParamsSchema,
  response: { 200: TestWebhookResponseSchema, ...ownerErrors },
});

export const listWebhookDeliveries = defineContract({
  method: "GET",
  path: "/api/webhook-deliveries",
  auth: "owner-or-key",
  tags: ["settings"],
  summary: "The latest deliveries to the owner's endpoints, with each one's last response",
  response: { 200: WebhookDeliveriesResponseSchema, 401: ApiErrorSchema },
});
