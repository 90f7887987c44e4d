import type { FastifyInstance } from "fastify";
import {
  announceAutoRecharges,
  completeUpgrade,
  confirmOfflinePayment,
  creditTopUp,
  deletePaymentMethod,
  getUserSettings,
  linkSubscription,
  listPaymentMethods,
  paymentsConfig,
  startLicencePayment,
  startTopUp,
  startUpgrade,
  topUpWithSavedCard,
  updateUserSettings,
  upgradeWithBalance,
  verifyCvv,
} from "../../shared/api/contracts/payments";
import { centsToDollars } from "../../shared/catalog/billing";
import { route } from "../http/contract-route";
import { HttpError, tooManyRequests } from "../http/http-error";
import { sessionTokenOf } from "../http/session";
import type { OfflineProcessor } from "../integrations/payments/offline-processor";
import type { PaymentIntent } from "../integrations/payments/payments";
import { CardError, type PaymentProcessor, WebhookSignatureError } from "../integrations/payments/payments";
import { type Limit, minutesSentence } from "../services/rate-limiter";
import type { Services } from "../services/services";

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";
type Options = {
  /** A licence checkout comes before each sign-up, so one address may start as many an hour as it may sign up. */
  licenceCheckoutsPerHourPerAddress: number;
  processor: PaymentProcessor;
  publishableKey: string | null;
  offlineProcessor: OfflineProcessor | null;
};

// Checkout, top-ups, saved cards, auto-recharge, upgrade.
/** The answer to a payment started at the processor: what the browser confirms it with. */
export const startedPayment = (intent: PaymentIntent) => ({
  clientSecret: intent.clientSecret,
  paymentIntentId: intent.id,
});

export function paymentRoutes(app: FastifyInstance, services: Services, options: Options): void {
  const { sessions, payments, paymentSettings } = services;
  const licenceCheckoutLimit: Limit = {
    max: options.licenceCheckoutsPerHourPerAddress,
    windowMs: 60 * 60_000,
  };

  route(app, paymentsConfig, async () => ({
    processor: payments.kind,
    publishableKey: options.publishableKey,
  }));

  route(app, startLicencePayment, async (request) => {
    // Anyone may start a checkout, so one address may start only a few an hour.
    const attempt = await services.limiter.hit(`licence-checkout:${request.ip}`, licenceCheckoutLimit);
    if (!attempt.allowed) {
      throw tooManyRequests(
        `Too many checkouts were started from here. Try again ${minutesSentence(attempt.retryAfterSeconds)}.`,
        attempt.retryAfterSeconds,
      );
    }
    return startedPayment(await payments.startLicence(request.body.email, request.body.plan));
  });

  route(app, linkSubscription, async (request) => {
    const user = request.owner;
    const linked = await payments.linkSubscription(user);
    return { success: true as const, plan: linked.plan, planExpiresAt: linked.planExpiresAt.toISOString() };
  });

  route(app, startTopUp, async (request) =>
    startedPayment(await payments.startTopUp(request.owner.id, request.body.amount)),
  );

  route(app, creditTopUp, async (request) => {
    const user = request.owner;
    const { discrepancy, ...topUp } = await payments.completeTopUp(user.id, request.body);
    // Whichever of the browser and the webhook sees a mismatch first alerts; the other finds it recorded.
    if (discrepancy) app.log.error(`Payment discrepancy: ${discrepancy}`);
    return { success: true as const, ...topUp };
  });

  route(app, topUpWithSavedCard, async (request) =>
    paymentSettings.topUpWithSavedCard(request.owner.id, request.body),
  );

  route(app, listPaymentMethods, async (request) => {
    const user = request.owner;
    // The name on a card is shown only once its CVC is confirmed (POST /api/verify-cvv).
    const cards = await paymentSettings.cards(user.id);
    return { paymentMethods: cards.map(({ cardholderName: _hidden, ...shown }) => shown) };
  });

  route(app, deletePaymentMethod, async (request) => {
    const user = request.owner;
    await paymentSettings.removeCard(user.id, request.params.id);
    return { success: true as const };
  });

  route(app, verifyCvv, async (request) => {
    const user = request.owner;
    return paymentSettings.verifyCvc(user.id, request.body.cvv, request.body.paymentMethodId);
  });

  route(app, getUserSettings, async (request) => paymentSettings.settings(request.owner.id));

  route(app, updateUserSettings, async (request) => {
    const user = request.owner;
    return paymentSettings.updateSettings(user.id, request.body);
  });

  route(app, announceAutoRecharges, async (request) => {
    const user = request.owner;
    return { charges: await payments.announceAutomaticCharges(user.id) };
  });

  route(app, upgradeWithBalance, async (request) => {
    const user = request.owner;
    return { success: true as const, balance: centsToDollars(await payments.upgradeWithBalance(user.id)) };
  });

  route(app, startUpgrade, async (request) => {
    const user = request.owner;
    const intent = await payments.startUpgradeByCard(user);
    return { success: true, clientSecret: intent.clientSecret };
  });

  route(app, completeUpgrade, async (request) => {
    const user = request.owner;
    const { discrepancy } = await payments.completeUpgrade(user.id, request.body.paymentIntentId);
    if (discrepancy) app.log.error(`Payment discrepancy: ${discrepancy}`);
    return { success: true as const, plan: "plus" as const };
  });

  const offline = options.offlineProcessor;
  if (offline) {
    // Exists only while the offline processor is in use.
    route(app, confirmOfflinePayment, async (request, reply) => {
      const token = sessionTokenOf(request);
      const viewer = token ? await sessions.userFor(token) : null;
      try {
        const intent = await offline.confirmWithCard(request.body.clientSecret, request.body.card, (found) =>
          payments.authoriseConfirmation(found.id, viewer?.id ?? null),
        );
        return { id: intent.id, status: intent.status };
      } catch (error) {
        if (!(error instanceof CardError)) throw error;
        if (error.code === "resource_missing" || error.code === "payment_intent_unexpected_state") {
          throw new HttpError(400, error.message);
        }
        return reply.status(402).send({ error: error.message, code: error.code });
      }
    });
  }

  if (options.processor.kind === "stripe") registerStripeWebhook(app, services, options);
}

/**
 * Stripe's webhook, verified on the raw body with the signing secret
 * (5-minute tolerance); each event id is handled once. It is exempt from the
 * same-origin check because the signature proves where it came from.
 */
function registerStripeWebhook(
  app: FastifyInstance,
  { payments, metrics }: Services,
  options: Options,
): void {
  app.register(async (webhook) => {
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      STRIPE_WEBHOOK_PATH,
      { config: { auth: "public" }, schema: { hide: true } },
      async (request, reply) => {
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw new HttpError(400, "Send the event as JSON.");
        let event: ReturnType<PaymentProcessor["parseWebhook"]>;
        try {
          event = options.processor.parseWebhook(
            raw,
            request.headers["stripe-signature"] as string | undefined,
          );
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            metrics.webhookRefusals.inc({ source: "stripe" });
            throw new HttpError(400, `Webhook signature refused: ${error.message}`);
          }
          throw error;
        }
        if (!event) return reply.send({ received: true });
        const { duplicate, discrepancy } = await payments.handleWebhookEvent(event);
        if (duplicate) return reply.send({ received: true, duplicate: true });
        // Answered with 200 all the same: Stripe retrying would not change what it sent.
        if (discrepancy)
          app.log.error({ stripeEvent: event.id }, `Stripe payment discrepancy: ${discrepancy}`);
        return reply.send({ received: true });
      },
    );
  });
}
