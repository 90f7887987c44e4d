import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import {
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEventType,
} from "../../shared/catalog/webhooks";
import type { Db } from "../db/client";
import { users, webhookDeliveries, webhookEndpoints } from "../db/schema";
import type { WebhookOutcome, WebhookSender } from "../integrations/webhooks/webhook-sender";
import type { Clock } from "./clock";
import type { Tx } from "./ledger";
import { effectivePlan } from "./licence";
import type { SecretBox } from "./secret-box";
import { signingSecretOf, webhookSignature } from "./webhook-signing";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A worker's hold on the deliveries it claimed: longer than a send with its timeout. */
export const WEBHOOK_LEASE_MS = 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const RETRY_WINDOW_MS = WEBHOOK_RETRY_HOURS * 60 * 60_000;
/** How long the delivery log keeps an event that was delivered or given up on. */
export const WEBHOOK_LOG_KEPT_MS = 30 * 86_400_000;
/** Deliveries one worker sends at once; each waits at most the sender's timeout. */
export const WEBHOOK_BATCH = 20;

/** The wait after the n-th failed attempt: 30 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** The body every attempt of a delivery sends, byte for byte. */
export function deliveryBody(
  row: Pick<DeliveryRow, "eventId" | "eventType" | "createdAt" | "payload">,
): string {
  return JSON.stringify({
    id: row.eventId,
    type: row.eventType,
    createdAt: row.createdAt.toISOString(),
    data: row.payload,
  });
}

const REFUSAL_SENTENCES = {
  notHttps: "The URL is not an https URL.",
  unresolvable: "The URL's host name did not resolve.",
  privateAddress:
    "The URL's host name resolved to a private, loopback or link-local address; nothing was sent.",
};

function attemptResult(outcome: WebhookOutcome) {
  if (outcome.kind === "response") {
    const ok = outcome.status >= 200 && outcome.status < 300;
    return {
      ok,
      lastResponseStatus: outcome.status,
      lastResponseExcerpt: outcome.bodyExcerpt,
      lastError: ok ? null : `The receiver answered ${outcome.status}.`,
    };
  }
  const lastError =
    outcome.kind === "refused" ? REFUSAL_SENTENCES[outcome.refusal] : `The request failed: ${outcome.error}.`;
  return { ok: false, lastResponseStatus: null, lastResponseExcerpt: null, lastError };
}

/**
 * The durable queue of webhook deliveries. An event is stored with the change that caused it (in the
 * caller's transaction), one row per subscribed endpoint; any instance's worker claims due rows
 * with a lease, so several instances never send the same row at once, and a row whose worker died
 * is claimed again once its lease runs out: every event arrives at least once.
 */
/** What the webhook queue and the owner's webhook service are made with. */
export type WebhookDeps = { db: Db; clock: Clock; sender: WebhookSender; secrets: SecretBox };

