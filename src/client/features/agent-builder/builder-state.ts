import {
  type Agent,
  type AgentChanges,
  type AgentFields,
  NEW_AGENT_DEFAULTS,
} from "../../../shared/api/agents";
import type { ChatMessage, SuggestedConfig, SuggestedField } from "../../../shared/api/assistant";
import type { Conversation } from "../../../shared/api/conversations";
import type { KnowledgeFact } from "../../../shared/api/knowledge";
import type { CountryCode, NumberSource } from "../../../shared/api/phone";
import type { TransferTarget } from "../../../shared/api/transfers";
import {
  type BusinessCategory,
  DEFAULT_TIMEZONE,
  TIMEZONE_IDS,
  type TimezoneId,
} from "../../../shared/catalog/agents";
import { timezoneOfAreaCode, timezoneOfNumber } from "../../../shared/catalog/area-code-timezones";
import { factKey, withNewFacts } from "../knowledge/fact-merging";
import {
  EMPTY_PHONE_SELECTION,
  type PhoneSelection,
  phoneSelectionOf,
  storedPhoneFieldsOf,
} from "./phone-selection";

/** The agent's voice-and-hours settings, the side panel's part of the agent. */
const AGENT_SETTINGS_FIELDS = [
  "language",
  "voice",
  "timezone",
  "customHoursEnabled",
  "customHours",
  "reputationManagement",
  // The review link texted to satisfied callers while reputation management is on.
  "reviewUrl",
  "transferTargets",
  "transferHours",
  "workflowMode",
] as const satisfies readonly (keyof typeof NEW_AGENT_DEFAULTS)[];
export type AgentSettings = Pick<Required<AgentFields>, (typeof AGENT_SETTINGS_FIELDS)[number]>;

function settingsFrom(values: AgentSettings): AgentSettings {
  return Object.fromEntries(AGENT_SETTINGS_FIELDS.map((field) => [field, values[field]])) as AgentSettings;
}

/** The fields of the Configure Your AI Agent form; the category is unset until the owner picks one. */
export type AgentConfiguration = Pick<
  Required<AgentFields>,
  "agentPurpose" | "businessName" | "agentName" | "agentIntro" | "businessWebsite"
> & { businessCategory: BusinessCategory | "" };

export interface BuilderState {
  /** The screen works on one session id per chat. */
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
  /** The agent of this configuration exists, so Create Agent is not offered. */
  isAgentCreated: boolean;
  /**
   * The saved agent's fields as this builder received them (loaded, or just saved): Update Agent sends
   * only what differs from them, so settings the owner did not touch are never written back.
   */
  agentBaseline: AgentFieldValues | null;
  /**
   * Facts the owner confirmed in the form that the agent does not have yet: a draft's, saved right
   * after the agent is created, or ones whose save failed, kept for the owner to save again.
   */
  knowledge: readonly KnowledgeFact[];
  /** Facts the assistant read from the chat since the owner last saved the form, for review there. */
  suggestedFacts: readonly KnowledgeFact[];
  /**
   * Every fact the assistant has suggested in this chat (by `factKey`): one it suggests again is not
   * added again, even after the owner removed it.
   */
  suggestedFactKeys: readonly string[];
}

/** The fields an update may change; the chat's session and conversation are not among them. */
type UpdatableField = Exclude<keyof AgentFields, "sessionId" | "conversationId">;
export type AgentFieldValues = Record<
  UpdatableField,
  string | boolean | TransferTarget[] | AgentSettings["transferHours"]
>;

/** A field's value is unchanged: the same text or switch, or a list or structure with the same content. */
const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export const DEFAULT_AGENT_SETTINGS: AgentSettings = settingsFrom(NEW_AGENT_DEFAULTS);

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
      knowledge?: readonly KnowledgeFact[];
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
  | { type: "agentSaved"; sessionId: string; agent: Agent }
  | { type: "countryChosen"; country: CountryCode | ""; countryName: string }
  | { type: "areaCodeChosen"; areaCode: string; areaLocation: string }
  | { type: "phoneNumberChosen"; phoneNumber: string }
  | { type: "numberSourceChosen"; numberSource: NumberSource }
  | { type: "settingsChanged"; settings: Partial<AgentSettings> }
  | {
      type: "configurationSubmitted";
      configuration: AgentConfiguration;
      /** The facts as saved in the form; left out, the assistant's suggestions are taken as they are. */
      knowledge?: readonly KnowledgeFact[];
    }
  | { type: "factsSuggested"; sessionId: string; facts: readonly KnowledgeFact[] }
  /** The agent now has the facts the builder kept for it. */
  | { type: "knowledgeSaved"; sessionId: string }
  | {
      type: "suggestionsReceived";
      sessionId: string;
      suggestions: SuggestedConfig;
      /** Fields the owner just stated explicitly: they replace the form's values even if unchanged. */
      statedFields?: readonly SuggestedField[];
    }
  | { type: "messageAdded"; sessionId: string; message: ChatMessage }
  | { type: "conversationSaved"; sessionId: string; conversationId: string }
  | { type: "agentRemoved" }
  | { type: "historyCleared" };

