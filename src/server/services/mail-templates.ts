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

type SupportMailRequest = {
  reference: string;
  name: string;
  email: string;
  issueType: string;
  message: string;
};

export function supportRequestMail(to: string, request: SupportMailRequest): MailMessage {
  return {
    to,
    replyTo: request.email,
    subject: `[${request.reference}] ${request.issueType} from ${request.name}`,
    text: [
      `Reference: ${request.reference}`,
      `From: ${request.name} <${request.email}>`,
      `Issue type: ${request.issueType}`,
      "",
      request.message,
    ].join("\n"),
    html: layout(
      `${request.issueType} (${request.reference})`,
      `<p>From ${escapeHtml(request.name)} &lt;${escapeHtml(request.email)}&gt;</p>
<p style="white-space:pre-wrap">${escapeHtml(request.message)}</p>`,
    ),
  };
}

// Issue 5 §2: the confirmation carries the reference and the 24-hour promise.
export function supportConfirmationMail(to: string, request: SupportMailRequest): MailMessage {
  return {
    to,
    subject: `We received your request ${request.reference}`,
    text: [
      `Hi ${request.name},`,
      "",
      `Thank you for contacting Switchboard support. Your reference is ${request.reference}.`,
      "We respond within 24 hours.",
      "",
      `Your message (${request.issueType}):`,
      request.message,
    ].join("\n"),
    html: layout(
      "We received your request",
      `<p>Hi ${escapeHtml(request.name)},</p>
<p>Thank you for contacting Switchboard support. Your reference is <strong>${escapeHtml(request.reference)}</strong>.</p>
<p>We respond within 24 hours.</p>
<p style="color:#8b8b99">Your message (${escapeHtml(request.issueType)}):</p>
<p style="white-space:pre-wrap;color:#8b8b99">${escapeHtml(request.message)}</p>`,
    ),
  };
}

export function agentCreatedMail(
  to: string,
  username: string,
  agent: { agentName: string; businessName: string; phoneNumber: string },
): MailMessage {
  return {
    to,
    subject: `${agent.agentName} is live on ${agent.phoneNumber}`,
    text: [
      `Hi ${username},`,
      "",
      `${agent.agentName} now answers calls for ${agent.businessName} on ${agent.phoneNumber}.`,
      "You can change its configuration at any time from the main screen, at no charge.",
    ].join("\n"),
    html: layout(
      "Your agent is live",
      `<p>Hi ${escapeHtml(username)},</p>
<p><strong>${escapeHtml(agent.agentName)}</strong> now answers calls for ${escapeHtml(agent.businessName)} on ${escapeHtml(agent.phoneNumber)}.</p>
<p>You can change its configuration at any time from the main screen, at no charge.</p>`,
    ),
  };
}

export function agentErrorMail(
  to: string,
  username: string,
  phoneNumber: string,
  reason: string,
): MailMessage {
  return {
    to,
    subject: `We could not set up ${phoneNumber}`,
    text: [
      `Hi ${username},`,
      "",
      `We could not set up the number ${phoneNumber} for your new agent: ${reason}`,
      "You were not charged. Please choose another number and try again.",
    ].join("\n"),
    html: layout(
      "An agent could not be set up",
      `<p>Hi ${escapeHtml(username)},</p>
<p>We could not set up the number ${escapeHtml(phoneNumber)} for your new agent: ${escapeHtml(reason)}</p>
<p>You were not charged. Please choose another number and try again.</p>`,
    ),
  };
}

export function paymentReceiptMail(
  to: string,
  receipt: { what: string; amountCents: number; reference: string; balanceCents: number | null },
): MailMessage {
  const amount = `$${(receipt.amountCents / 100).toFixed(2)}`;
  const balanceLine =
    receipt.balanceCents === null ? [] : [`Your balance is now $${(receipt.balanceCents / 100).toFixed(2)}.`];
  return {
    to,
    subject: `Receipt: ${receipt.what}, ${amount}`,
    text: [
      `Receipt for ${receipt.what}`,
      `Amount: ${amount}`,
      `Payment: ${receipt.reference}`,
      ...balanceLine,
    ].join("\n"),
    html: layout(
      `Receipt: ${receipt.what}`,
      `<p>Amount: <strong>${amount}</strong></p><p>Payment: ${escapeHtml(receipt.reference)}</p>${balanceLine
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join("")}`,
    ),
  };
}

