import type { ClientOptions, default as OpenAI } from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { z } from "zod";
import {
  type ChatMessage,
  type ChatModel,
  ChatModelError,
  type ChatStreamEvent,
  type ChatTool,
  type JsonReplyFormat,
} from "./chat-model";

// Any server that speaks OpenAI's Chat Completions API, through the `openai` package: it sends the
// requests and reads the server-sent events; this module keeps the budget and says what went wrong.

export type OpenAiChatModelOptions = {
  /** The API root, such as https://api.openai.com/v1; requests go to {baseUrl}/chat/completions. */
  baseUrl: string;
  /** Sent as a Bearer token; local servers such as Ollama need none. */
  apiKey?: string;
  model: string;
};

const CompletionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }) }))
    .min(1),
});
const ErrorBodySchema = z.object({ message: z.string() });

type Sdk = typeof OpenAI;

/** How the `openai` package's client is made for the configured server (the chat model's and the embedder's). */
export const openAiClientOptions = ({
  baseUrl,
  apiKey,
}: Pick<OpenAiChatModelOptions, "baseUrl" | "apiKey">): ClientOptions => ({
  baseURL: baseUrl,
  // Without a key the Authorization header is left out, as a keyless local server expects.
  apiKey: apiKey ?? "unused",
  ...(apiKey ? {} : { defaultHeaders: { Authorization: null } }),
  // Only what the configuration says: no organization or project from the environment.
  organization: null,
  project: null,
  // No retries by the library: each caller's budget is short (a caller is waiting on the line,
  // an owner in the chat) and a failure has its own answer there (the call takes a message, the
  // chat asks the owner to try again), which a retry's back-off would only delay.
  maxRetries: 0,
  // The library's own log lines may quote the model's output, which holds what callers said.
  logLevel: "off",
});

export function createOpenAiChatModel({ baseUrl, apiKey, model }: OpenAiChatModelOptions): ChatModel {
  const clientOf = (Sdk: Sdk) => new Sdk(openAiClientOptions({ baseUrl, apiKey }));
  // The package takes a tenth of a second or more to load: a server without a model never loads
  // it, one with a model starts loading it now, long before the first request needs it.
  const loading = import("openai").then(({ default: Sdk }) => ({ Sdk, client: clientOf(Sdk) }));

  return {
    async *stream({ messages, tools, maxTokens, timeoutMs, signal }) {
      const { Sdk, client } = await loading;
      const budget = budgetFor(Sdk, timeoutMs, signal);
      try {
        const chunks = await client.chat.completions.create(
          {
            model,
            messages: messages.map(sdkMessage),
            stream: true,
            ...(maxTokens ? { max_tokens: maxTokens } : {}),
            ...(tools?.length ? { tools: tools.map(functionTool) } : {}),
          },
          { signal: budget.signal, timeout: timeoutMs },
        );
        const toolCalls: { id: string; name: string; arguments: string }[] = [];
        let finished = false;
        for await (const chunk of chunks) {
          if (!Array.isArray(chunk.choices)) {
            throw new ChatModelError(
              "The AI service sent a stream event that is not a chat completion chunk.",
            );
          }
          for (const { delta, finish_reason } of chunk.choices) {
            if (delta?.refusal) throw new ChatModelError(`The AI model declined to answer: ${delta.refusal}`);
            if (delta?.content) yield { type: "text", text: delta.content } satisfies ChatStreamEvent;
            // A tool call arrives in pieces: its id and name first, then its arguments bit by bit.
            for (const piece of delta?.tool_calls ?? []) {
              toolCalls[piece.index] ??= { id: "", name: "", arguments: "" };
              const call = toolCalls[piece.index]!;
              call.id ||= piece.id ?? "";
              call.name ||= piece.function?.name ?? "";
              call.arguments += piece.function?.arguments ?? "";
            }
            if (finish_reason) finished = true;
          }
        }
        // The library ends the stream quietly when it is aborted; the budget says why.
        if (budget.signal.aborted) throw budget.signal.reason;
        if (!finished) {
          throw new ChatModelError("The AI service's stream ended before the reply was complete.");
        }
        for (const call of toolCalls) yield { type: "tool-call", ...call } satisfies ChatStreamEvent;
      } catch (error) {
        throw budget.explain(error);
      }
    },

    async completeJson({ messages, format, timeoutMs, signal }) {
      const { Sdk, client } = await loading;
      const budget = budgetFor(Sdk, timeoutMs, signal);
      try {
        const answer: unknown = await client.chat.completions.create(
          { model, messages: messages.map(sdkMessage), response_format: strictFormat(format) },
          { signal: budget.signal, timeout: timeoutMs },
        );
        const completion = CompletionSchema.safeParse(answer);
        if (!completion.success) {
          throw new ChatModelError("The AI service sent an answer that is not a chat completion.");
        }
        const { content, refusal } = completion.data.choices[0]!.message;
        if (refusal) throw new ChatModelError(`The AI model declined to answer: ${refusal}`);
        return parseJson(content ?? "");
      } catch (error) {
        throw budget.explain(error);
      }
    },
  };
}

