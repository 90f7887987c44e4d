import { z } from "zod";
import { BUSINESS_CATEGORIES, CHAT_MESSAGE_MAX, CONVERSATION_MESSAGES_MAX } from "../catalog/agents";

export const ChatRoleSchema = z.enum(["assistant", "user"]);

// Spec 000 §3: a message has id, role, content and timestamp.
export const ChatMessageSchema = z.strictObject({
  id: z.string().min(1).max(100),
  role: ChatRoleSchema,
  content: z.string().max(CHAT_MESSAGE_MAX * 2),
  timestamp: z.string().max(40),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

const HistoryTurnSchema = z.object({ role: ChatRoleSchema, content: z.string().max(CHAT_MESSAGE_MAX * 2) });

export const AiResponseRequestSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, "Type a message first.")
    .max(CHAT_MESSAGE_MAX, `A message is at most ${CHAT_MESSAGE_MAX} characters.`),
  phoneNumber: z.string().max(20).optional().default(""),
  conversationHistory: z.array(HistoryTurnSchema).max(CONVERSATION_MESSAGES_MAX).default([]),
});
export type AiResponseRequest = z.input<typeof AiResponseRequestSchema>;

// Issue 3 §2: what the assistant understood, for the owner to confirm in the form.
export const SuggestedConfigSchema = z.object({
  businessName: z.string().optional(),
  businessCategory: z.enum(BUSINESS_CATEGORIES).optional(),
  agentName: z.string().optional(),
  agentPurpose: z.string().optional(),
  agentIntro: z.string().optional(),
  businessWebsite: z.string().optional(),
  customHours: z.string().optional(),
});
export type SuggestedConfig = z.infer<typeof SuggestedConfigSchema>;

export const AiResponseSchema = z.object({
  response: z.string(),
  suggestedConfig: SuggestedConfigSchema.optional(),
});
export type AiResponse = z.infer<typeof AiResponseSchema>;

export const CorrectGrammarRequestSchema = z.strictObject({
  text: z.string().trim().min(1, "There is no text to correct.").max(CHAT_MESSAGE_MAX),
});
export const CorrectGrammarResponseSchema = z.object({ correctedText: z.string() });
