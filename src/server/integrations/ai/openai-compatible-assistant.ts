import { z } from "zod";
import * as zm from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { AgentFieldsSchema } from "../../../shared/api/agents";
import type { SuggestedConfig } from "../../../shared/api/assistant";
import { type KnowledgeFact, KnowledgeFactSchema } from "../../../shared/api/knowledge";
import {
  AGENT_BEING_CREATED_PHRASE,
  type AgentLanguage,
  BUSINESS_CATEGORIES,
  type BusinessCategory,
  LANGUAGES,
  TIMEZONE_IDS,
  type TimezoneId,
} from "../../../shared/catalog/agents";
import { POLICY_TOPICS } from "../../../shared/catalog/knowledge";
import { foldForMatching } from "../../text/text-folding";
import type { ChatMessage, ChatModel, JsonReplyFormat } from "../model/chat-model";
import type { Assistant, AssistantReply, ChatTurn } from "./assistant";
import { CREATION_QUESTION } from "./creation-consent";
import { explicitStatementsOf } from "./explicit-statements";
import { amountsIn } from "./money-amounts";

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
  language: true,
  timezone: true,
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
// The facts the owner's latest message gave, each of one kind, every field given ("" or null for
// none): strict structured outputs need every property required. They are checked against the
// form's own schema when they come back.
const kindOf = <Kind extends string>(kind: Kind) => z.enum([kind]);
const ModelFactSchema = z.union([
  z.strictObject({
    kind: kindOf("service"),
    name: z.string(),
    description: z.string(),
    price: z.nullable(z.strictObject({ from: z.number(), to: z.nullable(z.number()) })),
    durationMinutes: z.nullable(z.number()),
    availability: z.string(),
  }),
  z.strictObject({ kind: kindOf("faq"), question: z.string(), answer: z.string() }),
  z.strictObject({ kind: kindOf("policy"), topic: z.enum(POLICY_TOPICS), text: z.string() }),
  z.strictObject({ kind: kindOf("staff"), name: z.string(), role: z.string() }),
  z.strictObject({ kind: kindOf("location"), address: z.string(), directions: z.string() }),
]);
const CorrectedTextSchema = z.strictObject({ correctedText: z.string().trim().min(1) });

/** The format of a reply, as a JSON schema in the draft OpenAI's structured outputs read. */
function replyFormat(name: string, schema: z.ZodType): JsonReplyFormat {
  return { name, schema: z.toJSONSchema(schema, { target: "draft-7" }) };
}

const REPLY_FORMAT = replyFormat(
  "setup_assistant_reply",
  z.strictObject({
    response: z.string(),
    suggestedConfig: ModelSuggestionSchema,
    suggestedFacts: z.array(ModelFactSchema),
  }),
);
const GRAMMAR_FORMAT = replyFormat("corrected_text", CorrectedTextSchema);

const INTERVIEWER_PROMPT = `You are the setup assistant of Switchboard, where business owners create AI agents that answer their business phone calls. Interview the owner to fill in the agent's configuration:
- businessName: the name of the business;
- businessCategory: one of ${BUSINESS_CATEGORIES.join(", ")};
- agentName: the agent's name; suggest "<business name> AI Assistant" and let the owner confirm or change it;
- agentPurpose: what the agent does on calls, such as taking orders or booking appointments;
- agentIntro: the greeting callers hear (optional);
- businessWebsite: the website (optional);
- customHours: the opening hours as one line such as "Monday to Friday, 9:00 AM - 5:00 PM" (optional);
- language: the language the agent answers callers in, one of ${LANGUAGES.join(", ")} (multilingual is English and Spanish; optional, only when the owner says it);
- timezone: the business's timezone, one of ${TIMEZONE_IDS.join(", ")} (optional, only when the owner says it).
Rules:
- Ask one question at a time, about the most important thing still missing: the business name, then the category, then the purpose, then the agent name.
- Keep replies short and friendly. Reply in Spanish when the owner writes in Spanish, otherwise in English.
- Once the business name, category and purpose are known and the owner has accepted the agent name, ask whether to create the agent, ending your reply with exactly this question: "${CREATION_QUESTION.english}" (in Spanish: "${CREATION_QUESTION.spanish}").
- Only when your previous reply asked that question and the owner now clearly says yes, say that the agent is being created, using exactly this English phrase: "${AGENT_BEING_CREATED_PHRASE}". In a Spanish reply write the Spanish sentence and then the English phrase in brackets. Never use that phrase at any other time: not before the owner said yes to that question, and not when the owner hesitates or says no.
- In suggestedConfig give everything the owner has said in the whole conversation, and null for anything not said yet. Never invent facts.
- What the owner states explicitly ("Agent name: Emma", "call her Emma", "Purpose: take bookings", "our hours are 9 to 5") always wins over what you would infer or suggest, also when it changes something said earlier.
- In suggestedFacts give the facts about the business that the owner's latest message gives, for the agent's knowledge, and an empty list when it gives none; never repeat facts from earlier messages. Kinds: "service" for each service or menu item (its name; price with the amounts exactly as written, "from" alone with "to" null for one price, price null when no price is said; durationMinutes or null; availability such as "weekends only" or ""; description ""), "policy" (topic: ${POLICY_TOPICS.join(", ")}; text in the owner's own words, with their amounts), "staff" (name and role), "location" (address and directions), and "faq" only when the owner gives a question together with its answer. Never invent a fact or a price. When you add facts, say so in one short sentence, such as "I've added 2 menu items and a delivery policy to the form."
- The conversation has already greeted the owner. Never greet again: no "Hi", "Hello" or "Hola" and no introduction of yourself; answer and ask the next question.`;

