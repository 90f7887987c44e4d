import type { CallDetail } from "../../../shared/api/calls";
import type { AgentVoice } from "../../../shared/catalog/agents";
import type { CallLanguage } from "./call-speech";

/**
 * The owner confirms the price, the line opens and the agent answers, they talk, and the call ends
 * into its summary, by the owner's "End call", the agent's hang-up (its goodbye, or an empty
 * balance), or the line dropping.
 */
export type TestCallPhase = "confirming" | "connecting" | "live" | "ending" | "ended" | "failed";

export interface TestCallFailure {
  /** "paused": the agent is paused at a $0 balance, which adding balance fixes. */
  kind: "paused" | "error";
  message: string;
}

type TranscriptTurn = CallDetail["transcript"][number];

/** Who ended the call; "transfer": the agent would have put the caller through to a person. */
export type CallEndedBy = "owner" | "agent" | "transfer" | "line";

export interface TestCallState {
  phase: TestCallPhase;
  callId: string | null;
  /** The call as the log keeps it, read after each turn (its cost so far) and at the end. */
  call: CallDetail | null;
  /** What was said, as the line carried it: the agent's words fill in token by token. */
  transcript: TranscriptTurn[];
  /** The agent's turn is still arriving. */
  agentSpeaking: boolean;
  /** The agent's turn was cut by the owner: its remaining tokens are not shown. */
  agentCut: boolean;
  /** What speech recognition has heard of the owner's words so far. */
  hearing: string | null;
  /** The language the call is in now; a bilingual agent follows the caller turn by turn. */
  language: CallLanguage;
  voice: AgentVoice;
  /** When the agent answered, by the browser's clock (ms), for the elapsed time and the running cost. */
  answeredAt: number | null;
  failure: TestCallFailure | null;
  balance: number | null;
  endedBy: CallEndedBy;
}

export type TestCallEvent =
  | { type: "startRequested" }
  | { type: "answered"; callId: string; at: number }
  | { type: "startFailed"; failure: TestCallFailure }
  | { type: "agentToken"; token: string; last: boolean; at: string }
  | { type: "languageChanged"; language: CallLanguage }
  | { type: "ownerHearing"; text: string | null }
  | { type: "ownerSpoke"; text: string; at: string }
  | { type: "ownerInterrupted"; heard: string }
  | { type: "callRead"; call: CallDetail }
  | { type: "endRequested" }
  | { type: "callEnded"; call: CallDetail; balance: number; by: CallEndedBy }
  | { type: "endFailed" };

export function initialTestCallState(agent: { voice: AgentVoice; language: string }): TestCallState {
  return {
    phase: "confirming",
    callId: null,
    call: null,
    transcript: [],
    agentSpeaking: false,
    agentCut: false,
    hearing: null,
    language: agent.language === "spanish" ? "spanish" : "english",
    voice: agent.voice,
    answeredAt: null,
    failure: null,
    balance: null,
    endedBy: "owner",
  };
}

/** The agent's token added to the turn it is `continuing`, or beginning a new one. */
function withAgentToken(
  transcript: TranscriptTurn[],
  token: string,
  at: string,
  continuing: boolean,
): TranscriptTurn[] {
  const last = transcript.at(-1);
  if (continuing && last?.speaker === "agent") {
    return [...transcript.slice(0, -1), { ...last, text: last.text + token }];
  }
  return token.trim() === ""
    ? transcript
    : [...transcript, { speaker: "agent", text: token.trimStart(), at }];
}

/** The agent's last words cut to what the owner heard of them; gone when nothing was heard. */
function cutToHeard(transcript: TranscriptTurn[], heard: string): TranscriptTurn[] {
  const last = transcript.at(-1);
  if (last?.speaker !== "agent") return transcript;
  const rest = transcript.slice(0, -1);
  return heard.trim() === "" ? rest : [...rest, { ...last, text: heard.trim() }];
}

const isOnTheCall = (state: TestCallState) => state.phase === "live" || state.phase === "ending";

export function testCallReducer(state: TestCallState, event: TestCallEvent): TestCallState {
  switch (event.type) {
    case "startRequested":
      return state.phase === "confirming" || state.phase === "failed"
        ? { ...state, phase: "connecting", failure: null }
        : state;
    case "answered":
      return { ...state, phase: "live", callId: event.callId, answeredAt: event.at };
    case "startFailed":
      return { ...state, phase: "failed", failure: event.failure };
    case "agentToken": {
      if (!isOnTheCall(state)) return state;
      if (state.agentCut) return event.last ? { ...state, agentCut: false, agentSpeaking: false } : state;
      const transcript = event.token
        ? withAgentToken(state.transcript, event.token, event.at, state.agentSpeaking)
        : state.transcript;
      return { ...state, transcript, agentSpeaking: !event.last };
    }
    case "languageChanged":
      return { ...state, language: event.language };
    case "ownerHearing":
      return isOnTheCall(state) ? { ...state, hearing: event.text } : state;
    case "ownerSpoke":
      return isOnTheCall(state)
        ? {
            ...state,
            hearing: null,
            transcript: [...state.transcript, { speaker: "caller", text: event.text, at: event.at }],
          }
        : state;
    case "ownerInterrupted":
      return {
        ...state,
        transcript: cutToHeard(state.transcript, event.heard),
        // Tokens of the cut turn still on their way are not shown; its last one ends the cut.
        agentCut: state.agentSpeaking,
      };
    case "callRead":
      return { ...state, call: event.call };
    case "endRequested":
      return state.phase === "live" ? { ...state, phase: "ending" } : state;
    case "callEnded":
      return {
        ...state,
        phase: "ended",
        call: event.call,
        balance: event.balance,
        endedBy: event.by,
        agentSpeaking: false,
        hearing: null,
      };
    case "endFailed":
      return state.phase === "ending" ? { ...state, phase: "live" } : state;
  }
}
