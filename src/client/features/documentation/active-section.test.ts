import { describe, expect, it } from "vitest";
import { resolveActiveSection } from "./active-section";
import {
  DOCUMENTATION_SECTION_IDS,
  documentationSectionTitle,
  sectionIdFromHash,
} from "./documentation-sections";

const resolve = (
  idsInReadingBand: string[],
  previousId: (typeof DOCUMENTATION_SECTION_IDS)[number],
  isAtPageEnd = false,
) =>
  resolveActiveSection({
    orderedIds: DOCUMENTATION_SECTION_IDS,
    idsInReadingBand: new Set(idsInReadingBand),
    isAtPageEnd,
    previousId,
  });

describe("active documentation section", () => {
  it("is the section in the reading band", () => {
    expect(resolve(["billing-payments"], "getting-started")).toBe("billing-payments");
  });

  it("is the earlier section when two share the band, whatever order they were reported in", () => {
    expect(resolve(["agent-templates", "billing-payments"], "getting-started")).toBe("billing-payments");
  });

  it("stays where it was while the band is between two sections", () => {
    expect(resolve([], "agent-creation")).toBe("agent-creation");
  });

  it("is the last section at the end of the page when nothing is in the band", () => {
    expect(resolve([], "troubleshooting", true)).toBe("api-reference");
    expect(resolve(["troubleshooting"], "troubleshooting", true)).toBe("troubleshooting");
  });

  it("ignores elements that are not sections", () => {
    expect(resolve(["page-end"], "troubleshooting")).toBe("troubleshooting");
  });
});

describe("documentation deep links", () => {
  it("reads the section of a URL hash", () => {
    expect(sectionIdFromHash("#billing-payments")).toBe("billing-payments");
    expect(sectionIdFromHash("api-reference")).toBe("api-reference");
    expect(sectionIdFromHash("#pricing")).toBeNull();
    expect(sectionIdFromHash("")).toBeNull();
    expect(sectionIdFromHash("#%E0%A4%A")).toBeNull();
  });

  it("has nine sections, from getting started to the API reference, with their titles", () => {
    expect(DOCUMENTATION_SECTION_IDS.map(documentationSectionTitle)).toEqual([
      "Getting Started",
      "Phone Number Setup",
      "Bring Your Own Number",
      "Agent Creation",
      "Configuration Options",
      "Billing & Payments",
      "Agent Templates",
      "Troubleshooting",
      "API Reference",
    ]);
  });
});
