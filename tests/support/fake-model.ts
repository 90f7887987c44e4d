import type { ServerResponse } from "node:http";
import type { ChatCompletion, ChatCompletionChunk } from "openai/resources/chat/completions";
import { afterEach } from "vitest";
import { type HttpStandIn, type RecordedRequest, sendJson, startHttpStandIn } from "./http-stand-in";
import { chatChunk as chunk } from "./model-chunks";

// For tests of the code that talks to an OpenAI-compatible model (the configuration assistant and
// the model engine of calls): a stand-in model server per test, and the answers such a server
// gives, whole or streamed as server-sent events, in the shapes OpenAI's API reference gives
// (typed with the `openai` package's own types of them).

export type ModelAnswer = (request: RecordedRequest, response: ServerResponse) => void;

/** The stand-in model a test starts, closed after that test. */
export function fakeModelPerTest() {
  let current: HttpStandIn | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    /** Starts this test's stand-in model; answers its base URL. */
    async start(answer: ModelAnswer): Promise<string> {
      current = await startHttpStandIn(answer);
      return current.baseUrl;
    },
    /** What the model was sent in this test, in order. */
    get requests(): RecordedRequest[] {
      if (!current) throw new Error("no stand-in model was started in this test");
      return current.requests;
    },
  };
}

const CREATED = 1_700_000_000;

/** A Chat Completions answer whose message content is `content`. */
export const completion = (content: string): ChatCompletion => ({
  id: "chatcmpl-1",
  object: "chat.completion",
  created: CREATED,
  model: "test-model",
  choices: [
    {
      index: 0,
      message: { role: "assistant", content, refusal: null },
      logprobs: null,
      finish_reason: "stop",
    },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});

/** Answers every request with one whole Chat Completion of `content`. */
export const answerWithCompletion =
  (content: string): ModelAnswer =>
  (_request, response) =>
    sendJson(response, 200, completion(content));

/**
 * Streams `reply` as Chat Completions deltas of a few characters, written in pieces that cut
 * lines and JSON in half, as a real server's TCP packets may. As OpenAI's server does, the first
 * chunk gives the role, the last one the finish reason, and `data: [DONE]` closes the stream.
 */
export function streamReply(response: ServerResponse, reply: string, { finish = true } = {}): void {
  const deltas = reply.match(/[\s\S]{1,5}/g) ?? [];
  streamChunks(
    response,
    [
      chunk({ role: "assistant", content: "", refusal: null }),
      ...deltas.map((content) => chunk({ content })),
      ...(finish ? [chunk({}, "stop")] : []),
    ],
    { finish },
  );
}

/**
 * Streams a reply that calls the function `name` with `args`, as OpenAI's server does: the call's
 * id and name in the first delta, its JSON arguments a few characters at a time after it.
 */
export function streamToolCall(response: ServerResponse, name: string, args: unknown): void {
  const pieces = JSON.stringify(args).match(/[\s\S]{1,7}/g) ?? [];
  streamChunks(response, [
    chunk({
      role: "assistant",
      content: null,
      tool_calls: [{ index: 0, id: "call_1", type: "function", function: { name, arguments: "" } }],
    }),
    ...pieces.map((piece) => chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] })),
    chunk({}, "tool_calls"),
  ]);
}

function streamChunks(response: ServerResponse, chunks: ChatCompletionChunk[], { finish = true } = {}): void {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const events = chunks.map((event) => `data: ${JSON.stringify(event)}\n\n`);
  const payload = events.join("") + (finish ? "data: [DONE]\n\n" : "");
  const pieces = payload.match(/[\s\S]{1,37}/g) ?? [];
  const writeNext = () => {
    const piece = pieces.shift();
    if (piece === undefined) {
      if (finish) response.end();
      return;
    }
    response.write(piece);
    setImmediate(writeNext);
  };
  writeNext();
}

/** One step of a scripted stream (`streamSteps`). */
export type StreamStep =
  /** A piece of the reply's words, in one delta. */
  | { text: string }
  /** A call of `name`, its arguments as JSON (or `rawArguments` as they are). */
  | { toolCall: string; args?: unknown; rawArguments?: string }
  /** Nothing is sent for this long. */
  | { waitMs: number }
  /** Nothing more is ever sent, and the stream stays open. */
  | { stall: true }
  /** The stream reports an error and ends. */
  | { error: string };

/**
 * Streams a reply step by step, in real time, as a model does: a first delta with the role, then
 * each step's delta as it comes, then the finish reason (`tool_calls` when there were some) and
 * `data: [DONE]`. Stops writing when the client goes away.
 */
export function streamSteps(
  response: ServerResponse,
  steps: readonly StreamStep[],
  /** Told when each piece of words is sent (performance.now()), for tests of timing. */
  onSent?: (text: string, at: number) => void,
): void {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const send = (event: ChatCompletionChunk) => response.write(`data: ${JSON.stringify(event)}\n\n`);
  send(chunk({ role: "assistant", content: "" }));
  let toolCalls = 0;
  const remaining = [...steps];
  const next = (): void => {
    if (response.destroyed) return;
    const step = remaining.shift();
    if (step === undefined) {
      send(chunk({}, toolCalls > 0 ? "tool_calls" : "stop"));
      response.end("data: [DONE]\n\n");
    } else if ("text" in step) {
      send(chunk({ content: step.text }));
      onSent?.(step.text, performance.now());
      setImmediate(next);
    } else if ("toolCall" in step) {
      const index = toolCalls++;
      const id = `call_${index + 1}`;
      const args = step.rawArguments ?? JSON.stringify(step.args ?? {});
      send(
        chunk({
          tool_calls: [{ index, id, type: "function", function: { name: step.toolCall, arguments: "" } }],
        }),
      );
      send(chunk({ tool_calls: [{ index, function: { arguments: args } }] }));
      setImmediate(next);
    } else if ("waitMs" in step) {
      setTimeout(next, step.waitMs);
    } else if ("error" in step) {
      response.end(`data: ${JSON.stringify({ error: { message: step.error } })}\n\n`);
    }
    // A stall sends nothing more.
  };
  next();
}
