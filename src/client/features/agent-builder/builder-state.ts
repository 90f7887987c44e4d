import type { Agent, AgentFields } from "../../../shared/api/agents";
import type { ChatMessage, SuggestedConfig } from "../../../shared/api/assistant";
import type { Conversation } from "../../../shared/api/conversations";
import { COUNTRY_CODES, type CountryCode } from "../../../shared/api/phone";
import {
  type AgentLanguage,
  type AgentVoice,
  type BusinessCategory,
  DEFAULT_TIMEZONE,
  TIMEZONE_IDS,
  type TimezoneId,
} from "../../../shared/catalog/agents";
import { timezoneOfAreaCode } from "../../../shared/catalog/area-code-timezones";

/** Spec 000 §4: the number is picked in three steps, country, then area code, then number. */
export interface PhoneSelection {
  country: CountryCode | "";
  countryName: string;
  areaCode: string;
  areaLocation: string;
  phoneNumber: string;
}

export interface AgentSettings {
  language: AgentLanguage;
  voice: AgentVoice;
  timezone: TimezoneId;
  customHoursEnabled: boolean;
  customHours: string;
  reputationManagement: boolean;
  /** Issue 6 §1: the review link texted to satisfied callers while reputation management is on. */
  reviewUrl: string;
  workflowMode: boolean;
}

/** The fields of the Configure Your AI Agent form. */
export interface AgentConfiguration {
  businessCategory: BusinessCategory | "";
  agentPurpose: string;
  businessName: string;
  agentName: string;
  agentIntro: string;
  businessWebsite: string;
}

export interface BuilderState {
  /** Spec 000 §2: the screen works on one session id per chat. */
  sessionId: string;
  messages: readonly ChatMessage[];
  phone: PhoneSelection;
  settings: AgentSettings;
  /** What the owner confirmed in the form; creation uses these. */
  configuration: AgentConfiguration;
  /**
   * What the assistant understood from the chat since the owner last confirmed the form; it pre-fills
   * the form for the owner to confirm. Only changes count, so a reply that repeats what the owner
   * already corrected in the form does not undo the correction.
   */
  suggestions: SuggestedConfig;
  /** The assistant's latest understanding, to tell its changes apart. */
  latestSuggestions: SuggestedConfig;
  savedConversationId: string | null;
  /**
   * The owner chose the timezone (or it is a saved agent's, or a template's own); until then it follows
   * the area code of the number, so a Leeds number does not read its hours in New York time.
   */
  isTimezoneChosen: boolean;
  /** Spec 000 §4 step 5: the agent of this configuration exists, so Create Agent is not offered. */
  isAgentCreated: boolean;
}

const EMPTY_PHONE_SELECTION: PhoneSelection = {
  country: "",
  countryName: "",
  areaCode: "",
  areaLocation: "",
  phoneNumber: "",
};

// The defaults of the server's AgentFieldsSchema.
const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  language: "english",
  voice: "female",
  timezone: DEFAULT_TIMEZONE,
  customHoursEnabled: false,
  customHours: "",
  reputationManagement: false,
  reviewUrl: "",
  workflowMode: false,
};

const EMPTY_CONFIGURATION: AgentConfiguration = {
  businessCategory: "",
  agentPurpose: "",
  businessName: "",
  agentName: "",
  agentIntro: "",
  businessWebsite: "",
};

export type BuilderAction =
  | {
      type: "sessionStarted";
      sessionId: string;
      messages: readonly ChatMessage[];
      configuration?: AgentConfiguration;
      settings?: AgentSettings;
    }
  | { type: "conversationLoaded"; conversation: Conversation }
  | { type: "chatResumed"; messages: readonly ChatMessage[]; conversationId: string | null }
  | {
      type: "agentLoaded";
      agent: Agent;
      sessionId: string;
      messages: readonly ChatMessage[];
      conversationId: string | null;
    }
  | { type: "countryChosen"; country: CountryCode | ""; countryName: string }
  | { type: "areaCodeChosen"; areaCode: string; areaLocation: string }
  | { type: "phoneNumberChosen"; phoneNumber: string }
  | { type: "settingsChanged"; settings: Partial<AgentSettings> }
  | { type: "configurationSubmitted"; configuration: AgentConfiguration }
  | { type: "suggestionsReceived"; sessionId: string; suggestions: SuggestedConfig }
  | { type: "messageAdded"; sessionId: string; message: ChatMessage }
  | { type: "conversationSaved"; sessionId: string; conversationId: string }
  | { type: "agentSaved"; sessionId: string }
  | { type: "agentRemoved" }
  | { type: "historyCleared" };

