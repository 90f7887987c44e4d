import type { ServerResponse } from "node:http";
import { afterEach } from "vitest";
import { type HttpStandIn, type RecordedRequest, sendJson, startHttpStandIn } from "./http-stand-in";

// For tests of the code that talks to an OpenAI-compatible model (the configuration assistant and
// the model engine of calls): a stand-in model server per test, and the answers such a server
// gives, whole or streamed as server-sent events.

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

/** A Chat Completions answer whose message content is `content`. */
export const completion = (content: string) => ({
  id: "chatcmpl-1",
  object: "chat.completion",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
});

/** Answers every request with one whole Chat Completion of `content`. */
export const answerWithCompletion =
  (content: string): ModelAnswer =>
  (_request, response) =>
    sendJson(response, 200, completion(content));

/**
 * Streams `reply` as Chat Completions deltas of a few characters, written in pieces that cut
 * lines and JSON in half, as a real server's TCP packets may.
 */
export function streamReply(response: ServerResponse, reply: string, { finish = true } = {}): void {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const deltas = reply.match(/[\s\S]{1,5}/g) ?? [];
  const events = [
    ...deltas.map((content) => ({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })),
    ...(finish ? [{ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] }] : []),
  ].map((event) => `data: ${JSON.stringify(event)}\n\n`);
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
