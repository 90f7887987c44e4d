import { z } from "zod";
import {
  AGENT_LONG_TEXT_MAX,
  AGENT_STATUSES,
  AGENT_TEXT_MAX,
  BUSINESS_CATEGORIES,
  CONVERSATION_MESSAGES_MAX,
  LANGUAGES,
  TIMEZONE_IDS,
  VOICES,
} from "../catalog/agents";
import { ChatRoleSchema } from "./assistant";
import { CountryCodeSchema, E164Schema } from "./phone";

const requiredText = (label: string, max = AGENT_TEXT_MAX) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default("");

// Spec 000 §3 (Agent) and §5: category, purpose, business name, agent name and phone are required.
export const AgentFieldsSchema = z.strictObject({
  sessionId: z.string().trim().max(100).default(""),
  conversationId: z.string().trim().max(100).default(""),
  phoneNumber: E164Schema,
  selectedCountry: CountryCodeSchema,
  countryName: optionalText(60),
  areaCode: optionalText(8),
  areaLocation: optionalText(120),
  businessName: requiredText("Business name"),
  businessCategory: z.enum(BUSINESS_CATEGORIES, "Choose a business category."),
  agentName: requiredText("Agent name"),
  agentPurpose: requiredText("Agent purpose", AGENT_LONG_TEXT_MAX),
  agentIntro: optionalText(AGENT_LONG_TEXT_MAX),
  businessWebsite: optionalText(AGENT_TEXT_MAX).refine(
    (value) => value === "" || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+([/?#]\S*)?$/i.test(value),
    "Enter a website like www.example.com.",
  ),
  language: z.enum(LANGUAGES, "Choose English, Spanish or English & Spanish.").default("english"),
  voice: z.enum(VOICES, "Choose a male or female voice.").default("female"),
  timezone: z.enum(TIMEZONE_IDS, "Choose a timezone from the list.").default("America/New_York"),
  // Spec 000 §3: custom hours are stored as JSON text; the owner writes them as free text.
  customHours: optionalText(AGENT_LONG_TEXT_MAX),
  customHoursEnabled: z.boolean().default(false),
  reputationManagement: z.boolean().default(false),
  workflowMode: z.boolean().default(false),
  // Issue 6 §1: the review link texted to callers who accept it (reputation management).
  reviewUrl: optionalText(AGENT_TEXT_MAX).refine(
    (value) => value === "" || /^https:\/\/[\w.-]+\.[a-z]{2,}(\/\S*)?$/i.test(value),
    "Enter the review link as a full https:// address.",
  ),
});
export type AgentFields = z.input<typeof AgentFieldsSchema>;

// Spec 000 §7: POST /api/active-bots carries the agent fields plus status; the server
// decides the status itself (processing until the number is taken), so it is ignored.
export const CreateAgentRequestSchema = AgentFieldsSchema.extend({ status: z.string().max(20).optional() });
export const UpdateAgentRequestSchema = AgentFieldsSchema.extend({ status: z.string().max(20).optional() });

export const AgentSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  conversationId: z.string(),
  phoneNumber: z.string(),
  selectedCountry: z.string(),
  countryName: z.string(),
  areaCode: z.string(),
  areaLocation: z.string(),
  businessName: z.string(),
  businessCategory: z.enum(BUSINESS_CATEGORIES),
  agentName: z.string(),
  agentPurpose: z.string(),
  agentIntro: z.string(),
  businessWebsite: z.string(),
  language: z.enum(LANGUAGES),
  voice: z.enum(VOICES),
  timezone: z.string(),
  customHours: z.string(),
  customHoursEnabled: z.boolean(),
  reputationManagement: z.boolean(),
  workflowMode: z.boolean(),
  reviewUrl: z.string(),
  status: z.enum(AGENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Agent = z.infer<typeof AgentSchema>;

export const AgentsResponseSchema = z.array(AgentSchema);
export const AgentResponseSchema = z.object({
  agent: AgentSchema,
  charged: z.boolean(),
  balance: z.number(),
});
export const AgentParamsSchema = z.strictObject({ id: z.string().uuid("Unknown agent.") });
export const DeleteAgentResponseSchema = z.object({ success: z.literal(true) });

// Spec 000 §7: POST /api/agent-request.
export const AgentRequestSchema = z.strictObject({
  phoneNumber: E164Schema,
  requirements: z
    .string()
    .trim()
    .min(1, "Please select a phone number and provide your requirements.")
    .max(AGENT_LONG_TEXT_MAX * 2),
  userEmail: z.union([z.literal(""), z.email("Please enter a valid email address.")]).optional(),
  conversationHistory: z
    .array(z.object({ role: ChatRoleSchema, content: z.string().max(8000) }))
    .max(CONVERSATION_MESSAGES_MAX)
    .default([]),
  reputationManagement: z.boolean().default(false),
});
export const AgentRequestResponseSchema = z.object({ id: z.string(), message: z.string() });
