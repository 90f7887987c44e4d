import { eq, sql } from "drizzle-orm";
import { centsToDollars } from "../../shared/catalog/billing";
import type { Db } from "../db/client";
import { payments, userSettings, users } from "../db/schema";
import {
  CardError,
  type PaymentIntent,
  type PaymentProcessor,
  type SavedCard,
} from "../integrations/payments/payments";
import type { Clock } from "./clock";
import { DomainError } from "./domain-errors";
import { ledger } from "./ledger";
import type { PaymentService } from "./payments";
import type { Limit, RateLimiter } from "./rate-limiter";

// At most 5 CVC checks an hour per owner.
export const CVC_CHECKS_PER_USER: Limit = { max: 5, windowMs: 60 * 60_000 };

type Deps = {
  db: Db;
  clock: Clock;
  processor: PaymentProcessor;
  payments: PaymentService;
  limiter: RateLimiter;
};

/** The owner's saved cards and auto-recharge settings (/settings). */
export function createPaymentSettingsService({
  db,
  clock,
  processor,
  payments: paymentService,
  limiter,
}: Deps) {
  async function customerOf(userId: string): Promise<string | null> {
    const [user] = await db
      .select({ customerId: users.paymentCustomerId })
      .from(users)
      .where(eq(users.id, userId));
    return user?.customerId ?? null;
  }

  async function cards(userId: string): Promise<SavedCard[]> {
    const customerId = await customerOf(userId);
    return customerId ? processor.listSavedCards(customerId) : [];
  }

  /** One of at most five CVC checks an hour; the card is the one named, or the first saved. */
  async function checkCvc(userId: string, cvc: string, cardId: string | undefined) {
    const attempt = await limiter.hit(`cvc-check:${userId}`, CVC_CHECKS_PER_USER);
    if (!attempt.allowed) {
      throw new DomainError("RateLimited", {
        action: "cvcChecks",
        retryAfterSeconds: attempt.retryAfterSeconds,
      });
    }
    const customerId = await customerOf(userId);
    const saved = await cards(userId);
    const card = cardId ? saved.find((candidate) => candidate.id === cardId) : saved[0];
    if (!customerId || !card) throw new DomainError("NoSavedCard");
    try {
      return { valid: await processor.verifyCardCvc({ customerId, cardId: card.id, cvc }), card, customerId };
    } catch (error) {
      if (error instanceof CardError) throw new DomainError("CardRefused", { reason: error.message });
      throw error;
    }
  }

  return {
    cards,

    async removeCard(userId: string, cardId: string): Promise<void> {
      const customerId = await customerOf(userId);
      if (!customerId || !(await cards(userId)).some((card) => card.id === cardId)) {
        throw new DomainError("CardNotSaved");
      }
      await processor.removeSavedCard(customerId, cardId);
    },

    /** Checks the CVC through the processor; answers the card's details when it matches. */
    async verifyCvc(userId: string, cvc: string, cardId: string | undefined) {
      const { valid, card } = await checkCvc(userId, cvc, cardId);
      return { valid, card: valid ? card : null };
    },

    /**
     * A top-up paid with a saved card, the owner present: the card's security code is checked
     * first, under the same five tries an hour as revealing it, then the card is charged and the
     * payment settled like any other (credit, receipt, auto-recharge re-armed).
     */
    async topUpWithSavedCard(
      userId: string,
      input: { amount: number; paymentMethodId: string; cvv: string },
    ) {
      const { valid, card, customerId } = await checkCvc(userId, input.cvv, input.paymentMethodId);
      if (!valid) throw new DomainError("WrongCvc");
      const amountCents = input.amount * 100;
      let intent: PaymentIntent;
      try {
        intent = await processor.chargeSavedCard({
          customerId,
          cardId: card.id,
          amountCents,
          metadata: { purpose: "top_up", userId },
        });
      } catch (error) {
        if (error instanceof CardError) throw new DomainError("CardRefused", { reason: error.message });
        throw error;
      }
      // The processor's event may have found no payment to settle yet; this settles it.
      await db
        .insert(payments)
        .values({ intentId: intent.id, userId, purpose: "top_up", amountCents, createdAt: clock() })
        .onConflictDoNothing();
      await paymentService.settle(intent);
      return {
        success: true as const,
        paymentIntentId: intent.id,
        balance: centsToDollars(await ledger.balanceCents(db, userId)),
      };
    },

    async settings(userId: string) {
      const row = await paymentService.settingsOf(userId);
      return {
        autoRechargeEnabled: row.autoRechargeEnabled,
        autoRechargeLimit: row.autoRechargeLimitCents / 100,
      };
    },

    async updateSettings(userId: string, input: { autoRechargeEnabled: boolean; autoRechargeLimit: number }) {
      await paymentService.settingsOf(userId);
      await db
        .update(userSettings)
        .set({
          autoRechargeEnabled: input.autoRechargeEnabled,
          autoRechargeLimitCents: input.autoRechargeLimit * 100,
          updatedAt: sql`now()`,
        })
        .where(eq(userSettings.userId, userId));
      // A settings change neither charges nor re-arms auto-recharge: only spending crosses below
      // the limit, and only a credit that lifts the balance to it re-arms (auto-recharge.ts).
      return this.settings(userId);
    },
  };
}

export type PaymentSettingsService = ReturnType<typeof createPaymentSettingsService>;
