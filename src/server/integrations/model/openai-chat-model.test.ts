import { describe, expect, it } from "vitest";
import { fakeModelPerTest, streamReply, streamToolCall } from "../../../../tests/support/fake-model";
import { sendJson } from "../../../../tests/support/http-stand-in";
import { eventsOf } from "../../../../tests/support/streams";
import { createOpenAiChatModel } from "./openai-chat-model";

// The model client against a local stand-in of an OpenAI-compatible server.

const model = fakeModelPerTest();
const messages = [{ role: "user", content: "Are you open?" }] as const;

describe("the OpenAI-compatible chat model", () => {
  it("yields each piece of text as it arrives, before the reply is over", async () => {
    let finish: () => void = () => undefined;
    const baseUrl = await model.start((_request, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      const event = (delta: object, finishReason: string | null = null) =>
        `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
      response.write(event({ role: "assistant", content: "We're open" }));
      finish = () => response.end(`${event({ content: " until 10." })}${event({}, "stop")}data: [DONE]\n\n`);
    });
    const chat = createOpenAiChatModel({ baseUrl, model: "test-model" });
    const stream = chat.stream({ messages, timeoutMs: 2000 })[Symbol.asyncIterator]();

    expect((await stream.next()).value).toEqual({ type: "text", text: "We're open" });
    finish();
    expect((await stream.next()).value).toEqual({ type: "text", text: " until 10." });
    expect((await stream.next()).done).toBe(true);
  });

  it("offers the tools and yields the call the model makes, its arguments joined", async () => {
    const baseUrl = await model.start((_request, response) =>
      streamToolCall(response, "take_message", { callerName: "Ana", reason: "Catering for 40 people" }),
    );
    const chat = createOpenAiChatModel({ baseUrl, model: "test-model" });
    const takeMessage = {
      name: "take_message",
      description: "Passes the caller's message on to the owner.",
      parameters: {
        type: "object",
        properties: { callerName: { type: "string" }, reason: { type: "string" } },
        required: ["callerName", "reason"],
        additionalProperties: false,
      },
    };

    const events = await eventsOf(chat.stream({ messages, tools: [takeMessage], timeoutMs: 2000 }));

    expect(events).toEqual([
      {
        type: "tool-call",
        id: "call_1",
        name: "take_message",
        arguments: JSON.stringify({ callerName: "Ana", reason: "Catering for 40 people" }),
      },
    ]);
    const body = JSON.parse(model.requests[0]?.body ?? "{}");
    expect(body.stream).toBe(true);
    expect(body.tools).toEqual([{ type: "function", function: takeMessage }]);
  });

  it("sends no tools when none are offered", async () => {
    const baseUrl = await model.start((_request, response) => streamReply(response, "Yes."));
    const chat = createOpenAiChatModel({ baseUrl, model: "test-model", apiKey: "sk-test" });
    expect(await eventsOf(chat.stream({ messages, timeoutMs: 2000 }))).toEqual([
      { type: "text", text: "Yes." },
    ]);
    expect(JSON.parse(model.requests[0]?.body ?? "{}").tools).toBeUndefined();
    expect(model.requests[0]?.headers.authorization).toBe("Bearer sk-test");
  });

  it("fails when the stream stalls past the budget, even after it began", async () => {
    const baseUrl = await model.start((_request, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(
        `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta: { content: "We're" }, finish_reason: null }] })}\n\n`,
      );
      // Then nothing more.
    });
    const chat = createOpenAiChatModel({ baseUrl, model: "test-model" });
    const startedAt = performance.now();
    await expect(eventsOf(chat.stream({ messages, timeoutMs: 150 }))).rejects.toThrow(
      "The AI service did not answer within 0.15 seconds.",
    );
    expect(performance.now() - startedAt).toBeLessThan(1500);
  });

  it("stops when whoever waits goes away", async () => {
    const baseUrl = await model.start(() => {
      // Never answers.
    });
    const chat = createOpenAiChatModel({ baseUrl, model: "test-model" });
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 20);
    await expect(eventsOf(chat.stream({ messages, timeoutMs: 5000, signal: caller.signal }))).rejects.toThrow(
      "The request was cancelled before the AI service answered.",
    );
  });

  it("passes on the error a stream reports", async () => {
    const baseUrl = await model.start((_request, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.end(`data: ${JSON.stringify({ error: { message: "context length exceeded" } })}\n\n`);
    });
    const chat = createOpenAiChatModel({ baseUrl, model: "test-model" });
    await expect(eventsOf(chat.stream({ messages, timeoutMs: 2000 }))).rejects.toThrow(
      "The AI service stopped with an error: context length exceeded.",
    );
  });

  it("fails when the stream ends before the model finished", async () => {
    const baseUrl = await model.start((_request, response) => {
      streamReply(response, "We're open until", { finish: false });
      setTimeout(() => response.end(), 50);
    });
    const chat = createOpenAiChatModel({ baseUrl, model: "test-model" });
    await expect(eventsOf(chat.stream({ messages, timeoutMs: 2000 }))).rejects.toThrow(
      "The AI service's stream ended before the reply was complete.",
    );
  });

  it("makes one request only, leaving retries to its callers", async () => {
    const baseUrl = await model.start((_request, response) =>
      sendJson(response, 429, { error: { message: "Rate limit reached" } }),
    );
    const chat = createOpenAiChatModel({ baseUrl, model: "test-model" });
    await expect(eventsOf(chat.stream({ messages, timeoutMs: 2000 }))).rejects.toThrow(
      "The AI service refused the request (HTTP 429): Rate limit reached.",
    );
    expect(model.requests).toHaveLength(1);
  });
});
