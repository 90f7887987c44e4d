import { describe, expect, it } from "vitest";
import {
  fakeModelPerTest,
  type ModelAnswer,
  type StreamStep,
  streamReply,
  streamSteps,
} from "../../../../tests/support/fake-model";
import { type RecordedRequest, sendJson, startHttpStandIn } from "../../../../tests/support/http-stand-in";
import { createOpenAiChatModel } from "../../integrations/model/openai-chat-model";
import { createConversationEngine } from "./create-conversation-engine";
import { agentProfile, CALLER_NUMBER, FRIDAY_AFTERNOON, playCall } from "./engine-test-support";
import { createModelEngine, type ModelEngineSettings } from "./model-engine";
import { wholeTurn } from "./turn-stream";
import type { AgentProfile, EngineTurn } from "./types";

// The model engine against a local stand-in of an OpenAI-compatible server that streams
// server-sent events: what it sends the model, what it makes of the model's words and tool calls,
// and how a call goes on when the model fails.

const model = fakeModelPerTest();

type ChatRequestBody = {
  model: string;
  stream: boolean;
  max_tokens: number;
  messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
  tools?: { type: string; function: { name: string; parameters: Record<string, unknown> } }[];
};
const bodyOf = (request: RecordedRequest | undefined): ChatRequestBody => JSON.parse(request?.body ?? "{}");
const toolNames = (request: RecordedRequest | undefined) =>
  bodyOf(request).tools?.map((tool) => tool.function.name);

/** The engine on the model at `baseUrl`, through the real client. */
const engineOn = (
  baseUrl: string,
  settings: Omit<ModelEngineSettings, "model"> & { apiKey?: string } = {},
) => {
  const { apiKey, ...rest } = settings;
  return createModelEngine({
    model: createOpenAiChatModel({ baseUrl, model: "test-model", ...(apiKey ? { apiKey } : {}) }),
    ...rest,
  });
};

/** A stand-in model that answers its requests in turn with these scripts (the last one again after). */
const answersInTurn = (...scripts: StreamStep[][]): ModelAnswer => {
  const left = [...scripts];
  return (_request, response) => streamSteps(response, (left.length > 1 ? left.shift() : left[0]) ?? []);
};

const transcriptOf = (turn: EngineTurn) =>
  turn.state.memory.transcript as { role: string; content: string }[];

const FALLBACK_SENTENCE =
  "I'm sorry, I'm having trouble right now. Let me take a message so Tony's Pizza can call you back.";

