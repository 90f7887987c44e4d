import { ANY_TIME, type TransferTarget } from "../../../shared/api/transfers";
import { storedOpeningHours } from "../../integrations/ai/opening-hours";
import { wholeTurn } from "./turn-stream";
import type { AgentProfile, CallContext, ConversationEngine, EngineTurn } from "./types";

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

type PlayedCall = {
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
