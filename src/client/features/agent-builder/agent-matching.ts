import type { Agent } from "../../../shared/api/agents";
import type { ChatMessage } from "../../../shared/api/assistant";
import { DELETED_AGENT_BANNER_MIN_MESSAGES } from "../../../shared/catalog/agents";
import { isAgentSavedMessage } from "../chat/chat-messages";
import {
  type AgentConfiguration,
  type BuilderState,
  configurationOfAgent,
  hasConfiguration,
} from "./builder-state";

interface AgentMatchCriteria {
  conversationId: string | null;
  sessionId: string;
  phoneNumber: string;
  businessName: string;
}

function sameBusinessName(left: string, right: string): boolean {
  return left.trim().toLowerCase() === right.trim().toLowerCase();
}

/** What identifies the agent of the chat on screen; `conversationId` defaults to the saved conversation's. */
export function matchCriteriaOf(
  state: BuilderState,
  conversationId: string | null = state.savedConversationId,
): AgentMatchCriteria {
  return {
    conversationId,
    sessionId: state.sessionId,
    phoneNumber: state.phone.phoneNumber,
    // Once saved, the form is cleared; the agent keeps answering to the name it was saved with.
    businessName: state.configuration.businessName || String(state.agentBaseline?.businessName ?? ""),
  };
}

/** The agent to update is matched by conversation, or session, or phone number plus business name. */
export function findAgentToUpdate(agents: readonly Agent[], criteria: AgentMatchCriteria): Agent | undefined {
  const { conversationId, sessionId, phoneNumber, businessName } = criteria;
  return (
    (conversationId ? agents.find((agent) => agent.conversationId === conversationId) : undefined) ??
    agents.find((agent) => agent.sessionId === sessionId) ??
    (phoneNumber && businessName.trim()
      ? agents.find(
          (agent) => agent.phoneNumber === phoneNumber && sameBusinessName(agent.businessName, businessName),
        )
      : undefined)
  );
}

/** The form is pre-filled from an existing agent that matches the session or the phone number. */
export function findAgentForForm(
  agents: readonly Agent[],
  criteria: { sessionId: string; phoneNumber: string },
): Agent | undefined {
  return (
    agents.find((agent) => agent.sessionId === criteria.sessionId) ??
    (criteria.phoneNumber ? agents.find((agent) => agent.phoneNumber === criteria.phoneNumber) : undefined)
  );
}

/**
 * The deleted-agent banner shows when the conversation has 8 or more messages, a saved
 * conversation exists and no agent matches it. It also needs a message that reports an agent saved from
 * this conversation: without one, no agent was ever made here and there is nothing that was deleted.
 */
export function isAgentOfConversationDeleted(input: {
  agents: readonly Agent[];
  messages: readonly ChatMessage[];
  savedConversationId: string | null;
  sessionId: string;
}): boolean {
  const { agents, messages, savedConversationId, sessionId } = input;
  if (savedConversationId === null || messages.length < DELETED_AGENT_BANNER_MIN_MESSAGES) return false;
  if (!messages.some(isAgentSavedMessage)) return false;
  return !agents.some(
    (agent) => agent.conversationId === savedConversationId || agent.sessionId === sessionId,
  );
}

/**
 * What the configuration form opens with: the owner's confirmed fields, else those of an
 * existing agent of this session or number, with what the assistant understood since on top.
 */
export function configurationPrefill(state: BuilderState, agents: readonly Agent[]): AgentConfiguration {
  const agent = findAgentForForm(agents, {
    sessionId: state.sessionId,
    phoneNumber: state.phone.phoneNumber,
  });
  const base = hasConfiguration(state.configuration)
    ? state.configuration
    : agent
      ? configurationOfAgent(agent)
      : state.configuration;
  const { suggestions } = state;
  return {
    businessCategory: suggestions.businessCategory ?? base.businessCategory,
    agentPurpose: suggestions.agentPurpose ?? base.agentPurpose,
    businessName: suggestions.businessName ?? base.businessName,
    agentName: suggestions.agentName ?? base.agentName,
    agentIntro: suggestions.agentIntro ?? base.agentIntro,
    businessWebsite: suggestions.businessWebsite ?? base.businessWebsite,
  };
}
