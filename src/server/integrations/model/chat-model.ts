// The model seam: one OpenAI-compatible Chat Completions server (OpenAI, Ollama, vLLM, LM Studio),
// used by the setup assistant and by the call engine. Each caller gives its own time budget, so a
// request never outlives the turn or the chat reply it serves.

/** A call of one of the offered tools, as the model made it: its arguments are JSON text, unchecked. */
export type ChatToolCall = { id: string; name: string; arguments: string };

export type ChatMessage =
  | { role: "system" | "user"; content: string }
  /** The model's words, and the tools it called with them. */
  | { role: "assistant"; content: string; toolCalls?: readonly ChatToolCall[] }
  /** What came of one tool call, told back to the model. */
  | { role: "tool"; toolCallId: string; content: string };

/** A function the model may call instead of (or besides) answering in words. */
export type ChatTool = {
  name: string;
  description: string;
  /** The JSON schema of the call's arguments. */
  parameters: Record<string, unknown>;
};

/** What a streamed reply yields: its words as they arrive, then each tool call, whole. */
export type ChatStreamEvent = { type: "text"; text: string } | ({ type: "tool-call" } & ChatToolCall);

/** A JSON schema the reply's content must follow (strict structured outputs). */
export type JsonReplyFormat = { name: string; schema: Record<string, unknown> };

type RequestLimits = {
  /** The whole request's budget, from sending to the reply's last byte. */
  timeoutMs: number;
  /** Set when whoever waits for the reply goes away. */
  signal?: AbortSignal;
};

export interface ChatModel {
  /**
   * Streams one reply. Ends once the model has finished its reply; fails with a `ChatModelError`
   * when the server cannot be reached, refuses, reports an error, stops half-way or takes longer
   * than the budget.
   */
  stream(
    request: {
      messages: readonly ChatMessage[];
      tools?: readonly ChatTool[];
      /** The most tokens the reply may have (a spoken reply is short). */
      maxTokens?: number;
    } & RequestLimits,
  ): AsyncIterable<ChatStreamEvent>;
  /** One whole reply whose content is JSON in `format`, parsed (undefined when it is not JSON). */
  completeJson(
    request: { messages: readonly ChatMessage[]; format: JsonReplyFormat } & RequestLimits,
  ): Promise<unknown>;
}

/** A model failure, whose message is already a clear sentence for the log or the owner. */
export class ChatModelError extends Error {}
