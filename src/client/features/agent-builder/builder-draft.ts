import * as z from "zod/mini";
import { AgentFieldsSchema } from "../../../shared/api/agents";
import { SuggestedConfigSchema } from "../../../shared/api/assistant";
import { KnowledgeFactSchema } from "../../../shared/api/knowledge";
import { CountryCodeSchema, NumberSourceSchema } from "../../../shared/api/phone";
import { ANY_TIME, TransferHoursSchema, TransferTargetsSchema } from "../../../shared/api/transfers";
import { BUSINESS_CATEGORIES } from "../../../shared/catalog/agents";
import { parseStoredJson, readTabStorageItem, writeTabStorageItem } from "../../browser-storage";
import type { AgentFieldValues, BuilderState } from "./builder-state";

const AgentFieldValuesSchema = z.custom<AgentFieldValues>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every(
      (field) =>
        typeof field === "string" ||
        typeof field === "boolean" ||
        (typeof field === "object" && field !== null),
    ),
);

/**
 * What the chat's saved conversation does not hold: the number picked since the last reply, the settings
 * and the form, and whether there is a saved conversation to fetch at all. The Balance Manager hands over to
 * /add-balance, so an owner who tops up to create their agent leaves this screen and comes back to it; without the draft they found the form empty.
 */
export type BuilderDraft = Omit<BuilderState, "messages">;

const BUILDER_DRAFT_KEY = "agentBuilderDraft";

const BuilderDraftSchema: z.ZodMiniType<BuilderDraft> = z.object({
  sessionId: z.string(),
  phone: z.object({
    // A draft kept before owners could bring their own number bought its number.
    numberSource: z._default(NumberSourceSchema, "bought"),
    country: z.union([CountryCodeSchema, z.literal("")]),
    countryName: z.string(),
    areaCode: z.string(),
    areaLocation: z.string(),
    phoneNumber: z.string(),
  }),
  settings: z.extend(
    z.pick(AgentFieldsSchema, {
      language: true,
      voice: true,
      timezone: true,
      customHoursEnabled: true,
      reputationManagement: true,
      workflowMode: true,
    }),
    {
      // Kept as typed: a half-written link or hours are the owner's to finish, not a reason to drop the draft.
      customHours: z.string(),
      reviewUrl: z.string(),
      // A draft saved before transfer targets existed has none.
      transferTargets: z._default(TransferTargetsSchema, []),
      transferHours: z._default(TransferHoursSchema, ANY_TIME),
    },
  ),
  configuration: z.object({
    businessCategory: z.union([z.enum(BUSINESS_CATEGORIES), z.literal("")]),
    agentPurpose: z.string(),
    businessName: z.string(),
    agentName: z.string(),
    agentIntro: z.string(),
    businessWebsite: z.string(),
  }),
  suggestions: SuggestedConfigSchema,
  latestSuggestions: SuggestedConfigSchema,
  savedConversationId: z.nullable(z.string()),
  isTimezoneChosen: z.boolean(),
  isAgentCreated: z.boolean(),
  // A draft kept before the builder remembered its agent's fields has none.
  agentBaseline: z._default(z.nullable(AgentFieldValuesSchema), null),
  // A draft kept before agents knew facts about their business has none.
  knowledge: z._default(z.array(KnowledgeFactSchema), []),
  suggestedFacts: z._default(z.array(KnowledgeFactSchema), []),
  suggestedFactKeys: z._default(z.array(z.string()), []),
});

// The owner's name goes with the draft, so a tab someone else signs in on never shows it.
const StoredDraftSchema = z.object({ username: z.string(), draft: BuilderDraftSchema });

/** Keeps the tab's builder for its owner (the screen works on one session id per tab). */
export function saveBuilderDraft(username: string, state: BuilderState): void {
  const { messages: _messages, ...draft } = state;
  writeTabStorageItem(BUILDER_DRAFT_KEY, JSON.stringify({ username, draft }));
}

/** The tab's draft of this session for this owner, or null when there is none or it cannot be read. */
export function readBuilderDraft(username: string, sessionId: string): BuilderDraft | null {
  const parsed = StoredDraftSchema.safeParse(parseStoredJson(readTabStorageItem(BUILDER_DRAFT_KEY)));
  if (!parsed.success || parsed.data.username !== username || parsed.data.draft.sessionId !== sessionId) {
    return null;
  }
  return parsed.data.draft;
}
