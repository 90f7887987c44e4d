import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { knowledgeFacts } from "../db/knowledge-schema";
import { agents, calls, type TranscriptTurn } from "../db/schema";
import {
  type AppointmentBook,
  type CallTransfer,
  type SpokenLanguage,
  spokenLanguageOf,
} from "./call-engine/types";
import type { TurnCall } from "./call-turn-reads";
import type { RecordedTurn, TurnOptions } from "./call-turns";
import type { Clock } from "./clock";
import { DomainError } from "./domain-errors";
import { ledger } from "./ledger";
import type { TurnsUnderWay } from "./turns-under-way";

/**
 * What the caller hears next and what follows it, whatever carries the call: TwiML for
 * Twilio's voice webhooks, ConversationRelay's messages for a phone or a browser test call, JSON for a typed test call.
 */
export type CallAnswer = {
  say: string;
  language: SpokenLanguage;
  voice: "male" | "female";
} & (
  | {
      /** listen: wait for the caller's next words; hang_up: end the line once `say` is spoken. */
      next: "listen" | "hang_up";
    }
  | {
      /** Put the caller through to a person once `say` is spoken. */
      next: "transfer";
      transfer: TransferTarget;
    }
);

/** Who the line rings for a transfer, and what the person who picks up hears first. */
export type TransferTarget = Pick<CallTransfer, "number" | "label" | "summary"> & {
  /** The number the person sees ringing: the agent's own. */
  callerId: string;
};

/** The answer within a call that exists (a test call always has one). */
export type CallTurnResult = CallAnswer & { callId: string };

type CallRow = typeof calls.$inferSelect;
type AgentRow = typeof agents.$inferSelect;

export type { TurnCall };

/** A call carried by a live connection: a phone call by Twilio's CallSid, a test call by its id. */
export type CallKey = { providerCallSid: string } | { callId: string };

/** What the call-control decisions drive, from the call service: starting, turning and ending a call. */
type CallLife = {
  now: Clock;
  start(input: {
    agent: AgentRow;
    source: "phone" | "test";
    callerNumber: string;
    providerCallSid?: string;
  }): Promise<CallTurnResult>;
  /** One turn of the engine, recorded (services/call-turns.ts). */
  runTurn(call: TurnCall, callerText: string, options: TurnOptions): Promise<CallTurnResult>;
  openCallForTurn(call: CallKey): Promise<TurnCall | undefined>;
  /** The agent's appointment book bound to the call and its caller, or undefined when it is off. */
  appointmentsOf(call: TurnCall): Promise<AppointmentBook | undefined>;
  findByProviderSid(providerCallSid: string): Promise<CallRow | undefined>;
  finish(callId: string): Promise<CallRow>;
  /** The caller's words each call is still answering, which its end waits for. */
  underWay: TurnsUnderWay;
};

// A call with a number no agent holds, or a turn for a call that has ended.
export const NOT_IN_SERVICE: CallAnswer = {
  say: "Sorry, the number you have called is not in service. Goodbye.",
  language: "english",
  voice: "female",
  next: "hang_up",
};

// Spoken when the balance runs out during a call (a call cannot run far past it).
export const OUT_OF_BALANCE_GOODBYE: Record<SpokenLanguage, string> = {
  english: "I'm sorry, I have to end the call now. Please call back later. Goodbye.",
  spanish: "Lo siento, tengo que terminar la llamada ahora. Por favor, vuelva a llamar más tarde. Adiós.",
};

export const SILENCE_PROMPT: Record<SpokenLanguage, string> = {
  english: "Sorry, I didn't catch that. Could you say it again?",
  spanish: "Perdón, no le escuché bien. ¿Podría repetirlo?",
};
export const SILENCE_GOODBYE: Record<SpokenLanguage, string> = {
  english: "I still can't hear you, so I'll end the call. Please call again. Goodbye.",
  spanish: "Sigo sin escucharle, así que terminaré la llamada. Por favor, llame de nuevo. Adiós.",
};
// The caller is asked again once; silence after that prompt ends the call.
const SILENCE_PROMPTS_BEFORE_GOODBYE = 1;

