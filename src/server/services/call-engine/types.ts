import type { StoredKnowledgeFact } from "../../../shared/api/knowledge";
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
  "transferTargets",
  "transferHours",
  // The country of the agent's number: the emergency number an emergency caller is told to call.
  "selectedCountry",
] as const satisfies readonly (keyof typeof agents.$inferSelect)[];

// What the conversation engine knows of an agent.
export type AgentProfile = Pick<typeof agents.$inferSelect, (typeof AGENT_PROFILE_FIELDS)[number]>;

export type SpokenLanguage = "english" | "spanish";

/** The language a call or an agent's setting is spoken in: a bilingual line starts in English. */
export const spokenLanguageOf = (language: string): SpokenLanguage =>
  language === "spanish" ? "spanish" : "english";

/**
 * A message the agent took for the owner. `partial`: the call ended before the caller gave all of
 * it; its reason says what is missing, in the call's language. `urgent`: the caller reported an
 * emergency; the owner is mailed as soon as it is taken, marked URGENT.
 */
export type TakenMessage = {
  callerName: string;
  callbackNumber: string;
  reason: string;
  partial?: boolean;
  urgent?: boolean;
  /**
   * The caller's questions the agent could not answer and told them it would pass to the team:
   * added as the message is stored (`messageToStore`), never by the engine.
   */
  unansweredQuestions?: string[];
};

/** What a message or a request still lacks when the call ends: a detail, or the caller's yes to the read-back. */
export type MissingDetail =
  | "name"
  | "callback-number"
  | "day-and-time"
  | "party-size"
  | "details"
  | "confirmation";

/**
 * What the caller has given so far toward the message or request being taken: kept, marked
 * partial, if the call ends for any reason before it is complete (call-end.ts).
 */
export type DetailsSoFar = {
  callerName: string;
  /** The number the caller gave, else the one they call from (the network's). */
  callbackNumber: string;
  /** The caller said the number (not only the network's). */
  numberSaid?: boolean;
  /** The request in the caller's words and the details read back so far. */
  reason: string;
  missing: MissingDetail[];
  /** The caller reported an emergency: the message kept is urgent. */
  urgent?: boolean;
};

/** One completed intake of workflow mode (an order, a booking, an appointment request…). */
export type WorkflowItem = { kind: string; summary: string; details: Record<string, string> };

/**
 * The caller put through to a person: the agent's transfer number, who answers it, and what that
 * person hears before taking the call. `outcome` is set once the line has tried: the agent takes
 * the caller back when the person could not take the call, and never puts them through twice.
 */
export type CallTransfer = {
  /** The agent's transfer number, E.164. */
  number: string;
  /** Who answers it, as the owner named them ("Manager"); "" when the owner named no one. */
  label: string;
  /** One sentence said to the person who picks up: who is calling, from which number, and why. */
  summary: string;
  /** Why the caller called, in their words: the message's reason if the person cannot take the call. */
  reason: string;
  /** When the agent said it would put the caller through (ISO). */
  at: string;
  /** The person who picked up chose to take the call (pressed 1). */
  accepted?: boolean;
  /**
   * When they pressed 1 (ISO): if the line's report of the talk is lost, the talk is counted from
   * here to the call's end. Absent in calls stored before it existed.
   */
  acceptedAt?: string;
  outcome?: "answered" | "not-answered";
  /** How long the person talked with the caller (Twilio's DialCallDuration), once they took the call. */
  talkedSeconds?: number;
};

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
  /** Absent in calls stored before it existed. */
  soFar?: DetailsSoFar | null;
  workflowItems: WorkflowItem[];
  sms: OutgoingSms[];
  ended: boolean;
  /** True once the caller's need was met, so a review may be offered. */
  endedWell: boolean;
  /**
   * The caller's questions the agent could not answer from what it knows, in their words: passed
   * to the owner with the call, so the owner can add the answers. Absent in calls stored before it existed.
   */
  unansweredQuestions?: string[];
  /**
   * The caller's words in this call that state a number, latest last: a figure the agent says back
   * ("$50", "at 617-555-0142") is the caller's own, not invented. Absent in calls stored before it existed.
   */
  callerNumbersSaid?: string[];
  /** The caller asked for a person and the agent has a transfer number. Absent in calls stored before it existed. */
  transfer?: CallTransfer | null;
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
  | { type: "send-sms"; sms: OutgoingSms }
  /** The caller is put through to a person once the turn's words are spoken; the agent stops listening. */
  | { type: "transfer-call"; transfer: CallTransfer };

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
  /** The caller is put through to this person after `say` is spoken. */
  transfer?: CallTransfer;
};

