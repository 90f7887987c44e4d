import type { agents, calls } from "../db/schema";
import type { CallTurnResult, TurnCall } from "./call-control";
import { OUT_OF_BALANCE_GOODBYE } from "./call-control";
import { replyLanguage } from "./call-engine/offline-engine";
import { readTurn } from "./call-engine/turn-stream";
import type { AgentProfile, ConversationEngine, EngineTurn, SpokenLanguage } from "./call-engine/types";
import type { Clock } from "./clock";
import { DomainError } from "./domain-errors";

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
  /** The caller's words are already in the transcript (stored before the turn ran). */
  callerWordsStored?: boolean;
  /** When (performance.now()) the caller's words reached the server. */
  wordsArrivedAt?: number;
  /** Aborted when the caller interrupts, with `CallerInterrupted` as its reason. */
  signal?: AbortSignal;
  /** Told each piece as it is ready, for a transport that speaks a turn as it runs. */
  onPiece?: (piece: SpokenPiece) => void;
};

/** What the operator's metrics are told of turns (services/services.ts binds them). */
export type TurnObservers = {
  firstText?: (transport: Transport, seconds: number) => void;
  fillerSpoken?: () => void;
  modelFirstToken?: (seconds: number) => void;
  modelFailed?: () => void;
};

type CallRow = typeof calls.$inferSelect;
type AgentRow = typeof agents.$inferSelect;
type BillingView = { id: string; startedAt: Date; billedMinutes: number };

type Deps = {
  engine: ConversationEngine;
  clock: Clock;
  profileOf: (agent: AgentRow) => AgentProfile;
  record: (
    callId: string,
    turn: EngineTurn,
    callerText: string | null,
    agentNumber: string,
  ) => Promise<BillingView>;
  bill: (known: BillingView, final: boolean) => Promise<{ balanceRanOut: boolean }>;
  finish: (callId: string) => Promise<CallRow>;
  /** The owner hears once per call that the model failed during it. */
  reportModelFailure: (call: TurnCall) => Promise<unknown>;
  observers: TurnObservers;
};

const heardOf = (reason: unknown) => (reason instanceof CallerInterrupted ? reason.heard.trim() : "");

export function createTurnRunner({
  engine,
  clock,
  profileOf,
  record,
  bill,
  finish,
  reportModelFailure,
  observers,
}: Deps) {
  /** The caller said something: the engine answers, the turn is recorded and billed, the call may end. */
  return async function runTurn(
    call: TurnCall,
    callerText: string,
    options: TurnOptions,
  ): Promise<CallTurnResult> {
    const { transport, callerWordsStored = false, signal, onPiece } = options;
    const arrivedAt = options.wordsArrivedAt ?? performance.now();
    const { agent } = call;
    if (call.status === "completed") throw new DomainError("CallEnded");
    if (!agent) {
      // The agent was deleted during the call.
      await finish(call.id);
      const say = OUT_OF_BALANCE_GOODBYE.english;
      return { callId: call.id, say, language: "english", voice: "female", next: "hang_up" };
    }
    const profile = profileOf(agent);
    onPiece?.({ type: "language", language: replyLanguage(profile, call.engineState, callerText) });
    let firstText = true;
    const stream = engine.respond(
      profile,
      call.engineState,
      callerText,
      { now: clock(), callerNumber: call.callerNumber },
      {
        ...(signal ? { signal } : {}),
        onModelFirstToken: (seconds) => observers.modelFirstToken?.(seconds),
        onHandedOver: () => observers.modelFailed?.(),
      },
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
    const turn = signal?.aborted ? { ...whole, say: heardOf(signal.reason) } : whole;
    const recorded = await record(call.id, turn, callerWordsStored ? null : callerText, agent.phoneNumber);
    if (call.engineState.memory.modelFailed !== true && turn.state.memory.modelFailed === true) {
      await reportModelFailure(call);
    }
    const billed = await bill(recorded, false);
    if (billed.balanceRanOut && !turn.hangUp) {
      const goodbye = OUT_OF_BALANCE_GOODBYE[turn.language];
      await record(call.id, { ...turn, say: goodbye }, null, agent.phoneNumber);
      await finish(call.id);
      onPiece?.({ type: "text", text: ` ${goodbye}` });
      const say = `${turn.say} ${goodbye}`.trim();
      return { callId: call.id, say, language: turn.language, voice: agent.voice, next: "hang_up" };
    }
    if (turn.hangUp) await finish(call.id);
    const next = turn.hangUp ? "hang_up" : "listen";
    return { callId: call.id, say: turn.say, language: turn.language, voice: agent.voice, next };
  };
}

export type TurnRunner = ReturnType<typeof createTurnRunner>;
