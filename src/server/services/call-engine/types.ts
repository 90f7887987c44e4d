import type { AgentLanguage, AgentVoice, BusinessCategory } from "../../../shared/catalog/agents";

// Issue 6 §1: what the conversation engine knows of an agent.
export type AgentProfile = {
  businessName: string;
  businessCategory: BusinessCategory;
  agentName: string;
  agentPurpose: string;
  agentIntro: string;
  businessWebsite: string;
  areaLocation: string;
  language: AgentLanguage;
  voice: AgentVoice;
  timezone: string;
  customHours: string;
  customHoursEnabled: boolean;
  reputationManagement: boolean;
  workflowMode: boolean;
  /** Issue 6 §1: the review link offered by SMS after a call that ended well ("" when none). */
  reviewUrl: string;
};

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

export type EngineTurn = {
  /** The agent's next words. Never empty. */
  say: string;
  /** The language of `say` (multilingual agents follow the caller turn by turn). */
  language: SpokenLanguage;
  state: CallState;
  /** The call should end after `say` is spoken. */
  hangUp: boolean;
};

export type CallContext = { now: Date; callerNumber: string };

export interface ConversationEngine {
  start(agent: AgentProfile, context: CallContext): Promise<EngineTurn>;
  respond(
    agent: AgentProfile,
    state: CallState,
    callerText: string,
    context: CallContext,
  ): Promise<EngineTurn>;
}
