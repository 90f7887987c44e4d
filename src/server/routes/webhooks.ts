import type { FastifyInstance } from "fastify";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  sendTestWebhook,
  updateWebhookEndpoint,
} from "../../shared/api/contracts/webhooks";
import { route } from "../http/contract-route";
import type { Services } from "../services/services";

/** The owner's webhook endpoints and their delivery log (Settings). */
export function webhookRoutes(app: FastifyInstance, { webhooks }: Services): void {
  route(app, listWebhookEndpoints, async (request) => ({ endpoints: await webhooks.list(request.owner.id) }));

  route(app, createWebhookEndpoint, async (request, reply) =>
    reply.status(201).send(await webhooks.create(request.owner, request.body)),
  );

  route(app, updateWebhookEndpoint, async (request) => ({
    endpoint: await webhooks.update(request.owner, request.params.id, request.body),
  }));

  route(app, deleteWebhookEndpoint, async (request) => {
    await webhooks.remove(request.owner.id, request.params.id);
    return { success: true as const };
  });

  route(app, sendTestWebhook, async (request) => ({
    delivery: await webhooks.sendTest(request.owner, request.params.id),
  }));

  route(app, listWebhookDeliveries, async (request) => ({
    deliveries: await webhooks.deliveries(request.owner.id),
  }));
}
