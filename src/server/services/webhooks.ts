import { randomUUID } from "node:crypto";
import { and, count, desc, eq, isNull, notLike } from "drizzle-orm";
import type {
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookEndpoint,
} from "../../shared/api/webhooks";
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_TEST_EVENT } from "../../shared/catalog/webhooks";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";
import { DomainError } from "./domain-errors";
import { effectivePlan } from "./licence";
import type { SessionUser } from "./sessions";
import { createWebhookQueue, type WebhookDeps } from "./webhook-queue";
import { newWebhookSecret } from "./webhook-signing";

const DELIVERIES_SHOWN = 50;

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return { id: row.id, url: row.url, events: row.events, createdAt: row.createdAt.toISOString() };
}

function toDelivery(row: DeliveryRow, url: string): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    url,
    eventId: row.eventId,
    eventType: row.eventType,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastResponseStatus: row.lastResponseStatus,
    lastResponseExcerpt: row.lastResponseExcerpt,
    lastError: row.lastError,
  };
}

/** The owner's webhook endpoints (Plus only, while its licence runs) and their delivery log. */
export function createWebhookService(deps: WebhookDeps) {
  const { db, clock, sender, secrets } = deps;
  const queue = createWebhookQueue(deps);

  function requirePlus(user: SessionUser): void {
    if (effectivePlan(user, clock()) !== "plus")
      throw new DomainError("WebhooksNeedPlus", { licenceEnded: user.subscriptionPlan === "plus" });
  }

  async function ownEndpoint(userId: string, endpointId: string): Promise<EndpointRow> {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          eq(webhookEndpoints.userId, userId),
          isNull(webhookEndpoints.disabledAt),
        ),
      );
    if (!row) throw new DomainError("WebhookEndpointNotFound");
    return row;
  }

  /** An owner's URL is refused unless it is https and its name resolves to public addresses only. */
  async function checkUrl(url: string): Promise<void> {
    const refusal = await sender.check(url);
    if (refusal === "notHttps") throw new DomainError("WebhookUrlNotHttps");
    const host = new URL(url).hostname;
    if (refusal === "unresolvable") throw new DomainError("WebhookUrlUnresolvable", { host });
    if (refusal === "privateAddress") throw new DomainError("WebhookUrlPrivate", { host });
  }

  return {
    queue,

    async list(userId: string): Promise<WebhookEndpoint[]> {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.disabledAt)))
        .orderBy(desc(webhookEndpoints.createdAt));
      return rows.map(toEndpoint);
    },

    /** Registers a URL once its name resolves to public addresses only; the secret is shown this once. */
    async create(user: SessionUser, input: CreateWebhookEndpointRequest) {
      requirePlus(user);
      const [registered] = await db
        .select({ count: count() })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.userId, user.id), isNull(webhookEndpoints.disabledAt)));
      if ((registered?.count ?? 0) >= WEBHOOK_ENDPOINTS_MAX)
        throw new DomainError("TooManyWebhookEndpoints", { limit: WEBHOOK_ENDPOINTS_MAX });
      await checkUrl(input.url);
      const signingSecret = newWebhookSecret();
      const [row] = await db
        .insert(webhookEndpoints)
        .values({
          userId: user.id,
          url: input.url,
          events: [...new Set(input.events)],
          // The owner sees it this once; stored, it is sealed (services/secret-box.ts).
          signingSecret: secrets.seal(signingSecret),
          createdAt: clock(),
        })
        .returning();
      return { endpoint: toEndpoint(row!), signingSecret };
    },

    /**
     * A new URL and events for an endpoint, under the rules of registering one. The signing secret
     * stays; deliveries still pending go to the new URL, as each attempt reads the endpoint's URL.
     */
    async update(user: SessionUser, endpointId: string, input: UpdateWebhookEndpointRequest) {
      requirePlus(user);
      await ownEndpoint(user.id, endpointId);
      await checkUrl(input.url);
      const [row] = await db
        .update(webhookEndpoints)
        .set({ url: input.url, events: [...new Set(input.events)] })
        .where(
          and(
            eq(webhookEndpoints.id, endpointId),
            eq(webhookEndpoints.userId, user.id),
            isNull(webhookEndpoints.disabledAt),
          ),
        )
        .returning();
      // Removed while its URL was being checked.
      if (!row) throw new DomainError("WebhookEndpointNotFound");
      return toEndpoint(row);
    },

    /** Disables the endpoint (its log keeps naming it); what it had pending is not sent. */
    async remove(userId: string, endpointId: string): Promise<void> {
      const removed = await db
        .update(webhookEndpoints)
        .set({ disabledAt: clock() })
        .where(
          and(
            eq(webhookEndpoints.id, endpointId),
            eq(webhookEndpoints.userId, userId),
            isNull(webhookEndpoints.disabledAt),
          ),
        )
        .returning({ id: webhookEndpoints.id });
      if (removed.length === 0) throw new DomainError("WebhookEndpointNotFound");
      await db
        .update(webhookDeliveries)
        .set({ status: "failed", lastError: "The endpoint was removed before this event was delivered." })
        .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, "pending")));
    },

    /**
     * A signed webhook.test event to one endpoint, sent at once; if it fails it is retried like any
     * other delivery. Answers the delivery as it stands.
     */
    async sendTest(user: SessionUser, endpointId: string): Promise<WebhookDelivery> {
      requirePlus(user);
      const endpoint = await ownEndpoint(user.id, endpointId);
      const now = clock();
      const [queued] = await db
        .insert(webhookDeliveries)
        .values({
          endpointId,
          userId: user.id,
          eventId: randomUUID(),
          eventType: WEBHOOK_TEST_EVENT,
          payload: { message: "A test event sent from Switchboard's settings." },
          createdAt: now,
          status: "pending",
          nextAttemptAt: now,
        })
        .returning();
      const sent = await queue.deliverNow(queued!.id);
      return toDelivery(sent ?? queued!, endpoint.url);
    },

    /**
     * Seals the signing secrets stored in plain before they were sealed; run at startup. Each row is
     * changed only if it still holds the plain secret read, so instances starting together agree.
     * Answers how many it sealed.
     */
    async sealPlainSigningSecrets(): Promise<number> {
      const plain = await db
        .select({ id: webhookEndpoints.id, signingSecret: webhookEndpoints.signingSecret })
        .from(webhookEndpoints)
        .where(notLike(webhookEndpoints.signingSecret, "sb1.%"));
      let sealed = 0;
      for (const row of plain) {
        const changed = await db
          .update(webhookEndpoints)
          .set({ signingSecret: secrets.seal(row.signingSecret) })
          .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.signingSecret, row.signingSecret)))
          .returning({ id: webhookEndpoints.id });
        sealed += changed.length;
      }
      return sealed;
    },

    async deliveries(userId: string): Promise<WebhookDelivery[]> {
      const rows = await db
        .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.userId, userId))
        .orderBy(desc(webhookDeliveries.createdAt))
        .limit(DELIVERIES_SHOWN);
      return rows.map(({ delivery, url }) => toDelivery(delivery, url));
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
