import type { BusinessCategory } from "../../src/shared/catalog/agents";

/** What each check is about; the pass rate is reported per category. */
export const CHECK_CATEGORIES = [
  "details",
  "mailed",
  "no-invention",
  "language",
  "urgency",
  "corrections",
  "questions",
  "hours",
] as const;
export type CheckCategory = (typeof CHECK_CATEGORIES)[number];

/**
 * A business as its owner set up the agent: the builder's fields, the number's country and area
 * code (each business its own, one no other test file uses), and the prices and times the owner
 * stated, which the agent may repeat.
 */
export type Business = {
  key: string;
  country: "US" | "GB" | "AU";
  areaCode: string;
  agent: {
    businessName: string;
    businessCategory: BusinessCategory;
    agentName: string;
    agentPurpose: string;
    language: "english" | "spanish" | "multilingual";
    timezone: string;
    customHours: string;
    customHoursEnabled: boolean;
    workflowMode: boolean;
  };
  /** When the business is open on the evaluation day, when not 11:00 (a restaurant opening at 5pm). */
  openAt?: { hour: number; minute: number };
  /** Amounts (prices, fees, percentages) the owner wrote into the purpose; nothing else may be quoted. */
  statedAmounts: readonly string[];
};

/**
 * A check on what the caller and owner would notice once the call is over:
 * - `name`/`number`: the kept message (or workflow item) holds exactly this name / E.164 number;
 * - `kept`: something kept (the message's name or reason, a workflow item's details) matches;
 * - `not-kept`: nothing kept matches (a replaced value, a question stored as a detail);
 * - `name-not`: the kept name does not match (a question or sentence stored as the name);
 * - `mailed`: the owner got this call's message mail, with URGENT in its subject when `urgent`;
 * - `says`/`never-says`: the agent's reply to the caller's `turn`-th turn (0-based), or any reply
 *   (the greeting included) when no turn is given, matches / does not match;
 * - `no-amounts`: no reply quotes a price or amount the business did not state;
 * - `language`: every reply after the greeting is in this language, spoken by its voice;
 * - `voices`: each sentence of every reply, the greeting included, is spoken by its language's voice.
 */
export type CheckSpec =
  | { kind: "name"; expect: string }
  | { kind: "number"; expect: string }
  | { kind: "kept"; pattern: RegExp }
  | { kind: "not-kept"; pattern: RegExp }
  | { kind: "name-not"; pattern: RegExp }
  | { kind: "mailed"; urgent?: boolean }
  | { kind: "says"; pattern: RegExp; turn?: number }
  | { kind: "never-says"; pattern: RegExp; turn?: number }
  | { kind: "no-amounts" }
  | { kind: "language"; language: SpokenLanguage }
  | { kind: "voices" };

export type SpokenLanguage = "english" | "spanish";

export type Check = CheckSpec & { category: CheckCategory };

/** What the caller says in one turn; "" is a silence (Twilio posts an empty SpeechResult). */
export type CallerTurn = string;

export type ScriptedCall = {
  /** Stable id: a check's id is the call's id, its category and kind. */
  id: string;
  business: string;
  /** "open": Wednesday 11:00 at the business (or its `openAt`); "closed": Wednesday 23:15 there. */
  clock: "open" | "closed";
  /** The number the call comes from, E.164. */
  from: string;
  turns: readonly CallerTurn[];
  /**
   * How the call ends after the last turn: "goodbye" the caller's last words end it (the agent hangs
   * up, or the caller does); "hang-up" the caller hangs up mid-call; "silence" the caller stops speaking.
   */
  ending: "goodbye" | "hang-up" | "silence";
  checks: readonly Check[];
};

/** One TwiML answer: its words, and each <Say> with the locale speaking it. */
export type Reply = { text: string; says: { locale: string; text: string }[] };

/** The call as the evaluation reads it afterwards. */
export type CallOutcome = {
  /** The agent's words after each caller turn, [0] being the greeting. */
  replies: Reply[];
  /** Whether the agent hung up before the script ran out. */
  agentHungUp: boolean;
  message: { callerName: string; callbackNumber: string; reason: string } | null;
  workflowItems: { kind: string; summary: string; details: Record<string, string> }[];
  /** Subjects of this call's mails to the owner. */
  mailSubjects: string[];
};
