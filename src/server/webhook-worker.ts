import type { FastifyInstance } from "fastify";
import { startDueWorker } from "./due-worker";
import { WEBHOOK_BATCH } from "./services/webhook-queue";

/** How often each instance looks for due webhook deliveries: a new event waits at most this long. */
export const WEBHOOK_WORKER_INTERVAL_MS = 5_000;

/**
 * Each instance sends due webhook deliveries every few seconds. Unlike the scheduled work, every
 * instance runs it: each delivery is leased to one worker in the database (services/webhook-queue.ts),
 * so instances share the work and never send one delivery at the same time.
 */
export function startWebhookWorker(
  app: FastifyInstance,
  intervalMs = WEBHOOK_WORKER_INTERVAL_MS,
): () => Promise<void> {
  return startDueWorker(() => app.services.webhooks.queue.deliverDue(), {
    batch: WEBHOOK_BATCH,
    intervalMs,
    onError: (error) => app.log.error({ err: error }, "webhook deliveries failed"),
  });
}
