import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { calls } from "../../src/server/db/schema";
import { type CallerLines, callerScript, ENGLISH_CALLERS, SPANISH_CALLERS } from "../support/caller-scripts";
import { type OutboxMail, readOutbox, textPartOf } from "../support/outbox";
import { eventually, type ListeningApp, listening, prompt, ringingCall } from "../support/relay-calls";
import {
  createAgent,
  createOwner,
  createTestApp,
  grantDollars,
  type Owner,
  testAppForFile,
} from "../support/test-app";
import {
  newCallSid,
  OFFLINE_TELEPHONY,
  twilioPost as signedPost,
  TWILIO_SIGNED_ENV,
} from "../support/twilio-webhooks";

// For any phone call in which the caller gave a name and a number, however it ends (they say
// goodbye, hang up, go quiet, the balance runs out, the line drops), the call's row keeps both and
// the owner is mailed them: the property the engine's own test states, here through what a real
// call goes through: Twilio's webhooks or its ConversationRelay socket, the database, the outbox.

const t = testAppForFile({ ...TWILIO_SIGNED_ENV, VOICE_TRANSPORT: "gather" }, OFFLINE_TELEPHONY);
const twilioPost = (path: string, params: Record<string, string>) => signedPost(t, path, params);

// This file's own area codes, so test files sharing one PostgreSQL never race for a number.
const AREA_CODE = "213";
const RELAY_AREA_CODE = "215";
const CALLER = "+12135550100";

type Business = Parameters<typeof createAgent>[2];

const ENGLISH_BUSINESSES: Business[] = [
  {
    businessName: "Rapid Rooter Plumbing",
    businessCategory: "construction",
    agentName: "Max",
    agentPurpose: "Answer questions and take details of plumbing problems",
  },
  {
    businessName: "Luna Bistro",
    businessCategory: "restaurant",
    agentName: "Sofia",
    agentPurpose: "Take table reservations and takeout orders",
    workflowMode: true,
  },
  {
    businessName: "Paws & Claws Vet",
    businessCategory: "healthcare",
    agentName: "Ellie",
    agentPurpose: "Book appointments for pets",
    workflowMode: true,
  },
];
const SPANISH_BUSINESSES: Business[] = [
  {
    businessName: "Panadería La Espiga",
    businessCategory: "restaurant",
    agentName: "Lucía",
    agentPurpose: "Tomar pedidos de pasteles y responder preguntas",
    language: "spanish",
    workflowMode: true,
  },
  {
    businessName: "Clínica Sonrisa",
    businessCategory: "healthcare",
    agentName: "Marta",
    agentPurpose: "Agendar citas y tomar mensajes",
    language: "multilingual",
  },
];

// How the line ends after the caller's last words (which may be a goodbye: then the agent hangs up).
type Ending = "hangs-up" | "goes-quiet" | "balance-runs-out";
const ENDINGS: Ending[] = ["hangs-up", "goes-quiet", "balance-runs-out"];

/** A new owner with one agent of the business; `dollars` left after the $25 agent fee. */
async function ownerWithAgent(business: Business, dollars: number) {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, 25 + dollars);
  const agent = await createAgent(t, owner, business, AREA_CODE);
  return { owner, agent };
}

