import { describe, expect, it } from "vitest";
import {
  fakeModelPerTest,
  type ModelAnswer,
  type StreamStep,
  streamSteps,
} from "../../../../tests/support/fake-model";
import { createOpenAiChatModel } from "../../integrations/model/openai-chat-model";
import { agentProfile, CALLER_NUMBER, FRIDAY_AFTERNOON, MANAGER_LINE, playCall } from "./engine-test-support";
import { createModelEngine } from "./model-engine";
import { createOfflineEngine } from "./offline-engine";
import { afterTransferNotAnswered, notAnsweredSentence } from "./transfer";
import { wholeTurn } from "./turn-stream";
import type { EngineAction } from "./types";

// A caller who asks for a person is put through when the agent has a transfer number, by either
// engine; without one, a message is taken as before.

const offline = createOfflineEngine();
const MANAGER = { transferTargets: [MANAGER_LINE] };

async function actionsOfTurn(line: string, overrides = MANAGER) {
  const agent = agentProfile(overrides);
  const context = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER };
  const { state } = await wholeTurn(offline.start(agent, context));
  const actions: EngineAction[] = [];
  for await (const event of offline.respond(agent, state, line, context)) {
    if (event.type === "action") actions.push(event.action);
  }
  return actions;
}

describe("the built-in engine puts a caller through", () => {
  it.each([
    "Can I speak to the manager?",
    "Can I talk to a real person please?",
    "Could you put me through to someone about my order?",
  ])("to the transfer number when asked for a person: %s", async (line) => {
    const call = await playCall(offline, agentProfile(MANAGER), [line]);
    expect(call.last.say).toBe("I'll put you through to the Manager now, one moment.");
    expect(call.last.hangUp).toBe(false);
    expect(call.last.transfer).toMatchObject({ number: "+15125550100", label: "Manager" });
    expect(call.last.transfer?.summary).toContain(`A caller at ${CALLER_NUMBER} is calling Tony's Pizza`);
  });

  it("tells the person who picks up the caller's name, number and what they want", async () => {
    const call = await playCall(offline, agentProfile(MANAGER), [
      "Hi, this is Maria Lopez, can I speak to the manager about a refund for my order?",
    ]);
    expect(call.last.transfer?.summary).toBe(
      `Maria Lopez at ${CALLER_NUMBER} is calling Tony's Pizza and says: Can I speak to the manager about a refund for my order?`,
    );
  });

  it("reports the transfer as the turn's action, once", async () => {
    expect(await actionsOfTurn("Can I speak to someone?")).toEqual([
      {
        type: "transfer-call",
        transfer: expect.objectContaining({ number: "+15125550100", label: "Manager" }),
      },
    ]);
  });

  it("in Spanish, for a Spanish-speaking caller", async () => {
    const agent = agentProfile({
      transferTargets: [{ ...MANAGER_LINE, label: "el encargado" }],
      language: "spanish",
    });
    const call = await playCall(offline, agent, ["Hola, soy Ana, ¿puedo hablar con el encargado?"]);
    expect(call.last.say).toBe("Le comunico ahora con el encargado, un momento, por favor.");
    expect(call.last.transfer?.summary).toBe(
      `Ana llama desde el ${CALLER_NUMBER} a Tony's Pizza y dice: ¿puedo hablar con el encargado?`,
    );
  });

  it("takes a message as before when the agent has no transfer number", async () => {
    const call = await playCall(offline, agentProfile(), ["Can I speak to the manager?"]);
    expect(call.last.transfer).toBeUndefined();
    expect(call.last.say).toMatch(/^There's no one available to take your call right now/);
    expect(await actionsOfTurn("¿Puedo hablar con una persona?", MANAGER)).toHaveLength(1);
    expect(await actionsOfTurn("Can I speak to someone?", { transferTargets: [] })).toEqual([]);
  });

  it("says plainly that no one could take the call when the person has no name", async () => {
    const agent = agentProfile({ transferTargets: [{ ...MANAGER_LINE, label: "" }] });
    const call = await playCall(offline, agent, ["Can I speak to someone about a refund?"]);
    expect(notAnsweredSentence(agent, call.last.transfer!, "english")).toBe(
      "I'm sorry, no one could take the call right now. Would you like to leave a message so Tony's Pizza can call you back?",
    );
  });

  it("offers a message when the person could not take the call, and takes it with the caller's reason", async () => {
    const agent = agentProfile(MANAGER);
    const call = await playCall(offline, agent, ["Can I speak to the manager about a refund?"]);
    const transfer = call.last.transfer!;
    const said = notAnsweredSentence(agent, transfer, "english");
    expect(said).toBe(
      "I'm sorry, the Manager couldn't take the call right now. Would you like to leave a message so Tony's Pizza can call you back?",
    );
    const context = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER };
    let state = afterTransferNotAnswered(call.last.state, said);
    for (const line of ["Yes please", "Maria Lopez", "Yes, this number", "Yes, that's right"]) {
      const turn = await wholeTurn(offline.respond(agent, state, line, context));
      state = turn.state;
    }
    expect(state.message).toMatchObject({
      callerName: "Maria Lopez",
      reason: expect.stringMatching(/refund/i),
    });
    // Asked again, the agent does not ring the same person twice.
    const again = await wholeTurn(offline.respond(agent, state, "Can I speak to the manager?", context));
    expect(again.transfer).toBeUndefined();
  });
});

