import type { FastifyInstance } from "fastify";
import { startDueWorker } from "./due-worker";
import { BOOKING_NOTICE_BATCH } from "./services/booking-notices";

/**
 * How often each instance looks for a new booking's text or mail still to send: one to try again,
 * or one whose instance stopped before sending it. A new booking's own notices go at once.
 */
export const BOOKING_NOTICE_WORKER_INTERVAL_MS = 15_000;

/** Every instance runs it; each notice is claimed by one worker in the database (services/booking-notices.ts). */
export function startBookingNoticeWorker(
  app: FastifyInstance,
  intervalMs = BOOKING_NOTICE_WORKER_INTERVAL_MS,
): () => Promise<void> {
  return startDueWorker(() => app.services.bookingNotices.deliverDue(), {
    batch: BOOKING_NOTICE_BATCH,
    intervalMs,
    onError: (error) => app.log.error({ err: error }, "booking notices failed"),
  });
}
