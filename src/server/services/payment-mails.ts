import { cardLabel } from "../../shared/catalog/card-brands";
import type { MailMessage } from "../integrations/mail/mailer";
import { formatCallTime, greeting, layout, type MailOwner, paragraphsHtml } from "./mail-templates";

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

/**
 * When a payment was made, on the owner's clocks when we know them (their business's timezone),
 * else in UTC; the zone is named either way: "Wed, Nov 25, 2026, 4:51 AM EST".
 */
export function receiptTime(date: Date, timezone: string | null): string {
  return formatCallTime(date.toISOString(), timezone ?? "UTC");
}

/** How a payment was made, as the receipt names it: "Visa •••• 4242". */
export function paidWithText(card: { brand: string; last4: string } | null): string {
  return card ? cardLabel(card) : "your card";
}

export const PAID_FROM_BALANCE = "your Switchboard balance";

const mail = (to: string, subject: string, title: string, lines: string[], footer?: string): MailMessage => ({
  to,
  subject,
  text: lines.join("\n"),
  html: layout(title, paragraphsHtml(lines.filter((line) => line !== "")), footer),
});

export type Receipt = {
  /** Short, for the subject: "balance top-up". */
  title: string;
  /** What was bought, in full: "Balance top-up: $40.00 added to your balance". */
  bought: string;
  amountCents: number;
  paidWith: string;
  paidAt: string;
  reference: string;
  /** Why an automatic charge happened. */
  note?: string;
};

type Purpose = "top_up" | "auto_recharge" | "licence" | "upgrade" | "licence_renewal";

const TITLES: Record<Purpose, string> = {
  top_up: "balance top-up",
  auto_recharge: "auto-recharge",
  licence: "Switchboard licence",
  upgrade: "upgrade to Plus",
  licence_renewal: "Switchboard licence renewal",
};

/** A receipt's subject title and its "Bought:" line, for what a payment bought. */
export function receiptWords(payment: {
  purpose: Purpose;
  amountCents: number;
  plan: "simple" | "plus" | null;
}): Pick<Receipt, "title" | "bought"> {
  const amount = dollars(payment.amountCents);
  const plan = payment.plan === "simple" ? "Simple" : "Plus";
  const bought: Record<Purpose, string> = {
    top_up: `Balance top-up: ${amount} added to your balance`,
    auto_recharge: `Auto-recharge: ${amount} added to your balance`,
    licence: `Switchboard ${plan} licence for one year`,
    licence_renewal: `Switchboard ${plan} licence renewed for one more year`,
    upgrade: "Upgrade to Plus for the rest of your licence",
  };
  return { title: TITLES[payment.purpose], bought: bought[payment.purpose] };
}

/**
 * A receipt names what was bought, how it was paid (the card's brand and last 4, or the balance),
 * the amount, when, and the account it was for (its name and email).
 */
export function paymentReceiptMail(
  owner: MailOwner,
  receipt: Receipt,
  balanceCents: number | null,
): MailMessage {
  const amount = dollars(receipt.amountCents);
  return mail(owner.email, `Receipt: ${receipt.title}, ${amount}`, `Receipt: ${receipt.title}`, [
    greeting(owner),
    ...(receipt.note ? [receipt.note] : []),
    `Bought: ${receipt.bought}`,
    `Amount: ${amount}`,
    `Paid with: ${receipt.paidWith}`,
    `Date: ${receipt.paidAt}`,
    `Account: ${owner.username} (${owner.email})`,
    ...(balanceCents === null ? [] : [`Your balance is now ${dollars(balanceCents)}.`]),
    `Payment: ${receipt.reference}`,
  ]);
}

/**
 * The licence bought at checkout, before signup: nobody has signed up with this address yet, so the
 * receipt names the address it was paid with and says what comes next.
 */
export function licenceBoughtBeforeSignupMail(
  to: string,
  receipt: Receipt,
  signupLink: string | null,
): MailMessage {
  const amount = dollars(receipt.amountCents);
  return mail(
    to,
    `Receipt: ${receipt.title}, ${amount}`,
    `Receipt: ${receipt.title}`,
    [
      "Thank you for buying a Switchboard licence.",
      `Bought: ${receipt.bought}`,
      `Amount: ${amount}`,
      `Paid with: ${receipt.paidWith}`,
      `Date: ${receipt.paidAt}`,
      `Email address: ${to}`,
      `Payment: ${receipt.reference}`,
      "",
      `What to do next: sign up to Switchboard with ${to}. Your licence starts when you verify that address.`,
      ...(signupLink ? [`Sign up here: ${signupLink}`] : []),
    ],
    `You received this email because a Switchboard licence was bought with ${to}.`,
  );
}

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