/** Plays one call over the voice webhooks, ending it as told; answers the call's row and the owner's mails. */
async function playPhoneCall(
  line: { owner: Owner; agent: { phoneNumber: string } },
  lines: readonly string[],
  ending: Ending,
) {
  const callSid = newCallSid();
  await twilioPost("/api/voice/incoming", { CallSid: callSid, From: CALLER, To: line.agent.phoneNumber });
  const says = async (words: string) =>
    (await twilioPost("/api/voice/turn", { CallSid: callSid, SpeechResult: words })).body;
  for (const [index, words] of lines.entries()) {
    // The balance covers the first minute only: the last line is said as the second one starts.
    if (ending === "balance-runs-out" && index === lines.length - 1) t.clock.advance(61_000);
    if ((await says(words)).includes("<Hangup")) break;
  }
  if (ending === "goes-quiet") {
    await says("");
    await says("");
  }
  // Twilio reports every call's end, whoever hung up.
  await twilioPost("/api/voice/status", { CallSid: callSid, CallStatus: "completed", CallDuration: "75" });
  const [row] = await t.database.db.select().from(calls).where(eq(calls.providerCallSid, callSid));
  const mails = (await readOutbox(t.outboxDir)).filter((mail) => mail.to === line.owner.email);
  return { row: row!, mails };
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** Whether one of the mails tells the owner the caller's name and number. */
const mailsName = (mails: OutboxMail[], name: string, digits: string) =>
  mails.some((mail) => {
    const text = textPartOf(mail);
    return text.includes(name) && digitsOf(text).includes(digits);
  });

function expectKept(
  played: Awaited<ReturnType<typeof playPhoneCall>>,
  name: string,
  digits: string,
  wherever: string,
) {
  const { row, mails } = played;
  const kept = [
    ...(row.message ? [{ name: row.message.callerName, number: row.message.callbackNumber }] : []),
    ...(row.workflowItems ?? []).map(({ details }) => ({
      name: details.name ?? "",
      number: details.callbackNumber ?? "",
    })),
  ];
  expect(kept, `what the call kept ${wherever}`).toContainEqual({
    name: expect.stringContaining(name),
    number: expect.toSatisfy((number: string) => digitsOf(number).endsWith(digits)),
  });
  const mailed = mailsName(mails, name, digits);
  expect(mailed, `a mail to the owner with the name and number ${wherever}`).toBe(true);
}

describe("a phone caller who gave a name and a number", () => {
  it.each([
    ["in English", ENGLISH_CALLERS, ENGLISH_BUSINESSES],
    ["in Spanish", SPANISH_CALLERS, SPANISH_BUSINESSES],
  ] as const)(
    "has both kept with the call and mailed to the owner, however the call ends, %s",
    async (_language, callers: CallerLines, businesses) => {
      // One owner per business takes the calls that do not run out of money; one with a minute's
      // worth left is made for each call that does.
      const lines = await Promise.all(businesses.map((business) => ownerWithAgent(business, 100)));
      const indexes = businesses.map((_, index) => index);
      await fc.assert(
        fc.asyncProperty(
          callerScript(callers, indexes),
          fc.constantFrom(...ENDINGS),
          async (script, ending) => {
            const line =
              ending === "balance-runs-out"
                ? await ownerWithAgent(businesses[script.agent]!, 0.15)
                : lines[script.agent]!;
            const played = await playPhoneCall(line, script.lines, ending);
            expectKept(
              played,
              script.name,
              script.number.digits,
              `when the call ${ending}: ${JSON.stringify(script.lines)}`,
            );
          },
        ),
        { numRuns: 25 },
      );
    },
    // Fifty phone calls, each a few webhooks and mails: more than a test's default time.
    180_000,
  );
});

// The relay's silence and status waits, short enough for a test.
const SILENCE_MS = 150;
const STATUS_WAIT_MS = 200;
let relayApp: ListeningApp;
beforeAll(async () => {
  relayApp = await listening(
    await createTestApp(
      {
        ...TWILIO_SIGNED_ENV,
        VOICE_TRANSPORT: "relay",
        RELAY_SILENCE_MS: String(SILENCE_MS),
        RELAY_STATUS_WAIT_MS: String(STATUS_WAIT_MS),
      },
      OFFLINE_TELEPHONY,
    ),
  );
  return () => relayApp.app.close();
}, 60_000);

// How a ConversationRelay line ends after the caller's last words: Twilio's status callback and the
// socket closing (after the answer, or while it is still being spoken), the socket dropping with no
// callback ever, or silence until the agent ends it.
type RelayEnding = "hangs-up" | "hangs-up-mid-answer" | "drops" | "goes-quiet";
const RELAY_ENDINGS: RelayEnding[] = ["hangs-up", "hangs-up-mid-answer", "drops", "goes-quiet"];

async function playRelayCall(
  business: Business,
  script: { lines: readonly string[]; name: string; number: { digits: string } },
  lang: string,
  ending: RelayEnding,
) {
  const { owner, callSid, relay } = await ringingCall(relayApp, business, RELAY_AREA_CODE);
  /** What the caller hears of one turn; false once the agent has ended the session instead. */
  const heard = async (timeoutMs?: number) => {
    for (;;) {
      const message = await relay.next(timeoutMs);
      if (message.type === "end") return false;
      if (message.type === "text" && message.last) return true;
    }
  };
  // A bilingual agent's greeting ends with its Spanish sentence, spoken in its own voice; the caller
  // speaks after it, so each turn below hears its own answer before the next words.
  /** Whether the answer has begun: its first words are on their way while the turn is recorded. */
  const answerBegun = async () => {
    for (;;) {
      const message = await relay.next();
      if (message.type === "end") return false;
      if (message.type === "text") return true;
    }
  };
  let open = business.language === "multilingual" ? await heard() : true;
  for (const [index, words] of script.lines.entries()) {
    relay.send(prompt(words, lang));
    const last = index === script.lines.length - 1;
    open = last && ending === "hangs-up-mid-answer" ? await answerBegun() : await heard();
    if (!open) break;
  }
  if (ending === "goes-quiet" && open) {
    // "Are you still there?", then the goodbye, then the end of the session.
    while (await heard(15_000));
  } else if (ending === "hangs-up" || ending === "hangs-up-mid-answer") {
    await signedPost(relayApp.app, "/api/voice/status", {
      CallSid: callSid,
      CallStatus: "completed",
      CallDuration: "75",
    });
  }
  if (ending === "drops") relay.drop();
  else relay.close();
  const rowOf = async () =>
    (await relayApp.app.database.db.select().from(calls).where(eq(calls.providerCallSid, callSid)))[0]!;
  const mailsOf = async () =>
    (await readOutbox(relayApp.app.outboxDir)).filter((mail) => mail.to === owner.email);
  // A dropped line is ended by the server after its wait for the status callback; the mail follows.
  await eventually(rowOf, (row) => row.status === "completed");
  const mails = await eventually(mailsOf, (sent) => mailsName(sent, script.name, script.number.digits));
  return { row: await rowOf(), mails };
}

describe("a caller on a ConversationRelay line who gave a name and a number", () => {
  it.each([
    ["in English", ENGLISH_CALLERS, ENGLISH_BUSINESSES, "en-US"],
    ["in Spanish", SPANISH_CALLERS, SPANISH_BUSINESSES, "es-US"],
  ] as const)(
    "has both kept with the call and mailed to the owner, however the line ends, %s",
    async (_language, callers: CallerLines, businesses, lang) => {
      const indexes = businesses.map((_, index) => index);
      await fc.assert(
        fc.asyncProperty(
          callerScript(callers, indexes),
          fc.constantFrom(...RELAY_ENDINGS),
          async (script, ending) => {
            const played = await playRelayCall(businesses[script.agent]!, script, lang, ending);
            expectKept(
              played,
              script.name,
              script.number.digits,
              `when the line ${ending}: ${JSON.stringify(script.lines)}`,
            );
          },
        ),
        { numRuns: 10 },
      );
    },
    // Twenty calls over a socket, some waiting out silences: more than a test's default time.
    180_000,
  );
});
