import type { MailMessage } from "../integrations/mail/mailer";
import { escapeHtml, greeting, layout, type MailOwner } from "./mail-templates";

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A day as a person reads it on a statement: 4 March 2026 (UTC, as the processor dates it). */
export function receiptDate(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** How a payment was made, as the receipt names it: "Visa •••• 4242" or the balance. */
export function paidWithText(card: { brand: string; last4: string } | null): string {
  if (!card) return "your card";
  const brand = card.brand.length > 0 ? card.brand[0]!.toUpperCase() + card.brand.slice(1) : "Card";
  return `${brand} •••• ${card.last4}`;
}

const mail = (to: string, subject: string, title: string, lines: string[]): MailMessage => ({
  to,
  subject,
  text: lines.join("\n"),
  html: layout(
    title,
    lines
      .filter((line) => line !== "")
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(""),
  ),
});

/**
 * An upgrade paid twice (two tabs, two devices, or balance and card) keeps one payment; the other
 * is refunded in full and the owner hears why.
 */
export function surplusUpgradeRefundedMail(
  owner: MailOwner,
  refund: { amountCents: number; paidWith: string; paidOn: Date; reference: string },
): MailMessage {
  const amount = dollars(refund.amountCents);
  return mail(owner.email, `Refund: ${amount} for an upgrade you had already`, "Upgrade payment refunded", [
    greeting(owner),
    "",
    `Your account ${owner.username} was already on the Plus plan when a second upgrade payment of ${amount} (${refund.paidWith}, ${receiptDate(refund.paidOn)}) went through.`,
    `We have refunded the ${amount} to the card in full. Banks usually show it within 5 to 10 days.`,
    `Payment: ${refund.reference}`,
  ]);
}

/**
 * A top-up refunded or disputed at the card's bank takes its credit back. What the balance could
 * not cover stays as a debt, paid first from the next top-up or recharge (docs/decisions/0017).
 */
export function creditTakenBackMail(
  owner: MailOwner,
  taken: {
    reason: "refund" | "dispute";
    amountCents: number;
    takenCents: number;
    debtCents: number;
    balanceCents: number;
    reference: string;
  },
): MailMessage {
  const amount = dollars(taken.amountCents);
  const cause =
    taken.reason === "refund"
      ? `A refund of ${amount} was made to your card for a payment to your balance.`
      : `Your bank opened a dispute of ${amount} against a payment to your balance.`;
  const debtLines =
    taken.debtCents > 0
      ? [
          `Your balance covered ${dollars(taken.takenCents)} of it, so ${dollars(taken.debtCents)} is owed. Your next top-up or auto-recharge pays that first.`,
          "Your agents pause while your balance is $0.00.",
        ]
      : [];
  return mail(
    owner.email,
    taken.reason === "refund"
      ? `Refund: ${amount} taken from your balance`
      : `Dispute: ${amount} taken from your balance`,
    taken.reason === "refund" ? "A payment was refunded" : "A payment is disputed",
    [
      greeting(owner),
      "",
      cause,
      `We have taken ${dollars(taken.takenCents)} from your balance; it is now ${dollars(taken.balanceCents)}.`,
      ...debtLines,
      `Payment: ${taken.reference}`,
    ],
  );
}
