import { prepareUtterance, type Utterance } from "./caller-intents";
import type { CallClock } from "./day-and-time";
import { type Dialogue, readDialogue } from "./dialogue-memory";
import { agentLine, type Bilingual } from "./spoken-words";
import type { AgentProfile, CallContext, CallState, SpokenLanguage } from "./types";

// One turn of the built-in engine: who is calling, what they said, and the sentences of the reply.

// What the agent says in many places.
export const NO_PROBLEM = agentLine("noProblem");
export const OF_COURSE = agentLine("ofCourse");
export const DID_NOT_CATCH = agentLine("didNotCatch");
export const WHAT_TO_CHANGE = agentLine("whatToChange");
export const CHANGED_IT = agentLine("changedIt");
export const NOTED_THAT = agentLine("notedThat");

export type Turn = {
  agent: AgentProfile;
  context: CallContext;
  language: SpokenLanguage;
  utterance: Utterance;
  state: CallState;
  dialogue: Dialogue;
  sentences: string[];
  hangUp: boolean;
};

export function beginTurn(
  agent: AgentProfile,
  state: CallState,
  callerText: string,
  context: CallContext,
  language: SpokenLanguage,
): Turn {
  return {
    agent,
    context,
    language,
    utterance: prepareUtterance(callerText),
    state: { ...state, language, workflowItems: [...state.workflowItems], sms: [...state.sms] },
    dialogue: readDialogue(state),
    sentences: [],
    hangUp: false,
  };
}

/** Days and times the caller says are on the agent's wall clocks, from the call's present moment. */
export const clockOf = (turn: Turn): CallClock => ({ timezone: turn.agent.timezone, now: turn.context.now });

export function say(turn: Turn, words: Bilingual | string): void {
  turn.sentences.push(typeof words === "string" ? words : words[turn.language]);
}