function isCountryCode(value: string | null): value is CountryCode {
  return value !== null && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function timezoneOrDefault(value: string | null | undefined): TimezoneId {
  return TIMEZONE_IDS.find((zone) => zone === value) ?? DEFAULT_TIMEZONE;
}

function phoneSelectionOf(source: {
  selectedCountry: string | null;
  countryName: string | null;
  areaCode: string | null;
  areaLocation: string | null;
  phoneNumber: string | null;
}): PhoneSelection {
  return {
    country: isCountryCode(source.selectedCountry) ? source.selectedCountry : "",
    countryName: source.countryName ?? "",
    areaCode: source.areaCode ?? "",
    areaLocation: source.areaLocation ?? "",
    phoneNumber: source.phoneNumber ?? "",
  };
}

export function configurationOfAgent(agent: Agent): AgentConfiguration {
  return {
    businessCategory: agent.businessCategory,
    agentPurpose: agent.agentPurpose,
    businessName: agent.businessName,
    agentName: agent.agentName,
    agentIntro: agent.agentIntro,
    businessWebsite: agent.businessWebsite,
  };
}

function settingsOfAgent(agent: Agent): AgentSettings {
  return {
    language: agent.language,
    voice: agent.voice,
    timezone: timezoneOrDefault(agent.timezone),
    customHoursEnabled: agent.customHoursEnabled,
    customHours: agent.customHours,
    reputationManagement: agent.reputationManagement,
    reviewUrl: agent.reviewUrl,
    workflowMode: agent.workflowMode,
  };
}

function withoutEmptyValues(suggestions: SuggestedConfig): SuggestedConfig {
  return Object.fromEntries(
    Object.entries(suggestions).filter(([, value]) => typeof value === "string" && value.trim() !== ""),
  );
}

export function createInitialState(sessionId: string, messages: readonly ChatMessage[]): BuilderState {
  return {
    sessionId,
    messages,
    phone: EMPTY_PHONE_SELECTION,
    settings: DEFAULT_AGENT_SETTINGS,
    configuration: EMPTY_CONFIGURATION,
    suggestions: {},
    latestSuggestions: {},
    savedConversationId: null,
    isTimezoneChosen: false,
    isAgentCreated: false,
  };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case "sessionStarted":
      return {
        ...createInitialState(action.sessionId, action.messages),
        configuration: action.configuration ?? EMPTY_CONFIGURATION,
        settings: action.settings ?? DEFAULT_AGENT_SETTINGS,
        // A template that names a zone other than the default has one of its own to keep.
        isTimezoneChosen: (action.settings?.timezone ?? DEFAULT_TIMEZONE) !== DEFAULT_TIMEZONE,
      };
    // Spec 000 §4: a history item brings its messages, phone and location.
    case "conversationLoaded":
      return {
        ...createInitialState(action.conversation.sessionId, action.conversation.messages),
        phone: phoneSelectionOf(action.conversation),
        savedConversationId: action.conversation.id,
      };
    // The tab's draft already holds the number, the settings and the form (builder-draft.ts).
    case "chatResumed":
      return { ...state, messages: action.messages, savedConversationId: action.conversationId };
    // Spec 000 §4: an active agent brings its fields and its conversation.
    case "agentLoaded":
      return {
        ...createInitialState(action.sessionId, action.messages),
        phone: phoneSelectionOf(action.agent),
        settings: settingsOfAgent(action.agent),
        configuration: configurationOfAgent(action.agent),
        savedConversationId: action.conversationId,
        isTimezoneChosen: true,
        isAgentCreated: true,
      };
    // Spec 000 §4: changing country clears the area code and the phone.
    case "countryChosen":
      return {
        ...state,
        phone: { ...EMPTY_PHONE_SELECTION, country: action.country, countryName: action.countryName },
      };
    // Spec 000 §4: changing area code clears the phone.
    case "areaCodeChosen": {
      const areaTimezone = timezoneOfAreaCode(state.phone.country, action.areaCode);
      return {
        ...state,
        settings:
          state.isTimezoneChosen || areaTimezone === null
            ? state.settings
            : { ...state.settings, timezone: areaTimezone },
        phone: {
          ...state.phone,
          areaCode: action.areaCode,
          areaLocation: action.areaLocation,
          phoneNumber: "",
        },
      };
    }
    case "phoneNumberChosen":
      return { ...state, phone: { ...state.phone, phoneNumber: action.phoneNumber } };
    case "settingsChanged":
      return {
        ...state,
        settings: { ...state.settings, ...action.settings },
        isTimezoneChosen: state.isTimezoneChosen || action.settings.timezone !== undefined,
      };
    // A confirmed configuration is something to create or apply, even when an agent exists.
    case "configurationSubmitted":
      return { ...state, configuration: action.configuration, suggestions: {}, isAgentCreated: false };
    case "suggestionsReceived": {
      if (action.sessionId !== state.sessionId) return state;
      const received = withoutEmptyValues(action.suggestions);
      const changed: SuggestedConfig = Object.fromEntries(
        Object.entries(received).filter(
          ([field, value]) => state.latestSuggestions[field as keyof SuggestedConfig] !== value,
        ),
      );
      const customHours = changed.customHours;
      return {
        ...state,
        suggestions: { ...state.suggestions, ...changed },
        latestSuggestions: { ...state.latestSuggestions, ...received },
        // Custom hours live in the setup panel rather than the form, where the owner sees them at once.
        settings:
          customHours === undefined
            ? state.settings
            : { ...state.settings, customHours, customHoursEnabled: true },
      };
    }
    case "messageAdded":
      if (action.sessionId !== state.sessionId) return state;
      return { ...state, messages: [...state.messages, action.message] };
    case "conversationSaved":
      if (action.sessionId !== state.sessionId) return state;
      return { ...state, savedConversationId: action.conversationId };
    // Spec 000 §4 steps 5 and 6: the agent is marked as existing and the form fields are cleared.
    case "agentSaved":
      if (action.sessionId !== state.sessionId) return state;
      return { ...state, isAgentCreated: true, configuration: EMPTY_CONFIGURATION, suggestions: {} };
    case "agentRemoved":
      return { ...state, isAgentCreated: false };
    case "historyCleared":
      return { ...state, savedConversationId: null };
  }
}

