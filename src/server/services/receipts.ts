import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { agents, type payments } from "../db/schema";
import type { Mailer } from "../integrations/mail/mailer";
import type { Clock } from "./clock";
import { ledger } from "./ledger";
import type { NotificationService } from "./notifications";
import {
  licenceBoughtBeforeSignupMail,
  PAID_FROM_BALANCE,
  paidWithText,
  paymentReceiptMail,
  type Receipt,
  receiptTime,
  receiptWords,
} from "./payment-mails";

export type ReceiptedPayment = Pick<
  typeof payments.$inferSelect,
  "intentId" | "userId" | "purpose" | "amountCents" | "email" | "plan" | "settledAt"
>;

/**
 * Owners have no timezone of their own; their newest agent's is where their business is.
 * Null before their first agent.
 */
async function ownerTimezone(db: Db, userId: string): Promise<string | null> {
  const [newest] = await db
    .select({ timezone: agents.timezone })
    .from(agents)
    .where(eq(agents.userId, userId))
    .orderBy(desc(agents.createdAt))
    .limit(1);
  return newest?.timezone ?? null;
}

type Deps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  notifications: NotificationService;
  publicUrl: string | undefined;
};

/** Every payment is receipted (paymentUpdates): what, paid how, how much, when, and for whom. */
export function createReceipts({ db, clock, mailer, notifications, publicUrl }: Deps) {
  return {
    async send(
      payment: ReceiptedPayment,
      paidWith: { brand: string; last4: string } | null | "balance",
      note?: string,
    ): Promise<void> {
      const paidAt = payment.settledAt ?? clock();
      const receipt: Receipt = {
        ...receiptWords(payment),
        amountCents: payment.amountCents,
        paidWith: paidWith === "balance" ? PAID_FROM_BALANCE : paidWithText(paidWith),
        paidAt: receiptTime(paidAt, payment.userId ? await ownerTimezone(db, payment.userId) : null),
        reference: payment.intentId,
        ...(note ? { note } : {}),
      };
      if (!payment.userId) {
        // A licence bought before signup: only the email the buyer gave exists yet.
        if (!payment.email) return;
        const signup = new URLSearchParams({
          payment: "success",
          plan: payment.plan ?? "plus",
          email: payment.email,
        });
        const signupLink = publicUrl ? `${publicUrl.replace(/\/+$/, "")}/signup?${signup}` : null;
        await mailer.send(licenceBoughtBeforeSignupMail(payment.email, receipt, signupLink));
        return;
      }
      const movesBalance = payment.purpose === "top_up" || payment.purpose === "auto_recharge";
      const balanceCents =
        movesBalance || paidWith === "balance" ? await ledger.balanceCents(db, payment.userId) : null;
      await notifications.notify(payment.userId, "paymentUpdates", (owner) =>
        paymentReceiptMail(owner, receipt, balanceCents),
      );
    },
  };
}
