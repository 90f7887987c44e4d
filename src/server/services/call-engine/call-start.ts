import { english } from "../../text/phrases/en";
import { spanish } from "../../text/phrases/es";
import { filled, type Phrases } from "../../text/phrases/phrases";
import { newDialogue, withDialogue } from "./dialogue-memory";
import {
  type AgentProfile,
  type CallState,
  type EngineTurn,
  type SpokenLanguage,
  spokenLanguageOf,
} from "./types";

// The greeting, and the state a call starts in.

/** A call before its first words: nothing taken, nothing said. */
export const newCallState = (language: SpokenLanguage): CallState => ({
  language,
  memory: {},
  message: null,
  workflowItems: [],
  sms: [],
  ended: false,
  endedWell: false,
});

export function startCall(agent: AgentProfile): EngineTurn {
  const language = spokenLanguageOf(agent.language);
  const say = greeting(agent);
  const state = newCallState(language);
  return { say, language, state: withDialogue(state, { ...newDialogue(), lastSaid: say }), hangUp: false };
}

/** The owner's introduction, else the agent's own; an agent that speaks both says it may switch, in Spanish. */
function greeting(agent: AgentProfile): string {
  const names = { business: agent.businessName, agent: agent.agentName };
  const line = (language: Phrases) => agent.agentIntro.trim() || filled(language.agentLines.greeting, names);
  if (agent.language === "spanish") return line(spanish);
  if (agent.language === "english") return line(english);
  return `${line(english)} ${filled(spanish.agentLines.otherLanguageToo, names)}`;
}