/** A message in the API's own shape. */
function sdkMessage(message: ChatMessage): ChatCompletionMessageParam {
  switch (message.role) {
    case "system":
    case "user":
      return message.role === "system"
        ? { role: "system", content: message.content }
        : { role: "user", content: message.content };
    case "assistant":
      if (!message.toolCalls?.length) return { role: "assistant", content: message.content };
      return {
        role: "assistant",
        // A reply that is only tool calls has no content, which some servers want as null.
        content: message.content || null,
        tool_calls: message.toolCalls.map(({ id, name, arguments: args }) => ({
          id,
          type: "function" as const,
          function: { name, arguments: args },
        })),
      };
    case "tool":
      return { role: "tool", tool_call_id: message.toolCallId, content: message.content };
  }
}

function functionTool({ name, description, parameters }: ChatTool) {
  return { type: "function" as const, function: { name, description, parameters } };
}

function strictFormat({ name, schema }: JsonReplyFormat) {
  return { type: "json_schema" as const, json_schema: { name, strict: true, schema } };
}

/**
 * One request's budget: a signal that fires when the time is up or the caller goes away, and the
 * sentence that says which failure ended the request.
 */
function budgetFor(Sdk: Sdk, timeoutMs: number, callerSignal: AbortSignal | undefined) {
  const timeout = AbortSignal.timeout(timeoutMs);
  return {
    signal: callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout,
    explain(error: unknown): ChatModelError {
      if (timeout.aborted || error instanceof Sdk.APIConnectionTimeoutError) {
        return new ChatModelError(`The AI service did not answer within ${timeoutMs / 1000} seconds.`);
      }
      if (callerSignal?.aborted || error instanceof Sdk.APIUserAbortError) {
        return new ChatModelError("The request was cancelled before the AI service answered.");
      }
      if (error instanceof ChatModelError) return error;
      if (error instanceof Sdk.APIConnectionError) {
        return new ChatModelError(`Could not reach the AI service: ${rootCauseOf(error)}.`);
      }
      if (error instanceof Sdk.APIError) {
        const reason = ErrorBodySchema.safeParse(error.error);
        // With a status the server refused the request; without one it stopped a stream.
        return new ChatModelError(
          error.status
            ? `The AI service refused the request (HTTP ${error.status})${reason.success ? `: ${reason.data.message}` : ""}.`
            : `The AI service stopped with an error: ${reason.success ? reason.data.message : error.message}.`,
        );
      }
      if (error instanceof SyntaxError) {
        return new ChatModelError("The AI service sent an answer that is not a chat completion.");
      }
      return new ChatModelError(`The connection to the AI service broke: ${rootCauseOf(error)}.`);
    },
  };
}

/** The innermost reason, such as "connect ECONNREFUSED 127.0.0.1:1234" under "fetch failed". */
function rootCauseOf(error: unknown): string {
  let cause = error;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  return cause instanceof Error ? cause.message : String(cause);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