export function lowBalanceMail(
  to: string,
  username: string,
  balanceCents: number,
  limitCents: number,
): MailMessage {
  const balance = `$${(balanceCents / 100).toFixed(2)}`;
  const limit = `$${(limitCents / 100).toFixed(2)}`;
  const empty = balanceCents === 0;
  return {
    to,
    subject: empty ? "Your balance is empty: your agents are paused" : `Your balance is low (${balance})`,
    text: [
      `Hi ${username},`,
      "",
      empty
        ? "Your balance has reached $0.00. Your agents pause until you add balance."
        : `Your balance is ${balance}, below your alert limit of ${limit}.`,
      "Add balance from the main screen so your agents keep answering calls.",
    ].join("\n"),
    html: layout(
      empty ? "Your balance is empty" : "Your balance is low",
      `<p>Hi ${escapeHtml(username)},</p>
<p>${empty ? "Your balance has reached $0.00. Your agents pause until you add balance." : `Your balance is ${balance}, below your alert limit of ${limit}.`}</p>
<p>Add balance from the main screen so your agents keep answering calls.</p>`,
    ),
  };
}

export function weeklyReportMail(
  to: string,
  username: string,
  report: {
    weekStart: string;
    agents: number;
    activeAgents: number;
    calls: number;
    callMinutes: number;
    spentCents: number;
    addedCents: number;
    balanceCents: number;
  },
): MailMessage {
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const lines = [
    `Agents: ${report.agents} (${report.activeAgents} active)`,
    `Calls in the last 7 days: ${report.calls} (${report.callMinutes} minutes)`,
    `Spent in the last 7 days: ${dollars(report.spentCents)}`,
    `Added in the last 7 days: ${dollars(report.addedCents)}`,
    `Balance now: ${dollars(report.balanceCents)}`,
  ];
  return {
    to,
    subject: `Your Switchboard week of ${report.weekStart}`,
    text: [`Hi ${username},`, "", "Here is your weekly summary.", "", ...lines].join("\n"),
    html: layout(
      "Your weekly summary",
      `<p>Hi ${escapeHtml(username)},</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}`,
    ),
  };
}

export function messageTakenMail(
  to: string,
  username: string,
  call: {
    agentName: string;
    callerNumber: string;
    startedAt: string;
    message: { callerName: string; callbackNumber: string; reason: string } | null;
  },
): MailMessage {
  const message = call.message ?? { callerName: "", callbackNumber: call.callerNumber, reason: "" };
  const lines = [
    `Caller: ${message.callerName || "not given"}`,
    `Call back on: ${message.callbackNumber || call.callerNumber}`,
    `Reason: ${message.reason || "not given"}`,
    `Taken by ${call.agentName} at ${call.startedAt} from ${call.callerNumber}.`,
  ];
  return {
    to,
    subject: `New message from ${message.callerName || call.callerNumber}`,
    text: [`Hi ${username},`, "", "Your agent took a message:", "", ...lines].join("\n"),
    html: layout(
      "Your agent took a message",
      `<p>Hi ${escapeHtml(username)},</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}`,
    ),
  };
}

export function agentCallErrorMail(
  to: string,
  username: string,
  call: { agentName: string; callerNumber: string },
): MailMessage {
  const what = `${call.agentName} could not reach its AI model during a call from ${call.callerNumber}. It apologised to the caller and took a message instead.`;
  return {
    to,
    subject: `${call.agentName} had a problem during a call`,
    text: [
      `Hi ${username},`,
      "",
      what,
      "",
      "If this keeps happening, check the AI settings of your server (AI_BASE_URL).",
    ].join("\n"),
    html: layout("A call needed a fallback", `<p>Hi ${escapeHtml(username)},</p><p>${escapeHtml(what)}</p>`),
  };
}
