import { expect, it } from "vitest";
import { ANY_TIME, type TransferTarget } from "../../../shared/api/transfers";
import { storedOpeningHours } from "../../integrations/ai/opening-hours";
import { keptAtCallEnd } from "./call-end";
import { newCallState } from "./call-start";
import { createOfflineEngine } from "./offline-engine";
import { wholeTurn } from "./turn-stream";
import type {
  AgentProfile,
  CallContext,
  CallState,
  ConversationEngine,
  EngineTurn,
  SpokenLanguage,
  WorkflowItem,
} from "./types";

// For the engine's tests: an agent as the builder would save it and a call played line by line,
// so each test reads as the conversation a caller would have.

export const CALLER_NUMBER = "+12125550147";

export function agentProfile(overrides: Partial<AgentProfile> = {}): AgentProfile {
  const profile: AgentProfile = {
    openingHours: null,
    businessName: "Tony's Pizza",
    businessCategory: "restaurant",
    agentName: "Sofia",
    agentPurpose: "Take table reservations and takeout orders, and answer questions about the menu.",
    agentIntro: "",
    businessWebsite: "https://www.tonyspizza.com/",
    areaLocation: "Brooklyn, New York",
    language: "english",
    voice: "female",
    timezone: "America/New_York",
    customHours: "11:00 AM - 10:00 PM",
    customHoursEnabled: true,
    reputationManagement: false,
    workflowMode: false,
    reviewUrl: "",
    transferTargets: [],
    transferHours: ANY_TIME,
    selectedCountry: "US",
    ...overrides,
  };
  // Hours as saving stores them: read once from the owner's words unless given as data.
  const openingHours = overrides.openingHours ?? storedOpeningHours(profile.customHours).openingHours;
  return { ...profile, openingHours };
}

/** Tony's Pizza in workflow mode: it takes table bookings and takeout orders itself. */
export const WORKFLOW_RESTAURANT = agentProfile({ workflowMode: true });
/** The same restaurant's agent speaking Spanish. */
export const SPANISH_WORKFLOW_RESTAURANT = agentProfile({ workflowMode: true, language: "spanish" });

/** A plumber whose purpose tells a caller with a burst pipe what to do, and marks their message urgent. */
export const PLUMBER = agentProfile({
  businessName: "Mile High Plumbing",
  businessCategory: "construction",
  agentPurpose:
    "Take service requests for repairs and leaks. Burst pipes, flooding and sewage backups are emergencies: tell the caller to shut off the main water valve and that our on-call plumber will call back within 30 minutes, and mark the message urgent.",
});

/** The owner's manager, rung when a caller asks for a person. */
export const MANAGER_LINE: TransferTarget = {
  label: "Manager",
  number: "+15125550100",
  whenAsked: true,
  whenUrgent: false,
  rule: "",
};

/** Friday 16 January 2026, 2:30 PM in New York: a weekday afternoon in winter time. */
export const FRIDAY_AFTERNOON = new Date("2026-01-16T19:30:00Z");

/** A call's state before its first turn: nothing said, taken or sent yet. */
export const NEW_CALL_STATE: CallState = newCallState("english");

export type PlayedCall = {
  greeting: EngineTurn;
  turns: EngineTurn[];
  /** The agent's last turn. */
  last: EngineTurn;
  /** What the agent said after each caller line, in order. */
  replies: string[];
};

/** Plays a call: the greeting, then each caller line in turn. */
export async function playCall(
  engine: ConversationEngine,
  agent: AgentProfile,
  callerLines: readonly string[],
  context: Partial<CallContext> = {},
): Promise<PlayedCall> {
  const callContext: CallContext = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER, ...context };
  const greeting = await wholeTurn(engine.start(agent, callContext));
  const turns: EngineTurn[] = [];
  let state = greeting.state;
  for (const line of callerLines) {
    const turn = await wholeTurn(engine.respond(agent, state, line, callContext));
    turns.push(turn);
    state = turn.state;
  }
  return { greeting, turns, last: turns.at(-1) ?? greeting, replies: turns.map((turn) => turn.say) };
}

/** A workflow item whose details include these (the values or matchers). */
export const itemWith = (details: { [Detail in keyof WorkflowItem["details"]]?: unknown }): unknown =>
  expect.objectContaining({ details: expect.objectContaining(details) });

/** What a call must come to: each part given is checked, the rest is not. */
export type CallOutcome = {
  /** What the agent says after each caller line, by the line's place (0 for the first). */
  replies?: Record<number, unknown>;
  /** What the agent says last. */
  last?: unknown;
  /** Fields of the state the call ends in, each equal to what is given (matchers allowed inside). */
  state?: { [Field in keyof CallState]?: unknown };
  /** The caller's details as the agent holds them: those given so far toward a request, else the message taken. */
  given?: unknown;
  /** What the call keeps for the owner when it ends now (`keptAtCallEnd`). */
  kept?: unknown;
  /** What the owner reads of it: the reason of what the call keeps. */
  keptReason?: unknown;
  /** Whether the agent's last turn ends the call. */
  hangsUp?: boolean;
  /** The language of the agent's last turn. */
  language?: SpokenLanguage;
};

/** A call as a test tells it: who answers, what the caller says, and what it must come to. */
export type ScriptedCall = CallOutcome & {
  /** The test's name: what the agent does. */
  does: string;
  /** The agent answering; `agentProfile()` when not given. */
  agent?: AgentProfile;
  caller: readonly string[];
  context?: Partial<CallContext>;
};

function expectSaid(words: string | undefined, said: unknown, where: string) {
  expect(words, where).toBeTypeOf("string");
  for (const each of Array.isArray(said) ? said : [said]) expect(words, where).toEqual(each);
}

/** Checks each part of the outcome given against the call played. */
export function expectOutcome(call: PlayedCall, outcome: CallOutcome) {
  for (const [line, said] of Object.entries(outcome.replies ?? {})) {
    expectSaid(call.replies[Number(line)], said, `the reply to caller line ${line}`);
  }
  if (outcome.last !== undefined) expectSaid(call.last.say, outcome.last, "the last reply");
  for (const [field, value] of Object.entries(outcome.state ?? {})) {
    expect(call.last.state[field as keyof CallState], `the state's ${field}`).toEqual(value);
  }
  const { soFar, message } = call.last.state;
  if (outcome.given !== undefined) expect(soFar ?? message, "the caller's details").toEqual(outcome.given);
  const kept = keptAtCallEnd(call.last.state);
  if ("kept" in outcome) expect(kept, "what the call keeps").toEqual(outcome.kept);
  if (outcome.keptReason !== undefined) expectSaid(kept?.reason, outcome.keptReason, "the reason kept");
  if (outcome.hangsUp !== undefined) expect(call.last.hangUp, "whether it hangs up").toBe(outcome.hangsUp);
  if (outcome.language !== undefined)
    expect(call.last.language, "the last turn's language").toBe(outcome.language);
}

/** One test a call: each is played on the engine (the built-in one unless given) and must come to its outcome. */
export function itPlaysEach(
  calls: readonly ScriptedCall[],
  engine: ConversationEngine = createOfflineEngine(),
) {
  for (const { does, agent, caller, context, ...outcome } of calls) {
    it(does, async () => {
      expectOutcome(await playCall(engine, agent ?? agentProfile(), caller, context), outcome);
    });
  }
}