export function timezoneOrDefault(value: string | null | undefined): TimezoneId {
  return TIMEZONE_IDS.find((zone) => zone === value) ?? DEFAULT_TIMEZONE;
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
  return settingsFrom({ ...agent, timezone: timezoneOrDefault(agent.timezone) });
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
    agentBaseline: null,
    knowledge: [],
    suggestedFacts: [],
    suggestedFactKeys: [],
  };
}

/** The builder as an agent fills it: its number, settings and form, marked as existing. */
function stateOfAgent(state: BuilderState, agent: Agent): BuilderState {
  const loaded: BuilderState = {
    ...state,
    phone: phoneSelectionOf(agent),
    settings: settingsOfAgent(agent),
    configuration: configurationOfAgent(agent),
    isTimezoneChosen: true,
    isAgentCreated: true,
  };
  return { ...loaded, agentBaseline: agentFieldValuesOf(loaded) };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case "sessionStarted":
      return {
        ...createInitialState(action.sessionId, action.messages),
        configuration: action.configuration ?? EMPTY_CONFIGURATION,
        settings: action.settings ?? DEFAULT_AGENT_SETTINGS,
        knowledge: action.knowledge ?? [],
        // A template that names a zone other than the default has one of its own to keep.
        isTimezoneChosen: (action.settings?.timezone ?? DEFAULT_TIMEZONE) !== DEFAULT_TIMEZONE,
      };
    // A history item brings its messages, phone and location.
    case "conversationLoaded":
      return {
        ...createInitialState(action.conversation.sessionId, action.conversation.messages),
        phone: phoneSelectionOf(action.conversation),
        savedConversationId: action.conversation.id,
      };
    // The tab's draft already holds the number, the settings and the form (builder-draft.ts).
    case "chatResumed":
      return { ...state, messages: action.messages, savedConversationId: action.conversationId };
    // An active agent brings its fields and its conversation.
    case "agentLoaded":
      return stateOfAgent(
        {
          ...createInitialState(action.sessionId, action.messages),
          savedConversationId: action.conversationId,
        },
        action.agent,
      );
    // Changing country clears the area code and the phone.
    case "countryChosen":
      return {
        ...state,
        phone: {
          ...EMPTY_PHONE_SELECTION,
          numberSource: state.phone.numberSource,
          country: action.country,
          countryName: action.countryName,
        },
      };
    // Changing area code clears the phone.
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
    case "phoneNumberChosen": {
      // A number the owner brings has no area code chosen from a list: its own gives the timezone.
      const numberTimezone =
        state.phone.numberSource === "brought"
          ? timezoneOfNumber(state.phone.country, action.phoneNumber)
          : null;
      return {
        ...state,
        settings:
          state.isTimezoneChosen || numberTimezone === null
            ? state.settings
            : { ...state.settings, timezone: numberTimezone },
        phone: { ...state.phone, phoneNumber: action.phoneNumber },
      };
    }
    // Buying and entering one's own number pick from different numbers, so the number is cleared.
    case "numberSourceChosen":
      return { ...state, phone: { ...state.phone, numberSource: action.numberSource, phoneNumber: "" } };
    case "settingsChanged":
      return {
        ...state,
        settings: { ...state.settings, ...action.settings },
        isTimezoneChosen: state.isTimezoneChosen || action.settings.timezone !== undefined,
      };
    // A confirmed configuration is something to create or apply, even when an agent exists.
    case "configurationSubmitted":
      return {
        ...state,
        configuration: action.configuration,
        suggestions: {},
        isAgentCreated: false,
        knowledge: action.knowledge ?? withNewFacts(state.knowledge, state.suggestedFacts),
        suggestedFacts: [],
      };
    case "factsSuggested": {
      if (action.sessionId !== state.sessionId) return state;
      const seen = new Set(state.suggestedFactKeys);
      const fresh = action.facts.filter((fact) => !seen.has(factKey(fact)));
      if (fresh.length === 0) return state;
      return {
        ...state,
        suggestedFacts: withNewFacts([...state.knowledge, ...state.suggestedFacts], fresh).slice(
          state.knowledge.length,
        ),
        suggestedFactKeys: [...state.suggestedFactKeys, ...fresh.map(factKey)],
      };
    }
    case "knowledgeSaved":
      if (action.sessionId !== state.sessionId) return state;
      return { ...state, knowledge: [], suggestedFacts: [] };
    case "suggestionsReceived": {
      if (action.sessionId !== state.sessionId) return state;
      const received = withoutEmptyValues(action.suggestions);
      const stated = new Set(action.statedFields ?? []);
      const changed: SuggestedConfig = Object.fromEntries(
        Object.entries(received).filter(
          ([field, value]) =>
            stated.has(field as SuggestedField) || state.latestSuggestions[field as SuggestedField] !== value,
        ),
      );
      const { customHours, language, timezone } = changed;
      // Hours, language and timezone live in the setup panel rather than the form, where the owner
      // sees them at once.
      return {
        ...state,
        suggestions: { ...state.suggestions, ...changed },
        latestSuggestions: { ...state.latestSuggestions, ...received },
        settings: {
          ...state.settings,
          ...(customHours === undefined ? {} : { customHours, customHoursEnabled: true }),
          ...(language === undefined ? {} : { language }),
          ...(timezone === undefined ? {} : { timezone }),
        },
        isTimezoneChosen: state.isTimezoneChosen || timezone !== undefined,
      };
    }
    case "messageAdded":
      if (action.sessionId !== state.sessionId) return state;
      return { ...state, messages: [...state.messages, action.message] };
    case "conversationSaved":
      if (action.sessionId !== state.sessionId) return state;
      return { ...state, savedConversationId: action.conversationId };
    // Once created, the agent is marked as existing and the form fields are cleared.
    case "agentSaved": {
      if (action.sessionId !== state.sessionId) return state;
      const { agentBaseline } = stateOfAgent(state, action.agent);
      return {
        ...state,
        isAgentCreated: true,
        configuration: EMPTY_CONFIGURATION,
        suggestions: {},
        agentBaseline,
      };
    }
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

/** What a configuration and a phone number lack for an agent: category, purpose, names and phone. */
export function missingFrom(configuration: AgentConfiguration, phoneNumber: string): string[] {
  const missing: string[] = REQUIRED_FOR_CREATION.filter(([field]) => configuration[field].trim() === "").map(
    ([, label]) => label,
  );
  if (phoneNumber === "") missing.push("phone number");
  return missing;
}

/** What Create Agent still needs of the saved configuration and the chosen number. */
export function missingForCreation(state: BuilderState): string[] {
  return missingFrom(state.configuration, state.phone.phoneNumber);
}

/**
 * The Configure Agent form holds values for the required fields that are not saved yet (the
 * assistant's suggestions, or an agent's own configuration): what is still needed is a save away.
 */
export function formHoldsUnsavedValues(state: BuilderState, formValues: AgentConfiguration): boolean {
  return REQUIRED_FOR_CREATION.some(
    ([field]) => formValues[field].trim() !== "" && formValues[field] !== state.configuration[field],
  );
}

/** Create Agent is shown only when everything is set and the agent does not exist yet. */
export function canCreateAgent(state: BuilderState): boolean {
  return !state.isAgentCreated && missingForCreation(state).length === 0;
}

export function hasConfiguration(configuration: AgentConfiguration): boolean {
  return Object.values(configuration).some((value) => value.trim() !== "");
}

/** The agent's fields as the builder holds them, in the form the server stores them. */
function agentFieldValuesOf(state: BuilderState): AgentFieldValues {
  const { configuration, phone, settings } = state;
  return {
    ...storedPhoneFieldsOf(phone),
    businessName: configuration.businessName,
    businessCategory: configuration.businessCategory,
    agentName: configuration.agentName,
    agentPurpose: configuration.agentPurpose,
    agentIntro: configuration.agentIntro,
    businessWebsite: configuration.businessWebsite,
    ...settingsFrom(settings),
    customHours: settings.customHoursEnabled ? settings.customHours : "",
    reviewUrl: settings.reviewUrl.trim(),
  };
}

/** The body of POST /api/active-bots for the current state. */
export function agentFieldsOf(state: BuilderState, conversationId: string | null): AgentFields {
  const { configuration, phone } = state;
  if (configuration.businessCategory === "" || phone.country === "") {
    throw new Error("An agent needs a business category and a country.");
  }
  return {
    ...(agentFieldValuesOf(state) as Omit<AgentFields, "sessionId" | "conversationId">),
    sessionId: state.sessionId,
    conversationId: conversationId ?? "",
  };
}

const CONFIGURATION_FIELDS: readonly UpdatableField[] = [
  "businessCategory",
  "agentPurpose",
  "businessName",
  "agentName",
  "agentIntro",
  "businessWebsite",
];

/**
 * The body of PUT /api/active-bots/{id}: only the fields the owner changed. They are told apart from the
 * fields the builder received with the agent; when this chat never held the agent's fields (an agent
 * matched by its number), only what the owner saved in the form counts, never the setup panel's values.
 */
export function agentChangesOf(state: BuilderState, agent: Agent): AgentChanges {
  const current = agentFieldValuesOf(state);
  const baseline = state.agentBaseline ?? agentFieldValuesOf(stateOfAgent(state, agent));
  const candidates = state.agentBaseline ? (Object.keys(current) as UpdatableField[]) : CONFIGURATION_FIELDS;
  return Object.fromEntries(
    candidates
      .filter((field) => !sameValue(current[field], baseline[field]))
      .map((field) => [field, current[field]]),
  ) as AgentChanges;
}

/**
 * What the owner changed in the setup panel of an agent that is live already, since it was saved;
 * empty when the builder holds no live agent or nothing changed.
 */
export function unappliedSettingsOf(state: BuilderState): AgentChanges {
  const baseline = state.agentBaseline;
  if (!state.isAgentCreated || !baseline) return {};
  const current = agentFieldValuesOf(state);
  return Object.fromEntries(
    AGENT_SETTINGS_FIELDS.filter((field) => !sameValue(current[field], baseline[field])).map((field) => [
      field,
      current[field],
    ]),
  ) as AgentChanges;
}
