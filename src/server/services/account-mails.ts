import type { MailMessage } from "../integrations/mail/mailer";
import { escapeHtml, greeting, greetingMail, layout, type MailOwner, paragraphsHtml } from "./mail-templates";

// The mails that keep an account in its owner's hands: the reset link, the notice that the
// password changed, and the warning that someone keeps guessing it. Each says what happened and
// what to do if it was not the owner.

const linkHtml = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="color:#a5a1ff">${escapeHtml(label)}</a></p>`;

/** The page where an owner asks for a reset link, on the same site as `resetLink`'s base. */
export function forgotPasswordPageOf(siteBase: string): string {
  return `${siteBase.replace(/\/+$/, "")}/reset-password`;
}

/** The reset page with its token; only the token's hash is stored, so this mail is its one copy. */
export function resetPasswordLink(siteBase: string, token: string): string {
  return `${forgotPasswordPageOf(siteBase)}?${new URLSearchParams({ token })}`;
}

export function passwordResetMail(owner: MailOwner, link: string, validMinutes: number): MailMessage {
  const lines = [
    "Someone, hopefully you, asked to reset the password of your Switchboard account.",
    `Open this link to choose a new password. It works once and expires in ${validMinutes} minutes:`,
  ];
  const ignore = "If you did not ask for this, you can ignore this email: your password stays as it is.";
  return {
    to: owner.email,
    subject: "Reset your Switchboard password",
    text: [greeting(owner), "", ...lines, link, "", ignore].join("\n"),
    html: layout(
      "Reset your password",
      paragraphsHtml([greeting(owner), ...lines]) +
        linkHtml(link, "Choose a new password") +
        `<p style="color:#8b8b99">${escapeHtml(ignore)}</p>`,
    ),
  };
}

/**
 * Who is still signed in after a password change: nobody, after a reset by mailed link; or the owner
 * where they made the change, with `endedElsewhere` sessions ended.
 */
export type SignedInAfterChange = { kind: "nowhere" } | { kind: "here"; endedElsewhere: number };

/** Tells the owner their password changed, who is still signed in, and what to do if it was not them. */
export function passwordChangedMail(
  owner: MailOwner,
  signedIn: SignedInAfterChange,
  forgotPasswordPage: string,
): MailMessage {
  const sessions =
    signedIn.kind === "nowhere"
      ? "Every device that was signed in has been signed out."
      : signedIn.endedElsewhere === 0
        ? "You were not signed in anywhere else."
        : `We signed you out everywhere else (${signedIn.endedElsewhere} ${signedIn.endedElsewhere === 1 ? "session" : "sessions"}); you stay signed in where you made the change.`;
  const lines = [
    "The password of your Switchboard account was just changed.",
    sessions,
    "If this was you, there is nothing more to do.",
    `If this wasn't you, someone else can read your email or knew your password: secure your email account first, then reset your Switchboard password at ${forgotPasswordPage} and contact support.`,
  ];
  return greetingMail(owner, {
    subject: "Your Switchboard password was changed",
    title: "Your password was changed",
    lines,
  });
}

export function repeatedSignInFailuresMail(
  owner: MailOwner,
  failures: { count: number; windowMinutes: number },
  forgotPasswordPage: string,
): MailMessage {
  const lines = [
    `Someone is trying to sign in to your Switchboard account: ${failures.count} wrong passwords were tried in less than ${failures.windowMinutes} minutes.`,
    "Your password was not accepted, and new attempts at it are paused for a while.",
    `If this wasn't you, nothing is lost, but make sure your password is not used anywhere else. You can choose a new one at ${forgotPasswordPage}: a reset signs you in at once, even while sign-in attempts are paused.`,
  ];
  return greetingMail(owner, {
    subject: "Someone is trying to sign in to your Switchboard account",
    title: "Repeated sign-in attempts",
    lines,
  });
}