const REQUIRED_FOR_CREATION = [
  ["businessCategory", "business category"],
  ["agentPurpose", "agent purpose"],
  ["businessName", "business name"],
  ["agentName", "agent name"],
] as const;

/** Spec 000 §5: what Create Agent still needs: category, purpose, business name, agent name and phone. */
export function missingForCreation(state: BuilderState): string[] {
  const missing: string[] = REQUIRED_FOR_CREATION.filter(
    ([field]) => state.configuration[field].trim() === "",
  ).map(([, label]) => label);
  if (state.phone.phoneNumber === "") missing.push("phone number");
  return missing;
}

/**
 * The assistant understood form fields the owner has not confirmed yet (issue 3 §4): they wait in the
 * form, so what is still needed is a save away.
 */
export function hasUnconfirmedSuggestions(state: BuilderState): boolean {
  return REQUIRED_FOR_CREATION.some(([field]) => {
    const suggested = state.suggestions[field];
    return suggested !== undefined && suggested !== state.configuration[field];
  });
}

/** Spec 000 §5: Create Agent is shown only when everything is set and the agent does not exist yet. */
export function canCreateAgent(state: BuilderState): boolean {
  return !state.isAgentCreated && missingForCreation(state).length === 0;
}

export function hasConfiguration(configuration: AgentConfiguration): boolean {
  return Object.values(configuration).some((value) => value.trim() !== "");
}

/** The body of POST and PUT /api/active-bots for the current state. */
export function agentFieldsOf(state: BuilderState, conversationId: string | null): AgentFields {
  const { configuration, phone, settings } = state;
  if (configuration.businessCategory === "" || phone.country === "") {
    throw new Error("An agent needs a business category and a country.");
  }
  return {
    sessionId: state.sessionId,
    conversationId: conversationId ?? "",
    phoneNumber: phone.phoneNumber,
    selectedCountry: phone.country,
    countryName: phone.countryName,
    areaCode: phone.areaCode,
    areaLocation: phone.areaLocation,
    businessName: configuration.businessName,
    businessCategory: configuration.businessCategory,
    agentName: configuration.agentName,
    agentPurpose: configuration.agentPurpose,
    agentIntro: configuration.agentIntro,
    businessWebsite: configuration.businessWebsite,
    language: settings.language,
    voice: settings.voice,
    timezone: settings.timezone,
    customHours: settings.customHoursEnabled ? settings.customHours : "",
    customHoursEnabled: settings.customHoursEnabled,
    reputationManagement: settings.reputationManagement,
    reviewUrl: settings.reviewUrl.trim(),
    workflowMode: settings.workflowMode,
  };
}
