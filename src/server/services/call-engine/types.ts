import type { agents } from "../../db/schema";

/** The agent's fields the conversation engine reads, as stored. */
export const AGENT_PROFILE_FIELDS = [
  "businessName",
  "businessCategory",
  "agentName",
  "agentPurpose",
  "agentIntro",
  "businessWebsite",
  "areaLocation",
  "language",
  "voice",
  "timezone",
  // The owner's words, for the model's prompt and for hours that could not be read as data.
  "customHours",
  "customHoursEnabled",
  // The hours the engine answers from (null when there are none or they could not be read).
  "openingHours",
  "reputationManagement",
  "workflowMode",
  // The review link offered by SMS after a call that ended well ("" when none).
  "reviewUrl",
] as const satisfies readonly (keyof typeof agents.$inferSelect)[];

// What the conversation engine knows of an agent.
export type AgentProfile = Pick<typeof agents.$inferSelect, (typeof AGENT_PROFILE_FIELDS)[number]>;

export type SpokenLanguage = "english" | "spanish";

/** A message the agent took for the owner. */
export type TakenMessage = { callerName: string; callbackNumber: string; reason: string };

/** One completed intake of workflow mode (an order, a booking, an appointment request…). */
export type WorkflowItem = { kind: string; summary: string; details: Record<string, string> };

/** A text message the agent sends to the caller (the review link). */
export type OutgoingSms = { to: string; body: string };

/**
 * Everything the engine remembers between turns. JSON-serialisable: it is stored
 * with the call between Twilio's webhooks.
 */
export type CallState = {
  language: SpokenLanguage;
  /** The engine's own bookkeeping (intake step, collected fields, pending questions). */
  memory: Record<string, unknown>;
  message: TakenMessage | null;
  workflowItems: WorkflowItem[];
  sms: OutgoingSms[];
  ended: boolean;
  /** True once the caller's need was met, so a review may be offered. */
  endedWell: boolean;
};

/**
 * What a turn did besides speaking, for whoever carries the call (the same facts are in the turn's
 * final state). A union by `type`, so a new action (a transfer, a booking) is one more member.
 */
export type EngineAction =
  /** The call should end once the turn's words are spoken. */
  | { type: "end-call" }
  | { type: "take-message"; message: TakenMessage }
  | { type: "record-workflow-item"; item: WorkflowItem }
  | { type: "send-sms"; sms: OutgoingSms };

/**
 * One event of a turn, in this order: the agent's words piece by piece (`text`, at most one
 * `filler` said while the words are not ready yet), then each action, then one `end`.
 */
export type TurnEvent =
  /** A piece of the agent's words, ready for speech; the pieces joined are the turn's words. */
  | { type: "text"; text: string }
  /** Said to fill a wait ("One moment, please."): spoken when streaming, never part of the words. */
  | { type: "filler"; text: string }
  | { type: "action"; action: EngineAction }
  /** The turn is over: the language of its words and the call's state after it. */
  | { type: "end"; language: SpokenLanguage; state: CallState };

export type TurnStream = AsyncIterable<TurnEvent>;

/** A whole turn, as a caller that waits for all of it (a <Gather> webhook, a typed test call) sees it. */
export type EngineTurn = {
  /** The agent's next words; empty only when the caller cut the turn short (its `AbortSignal`). */
  say: string;
  /** The language of `say` (multilingual agents follow the caller turn by turn). */
  language: SpokenLanguage;
  state: CallState;
  /** The call should end after `say` is spoken. */
  hangUp: boolean;
};

export type CallContext = { now: Date; callerNumber: string };

export type TurnOptions = {
  /** Aborting it stops the turn (the caller interrupted): the model's request is cancelled. */
  signal?: AbortSignal;
  /** Told, for each model request, how long the model took to send anything (seconds). */
  onModelFirstToken?: (seconds: number) => void;
  /** Told when the model failed this turn and the built-in engine answered it instead. */
  onHandedOver?: () => void;
};

export interface ConversationEngine {
  start(agent: AgentProfile, context: CallContext): TurnStream;
  respond(
    agent: AgentProfile,
    state: CallState,
    callerText: string,
    context: CallContext,
    options?: TurnOptions,
  ): TurnStream;
}
