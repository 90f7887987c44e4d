import { describe, expect, it } from "vitest";
import type { agents } from "../db/schema";
import type { TurnCall } from "./call-control";
import { NEW_CALL_STATE } from "./call-engine/engine-test-support";
import { streamOf } from "./call-engine/turn-stream";
import type { CallContext, ConversationEngine } from "./call-engine/types";
import { createTurnRunner, type TurnKnowledge } from "./call-turns";

// A turn's knowledge search never costs the caller the turn: a search that fails or does not
// answer in time leaves the engine answering without knowledge.

const state = NEW_CALL_STATE;

const agent = {
  id: "agent-1",
  phoneNumber: "+14155550100",
  voice: "female",
  transferTargets: [],
} as unknown as typeof agents.$inferSelect;
const call: TurnCall = {
  id: "call-1",
  userId: "user-1",
  status: "in_progress",
  source: "test",
  language: "english",
  callerNumber: "browser",
  agentName: "Sofia",
  engineState: state,
  silencePrompts: 0,
  agent,
  bookingSettings: null,
  calcom: null,
  agentKnows: true,
};

function runnerWith(knowledge: TurnKnowledge) {
  const contexts: CallContext[] = [];
  const logged: string[] = [];
  const answeredWords: string[] = [];
  const recordedWords: (string | null)[] = [];
  const engine: ConversationEngine = {
    start: () => streamOf(null, { say: "Hello", language: "english", state, hangUp: false }),
    respond: (_agent, before, words, context) => {
      contexts.push(context);
      answeredWords.push(words);
      return streamOf(before, { say: "We take cards.", language: "english", state: before, hangUp: false });
    },
  };
  const billing = { id: call.id, startedAt: new Date(), billedMinutes: 1, agentId: "agent-1" };
  const runTurn = createTurnRunner({
    engine,
    clock: () => new Date(),
    profileOf: (row) => row as never,
    record: async (_callId, _turn, callerText) => {
      recordedWords.push(callerText);
      return billing;
    },
    bill: async () => ({ balanceRanOut: false }),
    finish: async () => ({}) as never,
    mailUrgentMessage: async () => undefined,
    reportModelFailure: async () => undefined,
    observers: {},
    knowledge,
    log: (message) => logged.push(message),
    knowledgeWaitMs: 20,
  });
  return { runTurn, contexts, logged, answeredWords, recordedWords };
}

const lookup = async () => [];

describe("a turn whose knowledge search goes wrong", () => {
  it("is answered without knowledge when the search fails, and the failure is logged", async () => {
    const { runTurn, contexts, logged } = runnerWith({
      forTurn: async () => {
        throw new Error("connection reset");
      },
      lookup,
    });
    const answer = await runTurn(call, "Do you take cards?", { transport: "relay" });
    expect(answer).toMatchObject({ say: "We take cards.", next: "listen" });
    expect(contexts[0]!.knowledge).toBeUndefined();
    expect(logged).toEqual(["the knowledge search failed; the turn went on without it"]);
  });

  it("is answered without knowledge when the search does not answer", async () => {
    const { runTurn, contexts, logged } = runnerWith({ forTurn: () => new Promise(() => undefined), lookup });
    const answer = await runTurn(call, "Do you take cards?", { transport: "relay" });
    expect(answer).toMatchObject({ say: "We take cards.", next: "listen" });
    expect(contexts[0]!.knowledge).toBeUndefined();
    expect(logged).toEqual(["the knowledge search was too slow; the turn went on without it"]);
  });
});

describe("a turn for an agent that knows nothing yet", () => {
  it("searches nothing, and is answered without knowledge", async () => {
    const searched: string[] = [];
    const { runTurn, contexts } = runnerWith({
      forTurn: async (_agentId, words) => {
        searched.push(words);
        return [];
      },
      lookup,
    });
    await runTurn({ ...call, agentKnows: false }, "Do you take cards?", { transport: "relay" });
    expect(searched).toEqual([]);
    expect(contexts[0]!.knowledge).toBeUndefined();
    await runTurn(call, "Do you take cards?", { transport: "relay" });
    expect(searched).toEqual(["Do you take cards?"]);
  });
});

describe("a turn far longer than anyone speaks", () => {
  it("is answered from its first 2,000 characters, cut at a space, and recorded whole", async () => {
    const searched: string[] = [];
    const { runTurn, answeredWords, recordedWords } = runnerWith({
      forTurn: async (_agentId, words) => {
        searched.push(words);
        return [];
      },
      lookup,
    });
    const words = "My name is Ana Ruiz and my number is 415 555 0100. ".repeat(1200);
    await runTurn(call, words, { transport: "relay" });
    const answered = answeredWords[0]!;
    expect(answered.length).toBeLessThanOrEqual(2000);
    expect(answered.length).toBeGreaterThan(1900);
    expect(words.startsWith(answered)).toBe(true);
    expect(words[answered.length]).toBe(" ");
    expect(searched).toEqual([answered]);
    expect(recordedWords).toEqual([words]);
  });

  it("is answered whole when it is as long as a person's turn can be", async () => {
    const { runTurn, answeredWords } = runnerWith({ forTurn: async () => [], lookup });
    const words = "a".repeat(2000);
    await runTurn(call, words, { transport: "relay" });
    expect(answeredWords).toEqual([words]);
  });
});
