import { describe, expect, it } from "vitest";
import { fakeModelPerTest, type StreamStep, streamSteps } from "../../../../tests/support/fake-model";
import { sendJson } from "../../../../tests/support/http-stand-in";
import { createOpenAiChatModel } from "../../integrations/model/openai-chat-model";
import { agentProfile, CALLER_NUMBER, FRIDAY_AFTERNOON, playCall } from "./engine-test-support";
import { createModelEngine, type ModelEngineSettings } from "./model-engine";
import { wholeTurn } from "./turn-stream";
import type { AgentProfile, AppointmentBook, CallState, ConversationEngine, TurnEvent } from "./types";

// The model engine's turns as a streaming caller hears them, against a local model that streams
// in real time: words as they come, a filler for a slow start, a retry of a stalled request, the
// built-in engine for a turn the model fails twice, and a turn the caller cuts short. The delays
// are short and every assertion has a wide margin, so a busy machine slows the tests down without
// failing them.

const model = fakeModelPerTest();

const FALLBACK_SENTENCE =
  "I'm sorry, I'm having trouble right now. Let me take a message so Tony's Pizza can call you back.";
const context = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER };

// No filler unless a test asks for one: a busy machine can make any first word slow.
const engineOn = (baseUrl: string, settings: Omit<ModelEngineSettings, "model"> = {}) =>
  createModelEngine({
    model: createOpenAiChatModel({ baseUrl, model: "test-model" }),
    fillerAfterMs: 60_000,
    ...settings,
  });

type TimedEvent = { event: TurnEvent; at: number };

/** A turn's events, each with when it came (ms after the turn began). */
async function timedTurn(
  engine: ConversationEngine,
  agent: AgentProfile,
  state: CallState,
  callerText: string,
  signal?: AbortSignal,
): Promise<TimedEvent[]> {
  const startedAt = performance.now();
  const events: TimedEvent[] = [];
  for await (const event of engine.respond(agent, state, callerText, context, signal ? { signal } : {})) {
    events.push({ event, at: performance.now() - startedAt });
  }
  return events;
}

const greetingState = async (engine: ConversationEngine, agent: AgentProfile) =>
  (await wholeTurn(engine.start(agent, context))).state;

const spoken = (events: TimedEvent[]) =>
  events.flatMap(({ event }) => (event.type === "text" || event.type === "filler" ? [event] : []));

/** A stand-in model that answers its requests in turn with these scripts. */
function scriptedModel(...scripts: (StreamStep[] | "error")[]) {
  const left = [...scripts];
  return model.start((_request, response) => {
    const script = left.shift() ?? "error";
    if (script === "error") sendJson(response, 500, { error: { message: "overloaded" } });
    else streamSteps(response, script);
  });
}

