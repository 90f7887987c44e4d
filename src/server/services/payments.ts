import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  AUTO_RECHARGE_AMOUNT_CENTS,
  centsToDollars,
  DEFAULT_AUTO_RECHARGE_LIMIT_DOLLARS,
  LICENCE_PRICE_CENTS,
  UPGRADE_FEE_CENTS,
} from "../../shared/catalog/billing";
import type { Db } from "../db/client";
import { agents, balances, payments, userSettings, users } from "../db/schema";
import { badRequest, conflict, HttpError, notFound } from "../http/http-error";
import type { Mailer } from "../integrations/mail/mailer";
import {
  CardError,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentProcessor,
} from "../integrations/payments/payments";
import type { Clock } from "./clock";
import { ledger } from "./ledger";
import { autoRechargeFailedMail, lowBalanceMail, paymentReceiptMail } from "./mail-templates";
import type { NotificationService } from "./notifications";

type Purpose = (typeof payments.$inferSelect)["purpose"];
type Plan = "simple" | "plus";

const PLAN_TERM_MS = 365 * 86_400_000;
// Issue 4 §1: a card used for a top-up or a licence is kept for auto-recharge.
const savesCard = (purpose: Purpose) => purpose === "top_up" || purpose === "licence";
export const INSUFFICIENT_BALANCE_FOR_UPGRADE = "Insufficient balance (need $25)";

type Deps = {
  db: Db;
  clock: Clock;
  processor: PaymentProcessor;
  mailer: Mailer;
  /** Told after a user row changes (plan), so remembered sessions show it. */
  onUserChanged: (userId: string) => void;
  notifications: NotificationService;
};

const RECEIPT_TITLES: Record<Purpose, string> = {
  top_up: "balance top-up",
  auto_recharge: "auto-recharge",
  licence: "Switchboard licence",
  upgrade: "upgrade to Plus",
};

/**
 * Issue 4: every payment is started here and settled here exactly once — by the
 * browser's direct call or by the processor's event, whichever comes first.
 * Settling re-reads the intent from the processor and checks its status, amount,
 * currency and owner; it never trusts what the browser says.
 */