export function createWebhookQueue({ db, clock, sender, secrets }: WebhookDeps) {
  async function send(row: DeliveryRow, endpoint: { url: string; signingSecret: string } | undefined) {
    const now = clock();
    const outcome: WebhookOutcome = endpoint
      ? await sender.post({
          url: endpoint.url,
          body: deliveryBody(row),
          headers: {
            [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(
              signingSecretOf(endpoint.signingSecret, secrets),
              deliveryBody(row),
              now,
            ),
            [WEBHOOK_EVENT_ID_HEADER]: row.eventId,
            [WEBHOOK_EVENT_HEADER]: row.eventType,
          },
        })
      : { kind: "failed", error: "the endpoint was removed" };
    const result = attemptResult(outcome);
    const answeredAt = clock();
    const deadline = row.createdAt.getTime() + RETRY_WINDOW_MS;
    const givenUp = !endpoint || answeredAt.getTime() >= deadline;
    const next = Math.min(answeredAt.getTime() + retryDelayMs(row.attempts), deadline);
    // Only the worker holding this attempt's lease records it: a worker whose lease ran out
    // meanwhile (and whose row another worker claimed) changes nothing.
    const [recorded] = await db
      .update(webhookDeliveries)
      .set({
        status: result.ok ? "delivered" : givenUp ? "failed" : "pending",
        deliveredAt: result.ok ? answeredAt : null,
        nextAttemptAt: result.ok || givenUp ? row.nextAttemptAt : new Date(next),
        lockedUntil: null,
        lastResponseStatus: result.lastResponseStatus,
        lastResponseExcerpt: result.lastResponseExcerpt,
        lastError: result.lastError,
      })
      .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.attempts, row.attempts)))
      .returning();
    return recorded ?? row;
  }

  /** Leases due deliveries (or the one named) to this worker; safe with several instances. */
  async function claim(only: { id?: string; userId?: string } = {}): Promise<DeliveryRow[]> {
    const now = clock();
    const due = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, "pending"),
          lte(webhookDeliveries.nextAttemptAt, now),
          or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, now)),
          only.id ? eq(webhookDeliveries.id, only.id) : undefined,
          only.userId ? eq(webhookDeliveries.userId, only.userId) : undefined,
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(WEBHOOK_BATCH)
      .for("update", { skipLocked: true });
    return db
      .update(webhookDeliveries)
      .set({
        lockedUntil: new Date(now.getTime() + WEBHOOK_LEASE_MS),
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lastAttemptAt: now,
      })
      .where(inArray(webhookDeliveries.id, due))
      .returning();
  }

  async function deliver(rows: DeliveryRow[]): Promise<DeliveryRow[]> {
    if (rows.length === 0) return [];
    const endpoints = await db
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          inArray(webhookEndpoints.id, [...new Set(rows.map((row) => row.endpointId))]),
          isNull(webhookEndpoints.disabledAt),
        ),
      );
    const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
    return Promise.all(rows.map((row) => send(row, byId.get(row.endpointId))));
  }

  return {
    /**
     * Stores the event for each of the owner's endpoints that subscribed to it, in `tx` when the
     * caller has one, so the event exists exactly when the change does. Owners off Plus (or whose
     * licence ended) have no deliveries. Answers the event's id, or null when nobody listens.
     */
    async enqueue(
      userId: string,
      eventType: WebhookEventType,
      payload: Record<string, unknown>,
      tx: Tx = db,
    ): Promise<string | null> {
      const now = clock();
      const listening = await tx
        .select({ id: webhookEndpoints.id, owner: users })
        .from(webhookEndpoints)
        .innerJoin(users, eq(users.id, webhookEndpoints.userId))
        .where(
          and(
            eq(webhookEndpoints.userId, userId),
            isNull(webhookEndpoints.disabledAt),
            sql`${webhookEndpoints.events} @> ${JSON.stringify([eventType])}::jsonb`,
          ),
        );
      const endpoints = listening.filter(({ owner }) => effectivePlan(owner, now) === "plus");
      if (endpoints.length === 0) return null;
      const eventId = randomUUID();
      await tx.insert(webhookDeliveries).values(
        endpoints.map(({ id }) => ({
          endpointId: id,
          userId,
          eventId,
          eventType,
          payload,
          createdAt: now,
          status: "pending" as const,
          nextAttemptAt: now,
        })),
      );
      return eventId;
    },

    /**
     * One worker's pass: claims what is due, sends it, records each answer. Answers how many were
     * sent. A test on a database other test files share passes its owner, to send only its own.
     */
    async deliverDue(only: { userId?: string } = {}): Promise<number> {
      return (await deliver(await claim(only))).length;
    },

    /** Forgets deliveries delivered or given up on more than 30 days ago (the scheduled work). */
    async purgeOld(): Promise<number> {
      const before = new Date(clock().getTime() - WEBHOOK_LOG_KEPT_MS);
      const purged = await db
        .delete(webhookDeliveries)
        .where(and(ne(webhookDeliveries.status, "pending"), lt(webhookDeliveries.createdAt, before)))
        .returning({ id: webhookDeliveries.id });
      return purged.length;
    },

    /** Sends one pending delivery now (the owner's test event), unless a worker holds it. */
    async deliverNow(deliveryId: string): Promise<DeliveryRow | undefined> {
      const [sent] = await deliver(await claim({ id: deliveryId }));
      return sent;
    },
  };
}

export type WebhookQueue = ReturnType<typeof createWebhookQueue>;
