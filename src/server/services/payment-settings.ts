import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { userSettings, users } from "../db/schema";
import { CardError, type PaymentProcessor, type SavedCard } from "../integrations/payments/payments";
import { DomainError } from "./domain-errors";
import type { PaymentService } from "./payments";
import type { Limit, RateLimiter } from "./rate-limiter";

// At most 5 CVC checks an hour per owner.
export const CVC_CHECKS_PER_USER: Limit = { max: 5, windowMs: 60 * 60_000 };

type Deps = { db: Db; processor: PaymentProcessor; payments: PaymentService; limiter: RateLimiter };

/** The owner's saved cards and auto-recharge settings (/settings). */
export function createPaymentSettingsService({ db, processor, payments, limiter }: Deps) {
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
        const valid = await processor.verifyCardCvc({ customerId, cardId: card.id, cvc });
        return { valid, card: valid ? card : null };
      } catch (error) {
        if (error instanceof CardError) throw new DomainError("CardRefused", { reason: error.message });
        throw error;
      }
    },

    async settings(userId: string) {
      const row = await payments.settingsOf(userId);
      return {
        autoRechargeEnabled: row.autoRechargeEnabled,
        autoRechargeLimit: row.autoRechargeLimitCents / 100,
      };
    },

    async updateSettings(userId: string, input: { autoRechargeEnabled: boolean; autoRechargeLimit: number }) {
      await payments.settingsOf(userId);
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
