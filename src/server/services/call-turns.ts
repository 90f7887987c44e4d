import type { agents, calls } from "../db/schema";
import { bookPartsOf, type TurnAppointments } from "./call-appointments";
import type { CallTurnResult, TurnCall } from "./call-control";
import { OUT_OF_BALANCE_GOODBYE } from "./call-control";
import { urgentMessageTaken } from "./call-engine/call-end";
import { createReplyCheck } from "./call-engine/checked-reply";
import type { Figure } from "./call-engine/invented-figures";
import { replyLanguage } from "./call-engine/offline-engine";
import { readTurn } from "./call-engine/turn-stream";
import type {
  AgentProfile,
  AppointmentBook,
  CallContext,
  CallState,
  ConversationEngine,
  EngineTurn,
  KnowledgeMatch,
  SpokenLanguage,
} from "./call-engine/types";
import type { Clock } from "./clock";
import { DomainError } from "./domain-errors";
import type { FailureLog } from "./service-deps";

// One turn of a call, however it is carried: the engine's stream is read, its pieces spoken as they
// come to a transport that streams, and the turn recorded once the stream ends — the same way for
// a ConversationRelay prompt, a <Gather> webhook and a typed test call.

/** What carries a call's turns, as the metrics name it. */
export type Transport = "relay" | "gather" | "browser";

/** What a streaming transport speaks of a turn as it runs: the language first, then the words. */
export type SpokenPiece =
  | { type: "language"; language: SpokenLanguage }
  | { type: "text"; text: string }
  /** Said while the words are not ready; never part of the recorded reply. */
  | { type: "filler"; text: string };

/**
 * The reason a turn's `AbortSignal` is aborted with when the caller speaks over the agent: what they
 * heard of the turn, which is what its transcript keeps.
 */
export class CallerInterrupted extends Error {
  constructor(readonly heard: string) {
    super("The caller spoke over the agent.");
  }
}

export type TurnOptions = {
  transport: Transport;
  /**
   * Stores the caller's words while the engine answers, started as the turn's search is: the turn's
   * first words leave before any write, and its answer is recorded after the caller's words. Without
   * it the caller's words are recorded with the answer.
   */
  storeCallerWords?: () => Promise<void>;
  /**
   * The call's appointment book, bound once for a call carried by a live connection; without it the
   * turn binds it (services/call-appointments.ts reads the agent's booking settings to do so).
   */
  appointments?: Promise<AppointmentBook | undefined>;
  /** Told what the turn recorded, so a live connection keeps its call as the database has it. */
  onRecorded?: (recorded: RecordedTurn) => void;
  /** When (performance.now()) the caller's words reached the server. */
  wordsArrivedAt?: number;
  /** Aborted when the caller interrupts, with `CallerInterrupted` as its reason. */
  signal?: AbortSignal;
  /**
   * What the caller heard of the answer once the line has closed (undefined while it is open). A
   * turn whose line closes still runs whole, so what the caller's words gave (a number, a name) is
   * kept with the call; only the words they heard are recorded as the agent's.
   */
  heardBeforeLineClosed?: () => string | undefined;
  /** Told each piece as it is ready, for a transport that speaks a turn as it runs. */
  onPiece?: (piece: SpokenPiece) => void;
};

/** What a recorded turn changed of its call. */
export type RecordedTurn = { engineState: CallState; language: SpokenLanguage };

/** What the operator's metrics are told of turns (services/services.ts binds them). */
export type TurnObservers = {
  firstText?: (transport: Transport, seconds: number) => void;
  fillerSpoken?: () => void;
  modelFirstToken?: (seconds: number) => void;
  modelFailed?: () => void;
  /** A reply stated figures the agent was never given, and the caller heard that it does not know instead. */
  inventedFiguresReplaced?: (callId: string, figures: Figure[]) => void;
};

type CallRow = typeof calls.$inferSelect;
type AgentRow = typeof agents.$inferSelect;
type BillingView = { id: string; startedAt: Date; billedMinutes: number };
/** A recorded turn's call as billing needs it, and the agent it still names. */
type RecordedCall = BillingView & { agentId: string | null };

