import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { SubscriptionPlan } from "../../shared/catalog/accounts";
import { LICENCE_PRICE_CENTS } from "../../shared/catalog/billing";
import { licenceDay } from "../../shared/catalog/licence-day";
import { licenceReminders, licenceRenewals, payments, userSettings, users } from "../db/schema";
import { CardError } from "../integrations/payments/payments";
import { DomainError } from "./domain-errors";
import { ledger, type Tx } from "./ledger";
import { licenceReminderMail, licenceRenewalFailedMail } from "./licence-mails";
import type { PaymentService } from "./payments";
import type { MoneyDeps } from "./service-deps";

const DAY_MS = 86_400_000;
/** A licence, bought or renewed, runs for a year. */
export const LICENCE_TERM_MS = 365 * DAY_MS;
/** The renewal reminders go out this many days before the licence ends, each once per period. */
export const LICENCE_REMINDER_DAYS = [14, 3] as const;
// Automatic renewal charges in the licence's last day, so a paid-up owner never has a gap.
const AUTO_RENEW_AHEAD_MS = DAY_MS;
// A licence that ended more than a week ago is not charged for automatically: the owner decides.
const AUTO_RENEW_GRACE_MS = 7 * DAY_MS;
// Renewing by hand is offered in the licence's last 30 days and after it ended, so a double
// press cannot buy two years.
export const MANUAL_RENEWAL_WINDOW_MS = 30 * DAY_MS;

type LicenceHolder = { subscriptionPlan: SubscriptionPlan; planExpiresAt: Date | null };

/** A licence is active while its end is still ahead. No end date means no licence. */
export function isLicenceActive(user: Pick<LicenceHolder, "planExpiresAt">, now: Date): boolean {
  return user.planExpiresAt !== null && user.planExpiresAt.getTime() > now.getTime();
}

/** The plan that counts now: Plus only while its licence runs; otherwise the Simple limits apply. */
export function effectivePlan(user: LicenceHolder, now: Date): SubscriptionPlan {
  return user.subscriptionPlan === "plus" && isLicenceActive(user, now) ? "plus" : "simple";
}

/** A paid year starts where the running licence ends, or now when there is none running. */
export function nextLicenceEnd(currentEnd: Date | null, now: Date): Date {
  const start = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return new Date(start.getTime() + LICENCE_TERM_MS);
}

/** What a year of this plan costs to renew. */
export const renewalPriceCents = (plan: SubscriptionPlan) => LICENCE_PRICE_CENTS[plan];

/**
 * Applies a settled licence or renewal payment of a signed-in owner, in the settling transaction:
 * a year more, on the paid plan, never taking an active Plus down to Simple. A licence bought by
 * card turns automatic renewal on, since the card is now saved for it.
 */
export async function applyLicencePayment(
  tx: Tx,
  payment: { intentId: string; userId: string; purpose: string; plan: SubscriptionPlan | null },
  now: Date,
): Promise<void> {
  const [user] = await tx
    .select({ subscriptionPlan: users.subscriptionPlan, planExpiresAt: users.planExpiresAt })
    .from(users)
    .where(eq(users.id, payment.userId))
    .for("update");
  if (!user) return;
  const paidPlan = payment.plan ?? user.subscriptionPlan;
  const keepsPlus = effectivePlan(user, now) === "plus";
  await tx
    .update(users)
    .set({
      subscriptionPlan: keepsPlus ? "plus" : paidPlan,
      planExpiresAt: nextLicenceEnd(user.planExpiresAt, now),
    })
    .where(eq(users.id, payment.userId));
  if (payment.purpose !== "licence") return;
  await tx
    .update(payments)
    .set({ linkedUserId: payment.userId })
    .where(and(eq(payments.intentId, payment.intentId), isNull(payments.linkedUserId)));
  await turnAutoRenewOn(tx, payment.userId);
}

