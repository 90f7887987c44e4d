import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorSchema } from "../../shared/api/errors";
import {
  AddBalanceDirectRequestSchema,
  AddBalanceDirectResponseSchema,
  AddBalanceRequestSchema,
  CardErrorResponseSchema,
  ClientSecretResponseSchema,
  CreatePaymentIntentRequestSchema,
  LinkSubscriptionRequestSchema,
  LinkSubscriptionResponseSchema,
  OfflineConfirmRequestSchema,
  OfflineConfirmResponseSchema,
  PaymentIntentIdSchema,
  PaymentMethodParamsSchema,
  PaymentMethodsResponseSchema,
  PaymentsConfigResponseSchema,
  UpdateUserSettingsRequestSchema,
  UpgradeSubscriptionRequestSchema,
  UpgradeSubscriptionResponseSchema,
  UpgradeWithBalanceRequestSchema,
  UpgradeWithBalanceResponseSchema,
  UserSettingsSchema,
  VerifyCvvRequestSchema,
  VerifyCvvResponseSchema,
} from "../../shared/api/payments";
import { centsToDollars } from "../../shared/catalog/billing";
import type { Db } from "../db/client";
import { processedWebhookEvents } from "../db/schema";
import { HttpError, tooManyRequests } from "../http/http-error";
import { requireUser } from "../http/session";
import type { OfflineProcessor } from "../integrations/payments/offline-processor";
import { CardError, type PaymentProcessor, WebhookSignatureError } from "../integrations/payments/payments";
import { type Limit, minutesSentence } from "../services/rate-limiter";
import type { Services } from "../services/services";

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  402: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
};
const SuccessSchema = z.object({ success: z.literal(true) });

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";
export const LICENCE_CHECKOUTS_PER_ADDRESS: Limit = { max: 20, windowMs: 60 * 60_000 };

type Options = {
  db: Db;
  processor: PaymentProcessor;
  publishableKey: string | null;
  offlineProcessor: OfflineProcessor | null;
};

