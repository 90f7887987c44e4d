import type { KnowledgeFact } from "../../../shared/api/knowledge";

// Facts added to a draft's knowledge more than once (the assistant reading the same sentence again, a
// template's example and the owner's own words) are kept once. Kept apart from the Knowledge editor's
// rows and their schema, so the main screen's first load does not carry them.

/** The words that make two facts the same fact, whatever their case or spacing. */
export function factKey(fact: KnowledgeFact): string {
  const words = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");
  switch (fact.kind) {
    case "service":
      return `service:${words(fact.name)}`;
    case "faq":
      return `faq:${words(fact.question)}`;
    case "policy":
      return `policy:${fact.topic}:${words(fact.text)}`;
    case "staff":
      return `staff:${words(fact.name)}`;
    case "location":
      return `location:${words(fact.address)}`;
  }
}

/** `existing`, then each of `added` that is not the same fact as one already there. */
export function withNewFacts(
  existing: readonly KnowledgeFact[],
  added: readonly KnowledgeFact[],
): KnowledgeFact[] {
  const keys = new Set(existing.map(factKey));
  const merged = [...existing];
  for (const fact of added) {
    const key = factKey(fact);
    if (keys.has(key)) continue;
    keys.add(key);
    merged.push(fact);
  }
  return merged;
}
