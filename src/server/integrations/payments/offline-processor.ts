import { randomBytes } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { offlineCards, offlinePaymentIntents } from "../../db/schema";
import type { Clock } from "../../services/clock";
import {
  CardError,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentProcessor,
  type SavedCard,
} from "./payments";
import { type CardOutcome, DECLINE_MESSAGES, evaluateCard, normaliseCardNumber } from "./test-cards";

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string; name: string };

type IntentRow = typeof offlinePaymentIntents.$inferSelect;
type EventHandler = (event: PaymentEvent) => Promise<unknown>;

// Stripe's id shapes: a prefix and 24 random characters.
const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url").slice(0, 24)}`;

// This processor has no charge or refund objects: what Stripe keeps on them (the card that
// paid, the refund) is kept on the intent's row under these keys, never shown as our metadata.
const CARD_BRAND = "offline_card_brand";
const CARD_LAST4 = "offline_card_last4";
const REFUND_ID = "offline_refund_id";
const PROCESSOR_KEYS = new Set([CARD_BRAND, CARD_LAST4, REFUND_ID]);

function toIntent(row: IntentRow): PaymentIntent {
  const brand = row.metadata[CARD_BRAND];
  const last4 = row.metadata[CARD_LAST4];
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status as PaymentIntent["status"],
    customerId: row.customerId,
    paymentMethodId: row.paymentMethodId,
    card: brand && last4 ? { brand, last4 } : null,
    metadata: Object.fromEntries(Object.entries(row.metadata).filter(([key]) => !PROCESSOR_KEYS.has(key))),
  };
}

/** Stripe's answers to confirming an intent that is past waiting for a card. */
function refuseUnlessConfirmable(row: IntentRow): void {
  if (row.status === "succeeded") {
    throw new CardError("payment_intent_unexpected_state", "This PaymentIntent has already succeeded.");
  }
  if (row.status === "canceled") {
    throw new CardError(
      "payment_intent_unexpected_state",
      "This PaymentIntent was canceled: nothing was charged. Start the payment again if you still need it.",
    );
  }
  if (row.status !== "requires_payment_method") {
    throw new CardError("payment_intent_unexpected_state", "This PaymentIntent is being confirmed already.");
  }
}

/**
 * The built-in test-mode processor: PaymentIntents with
 * client secrets and Stripe's statuses, Stripe's test cards and their outcomes,
 * saved cards for off-session charges, and a `payment_intent.succeeded` event for
 * each success, delivered to the app as Stripe's webhook would be.
 */