/**
 * Something the agent knows that matches what the caller said, best first: one of the owner's
 * facts, or a passage of one of their documents.
 */
export type KnowledgeMatch =
  | { source: "fact"; fact: StoredKnowledgeFact }
  | { source: "passage"; documentName: string; text: string };

/** One of the caller's live bookings with this agent, as the appointment book answers it. */
export type CallerBooking = {
  id: string;
  callerName: string;
  service: string;
  start: Date;
  durationMinutes: number;
};

/** Why the appointment book said no, in the booking service's own codes. */
export type BookingRefusal =
  | "SlotTaken"
  | "OutsideBookableHours"
  | "BookingsOff"
  | "ServiceNotBookable"
  | "BookingNotFound"
  | "BookingCancelled"
  /** The calendar the book is kept in (Cal.com) failed, was too slow or could not confirm the booking. */
  | "CalendarUnavailable"
  /** The line gave no number and the caller has not said one: their bookings are kept under it. */
  | "NumberNeeded";

/** The number the caller said, used only when the line gave none. */
export type SaidNumber = { callerPhone?: string };

export type BookingAnswer = { booking: CallerBooking } | { refused: BookingRefusal };

/**
 * How long a turn can wait for the book: a book that asks another service (Cal.com) stops waiting
 * when the signal ends and answers CalendarUnavailable, never leaving booked what the caller is not told.
 */
export type BookingLimits = { signal?: AbortSignal | undefined };

/**
 * The agent's appointment book as this call may use it: bound to the agent, to the number the
 * caller calls from (their bookings are found and made under it; a number the caller says counts
 * only when the line gave none: a withheld number, or a test call in the browser) and to the call,
 * which each booking it makes records.
 */
export type AppointmentBook = {
  /** Whether the line gave the caller's number; without it the caller is asked for theirs. */
  knowsCallerNumber: boolean;
  /** Free starts from `from` (now) over `days` days for the service (the default appointment), earliest first. */
  openTimes(
    request?: { from?: Date; days?: number; service?: string },
    limits?: BookingLimits,
  ): Promise<{ times: Date[] } | { refused: BookingRefusal }>;
  book(
    request: { callerName: string; service?: string; start: Date } & SaidNumber,
    limits?: BookingLimits,
  ): Promise<BookingAnswer>;
  /** The caller's coming bookings, by their number; a name narrows them to those made under it. */
  findMine(
    request?: { callerName?: string } & SaidNumber,
    limits?: BookingLimits,
  ): Promise<{ bookings: CallerBooking[] } | { refused: BookingRefusal }>;
  /** Only one of the caller's own coming bookings may be cancelled or moved. */
  cancel(bookingId: string, caller?: SaidNumber, limits?: BookingLimits): Promise<BookingAnswer>;
  move(bookingId: string, start: Date, caller?: SaidNumber, limits?: BookingLimits): Promise<BookingAnswer>;
};

export type CallContext = {
  now: Date;
  callerNumber: string;
  /** The agent's knowledge that best matches the caller's latest words, found before the turn. */
  knowledge?: readonly KnowledgeMatch[];
  /**
   * Searches the agent's knowledge for other words (the model's lookup tool); stops waiting for the
   * query's meaning when `signal` ends (the turn was cut or ran out of time).
   */
  lookupKnowledge?: (query: string, signal?: AbortSignal) => Promise<KnowledgeMatch[]>;
  /** The agent's appointment book, when it is on. */
  appointments?: AppointmentBook;
};

export type TurnOptions = {
  /** Aborting it stops the turn (the caller interrupted): the model's request is cancelled. */
  signal?: AbortSignal;
  /** Told, for each model request, how long the model took to send anything (seconds). */
  onModelFirstToken?: (seconds: number) => void;
  /** Told when the model failed this turn and the built-in engine answered it instead. */
  onHandedOver?: () => void;
  /**
   * The turn's words are spoken as they come (ConversationRelay, the browser's call): the caller is
   * never left longer than the silence limit between two of them. A turn heard whole has its budget.
   */
  spokenAsItRuns?: boolean;
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
