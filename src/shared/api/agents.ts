import * as z from "zod/mini";
import {
  AGENT_LONG_TEXT_MAX,
  AGENT_STATUSES,
  AGENT_TEXT_MAX,
  BUSINESS_CATEGORIES,
  CONVERSATION_MESSAGES_MAX,
  DEFAULT_TIMEZONE,
  LANGUAGES,
  TIMEZONE_IDS,
  VOICES,
} from "../catalog/agents";
import { isCatalogueCountryNumber, ownNumberAsE164 } from "../phone/phone-number-format";
import { ChatRoleSchema } from "./assistant";
import { emailAddress } from "./email-address";
import { OPENING_HOURS_TEXT_MAX, openingHoursInText, openingHoursProblems } from "./opening-hours";
import {
  type CountryCode,
  CountryCodeSchema,
  E164Schema,
  NumberSourceSchema,
  OWN_NUMBER_REFUSAL,
} from "./phone";
import { filledText, limitedText, requiredText, trimmedText } from "./text-fields";
import { ANY_TIME, TransferHoursSchema, TransferTargetsSchema } from "./transfers";

/**
 * Opening hours: the structure as JSON text (the form's week editor) or the owner's own words,
 * read once by the server when saved. JSON text must be a valid structure.
 */
const customHoursRule = z.string().check(
  z.trim(),
  z.maxLength(OPENING_HOURS_TEXT_MAX, `At most ${OPENING_HOURS_TEXT_MAX} characters.`),
  z.superRefine((text, context) => {
    const sent = openingHoursInText(text);
    if (sent === undefined) {
      if (text.length > AGENT_LONG_TEXT_MAX) {
        context.addIssue({ code: "custom", message: `At most ${AGENT_LONG_TEXT_MAX} characters.` });
      }
      return;
    }
    for (const problem of openingHoursProblems(sent)) context.addIssue({ code: "custom", message: problem });
  }),
);

/**
 * The agent, described once: each field's rule. Requests, responses and the client's form derive
 * from it; the agents table (src/server/db/schema.ts) is the stored shape, checked against it below.
 */
