import Stripe from "stripe";
import { CardError, type PaymentIntent, type PaymentProcessor, WebhookSignatureError } from "./payments";

export type StripeProcessorOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local stand-in of Stripe's API. */
  apiBaseUrl?: string;
};

// Webhook signatures older than five minutes are refused (Stripe's default).
export const WEBHOOK_TOLERANCE_SECONDS = 300;

// Stripe's other statuses (requires_action, requires_confirmation, …) all mean "not paid yet".
const SETTLED_STATUSES = ["succeeded", "processing", "canceled"] as const;

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  const paymentMethod = intent.payment_method;
  // Present when the intent was read with latest_charge expanded.
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    amountCents: intent.amount,
    currency: intent.currency,
    card: card?.last4 ? { brand: card.brand ?? "card", last4: card.last4 } : null,
    status: SETTLED_STATUSES.find((status) => status === intent.status) ?? "requires_payment_method",
    customerId: typeof intent.customer === "string" ? intent.customer : (intent.customer?.id ?? null),
    paymentMethodId: typeof paymentMethod === "string" ? paymentMethod : (paymentMethod?.id ?? null),
    metadata: intent.metadata,
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * A refund's or a dispute's event, naming the intent it takes money back from; none for a charge
 * made without an intent, which no payment of ours is.
 */
function takingBack<Type extends string, Facts extends object>(
  event: { id: string; type: Type },
  paymentIntent: string | { id: string } | null,
  facts: Facts,
): ({ id: string; type: Type; intentId: string } & Facts) | null {
  const intentId = idOf(paymentIntent);
  return intentId ? { id: event.id, type: event.type, intentId, ...facts } : null;
}

/**
 * The SDK's constructEvent refuses signatures older than the tolerance only; one dated ahead of
 * our clock by more than the tolerance is as suspect (a replay prepared in advance), so it goes too.
 */
function refuseFutureSignature(signatureHeader: string, nowSeconds: number): void {
  const timestamps = signatureHeader
    .split(",")
    .map((part) => part.trim().split("="))
    .filter(([key]) => key === "t")
    .map(([, value]) => Number(value));
  if (timestamps.some((t) => !Number.isFinite(t) || t > nowSeconds + WEBHOOK_TOLERANCE_SECONDS)) {
    throw new WebhookSignatureError("Timestamp outside the tolerance zone (dated in the future).");
  }
}

function asCardError(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new CardError(error.decline_code ?? error.code ?? "card_declined", error.message);
  }
  throw error;
}

