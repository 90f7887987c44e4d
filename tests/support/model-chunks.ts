import type { ChatCompletionChunk } from "openai/resources/chat/completions";

// The pieces of a streamed Chat Completion, in the shape OpenAI's API reference gives (typed with the
// `openai` package's own type). Free of the test runner, so the benchmarks' stand-in models use it too.

/** One chunk of a streamed Chat Completion. */
export const chatChunk = (
  delta: ChatCompletionChunk.Choice.Delta,
  finishReason: ChatCompletionChunk.Choice["finish_reason"] = null,
): ChatCompletionChunk => ({
  id: "chatcmpl-1",
  object: "chat.completion.chunk",
  created: 1_700_000_000,
  model: "test-model",
  choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
});

/** A chunk as the server-sent event that carries it. */
export const chatChunkEvent = (
  delta: ChatCompletionChunk.Choice.Delta,
  finishReason: ChatCompletionChunk.Choice["finish_reason"] = null,
): string => `data: ${JSON.stringify(chatChunk(delta, finishReason))}\n\n`;
