import { z } from "zod";
import type { SuggestedConfig } from "../../../shared/api/assistant";
import {
  AGENT_BEING_CREATED_PHRASE,
  BUSINESS_CATEGORIES,
  type BusinessCategory,
} from "../../../shared/catalog/agents";
import type { Assistant, AssistantReply, ChatTurn } from "./assistant";
import { foldForMatching } from "./text-folding";

// DESIGN §4: with AI_BASE_URL the assistant is a model behind any OpenAI-compatible Chat
// Completions API (OpenAI, Ollama, vLLM, LM Studio), called with fetch. Structured output
// (response_format json_schema) makes the model fill in the configuration it understood.
const AI_TIMEOUT_MS = 20_000;

export type OpenAiCompatibleAssistantOptions = {
  /** The API root, such as https://api.openai.com/v1; requests go to {baseUrl}/chat/completions. */
  baseUrl: string;
  /** Sent as a Bearer token; local servers such as Ollama need none. */
  apiKey?: string;
  model: string;
  timeoutMs?: number;
};

const SUGGESTED_FIELDS = [
  "businessName",
  "businessCategory",
  "agentName",
  "agentPurpose",
  "agentIntro",
  "businessWebsite",
  "customHours",
] as const satisfies readonly (keyof SuggestedConfig)[];

const nullableString = { type: ["string", "null"] } as const;

// OpenAI's strict structured outputs need every property listed as required and no others
// allowed; what the owner has not said yet is null.
const REPLY_FORMAT = {
  type: "json_schema",
  json_schema: {
    name: "setup_assistant_reply",
    strict: true,
    schema: {
      type: "object",
      additionalProperties: false,
      required: ["response", "suggestedConfig"],
      properties: {
        response: { type: "string" },
        suggestedConfig: {
          type: "object",
          additionalProperties: false,
          required: [...SUGGESTED_FIELDS],
          properties: {
            businessName: nullableString,
            businessCategory: { type: ["string", "null"], enum: [...BUSINESS_CATEGORIES, null] },
            agentName: nullableString,
            agentPurpose: nullableString,
            agentIntro: nullableString,
            businessWebsite: nullableString,
            customHours: nullableString,
          },
        },
      },
    },
  },
} as const;

const GRAMMAR_FORMAT = {
  type: "json_schema",
  json_schema: {
    name: "corrected_text",
    strict: true,
    schema: {
      type: "object",
      additionalProperties: false,
      required: ["correctedText"],
      properties: { correctedText: { type: "string" } },
    },
  },
} as const;

const INTERVIEWER_PROMPT = `You are the setup assistant of Switchboard, where business owners create AI agents that answer their business phone calls. Interview the owner to fill in the agent's configuration:
- businessName: the name of the business;
- businessCategory: one of ${BUSINESS_CATEGORIES.join(", ")};
- agentName: the agent's name; suggest "<business name> AI Assistant" and let the owner confirm or change it;
- agentPurpose: what the agent does on calls, such as taking orders or booking appointments;
- agentIntro: the greeting callers hear (optional);
- businessWebsite: the website (optional);
- customHours: the opening hours as one line such as "Monday to Friday, 9:00 AM - 5:00 PM" (optional).
Rules:
- Ask one question at a time, about the most important thing still missing: the business name, then the category, then the purpose, then the agent name.
- Keep replies short and friendly. Reply in Spanish when the owner writes in Spanish, otherwise in English.
- Once the business name, category and purpose are known and the owner has accepted the agent name, say that the agent is being created, using exactly this English phrase: "${AGENT_BEING_CREATED_PHRASE}". In a Spanish reply write the Spanish sentence and then the English phrase in brackets. Never use that phrase at any other time.
- In suggestedConfig give everything the owner has said in the whole conversation, and null for anything not said yet. Never invent facts.`;

const GRAMMAR_PROMPT =
  "You correct text that a business owner dictated by voice. Fix capital letters, punctuation, spacing and dictation slips (gonna, wanna, repeated words, missing apostrophes). Keep the owner's language, words and meaning; add nothing. Put the result in correctedText.";

const ChatCompletionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }) }))
    .min(1),
});
// One event of a streamed completion (stream: true); the last may carry no choice, only usage.
const ChatCompletionChunkSchema = z.object({
  choices: z.array(
    z.object({
      delta: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }).nullish(),
      finish_reason: z.string().nullish(),
    }),
  ),
});
const ModelReplySchema = z.object({
  response: z.string().trim().min(1),
  suggestedConfig: z.record(z.string(), z.string().nullish()).nullish(),
});
const CorrectedTextSchema = z.object({ correctedText: z.string().trim().min(1) });
const ApiErrorSchema = z.object({ error: z.object({ message: z.string() }) });

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

/** An error this module raised on purpose, whose message is already a clear sentence. */
class ChatCompletionError extends Error {}

/**
 * POSTs a Chat Completions request and hands the successful HTTP response to `read`. Every user
 * of the model (the setup assistant, the call engine of issue 6) gets the same time budget and the
 * same clear errors: unreachable, timed out, cancelled, refused with the server's own reason.
 * The budget covers reading the body too, so a stream that stalls half-way is cut off in time.
 */
async function postChatCompletion<T>(
  options: OpenAiCompatibleAssistantOptions,
  body: Record<string, unknown>,
  signal: AbortSignal | undefined,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const explain = (error: unknown, action: string): Error => {
    if (timeout.aborted)
      return new ChatCompletionError(`The AI service did not answer within ${timeoutMs / 1000} seconds.`);
    if (signal?.aborted)
      return new ChatCompletionError("The request was cancelled before the AI service answered.");
    if (error instanceof ChatCompletionError) return error;
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return new ChatCompletionError(`${action}: ${cause instanceof Error ? cause.message : String(cause)}.`);
  };
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: options.model, ...body }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) {
      const apiError = ApiErrorSchema.safeParse(parseJson(await response.text()));
      throw new ChatCompletionError(
        `The AI service refused the request (HTTP ${response.status})${apiError.success ? `: ${apiError.data.error.message}` : ""}.`,
      );
    }
    try {
      return await read(response);
    } catch (error) {
      throw explain(error, "The connection to the AI service broke");
    }
  } catch (error) {
    throw explain(error, "Could not reach the AI service");
  }
}

function contentOf(completion: z.infer<typeof ChatCompletionSchema>): string {
  const { content, refusal } = completion.choices[0]!.message;
  if (refusal) throw new ChatCompletionError(`The AI model declined to answer: ${refusal}`);
  return content ?? "";
}

function parseCompletion(text: string): string {
  const completion = ChatCompletionSchema.safeParse(parseJson(text));
  if (!completion.success) {
    throw new ChatCompletionError("The AI service sent an answer that is not a chat completion.");
  }
  return contentOf(completion.data);
}

/**
 * Issue 6 §1: the model "streaming". Sends `messages` with stream: true and returns the reply: the
 * content of every delta of the server-sent events, joined, once the stream says it is complete
 * ("data: [DONE]" or a finish reason). A server that ignores stream: true and answers with one
 * JSON completion is read as such.
 */
