import {
  type AgentTemplate,
  MISSING_BUSINESS_NAME_MESSAGE,
  type PreparedAgentConfig,
  prepareTemplateConfig,
} from "../../../shared/catalog/templates";
import type { AgentSettings } from "../agent-builder/builder-state";

/** What the customise form holds: the business name, the two texts and the agent settings. */
export interface TemplateCustomization {
  businessName: string;
  agentPurpose: string;
  agentIntroduction: string;
  settings: AgentSettings;
}

export function initialCustomization(template: AgentTemplate): TemplateCustomization {
  return {
    businessName: "",
    agentPurpose: template.agentPurpose,
    agentIntroduction: template.agentIntroduction,
    settings: {
      language: template.language,
      voice: template.voice,
      timezone: template.timezone,
      customHoursEnabled: template.operatingHours.enabled,
      customHours: template.operatingHours.hours,
      reputationManagement: template.reputationManagement,
      // A template has no review link; the owner adds it on the main screen (issue 6 §1).
      reviewUrl: "",
      workflowMode: template.workflowMode,
    },
  };
}

export type CustomizationResult =
  | { ok: true; config: PreparedAgentConfig }
  | { ok: false; businessNameError: string };

/** Spec 001 §5: the business name is required once trimmed; everything else goes into the prepared config. */
export function prepareCustomizedTemplate(
  template: AgentTemplate,
  { businessName, agentPurpose, agentIntroduction, settings }: TemplateCustomization,
): CustomizationResult {
  if (businessName.trim() === "") return { ok: false, businessNameError: MISSING_BUSINESS_NAME_MESSAGE };
  return {
    ok: true,
    config: prepareTemplateConfig(template, {
      businessName,
      agentPurpose: agentPurpose.trim(),
      agentIntroduction: agentIntroduction.trim(),
      language: settings.language,
      voice: settings.voice,
      timezone: settings.timezone,
      operatingHours: settings.customHoursEnabled,
      customHours: settings.customHours.trim(),
      reputationManagement: settings.reputationManagement,
      workflowMode: settings.workflowMode,
    }),
  };
}
