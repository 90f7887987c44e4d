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

function greeting(agent: AgentProfile): string {
  const introduction = agent.agentIntro.trim();
  const english =
    introduction ||
    `Thank you for calling ${agent.businessName}, this is ${agent.agentName}. How can I help you today?`;
  switch (agent.language) {
    case "english":
      return english;
    case "spanish":
      return (
        introduction ||
        `Gracias por llamar a ${agent.businessName}, le atiende ${agent.agentName}. ¿En qué puedo ayudarle hoy?`
      );
    case "multilingual":
      // A multilingual agent greets in both languages; the Spanish sentence tells the caller they may switch.
      return `${english} Gracias por llamar a ${agent.businessName}; si lo prefiere, puede hablarme en español.`;
  }
}
