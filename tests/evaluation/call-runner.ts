import { randomBytes } from "node:crypto";
import twilio from "twilio";
import { readOutbox, textPartOf } from "../support/outbox";
import { createAgent, createOwner, grantDollars, type Owner, type TestApp } from "../support/test-app";
import type { Business, CallOutcome, Reply, ScriptedCall } from "./evaluation-types";

export const AUTH_TOKEN = "twilio-test-auth-token-0123456789";
export const PUBLIC_URL = "https://switchboard.example.com";
/** The app's settings for the speech <Gather> webhooks, signed as Twilio signs them. */
export const GATHER_ENV = {
  TWILIO_ACCOUNT_SID: `AC${"1".repeat(32)}`,
  TWILIO_AUTH_TOKEN: AUTH_TOKEN,
  PUBLIC_URL,
  VOICE_TRANSPORT: "gather",
};

/** A Wednesday with no holiday near it, away from daylight-saving changes in every zone used. */
const EVALUATION_DAY = { year: 2026, month: 11, day: 18 };
const OPEN_TIME = { hour: 11, minute: 0 };
const CLOSED_TIME = { hour: 23, minute: 15 };

/** The instant when the business's wall clock shows the evaluation day at `clock`'s time. */
export function instantAt(business: Business, clock: ScriptedCall["clock"]): Date {
  const { hour, minute } = clock === "open" ? (business.openAt ?? OPEN_TIME) : CLOSED_TIME;
  const timeZone = business.agent.timezone;
  const wall = Date.UTC(EVALUATION_DAY.year, EVALUATION_DAY.month - 1, EVALUATION_DAY.day, hour, minute);
  // The zone's offset at that instant, read back from its own wall clock.
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    })
      .formatToParts(new Date(wall))
      .map(({ type, value }) => [type, Number(value)]),
  );
  const shown = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return new Date(wall - (shown - wall));
}

export type BusinessSetup = {
  business: Business;
  owner: Owner;
  phoneNumber: string;
  /** The calls already in the owner's log: the new one is the one not among them. */
  loggedCallIds: Set<string>;
};

/** An owner with money on their balance and the business's agent on a number of its area code. */
export async function setUpBusiness(t: TestApp, business: Business): Promise<BusinessSetup> {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, 500);
  const { phoneNumber } = await createAgent(t, owner, business.agent, business.areaCode, business.country);
  return { business, owner, phoneNumber, loggedCallIds: new Set() };
}

/** Posts to a voice webhook exactly as Twilio would, signed with the twilio SDK's own helper. */
async function twilioPost(t: TestApp, path: string, params: Record<string, string>): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC_URL}${path}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
  if (response.statusCode !== 200)
    throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
  return response.body;
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

/** The words a TwiML answer speaks, with the locale of each <Say>. */
function spokenIn(twiml: string): Reply {
  const says = [...twiml.matchAll(/<Say voice="[^"]*" language="([^"]*)">([\s\S]*?)<\/Say>/g)].map((say) => ({
    locale: say[1]!,
    text: unescapeXml(say[2]!),
  }));
  return { text: says.map((say) => say.text).join(" "), says };
}

/** A mail's subject as the owner's mail program shows it: unfolded, RFC 2047 encoded words decoded. */
function subjectOf(raw: string): string {
  const header = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const subject = header.match(/^Subject: (.*)$/im)?.[1] ?? "";
  return subject
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
                String.fromCharCode(Number.parseInt(code, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

/**
 * Plays a scripted call through the real webhooks: Twilio's incoming call, one speech turn per
 * caller turn (an empty SpeechResult for a silence) until the script or the agent ends it, then
 * Twilio's completed status callback. Reads the call back as the owner sees it.
 */
export async function playCall(t: TestApp, setup: BusinessSetup, call: ScriptedCall): Promise<CallOutcome> {
  const now = instantAt(setup.business, call.clock);
  t.clock.advance(now.getTime() - t.clock.now().getTime());
  const callSid = `CA${randomBytes(16).toString("hex")}`;
  const outboxBefore = new Set((await readOutbox(t.outboxDir)).map((mail) => mail.file));

  const replies = [
    spokenIn(
      await twilioPost(t, "/api/voice/incoming", {
        CallSid: callSid,
        From: call.from,
        To: setup.phoneNumber,
      }),
    ),
  ];
  let agentHungUp = false;
  for (const words of call.turns) {
    t.clock.advance(8_000);
    const twiml = await twilioPost(t, "/api/voice/turn", { CallSid: callSid, SpeechResult: words });
    replies.push(spokenIn(twiml));
    if (twiml.includes("<Hangup/>")) {
      agentHungUp = true;
      break;
    }
  }
  const duration = String(call.turns.length * 8 + 10);
  await twilioPost(t, "/api/voice/status", {
    CallSid: callSid,
    CallStatus: "completed",
    CallDuration: duration,
  });

  const log = (await setup.owner.get("/api/calls?pageSize=100")).json() as { calls: { id: string }[] };
  const summary = log.calls.find((logged) => !setup.loggedCallIds.has(logged.id));
  if (!summary) throw new Error(`${call.id}: the call is not in the owner's log`);
  setup.loggedCallIds.add(summary.id);
  const detail = (await setup.owner.get(`/api/calls/${summary.id}`)).json() as Pick<
    CallOutcome,
    "message" | "workflowItems"
  >;
  const mails = (await readOutbox(t.outboxDir)).filter(
    (mail) =>
      !outboxBefore.has(mail.file) &&
      mail.to.toLowerCase().includes(setup.owner.email.toLowerCase()) &&
      textPartOf(mail).includes(summary.id),
  );
  return {
    replies,
    agentHungUp,
    message: detail.message,
    workflowItems: detail.workflowItems,
    mailSubjects: mails.map((mail) => subjectOf(mail.raw)),
  };
}