export async function streamChatCompletion(
  options: OpenAiCompatibleAssistantOptions,
  messages: readonly ChatMessage[],
  signal?: AbortSignal,
): Promise<string> {
  return postChatCompletion(options, { messages, stream: true }, signal, async (response) => {
    if (!response.headers.get("content-type")?.includes("text/event-stream") || !response.body) {
      return parseCompletion(await response.text());
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let pending = "";
    let content = "";
    let complete = false;
    while (!complete) {
      const { done, value } = await reader.read();
      pending += decoder.decode(value, { stream: !done });
      const lines = pending.split("\n");
      // The last piece may be half a line; it waits for the next chunk, unless the stream ended.
      pending = done ? "" : (lines.pop() ?? "");
      for (const line of lines) {
        const data = /^data:\s?(.*)$/.exec(line.trimEnd())?.[1];
        if (data === undefined || data === "") continue;
        if (data === "[DONE]") {
          complete = true;
          break;
        }
        const event = parseJson(data);
        const apiError = ApiErrorSchema.safeParse(event);
        if (apiError.success) {
          throw new ChatCompletionError(
            `The AI service stopped with an error: ${apiError.data.error.message}.`,
          );
        }
        const chunk = ChatCompletionChunkSchema.safeParse(event);
        if (!chunk.success) {
          throw new ChatCompletionError(
            "The AI service sent a stream event that is not a chat completion chunk.",
          );
        }
        for (const choice of chunk.data.choices) {
          if (choice.delta?.refusal) {
            throw new ChatCompletionError(`The AI model declined to answer: ${choice.delta.refusal}`);
          }
          content += choice.delta?.content ?? "";
          if (choice.finish_reason) complete = true;
        }
      }
      if (done) break;
    }
    await reader.cancel().catch(() => undefined);
    if (!complete)
      throw new ChatCompletionError("The AI service's stream ended before the reply was complete.");
    return content;
  });
}

export function createOpenAiCompatibleAssistant(options: OpenAiCompatibleAssistantOptions): Assistant {
  async function complete(
    messages: ChatMessage[],
    responseFormat: typeof REPLY_FORMAT | typeof GRAMMAR_FORMAT,
    signal: AbortSignal,
  ): Promise<unknown> {
    const content = await postChatCompletion(
      options,
      { messages, response_format: responseFormat },
      signal,
      async (response) => parseCompletion(await response.text()),
    );
    return parseJson(content);
  }

  return {
    async reply({ message, history, signal }) {
      const messages: ChatMessage[] = [
        { role: "system", content: INTERVIEWER_PROMPT },
        ...history.map(({ role, content }: ChatTurn) => ({ role, content })),
        { role: "user", content: message },
      ];
      const parsed = ModelReplySchema.safeParse(await complete(messages, REPLY_FORMAT, signal));
      if (!parsed.success) throw new Error("The AI model's answer was not in the expected form.");
      const suggestedConfig = suggestedConfigOf(parsed.data.suggestedConfig ?? {});
      const reply: AssistantReply = { response: withCreationPhrase(parsed.data.response) };
      return suggestedConfig ? { ...reply, suggestedConfig } : reply;
    },

    async correctGrammar({ text, signal }) {
      const messages: ChatMessage[] = [
        { role: "system", content: GRAMMAR_PROMPT },
        { role: "user", content: text },
      ];
      const parsed = CorrectedTextSchema.safeParse(await complete(messages, GRAMMAR_FORMAT, signal));
      if (!parsed.success) throw new Error("The AI model's answer was not in the expected form.");
      return parsed.data.correctedText;
    },
  };
}

/** The fields the model filled in, trimmed; nulls, blanks and unknown categories left out. */
function suggestedConfigOf(fields: Record<string, string | null | undefined>): SuggestedConfig | undefined {
  const config: SuggestedConfig = {};
  for (const field of SUGGESTED_FIELDS) {
    const value = fields[field]?.trim();
    if (!value) continue;
    if (field === "businessCategory") {
      if ((BUSINESS_CATEGORIES as readonly string[]).includes(value))
        config.businessCategory = value as BusinessCategory;
    } else {
      config[field] = value;
    }
  }
  return Object.keys(config).length > 0 ? config : undefined;
}

// Spec 000 §4: the client recognises the English phrase only. A Spanish announcement the model
// wrote without it gets it added, so the creation still starts.
function withCreationPhrase(response: string): string {
  if (response.includes(AGENT_BEING_CREATED_PHRASE)) return response;
  const announcesInSpanish = /se esta creando/.test(foldForMatching(response));
  return announcesInSpanish ? `${response} (Your agent ${AGENT_BEING_CREATED_PHRASE}.)` : response;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
