import * as z from "zod/mini";
import { AgentFieldsSchema } from "../../../shared/api/agents";
import {
  type AgentTemplate,
  MISSING_BUSINESS_NAME_MESSAGE,
  type PreparedAgentConfig,
  prepareTemplateConfig,
} from "../../../shared/catalog/templates";
import { type AgentSettings, DEFAULT_AGENT_SETTINGS } from "../agent-builder/builder-state";

/** What the customise form holds: the business name, the two texts and the agent settings. */
export type TemplateCustomization = {
  businessName: string;
  agentPurpose: string;
  agentIntroduction: string;
  settings: AgentSettings;
};

export function initialCustomization(template: AgentTemplate): TemplateCustomization {
  return {
    businessName: "",
    agentPurpose: template.agentPurpose,
    agentIntroduction: template.agentIntroduction,
    // A template has no review link (the owner adds it on the main screen) nor people to put callers
    // through to: those keep a new agent's defaults.
    settings: {
      ...DEFAULT_AGENT_SETTINGS,
      language: template.language,
      voice: template.voice,
      timezone: template.timezone,
      customHoursEnabled: template.operatingHours.enabled,
      customHours: template.operatingHours.hours,
      reputationManagement: template.reputationManagement,
      workflowMode: template.workflowMode,
    },
  };
}

/**
 * The customise form's rule: the business name of the agent it prepares, checked with the agent's own
 * rule, but a blank one is refused in the product's sentence rather than the agent form's.
 */
export const TemplateCustomizationSchema = z.object({
  businessName: z.pipe(
    z.string().check(z.trim(), z.minLength(1, MISSING_BUSINESS_NAME_MESSAGE)),
    AgentFieldsSchema.shape.businessName,
  ),
});

/** The stored configuration from the template and what the owner chose in the customise form. */
export function prepareCustomizedTemplate(
  template: AgentTemplate,
  { businessName, agentPurpose, agentIntroduction, settings }: TemplateCustomization,
): PreparedAgentConfig {
  return prepareTemplateConfig(template, {
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
  });
}