export function createOfflineProcessor({ db, clock }: { db: Db; clock: Clock }) {
  let deliver: EventHandler = async () => undefined;
  const pending = new Set<Promise<void>>();

  function emit(event: PaymentEvent): void {
    // Delivered after the confirming request has answered, like a webhook.
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        await deliver(event);
      })
      .catch(() => undefined)
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  }

  const emitSucceeded = (intent: PaymentIntent) =>
    emit({ id: newId("evt"), type: "payment_intent.succeeded", intent });

  async function intentRow(intentId: string): Promise<IntentRow> {
    const [row] = await db.select().from(offlinePaymentIntents).where(eq(offlinePaymentIntents.id, intentId));
    if (!row) throw new CardError("resource_missing", `No such payment_intent: '${intentId}'`);
    return row;
  }

  async function succeed(
    intentId: string,
    paymentMethodId: string,
    card: { brand: string; last4: string },
  ): Promise<PaymentIntent> {
    const [row] = await db
      .update(offlinePaymentIntents)
      .set({
        status: "succeeded",
        paymentMethodId,
        lastErrorCode: null,
        metadata: sql`${offlinePaymentIntents.metadata} || ${JSON.stringify({ [CARD_BRAND]: card.brand, [CARD_LAST4]: card.last4 })}::jsonb`,
      })
      .where(eq(offlinePaymentIntents.id, intentId))
      .returning();
    const intent = toIntent(row!);
    emitSucceeded(intent);
    return intent;
  }

  /**
   * A card that pays again is the card already saved, not one more
   * "Visa •••• 4242" under Payment & Settings. Its identity is brand, last 4 and expiry
   * (among Stripe's test cards, the only ones this processor accepts, brand and last 4
   * name one number); the cardholder's name is not part of it. A lock per customer
   * makes two payments at once with one card save it once. Answers the saved card's id.
   */
  async function saveCard(
    customerId: string,
    card: CardDetails,
    outcome: Extract<CardOutcome, { ok: true }>,
  ): Promise<string> {
    const identity = {
      customerId,
      brand: outcome.brand,
      last4: normaliseCardNumber(card.number).slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
    };
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`offline-cards:${customerId}`}, 0))`,
      );
      const [saved] = await tx
        .select({ id: offlineCards.id })
        .from(offlineCards)
        .where(
          and(
            eq(offlineCards.customerId, identity.customerId),
            eq(offlineCards.brand, identity.brand),
            eq(offlineCards.last4, identity.last4),
            eq(offlineCards.expMonth, identity.expMonth),
            eq(offlineCards.expYear, identity.expYear),
          ),
        )
        .orderBy(asc(offlineCards.createdAt), asc(offlineCards.id))
        .limit(1);
      if (saved) return saved.id;
      const id = newId("pm");
      await tx.insert(offlineCards).values({
        id,
        ...identity,
        cardholderName: card.name.trim() || null,
        testBehaviour: outcome.behaviour,
        createdAt: clock(),
      });
      return id;
    });
  }

  const processor: PaymentProcessor & {
    /** `mayConfirm` sees the intent before anything happens and throws to refuse the caller. */
    confirmWithCard(
      clientSecret: string,
      card: CardDetails,
      mayConfirm?: (intent: PaymentIntent) => Promise<void>,
    ): Promise<PaymentIntent>;
    onEvent(handler: EventHandler): void;
    settled(): Promise<void>;
  } = {
    kind: "offline",

    async createCustomer() {
      return newId("cus");
    },

    async createIntent({ amountCents, metadata, customerId, saveCard }) {
      const id = newId("pi");
      const [row] = await db
        .insert(offlinePaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(18).toString("base64url").slice(0, 24)}`,
          amountCents,
          currency: "usd",
          status: "requires_payment_method",
          customerId: customerId ?? null,
          saveCard,
          metadata,
          createdAt: clock(),
        })
        .returning();
      return toIntent(row!);
    },

    retrieveIntent: async (intentId) => toIntent(await intentRow(intentId)),

    /** The stand-in for Stripe.js confirming a card payment. */
    async confirmWithCard(clientSecret, card, mayConfirm) {
      const [row] = await db
        .select()
        .from(offlinePaymentIntents)
        .where(eq(offlinePaymentIntents.clientSecret, clientSecret));
      if (!row) throw new CardError("resource_missing", "No such payment_intent.");
      await mayConfirm?.(toIntent(row));
      refuseUnlessConfirmable(row);
      const outcome = evaluateCard(card, clock());
      if (!outcome.ok) {
        await db
          .update(offlinePaymentIntents)
          .set({ lastErrorCode: outcome.code })
          .where(and(eq(offlinePaymentIntents.id, row.id), eq(offlinePaymentIntents.status, row.status)));
        throw new CardError(outcome.code, outcome.message);
      }
      // One confirmation wins, on every database: the others find the intent taken and are refused
      // before any card is saved or money moves.
      const [claimed] = await db
        .update(offlinePaymentIntents)
        .set({ status: "processing" })
        .where(
          and(
            eq(offlinePaymentIntents.id, row.id),
            eq(offlinePaymentIntents.status, "requires_payment_method"),
          ),
        )
        .returning();
      if (!claimed) {
        refuseUnlessConfirmable(await intentRow(row.id));
        throw new CardError(
          "payment_intent_unexpected_state",
          "This PaymentIntent is being confirmed already.",
        );
      }
      const paymentMethodId =
        row.saveCard && row.customerId ? await saveCard(row.customerId, card, outcome) : newId("pm");
      return succeed(row.id, paymentMethodId, {
        brand: outcome.brand,
        last4: normaliseCardNumber(card.number).slice(-4),
      });
    },

    async listSavedCards(customerId): Promise<SavedCard[]> {
      // Oldest first, as saved: auto-recharge charges the first card, which must not move
      // when the same card pays again.
      const rows = await db
        .select()
        .from(offlineCards)
        .where(eq(offlineCards.customerId, customerId))
        .orderBy(asc(offlineCards.createdAt), asc(offlineCards.id));
      return rows.map(({ id, brand, last4, expMonth, expYear, cardholderName }) => ({
        id,
        brand,
        last4,
        expMonth,
        expYear,
        cardholderName,
      }));
    },

    // confirmWithCard reuses the saved card already; there is never a copy to drop.
    async dropDuplicateCards() {},

    async removeSavedCard(customerId, cardId) {
      await db
        .delete(offlineCards)
        .where(and(eq(offlineCards.id, cardId), eq(offlineCards.customerId, customerId)));
    },

    async chargeSavedCard({ customerId, cardId, amountCents, metadata }) {
      const [card] = await db
        .select()
        .from(offlineCards)
        .where(and(eq(offlineCards.id, cardId), eq(offlineCards.customerId, customerId)));
      if (!card) throw new CardError("resource_missing", "No such payment method.");
      const intent = await processor.createIntent({ amountCents, metadata, customerId, saveCard: false });
      const expired = Date.UTC(card.expYear, card.expMonth, 1) <= clock().getTime();
      const code = expired
        ? "expired_card"
        : card.testBehaviour === "charges_decline"
          ? "card_declined"
          : null;
      if (code) {
        await db
          .update(offlinePaymentIntents)
          .set({ lastErrorCode: code })
          .where(eq(offlinePaymentIntents.id, intent.id));
        throw new CardError(code, DECLINE_MESSAGES[code]);
      }
      return succeed(intent.id, card.id, card);
    },

    async verifyCardCvc({ customerId, cardId, cvc }) {
      const [card] = await db
        .select()
        .from(offlineCards)
        .where(and(eq(offlineCards.id, cardId), eq(offlineCards.customerId, customerId)));
      if (!card) return false;
      const expectedLength = card.brand === "amex" ? 4 : 3;
      // Stripe test mode: any well-formed CVC passes unless the card is the one whose CVC check fails.
      return new RegExp(`^\\d{${expectedLength}}$`).test(cvc) && card.testBehaviour !== "cvc_check_fails";
    },

    async cancelIntent(intentId) {
      const [canceled] = await db
        .update(offlinePaymentIntents)
        .set({ status: "canceled" })
        .where(
          and(
            eq(offlinePaymentIntents.id, intentId),
            eq(offlinePaymentIntents.status, "requires_payment_method"),
          ),
        )
        .returning();
      return toIntent(canceled ?? (await intentRow(intentId)));
    },

    async refund(intentId) {
      const refundId = newId("re");
      const [refunded] = await db
        .update(offlinePaymentIntents)
        .set({
          metadata: sql`${offlinePaymentIntents.metadata} || ${JSON.stringify({ [REFUND_ID]: refundId })}::jsonb`,
        })
        .where(
          and(
            eq(offlinePaymentIntents.id, intentId),
            eq(offlinePaymentIntents.status, "succeeded"),
            sql`${offlinePaymentIntents.metadata}->>${REFUND_ID} is null`,
          ),
        )
        .returning();
      if (refunded) {
        emit({
          id: newId("evt"),
          type: "charge.refunded",
          intentId,
          amountRefundedCents: refunded.amountCents,
          currency: refunded.currency,
        });
        return refundId;
      }
      const row = await intentRow(intentId);
      const earlier = row.metadata[REFUND_ID];
      if (earlier) return earlier;
      throw new CardError(
        "charge_not_refundable",
        `This PaymentIntent has not succeeded (it is ${row.status}).`,
      );
    },

    /** Offline events are delivered in-process (onEvent), never through the HTTP webhook. */
    parseWebhook() {
      return null;
    },

    onEvent(handler) {
      deliver = handler;
    },

    /** Resolves when every event emitted so far has been handled (tests, shutdown). */
    async settled() {
      await Promise.all([...pending]);
    },
  };
  return processor;
}

export type OfflineProcessor = ReturnType<typeof createOfflineProcessor>;
