import { z } from "zod";
import { SuggestedConfigSchema } from "../../../shared/api/assistant";
import { CountryCodeSchema } from "../../../shared/api/phone";
import { BUSINESS_CATEGORIES, LANGUAGES, TIMEZONE_IDS, VOICES } from "../../../shared/catalog/agents";
import { parseStoredJson, readTabStorageItem, writeTabStorageItem } from "../../browser-storage";
import type { BuilderState } from "./builder-state";

/**
 * What the chat's saved conversation does not hold: the number picked since the last reply, the settings
 * and the form, and whether there is a saved conversation to fetch at all. The Balance Manager hands over to /add-balance (spec 000 §2), so an owner who tops up to
 * create their agent leaves this screen and comes back to it; without the draft they found the form empty.
 */
export type BuilderDraft = Omit<BuilderState, "messages">;

const BUILDER_DRAFT_KEY = "agentBuilderDraft";

const BuilderDraftSchema: z.ZodType<BuilderDraft> = z.object({
  sessionId: z.string(),
  phone: z.object({
    country: z.union([CountryCodeSchema, z.literal("")]),
    countryName: z.string(),
    areaCode: z.string(),
    areaLocation: z.string(),
    phoneNumber: z.string(),
  }),
  settings: z.object({
    language: z.enum(LANGUAGES),
    voice: z.enum(VOICES),
    timezone: z.enum(TIMEZONE_IDS),
    customHoursEnabled: z.boolean(),
    customHours: z.string(),
    reputationManagement: z.boolean(),
    reviewUrl: z.string(),
    workflowMode: z.boolean(),
  }),
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
  savedConversationId: z.string().nullable(),
  isTimezoneChosen: z.boolean(),
  isAgentCreated: z.boolean(),
});

// The owner's name goes with the draft, so a tab someone else signs in on never shows it.
const StoredDraftSchema = z.object({ username: z.string(), draft: BuilderDraftSchema });

/** Keeps the tab's builder for its owner (spec 000 §2: the screen works on one session id per tab). */
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
