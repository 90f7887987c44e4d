import { describe, expect, it } from "vitest";
import { AGENT_TEXT_MAX } from "../../../shared/catalog/agents";
import {
  BUSINESS_NAME_PLACEHOLDER,
  findAgentTemplate,
  MISSING_BUSINESS_NAME_MESSAGE,
  PreparedAgentConfigSchema,
} from "../../../shared/catalog/templates";
import { checkForm } from "../../forms/form-validation";
import {
  initialCustomization,
  prepareCustomizedTemplate,
  TemplateCustomizationSchema,
} from "./template-customization";

const fitness = findAgentTemplate("fitness")!;

describe("template customisation", () => {
  it("starts from the template's own texts and settings with an empty business name", () => {
    const start = initialCustomization(fitness);
    expect(start.businessName).toBe("");
    expect(start.agentIntroduction).toContain(BUSINESS_NAME_PLACEHOLDER);
    expect(start.settings).toEqual({
      language: "english",
      voice: "male",
      timezone: "America/New_York",
      customHoursEnabled: true,
      customHours: "5:00 AM - 11:00 PM",
      reputationManagement: true,
      reviewUrl: "",
      transferTargets: [],
      transferHours: { mode: "always" },
      workflowMode: false,
    });
  });

  it("refuses a blank business name with 'Please fill in business name.', under the business name", () => {
    for (const businessName of ["", "   "]) {
      const values = { ...initialCustomization(fitness), businessName };
      expect(checkForm(TemplateCustomizationSchema, values, ["businessName", "agentPurpose"])).toEqual({
        ok: false,
        errors: { businessName: MISSING_BUSINESS_NAME_MESSAGE },
      });
    }
  });

  it("holds the business name to the agent's own rule otherwise", () => {
    const values = { ...initialCustomization(fitness), businessName: "x".repeat(AGENT_TEXT_MAX + 1) };
    expect(checkForm(TemplateCustomizationSchema, values, ["businessName"])).toEqual({
      ok: false,
      errors: { businessName: `Business name is at most ${AGENT_TEXT_MAX} characters.` },
    });
    expect(
      checkForm(TemplateCustomizationSchema, { ...values, businessName: " Iron Temple " }, ["businessName"]),
    ).toEqual({ ok: true, request: { businessName: "Iron Temple" } });
  });

  it("prepares the stored configuration from the untouched template", () => {
    const result = prepareCustomizedTemplate(fitness, {
      ...initialCustomization(fitness),
      businessName: "  Iron Temple ",
    });
    expect(PreparedAgentConfigSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({
      businessName: "Iron Temple",
      businessCategory: "fitness",
      agentName: "Iron Temple AI Assistant",
      agentIntroduction:
        "Hey, thanks for calling Iron Temple! Are you interested in a membership or booking a class?",
      operatingHours: true,
      customHours: "5:00 AM - 11:00 PM",
      templateId: "fitness",
      fromTemplate: true,
    });
  });

  it("keeps what the owner changed, mapping the form's settings to the stored fields", () => {
    const start = initialCustomization(fitness);
    const result = prepareCustomizedTemplate(fitness, {
      businessName: "Iron Temple",
      agentPurpose: " Book classes only. ",
      agentIntroduction: `Welcome to ${BUSINESS_NAME_PLACEHOLDER}, how can I help?`,
      settings: {
        ...start.settings,
        language: "multilingual",
        voice: "female",
        timezone: "Europe/London",
        customHoursEnabled: false,
        customHours: " 6:00 AM - 10:00 PM ",
        reputationManagement: false,
        workflowMode: true,
      },
    });
    expect(result).toMatchObject({
      agentPurpose: "Book classes only.",
      agentIntroduction: "Welcome to Iron Temple, how can I help?",
      language: "multilingual",
      voice: "female",
      timezone: "Europe/London",
      operatingHours: false,
      customHours: "6:00 AM - 10:00 PM",
      reputationManagement: false,
      workflowMode: true,
    });
  });
});
