import { describe, expect, it } from "vitest";
import type { CallDetail } from "../../../shared/api/calls";
import type { TestCallAnswer } from "./calls-api";
import { initialTestCallState, type TestCallState, testCallReducer } from "./test-call-state";

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
  cost: { voice: 0.01, ai: 0.1, sms: 0, workflow: 0, total: 0.11, unpaid: 0 },
  transcript: [{ speaker: "agent", text: "Hello, Luigi's Trattoria.", at: "2025-03-01T10:00:00.000Z" }],
  message: null,
  workflowItems: [],
  sms: [],
};

const answer = (changes: Partial<TestCallAnswer> = {}): TestCallAnswer => ({
  call,
  say: "Hello, Luigi's Trattoria.",
  language: "english",
  voice: "female",
  ended: false,
  balance: 74.89,
  ...changes,
});

const agent = { voice: "male" as const, language: "spanish" };

function liveCall(): TestCallState {
  const connecting = testCallReducer(initialTestCallState(agent), { type: "startRequested" });
  return testCallReducer(connecting, { type: "answered", answer: answer(), at: 1000 });
}

describe("a test call's course", () => {
  it("waits for the owner to confirm the price, in the agent's language and voice", () => {
    const state = initialTestCallState(agent);
    expect(state).toMatchObject({ phase: "confirming", language: "spanish", voice: "male", call: null });
    expect(initialTestCallState({ voice: "female", language: "multilingual" }).language).toBe("english");
  });

  it("goes live when the agent answers, from the answer's language, voice and balance", () => {
    expect(liveCall()).toMatchObject({
      phase: "live",
      answeredAt: 1000,
      language: "english",
      voice: "female",
      balance: 74.89,
      call,
    });
  });

  it("shows what the caller said until the agent's reply arrives, one turn at a time", () => {
    const waiting = testCallReducer(liveCall(), { type: "callerSpoke", text: "What are your hours?" });
    expect(waiting.pendingCallerText).toBe("What are your hours?");
    expect(testCallReducer(waiting, { type: "callerSpoke", text: "Hello?" }).pendingCallerText).toBe(
      "What are your hours?",
    );
    const replied = testCallReducer(waiting, {
      type: "agentReplied",
      answer: answer({ language: "spanish" }),
    });
    expect(replied).toMatchObject({ phase: "live", pendingCallerText: null, language: "spanish" });
  });

  it("ends into the summary when the agent hangs up or the balance runs out", () => {
    const waiting = testCallReducer(liveCall(), { type: "callerSpoke", text: "Goodbye" });
    const ended = testCallReducer(waiting, {
      type: "agentReplied",
      answer: answer({ ended: true, balance: 0 }),
    });
    expect(ended).toMatchObject({ phase: "ended", endedByAgent: true, balance: 0 });
  });

  it("ends into the summary when the owner hangs up, and stays on the call when hanging up fails", () => {
    const ending = testCallReducer(liveCall(), { type: "endRequested" });
    expect(ending.phase).toBe("ending");
    expect(testCallReducer(ending, { type: "endFailed" }).phase).toBe("live");
    const ended = testCallReducer(ending, {
      type: "callEnded",
      answer: answer({ ended: true, call: { ...call, status: "completed" } }),
    });
    expect(ended).toMatchObject({ phase: "ended", endedByAgent: false });
    expect(ended.call?.status).toBe("completed");
  });

  it("keeps the reason a call did not start, and can try again", () => {
    const failed = testCallReducer(testCallReducer(initialTestCallState(agent), { type: "startRequested" }), {
      type: "startFailed",
      failure: { kind: "paused", message: "This agent is paused because your balance is $0." },
    });
    expect(failed).toMatchObject({ phase: "failed", failure: { kind: "paused" } });
    expect(testCallReducer(failed, { type: "startRequested" })).toMatchObject({
      phase: "connecting",
      failure: null,
    });
  });

  it("takes no words before the call is live or after a failed turn", () => {
    const confirming = initialTestCallState(agent);
    expect(testCallReducer(confirming, { type: "callerSpoke", text: "Hi" })).toBe(confirming);
    const waiting = testCallReducer(liveCall(), { type: "callerSpoke", text: "Hi" });
    expect(testCallReducer(waiting, { type: "turnFailed" }).pendingCallerText).toBeNull();
  });
});