const GRAMMAR_PROMPT =
  "You correct text that a business owner dictated by voice. Fix capital letters, punctuation, spacing and dictation slips (gonna, wanna, repeated words, missing apostrophes). Keep the owner's language, words and meaning; add nothing. Put the result in correctedText.";

// Read leniently: a field the form would reject is still worth showing to the owner to correct.
const ModelReplySchema = z.object({
  response: z.string().trim().min(1),
  suggestedConfig: z.record(z.string(), z.string().nullish()).nullish(),
  suggestedFacts: z.unknown().optional(),
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
      // The owner's explicit statements are applied here too, whether or not the model obeyed them.
      const stated = explicitStatementsOf([
        ...history.filter((turn) => turn.role === "user").map((turn) => turn.content),
        message,
      ]);
      const suggestedConfig = suggestedConfigOf({ ...parsed.data.suggestedConfig, ...stated });
      const response = withCreationPhrase(
        history.some((turn) => turn.role === "assistant")
          ? withoutGreeting(parsed.data.response)
          : parsed.data.response,
      );
      const suggestedFacts = factsOf(parsed.data.suggestedFacts, message);
      return {
        response,
        ...(suggestedConfig ? { suggestedConfig } : {}),
        ...(suggestedFacts.length > 0 ? { suggestedFacts } : {}),
      } satisfies AssistantReply;
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

const isOneOf = <Value extends string>(values: readonly Value[], value: string): value is Value =>
  (values as readonly string[]).includes(value);

/** The fields the model filled in, trimmed; nulls, blanks and values outside their lists left out. */
function suggestedConfigOf(fields: Record<string, string | null | undefined>): SuggestedConfig | undefined {
  const config: SuggestedConfig = {};
  for (const field of SUGGESTED_FIELDS) {
    const value = fields[field]?.trim();
    if (!value) continue;
    if (field === "businessCategory") {
      if (isOneOf<BusinessCategory>(BUSINESS_CATEGORIES, value)) config.businessCategory = value;
    } else if (field === "language") {
      if (isOneOf<AgentLanguage>(LANGUAGES, value)) config.language = value;
    } else if (field === "timezone") {
      if (isOneOf<TimezoneId>(TIMEZONE_IDS, value)) config.timezone = value;
    } else {
      config[field] = value;
    }
  }
  return Object.keys(config).length > 0 ? config : undefined;
}

// Text the model may give as null that the form reads as empty.
const TEXT_FIELDS = new Set(["description", "availability", "role", "directions"]);

/**
 * The facts the model gave that the form accepts, the others left out. A price the owner's message
 * does not hold is left out too (the fact stays, without a price): prices are quoted to callers.
 */
function factsOf(value: unknown, message: string): KnowledgeFact[] {
  if (!Array.isArray(value)) return [];
  const written = amountsIn(message);
  return value.flatMap((candidate: unknown) => {
    if (typeof candidate !== "object" || candidate === null) return [];
    const given = Object.fromEntries(
      Object.entries(candidate).filter(([field, text]) => !(TEXT_FIELDS.has(field) && text === null)),
    );
    const parsed = KnowledgeFactSchema.safeParse(given);
    if (!parsed.success) return [];
    const fact = parsed.data;
    if (fact.kind !== "service" || !fact.price) return [fact];
    const { from, to } = fact.price;
    return written.has(from) && (to === null || written.has(to)) ? [fact] : [{ ...fact, price: null }];
  });
}

// A short opening sentence of greeting words ("Hi!", "Hello there, thanks!", "¡Hola!"), which a model
// may write mid-conversation despite being told the owner was greeted already.
const OPENING_GREETING =
  /^\s*[¡!]?\s*(?:hi|hello|hey|hola|buenas|buenos dias|greetings|welcome)(?![\p{L}])[^.!?\n]{0,40}[.!?]+\s+(?=\S)/u;

/** The reply without an opening greeting, when something else follows it. */
function withoutGreeting(response: string): string {
  const greeting = OPENING_GREETING.exec(foldForMatching(response));
  return greeting ? response.slice(greeting[0].length) : response;
}

// The client recognises the English phrase only. A Spanish announcement the model
// wrote without it gets it added, so the creation still starts.
function withCreationPhrase(response: string): string {
  if (response.includes(AGENT_BEING_CREATED_PHRASE)) return response;
  const announcesInSpanish = /se esta creando/.test(foldForMatching(response));
  return announcesInSpanish ? `${response} (Your agent ${AGENT_BEING_CREATED_PHRASE}.)` : response;
}
