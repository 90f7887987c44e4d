import type { MailMessage } from "../integrations/mail/mailer";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function layout(title: string, paragraphsHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#0b0b10;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#e7e7ee">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<div style="font-weight:700;font-size:18px;color:#a5a1ff;margin-bottom:24px">Switchboard</div>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphsHtml}
<p style="color:#8b8b99;font-size:12px;margin-top:32px">You received this email because of an action on your Switchboard account.</p>
</div></body></html>`;
}

// DESIGN §6: the code expires in 10 minutes; the mail says so.
export function verificationCodeMail(
  to: string,
  username: string,
  code: string,
  validMinutes: number,
): MailMessage {
  return {
    to,
    subject: `Your Switchboard verification code: ${code}`,
    text: [
      `Hi ${username},`,
      "",
      `Your verification code is ${code}.`,
      `It works once and expires in ${validMinutes} minutes.`,
      "",
      "If you did not create a Switchboard account, you can ignore this email.",
    ].join("\n"),
    html: layout(
      "Verify your email",
      `<p>Hi ${escapeHtml(username)},</p>
<p>Your verification code is:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:16px 0">${code}</p>
<p>It works once and expires in ${validMinutes} minutes.</p>
<p style="color:#8b8b99">If you did not create a Switchboard account, you can ignore this email.</p>`,
    ),
  };
}

export function agentRequestSupportMail(
  to: string,
  request: {
    id: string;
    user: { username: string; email: string };
    phoneNumber: string;
    requirements: string;
    reputationManagement: boolean;
    conversationHistory: { role: string; content: string }[];
  },
): MailMessage {
  const transcript = request.conversationHistory.map((turn) => `${turn.role}: ${turn.content}`);
  return {
    to,
    replyTo: request.user.email,
    subject: `Agent request ${request.id} for ${request.phoneNumber}`,
    text: [
      `Agent request ${request.id}`,
      `From: ${request.user.username} <${request.user.email}>`,
      `Phone number: ${request.phoneNumber}`,
      `Reputation management: ${request.reputationManagement ? "on" : "off"}`,
      "",
      "Requirements:",
      request.requirements,
      "",
      "Conversation:",
      ...transcript,
    ].join("\n"),
    html: layout(
      `Agent request for ${request.phoneNumber}`,
      `<p>From ${escapeHtml(request.user.username)} &lt;${escapeHtml(request.user.email)}&gt;, reference ${escapeHtml(request.id)}.</p>
<p>Reputation management: ${request.reputationManagement ? "on" : "off"}</p>
<h2 style="font-size:16px">Requirements</h2><p style="white-space:pre-wrap">${escapeHtml(request.requirements)}</p>
<h2 style="font-size:16px">Conversation</h2>${transcript.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}`,
    ),
  };
}

export function agentRequestConfirmationMail(
  to: string,
  request: { id: string; phoneNumber: string },
): MailMessage {
  return {
    to,
    subject: "We received your agent request",
    text: [
      "Thank you for your agent request.",
      `Phone number: ${request.phoneNumber}`,
      `Reference: ${request.id}`,
      "",
      "Our team will get back to you within 24 hours.",
    ].join("\n"),
    html: layout(
      "We received your agent request",
      `<p>Thank you for your agent request for ${escapeHtml(request.phoneNumber)}.</p>
<p>Reference: <strong>${escapeHtml(request.id)}</strong></p>
<p>Our team will get back to you within 24 hours.</p>`,
    ),
  };
}

export function autoRechargeFailedMail(
  to: string,
  username: string,
  last4: string,
  reason: string,
): MailMessage {
  return {
    to,
    subject: "Auto-recharge failed: your balance is low",
    text: [
      `Hi ${username},`,
      "",
      `Your balance fell below your auto-recharge limit, and we tried to add $10 from the card ending in ${last4}.`,
      `The card was refused: ${reason}`,
      "",
      "We will not try again until your balance is back above the limit. Add balance or update your card in Payment & Settings so your agents keep answering calls.",
    ].join("\n"),
    html: layout(
      "Auto-recharge failed",
      `<p>Hi ${escapeHtml(username)},</p>
<p>Your balance fell below your auto-recharge limit, and we tried to add $10 from the card ending in ${escapeHtml(last4)}.</p>
<p>The card was refused: ${escapeHtml(reason)}</p>
<p>We will not try again until your balance is back above the limit. Add balance or update your card in Payment &amp; Settings so your agents keep answering calls.</p>`,
    ),
  };
}
