import { and, desc, eq, isNull } from "drizzle-orm";
import { centsToDollars, LICENCE_PRICE_CENTS, UPGRADE_FEE_CENTS } from "../../shared/catalog/billing";
import type { Db } from "../db/client";
import { payments, processedWebhookEvents, users } from "../db/schema";
import type { Mailer } from "../integrations/mail/mailer";
import type { PaymentEvent, PaymentIntent, PaymentProcessor } from "../integrations/payments/payments";
import { autoRechargeSentence, createAutoRecharge } from "./auto-recharge";
import type { Clock } from "./clock";
import { DomainError } from "./domain-errors";
import { ledger } from "./ledger";
import { applyLicencePayment, effectivePlan, isLicenceActive } from "./licence";
import type { NotificationService } from "./notifications";
import { createPaymentReversals, openUpgradePayments } from "./payment-reversals";
import { createReceipts, type ReceiptedPayment } from "./receipts";

type Purpose = (typeof payments.$inferSelect)["purpose"];
type Plan = "simple" | "plus";

// A card used for a top-up or a licence is kept for auto-recharge.
const savesCard = (purpose: Purpose) => purpose === "top_up" || purpose === "licence";

/** What does not match between the processor's paid intent and our record; null when all does. */
function discrepancyOf(payment: { amountCents: number }, intent: PaymentIntent): string | null {
  const problems = [
    ...(intent.currency !== "usd" ? [`it was paid in ${intent.currency.toUpperCase()}, not USD`] : []),
    ...(intent.amountCents !== payment.amountCents
      ? [`it is for ${intent.amountCents} cents where we recorded ${payment.amountCents}`]
      : []),
  ];
  return problems.length > 0 ? problems.join(" and ") : null;
}

type Deps = {
  db: Db;
  clock: Clock;
  processor: PaymentProcessor;
  mailer: Mailer;
  /** Told after a user row changes (plan), so remembered sessions show it. */
  onUserChanged: (userId: string) => void;
  /** Told once per payment, when it is credited. */
  onSettled: (purpose: Purpose) => void;
  notifications: NotificationService;
  /** The site's address, for the link in a licence receipt sent before signup. */
  publicUrl: string | undefined;
};

/**
 * Every payment is started here and settled here exactly once — by the
 * browser's direct call or by the processor's event, whichever comes first.
 * Settling re-reads the intent from the processor and checks its status, amount,
 * currency and owner; it never trusts what the browser says.
 */
