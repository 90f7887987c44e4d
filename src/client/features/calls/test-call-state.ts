import type { CallDetail } from "../../../shared/api/calls";
import type { AgentVoice } from "../../../shared/catalog/agents";
import type { CallLanguage } from "./call-speech";
import type { TestCallAnswer } from "./calls-api";

/**
 * The owner confirms the price, the agent answers, they talk, and the call ends into its
 * summary, by the owner's "End call" or the agent's hang-up (its goodbye, or an empty balance).
 */
export type TestCallPhase = "confirming" | "connecting" | "live" | "ending" | "ended" | "failed";

export interface TestCallFailure {
  /** "paused": the agent is paused at a $0 balance (402), which adding balance fixes. */
  kind: "paused" | "error";
  message: string;
}

export interface TestCallState {
  phase: TestCallPhase;
  call: CallDetail | null;
  /** The language the call is in now; a bilingual agent follows the caller turn by turn. */
  language: CallLanguage;
  voice: AgentVoice;
  /** When the agent answered, by the browser's clock (ms), for the elapsed time and the running cost. */
  answeredAt: number | null;
  /** What the caller said, shown until the agent's reply brings the transcript that includes it. */
  pendingCallerText: string | null;
  failure: TestCallFailure | null;
  balance: number | null;
  /** True when the agent ended the call rather than the owner. */
  endedByAgent: boolean;
}

export type TestCallEvent =
  | { type: "startRequested" }
  | { type: "answered"; answer: TestCallAnswer; at: number }
  | { type: "startFailed"; failure: TestCallFailure }
  | { type: "callerSpoke"; text: string }
  | { type: "agentReplied"; answer: TestCallAnswer }
  | { type: "turnFailed" }
  | { type: "endRequested" }
  | { type: "callEnded"; answer: TestCallAnswer }
  | { type: "endFailed" };

export function initialTestCallState(agent: { voice: AgentVoice; language: string }): TestCallState {
  return {
    phase: "confirming",
    call: null,
    language: agent.language === "spanish" ? "spanish" : "english",
    voice: agent.voice,
    answeredAt: null,
    pendingCallerText: null,
    failure: null,
    balance: null,
    endedByAgent: false,
  };
}

function withAnswer(state: TestCallState, answer: TestCallAnswer): TestCallState {
  return {
    ...state,
    call: answer.call,
    language: answer.language,
    voice: answer.voice,
    balance: answer.balance,
  };
}

export function testCallReducer(state: TestCallState, event: TestCallEvent): TestCallState {
  switch (event.type) {
    case "startRequested":
      return state.phase === "confirming" || state.phase === "failed"
        ? { ...state, phase: "connecting", failure: null }
        : state;
    case "answered":
      return { ...withAnswer(state, event.answer), phase: "live", answeredAt: event.at };
    case "startFailed":
      return { ...state, phase: "failed", failure: event.failure };
    case "callerSpoke":
      return state.phase === "live" && state.pendingCallerText === null
        ? { ...state, pendingCallerText: event.text }
        : state;
    case "agentReplied": {
      const next = { ...withAnswer(state, event.answer), pendingCallerText: null };
      return event.answer.ended ? { ...next, phase: "ended", endedByAgent: true } : next;
    }
    case "turnFailed":
      return { ...state, pendingCallerText: null };
    case "endRequested":
      return state.phase === "live" ? { ...state, phase: "ending" } : state;
    case "callEnded":
      return { ...withAnswer(state, event.answer), phase: "ended", pendingCallerText: null };
    case "endFailed":
      return state.phase === "ending" ? { ...state, phase: "live" } : state;
  }
}
