import { describe, expect, it } from "vitest";
import { AGENT_TEMPLATES } from "../../../shared/catalog/templates";
import { ALL_CATEGORIES, filterTemplates, isCategoryFilter, templateCategories } from "./template-filter";
import { TEMPLATE_ICONS } from "./template-icons";

const titles = (
  search: string,
  category: Parameters<typeof filterTemplates>[1]["category"] = ALL_CATEGORIES,
) => filterTemplates(AGENT_TEMPLATES, { search, category }).map((template) => template.title);

describe("template gallery filter", () => {
  it("shows all twelve templates when nothing is searched", () => {
    expect(titles("")).toHaveLength(12);
    expect(titles("   ")).toHaveLength(12);
  });

  it("matches every word of the search in any order and case", () => {
    expect(titles("FITNESS")).toEqual(["Gym & Fitness Studio"]);
    expect(titles("salon book")).toEqual(["Salon & Spa"]);
    expect(titles("book salon")).toEqual(["Salon & Spa"]);
  });

  it("searches the purpose and the category name, not only the title", () => {
    expect(titles("911")).toEqual(["Medical Practice"]);
    // "Construction" is the category of Home Services; its title does not say it.
    expect(titles("construction")).toEqual(["Home Services"]);
  });

  it("keeps only the chosen category", () => {
    expect(titles("", "legal")).toEqual(["Law Firm"]);
    expect(titles("appointments", "beauty")).toEqual(["Salon & Spa"]);
    expect(titles("menu", "legal")).toEqual([]);
  });

  it("finds nothing for words no template contains", () => {
    expect(titles("submarine")).toEqual([]);
  });

  it("lists each category with a template once, in the templates' order", () => {
    const categories = templateCategories(AGENT_TEMPLATES);
    expect(categories).toHaveLength(12);
    expect(new Set(categories).size).toBe(categories.length);
    expect(categories[0]).toBe("restaurant");
    expect(isCategoryFilter("fitness", categories)).toBe(true);
    expect(isCategoryFilter(ALL_CATEGORIES, categories)).toBe(true);
    expect(isCategoryFilter("travel", categories)).toBe(false);
  });

  it("has an icon for every template", () => {
    for (const template of AGENT_TEMPLATES) expect(TEMPLATE_ICONS[template.icon]).toBeDefined();
  });
});
