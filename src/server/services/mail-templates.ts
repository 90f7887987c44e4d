import type { CallDetail } from "../../shared/api/calls";
import { addFaqPath } from "../../shared/knowledge-links";
import { formatPhoneNumber } from "../../shared/phone/phone-number-format";
import { users } from "../db/schema";
import type { MailMessage } from "../integrations/mail/mailer";
import { zonedFormat } from "./wall-clock";

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The owner a mail is for, as the users table has them. */
export type MailOwner = { email: string; username: string; firstName: string | null };

/** The columns a query selects for the owner a mail is for. */
export const MAIL_OWNER_COLUMNS = {
  email: users.email,
  username: users.username,
  firstName: users.firstName,
};

// Owners read their mail as people, not accounts: "Hi Dana," once they have set a first name in
// their profile ("first and last names are editable"), "Hi dana_smiles," until then.
export function greeting(owner: Pick<MailOwner, "username" | "firstName">): string {
  return `Hi ${owner.firstName?.trim() || owner.username},`;
}

const CALL_TIME_PARTS: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/**
 * "Sat, Nov 21, 2026, 1:15 PM EST": when a call happened on the wall clocks of the agent's
 * timezone, where the business and its callers are, with the zone named for an owner elsewhere.
 */
export function formatCallTime(timestamp: string, timezone: string): string {
  // Newer ICU puts a narrow no-break space before AM/PM, which some mail clients show as a box.
  return zonedFormat(timezone, CALL_TIME_PARTS)
    .format(new Date(timestamp))
    .replace(/\u202f/g, " ");
}

const ACCOUNT_FOOTER = "You received this email because of an action on your Switchboard account.";

/** `footer`: why the mail came, for a mail to someone who has no account yet. */
export function layout(title: string, paragraphsHtml: string, footer = ACCOUNT_FOOTER): string {
  return `<!doctype html><html><body style="margin:0;background:#0b0b10;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#e7e7ee">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<div style="font-weight:700;font-size:18px;color:#a5a1ff;margin-bottom:24px">Switchboard</div>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphsHtml}
<p style="color:#8b8b99;font-size:12px;margin-top:32px">${escapeHtml(footer)}</p>
</div></body></html>`;
}

/** Each line as one paragraph of a mail's HTML. */
export function paragraphsHtml(lines: readonly string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
}

/** A mail that greets the owner and says these lines, the same as text and as HTML. */
export function greetingMail(
  owner: MailOwner,
  mail: { subject: string; title: string; lines: readonly string[] },
): MailMessage {
  return {
    to: owner.email,
    subject: mail.subject,
    text: [greeting(owner), "", ...mail.lines].join("\n"),
    html: layout(mail.title, paragraphsHtml([greeting(owner), ...mail.lines])),
  };
}

// The code expires in 10 minutes; the mail says so.
export function verificationCodeMail(owner: MailOwner, code: string, validMinutes: number): MailMessage {
  return {
    to: owner.email,
    subject: `Your Switchboard verification code: ${code}`,
    text: [
      greeting(owner),
      "",
      `Your verification code is ${code}.`,
      `It works once and expires in ${validMinutes} minutes.`,
      "",
      "If you did not create a Switchboard account, you can ignore this email.",
    ].join("\n"),
    html: layout(
      "Verify your email",
      `<p>${escapeHtml(greeting(owner))}</p>
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
<h2 style="font-size:16px">Conversation</h2>${paragraphsHtml(transcript)}`,
    ),
  };
}

export function agentRequestConfirmationMail(
  to: string,
  request: { id: string; phoneNumber: string },
): MailMessage {
  const phoneNumber = formatPhoneNumber(request.phoneNumber);
  return {
    to,
    subject: "We received your agent request",
    text: [
      "Thank you for your agent request.",
      `Phone number: ${phoneNumber}`,
      `Reference: ${request.id}`,
      "",
      "Our team will get back to you within 24 hours.",
    ].join("\n"),
    html: layout(
      "We received your agent request",
      `<p>Thank you for your agent request for ${escapeHtml(phoneNumber)}.</p>
<p>Reference: <strong>${escapeHtml(request.id)}</strong></p>
<p>Our team will get back to you within 24 hours.</p>`,
    ),
  };
}