// Spec 001 §7 and issue 4: checkout, top-ups, saved cards, auto-recharge, upgrade.
export function paymentRoutes(app: FastifyInstance, services: Services, options: Options): void {
  const { sessions, payments, paymentSettings } = services;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/payments/config",
    {
      schema: {
        tags: ["payments"],
        summary: "Which card processor the browser talks to",
        response: { 200: PaymentsConfigResponseSchema },
      },
    },
    async () => ({ processor: payments.kind, publishableKey: options.publishableKey }),
  );

  api.post(
    "/api/create-payment-intent",
    {
      schema: {
        tags: ["payments"],
        summary: "Start the licence payment of checkout (before signup); the plan sets the price",
        body: CreatePaymentIntentRequestSchema,
        response: { 200: ClientSecretResponseSchema, ...errors },
      },
    },
    async (request) => {
      // Anyone may start a checkout, so one address may start only a few an hour.
      const attempt = await services.limiter.hit(
        `licence-checkout:${request.ip}`,
        LICENCE_CHECKOUTS_PER_ADDRESS,
      );
      if (!attempt.allowed) {
        throw tooManyRequests(
          `Too many checkouts were started from here. Try again ${minutesSentence(attempt.retryAfterSeconds)}.`,
          attempt.retryAfterSeconds,
        );
      }
      const intent = await payments.startLicence(request.body.email, request.body.plan);
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
    },
  );

  api.post(
    "/api/link-subscription",
    {
      schema: {
        tags: ["payments"],
        summary: "Attach the licence paid with this account's email; sets the plan for a year",
        body: LinkSubscriptionRequestSchema,
        response: { 200: LinkSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      const linked = await payments.linkSubscription(user);
      return { success: true as const, plan: linked.plan, planExpiresAt: linked.planExpiresAt.toISOString() };
    },
  );

  api.post(
    "/api/add-balance",
    {
      schema: {
        tags: ["payments"],
        summary: "Start a balance top-up; answers the payment's client secret",
        body: AddBalanceRequestSchema,
        response: { 200: ClientSecretResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      const intent = await payments.startTopUp(user.id, request.body.amount);
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
    },
  );

  api.post(
    "/api/add-balance-direct",
    {
      schema: {
        tags: ["payments"],
        summary: "Credit a succeeded top-up now (the webhook credits it otherwise); once only",
        body: AddBalanceDirectRequestSchema,
        response: { 200: AddBalanceDirectResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return { success: true as const, ...(await payments.completeTopUp(user.id, request.body)) };
    },
  );

  api.get(
    "/api/payment-methods",
    {
      schema: {
        tags: ["settings"],
        summary: "The owner's saved cards (brand, last 4, expiry, name)",
        response: { 200: PaymentMethodsResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return { paymentMethods: await paymentSettings.cards(user.id) };
    },
  );

  api.delete(
    "/api/payment-methods/:id",
    {
      schema: {
        tags: ["settings"],
        summary: "Remove a saved card",
        params: PaymentMethodParamsSchema,
        response: { 200: SuccessSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      await paymentSettings.removeCard(user.id, request.params.id);
      return { success: true as const };
    },
  );

  api.post(
    "/api/verify-cvv",
    {
      schema: {
        tags: ["settings"],
        summary: "Check a saved card's security code before showing its details (5 tries an hour)",
        body: VerifyCvvRequestSchema,
        response: { 200: VerifyCvvResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return paymentSettings.verifyCvc(user.id, request.body.cvv, request.body.paymentMethodId);
    },
  );

  api.get(
    "/api/user-settings",
    {
      schema: {
        tags: ["settings"],
        summary: "Auto-recharge settings",
        response: { 200: UserSettingsSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => paymentSettings.settings((await requireUser(request, sessions)).id),
  );

  api.patch(
    "/api/user-settings",
    {
      schema: {
        tags: ["settings"],
        summary: "Change auto-recharge settings",
        body: UpdateUserSettingsRequestSchema,
        response: { 200: UserSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return paymentSettings.updateSettings(user.id, request.body);
    },
  );

  api.post(
    "/api/upgrade-with-balance",
    {
      schema: {
        tags: ["upgrade"],
        summary: "Upgrade to Plus, paying $25 from the balance",
        body: UpgradeWithBalanceRequestSchema,
        response: { 200: UpgradeWithBalanceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return { success: true as const, balance: centsToDollars(await payments.upgradeWithBalance(user.id)) };
    },
  );

  api.post(
    "/api/upgrade-subscription",
    {
      schema: {
        tags: ["upgrade"],
        summary: "Start a card payment of the $25 upgrade to Plus",
        body: UpgradeSubscriptionRequestSchema,
        response: { 200: UpgradeSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      const intent = await payments.startUpgradeByCard(user.id, user.subscriptionPlan);
      return { success: true, clientSecret: intent.clientSecret };
    },
  );

  api.post(
    "/api/upgrade-complete",
    {
      schema: {
        tags: ["upgrade"],
        summary: "Apply a succeeded upgrade payment (the webhook applies it otherwise)",
        body: z.strictObject({ paymentIntentId: PaymentIntentIdSchema }),
        response: {
          200: z.object({ success: z.literal(true), plan: z.enum(["simple", "plus"]) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      await payments.completeUpgrade(user.id, request.body.paymentIntentId);
      return { success: true as const, plan: "plus" as const };
    },
  );

  const offline = options.offlineProcessor;
  if (offline) {
    // Exists only while the offline processor is in use (issue 4 §1).
    api.post(
      "/api/offline-payments/confirm",
      {
        schema: {
          tags: ["payments"],
          summary: "Offline processor: confirm a payment with a card (the stand-in for Stripe.js)",
          body: OfflineConfirmRequestSchema,
          response: { 200: OfflineConfirmResponseSchema, 400: ApiErrorSchema, 402: CardErrorResponseSchema },
        },
      },
      async (request, reply) => {
        try {
          const intent = await offline.confirmWithCard(request.body.clientSecret, request.body.card);
          return { id: intent.id, status: intent.status };
        } catch (error) {
          if (!(error instanceof CardError)) throw error;
          if (error.code === "resource_missing" || error.code === "payment_intent_unexpected_state") {
            throw new HttpError(400, error.message);
          }
          return reply.status(402).send({ error: error.message, code: error.code });
        }
      },
    );
  }

  if (options.processor.kind === "stripe") registerStripeWebhook(app, services, options);
}

/**
 * Issue 4 §1: Stripe's webhook, verified on the raw body with the signing secret
 * (5-minute tolerance); each event id is handled once. It is exempt from the
 * same-origin check because the signature proves where it came from.
 */
function registerStripeWebhook(app: FastifyInstance, { payments }: Services, options: Options): void {
  app.register(async (webhook) => {
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw new HttpError(400, "Send the event as JSON.");
      let event: ReturnType<PaymentProcessor["parseWebhook"]>;
      try {
        event = options.processor.parseWebhook(
          raw,
          request.headers["stripe-signature"] as string | undefined,
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw new HttpError(400, `Webhook signature refused: ${error.message}`);
        throw error;
      }
      if (!event) return reply.send({ received: true });
      const fresh = await options.db
        .insert(processedWebhookEvents)
        .values({ eventId: event.id })
        .onConflictDoNothing()
        .returning();
      if (fresh.length === 0) return reply.send({ received: true, duplicate: true });
      try {
        await payments.handleEvent(event);
      } catch (error) {
        // Stripe retries a failed delivery, so the event must not stay marked as handled.
        await options.db.delete(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, event.id));
        throw error;
      }
      return reply.send({ received: true });
    });
  });
}
