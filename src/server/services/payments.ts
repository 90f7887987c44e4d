import { and, eq, isNull } from "drizzle-orm";
import { centsToDollars } from "../../shared/catalog/billing";
import type { Db } from "../db/client";
import { payments, users } from "../db/schema";
import { badRequest, HttpError, notFound } from "../http/http-error";
import type { PaymentEvent, PaymentIntent, PaymentProcessor } from "../integrations/payments/payments";
import type { Clock } from "./clock";
import { ledger } from "./ledger";

type Purpose = (typeof payments.$inferSelect)["purpose"];

/**
 * Issue 4 §1: every payment is started here, and settled here exactly once —
 * by the browser's direct call or by the processor's event, whichever comes
 * first. Settling re-reads the intent from the processor and checks its status,
 * amount, currency and owner; it never trusts what the browser says.
 */
export function createPaymentService({
  db,
  clock,
  processor,
}: {
  db: Db;
  clock: Clock;
  processor: PaymentProcessor;
}) {
  async function customerIdOf(userId: string): Promise<string> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, "Please sign in to continue.");
    if (user.paymentCustomerId) return user.paymentCustomerId;
    const customerId = await processor.createCustomer({ email: user.email, userId });
    // Two requests at once may both create one; the first stored wins and is used by both.
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
    extra: { email?: string; plan?: "simple" | "plus" } = {},
  ): Promise<PaymentIntent> {
    const customerId = userId ? await customerIdOf(userId) : undefined;
    const intent = await processor.createIntent({
      amountCents,
      customerId,
      // Issue 4 §1: a card used for a top-up or a licence is kept for auto-recharge.
      saveCard: customerId !== undefined && (purpose === "top_up" || purpose === "licence"),
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

  /** Applies a succeeded intent once; false when it had been applied already. */
  async function settle(intent: PaymentIntent): Promise<boolean> {
    if (intent.status !== "succeeded" || intent.currency !== "usd") return false;
    return db.transaction(async (tx) => {
      const [payment] = await tx
        .update(payments)
        .set({ settledAt: clock() })
        .where(and(eq(payments.intentId, intent.id), isNull(payments.settledAt)))
        .returning();
      if (!payment) return false;
      if (payment.amountCents !== intent.amountCents) {
        throw new Error(
          `intent ${intent.id} amount ${intent.amountCents} differs from the recorded ${payment.amountCents}`,
        );
      }
      if (payment.purpose === "top_up" || payment.purpose === "auto_recharge") {
        await ledger.credit(tx, payment.userId!, payment.amountCents, {
          kind: payment.purpose,
          reference: intent.id,
          description: payment.purpose === "top_up" ? "Balance top-up" : "Auto-recharge",
        });
      }
      return true;
    });
  }

  return {
    processor,
    customerIdOf,
    start,
    settle,

    async startTopUp(userId: string, dollars: number): Promise<PaymentIntent> {
      return start(userId, "top_up", dollars * 100);
    },

    /**
     * Issue 4 §1: POST /api/add-balance-direct. The intent must be the caller's,
     * succeeded, and for the amount the caller names; a replay credits nothing.
     */
    async completeTopUp(userId: string, input: { amount: number; paymentIntentId: string }) {
      const [payment] = await db.select().from(payments).where(eq(payments.intentId, input.paymentIntentId));
      if (!payment || payment.userId !== userId || payment.purpose !== "top_up") {
        throw notFound("This payment does not exist.");
      }
      const intent = await processor.retrieveIntent(input.paymentIntentId);
      if (intent.amountCents !== input.amount * 100 || payment.amountCents !== input.amount * 100) {
        throw badRequest("The amount does not match the payment.", "amount");
      }
      if (intent.status !== "succeeded") throw new HttpError(402, "The payment has not succeeded.");
      const credited = await settle(intent);
      return { credited, balance: centsToDollars(await ledger.balanceCents(db, userId)) };
    },

    /** The processor's `payment_intent.succeeded` (webhook or offline delivery). */
    async handleEvent(event: PaymentEvent): Promise<void> {
      if (event.type !== "payment_intent.succeeded") return;
      // The event's copy may be stale or forged upstream; the processor's current state decides.
      await settle(await processor.retrieveIntent(event.intent.id));
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