/** Where a turn finds what the agent knows (services/knowledge-retrieval.ts). */
export type TurnKnowledge = {
  /** The agent's knowledge that matches the caller's words, searched before each turn. */
  forTurn(agentId: string, words: string): Promise<KnowledgeMatch[]>;
  /** The agent's knowledge for other words, when the engine asks (the model's lookup tool). */
  lookup(agentId: string, query: string, signal?: AbortSignal): Promise<KnowledgeMatch[]>;
};

type Deps = {
  engine: ConversationEngine;
  clock: Clock;
  profileOf: (agent: AgentRow) => AgentProfile;
  record: (
    callId: string,
    turn: EngineTurn,
    callerText: string | null,
    agentNumber: string,
  ) => Promise<RecordedCall | undefined>;
  bill: (known: BillingView, final: boolean) => Promise<{ balanceRanOut: boolean }>;
  finish: (callId: string) => Promise<CallRow>;
  /** An urgent message reaches the owner as soon as a turn takes it. */
  mailUrgentMessage: (callId: string) => Promise<void>;
  /** The owner hears once per call that the model failed during it. */
  reportModelFailure: (call: TurnCall) => Promise<unknown>;
  observers: TurnObservers;
  knowledge: TurnKnowledge;
  /** A search that failed or took too long is reported here; the turn goes on without it. */
  log: FailureLog;
  /**
   * How long a turn waits for the search of the caller's words before answering without it
   * (KNOWLEDGE_WAIT_MS). The search takes a few milliseconds (docs/voice-latency.md); a database
   * slower than this costs the caller a turn without knowledge, never a turn of silence.
   */
  knowledgeWaitMs: number;
  /** The agent's appointment book for this caller, when it is on (services/call-appointments.ts). */
  appointments?: TurnAppointments;
};

// Two minutes of unbroken speech is about 2,000 characters. The engine's reading time, the search
// and a model's tokens grow with the words, so a turn answers from this much of them, cut at a
// space; the transcript keeps every word the caller said.
const CALLER_WORDS_ANSWERED = 2000;

/** The words a turn answers: all of a caller's turn as people speak, the start of a longer one. */
export function answeredPartOf(words: string): string {
  if (words.length <= CALLER_WORDS_ANSWERED) return words;
  const cut = words.slice(0, CALLER_WORDS_ANSWERED);
  const lastSpace = cut.lastIndexOf(" ");
  return lastSpace > CALLER_WORDS_ANSWERED / 2 ? cut.slice(0, lastSpace) : cut;
}

const heardOf = (reason: unknown) => (reason instanceof CallerInterrupted ? reason.heard.trim() : "");