/** The payments seam on Stripe (PaymentIntents, saved cards, signed webhooks). */
export function createStripeProcessor(options: StripeProcessorOptions): PaymentProcessor {
  const base = options.apiBaseUrl ? new URL(options.apiBaseUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(":", "") as "http" | "https" }
      : {}),
  });

  async function ownCard(customerId: string, cardId: string): Promise<Stripe.PaymentMethod> {
    const method = await stripe.paymentMethods.retrieve(cardId);
    const owner = typeof method.customer === "string" ? method.customer : method.customer?.id;
    if (owner !== customerId) throw new CardError("resource_missing", "No such payment method.");
    return method;
  }

  return {
    kind: "stripe",

    async createCustomer({ email, userId }) {
      return (await stripe.customers.create({ email, metadata: { userId } })).id;
    },

    async createIntent({ amountCents, metadata, customerId, saveCard }) {
      const intent = await stripe.paymentIntents.create({
        amount: amountCents,
        currency: "usd",
        metadata,
        automatic_payment_methods: { enabled: true },
        ...(customerId ? { customer: customerId } : {}),
        ...(saveCard ? { setup_future_usage: "off_session" as const } : {}),
      });
      return toIntent(intent);
    },

    retrieveIntent: async (intentId) =>
      toIntent(await stripe.paymentIntents.retrieve(intentId, { expand: ["latest_charge"] })),

    async cancelIntent(intentId) {
      try {
        return toIntent(await stripe.paymentIntents.cancel(intentId));
      } catch (error) {
        // Stripe refuses to cancel an intent that succeeded (or is cancelled) meanwhile: its state decides.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        return toIntent(await stripe.paymentIntents.retrieve(intentId, { expand: ["latest_charge"] }));
      }
    },

    async refund(intentId) {
      try {
        // The idempotency key makes a retried refund of this intent the same refund.
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, reason: "duplicate" },
          { idempotencyKey: `refund-${intentId}` },
        );
        return refund.id;
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        if (error.code !== "charge_already_refunded") throw error;
        const earlier = await stripe.refunds.list({ payment_intent: intentId, limit: 1 });
        const refund = earlier.data[0];
        if (!refund) throw error;
        return refund.id;
      }
    },

    async listSavedCards(customerId) {
      const methods = await stripe.customers.listPaymentMethods(customerId, { type: "card", limit: 20 });
      return methods.data.flatMap((method) =>
        method.card
          ? [
              {
                id: method.id,
                brand: method.card.brand,
                last4: method.card.last4,
                expMonth: method.card.exp_month,
                expYear: method.card.exp_year,
                cardholderName: method.billing_details.name,
              },
            ]
          : [],
      );
    },

    async dropDuplicateCards({ customerId, cardId }) {
      try {
        const methods = await stripe.customers.listPaymentMethods(customerId, { type: "card", limit: 100 });
        const saved = methods.data.find((method) => method.id === cardId)?.card;
        // Stripe makes a new PaymentMethod for every payment that saves a card; its
        // fingerprint names the card number whoever holds it, so with the expiry it is
        // the same identity the offline processor keeps once (brand, last 4, expiry).
        if (!saved?.fingerprint) return;
        const copies = methods.data
          .filter(
            ({ card }) =>
              card !== undefined &&
              card.fingerprint === saved.fingerprint &&
              card.exp_month === saved.exp_month &&
              card.exp_year === saved.exp_year,
          )
          // Every concurrent caller agrees on the one kept: the first saved.
          .sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
        for (const copy of copies.slice(1)) {
          await stripe.paymentMethods.detach(copy.id).catch(() => undefined);
        }
      } catch {
        // The payment has been applied already; a copy left now goes with the next payment.
      }
    },

    async removeSavedCard(customerId, cardId) {
      await ownCard(customerId, cardId);
      await stripe.paymentMethods.detach(cardId);
    },

    async chargeSavedCard({ customerId, cardId, amountCents, metadata }) {
      try {
        const intent = await stripe.paymentIntents.create({
          amount: amountCents,
          currency: "usd",
          customer: customerId,
          payment_method: cardId,
          off_session: true,
          confirm: true,
          metadata,
          // The receipt names the card that paid.
          expand: ["latest_charge"],
        });
        return toIntent(intent);
      } catch (error) {
        return asCardError(error);
      }
    },

    async verifyCardCvc() {
      // Stripe checks a CVC only through Stripe.js (a cvc_update token); the raw CVC must
      // not reach our server in live mode. Recorded in docs/decisions/0007.
      throw new CardError(
        "cvc_check_unavailable",
        "Checking the security code of a saved card needs the card form; please re-enter the card instead.",
      );
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
      refuseFutureSignature(signatureHeader, Math.floor(Date.now() / 1000));
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      switch (event.type) {
        case "payment_intent.succeeded":
          return { id: event.id, type: event.type, intent: toIntent(event.data.object) };
        case "charge.refunded": {
          const charge = event.data.object;
          return takingBack(event, charge.payment_intent, {
            amountRefundedCents: charge.amount_refunded,
            currency: charge.currency,
          });
        }
        case "charge.dispute.created": {
          const dispute = event.data.object;
          return takingBack(event, dispute.payment_intent, {
            disputeId: dispute.id,
            amountCents: dispute.amount,
            currency: dispute.currency,
          });
        }
        default:
          return null;
      }
    },
  };
}
