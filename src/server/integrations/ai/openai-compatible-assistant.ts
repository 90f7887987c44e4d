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
const ModelReplySchema = z.object({
  response: z.string().trim().min(1),
  suggestedConfig: z.record(z.string(), z.string().nullish()).nullish(),
});
const CorrectedTextSchema = z.object({ correctedText: z.string().trim().min(1) });
const ApiErrorSchema = z.object({ error: z.object({ message: z.string() }) });

type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export function createOpenAiCompatibleAssistant(options: OpenAiCompatibleAssistantOptions): Assistant {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;

  async function complete(
    messages: ChatMessage[],
    responseFormat: typeof REPLY_FORMAT | typeof GRAMMAR_FORMAT,
    signal: AbortSignal,
  ): Promise<unknown> {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, messages, response_format: responseFormat }),
        signal: AbortSignal.any([signal, timeout]),
      });
      text = await response.text();
    } catch (error) {
      if (timeout.aborted)
        throw new Error(`The AI service did not answer within ${timeoutMs / 1000} seconds.`);
      if (signal.aborted) throw new Error("The request was cancelled before the AI service answered.");
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      throw new Error(
        `Could not reach the AI service: ${cause instanceof Error ? cause.message : String(cause)}.`,
      );
    }
    const body = parseJson(text);
    if (!response.ok) {
      const apiError = ApiErrorSchema.safeParse(body);
      throw new Error(
        `The AI service refused the request (HTTP ${response.status})${apiError.success ? `: ${apiError.data.error.message}` : ""}.`,
      );
    }
    const completion = ChatCompletionSchema.safeParse(body);
    if (!completion.success) throw new Error("The AI service sent an answer that is not a chat completion.");
    const { content, refusal } = completion.data.choices[0]!.message;
    if (refusal) throw new Error(`The AI model declined to answer: ${refusal}`);
    return parseJson(content ?? "");
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