export function createPaymentService({ db, clock, processor, mailer, onUserChanged, notifications }: Deps) {
  async function customerIdOf(userId: string): Promise<string> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, "Please sign in to continue.");
    if (user.paymentCustomerId) return user.paymentCustomerId;
    const customerId = await processor.createCustomer({ email: user.email, userId });
    // Two requests at once may both create one; the first stored wins and both use it.
    await db
      .update(users)
      .set({ paymentCustomerId: customerId })
      .where(and(eq(users.id, userId), isNull(users.paymentCustomerId)));
    const [stored] = await db.select({ id: users.paymentCustomerId }).from(users).where(eq(users.id, userId));
    return stored!.id!;
  }

  async function start(
    userId: string | null,
    purpose: Purpose,
    amountCents: number,
    extra: { email?: string; plan?: Plan; customerId?: string } = {},
  ): Promise<PaymentIntent> {
    const customerId = extra.customerId ?? (userId ? await customerIdOf(userId) : undefined);
    const intent = await processor.createIntent({
      amountCents,
      customerId,
      saveCard: customerId !== undefined && savesCard(purpose),
      metadata: { purpose, ...(userId ? { userId } : {}), ...(extra.plan ? { plan: extra.plan } : {}) },
    });
    await db.insert(payments).values({
      intentId: intent.id,
      userId,
      purpose,
      amountCents,
      email: extra.email ?? null,
      plan: extra.plan ?? null,
      createdAt: clock(),
    });
    return intent;
  }

  /** Applies a succeeded intent once; false when it was applied already or has not succeeded. */
  async function settle(intent: PaymentIntent): Promise<boolean> {
    if (intent.status !== "succeeded" || intent.currency !== "usd") return false;
    const settled = await db.transaction(async (tx) => {
      const [payment] = await tx
        .update(payments)
        .set({ settledAt: clock() })
        .where(and(eq(payments.intentId, intent.id), isNull(payments.settledAt)))
        .returning();
      if (!payment) return null;
      if (payment.amountCents !== intent.amountCents) {
        throw new Error(
          `intent ${intent.id} is for ${intent.amountCents} cents, recorded ${payment.amountCents}`,
        );
      }
      if ((payment.purpose === "top_up" || payment.purpose === "auto_recharge") && payment.userId) {
        await ledger.credit(tx, payment.userId, payment.amountCents, {
          kind: payment.purpose,
          reference: intent.id,
          description: payment.purpose === "top_up" ? "Balance top-up" : "Auto-recharge",
        });
      }
      if (payment.purpose === "upgrade" && payment.userId) {
        await tx
          .update(users)
          .set({ subscriptionPlan: "plus", planExpiresAt: new Date(clock().getTime() + PLAN_TERM_MS) })
          .where(eq(users.id, payment.userId));
      }
      return payment;
    });
    if (!settled) return false;
    if (savesCard(settled.purpose) && intent.customerId && intent.paymentMethodId) {
      // Before any auto-recharge below picks a card, so it picks the one that stays.
      await processor.dropDuplicateCards({ customerId: intent.customerId, cardId: intent.paymentMethodId });
    }
    await sendReceipt(settled);
    if (!settled.userId) return true;
    if (settled.purpose === "upgrade") onUserChanged(settled.userId);
    await reconcileBalance(settled.userId);
    return true;
  }

  /** Issue 5 §4: every top-up, recharge and licence payment is receipted (paymentUpdates). */
  async function sendReceipt(payment: typeof payments.$inferSelect): Promise<void> {
    const receipt = {
      what: RECEIPT_TITLES[payment.purpose],
      amountCents: payment.amountCents,
      reference: payment.intentId,
    };
    if (!payment.userId) {
      // A licence bought before signup: the buyer has no settings yet, only the email they gave.
      if (payment.email)
        await mailer.send(paymentReceiptMail(payment.email, { ...receipt, balanceCents: null }));
      return;
    }
    const balanceCents = await ledger.balanceCents(db, payment.userId);
    await notifications.notify(payment.userId, "paymentUpdates", (user) =>
      paymentReceiptMail(user.email, { ...receipt, balanceCents }),
    );
  }

  async function settingsOf(userId: string) {
    await db.insert(userSettings).values({ userId }).onConflictDoNothing();
    const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
    return row!;
  }

  /**
   * Issue 4 §4: when the balance is under the limit, auto-recharge is on and a card is
   * saved, charge $10 to it off-session — once per crossing. Called after every
   * change of a balance; a refused card is recorded and mailed, never retried in a loop.
   */
  /** Answers whether it told the owner their balance is low. */
  async function checkAutoRecharge(userId: string): Promise<boolean> {
    const settings = await settingsOf(userId);
    const balance = await ledger.balanceCents(db, userId);
    if (balance >= settings.autoRechargeLimitCents) {
      if (!settings.autoRechargeArmed) {
        await db.update(userSettings).set({ autoRechargeArmed: true }).where(eq(userSettings.userId, userId));
      }
      return false;
    }
    if (!settings.autoRechargeArmed) return false;
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
      // Issue 5 §4: without a recharge, the owner hears that the balance is low (balanceAlerts).
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

  /**
   * Runs after every change of a balance: auto-recharge first (issue 4 §4), then
   * issue 6 §4 — at $0 the owner's agents pause, and they answer again as soon as
   * the balance is positive.
   */
  async function reconcileBalance(userId: string): Promise<void> {
    // The common case, in one query: the balance is above the limit, nothing to re-arm,
    // no agent to resume. A call bills every minute, so this runs often (issue 6 §2).
    const [state] = await db
      .select({
        balanceCents: balances.balanceCents,
        limitCents: userSettings.autoRechargeLimitCents,
        armed: userSettings.autoRechargeArmed,
        pausedAgents: sql<boolean>`exists (select 1 from ${agents} where ${agents.userId} = ${userId} and ${agents.status} = 'paused')`,
      })
      .from(balances)
      .leftJoin(userSettings, eq(userSettings.userId, balances.userId))
      .where(eq(balances.userId, userId));
    if (
      state &&
      state.balanceCents >= (state.limitCents ?? DEFAULT_AUTO_RECHARGE_LIMIT_DOLLARS * 100) &&
      state.armed !== false &&
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

  async function ownPayment(userId: string, intentId: string, purpose: Purpose) {
    const [payment] = await db.select().from(payments).where(eq(payments.intentId, intentId));
    if (!payment || payment.userId !== userId || payment.purpose !== purpose) {
      throw notFound("This payment does not exist.");
    }
    return payment;
  }

  return {
    kind: processor.kind,
    customerIdOf,
    settle,
    reconcileBalance,
    settingsOf,

    startTopUp: (userId: string, dollars: number) => start(userId, "top_up", dollars * 100),

    /** POST /api/add-balance-direct: the caller's succeeded intent, for the amount named; once only. */
    async completeTopUp(userId: string, input: { amount: number; paymentIntentId: string }) {
      const payment = await ownPayment(userId, input.paymentIntentId, "top_up");
      const intent = await processor.retrieveIntent(input.paymentIntentId);
      if (intent.amountCents !== input.amount * 100 || payment.amountCents !== input.amount * 100) {
        throw badRequest("The amount does not match the payment.", "amount");
      }
      if (intent.status !== "succeeded") throw new HttpError(402, "The payment has not succeeded.");
      const credited = await settle(intent);
      return { credited, balance: centsToDollars(await ledger.balanceCents(db, userId)) };
    },

    /** Issue 4 §2: the licence is priced by plan on the server, bought before signup. */
    async startLicence(email: string, plan: Plan): Promise<PaymentIntent> {
      const customerId = await processor.createCustomer({ email, userId: "" });
      return start(null, "licence", LICENCE_PRICE_CENTS[plan], { email, plan, customerId });
    },

    /**
     * Issue 4 §2: links the newest succeeded, unlinked licence payment made with the
     * user's verified email, and sets its plan for a year. A payment links once.
     */
    async linkSubscription(user: { id: string; email: string; paymentCustomerId: string | null }) {
      const candidates = await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.purpose, "licence"), eq(payments.email, user.email), isNull(payments.linkedUserId)),
        )
        .orderBy(desc(payments.createdAt))
        .limit(5);
      for (const candidate of candidates) {
        const intent = await processor.retrieveIntent(candidate.intentId);
        if (intent.status !== "succeeded") continue;
        await settle(intent);
        const expiresAt = new Date(clock().getTime() + PLAN_TERM_MS);
        const linked = await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(payments)
            .set({ linkedUserId: user.id })
            .where(and(eq(payments.intentId, candidate.intentId), isNull(payments.linkedUserId)))
            .returning();
          if (!claimed) return false;
          await tx
            .update(users)
            .set({
              subscriptionPlan: claimed.plan ?? "plus",
              planExpiresAt: expiresAt,
              paymentCustomerId: user.paymentCustomerId ?? intent.customerId,
            })
            .where(eq(users.id, user.id));
          return true;
        });
        if (linked) {
          onUserChanged(user.id);
          return { plan: candidate.plan ?? "plus", planExpiresAt: expiresAt };
        }
      }
      throw new HttpError(402, "We found no licence payment for this email address.");
    },

    /** Issue 4 §5: $25 from the balance and the Plus plan, in one transaction. */
    async upgradeWithBalance(userId: string): Promise<number> {
      const balanceCents = await db.transaction(async (tx) => {
        await ledger.lockAccount(tx, userId);
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
        if (user?.subscriptionPlan === "plus") throw conflict("You are already on the Plus plan.");
        const paid = await ledger.debit(tx, userId, UPGRADE_FEE_CENTS, {
          kind: "upgrade",
          reference: `upgrade-${userId}-${clock().getTime()}`,
          description: "Upgrade to Plus",
        });
        if (!paid) throw new HttpError(402, INSUFFICIENT_BALANCE_FOR_UPGRADE);
        await tx
          .update(users)
          .set({ subscriptionPlan: "plus", planExpiresAt: new Date(clock().getTime() + PLAN_TERM_MS) })
          .where(eq(users.id, userId));
        return ledger.balanceCents(tx, userId);
      });
      onUserChanged(userId);
      await reconcileBalance(userId);
      return balanceCents;
    },

    async startUpgradeByCard(userId: string, plan: Plan): Promise<PaymentIntent> {
      if (plan === "plus") throw conflict("You are already on the Plus plan.");
      return start(userId, "upgrade", UPGRADE_FEE_CENTS);
    },

    /** Issue 4 §5: the plan changes only once the server sees the succeeded intent. */
    async completeUpgrade(userId: string, intentId: string): Promise<void> {
      await ownPayment(userId, intentId, "upgrade");
      const intent = await processor.retrieveIntent(intentId);
      if (intent.status !== "succeeded") throw new HttpError(402, "The payment has not succeeded.");
      await settle(intent);
    },

    /** The processor's `payment_intent.succeeded` (webhook or offline delivery). */
    async handleEvent(event: PaymentEvent): Promise<void> {
      // The event's copy may be stale; the processor's current state decides.
      await settle(await processor.retrieveIntent(event.intent.id));
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