const model = fakeModelPerTest();
const answersInTurn = (...scripts: StreamStep[][]): ModelAnswer => {
  const left = [...scripts];
  return (_request, response) => streamSteps(response, (left.length > 1 ? left.shift() : left[0]) ?? []);
};
const engineOn = (baseUrl: string) =>
  createModelEngine({ model: createOpenAiChatModel({ baseUrl, model: "test-model" }) });
const toolsOffered = (body: string | undefined): string[] =>
  (JSON.parse(body ?? "{}").tools ?? []).map((tool: { function: { name: string } }) => tool.function.name);

describe("the model engine puts a caller through", () => {
  it("with transfer_call, offered only to an agent with transfer numbers", async () => {
    const baseUrl = await model.start(
      answersInTurn([
        { text: "I'll put you through to the Manager now." },
        { toolCall: "transfer_call", args: { callerName: "Maria", reason: "A refund for her order" } },
      ]),
    );
    const call = await playCall(engineOn(baseUrl), agentProfile(MANAGER), ["Can I speak to the manager?"]);
    expect(toolsOffered(model.requests[0]?.body)).toContain("transfer_call");
    expect(call.last.say).toBe("I'll put you through to the Manager now.");
    expect(call.last.transfer).toMatchObject({
      number: "+15125550100",
      label: "Manager",
      summary: `Maria at ${CALLER_NUMBER} is calling Tony's Pizza and says: A refund for her order.`,
    });
  });

  it("in Spanish", async () => {
    const baseUrl = await model.start(
      answersInTurn([
        { text: "Le comunico con el encargado." },
        { toolCall: "transfer_call", args: { reason: "Quiere hablar de una factura" } },
      ]),
    );
    const agent = agentProfile({
      transferTargets: [{ ...MANAGER_LINE, label: "el encargado" }],
      language: "spanish",
    });
    const call = await playCall(engineOn(baseUrl), agent, ["¿Puedo hablar con el encargado?"]);
    expect(call.last.transfer?.summary).toBe(
      `Una persona llama desde el ${CALLER_NUMBER} a Tony's Pizza y dice: Quiere hablar de una factura.`,
    );
  });

  it("without a transfer number the tool is not offered and a call of it is refused", async () => {
    const baseUrl = await model.start(
      answersInTurn(
        [{ toolCall: "transfer_call", args: { reason: "A refund" } }],
        [{ text: "There's no one free right now. May I take a message?" }],
      ),
    );
    const call = await playCall(engineOn(baseUrl), agentProfile(), ["Can I speak to the manager?"]);
    expect(toolsOffered(model.requests[0]?.body)).not.toContain("transfer_call");
    expect(call.last.transfer).toBeUndefined();
    expect(call.last.say).toBe("There's no one free right now. May I take a message?");
  });
});