export function createTurnRunner({
  engine,
  clock,
  profileOf,
  record,
  bill,
  finish,
  mailUrgentMessage,
  reportModelFailure,
  observers,
  knowledge,
  log,
  knowledgeWaitMs,
  appointments,
}: Deps) {
  /**
   * What the agent knows of the caller's words, or undefined (the engine answers as without
   * knowledge) when the search fails or has not answered within its wait.
   */
  async function knowledgeOf(agentId: string, words: string): Promise<readonly KnowledgeMatch[] | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), knowledgeWaitMs);
    });
    try {
      const found = await Promise.race([knowledge.forTurn(agentId, words), late]);
      if (found !== "late") return found;
      log(
        "the knowledge search was too slow; the turn went on without it",
        new Error(`no answer in ${knowledgeWaitMs} ms`),
      );
    } catch (error) {
      log("the knowledge search failed; the turn went on without it", error);
    } finally {
      clearTimeout(timer);
    }
    return undefined;
  }

  /** The caller said something: the engine answers, the turn is recorded and billed, the call may end. */
  return async function runTurn(
    call: TurnCall,
    callerWords: string,
    options: TurnOptions,
  ): Promise<CallTurnResult> {
    const callerText = answeredPartOf(callerWords);
    const { transport, storeCallerWords, signal, onPiece } = options;
    const arrivedAt = options.wordsArrivedAt ?? performance.now();
    const { agent } = call;
    if (call.status === "completed") throw new DomainError("CallEnded");
    if (!agent) {
      // The agent was deleted during the call; the caller's last words are kept with the call.
      await storeCallerWords?.().catch(() => undefined);
      await finish(call.id);
      const say = OUT_OF_BALANCE_GOODBYE.english;
      return { callId: call.id, say, language: "english", voice: "female", next: "hang_up" };
    }
    // Searched while the caller's words are being stored: one query, before the engine needs it,
    // and sent first, since the embedded database runs statements one at a time in their order.
    // An agent that knows nothing yet has nothing to find.
    const found = call.agentKnows ? knowledgeOf(agent.id, callerText) : undefined;
    const callerWordsStored = storeCallerWords?.();
    // A turn that fails before it waits for the words still leaves them stored; its own error is
    // the one reported.
    callerWordsStored?.catch(() => undefined);
    const book = options.appointments ?? appointments?.(bookPartsOf(call, agent));
    const profile = profileOf(agent);
    const language = replyLanguage(profile, call.engineState, callerText);
    onPiece?.({ type: "language", language });
    const knownNow = await found;
    const appointmentBook = await book;
    const context: CallContext = {
      now: clock(),
      callerNumber: call.callerNumber,
      ...(knownNow ? { knowledge: knownNow } : {}),
      lookupKnowledge: (query, lookupSignal) => knowledge.lookup(agent.id, query, lookupSignal),
      ...(appointmentBook ? { appointments: appointmentBook } : {}),
    };
    let firstText = true;
    // No figure the agent was never given reaches the caller, whichever engine wrote it.
    const replyCheck = createReplyCheck({
      agent: profile,
      before: call.engineState,
      callerText,
      context,
      language,
      streaming: onPiece !== undefined,
      onReplaced: (figures) => observers.inventedFiguresReplaced?.(call.id, figures),
    });
    const stream = replyCheck.checked(
      engine.respond(profile, call.engineState, callerText, replyCheck.context, {
        ...(signal ? { signal } : {}),
        onModelFirstToken: (seconds) => observers.modelFirstToken?.(seconds),
        onHandedOver: () => observers.modelFailed?.(),
        spokenAsItRuns: onPiece !== undefined,
      }),
    );
    const whole = await readTurn(stream, (event) => {
      if (firstText && event.text) {
        firstText = false;
        observers.firstText?.(transport, (performance.now() - arrivedAt) / 1000);
      }
      if (!onPiece) return;
      if (event.type === "filler") observers.fillerSpoken?.();
      onPiece(event);
    });
    // A cut turn keeps what the caller heard of it; the state is the one its stream ended with.
    const heard = options.heardBeforeLineClosed?.() ?? (signal?.aborted ? heardOf(signal.reason) : whole.say);
    const turn = { ...whole, say: heard };
    if (callerWordsStored) await callerWordsStored;
    const recorded = await record(call.id, turn, callerWordsStored ? null : callerWords, agent.phoneNumber);
    if (!recorded) {
      // The call ended while the turn ran (the caller hung up): its end kept what it had.
      return { callId: call.id, say: turn.say, language: turn.language, voice: agent.voice, next: "hang_up" };
    }
    options.onRecorded?.({ engineState: turn.state, language: turn.language });
    if (urgentMessageTaken(call.engineState, turn.state)) await mailUrgentMessage(call.id);
    if (call.engineState.memory.modelFailed !== true && turn.state.memory.modelFailed === true) {
      await reportModelFailure(call);
    }
    const billed = await bill(recorded, false);
    // A call whose agent was deleted while it ran (a live line keeps the agent it began with) ends
    // as one whose balance ran out does, after this turn's words.
    if ((billed.balanceRanOut || recorded.agentId === null) && !turn.hangUp) {
      const goodbye = OUT_OF_BALANCE_GOODBYE[turn.language];
      await record(call.id, { ...turn, say: goodbye }, null, agent.phoneNumber);
      await finish(call.id);
      onPiece?.({ type: "text", text: ` ${goodbye}` });
      const say = `${turn.say} ${goodbye}`.trim();
      return { callId: call.id, say, language: turn.language, voice: agent.voice, next: "hang_up" };
    }
    if (turn.hangUp) await finish(call.id);
    const answer = { callId: call.id, say: turn.say, language: turn.language, voice: agent.voice };
    if (turn.transfer && !turn.hangUp) {
      const { number, label, summary } = turn.transfer;
      return {
        ...answer,
        next: "transfer",
        transfer: { number, label, summary, callerId: agent.phoneNumber },
      };
    }
    return { ...answer, next: turn.hangUp ? "hang_up" : "listen" };
  };
}

export type TurnRunner = ReturnType<typeof createTurnRunner>;