function unavailableSentence(businessName: string, language: SpokenLanguage): string {
  return language === "spanish"
    ? `Lo siento, ${businessName} no puede atender llamadas en este momento. Por favor, inténtelo más tarde. Adiós.`
    : `Sorry, ${businessName} can't take calls right now. Please try again later. Goodbye.`;
}

// Twilio takes at most 500 hints of at most 100 characters each; the names callers say of one
// business are far fewer, and a short list keeps each hint's weight.
const RECOGNITION_HINTS_MAX = 100;
const RECOGNITION_HINT_LENGTH_MAX = 100;

/** The names a caller may say, once each, as speech recognition takes them as hints. */
function recognitionHints(names: readonly (string | null | undefined)[]): string[] {
  const hints = new Map<string, string>();
  for (const name of names) {
    const hint = (name ?? "").replace(/\s+/g, " ").trim();
    if (!hint || hint.length > RECOGNITION_HINT_LENGTH_MAX) continue;
    if (!hints.has(hint.toLowerCase())) hints.set(hint.toLowerCase(), hint);
  }
  return [...hints.values()].slice(0, RECOGNITION_HINTS_MAX);
}

/**
 * The call-control decisions: who answers a ringing line, what follows silence, when a paused
 * agent or an empty balance ends a call. Every transport asks these and only translates the answer.
 */
