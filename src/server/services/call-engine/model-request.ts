import {
  type ChatMessage,
  type ChatModel,
  ChatModelError,
  type ChatTool,
  type ChatToolCall,
} from "../../integrations/model/chat-model";
import type { TurnPacing } from "./turn-pacing";
import type { TurnEvent } from "./types";

// One streamed request of a model turn: its words are passed on as they arrive, made speakable;
// while it is awaited the turn's pacing says the filler when it is due; a model that sends nothing
// for too long has stalled, and the request is cancelled as failed.

/** The caller would wait longer than the turn lets them: the built-in engine speaks now, no retry. */
export class SilenceLimitReached extends ChatModelError {}

export type ModelRequest = {
  model: ChatModel;
  messages: readonly ChatMessage[];
  tools: readonly ChatTool[];
  maxTokens: number;
  /** What is left of the turn's budget. */
  timeoutMs: number;
  /** The longest the model may send nothing, before its first piece or between two. */
  stallMs: number;
  signal: AbortSignal | undefined;
  pacing: TurnPacing;
  /** Told how long the model took to send its first event (seconds). */
  onFirstToken?: ((seconds: number) => void) | undefined;
};

/** The model's answer: the words said (speakable) and the tools it called. */
export type ModelAnswer = { said: string; toolCalls: ChatToolCall[] };

/** Streams one request's words as turn events; returns the whole answer, or fails as the model did. */
export async function* requestAnswer(request: ModelRequest): AsyncGenerator<TurnEvent, ModelAnswer> {
  const { model, messages, tools, maxTokens, timeoutMs, stallMs, pacing } = request;
  const stop = new AbortController();
  const signal = request.signal ? AbortSignal.any([request.signal, stop.signal]) : stop.signal;
  const events = model
    .stream({ messages, ...(tools.length ? { tools } : {}), maxTokens, timeoutMs, signal })
    [Symbol.asyncIterator]();
  const saidBefore = pacing.words.said.length;
  const toolCalls: ChatToolCall[] = [];
  const requestedAt = performance.now();
  let heardFromModel = false;
  let quietSince = requestedAt;
  let pending = events.next();
  try {
    for (;;) {
      const waited = yield* pacing.wait(pending, quietSince + stallMs);
      if ("ended" in waited) {
        if (waited.ended === "silence") {
          throw new SilenceLimitReached("The AI service sent no words within the caller's silence limit.");
        }
        throw new ChatModelError(`The AI service sent nothing for ${stallMs / 1000} seconds.`);
      }
      const next = waited.value;
      if (!heardFromModel) {
        heardFromModel = true;
        request.onFirstToken?.((performance.now() - requestedAt) / 1000);
      }
      if (next.done) break;
      const event = next.value;
      if (event.type === "tool-call") {
        const { id, name, arguments: args } = event;
        toolCalls.push({ id, name, arguments: args });
      } else {
        const piece = pacing.say(event.text);
        if (piece) yield { type: "text", text: piece };
      }
      // The wait starts when the next piece is asked for: time the caller's side took is not the model's.
      quietSince = performance.now();
      pending = events.next();
    }
  } finally {
    // A stalled request, or a turn that stopped listening, is cancelled at the server too.
    stop.abort();
    pending.catch(() => undefined);
  }
  return { said: pacing.words.said.slice(saidBefore).trim(), toolCalls };
}
