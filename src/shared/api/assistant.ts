import * as z from "zod/mini";
import { BUSINESS_CATEGORIES, CHAT_MESSAGE_MAX, CONVERSATION_MESSAGES_MAX } from "../catalog/agents";

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
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Type a message first."),
      z.maxLength(CHAT_MESSAGE_MAX, `A message is at most ${CHAT_MESSAGE_MAX} characters.`),
    ),
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
});
export type SuggestedConfig = z.infer<typeof SuggestedConfigSchema>;

export const AiResponseSchema = z.object({
  response: z.string(),
  suggestedConfig: z.optional(SuggestedConfigSchema),
});
export type AiResponse = z.infer<typeof AiResponseSchema>;

export const CorrectGrammarRequestSchema = z.strictObject({
  text: z
    .string()
    .check(z.trim(), z.minLength(1, "There is no text to correct."), z.maxLength(CHAT_MESSAGE_MAX)),
});
export const CorrectGrammarResponseSchema = z.object({ correctedText: z.string() });