const AgentDefinition = z.strictObject({
  sessionId: trimmedText(100),
  conversationId: trimmedText(100),
  phoneNumber: E164Schema,
  // A bought number is released when the agent goes; a brought one stays in the Twilio account.
  numberSource: NumberSourceSchema,
  selectedCountry: CountryCodeSchema,
  countryName: limitedText(60),
  areaCode: limitedText(8),
  areaLocation: limitedText(120),
  businessName: requiredText("Business name", AGENT_TEXT_MAX),
  businessCategory: z.enum(BUSINESS_CATEGORIES, "Choose a business category."),
  agentName: requiredText("Agent name", AGENT_TEXT_MAX),
  agentPurpose: requiredText("Agent purpose", AGENT_LONG_TEXT_MAX),
  agentIntro: limitedText(AGENT_LONG_TEXT_MAX),
  businessWebsite: limitedText(AGENT_TEXT_MAX).check(
    z.refine(
      (value) => value === "" || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+([/?#]\S*)?$/i.test(value),
      "Enter a website like www.example.com.",
    ),
  ),
  language: z.enum(LANGUAGES, "Choose English, Spanish or English & Spanish."),
  voice: z.enum(VOICES, "Choose a male or female voice."),
  timezone: z.enum(TIMEZONE_IDS, "Choose a timezone from the list."),
  customHours: customHoursRule,
  customHoursEnabled: z.boolean(),
  reputationManagement: z.boolean(),
  workflowMode: z.boolean(),
  // The review link texted to callers who accept it (reputation management).
  reviewUrl: limitedText(AGENT_TEXT_MAX).check(
    z.refine(
      (value) => value === "" || /^https:\/\/[\w.-]+\.[a-z]{2,}(\/\S*)?$/i.test(value),
      "Enter the review link as a full https:// address.",
    ),
  ),
  // The people the agent may put a caller through to, and when.
  transferTargets: TransferTargetsSchema,
  transferHours: TransferHoursSchema,
});
type AgentDefinitionShape = typeof AgentDefinition.shape;

// What a new agent takes for each field its request leaves out; category, purpose, business
// name, agent name and phone have none.
export const NEW_AGENT_DEFAULTS = {
  sessionId: "",
  numberSource: "bought",
  conversationId: "",
  countryName: "",
  areaCode: "",
  areaLocation: "",
  agentIntro: "",
  businessWebsite: "",
  language: "english",
  voice: "female",
  timezone: DEFAULT_TIMEZONE,
  customHours: "",
  customHoursEnabled: false,
  reputationManagement: false,
  workflowMode: false,
  reviewUrl: "",
  transferTargets: [],
  transferHours: ANY_TIME,
} as const satisfies { [Field in keyof AgentDefinitionShape]?: z.output<AgentDefinitionShape[Field]> };

type Defaulted = {
  [Field in keyof AgentDefinitionShape]: Field extends keyof typeof NEW_AGENT_DEFAULTS
    ? z.ZodMiniDefault<AgentDefinitionShape[Field]>
    : AgentDefinitionShape[Field];
};
const defaultedShape = Object.fromEntries(
  Object.entries(AgentDefinition.shape).map(([field, rule]) => {
    const fallback = (NEW_AGENT_DEFAULTS as Record<string, unknown>)[field];
    return [field, fallback === undefined ? rule : z._default(rule as z.ZodMiniType, fallback)];
  }),
) as Defaulted;

export const AgentFieldsSchema = z.strictObject(defaultedShape);
export type AgentFields = z.input<typeof AgentFieldsSchema>;

/**
 * A brought number must be a real, valid number (libphonenumber's metadata), since the carrier is
 * asked for it as it is; a bought one was offered by the carrier, so its E.164 form is enough.
 */
const broughtNumberRule = z.superRefine(
  (fields: { phoneNumber?: string; numberSource?: string; selectedCountry?: CountryCode }, context) => {
    const { phoneNumber, numberSource, selectedCountry } = fields;
    if (numberSource !== "brought" || phoneNumber === undefined) return;
    const valid = selectedCountry
      ? ownNumberAsE164(phoneNumber, selectedCountry) === phoneNumber
      : isCatalogueCountryNumber(phoneNumber);
    if (!valid) {
      context.addIssue({ code: "custom", message: OWN_NUMBER_REFUSAL, path: ["phoneNumber"] });
    }
  },
);

// POST /api/active-bots carries the agent fields plus status; the server
// decides the status itself (processing until the number is taken), so it is ignored.
export const CreateAgentRequestSchema = z
  .extend(AgentFieldsSchema, { status: z.optional(z.string().check(z.maxLength(20))) })
  .check(broughtNumberRule);

/**
 * PUT /api/active-bots/{id} changes only the fields it carries: a field left out keeps the agent's
 * value, so an owner's update never resets settings they did not touch.
 */
export const UpdateAgentRequestSchema = z
  .extend(z.partial(AgentDefinition), { status: z.optional(z.string().check(z.maxLength(20))) })
  .check(
    z.refine(
      (fields) => Object.keys(fields).some((field) => field !== "status"),
      "Send at least one field of the agent to change.",
    ),
    broughtNumberRule,
  );
export type AgentChanges = Partial<z.input<typeof AgentFieldsSchema>>;

export const AgentSchema = z.object({
  id: z.string(),
  ...AgentDefinition.shape,
  // Read back as stored: a zone or country saved before the catalog dropped it still reads.
  selectedCountry: z.string(),
  timezone: z.string(),
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
export const AgentParamsSchema = z.strictObject({ id: z.uuid("Unknown agent.") });
export const DeleteAgentResponseSchema = z.object({ success: z.literal(true) });

// POST /api/agent-request.
export const AgentRequestSchema = z.strictObject({
  phoneNumber: E164Schema,
  requirements: filledText(AGENT_LONG_TEXT_MAX * 2, {
    missing: "Please select a phone number and provide your requirements.",
  }),
  userEmail: z.optional(
    z.union([z.literal(""), emailAddress("Please enter a valid email address.", { lowerCase: false })]),
  ),
  conversationHistory: z._default(
    z
      .array(z.object({ role: ChatRoleSchema, content: z.string().check(z.maxLength(8000)) }))
      .check(z.maxLength(CONVERSATION_MESSAGES_MAX)),
    [],
  ),
  reputationManagement: z._default(z.boolean(), false),
});
export const AgentRequestResponseSchema = z.object({ id: z.string(), message: z.string() });
