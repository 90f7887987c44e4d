import type { MailMessage } from "../integrations/mail/mailer";
import { escapeHtml, greeting, layout, type MailOwner } from "./mail-templates";

const NOT_YOU =
  "If this was not you, reset your password at once and write to us through Help & Support: someone may know your password.";

/** Tells the owner their password changed and where they are still signed in. */
export function passwordChangedMail(owner: MailOwner, endedSessions: number): MailMessage {
  const sessionsLine =
    endedSessions === 0
      ? "You were not signed in anywhere else."
      : `We signed you out everywhere else (${endedSessions} ${endedSessions === 1 ? "session" : "sessions"}); you stay signed in where you made the change.`;
  return {
    to: owner.email,
    subject: "Your Switchboard password was changed",
    text: [
      greeting(owner),
      "",
      "The password of your Switchboard account was just changed.",
      sessionsLine,
      "",
      NOT_YOU,
    ].join("\n"),
    html: layout(
      "Your password was changed",
      `<p>${escapeHtml(greeting(owner))}</p>
<p>The password of your Switchboard account was just changed.</p>
<p>${escapeHtml(sessionsLine)}</p>
<p style="color:#8b8b99">${escapeHtml(NOT_YOU)}</p>`,
    ),
  };
}

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
