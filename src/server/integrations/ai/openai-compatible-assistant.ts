import { z } from "zod";
import * as zm from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { AgentFieldsSchema } from "../../../shared/api/agents";
import type { SuggestedConfig } from "../../../shared/api/assistant";
import {
  AGENT_BEING_CREATED_PHRASE,
  BUSINESS_CATEGORIES,
  type BusinessCategory,
} from "../../../shared/catalog/agents";
import { foldForMatching } from "../../text/text-folding";
import type { ChatMessage, ChatModel, JsonReplyFormat } from "../model/chat-model";
import type { Assistant, AssistantReply, ChatTurn } from "./assistant";
import { CREATION_QUESTION } from "./creation-consent";

// With AI_BASE_URL the assistant is a model behind any OpenAI-compatible Chat Completions API.
// Structured output (a strict JSON schema) makes the model fill in the configuration it understood.
const AI_TIMEOUT_MS = 20_000;

export type OpenAiCompatibleAssistantOptions = {
  /** The budget of one chat reply or grammar correction. */
  timeoutMs?: number;
};

const SUGGESTED = {
  businessName: true,
  businessCategory: true,
  agentName: true,
  agentPurpose: true,
  agentIntro: true,
  businessWebsite: true,
  customHours: true,
} as const satisfies Partial<Record<keyof SuggestedConfig, true>>;
const SUGGESTED_FIELDS = Object.keys(SUGGESTED) as (keyof typeof SUGGESTED)[];

// The fields the assistant fills in, with the agent form's own rules. The model gives every
// field, null for what the owner has not said yet: strict structured outputs need every property
// required. A new agent's defaults are the form's business, not the model's.
const SuggestedFieldsSchema = zm.pick(AgentFieldsSchema, SUGGESTED);
const withoutDefault = (field: $ZodType): $ZodType =>
  field._zod.def.type === "default" ? (field as zm.ZodMiniDefault)._zod.def.innerType : field;
const ModelSuggestionSchema = z.strictObject(
  Object.fromEntries(
    SUGGESTED_FIELDS.map((field) => [field, z.nullable(withoutDefault(SuggestedFieldsSchema.shape[field]))]),
  ),
);
const CorrectedTextSchema = z.strictObject({ correctedText: z.string().trim().min(1) });

/** The format of a reply, as a JSON schema in the draft OpenAI's structured outputs read. */
function replyFormat(name: string, schema: z.ZodType): JsonReplyFormat {
  return { name, schema: z.toJSONSchema(schema, { target: "draft-7" }) };
}

const REPLY_FORMAT = replyFormat(
  "setup_assistant_reply",
  z.strictObject({ response: z.string(), suggestedConfig: ModelSuggestionSchema }),
);
const GRAMMAR_FORMAT = replyFormat("corrected_text", CorrectedTextSchema);

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
- Once the business name, category and purpose are known and the owner has accepted the agent name, ask whether to create the agent, ending your reply with exactly this question: "${CREATION_QUESTION.english}" (in Spanish: "${CREATION_QUESTION.spanish}").
- Only when your previous reply asked that question and the owner now clearly says yes, say that the agent is being created, using exactly this English phrase: "${AGENT_BEING_CREATED_PHRASE}". In a Spanish reply write the Spanish sentence and then the English phrase in brackets. Never use that phrase at any other time: not before the owner said yes to that question, and not when the owner hesitates or says no.
- In suggestedConfig give everything the owner has said in the whole conversation, and null for anything not said yet. Never invent facts.`;

const GRAMMAR_PROMPT =
  "You correct text that a business owner dictated by voice. Fix capital letters, punctuation, spacing and dictation slips (gonna, wanna, repeated words, missing apostrophes). Keep the owner's language, words and meaning; add nothing. Put the result in correctedText.";

// Read leniently: a field the form would reject is still worth showing to the owner to correct.
const ModelReplySchema = z.object({
  response: z.string().trim().min(1),
  suggestedConfig: z.record(z.string(), z.string().nullish()).nullish(),
});

export function createOpenAiCompatibleAssistant(
  model: ChatModel,
  { timeoutMs = AI_TIMEOUT_MS }: OpenAiCompatibleAssistantOptions = {},
): Assistant {
  const complete = (messages: ChatMessage[], format: JsonReplyFormat, signal: AbortSignal) =>
    model.completeJson({ messages, format, timeoutMs, signal });

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

// The client recognises the English phrase only. A Spanish announcement the model
// wrote without it gets it added, so the creation still starts.
function withCreationPhrase(response: string): string {
  if (response.includes(AGENT_BEING_CREATED_PHRASE)) return response;
  const announcesInSpanish = /se esta creando/.test(foldForMatching(response));
  return announcesInSpanish ? `${response} (Your agent ${AGENT_BEING_CREATED_PHRASE}.)` : response;
}
