import type { SubscriptionPlan } from "../../shared/catalog/accounts";
import { formatDollars } from "../../shared/catalog/billing";
import { licenceDay } from "../../shared/catalog/licence-day";
import type { MailMessage } from "../integrations/mail/mailer";
import { greeting, layout, type MailOwner, paragraphsHtml } from "./mail-templates";

const planName = (plan: SubscriptionPlan) => (plan === "plus" ? "Plus" : "Simple");

/** The same paragraphs as text and as HTML, in the look of the product's other mails. */
function mail(owner: MailOwner, subject: string, title: string, paragraphs: string[]): MailMessage {
  const lines = [greeting(owner), ...paragraphs];
  return {
    to: owner.email,
    subject,
    text: lines.join("\n\n"),
    html: layout(title, paragraphsHtml(lines)),
  };
}

export function licenceReminderMail(
  owner: MailOwner,
  licence: { plan: SubscriptionPlan; endsAt: Date; now: Date; autoRenew: boolean; priceCents: number },
): MailMessage {
  const days = Math.max(1, Math.ceil((licence.endsAt.getTime() - licence.now.getTime()) / 86_400_000));
  const when = `${days} day${days === 1 ? "" : "s"}`;
  const day = licenceDay(licence.endsAt);
  const price = formatDollars(licence.priceCents);
  return mail(owner, `Your Switchboard licence ends in ${when}`, "Your licence ends soon", [
    `Your ${planName(licence.plan)} licence ends on ${day}.`,
    licence.autoRenew
      ? `Automatic renewal is on: we will renew it for another year for ${price} on its last day, from your saved card or else your balance.`
      : `Renew it for another year for ${price} on the Upgrade page, by card or from your balance, or turn on automatic renewal there.`,
    "Without a licence your agents stay as they are, but you cannot create new ones.",
  ]);
}

export function licenceRenewalFailedMail(
  owner: MailOwner,
  renewal: { endsAt: Date | null; reason: string; method: "card" | "balance"; last4: string | null },
): MailMessage {
  const tried =
    renewal.method === "card"
      ? `We tried to renew your licence with the card ending in ${renewal.last4 ?? "????"}, and it was refused: ${renewal.reason}`
      : `We tried to renew your licence from your balance: ${renewal.reason}`;
  return mail(owner, "Your Switchboard licence could not be renewed", "Licence renewal failed", [
    tried,
    renewal.endsAt
      ? `Your licence ends on ${licenceDay(renewal.endsAt)}. Renew it by hand on the Upgrade page, by card or from your balance.`
      : "Renew it by hand on the Upgrade page, by card or from your balance.",
    "We will not try again for this period.",
  ]);
}
