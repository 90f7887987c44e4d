import { describe, expect, it } from "vitest";
import { fakeModelPerTest, type ModelAnswer, streamReply } from "../../../../tests/support/fake-model";
import { type RecordedRequest, sendJson, startHttpStandIn } from "../../../../tests/support/http-stand-in";
import type { Config } from "../../config";
import { createConversationEngine } from "./create-conversation-engine";
import { agentProfile, CALLER_NUMBER, FRIDAY_AFTERNOON, playCall } from "./engine-test-support";
import { createModelEngine } from "./model-engine";
import type { AgentProfile } from "./types";

// Issue 6 §1 and §5: the model engine against a local stand-in of an OpenAI-compatible server
// that streams server-sent events, and its fallback to taking a message on any model failure.

const model = fakeModelPerTest();

type ChatRequestBody = {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
};
const bodyOf = (request: RecordedRequest | undefined): ChatRequestBody => JSON.parse(request?.body ?? "{}");

const stateLine = (state: Record<string, unknown> = {}) =>
  `\n<<state ${JSON.stringify({
    language: "english",
    needMet: false,
    message: null,
    workflowItem: null,
    sendReviewLink: false,
    hangUp: false,
    ...state,
  })}>>`;

const FALLBACK_SENTENCE =
  "I'm sorry, I'm having trouble right now. Let me take a message so Tony's Pizza can call you back.";

