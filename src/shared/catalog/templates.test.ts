import * as lucideIcons from "lucide-react";
import { describe, expect, it } from "vitest";
import { BUSINESS_CATEGORIES } from "./agents";
import {
  AGENT_TEMPLATE_IDS,
  AGENT_TEMPLATES,
  type AgentTemplate,
  findAgentTemplate,
  PreparedAgentConfigSchema,
  prepareTemplateConfig,
} from "./templates";

// Written out independently of the data under test.
const TEMPLATE_HOURS = {
  restaurant: "11:00 AM - 10:00 PM",
  retail: "9:00 AM - 9:00 PM",
  healthcare: "8:00 AM - 5:00 PM",
  legal: "9:00 AM - 6:00 PM",
  automotive: "7:00 AM - 6:00 PM",
  realestate: "8:00 AM - 8:00 PM",
  education: "8:00 AM - 6:00 PM",
  beauty: "9:00 AM - 7:00 PM",
  homeservices: "7:00 AM - 6:00 PM",
  professional: "9:00 AM - 5:00 PM",
  fitness: "5:00 AM - 11:00 PM",
  consulting: "9:00 AM - 6:00 PM",
};
const REPUTATION_MANAGEMENT_ON = [
  "restaurant",
  "retail",
  "automotive",
  "realestate",
  "beauty",
  "homeservices",
  "fitness",
];
const WORKFLOW_MODE_ON = ["healthcare", "legal", "realestate", "homeservices", "professional", "consulting"];

const templateById = (id: string): AgentTemplate => {
  const found = findAgentTemplate(id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};

describe("the built-in templates", () => {
  it("are twelve, one per business kind, in the gallery's order", () => {
    const galleryOrder =
      "restaurant retail healthcare legal automotive realestate education beauty homeservices professional fitness consulting";
    expect(AGENT_TEMPLATES.map(({ id }) => id)).toEqual(galleryOrder.split(" "));
    expect(AGENT_TEMPLATES.map(({ id }) => id)).toEqual([...AGENT_TEMPLATE_IDS]);
  });

  it.each(Object.entries(TEMPLATE_HOURS))("%s has its hours on, reading %s", (id, hours) => {
    expect(templateById(id).operatingHours).toEqual({ enabled: true, hours });
  });

  it.each(AGENT_TEMPLATE_IDS)(
    "%s has reputation management and workflow mode on or off by its kind of business",
    (id) => {
      const template = templateById(id);
      expect(template.reputationManagement).toBe(REPUTATION_MANAGEMENT_ON.includes(id));
      expect(template.workflowMode).toBe(WORKFLOW_MODE_ON.includes(id));
    },
  );

  it.each(AGENT_TEMPLATE_IDS)(
    "%s speaks English on US Eastern time and greets with the business name",
    (id) => {
      const template = templateById(id);
      expect(template).toMatchObject({ language: "english", timezone: "America/New_York" });
      expect(["male", "female"]).toContain(template.voice);
      expect(template.agentIntroduction).toContain("[Business Name]");
      expect(template.title).not.toBe("");
      expect(template.description).not.toBe("");
      expect(template.agentPurpose.length).toBeGreaterThan(40);
    },
  );

  it("belong to one of the 15 business categories, each template the one its business is in", () => {
    for (const template of AGENT_TEMPLATES) expect(BUSINESS_CATEGORIES).toContain(template.category);
    expect(Object.fromEntries(AGENT_TEMPLATES.map(({ id, category }) => [id, category]))).toMatchObject({
      restaurant: "restaurant",
      retail: "retail",
      healthcare: "healthcare",
      legal: "legal",
      automotive: "automotive",
      realestate: "real-estate",
      education: "education",
      beauty: "beauty",
      homeservices: "construction",
      fitness: "fitness",
      consulting: "consulting",
    });
  });

  it("name icons that lucide-react has, so the gallery can draw each one", () => {
    for (const { icon } of AGENT_TEMPLATES) expect(Object.keys(lucideIcons)).toContain(icon);
  });

  it("answer to the older id 'medical' with the healthcare template, and to nothing unknown", () => {
    expect(findAgentTemplate("medical")?.id).toBe("healthcare");
    expect(findAgentTemplate("spaceship")).toBeUndefined();
  });
});

describe("prepareTemplateConfig", () => {
  it("prepares an agent's configuration from a template and the business name: the agent is named after the business", () => {
    const prepared = prepareTemplateConfig(templateById("restaurant"), { businessName: "  Tony's Pizza " });
    expect(prepared).toEqual({
      businessName: "Tony's Pizza",
      businessCategory: "restaurant",
      agentName: "Tony's Pizza AI Assistant",
      agentPurpose: templateById("restaurant").agentPurpose,
      agentIntroduction:
        "Thank you for calling Tony's Pizza! Would you like to make a reservation, place an order, or ask about our menu?",
      language: "english",
      voice: "female",
      timezone: "America/New_York",
      operatingHours: true,
      customHours: "11:00 AM - 10:00 PM",
      reputationManagement: true,
      workflowMode: false,
      templateId: "restaurant",
      fromTemplate: true,
    });
    expect(PreparedAgentConfigSchema.parse(prepared)).toEqual(prepared);
  });

  it("keeps what the owner changed in the customise form, still filling in the business name", () => {
    const prepared = prepareTemplateConfig(templateById("healthcare"), {
      businessName: "Bright Smile Dental",
      agentIntroduction: "Hello from [Business Name], [Business Name]'s front desk speaking.",
      language: "spanish",
      voice: "male",
      timezone: "America/Chicago",
      customHours: "7:30 AM - 4:00 PM",
      workflowMode: false,
    });
    expect(prepared).toMatchObject({
      agentName: "Bright Smile Dental AI Assistant",
      agentIntroduction: "Hello from Bright Smile Dental, Bright Smile Dental's front desk speaking.",
      language: "spanish",
      voice: "male",
      timezone: "America/Chicago",
      customHours: "7:30 AM - 4:00 PM",
      workflowMode: false,
      businessCategory: "healthcare",
      templateId: "healthcare",
    });
  });

  it("takes a chosen agent name, and falls back to the default for a blank one", () => {
    const template = templateById("fitness");
    expect(
      prepareTemplateConfig(template, { businessName: "Iron Gym", agentName: " Coach Max " }).agentName,
    ).toBe("Coach Max");
    expect(prepareTemplateConfig(template, { businessName: "Iron Gym", agentName: "  " }).agentName).toBe(
      "Iron Gym AI Assistant",
    );
  });

  it("refuses a blank business name, asking for it", () => {
    expect(() => prepareTemplateConfig(templateById("legal"), { businessName: "   " })).toThrow(
      "Please fill in business name.",
    );
  });
});