export function createCallControl(db: Db, life: CallLife) {
  /** Appends a prompt said outside the engine and counts it as a silence prompt. */
  async function promptAfterSilence(callId: string, line: string, at: Date): Promise<void> {
    const turn: TranscriptTurn = { speaker: "agent", text: line, at: at.toISOString() };
    await db
      .update(calls)
      .set({
        transcript: sql`${calls.transcript} || ${JSON.stringify([turn])}::jsonb`,
        silencePrompts: sql`${calls.silencePrompts} + 1`,
      })
      .where(eq(calls.id, callId));
  }

  /** The caller said nothing: ask again, up to the limit, then say goodbye and end the call. */
  async function answerSilence(call: TurnCall): Promise<CallAnswer> {
    const language = spokenLanguageOf(call.language);
    const voice = call.agent?.voice ?? "female";
    if (call.silencePrompts >= SILENCE_PROMPTS_BEFORE_GOODBYE) {
      await life.finish(call.id);
      return { say: SILENCE_GOODBYE[language], language, voice, next: "hang_up" };
    }
    await promptAfterSilence(call.id, SILENCE_PROMPT[language], life.now());
    return { say: SILENCE_PROMPT[language], language, voice, next: "listen" };
  }

  /**
   * Appends the caller's words as their turn starts, so a failing turn never loses them; a call
   * that has ended keeps the transcript its end recorded.
   */
  // Prepared once: every turn of every call runs it, and building it each time cost more than sending it.
  const storeCallerWordsStatement = db
    .update(calls)
    .set({ transcript: sql`${calls.transcript} || ${sql.placeholder("turns")}::jsonb` })
    .where(and(eq(calls.id, sql.placeholder("callId")), eq(calls.status, "in_progress")))
    .prepare("store_caller_words");

  async function storeCallerWords(callId: string, words: string, at: Date): Promise<void> {
    const turn: TranscriptTurn = { speaker: "caller", text: words, at: at.toISOString() };
    await storeCallerWordsStatement.execute({ callId, turns: JSON.stringify([turn]) });
  }

  /**
   * A call carried by a live connection (ConversationRelay, or the browser's test call speaking its
   * messages). What its turns read that only they change — the call's state, its silence prompts —
   * or that stays as it was when the call began — the agent, its appointment book — is read once,
   * as the line opens, and kept as each turn records it, so a turn's first words wait for no read
   * but its knowledge search. A read that fails is made again by the next turn.
   */
  function openLine(key: CallKey) {
    let call: Promise<TurnCall | undefined> | undefined;
    let appointments: Promise<AppointmentBook | undefined> | undefined;

    function callNow(): Promise<TurnCall | undefined> {
      call ??= life.openCallForTurn(key).then(
        (found) => {
          if (!found) call = undefined;
          return found;
        },
        (error: unknown) => {
          call = undefined;
          throw error;
        },
      );
      return call;
    }

    function appointmentsOf(found: TurnCall): Promise<AppointmentBook | undefined> {
      appointments ??= life.appointmentsOf(found).catch((error: unknown) => {
        appointments = undefined;
        throw error;
      });
      return appointments;
    }

    /** The kept call, as the turn or silence prompt just recorded changed it. */
    function keep(found: TurnCall, change: Partial<TurnCall>): void {
      call = Promise.resolve({ ...found, ...change });
    }

    // Read now, so the caller's first words find the call already read.
    callNow()
      .then((found) => found && appointmentsOf(found))
      .catch(() => undefined);

    return {
      /**
       * The caller's words: stored while they are answered, the answer's pieces told to `onPiece`
       * as they are ready; no words is a silence.
       */
      async answerPrompt(
        speech: string,
        streaming: Pick<
          TurnOptions,
          "transport" | "onPiece" | "signal" | "wordsArrivedAt" | "heardBeforeLineClosed"
        >,
      ): Promise<CallAnswer> {
        const found = await callNow();
        if (!found || found.status === "completed") return NOT_IN_SERVICE;
        const words = speech.trim();
        if (!words) {
          const answer = await answerSilence(found);
          keep(found, {
            silencePrompts: found.silencePrompts + 1,
            ...(answer.next === "hang_up" ? { status: "completed" as const } : {}),
          });
          return answer;
        }
        let recorded: RecordedTurn | undefined;
        let answer: CallAnswer | undefined;
        try {
          answer = await life.runTurn(found, words, {
            ...streaming,
            storeCallerWords: () => storeCallerWords(found.id, words, life.now()),
            ...(found.agent ? { appointments: appointmentsOf(found) } : {}),
            onRecorded: (turn) => {
              recorded = turn;
            },
          });
        } finally {
          // Kept as the database has it, whether or not the rest of the turn (billing, mail) went well.
          keep(found, {
            ...(recorded
              ? { engineState: recorded.engineState, language: recorded.language, silencePrompts: 0 }
              : {}),
            // A call that ended with its turn, or while it ran (the caller hung up), is answered no more.
            ...(answer?.next === "hang_up" ? { status: "completed" as const } : {}),
          });
        }
        return answer;
      },

      /**
       * The caller's words have arrived, to be answered after those before them: the call's end
       * waits for them from now. Call the answer once they have been answered or have failed.
       */
      wordsArrived: (): (() => void) =>
        life.underWay.begin("callId" in key ? key.callId : key.providerCallSid),

      /**
       * The caller spoke over the agent: the agent's last words in the transcript become what the
       * caller heard of them, and go when nothing was heard.
       */
      recordHeardUntilInterrupt: (heard: string) => recordHeardUntilInterrupt(key, heard),
    };
  }

  /**
   * The caller spoke over the agent: the agent's last words in the transcript become what the
   * caller heard of them, and go when nothing was heard.
   */
  async function recordHeardUntilInterrupt(key: CallKey, heard: string): Promise<void> {
    const words = heard.trim();
    const last = sql`jsonb_array_length(${calls.transcript}) - 1`;
    const lastIsAgent = sql`${calls.transcript} -> ${last} ->> 'speaker' = 'agent'`;
    const thisCall =
      "callId" in key ? eq(calls.id, key.callId) : eq(calls.providerCallSid, key.providerCallSid);
    await db
      .update(calls)
      .set({
        transcript: words
          ? sql`jsonb_set(${calls.transcript}, array[(${last})::text, 'text'], to_jsonb(${words}::text))`
          : sql`${calls.transcript} - (${last})::int`,
      })
      .where(and(thisCall, eq(calls.status, "in_progress"), lastIsAgent));
  }

  return {
    /**
     * A phone call rings an agent's number. A number no agent holds is not in service; a paused
     * agent or an empty balance answers with a sentence and hangs up; a ringing repeated by the
     * carrier (same call id) hears the greeting again without a second call.
     */
    async answerPhoneCall(input: {
      calledNumber: string;
      callerNumber: string;
      providerCallSid: string | undefined;
    }): Promise<CallAnswer> {
      const [agent] = await db.select().from(agents).where(eq(agents.phoneNumber, input.calledNumber));
      if (!agent) return NOT_IN_SERVICE;
      const language = spokenLanguageOf(agent.language);
      if (agent.status === "paused" || (await ledger.balanceCents(db, agent.userId)) === 0) {
        return {
          say: unavailableSentence(agent.businessName, language),
          language,
          voice: agent.voice,
          next: "hang_up",
        };
      }
      const existing = input.providerCallSid
        ? await life.findByProviderSid(input.providerCallSid)
        : undefined;
      if (existing) {
        const greeting = existing.transcript[0]?.text ?? "";
        return {
          say: greeting,
          language: spokenLanguageOf(existing.language),
          voice: agent.voice,
          next: "listen",
        };
      }
      return life.start({
        agent,
        source: "phone",
        callerNumber: input.callerNumber,
        ...(input.providerCallSid ? { providerCallSid: input.providerCallSid } : {}),
      });
    },

    /** The caller's words on a phone call (empty when the carrier heard nothing). */
    async answerPhoneTurn(input: {
      providerCallSid: string | undefined;
      speech: string;
    }): Promise<CallAnswer> {
      const call = input.providerCallSid
        ? await life.openCallForTurn({ providerCallSid: input.providerCallSid })
        : undefined;
      if (!call || call.status === "completed") return NOT_IN_SERVICE;
      const speech = input.speech.trim();
      if (!speech) return answerSilence(call);
      return life.runTurn(call, speech, { transport: "gather" });
    },

    openLine,

    /**
     * What a listening carrier should know of the agent on a number: the languages it speaks (the
     * one it answered in first) and the names callers will say.
     */
    async listeningFor(calledNumber: string, answeredIn: SpokenLanguage) {
      const [agent] = await db
        .select({
          id: agents.id,
          language: agents.language,
          businessName: agents.businessName,
          agentName: agents.agentName,
          transferTargets: agents.transferTargets,
        })
        .from(agents)
        .where(eq(agents.phoneNumber, calledNumber));
      const spoken: SpokenLanguage[] =
        agent?.language === "multilingual"
          ? ["english", "spanish"]
          : [spokenLanguageOf(agent?.language ?? "")];
      const languages = [answeredIn, ...spoken.filter((language) => language !== answeredIn)] as const;
      if (!agent) return { languages, names: [] };
      // What the agent knows by name (its services and dishes, its people), in the owner's order.
      const known = await db
        .select({ name: sql<string>`${knowledgeFacts.fact}->>'name'` })
        .from(knowledgeFacts)
        .where(and(eq(knowledgeFacts.agentId, agent.id), inArray(knowledgeFacts.kind, ["service", "staff"])))
        .orderBy(knowledgeFacts.position)
        .limit(RECOGNITION_HINTS_MAX);
      const names = recognitionHints([
        agent.businessName,
        agent.agentName,
        ...agent.transferTargets.map((target) => target.label),
        ...known.map((fact) => fact.name),
      ]);
      return { languages, names };
    },

    /** A browser test call; a paused agent is refused, since its owner can act on it. */
    async startTestCall(agent: AgentRow): Promise<CallTurnResult> {
      if (agent.status === "paused") throw new DomainError("TestCallWhilePaused");
      return life.start({ agent, source: "test", callerNumber: "browser" });
    },
  };
}