describe("the model engine", () => {
  it("streams the model's reply and speaks it without the state line", async () => {
    const baseUrl = await model.start((_request, response) =>
      streamReply(response, `We're open until 10 PM tonight. Anything else?${stateLine({ needMet: true })}`),
    );
    const engine = createModelEngine({ baseUrl: `${baseUrl}/v1`, apiKey: "sk-test", model: "test-model" });
    const call = await playCall(engine, agentProfile(), ["Are you open tonight?"]);

    expect(call.greeting.say).toBe(
      "Thank you for calling Tony's Pizza, this is Sofia. How can I help you today?",
    );
    expect(call.last.say).toBe("We're open until 10 PM tonight. Anything else?");
    expect(call.last.hangUp).toBe(false);
    expect(call.last.state.endedWell).toBe(true);

    const [request] = model.requests;
    expect(request?.url.pathname).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    const body = bodyOf(request);
    expect(body.model).toBe("test-model");
    expect(body.stream).toBe(true);
    expect(body.messages.map(({ role }) => role)).toEqual(["system", "assistant", "user"]);
    expect(body.messages.at(-1)).toEqual({ role: "user", content: "Are you open tonight?" });
  });

  it("puts the agent's configuration, the local time and the intake steps in the system prompt", async () => {
    const baseUrl = await model.start((_request, response) => streamReply(response, `Sure.${stateLine()}`));
    const engine = createModelEngine({ baseUrl, model: "test-model" });
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
      "<<state",
    ]) {
      expect(system).toContain(fact);
    }
    expect(model.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("keeps the conversation in the call's memory and sends it with the next turn", async () => {
    const replies = [`Of course. May I have your name?${stateLine()}`, `Thanks, Ana.${stateLine()}`];
    const baseUrl = await model.start((_request, response) => streamReply(response, replies.shift() ?? ""));
    const engine = createModelEngine({ baseUrl, model: "test-model" });
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

  it("records the message, the workflow item, the review text and the hang-up the model reports", async () => {
    const replies = [
      `I've passed your message on.${stateLine({
        needMet: true,
        message: { callerName: "Ana", callbackNumber: CALLER_NUMBER, reason: "Catering for 40 people" },
      })}`,
      `Your table for 4 is noted.${stateLine({
        needMet: true,
        workflowItem: {
          kind: "table-booking",
          summary: "Table for 4 on Friday at 7 PM",
          details: { partySize: 4, name: "Ana" },
        },
      })}`,
      `I've sent the link. Goodbye!${stateLine({ sendReviewLink: true, hangUp: true })}`,
    ];
    const baseUrl = await model.start((_request, response) => streamReply(response, replies.shift() ?? ""));
    const engine = createModelEngine({ baseUrl, model: "test-model" });
    const agent = agentProfile({
      workflowMode: true,
      reputationManagement: true,
      reviewUrl: "https://g.page/r/tonys",
    });
    const call = await playCall(engine, agent, ["…the reason", "…yes, book it", "Yes please, bye"]);

    expect(call.last.state.message).toEqual({
      callerName: "Ana",
      callbackNumber: CALLER_NUMBER,
      reason: "Catering for 40 people",
    });
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
  });

  it("sends no review text for an agent without reputation management, whatever the model says", async () => {
    const baseUrl = await model.start((_request, response) =>
      streamReply(response, `Goodbye!${stateLine({ needMet: true, sendReviewLink: true, hangUp: true })}`),
    );
    const call = await playCall(createModelEngine({ baseUrl, model: "m" }), agentProfile(), ["bye"]);
    expect(call.last.state.sms).toEqual([]);
  });

  it("follows the language the model reports on a multilingual line", async () => {
    const baseUrl = await model.start((_request, response) =>
      streamReply(response, `Estamos en Brooklyn.${stateLine({ language: "spanish", needMet: true })}`),
    );
    const call = await playCall(
      createModelEngine({ baseUrl, model: "m" }),
      agentProfile({ language: "multilingual" }),
      ["¿Dónde están?"],
    );
    expect(call.last.language).toBe("spanish");
  });

  it("leaves markdown and emojis out of what the voice reads", async () => {
    const baseUrl = await model.start((_request, response) =>
      streamReply(response, `**Sure!** We're open until 10 PM 🍕${stateLine()}`),
    );
    const call = await playCall(createModelEngine({ baseUrl, model: "m" }), agentProfile(), ["Open?"]);
    expect(call.last.say).toBe("Sure! We're open until 10 PM");
  });
});

describe("the model engine on a model failure", () => {
  const failures: [string, ModelAnswer][] = [
    [
      "the server answers 500",
      (_request, response) => sendJson(response, 500, { error: { message: "overloaded" } }),
    ],
    ["the reply has no state line", (_request, response) => streamReply(response, "Sure, we're open!")],
    [
      "the state line is not JSON",
      (_request, response) => streamReply(response, "Sure.\n<<state {open: yes}>>"),
    ],
    [
      "the state line is not in the agreed form",
      (_request, response) => streamReply(response, `Sure.${stateLine({ hangUp: "maybe" })}`),
    ],
    ["the reply says nothing", (_request, response) => streamReply(response, stateLine())],
    [
      "the stream stops half-way",
      (_request, response) => {
        streamReply(response, `We're open until${stateLine()}`, { finish: false });
        setTimeout(() => response.destroy(), 50);
      },
    ],
    [
      "the stream reports an error",
      (_request, response) => {
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.end(`data: ${JSON.stringify({ error: { message: "context length exceeded" } })}\n\n`);
      },
    ],
    [
      "the answer is not a completion at all",
      (_request, response) => sendJson(response, 200, { hello: "world" }),
    ],
  ];

  it.each(failures)("takes a message when %s", async (_failure, answer) => {
    const baseUrl = await model.start(answer);
    const call = await playCall(createModelEngine({ baseUrl, model: "m", timeoutMs: 2000 }), agentProfile(), [
      "Are you open?",
    ]);
    expect(call.last.say).toBe(`${FALLBACK_SENTENCE} May I have your name, please?`);
    expect(call.last.hangUp).toBe(false);
  });

  it("takes a message when the model does not answer within the turn's budget, then stays offline", async () => {
    const baseUrl = await model.start(() => {
      // Never answers.
    });
    const failures: unknown[] = [];
    const engine = createModelEngine({
      baseUrl,
      model: "m",
      timeoutMs: 100,
      onModelFailure: (error) => failures.push(error),
    });
    const startedAt = performance.now();
    const call = await playCall(engine, agentProfile(), [
      "Are you open?",
      "Ana Lee",
      "Yes",
      "Please call me back about my order",
    ]);
    expect(performance.now() - startedAt).toBeLessThan(1500);
    expect(call.replies[0]).toBe(`${FALLBACK_SENTENCE} May I have your name, please?`);
    expect(call.replies[1]).toBe(
      "Can we call you back on the number you're calling from, ending in 0 1 4 7?",
    );
    expect(call.replies[3]).toContain("Thank you, Ana Lee. I'll pass your message on");
    expect(call.last.state.message).toEqual({
      callerName: "Ana Lee",
      callbackNumber: CALLER_NUMBER,
      reason: "Please call me back about my order",
    });
    // One request only: after the failure the call no longer waits on the model.
    expect(model.requests).toHaveLength(1);
    expect(String(failures[0])).toContain("did not answer within 0.1 seconds");
  });

  it("takes a message when the model cannot be reached", async () => {
    const unreachable = await startHttpStandIn(() => undefined);
    const baseUrl = unreachable.baseUrl;
    await unreachable.close();
    const call = await playCall(createModelEngine({ baseUrl, model: "m" }), agentProfile(), ["Hello?"]);
    expect(call.last.say).toBe(`${FALLBACK_SENTENCE} May I have your name, please?`);
  });

  it("apologises in Spanish on a Spanish line", async () => {
    const baseUrl = await model.start((_request, response) => sendJson(response, 503, {}));
    const call = await playCall(
      createModelEngine({ baseUrl, model: "m" }),
      agentProfile({ language: "spanish" }),
      ["¿Están abiertos?"],
    );
    expect(call.last.say).toBe(
      "Lo siento, estoy teniendo problemas en este momento. Permítame tomarle un mensaje para que Tony's Pizza le devuelva la llamada. ¿Me puede decir su nombre, por favor?",
    );
    expect(call.last.language).toBe("spanish");
  });
});

describe("createConversationEngine", () => {
  const aiConfig = (baseUrl: string | undefined): Pick<Config, "ai"> => ({
    ai: { baseUrl, apiKey: undefined, model: "test-model" },
  });
  const agent: AgentProfile = agentProfile();
  const context = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER };

  it("runs the built-in engine without AI_BASE_URL", async () => {
    const engine = createConversationEngine(aiConfig(undefined));
    const { state } = await engine.start(agent, context);
    expect((await engine.respond(agent, state, "Where are you?", context)).say).toContain(
      "We're in Brooklyn, New York.",
    );
  });

  it("runs on the model with AI_BASE_URL", async () => {
    const baseUrl = await model.start((_request, response) =>
      streamReply(response, `From the model.${stateLine()}`),
    );
    const engine = createConversationEngine(aiConfig(baseUrl));
    const { state } = await engine.start(agent, context);
    expect((await engine.respond(agent, state, "Hi", context)).say).toBe("From the model.");
    expect(model.requests).toHaveLength(1);
  });
});
