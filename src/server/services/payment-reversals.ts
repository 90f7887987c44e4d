import { and, desc, eq, isNull, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { ledgerEntries, payments } from "../db/schema";
import type { PaymentEvent, PaymentIntent } from "../integrations/payments/payments";
import { ledger, type Tx } from "./ledger";
import { creditTakenBackMail, paidWithText, surplusUpgradeRefundedMail } from "./payment-mails";
import type { MoneyDeps } from "./service-deps";

type Payment = typeof payments.$inferSelect;
type TakeBackEvent = Extract<PaymentEvent, { type: "charge.refunded" | "charge.dispute.created" }>;

type Deps = MoneyDeps & {
  /** Settles an intent the processor reports as paid (it is then refunded as surplus). */
  settle: (intent: PaymentIntent) => Promise<unknown>;
  /** After a balance changed: pauses the agents at $0 (the existing rule). */
  afterBalanceChange: (userId: string) => Promise<void>;
};

// Only these purposes put money on the balance, so only they have a credit to take back.
const BALANCE_PURPOSES: ReadonlySet<Payment["purpose"]> = new Set(["top_up", "auto_recharge"]);

/**
 * Money going back the other way: an upgrade paid for twice is refunded, an upgrade payment
 * still waiting for a card is cancelled once the account is Plus, and a top-up refunded or
 * disputed at the card's bank takes its credit back (docs/decisions/0017).
 */
/** The upgrade payments of an owner that are neither settled nor cancelled, newest first. */
export function openUpgradePayments(db: Db, userId: string) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, "upgrade"),
        isNull(payments.settledAt),
        isNull(payments.cancelledAt),
      ),
    )
    .orderBy(desc(payments.createdAt));
}

export function createPaymentReversals({
  db,
  clock,
  processor,
  notifications,
  settle,
  afterBalanceChange,
}: Deps) {
  /**
   * The account is Plus now: every other upgrade intent of its owner buys nothing. Each is
   * cancelled at the processor; one that was paid meanwhile settles, and is refunded.
   */
  async function cancelOpenUpgrades(userId: string, exceptIntentId?: string): Promise<void> {
    const open = await openUpgradePayments(db, userId);
    for (const payment of open) {
      if (payment.intentId === exceptIntentId) continue;
      const intent = await processor.cancelIntent(payment.intentId);
      if (intent.status === "canceled") {
        await db
          .update(payments)
          .set({ cancelledAt: clock() })
          .where(and(eq(payments.intentId, payment.intentId), isNull(payments.cancelledAt)));
      } else if (intent.status === "succeeded") {
        await settle(intent);
      }
    }
  }

  /**
   * Refunds an upgrade payment that settled when the account was Plus already. Safe to repeat:
   * the processor refunds an intent once, and the owner is told once.
   */
  async function refundSurplus(payment: Payment, intent: PaymentIntent): Promise<void> {
    await processor.refund(payment.intentId);
    const [marked] = await db
      .update(payments)
      .set({ refundedAt: clock() })
      .where(and(eq(payments.intentId, payment.intentId), isNull(payments.refundedAt)))
      .returning();
    if (!marked?.userId) return;
    await notifications.notify(marked.userId, "paymentUpdates", (owner) =>
      surplusUpgradeRefundedMail(owner, {
        amountCents: marked.amountCents,
        paidWith: paidWithText(intent.card),
        paidOn: marked.settledAt ?? clock(),
        reference: marked.intentId,
      }),
    );
  }

  /** How much of this payment earlier refund events took back (their cumulative amount). */
  async function refundedSoFar(tx: Tx, userId: string, intentId: string): Promise<number> {
    const rows = await tx
      .select({ reference: ledgerEntries.reference })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, userId),
          eq(ledgerEntries.kind, "card_refund"),
          like(ledgerEntries.reference, `${intentId}:refunded:%`),
        ),
      );
    return Math.max(0, ...rows.map((row) => Number(row.reference?.split(":").at(-1) ?? 0)));
  }

  /**
   * A refund or dispute of a balance payment takes its credit back once: a refund by the
   * charge's running total refunded (partial refunds add up), a dispute by its own id.
   * Answers a sentence for the log when the event cannot be matched to what we hold.
   */
  async function takeBack(event: TakeBackEvent): Promise<string | null> {
    const [payment] = await db.select().from(payments).where(eq(payments.intentId, event.intentId));
    if (!payment?.userId || !payment.settledAt || !BALANCE_PURPOSES.has(payment.purpose)) return null;
    if (event.currency !== "usd") {
      return `${event.type} for ${event.intentId} is in ${event.currency}; its payment was in usd. Nothing was taken back.`;
    }
    const userId = payment.userId;
    const reason = event.type === "charge.refunded" ? "refund" : "dispute";
    const taken = await db.transaction(async (tx) => {
      // Under the account's lock, so two refund events of one charge add up, never overlap.
      await ledger.lockAccount(tx, userId);
      let amountCents: number;
      let reference: string;
      if (event.type === "charge.refunded") {
        const total = Math.min(event.amountRefundedCents, payment.amountCents);
        amountCents = total - (await refundedSoFar(tx, userId, payment.intentId));
        reference = `${payment.intentId}:refunded:${total}`;
      } else {
        amountCents = Math.min(event.amountCents, payment.amountCents);
        reference = `${payment.intentId}:dispute:${event.disputeId}`;
      }
      if (amountCents <= 0) return null;
      const result = await ledger.takeBack(tx, userId, amountCents, {
        kind: reason === "refund" ? "card_refund" : "dispute",
        reference,
        description: reason === "refund" ? "Card payment refunded" : "Card payment disputed",
      });
      return result && { ...result, amountCents };
    });
    if (!taken) return null;
    if (event.type === "charge.refunded" && event.amountRefundedCents >= payment.amountCents) {
      await db
        .update(payments)
        .set({ refundedAt: clock() })
        .where(and(eq(payments.intentId, payment.intentId), isNull(payments.refundedAt)));
    }
    await afterBalanceChange(userId);
    const balanceCents = await ledger.balanceCents(db, userId);
    await notifications.notify(userId, "paymentUpdates", (owner) =>
      creditTakenBackMail(owner, { reason, ...taken, balanceCents, reference: payment.intentId }),
    );
    return null;
  }

  return { cancelOpenUpgrades, refundSurplus, takeBack };
}
