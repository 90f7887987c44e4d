import { describe, expect, it } from "vitest";
import type { CallDetail } from "../../../shared/api/calls";
import {
  initialTestCallState,
  type TestCallEvent,
  type TestCallState,
  testCallReducer,
} from "./test-call-state";

const call: CallDetail = {
  id: "call-1",
  agentId: "agent-1",
  agentName: "Lina",
  businessName: "Luigi's Trattoria",
  agentNumber: "+12125550100",
  source: "test",
  callerNumber: "browser",
  startedAt: "2025-03-01T10:00:00.000Z",
  endedAt: null,
  durationSeconds: 0,
  language: "english",
  status: "in_progress",
  messageTaken: false,
  urgentMessage: false,
  cost: { voice: 0.01, ai: 0.1, sms: 0, workflow: 0, total: 0.11, unpaid: 0 },
  transcript: [{ speaker: "agent", text: "Hello, Luigi's Trattoria.", at: "2025-03-01T10:00:00.000Z" }],
  message: null,
  workflowItems: [],
  sms: [],
  bookings: [],
};

const agent = { voice: "male" as const, language: "spanish" };
const AT = "2025-03-01T10:00:05.000Z";

function run(state: TestCallState, ...events: TestCallEvent[]): TestCallState {
  return events.reduce(testCallReducer, state);
}

const token = (text: string, last = false): TestCallEvent => ({
  type: "agentToken",
  token: text,
  last,
  at: AT,
});
const said = (state: TestCallState) => state.transcript.map((turn) => [turn.speaker, turn.text]);

function liveCall(): TestCallState {
  return run(
    initialTestCallState(agent),
    { type: "startRequested" },
    { type: "answered", callId: "call-1", at: 1000 },
  );
}

describe("testCallReducer", () => {
  it("starts in the agent's language and voice, waiting for the owner to confirm", () => {
    const state = initialTestCallState(agent);
    expect(state).toMatchObject({ phase: "confirming", language: "spanish", voice: "male", transcript: [] });
  });

  it("is live once the line names the call", () => {
    expect(liveCall()).toMatchObject({ phase: "live", callId: "call-1", answeredAt: 1000 });
  });

  it("fills the agent's words in token by token, and begins a new turn after the owner's", () => {
    let state = run(liveCall(), token("Hello, "), token("Luigi's "));
    expect(said(state)).toEqual([["agent", "Hello, Luigi's "]]);
    expect(state.agentSpeaking).toBe(true);
    state = run(state, token("Trattoria.", true));
    expect(said(state)).toEqual([["agent", "Hello, Luigi's Trattoria."]]);
    expect(state.agentSpeaking).toBe(false);
    state = run(state, { type: "ownerSpoke", text: "Are you open?", at: AT }, token("Yes"), token("", true));
    expect(said(state)).toEqual([
      ["agent", "Hello, Luigi's Trattoria."],
      ["caller", "Are you open?"],
      ["agent", "Yes"],
    ]);
  });

  it("cuts the agent's words to what the owner heard, and shows nothing more of the cut turn", () => {
    let state = run(liveCall(), token("We are open ", false), token("until ten."));
    state = run(state, { type: "ownerInterrupted", heard: "We are open" });
    expect(said(state)).toEqual([["agent", "We are open"]]);
    // Tokens already on their way when the owner spoke are not shown; the turn's last one ends the cut.
    state = run(state, token(" Every day.", false), token("", true));
    expect(said(state)).toEqual([["agent", "We are open"]]);
    expect(state).toMatchObject({ agentSpeaking: false, agentCut: false });
    state = run(state, { type: "ownerSpoke", text: "Thanks", at: AT }, token("You're welcome.", true));
    expect(said(state).at(-1)).toEqual(["agent", "You're welcome."]);
  });

  it("drops the agent's words when the owner heard none of them", () => {
    const state = run(liveCall(), token("Hello.", true), { type: "ownerInterrupted", heard: "" });
    expect(state.transcript).toEqual([]);
    // A turn that had ended already leaves nothing to skip.
    expect(state.agentCut).toBe(false);
  });

  it("shows what recognition hears until the owner's words are whole", () => {
    let state = run(liveCall(), { type: "ownerHearing", text: "do you" });
    expect(state.hearing).toBe("do you");
    state = run(state, { type: "ownerSpoke", text: "Do you deliver?", at: AT });
    expect(state.hearing).toBeNull();
    expect(said(state)).toEqual([["caller", "Do you deliver?"]]);
  });

  it("follows the agent into another language", () => {
    expect(run(liveCall(), { type: "languageChanged", language: "english" }).language).toBe("english");
  });

  it("ends into the summary, saying who ended the call", () => {
    const ending = run(liveCall(), { type: "endRequested" });
    expect(ending.phase).toBe("ending");
    const ended = run(ending, { type: "callEnded", call, balance: 74.89, by: "owner" });
    expect(ended).toMatchObject({ phase: "ended", call, balance: 74.89, endedBy: "owner" });
    const byAgent = run(liveCall(), { type: "callEnded", call, balance: 74.89, by: "agent" });
    expect(byAgent.endedBy).toBe("agent");
  });

  it("stays on the call when hanging up failed", () => {
    expect(run(liveCall(), { type: "endRequested" }, { type: "endFailed" }).phase).toBe("live");
  });

  it("keeps a failure to show, and a retry clears it", () => {
    const failure = { kind: "paused" as const, message: "This agent is paused." };
    const failed = run(
      initialTestCallState(agent),
      { type: "startRequested" },
      { type: "startFailed", failure },
    );
    expect(failed).toMatchObject({ phase: "failed", failure });
    expect(run(failed, { type: "startRequested" })).toMatchObject({ phase: "connecting", failure: null });
  });

  it("ignores the line's words once the call has ended", () => {
    const ended = run(liveCall(), { type: "callEnded", call, balance: 1, by: "line" });
    expect(run(ended, token("Late words."))).toBe(ended);
  });
});
