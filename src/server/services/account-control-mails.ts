import type { MailMessage } from "../integrations/mail/mailer";
import { greetingMail, type MailOwner } from "./mail-templates";

/** Sent to the address the account had, once everything about it is gone. */
export function accountDeletedMail(owner: MailOwner): MailMessage {
  const lines = [
    "Your Switchboard account has been deleted, as you asked.",
    "Your agents no longer answer calls and their numbers have been released. Your conversations, calls, transcripts, saved cards and profile are gone.",
    "We keep the record of past payments and charges, without your name or email, because our accounts must add up.",
    "This email address and username are free: you can sign up again with them at any time.",
  ];
  return greetingMail(owner, {
    subject: "Your Switchboard account has been deleted",
    title: "Your account has been deleted",
    lines,
  });
}
