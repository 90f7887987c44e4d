import type { MailMessage } from "../integrations/mail/mailer";
import { escapeHtml, greeting, layout, type MailOwner } from "./mail-templates";

/** Sent to the address the account had, once everything about it is gone. */
export function accountDeletedMail(owner: MailOwner): MailMessage {
  const lines = [
    "Your Switchboard account has been deleted, as you asked.",
    "Your agents no longer answer calls and their numbers have been released. Your conversations, calls, transcripts, saved cards and profile are gone.",
    "We keep the record of past payments and charges, without your name or email, because our accounts must add up.",
    "This email address and username are free: you can sign up again with them at any time.",
  ];
  return {
    to: owner.email,
    subject: "Your Switchboard account has been deleted",
    text: [greeting(owner), "", ...lines].join("\n"),
    html: layout(
      "Your account has been deleted",
      [greeting(owner), ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"),
    ),
  };
}
