import * as z from "zod/mini";
import { CONVERSATION_MESSAGES_MAX } from "../catalog/agents";
import { ChatMessageSchema } from "./assistant";
import { CountryCodeSchema, NumberSourceSchema } from "./phone";
import { filledText, trimmedText } from "./text-fields";

// A conversation of the main screen, and POST /api/conversations.
export const SessionIdSchema = filledText(100, {
  missing: "A session id is required.",
  tooLong: "A session id is at most 100 characters.",
}).check(z.regex(/^[A-Za-z0-9_-]+$/, "A session id has letters, digits, '_' and '-' only."));

const optionalText = (max: number) => z.optional(trimmedText(max));

export const SaveConversationRequestSchema = z.strictObject({
  sessionId: SessionIdSchema,
  messages: z
    .array(ChatMessageSchema)
    .check(z.maxLength(CONVERSATION_MESSAGES_MAX, "A conversation keeps at most 500 messages.")),
  phoneNumber: optionalText(20),
  // A chat saved without it picked a number to buy.
  numberSource: z.optional(NumberSourceSchema),
  // The client sends selectedCountry or country.
  selectedCountry: z.optional(z.union([CountryCodeSchema, z.literal("")])),
  country: z.optional(z.union([CountryCodeSchema, z.literal("")])),
  countryName: optionalText(60),
  areaCode: optionalText(8),
  areaLocation: optionalText(120),
});
export type SaveConversationRequest = z.input<typeof SaveConversationRequestSchema>;

export const ConversationSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  phoneNumber: z.nullable(z.string()),
  numberSource: NumberSourceSchema,
  selectedCountry: z.nullable(z.string()),
  countryName: z.nullable(z.string()),
  areaCode: z.nullable(z.string()),
  areaLocation: z.nullable(z.string()),
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
  deleted: z.int(),
});
