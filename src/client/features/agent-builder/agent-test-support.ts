import { type Agent, NEW_AGENT_DEFAULTS } from "../../../shared/api/agents";
import type { SuggestedConfig, SuggestedField } from "../../../shared/api/assistant";
import {
  type AgentConfiguration,
  type BuilderAction,
  type BuilderState,
  builderReducer,
  createInitialState,
} from "./builder-state";

/** An agent of the tests: Lina of Luigi's in New York, active, with a new agent's defaults and `overrides`. */
export function agentWith(overrides: Partial<Agent>): Agent {
  return {
    ...NEW_AGENT_DEFAULTS,
    id: crypto.randomUUID(),
    phoneNumber: "+12125550100",
    selectedCountry: "US",
    countryName: "United States",
    areaCode: "212",
    areaLocation: "New York, NY",
    businessName: "Luigi's",
    businessCategory: "restaurant",
    agentName: "Lina",
    agentPurpose: "Take reservations.",
    status: "active",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

// The builder of the tests is the chat of session "s".

/** Lina of Luigi's as the owner saves her in the Configure Agent form. */
export const LUIGIS_CONFIGURATION: AgentConfiguration = {
  businessCategory: "restaurant",
  agentPurpose: "Take reservations.",
  businessName: "Luigi's",
  agentName: "Lina",
  agentIntro: "",
  businessWebsite: "",
};

/** A new builder after `actions`. */
export function builderAfter(...actions: readonly BuilderAction[]): BuilderState {
  return actions.reduce(builderReducer, createInitialState("s", []));
}

/** `state` once the owner has picked the number of `agentWith`: +1 212 555 0100, in New York. */
export function withNumberPicked(state: BuilderState): BuilderState {
  return [
    { type: "countryChosen", country: "US", countryName: "United States" } as const,
    { type: "areaCodeChosen", areaCode: "212", areaLocation: "New York, NY" } as const,
    { type: "phoneNumberChosen", phoneNumber: "+12125550100" } as const,
  ].reduce(builderReducer, state);
}

/** The owner saving the Configure Agent form. */
export function formSaved(configuration: AgentConfiguration = LUIGIS_CONFIGURATION): BuilderAction {
  return { type: "configurationSubmitted", configuration };
}

/** What the assistant understood from the chat, with the fields the owner stated in so many words. */
export function heard(suggestions: SuggestedConfig, statedFields?: readonly SuggestedField[]): BuilderAction {
  return { type: "suggestionsReceived", sessionId: "s", suggestions, statedFields };
}

/** The server's answer to the chat's Create Agent or Save: the agent as it now stands. */
export function agentSaved(overrides: Partial<Agent> = {}): BuilderAction {
  return { type: "agentSaved", sessionId: "s", agent: agentWith({ sessionId: "s", ...overrides }) };
}

/** An owner opening `agent` from the sidebar, without its chat. */
export function agentLoaded(agent: Agent, sessionId = "s"): BuilderAction {
  return { type: "agentLoaded", agent, sessionId, messages: [], conversationId: null };
}