export function autoRechargeFailedMail(owner: MailOwner, last4: string, reason: string): MailMessage {
  return {
    to: owner.email,
    subject: "Auto-recharge failed: your balance is low",
    text: [
      greeting(owner),
      "",
      `Your balance fell below your auto-recharge limit, and we tried to add $10 from the card ending in ${last4}.`,
      `The card was refused: ${reason}`,
      "",
      "We will not try again until your balance is back above the limit. Add balance or update your card in Payment & Settings so your agents keep answering calls.",
    ].join("\n"),
    html: layout(
      "Auto-recharge failed",
      `<p>${escapeHtml(greeting(owner))}</p>
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

// The confirmation carries the reference and the 24-hour promise. It goes to the
// address typed in the form, and greets the owner who sent it.
export function supportConfirmationMail(
  to: string,
  owner: Pick<MailOwner, "username" | "firstName">,
  request: SupportMailRequest,
): MailMessage {
  return {
    to,
    subject: `We received your request ${request.reference}`,
    text: [
      greeting(owner),
      "",
      `Thank you for contacting Switchboard support. Your reference is ${request.reference}.`,
      "We respond within 24 hours.",
      "",
      `Your message (${request.issueType}):`,
      request.message,
    ].join("\n"),
    html: layout(
      "We received your request",
      `<p>${escapeHtml(greeting(owner))}</p>
<p>Thank you for contacting Switchboard support. Your reference is <strong>${escapeHtml(request.reference)}</strong>.</p>
<p>We respond within 24 hours.</p>
<p style="color:#8b8b99">Your message (${escapeHtml(request.issueType)}):</p>
<p style="white-space:pre-wrap;color:#8b8b99">${escapeHtml(request.message)}</p>`,
    ),
  };
}

export function agentCreatedMail(
  owner: MailOwner,
  agent: { agentName: string; businessName: string; phoneNumber: string },
): MailMessage {
  const phoneNumber = formatPhoneNumber(agent.phoneNumber);
  return {
    to: owner.email,
    subject: `${agent.agentName} is live on ${phoneNumber}`,
    text: [
      greeting(owner),
      "",
      `${agent.agentName} now answers calls for ${agent.businessName} on ${phoneNumber}.`,
      "You can change its configuration at any time from the main screen, at no charge.",
    ].join("\n"),
    html: layout(
      "Your agent is live",
      `<p>${escapeHtml(greeting(owner))}</p>
<p><strong>${escapeHtml(agent.agentName)}</strong> now answers calls for ${escapeHtml(agent.businessName)} on ${escapeHtml(phoneNumber)}.</p>
<p>You can change its configuration at any time from the main screen, at no charge.</p>`,
    ),
  };
}

export function agentErrorMail(owner: MailOwner, e164Number: string, reason: string): MailMessage {
  const phoneNumber = formatPhoneNumber(e164Number);
  return {
    to: owner.email,
    subject: `We could not set up ${phoneNumber}`,
    text: [
      greeting(owner),
      "",
      `We could not set up the number ${phoneNumber} for your new agent: ${reason}`,
      "You were not charged. Please choose another number and try again.",
    ].join("\n"),
    html: layout(
      "An agent could not be set up",
      `<p>${escapeHtml(greeting(owner))}</p>
<p>We could not set up the number ${escapeHtml(phoneNumber)} for your new agent: ${escapeHtml(reason)}</p>
<p>You were not charged. Please choose another number and try again.</p>`,
    ),
  };
}

export function lowBalanceMail(owner: MailOwner, balanceCents: number, limitCents: number): MailMessage {
  const balance = `$${(balanceCents / 100).toFixed(2)}`;
  const limit = `$${(limitCents / 100).toFixed(2)}`;
  const empty = balanceCents === 0;
  return {
    to: owner.email,
    subject: empty ? "Your balance is empty: your agents are paused" : `Your balance is low (${balance})`,
    text: [
      greeting(owner),
      "",
      empty
        ? "Your balance has reached $0.00. Your agents pause until you add balance."
        : `Your balance is ${balance}, below your alert limit of ${limit}.`,
      "Add balance from the main screen so your agents keep answering calls.",
    ].join("\n"),
    html: layout(
      empty ? "Your balance is empty" : "Your balance is low",
      `<p>${escapeHtml(greeting(owner))}</p>
<p>${empty ? "Your balance has reached $0.00. Your agents pause until you add balance." : `Your balance is ${balance}, below your alert limit of ${limit}.`}</p>
<p>Add balance from the main screen so your agents keep answering calls.</p>`,
    ),
  };
}

export function weeklyReportMail(
  owner: MailOwner,
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
    to: owner.email,
    subject: `Your Switchboard week of ${report.weekStart}`,
    text: [greeting(owner), "", "Here is your weekly summary.", "", ...lines].join("\n"),
    html: layout("Your weekly summary", paragraphsHtml([greeting(owner), ...lines])),
  };
}

/**
 * The call log with this call open, when the server knows its address (PUBLIC_URL); null
 * otherwise, and the mail has no link. The path is callLogPath's (src/client/features/calls/
 * call-log-path.ts), which the server bundle cannot import: scripts/build.mjs builds it from
 * src/server and src/shared only. mail-templates.test.ts holds the two to the same address.
 */
export function callLink(publicUrl: string | undefined, callId: string): string | null {
  if (!publicUrl) return null;
  return `${publicUrl.replace(/\/+$/, "")}/calls?${new URLSearchParams({ call: callId })}`;
}

type MessageCall = Pick<
  CallDetail,
  | "id"
  | "agentName"
  | "businessName"
  | "agentNumber"
  | "source"
  | "callerNumber"
  | "startedAt"
  | "message"
  | "workflowItems"
>;

// The owner gets a mail per call that left a message or a request (a booking, an order). It reads
// like a note left on the desk: who called for which business, the number to call back as the
// owner dials it, when (on the agent's clock), and a browser test call said to be one rather than
// a number "browser". A message the call ended before completing says so in its subject, and an
// urgent one (the caller reported an emergency) starts its subject with URGENT.
/** The caller's questions the agent could not answer, each with its link to add it to the agent's answers. */
export type UnansweredQuestions = { agentId: string | null; questions: readonly string[] };

function unansweredParts(
  agentName: string,
  unanswered: UnansweredQuestions | undefined,
  publicUrl: string | undefined,
) {
  if (!unanswered || unanswered.questions.length === 0) return { text: [], html: "" };
  const heading = `The caller asked what ${agentName} could not answer. Add the answers so ${agentName} knows them next time:`;
  const rows = unanswered.questions.map((question) => ({
    question,
    link:
      publicUrl && unanswered.agentId
        ? `${publicUrl.replace(/\/+$/, "")}${addFaqPath(unanswered.agentId, question)}`
        : null,
  }));
  const text = [
    heading,
    ...rows.map(({ question, link }) => `- "${question}"${link ? ` Add as FAQ: ${link}` : ""}`),
  ];
  const items = rows
    .map(
      ({ question, link }) =>
        `<li>&ldquo;${escapeHtml(question)}&rdquo;${link ? ` &mdash; <a href="${escapeHtml(link)}" style="color:#a5a1ff">Add as FAQ</a>` : ""}</li>`,
    )
    .join("");
  return { text, html: `<p>${escapeHtml(heading)}</p><ul>${items}</ul>` };
}

export function messageTakenMail(
  owner: MailOwner,
  call: MessageCall,
  context: { timezone: string; publicUrl: string | undefined; unanswered?: UnansweredQuestions },
): MailMessage {
  const test = call.source === "test";
  const callerNumber = test ? "" : formatPhoneNumber(call.callerNumber);
  const message = call.message;
  const requestNumber = call.workflowItems.find((item) => item.details.callbackNumber)?.details
    .callbackNumber;
  const requestName = call.workflowItems.find((item) => item.details.name)?.details.name ?? "";
  const givenNumber = message?.callbackNumber || requestNumber;
  const callbackNumber = givenNumber ? formatPhoneNumber(givenNumber) : callerNumber;
  const callerName = message?.callerName || requestName;
  const when = formatCallTime(call.startedAt, context.timezone);
  const lines = [
    `Caller: ${callerName || "not given"}`,
    `Call back on: ${callbackNumber || "not given"}`,
    ...(message ? [`Reason: ${message.reason || "not given"}`] : []),
    ...call.workflowItems.map((item) => `Request: ${item.summary}`),
    test
      ? `This was a test call from your browser, on ${when}.`
      : `The call came from ${callerNumber} on ${when}.`,
  ];
  const link = callLink(context.publicUrl, call.id);
  const onlyRequests = !message && call.workflowItems.length > 0;
  const questions = unansweredParts(call.agentName, context.unanswered, context.publicUrl);
  // A caller who only asked what the agent could not answer left no message, only their questions.
  const onlyQuestions = !message && call.workflowItems.length === 0 && questions.text.length > 0;
  const urgent = message?.urgent === true;
  const what = message?.partial
    ? `took part of ${urgent ? "an urgent" : "a"} message before the call ended`
    : onlyRequests
      ? `took ${call.workflowItems.length === 1 ? "a request" : "requests"}`
      : onlyQuestions
        ? "could not answer a caller's questions"
        : `took ${urgent ? "an urgent" : "a"} message`;
  const intro = `${call.agentName}, your agent for ${call.businessName}, ${what}:`;
  const from = callerName || callbackNumber || "a test call";
  const kind = message?.partial
    ? "Partial message"
    : onlyRequests
      ? "New request"
      : onlyQuestions
        ? "Unanswered questions"
        : "New message";
  // The caller reported an emergency: the subject says so first, so the owner opens it at once.
  const subject = `${urgent ? "URGENT: " : ""}${kind} for ${call.businessName} from ${from}`;
  const paragraphs = [
    ...[greeting(owner), intro, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`),
    questions.html,
  ];
  const linkHtml = link
    ? `<p><a href="${escapeHtml(link)}" style="color:#a5a1ff">See the call in Switchboard</a></p>`
    : "";
  return {
    to: owner.email,
    subject,
    text: [
      greeting(owner),
      "",
      intro,
      "",
      ...lines,
      ...(questions.text.length > 0 ? ["", ...questions.text] : []),
      ...(link ? ["", `See the call in Switchboard: ${link}`] : []),
    ].join("\n"),
    html: layout(`${call.agentName} ${what}`, [...paragraphs, linkHtml].join("")),
  };
}

export function agentCallErrorMail(
  owner: MailOwner,
  call: { agentName: string; source: "phone" | "test"; callerNumber: string },
): MailMessage {
  const during =
    call.source === "test"
      ? "a test call from your browser"
      : `a call from ${formatPhoneNumber(call.callerNumber)}`;
  const what = `${call.agentName} could not reach its AI model during ${during}. It apologised to the caller and took a message instead.`;
  return {
    to: owner.email,
    subject: `${call.agentName} had a problem during a call`,
    text: [
      greeting(owner),
      "",
      what,
      "",
      "If this keeps happening, check the AI settings of your server (AI_BASE_URL).",
    ].join("\n"),
    html: layout(
      "A call needed a fallback",
      `<p>${escapeHtml(greeting(owner))}</p><p>${escapeHtml(what)}</p>`,
    ),
  };
}
