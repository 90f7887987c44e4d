import { BUSINESS_CATEGORY_LABELS, type BusinessCategory } from "../../../shared/catalog/agents";
import type { AgentTemplate } from "../../../shared/catalog/templates";

export const ALL_CATEGORIES = "all";
export type CategoryFilter = BusinessCategory | typeof ALL_CATEGORIES;

/** The categories that have at least one template, in the order the templates are listed. */
export function templateCategories(templates: readonly AgentTemplate[]): BusinessCategory[] {
  return [...new Set(templates.map((template) => template.category))];
}

function searchableText(template: AgentTemplate): string {
  return [
    template.title,
    template.description,
    template.agentPurpose,
    BUSINESS_CATEGORY_LABELS[template.category],
  ]
    .join(" ")
    .toLocaleLowerCase();
}

/**
 * The templates of the chosen category whose title, description, purpose or category name contain every
 * word of the search, in any order and case ("salon book" finds Salon & Spa).
 */
export function filterTemplates(
  templates: readonly AgentTemplate[],
  { search, category }: { search: string; category: CategoryFilter },
): AgentTemplate[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return templates.filter((template) => {
    if (category !== ALL_CATEGORIES && template.category !== category) return false;
    const text = searchableText(template);
    return words.every((word) => text.includes(word));
  });
}

export function isCategoryFilter(
  value: string,
  categories: readonly BusinessCategory[],
): value is CategoryFilter {
  return value === ALL_CATEGORIES || (categories as readonly string[]).includes(value);
}
