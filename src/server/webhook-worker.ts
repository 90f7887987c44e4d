import type { FastifyInstance } from "fastify";
import { WEBHOOK_BATCH } from "./services/webhook-queue";

/** How often each instance looks for due webhook deliveries: a new event waits at most this long. */
export const WEBHOOK_WORKER_INTERVAL_MS = 5_000;

/**
 * Each instance sends due webhook deliveries every few seconds. Unlike the scheduled work, every
 * instance runs it: each delivery is leased to one worker in the database (services/webhook-queue.ts),
 * so instances share the work and never send one delivery at the same time. The returned function
 * stops it and waits for a pass in progress, so the database is not closed under it.
 */
export function startWebhookWorker(
  app: FastifyInstance,
  intervalMs = WEBHOOK_WORKER_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = async () => {
    // A full batch means more may be due: keep going until a pass finds less.
    while (!stopped && (await app.services.webhooks.queue.deliverDue()) >= WEBHOOK_BATCH);
  };
  const run = () => {
    running ??= pass()
      .catch((error: unknown) => app.log.error({ err: error }, "webhook deliveries failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
