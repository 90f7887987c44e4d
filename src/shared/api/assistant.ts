import * as z from "zod/mini";
import {
  BUSINESS_CATEGORIES,
  CHAT_MESSAGE_MAX,
  CONVERSATION_MESSAGES_MAX,
  LANGUAGES,
  TIMEZONE_IDS,
} from "../catalog/agents";
import { KnowledgeFactSchema } from "./knowledge";
import { filledText } from "./text-fields";

export const ChatRoleSchema = z.enum(["assistant", "user"]);

// A message has id, role, content and timestamp.
export const ChatMessageSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  role: ChatRoleSchema,
  content: z.string().check(z.maxLength(CHAT_MESSAGE_MAX * 2)),
  timestamp: z.string().check(z.maxLength(40)),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

const HistoryTurnSchema = z.object({
  role: ChatRoleSchema,
  content: z.string().check(z.maxLength(CHAT_MESSAGE_MAX * 2)),
});

export const AiResponseRequestSchema = z.strictObject({
  message: filledText(CHAT_MESSAGE_MAX, {
    missing: "Type a message first.",
    tooLong: `A message is at most ${CHAT_MESSAGE_MAX} characters.`,
  }),
  phoneNumber: z._default(z.optional(z.string().check(z.maxLength(20))), ""),
  conversationHistory: z._default(
    z.array(HistoryTurnSchema).check(z.maxLength(CONVERSATION_MESSAGES_MAX)),
    [],
  ),
});
export type AiResponseRequest = z.input<typeof AiResponseRequestSchema>;

// What the assistant understood, for the owner to confirm in the form.
export const SuggestedConfigSchema = z.object({
  businessName: z.optional(z.string()),
  businessCategory: z.optional(z.enum(BUSINESS_CATEGORIES)),
  agentName: z.optional(z.string()),
  agentPurpose: z.optional(z.string()),
  agentIntro: z.optional(z.string()),
  businessWebsite: z.optional(z.string()),
  customHours: z.optional(z.string()),
  // The language callers are answered in and the timezone of the hours, when the owner names them.
  language: z.optional(z.enum(LANGUAGES)),
  timezone: z.optional(z.enum(TIMEZONE_IDS)),
});
export type SuggestedConfig = z.infer<typeof SuggestedConfigSchema>;
export type SuggestedField = keyof SuggestedConfig;

export const AiResponseSchema = z.object({
  response: z.string(),
  suggestedConfig: z.optional(SuggestedConfigSchema),
  /**
   * The fields of suggestedConfig that the message just sent stated in so many words ("Agent name:
   * Emma"): they go to the form again even when the assistant had understood the same before.
   */
  statedFields: z.optional(z.array(z.keyof(SuggestedConfigSchema))),
  /**
   * Facts about the business the message just sent gave ("margherita is $14, we deliver within 3
   * miles for $4"): added to the form's knowledge for the owner to review and save with the rest.
   */
  suggestedFacts: z.optional(z.array(KnowledgeFactSchema)),
});
export type AiResponse = z.infer<typeof AiResponseSchema>;

export const CorrectGrammarRequestSchema = z.strictObject({
  text: filledText(CHAT_MESSAGE_MAX, { missing: "There is no text to correct." }),
});
export const CorrectGrammarResponseSchema = z.object({ correctedText: z.string() });
