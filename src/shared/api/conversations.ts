import { z } from "zod";
import { CONVERSATION_MESSAGES_MAX } from "../catalog/agents";
import { ChatMessageSchema } from "./assistant";
import { CountryCodeSchema } from "./phone";

// Spec 000 §3 (Conversation) and §7 (POST /api/conversations).
export const SessionIdSchema = z
  .string()
  .trim()
  .min(1, "A session id is required.")
  .max(100, "A session id is at most 100 characters.")
  .regex(/^[A-Za-z0-9_-]+$/, "A session id has letters, digits, '_' and '-' only.");

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const SaveConversationRequestSchema = z.strictObject({
  sessionId: SessionIdSchema,
  messages: z
    .array(ChatMessageSchema)
    .max(CONVERSATION_MESSAGES_MAX, "A conversation keeps at most 500 messages."),
  phoneNumber: optionalText(20),
  // Spec 000 §7: the client sends selectedCountry or country.
  selectedCountry: CountryCodeSchema.or(z.literal("")).optional(),
  country: CountryCodeSchema.or(z.literal("")).optional(),
  countryName: optionalText(60),
  areaCode: optionalText(8),
  areaLocation: optionalText(120),
});
export type SaveConversationRequest = z.input<typeof SaveConversationRequestSchema>;

export const ConversationSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  phoneNumber: z.string().nullable(),
  selectedCountry: z.string().nullable(),
  countryName: z.string().nullable(),
  areaCode: z.string().nullable(),
  areaLocation: z.string().nullable(),
  messages: z.array(ChatMessageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationsResponseSchema = z.array(ConversationSchema);
export const SaveConversationResponseSchema = z.object({ id: z.string() });
export const ConversationParamsSchema = z.strictObject({ sessionId: SessionIdSchema });
export const ClearConversationsResponseSchema = z.object({
  success: z.literal(true),
  deleted: z.number().int(),
});
