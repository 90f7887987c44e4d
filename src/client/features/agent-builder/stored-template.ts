import { NEW_AGENT_DEFAULTS } from "../../../shared/api/agents";
import { type KnowledgeFact, KnowledgeFactSchema } from "../../../shared/api/knowledge";
import {
  findAgentTemplate,
  PREPARED_TEMPLATE_STORAGE_KEY,
  PreparedAgentConfigSchema,
} from "../../../shared/catalog/templates";
import { parseStoredJson, readLocalStorageItem, removeLocalStorageItem } from "../../browser-storage";
import { type AgentConfiguration, type AgentSettings, DEFAULT_AGENT_SETTINGS } from "./builder-state";

export interface TemplateStart {
  configuration: AgentConfiguration;
  settings: AgentSettings;
  /** The template's example facts, for the owner to edit into their own in the form. */
  knowledge: KnowledgeFact[];
}

/** The configuration the template library stored for this screen, or null when there is none. */
export function readStoredTemplate(): TemplateStart | null {
  const parsed = PreparedAgentConfigSchema.safeParse(
    parseStoredJson(readLocalStorageItem(PREPARED_TEMPLATE_STORAGE_KEY)),
  );
  if (!parsed.success) return null;
  const template = parsed.data;
  return {
    configuration: {
      businessCategory: template.businessCategory,
      agentPurpose: template.agentPurpose,
      businessName: template.businessName,
      agentName: template.agentName,
      agentIntro: template.agentIntroduction,
      businessWebsite: NEW_AGENT_DEFAULTS.businessWebsite,
    },
    // A template has no review link or people to put callers through to: those keep a new agent's defaults.
    settings: {
      ...DEFAULT_AGENT_SETTINGS,
      language: template.language,
      voice: template.voice,
      timezone: template.timezone,
      customHoursEnabled: template.operatingHours,
      customHours: template.customHours,
      reputationManagement: template.reputationManagement,
      workflowMode: template.workflowMode,
    },
    knowledge: (findAgentTemplate(template.templateId)?.facts ?? []).map((fact) =>
      KnowledgeFactSchema.parse(fact),
    ),
  };
}

/** The stored template is loaded once, then removed. */
export function removeStoredTemplate(): void {
  removeLocalStorageItem(PREPARED_TEMPLATE_STORAGE_KEY);
}
