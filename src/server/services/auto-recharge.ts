import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import {
  AUTO_RECHARGE_AMOUNT_CENTS,
  DEFAULT_AUTO_RECHARGE_LIMIT_DOLLARS,
} from "../../shared/catalog/billing";
import { agents, balances, payments, userSettings, users } from "../db/schema";
import { CardError, type PaymentIntent } from "../integrations/payments/payments";
import { ledger, type Tx } from "./ledger";
import { autoRechargeFailedMail, lowBalanceMail } from "./mail-templates";
import type { MoneyDeps } from "./service-deps";

type Deps = MoneyDeps & { settle: (intent: PaymentIntent) => Promise<unknown> };

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

/** The sentence an automatic charge is announced with, in the app and in its receipt. */
export const autoRechargeSentence = (amountCents: number, limitCents: number) =>
  `Auto-recharge added ${dollars(amountCents)} because your balance fell below ${dollars(limitCents)}`;

/**
 * After every change of a balance, auto-recharge charges the saved
 * card once per crossing below the limit, and at $0 the owner's agents pause until the balance
 * is positive again. A crossing is re-armed only by a credit that lifts the balance to the limit
 * (rearmAfterCredit): changing the limit back and forth never charges again.
 */
export function createAutoRecharge({ db, clock, processor, notifications, settle }: Deps) {
  async function settingsOf(userId: string) {
    await db.insert(userSettings).values({ userId }).onConflictDoNothing();
    const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
    return row!;
  }

  /** In a top-up's or recharge's crediting transaction: at or above the limit, the next crossing may charge. */
  async function rearmAfterCredit(tx: Tx, userId: string): Promise<void> {
    await tx
      .update(userSettings)
      .set({ autoRechargeArmed: true })
      .where(
        and(
          eq(userSettings.userId, userId),
          eq(userSettings.autoRechargeArmed, false),
          sql`${userSettings.autoRechargeLimitCents} <= (select ${balances.balanceCents} from ${balances} where ${balances.userId} = ${userId})`,
        ),
      );
  }

  /** Answers whether it told the owner their balance is low. */
  async function checkAutoRecharge(userId: string): Promise<boolean> {
    const settings = await settingsOf(userId);
    const balance = await ledger.balanceCents(db, userId);
    if (balance >= settings.autoRechargeLimitCents || !settings.autoRechargeArmed) return false;
    // Only one caller handles a crossing, however many debits happen at once.
    const claimed = await db
      .update(userSettings)
      .set({ autoRechargeArmed: false })
      .where(and(eq(userSettings.userId, userId), eq(userSettings.autoRechargeArmed, true)))
      .returning();
    if (claimed.length === 0) return false;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const [card] = user?.paymentCustomerId ? await processor.listSavedCards(user.paymentCustomerId) : [];
    if (!settings.autoRechargeEnabled || !user?.paymentCustomerId || !card) {
      // Without a recharge, the owner hears that the balance is low (balanceAlerts).
      await notifications.notify(userId, "balanceAlerts", (owner) =>
        lowBalanceMail(owner, balance, settings.autoRechargeLimitCents),
      );
      return true;
    }
    try {
      const intent = await processor.chargeSavedCard({
        customerId: user.paymentCustomerId,
        cardId: card.id,
        amountCents: AUTO_RECHARGE_AMOUNT_CENTS,
        metadata: { purpose: "auto_recharge", userId },
      });
      await db
        .insert(payments)
        .values({
          intentId: intent.id,
          userId,
          purpose: "auto_recharge",
          amountCents: AUTO_RECHARGE_AMOUNT_CENTS,
          createdAt: clock(),
        })
        .onConflictDoNothing();
      await settle(intent);
      return false;
    } catch (error) {
      if (!(error instanceof CardError)) throw error;
      await db.insert(payments).values({
        intentId: `failed_recharge_${userId}_${clock().getTime()}`,
        userId,
        purpose: "auto_recharge",
        amountCents: AUTO_RECHARGE_AMOUNT_CENTS,
        failureCode: error.code,
        createdAt: clock(),
      });
      await notifications.notify(userId, "balanceAlerts", (owner) =>
        autoRechargeFailedMail(owner, card.last4, error.message),
      );
      return true;
    }
  }

  async function reconcileBalance(userId: string): Promise<void> {
    // The common case, in one query: the balance is at or above the limit and no agent waits
    // to resume. A call bills every minute, so this runs often.
    const [state] = await db
      .select({
        balanceCents: balances.balanceCents,
        limitCents: userSettings.autoRechargeLimitCents,
        pausedAgents: sql<boolean>`exists (select 1 from ${agents} where ${agents.userId} = ${userId} and ${agents.status} = 'paused')`,
      })
      .from(balances)
      .leftJoin(userSettings, eq(userSettings.userId, balances.userId))
      .where(eq(balances.userId, userId));
    if (
      state &&
      state.balanceCents >= (state.limitCents ?? DEFAULT_AUTO_RECHARGE_LIMIT_DOLLARS * 100) &&
      !state.pausedAgents
    ) {
      return;
    }
    const alerted = await checkAutoRecharge(userId);
    const balance = await ledger.balanceCents(db, userId);
    if (balance > 0) {
      await db
        .update(agents)
        .set({ status: "active", updatedAt: clock() })
        .where(and(eq(agents.userId, userId), eq(agents.status, "paused")));
      return;
    }
    const paused = await db
      .update(agents)
      .set({ status: "paused", updatedAt: clock() })
      .where(and(eq(agents.userId, userId), eq(agents.status, "active")))
      .returning({ id: agents.id });
    // One mail for one event: the low-balance alert just sent already says the balance is empty.
    if (paused.length > 0 && !alerted) {
      await notifications.notify(userId, "balanceAlerts", (owner) =>
        lowBalanceMail(owner, 0, AUTO_RECHARGE_AMOUNT_CENTS),
      );
    }
  }

  /**
   * The automatic charges the owner has not been shown yet, each announced once: the first
   * caller marks them told, so two tabs never show one charge twice.
   */
  async function announceAutomaticCharges(userId: string) {
    const told = await db
      .update(payments)
      .set({ ownerToldAt: clock() })
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.purpose, "auto_recharge"),
          isNotNull(payments.settledAt),
          isNull(payments.ownerToldAt),
        ),
      )
      .returning();
    if (told.length === 0) return [];
    const { autoRechargeLimitCents } = await settingsOf(userId);
    return told
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((payment) => ({
        id: payment.intentId,
        amount: payment.amountCents / 100,
        chargedAt: (payment.settledAt ?? payment.createdAt).toISOString(),
        message: autoRechargeSentence(payment.amountCents, autoRechargeLimitCents),
      }));
  }

  return { settingsOf, rearmAfterCredit, reconcileBalance, announceAutomaticCharges };
}