export function createPaymentService({
  db,
  clock,
  processor,
  mailer,
  onUserChanged,
  onSettled,
  notifications,
  publicUrl,
}: Deps) {
  const receipts = createReceipts({ db, clock, mailer, notifications, publicUrl });
  async function customerIdOf(userId: string): Promise<string> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new DomainError("SignInRequired");
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
    return (await settleIntent(intent)).credited;
  }

  /**
   * Settles once, under the checks: a paid intent whose amount or currency differs from our
   * record is never applied; the first time it is seen, `discrepancy` is the sentence the
   * operators are alerted with. An upgrade paid when the account is Plus already is refunded.
   */
  async function settleIntent(
    intent: PaymentIntent,
  ): Promise<{ credited: boolean; discrepancy: string | null }> {
    const nothing = { credited: false, discrepancy: null };
    if (intent.status !== "succeeded") return nothing;
    const [recorded] = await db.select().from(payments).where(eq(payments.intentId, intent.id));
    if (!recorded) return nothing;
    if (recorded.settledAt) {
      // A surplus upgrade whose refund failed is refunded when the processor asks again.
      if (recorded.purpose === "upgrade" && recorded.cancelledAt && !recorded.refundedAt) {
        await reversals.refundSurplus(recorded, intent);
      }
      return nothing;
    }
    const mismatch = discrepancyOf(recorded, intent);
    if (mismatch) {
      const [first] = await db
        .update(payments)
        .set({ discrepancy: mismatch })
        .where(
          and(eq(payments.intentId, intent.id), isNull(payments.settledAt), isNull(payments.discrepancy)),
        )
        .returning();
      return {
        credited: false,
        discrepancy: first ? `Payment ${intent.id} was not credited: ${mismatch}.` : null,
      };
    }
    const settled = await db.transaction(async (tx) => {
      const [payment] = await tx
        .update(payments)
        .set({ settledAt: clock() })
        .where(and(eq(payments.intentId, intent.id), isNull(payments.settledAt)))
        .returning();
      if (!payment) return null;
      if ((payment.purpose === "top_up" || payment.purpose === "auto_recharge") && payment.userId) {
        await ledger.credit(tx, payment.userId, payment.amountCents, {
          kind: payment.purpose,
          reference: intent.id,
          description: payment.purpose === "top_up" ? "Balance top-up" : "Auto-recharge",
        });
        await autoRecharge.rearmAfterCredit(tx, payment.userId);
      }
      if (payment.purpose === "upgrade" && payment.userId) {
        // The owner's row is locked, so a balance upgrade or another card upgrade waits and sees Plus.
        const [owner] = await tx.select().from(users).where(eq(users.id, payment.userId)).for("update");
        // An upgrade buys Plus for the rest of a running licence; without one it buys nothing.
        if (
          payment.cancelledAt ||
          !owner ||
          !isLicenceActive(owner, clock()) ||
          effectivePlan(owner, clock()) === "plus"
        ) {
          const [surplus] = await tx
            .update(payments)
            .set({ cancelledAt: payment.cancelledAt ?? clock() })
            .where(eq(payments.intentId, payment.intentId))
            .returning();
          return { payment: surplus!, surplus: true };
        }
        await tx.update(users).set({ subscriptionPlan: "plus" }).where(eq(users.id, payment.userId));
      }
      if ((payment.purpose === "licence" || payment.purpose === "licence_renewal") && payment.userId) {
        await applyLicencePayment(tx, { ...payment, userId: payment.userId }, clock());
      }
      return { payment, surplus: false };
    });
    if (!settled) return nothing;
    const { payment } = settled;
    if (settled.surplus) {
      await reversals.refundSurplus(payment, intent);
      return nothing;
    }
    onSettled(payment.purpose);
    if (savesCard(payment.purpose) && intent.customerId && intent.paymentMethodId) {
      // Before any auto-recharge below picks a card, so it picks the one that stays.
      await processor.dropDuplicateCards({ customerId: intent.customerId, cardId: intent.paymentMethodId });
    }
    await sendReceipt(payment, intent.card);
    if (!payment.userId) return { credited: true, discrepancy: null };
    if (payment.purpose !== "top_up" && payment.purpose !== "auto_recharge") {
      onUserChanged(payment.userId);
      await cancelUpgradesIfPlus(payment.userId);
      // The balance did not move: a card saved by a licence or upgrade is not charged for a balance
      // that was below the limit from the start, only when spending crosses it.
      return { credited: true, discrepancy: null };
    }
    await reconcileBalance(payment.userId);
    return { credited: true, discrepancy: null };
  }

  /** Once the account is Plus by any path, the upgrade payments still open buy nothing: they are cancelled. */
  async function cancelUpgradesIfPlus(userId: string): Promise<void> {
    const [owner] = await db.select().from(users).where(eq(users.id, userId));
    if (owner && effectivePlan(owner, clock()) === "plus") await reversals.cancelOpenUpgrades(userId);
  }

  async function sendReceipt(
    payment: ReceiptedPayment,
    card: { brand: string; last4: string } | null | "balance",
  ): Promise<void> {
    const note =
      payment.purpose === "auto_recharge" && payment.userId
        ? `${autoRechargeSentence(payment.amountCents, (await settingsOf(payment.userId)).autoRechargeLimitCents)}.`
        : undefined;
    await receipts.send(payment, card, note);
  }

  const autoRecharge = createAutoRecharge({ db, clock, processor, notifications, settle });
  const { settingsOf, reconcileBalance } = autoRecharge;
  const reversals = createPaymentReversals({
    db,
    clock,
    processor,
    notifications,
    settle,
    afterBalanceChange: reconcileBalance,
  });

  async function ownPayment(userId: string, intentId: string, purpose: Purpose) {
    const [payment] = await db.select().from(payments).where(eq(payments.intentId, intentId));
    if (!payment || payment.userId !== userId || payment.purpose !== purpose) {
      throw new DomainError("PaymentNotFound");
    }
    return payment;
  }

  /**
   * The processor's events (webhook or offline delivery). Answers a sentence for the operators'
   * log when the event could not be applied as it stands (a discrepancy), null otherwise.
   */
  async function handleEvent(event: PaymentEvent): Promise<string | null> {
    if (event.type !== "payment_intent.succeeded") return reversals.takeBack(event);
    // The event's copy may be stale; the processor's current state decides.
    return (await settleIntent(await processor.retrieveIntent(event.intent.id))).discrepancy;
  }

  return {
    kind: processor.kind,
    customerIdOf,
    startPayment: start,
    settle,
    reconcileBalance,
    settingsOf,

    receipts,

    startTopUp: (userId: string, dollars: number) => start(userId, "top_up", dollars * 100),

    /** POST /api/add-balance-direct: the caller's succeeded intent, for the amount named; once only. */
    async completeTopUp(userId: string, input: { amount: number; paymentIntentId: string }) {
      const payment = await ownPayment(userId, input.paymentIntentId, "top_up");
      const intent = await processor.retrieveIntent(input.paymentIntentId);
      if (intent.amountCents !== input.amount * 100 || payment.amountCents !== input.amount * 100) {
        throw new DomainError("AmountMismatch");
      }
      if (intent.status !== "succeeded") throw new DomainError("PaymentNotSucceeded");
      const { credited, discrepancy } = await settleIntent(intent);
      return { credited, balance: centsToDollars(await ledger.balanceCents(db, userId)), discrepancy };
    },

    /**
     * The licence is priced by plan on the server. A visitor buys it before signup
     * with an email; a signed-in owner's payment belongs to their account from the start and is
     * applied when it settles.
     */
    async startLicence(email: string, plan: Plan, ownerId?: string): Promise<PaymentIntent> {
      if (ownerId) return start(ownerId, "licence", LICENCE_PRICE_CENTS[plan], { email, plan });
      const customerId = await processor.createCustomer({ email, userId: "" });
      return start(null, "licence", LICENCE_PRICE_CENTS[plan], { email, plan, customerId });
    },

    /**
     * Links the newest succeeded, unlinked licence a visitor paid with the user's
     * verified email: a year more on its plan, and never Simple over a running Plus. A payment
     * links once.
     */
    async linkSubscription(user: { id: string; email: string; paymentCustomerId: string | null }) {
      const candidates = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.purpose, "licence"),
            eq(payments.email, user.email),
            isNull(payments.userId),
            isNull(payments.linkedUserId),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(5);
      for (const candidate of candidates) {
        const intent = await processor.retrieveIntent(candidate.intentId);
        if (intent.status !== "succeeded") continue;
        await settle(intent);
        const linked = await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(payments)
            .set({ linkedUserId: user.id })
            .where(and(eq(payments.intentId, candidate.intentId), isNull(payments.linkedUserId)))
            .returning();
          if (!claimed) return null;
          await applyLicencePayment(tx, { ...claimed, userId: user.id }, clock());
          if (intent.customerId) {
            await tx
              .update(users)
              .set({ paymentCustomerId: intent.customerId })
              .where(and(eq(users.id, user.id), isNull(users.paymentCustomerId)));
          }
          const [owner] = await tx.select().from(users).where(eq(users.id, user.id));
          return owner!;
        });
        if (linked) {
          onUserChanged(user.id);
          await cancelUpgradesIfPlus(user.id);
          return { plan: effectivePlan(linked, clock()), planExpiresAt: linked.planExpiresAt! };
        }
      }
      throw new DomainError("NoLicencePaymentForEmail");
    },

    /** $25 from the balance and the Plus plan, in one transaction. */
    async upgradeWithBalance(userId: string): Promise<number> {
      const balanceCents = await db.transaction(async (tx) => {
        await ledger.lockAccount(tx, userId);
        // The same row lock a card upgrade settles under: the two can never both apply.
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
        if (user && effectivePlan(user, clock()) === "plus") throw new DomainError("AlreadyPlus");
        if (!user || !isLicenceActive(user, clock())) throw new DomainError("UpgradeNeedsLicence");
        const reference = `upgrade-${userId}-${clock().getTime()}`;
        const paid = await ledger.debit(tx, userId, UPGRADE_FEE_CENTS, {
          kind: "upgrade",
          reference,
          description: "Upgrade to Plus",
        });
        if (!paid) throw new DomainError("InsufficientBalanceForUpgrade");
        // Plus for the rest of the running licence: the upgrade does not move its end.
        await tx.update(users).set({ subscriptionPlan: "plus" }).where(eq(users.id, userId));
        return { balanceCents: await ledger.balanceCents(tx, userId), reference };
      });
      onUserChanged(userId);
      await reversals.cancelOpenUpgrades(userId);
      await sendReceipt(
        {
          intentId: balanceCents.reference,
          userId,
          purpose: "upgrade",
          amountCents: UPGRADE_FEE_CENTS,
          email: null,
          plan: "plus",
          settledAt: clock(),
        },
        "balance",
      );
      await reconcileBalance(userId);
      return balanceCents.balanceCents;
    },

    /**
     * An upgrade started while another is still waiting for a card continues that one (two tabs
     * pay one intent, and the processor confirms it once); whatever still gets paid twice is refunded.
     */
    async startUpgradeByCard(user: {
      id: string;
      subscriptionPlan: Plan;
      planExpiresAt: Date | null;
    }): Promise<PaymentIntent> {
      const userId = user.id;
      if (effectivePlan(user, clock()) === "plus") throw new DomainError("AlreadyPlus");
      if (!isLicenceActive(user, clock())) throw new DomainError("UpgradeNeedsLicence");
      const [open] = await openUpgradePayments(db, userId).limit(1);
      if (open) {
        const intent = await processor.retrieveIntent(open.intentId);
        if (intent.status === "requires_payment_method") return intent;
      }
      return start(userId, "upgrade", UPGRADE_FEE_CENTS);
    },

    /** The plan changes only once the server sees the succeeded intent. */
    async completeUpgrade(userId: string, intentId: string): Promise<{ discrepancy: string | null }> {
      await ownPayment(userId, intentId, "upgrade");
      const intent = await processor.retrieveIntent(intentId);
      if (intent.status !== "succeeded") throw new DomainError("PaymentNotSucceeded");
      return { discrepancy: (await settleIntent(intent)).discrepancy };
    },

    handleEvent,

    /**
     * A webhook's event, handled once per event id: a redelivery is answered as a duplicate and
     * changes nothing. An event whose handling failed is not kept as handled, so the processor's
     * retry applies it.
     */
    async handleWebhookEvent(
      event: PaymentEvent,
    ): Promise<{ duplicate: boolean; discrepancy: string | null }> {
      const fresh = await db
        .insert(processedWebhookEvents)
        .values({ eventId: event.id })
        .onConflictDoNothing()
        .returning();
      if (fresh.length === 0) return { duplicate: true, discrepancy: null };
      try {
        return { duplicate: false, discrepancy: await handleEvent(event) };
      } catch (error) {
        await db.delete(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, event.id));
        throw error;
      }
    },

    /**
     * The offline card form confirms by client secret; only the signed-in owner of a payment may
     * confirm it, so a stranger's card never pays, or is saved for, someone else's account.
     * A licence bought before signup has no owner yet and is open to its buyer.
     */
    async authoriseConfirmation(intentId: string, viewerId: string | null): Promise<void> {
      const [payment] = await db.select().from(payments).where(eq(payments.intentId, intentId));
      if (!payment) throw new DomainError("PaymentNotFound");
      if (payment.userId === null) return;
      if (viewerId === null) throw new DomainError("SignInRequired");
      if (payment.userId !== viewerId) throw new DomainError("PaymentNotFound");
    },

    announceAutomaticCharges: autoRecharge.announceAutomaticCharges,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