describe("the model engine", () => {
  it("streams the model's reply, a short one, and speaks it", async () => {
    const baseUrl = await model.start((_request, response) =>
      streamReply(response, "We're open until 10 PM tonight. Anything else?"),
    );
    const engine = engineOn(`${baseUrl}/v1`, { apiKey: "sk-test" });
    const call = await playCall(engine, agentProfile(), ["Are you open tonight?"]);

    expect(call.greeting.say).toBe(
      "Thank you for calling Tony's Pizza, this is Sofia. How can I help you today?",
    );
    expect(call.last.say).toBe("We're open until 10 PM tonight. Anything else?");
    expect(call.last.hangUp).toBe(false);

    const [request] = model.requests;
    expect(request?.url.pathname).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    const body = bodyOf(request);
    expect(body.model).toBe("test-model");
    expect(body.stream).toBe(true);
    expect(body.max_tokens).toBeLessThanOrEqual(300);
    expect(body.messages.map(({ role }) => role)).toEqual(["system", "assistant", "user"]);
    expect(body.messages.at(-1)).toEqual({ role: "user", content: "Are you open tonight?" });
  });

  it("puts the agent's configuration, the local time and the intake steps in the system prompt", async () => {
    const baseUrl = await model.start((_request, response) => streamReply(response, "Sure."));
    const engine = engineOn(baseUrl);
    await playCall(
      engine,
      agentProfile({ workflowMode: true, reputationManagement: true, reviewUrl: "https://g.page/r/x" }),
      ["Hi"],
    );
    const system = bodyOf(model.requests[0]).messages[0]?.content ?? "";
    for (const fact of [
      "Tony's Pizza",
      "Sofia",
      "Take table reservations and takeout orders",
      "Brooklyn, New York",
      "https://www.tonyspizza.com/",
      "11:00 AM - 10:00 PM",
      "America/New_York",
      "It's 2:30 PM on Friday here.",
      "Right now we're open, until 10 PM.",
      "table-booking: partySize (the number of people), when (the preferred day and time), name (the caller's name)",
      "offer once to text them a link to leave a review",
      CALLER_NUMBER,
      "one or two per reply",
    ]) {
      expect(system).toContain(fact);
    }
    expect(model.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("offers the tools the agent's settings allow", async () => {
    const baseUrl = await model.start((_request, response) => streamReply(response, "Sure."));
    await playCall(
      engineOn(baseUrl),
      agentProfile({ workflowMode: true, reputationManagement: true, reviewUrl: "https://g.page/r/x" }),
      ["Hi"],
    );
    await playCall(engineOn(baseUrl), agentProfile(), ["Hi"]);
    expect(toolNames(model.requests[0])).toEqual([
      "take_message",
      "record_request",
      "send_review_link",
      "end_call",
      "lookup_business_info",
    ]);
    expect(toolNames(model.requests[1])).toEqual(["take_message", "end_call", "lookup_business_info"]);
    const takeMessage = bodyOf(model.requests[1]).tools?.[0]?.function.parameters;
    expect(takeMessage).toMatchObject({
      type: "object",
      required: ["callerName", "callbackNumber", "reason"],
      additionalProperties: false,
    });
  });

  it("tells the model the hours as callers hear them when the owner set them day by day", async () => {
    const baseUrl = await model.start((_request, response) => streamReply(response, "Sure."));
    const weekdays = [{ opens: "09:00", closes: "17:00" }];
    const openingHours = {
      week: {
        monday: weekdays,
        tuesday: weekdays,
        wednesday: weekdays,
        thursday: weekdays,
        friday: weekdays,
      },
      exceptions: [],
    };
    await playCall(
      engineOn(baseUrl),
      agentProfile({ customHours: JSON.stringify(openingHours), openingHours }),
      ["Hi"],
    );
    const system = bodyOf(model.requests[0]).messages[0]?.content ?? "";
    expect(system).toContain("Opening hours: Monday to Friday, 9:00 AM - 5:00 PM");
    expect(system).not.toContain('"opens"');
  });

  it("keeps the conversation in the call's memory and sends it with the next turn", async () => {
    const replies = ["Of course. May I have your name?", "Thanks, Ana."];
    const baseUrl = await model.start((_request, response) => streamReply(response, replies.shift() ?? ""));
    const engine = engineOn(baseUrl);
    await playCall(engine, agentProfile(), ["I'd like to leave a message", "Ana"]);
    const second = bodyOf(model.requests[1]);
    expect(second.messages.slice(1)).toEqual([
      {
        role: "assistant",
        content: "Thank you for calling Tony's Pizza, this is Sofia. How can I help you today?",
      },
      { role: "user", content: "I'd like to leave a message" },
      { role: "assistant", content: "Of course. May I have your name?" },
      { role: "user", content: "Ana" },
    ]);
  });

  it("marks the message urgent when the model says the caller reported an emergency", async () => {
    const message = {
      callerName: "Dana Reyes",
      callbackNumber: CALLER_NUMBER,
      reason: "Water pouring through the kitchen ceiling",
      urgent: true,
    };
    const baseUrl = await model.start(
      answersInTurn([
        { text: "I've marked this urgent and passed it on." },
        { toolCall: "take_message", args: message },
      ]),
    );
    const call = await playCall(engineOn(baseUrl), agentProfile(), ["…my ceiling is pouring water"]);
    expect(call.last.state.message).toEqual(message);
  });

  it("records the message, the workflow item, the review text and the hang-up the model's tools ask for", async () => {
    const message = { callerName: "Ana", callbackNumber: CALLER_NUMBER, reason: "Catering for 40 people" };
    const baseUrl = await model.start(
      answersInTurn(
        [{ text: "I've passed your message on." }, { toolCall: "take_message", args: message }],
        [
          { text: "Your table for 4 is noted." },
          {
            toolCall: "record_request",
            args: {
              kind: "table-booking",
              summary: "Table for 4 on Friday at 7 PM",
              details: { partySize: 4, name: "Ana" },
            },
          },
        ],
        [
          { text: "I've sent the link. Goodbye!" },
          { toolCall: "send_review_link" },
          { toolCall: "end_call", rawArguments: "" },
        ],
      ),
    );
    const engine = engineOn(baseUrl);
    const agent = agentProfile({
      workflowMode: true,
      reputationManagement: true,
      reviewUrl: "https://g.page/r/tonys",
    });
    const call = await playCall(engine, agent, ["…the reason", "…yes, book it", "Yes please, bye"]);

    expect(call.replies).toEqual([
      "I've passed your message on.",
      "Your table for 4 is noted.",
      "I've sent the link. Goodbye!",
    ]);
    expect(call.last.state.message).toEqual(message);
    expect(call.last.state.workflowItems).toEqual([
      {
        kind: "table-booking",
        summary: "Table for 4 on Friday at 7 PM",
        details: { partySize: "4", name: "Ana" },
      },
    ]);
    expect(call.last.state.sms).toEqual([
      {
        to: CALLER_NUMBER,
        body: "Thanks for calling Tony's Pizza! We'd love your review: https://g.page/r/tonys",
      },
    ]);
    expect(call.last.hangUp).toBe(true);
    expect(call.last.state.ended).toBe(true);
    expect(call.last.state.endedWell).toBe(true);
    // Each reply said something along with its tools, so no turn needed a second request.
    expect(model.requests).toHaveLength(3);
    // The next turn's model sees what its tools did.
    expect(bodyOf(model.requests[1]).messages.slice(-4, -1)).toMatchObject([
      { role: "user", content: "…the reason" },
      {
        role: "assistant",
        content: "I've passed your message on.",
        tool_calls: [{ id: "call_1", type: "function", function: { name: "take_message" } }],
      },
      { role: "tool", tool_call_id: "call_1", content: expect.stringContaining("The message is saved") },
    ]);
  });

  it("reports what a turn did as actions after its words, and asks for words when the model only called a tool", async () => {
    const message = { callerName: "Ana Lee", callbackNumber: "718 555 0199", reason: "A catering order" };
    const baseUrl = await model.start(
      answersInTurn(
        [{ toolCall: "take_message", args: message }],
        [{ text: "Thank you, Ana. We'll call you back." }],
      ),
    );
    const engine = engineOn(baseUrl);
    const agent = agentProfile();
    const context = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER };
    const { state } = await wholeTurn(engine.start(agent, context));
    const events = [];
    for await (const event of engine.respond(agent, state, "It's about a catering order", context)) {
      events.push(event);
    }
    expect(events.map((event) => event.type)).toEqual(["text", "action", "end"]);
    expect(events[0]).toEqual({ type: "text", text: "Thank you, Ana. We'll call you back." });
    expect(events[1]).toEqual({ type: "action", action: { type: "take-message", message } });
    expect(bodyOf(model.requests[1]).messages.at(-1)).toMatchObject({ role: "tool", tool_call_id: "call_1" });
  });

  it("refuses a tool call whose arguments are wrong, tells the model why, and speaks its next answer", async () => {
    const baseUrl = await model.start(
      answersInTurn(
        [{ toolCall: "take_message", args: { callerName: "Ana", reason: "Catering" } }],
        [{ text: "And what number can we call you back on?" }],
      ),
    );
    const call = await playCall(engineOn(baseUrl), agentProfile(), ["I'm Ana, it's about catering"]);
    expect(call.last.say).toBe("And what number can we call you back on?");
    expect(call.last.state.message).toBeNull();
    const refusal = bodyOf(model.requests[1]).messages.at(-1);
    expect(refusal?.role).toBe("tool");
    expect(refusal?.content).toContain("Not done");
    expect(refusal?.content).toContain("callbackNumber");
  });

  it("refuses a tool call whose arguments are not JSON", async () => {
    const baseUrl = await model.start(
      answersInTurn(
        [{ toolCall: "take_message", rawArguments: '{"callerName": "Ana"' }],
        [{ text: "Sorry, could you give me your name again?" }],
      ),
    );
    const call = await playCall(engineOn(baseUrl), agentProfile(), ["I'm Ana"]);
    expect(call.last.say).toBe("Sorry, could you give me your name again?");
    expect(call.last.state.message).toBeNull();
    expect(bodyOf(model.requests[1]).messages.at(-1)?.content).toContain("the arguments are not JSON");
  });

  it("refuses a tool the agent does not offer, such as a review link without reputation management", async () => {
    const baseUrl = await model.start(
      answersInTurn([{ toolCall: "send_review_link" }], [{ text: "Goodbye!" }, { toolCall: "end_call" }]),
    );
    const call = await playCall(engineOn(baseUrl), agentProfile(), ["Yes, text me the link. Bye"]);
    expect(call.last.state.sms).toEqual([]);
    expect(call.last.say).toBe("Goodbye!");
    expect(call.last.hangUp).toBe(true);
    expect(bodyOf(model.requests[1]).messages.at(-1)?.content).toContain(
      'there is no tool named "send_review_link"',
    );
  });

  it("follows the language of the model's words on a multilingual line", async () => {
    const baseUrl = await model.start((_request, response) =>
      streamReply(response, "Estamos en Brooklyn. ¿Hay algo más en lo que le pueda ayudar?"),
    );
    const call = await playCall(engineOn(baseUrl), agentProfile({ language: "multilingual" }), [
      "Where are you?",
    ]);
    expect(call.last.language).toBe("spanish");
  });

  it("leaves markdown and emojis out of what the voice reads, even split across pieces", async () => {
    const baseUrl = await model.start(
      answersInTurn([
        { text: "**Sure" },
        { text: "!** We're open\n\n" },
        { text: "until 10 PM 🍕" },
        { text: " " },
      ]),
    );
    const call = await playCall(engineOn(baseUrl), agentProfile(), ["Open?"]);
    expect(call.last.say).toBe("Sure! We're open until 10 PM");
  });
});

describe("the model engine on a model failure", () => {
  const failures: [string, ModelAnswer][] = [
    [
      "the server answers 500",
      (_request, response) => sendJson(response, 500, { error: { message: "overloaded" } }),
    ],
    ["the reply says nothing", (_request, response) => streamReply(response, "")],
    [
      "the stream reports an error",
      (_request, response) => streamSteps(response, [{ error: "context length exceeded" }]),
    ],
    [
      "the answer is not a completion at all",
      (_request, response) => sendJson(response, 200, { hello: "world" }),
    ],
  ];

  it.each(failures)("tries once more, then takes a message, when %s", async (_failure, answer) => {
    const baseUrl = await model.start(answer);
    const failed: unknown[] = [];
    const engine = engineOn(baseUrl, { onModelFailure: (error) => failed.push(error) });
    const call = await playCall(engine, agentProfile(), ["Are you open?"]);
    expect(call.last.say).toBe(`${FALLBACK_SENTENCE} May I have your name, please?`);
    expect(call.last.hangUp).toBe(false);
    expect(model.requests).toHaveLength(2);
    expect(failed).toHaveLength(2);
  });

  it("keeps the words the caller already heard when the stream stalls half-way", async () => {
    let requests = 0;
    const baseUrl = await model.start((_request, response) => {
      if (++requests > 1) return sendJson(response, 500, { error: { message: "overloaded" } });
      streamSteps(response, [{ text: "We're open until" }, { stall: true }]);
    });
    const call = await playCall(engineOn(baseUrl, { stallMs: 1_000 }), agentProfile(), ["Are you open?"]);
    expect(call.last.say).toBe(`We're open until ${FALLBACK_SENTENCE} May I have your name, please?`);
    expect(transcriptOf(call.last).at(-1)).toEqual({ role: "assistant", content: call.last.say });
  });

  it("takes a message, and stays on the line, when the model only ever calls tools", async () => {
    const baseUrl = await model.start(answersInTurn([{ toolCall: "end_call" }]));
    const call = await playCall(engineOn(baseUrl), agentProfile(), ["Bye"]);
    expect(model.requests).toHaveLength(3);
    expect(call.last.say).toBe(`${FALLBACK_SENTENCE} May I have your name, please?`);
    expect(call.last.hangUp).toBe(false);
    expect(call.last.state.ended).toBe(false);
  });

  it("takes a message when the model cannot be reached", async () => {
    const unreachable = await startHttpStandIn(() => undefined);
    const baseUrl = unreachable.baseUrl;
    await unreachable.close();
    const call = await playCall(engineOn(baseUrl), agentProfile(), ["Hello?"]);
    expect(call.last.say).toBe(`${FALLBACK_SENTENCE} May I have your name, please?`);
  });

  it("apologises in Spanish on a Spanish line", async () => {
    const baseUrl = await model.start((_request, response) => sendJson(response, 503, {}));
    const call = await playCall(engineOn(baseUrl), agentProfile({ language: "spanish" }), [
      "¿Están abiertos?",
    ]);
    expect(call.last.say).toBe(
      "Lo siento, estoy teniendo problemas en este momento. Permítame tomarle un mensaje para que Tony's Pizza le devuelva la llamada. ¿Me puede decir su nombre, por favor?",
    );
    expect(call.last.language).toBe("spanish");
  });
});

describe("createConversationEngine", () => {
  const agent: AgentProfile = agentProfile();
  const context = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER };

  it("runs the built-in engine without a model", async () => {
    const engine = createConversationEngine(null);
    const { state } = await wholeTurn(engine.start(agent, context));
    expect((await wholeTurn(engine.respond(agent, state, "Where are you?", context))).say).toContain(
      "We're in Brooklyn, New York.",
    );
  });

  it("runs on the model when there is one", async () => {
    const baseUrl = await model.start((_request, response) => streamReply(response, "From the model."));
    const engine = createConversationEngine(createOpenAiChatModel({ baseUrl, model: "test-model" }));
    const { state } = await wholeTurn(engine.start(agent, context));
    expect((await wholeTurn(engine.respond(agent, state, "Hi", context))).say).toBe("From the model.");
    expect(model.requests).toHaveLength(1);
  });
});