describe("a model turn, streamed", () => {
  it("passes the words on in order as they arrive, before the model has finished", async () => {
    const sentAt: number[] = [];
    const baseUrl = await model.start((_request, response) =>
      streamSteps(
        response,
        [
          { text: "We're open" },
          { waitMs: 100 },
          { text: " until 10 PM" },
          { waitMs: 100 },
          { text: " tonight." },
        ],
        (_text, at) => sentAt.push(at),
      ),
    );
    const engine = engineOn(baseUrl);
    const agent = agentProfile();
    const state = await greetingState(engine, agent);
    const receivedAt: number[] = [];
    const events: TurnEvent[] = [];
    for await (const event of engine.respond(agent, state, "Are you open?", context)) {
      events.push(event);
      if (event.type === "text") receivedAt.push(performance.now());
    }

    expect(events.map((event) => event.type)).toEqual(["text", "text", "text", "end"]);
    expect(events.flatMap((event) => (event.type === "text" ? [event.text] : []))).toEqual([
      "We're open",
      " until 10 PM",
      " tonight.",
    ]);
    // Each piece reached the caller before the model sent the next one.
    expect(receivedAt[0]).toBeLessThan(sentAt[1]!);
    expect(receivedAt[1]).toBeLessThan(sentAt[2]!);
  });

  it("gives the first words as soon as the model sends them", async () => {
    const firstTokenDelayMs = 300;
    const restDelayMs = 1_500;
    const baseUrl = await scriptedModel(
      [{ text: "Hello." }],
      [{ waitMs: firstTokenDelayMs }, { text: "Sure" }, { waitMs: restDelayMs }, { text: ", we deliver." }],
    );
    const engine = engineOn(baseUrl);
    const agent = agentProfile();
    // The first turn loads the model client; the second one is timed.
    const warmed = await wholeTurn(engine.respond(agent, await greetingState(engine, agent), "Hi", context));
    const events = await timedTurn(engine, agent, warmed.state, "Do you deliver?");

    const firstPiece = events.find(({ event }) => event.type === "text")!;
    expect(firstPiece.event).toEqual({ type: "text", text: "Sure" });
    expect(firstPiece.at).toBeGreaterThanOrEqual(firstTokenDelayMs - 5);
    // About the model's own delay (a few milliseconds more on a quiet machine), long before the rest.
    expect(firstPiece.at).toBeLessThan(firstTokenDelayMs + restDelayMs / 2);
    expect(events.at(-1)!.at).toBeGreaterThanOrEqual(firstTokenDelayMs + restDelayMs - 5);
  });

  it("says its filler once when the first words are slow, and leaves it out of the whole reply", async () => {
    const slowReply: StreamStep[] = [{ waitMs: 400 }, { text: "Yes, we have gluten-free pizza." }];
    const baseUrl = await scriptedModel(slowReply, slowReply);
    const engine = engineOn(baseUrl, { fillerAfterMs: 100 });
    const agent = agentProfile();
    const state = await greetingState(engine, agent);
    const events = await timedTurn(engine, agent, state, "Do you have gluten-free pizza?");

    expect(spoken(events)).toEqual([
      { type: "filler", text: "One moment, please." },
      { type: "text", text: "Yes, we have gluten-free pizza." },
    ]);
    const [filler, words] = events;
    expect(filler!.at).toBeGreaterThanOrEqual(95);
    expect(filler!.at).toBeLessThan(words!.at);

    const whole = await wholeTurn(engine.respond(agent, state, "Do you have gluten-free pizza?", context));
    expect(whole.say).toBe("Yes, we have gluten-free pizza.");
  });

  it("says no filler when the words come in time, and says it in the caller's language", async () => {
    const baseUrl = await scriptedModel(
      [{ waitMs: 20 }, { text: "Sure." }],
      [{ waitMs: 300 }, { text: "Sí, claro." }],
    );
    const patient = engineOn(baseUrl, { fillerAfterMs: 1_000 });
    const english = agentProfile();
    const quick = await timedTurn(patient, english, await greetingState(patient, english), "Hi");
    expect(spoken(quick)).toEqual([{ type: "text", text: "Sure." }]);

    const engine = engineOn(baseUrl, { fillerAfterMs: 100 });
    const spanish = agentProfile({ language: "spanish" });
    const slow = await timedTurn(engine, spanish, await greetingState(engine, spanish), "¿Hacen entregas?");
    expect(spoken(slow)[0]).toEqual({ type: "filler", text: "Un momento, por favor." });
  });

  it("cancels a stalled request and tries once more, the caller hearing the filler meanwhile", async () => {
    let firstRequestClosed = false;
    let requests = 0;
    const baseUrl = await model.start((_request, response) => {
      if (++requests === 1) {
        response.on("close", () => {
          firstRequestClosed = true;
        });
        streamSteps(response, [{ stall: true }]);
      } else streamSteps(response, [{ text: "We close at 10 PM." }]);
    });
    const failures: unknown[] = [];
    const engine = engineOn(baseUrl, {
      fillerAfterMs: 100,
      stallMs: 500,
      onModelFailure: (error) => failures.push(error),
    });
    const agent = agentProfile();
    const events = await timedTurn(engine, agent, await greetingState(engine, agent), "When do you close?");

    expect(spoken(events)).toEqual([
      { type: "filler", text: "One moment, please." },
      { type: "text", text: "We close at 10 PM." },
    ]);
    expect(requests).toBe(2);
    expect(firstRequestClosed).toBe(true);
    expect(String(failures[0])).toContain("The AI service sent nothing for 0.5 seconds.");
  });

  it("takes a message for a turn the model fails twice, and tries the model again on the next turn", async () => {
    const baseUrl = await scriptedModel("error", "error", [
      { text: "Thanks, Ana. What number can we call?" },
    ]);
    const engine = engineOn(baseUrl);
    const call = await playCall(engine, agentProfile(), ["Are you open?", "Ana Lee"]);

    expect(call.replies).toEqual([
      `${FALLBACK_SENTENCE} May I have your name, please?`,
      "Thanks, Ana. What number can we call?",
    ]);
    expect(call.turns[0]?.state.memory.modelFailed).toBe(true);
    // The model is told what the caller heard from the built-in engine.
    expect(JSON.parse(model.requests[2]?.body ?? "{}").messages.slice(-3)).toEqual([
      { role: "user", content: "Are you open?" },
      { role: "assistant", content: `${FALLBACK_SENTENCE} May I have your name, please?` },
      { role: "user", content: "Ana Lee" },
    ]);
  });

  it("goes on with the message it began when the model fails again on the next turn", async () => {
    const baseUrl = await scriptedModel();
    const call = await playCall(engineOn(baseUrl), agentProfile(), [
      "Are you open?",
      "Ana Lee",
      "Yes",
      "Please call me back about my order",
    ]);
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
    // Every turn tried the model, once and once more.
    expect(model.requests).toHaveLength(8);
  });

  it("keeps within the turn's budget when the model never answers", async () => {
    const baseUrl = await model.start(() => {
      // Never answers.
    });
    const engine = engineOn(baseUrl, { timeoutMs: 300, fillerAfterMs: 100 });
    const agent = agentProfile();
    const events = await timedTurn(engine, agent, await greetingState(engine, agent), "Are you open?");
    expect(spoken(events)).toEqual([
      { type: "filler", text: "One moment, please." },
      { type: "text", text: `${FALLBACK_SENTENCE} May I have your name, please?` },
    ]);
    expect(events.at(-1)!.at).toBeLessThan(3_000);
  });

  it("stops when the caller interrupts: the request is cancelled and the turn ends with what was heard", async () => {
    let requestClosed = false;
    const baseUrl = await model.start((_request, response) => {
      response.on("close", () => {
        requestClosed = true;
      });
      streamSteps(response, [{ text: "Our menu has" }, { waitMs: 5_000 }, { text: " pizza." }]);
    });
    const engine = engineOn(baseUrl);
    const agent = agentProfile();
    const caller = new AbortController();
    const started = performance.now();
    const events: TurnEvent[] = [];
    for await (const event of engine.respond(agent, await greetingState(engine, agent), "Menu?", context, {
      signal: caller.signal,
    })) {
      events.push(event);
      if (event.type === "text") caller.abort();
    }

    expect(performance.now() - started).toBeLessThan(2_000);
    expect(events.map((event) => event.type)).toEqual(["text", "end"]);
    expect(model.requests).toHaveLength(1);
    await expect.poll(() => requestClosed).toBe(true);
    const end = events.at(-1);
    expect(end?.type === "end" && end.state.memory.transcript).toEqual([
      {
        role: "assistant",
        content: "Thank you for calling Tony's Pizza, this is Sofia. How can I help you today?",
      },
      { role: "user", content: "Menu?" },
      { role: "assistant", content: "Our menu has" },
    ]);
  });

  it("gives up a tool the caller would wait too long for, tells its signal, and apologises in time", async () => {
    const baseUrl = await scriptedModel(
      [{ text: "Hello." }],
      [{ text: "Let me check." }, { toolCall: "find_open_times", args: {} }],
    );
    const engine = engineOn(baseUrl, { fillerAfterMs: 300, maxSilenceMs: 1_000 });
    const agent = agentProfile();
    let toldToStop = false;
    const never = <T>(signal: AbortSignal | undefined) =>
      new Promise<T>(() => signal?.addEventListener("abort", () => (toldToStop = true)));
    const book: AppointmentBook = {
      knowsCallerNumber: true,
      openTimes: (_request, limits) => never(limits?.signal),
      book: (_request, limits) => never(limits?.signal),
      findMine: (_request, limits) => never(limits?.signal),
      cancel: (_id, _caller, limits) => never(limits?.signal),
      move: (_id, _start, _caller, limits) => never(limits?.signal),
    };
    // The first turn loads the model client; the second one is timed.
    const { state } = await wholeTurn(
      engine.respond(agent, await greetingState(engine, agent), "Hi", context),
    );
    const startedAt = performance.now();
    const events: TimedEvent[] = [];
    for await (const event of engine.respond(
      agent,
      state,
      "Any free times tomorrow?",
      { ...context, appointments: book },
      { spokenAsItRuns: true },
    )) {
      events.push({ event, at: performance.now() - startedAt });
    }

    const heard = events.filter(({ event }) => event.type === "text" || event.type === "filler");
    expect(
      heard.map(({ event }) => (event.type === "text" || event.type === "filler" ? event.text : "")),
    ).toEqual([
      "Let me check.",
      "One moment, please.",
      ` ${FALLBACK_SENTENCE} May I have your name, please?`,
    ]);
    // The filler after the finished sentence, then the apology within the silence limit of it.
    const [, filler, apology] = heard;
    expect(apology!.at - filler!.at).toBeLessThanOrEqual(1_000);
    expect(toldToStop).toBe(true);
    const end = events.at(-1)!.event;
    expect(end.type === "end" && end.state.memory.offeredTimes).toBeUndefined();
  });
});