export async function turnAutoRenewOn(tx: Tx, userId: string): Promise<void> {
  await tx
    .insert(userSettings)
    .values({ userId, licenceAutoRenew: true })
    .onConflictDoUpdate({ target: userSettings.userId, set: { licenceAutoRenew: true } });
}

type Deps = MoneyDeps & {
  paymentService: PaymentService;
  onUserChanged: (userId: string) => void;
};

/** A paid renewal names its payment: the card's intent, or the balance's ledger reference. */
type RenewalOutcome = { status: "paid"; reference: string } | { status: "failed"; failure: string };

export function createLicenceService({
  db,
  clock,
  processor,
  paymentService,
  notifications,
  onUserChanged,
}: Deps) {
  async function ownerOf(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new DomainError("SignInRequired");
    return user;
  }

  async function savedCardOf(paymentCustomerId: string | null) {
    if (!paymentCustomerId) return null;
    const [card] = await processor.listSavedCards(paymentCustomerId);
    return card ?? null;
  }

  async function autoRenewOf(userId: string): Promise<boolean> {
    const [row] = await db
      .select({ on: userSettings.licenceAutoRenew })
      .from(userSettings)
      .where(eq(userSettings.userId, userId));
    return row?.on ?? false;
  }

  async function status(userId: string) {
    const user = await ownerOf(userId);
    const now = clock();
    const [lastRenewal] = user.planExpiresAt
      ? await db
          .select()
          .from(licenceRenewals)
          .where(and(eq(licenceRenewals.userId, userId), eq(licenceRenewals.periodEnd, user.planExpiresAt)))
      : [];
    const card = await savedCardOf(user.paymentCustomerId);
    return {
      plan: effectivePlan(user, now),
      licencePlan: user.planExpiresAt ? user.subscriptionPlan : null,
      active: isLicenceActive(user, now),
      expiresAt: user.planExpiresAt?.toISOString() ?? null,
      autoRenew: await autoRenewOf(userId),
      renewalPrice: renewalPriceCents(user.subscriptionPlan) / 100,
      canRenew:
        user.planExpiresAt !== null &&
        user.planExpiresAt.getTime() - now.getTime() <= MANUAL_RENEWAL_WINDOW_MS,
      savedCard: card ? { brand: card.brand, last4: card.last4 } : null,
      renewalFailure: lastRenewal?.status === "failed" ? (lastRenewal.failure ?? null) : null,
    };
  }

  /** The end a renewal by hand would extend; refused while the licence has more than 30 days left. */
  async function renewableLicence(userId: string) {
    const user = await ownerOf(userId);
    if (!user.planExpiresAt) {
      throw new DomainError("NoLicenceToRenew");
    }
    if (user.planExpiresAt.getTime() - clock().getTime() > MANUAL_RENEWAL_WINDOW_MS) {
      throw new DomainError("RenewalNotOpenYet", { licenceEndsAt: user.planExpiresAt });
    }
    return user;
  }

  /** One year more from the balance, in one transaction with the debit; once per licence end. */
  async function renewFromBalance(userId: string, periodEnd: Date): Promise<RenewalOutcome> {
    const outcome = await db.transaction(async (tx): Promise<RenewalOutcome> => {
      await ledger.lockAccount(tx, userId);
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
      if (!user || user.planExpiresAt?.getTime() !== periodEnd.getTime()) {
        return { status: "failed", failure: "The licence changed while it was being renewed." };
      }
      const priceCents = renewalPriceCents(user.subscriptionPlan);
      const reference = `licence-renewal:${userId}:${periodEnd.toISOString()}`;
      const paid = await ledger.debit(tx, userId, priceCents, {
        kind: "licence_renewal",
        reference,
        description: `Licence renewal (${user.subscriptionPlan === "plus" ? "Plus" : "Simple"}, one year)`,
      });
      if (!paid) {
        const balance = await ledger.balanceCents(tx, userId);
        return {
          status: "failed",
          failure: `Your balance of $${(balance / 100).toFixed(2)} does not cover the $${(priceCents / 100).toFixed(2)} renewal.`,
        };
      }
      await tx
        .update(users)
        .set({ planExpiresAt: nextLicenceEnd(user.planExpiresAt, clock()) })
        .where(eq(users.id, userId));
      return { status: "paid", reference };
    });
    if (outcome.status === "paid") {
      onUserChanged(userId);
      await paymentService.reconcileBalance(userId);
    }
    return outcome;
  }

  /** One year more charged to the saved card without the owner present (the automatic renewal). */
  async function renewFromSavedCard(
    user: typeof users.$inferSelect,
    card: { id: string },
  ): Promise<RenewalOutcome> {
    const amountCents = renewalPriceCents(user.subscriptionPlan);
    try {
      const intent = await processor.chargeSavedCard({
        customerId: user.paymentCustomerId!,
        cardId: card.id,
        amountCents,
        metadata: { purpose: "licence_renewal", userId: user.id, plan: user.subscriptionPlan },
      });
      await db
        .insert(payments)
        .values({
          intentId: intent.id,
          userId: user.id,
          purpose: "licence_renewal",
          amountCents,
          plan: user.subscriptionPlan,
          createdAt: clock(),
        })
        .onConflictDoNothing();
      await paymentService.settle(intent);
      return { status: "paid", reference: intent.id };
    } catch (error) {
      if (!(error instanceof CardError)) throw error;
      return { status: "failed", failure: error.message };
    }
  }

  async function tellOutcome(
    userId: string,
    outcome: RenewalOutcome,
    detail: { method: "card" | "balance"; last4: string | null },
  ) {
    const user = await ownerOf(userId);
    if (outcome.status === "failed") {
      await notifications.notify(userId, "paymentUpdates", (owner) =>
        licenceRenewalFailedMail(owner, { endsAt: user.planExpiresAt, reason: outcome.failure, ...detail }),
      );
      return;
    }
    // A card renewal is receipted by the payment itself; the balance renewal is receipted here.
    if (detail.method === "balance") {
      await paymentService.receipts.send(
        {
          intentId: outcome.reference,
          userId,
          purpose: "licence_renewal",
          amountCents: renewalPriceCents(user.subscriptionPlan),
          email: null,
          plan: user.subscriptionPlan,
          settledAt: clock(),
        },
        "balance",
        `Your licence now runs until ${licenceDay(user.planExpiresAt!)}.`,
      );
    }
  }

  return {
    status,

    async setAutoRenew(userId: string, on: boolean) {
      await db
        .insert(userSettings)
        .values({ userId, licenceAutoRenew: on })
        .onConflictDoUpdate({
          target: userSettings.userId,
          set: { licenceAutoRenew: on, updatedAt: clock() },
        });
      return status(userId);
    },

    /** A signed-in owner's licence checkout: the payment belongs to their account from the start. */
    async startPurchase(userId: string, plan: SubscriptionPlan) {
      const user = await ownerOf(userId);
      return paymentService.startLicence(user.email, plan, userId);
    },

    /** A renewal by hand, paid by card through the card form. */
    async startRenewalByCard(userId: string) {
      const user = await renewableLicence(userId);
      return paymentService.startPayment(
        userId,
        "licence_renewal",
        renewalPriceCents(user.subscriptionPlan),
        {
          plan: user.subscriptionPlan,
        },
      );
    },

    async renewByHandFromBalance(userId: string) {
      const user = await renewableLicence(userId);
      const outcome = await renewFromBalance(userId, user.planExpiresAt!);
      if (outcome.status === "failed") throw new DomainError("RenewalFailed", { reason: outcome.failure });
      await tellOutcome(userId, outcome, { method: "balance", last4: null });
      return status(userId);
    },

    /** Applies the owner's succeeded licence or renewal payment now (the processor's event does otherwise). */
    async completePayment(userId: string, intentId: string) {
      const [payment] = await db.select().from(payments).where(eq(payments.intentId, intentId));
      if (
        !payment ||
        payment.userId !== userId ||
        (payment.purpose !== "licence" && payment.purpose !== "licence_renewal")
      ) {
        throw new DomainError("PaymentNotFound");
      }
      const intent = await processor.retrieveIntent(intentId);
      if (intent.status !== "succeeded") throw new DomainError("PaymentNotSucceeded");
      await paymentService.settle(intent);
      return status(userId);
    },

    /** Mails each due reminder once per licence period, whichever instance runs first. */
    async sendDueReminders(): Promise<number> {
      const now = clock();
      const horizon = new Date(now.getTime() + Math.max(...LICENCE_REMINDER_DAYS) * DAY_MS);
      const due = await db
        .select({ id: users.id, plan: users.subscriptionPlan, endsAt: users.planExpiresAt })
        .from(users)
        .where(and(gt(users.planExpiresAt, now), lte(users.planExpiresAt, horizon), isNull(users.deletedAt)));
      let sent = 0;
      for (const user of due) {
        const endsAt = user.endsAt!;
        const daysLeft = (endsAt.getTime() - now.getTime()) / DAY_MS;
        // The nearest reminder whose day has come; the earlier ones are claimed with it, so a job
        // that missed the 14-day day does not send both at once.
        const dueDays = LICENCE_REMINDER_DAYS.filter((days) => daysLeft <= days);
        const nearest = Math.min(...dueDays);
        const claimed = await db
          .insert(licenceReminders)
          .values(
            dueDays.map((daysBefore) => ({ userId: user.id, periodEnd: endsAt, daysBefore, sentAt: now })),
          )
          .onConflictDoNothing()
          .returning({ daysBefore: licenceReminders.daysBefore });
        if (!claimed.some((row) => row.daysBefore === nearest)) continue;
        const autoRenew = await autoRenewOf(user.id);
        const outcome = await notifications.notify(user.id, "paymentUpdates", (owner) =>
          licenceReminderMail(owner, {
            plan: user.plan,
            endsAt,
            now,
            autoRenew,
            priceCents: renewalPriceCents(user.plan),
          }),
        );
        if (outcome === "sent") sent++;
      }
      return sent;
    },

    /**
     * Renews the licences whose owners turned automatic renewal on, in their last day: the saved
     * card when there is one, else the balance. Each period is claimed in licence_renewals first,
     * so however many instances run this, an owner is charged once per period.
     */
    async renewDueLicences(): Promise<number> {
      const now = clock();
      const due = await db
        .select({ user: users })
        .from(users)
        .innerJoin(userSettings, eq(userSettings.userId, users.id))
        .where(
          and(
            eq(userSettings.licenceAutoRenew, true),
            isNull(users.deletedAt),
            lte(users.planExpiresAt, new Date(now.getTime() + AUTO_RENEW_AHEAD_MS)),
            gt(users.planExpiresAt, new Date(now.getTime() - AUTO_RENEW_GRACE_MS)),
          ),
        );
      let renewed = 0;
      for (const { user } of due) {
        const periodEnd = user.planExpiresAt!;
        const card = await savedCardOf(user.paymentCustomerId);
        const method = card ? "card" : "balance";
        const claimed = await db
          .insert(licenceRenewals)
          .values({ userId: user.id, periodEnd, method, status: "pending", createdAt: now })
          .onConflictDoNothing()
          .returning();
        if (claimed.length === 0) continue;
        const outcome = card
          ? await renewFromSavedCard(user, card)
          : await renewFromBalance(user.id, periodEnd);
        await db
          .update(licenceRenewals)
          .set({
            status: outcome.status,
            failure: outcome.status === "failed" ? outcome.failure : null,
            paymentIntentId: outcome.status === "paid" && method === "card" ? outcome.reference : null,
          })
          .where(and(eq(licenceRenewals.userId, user.id), eq(licenceRenewals.periodEnd, periodEnd)));
        await tellOutcome(user.id, outcome, { method, last4: card?.last4 ?? null });
        if (outcome.status === "paid") renewed++;
      }
      return renewed;
    },
  };
}

export type LicenceService = ReturnType<typeof createLicenceService>;
