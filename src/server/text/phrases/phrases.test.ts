import { describe, expect, it } from "vitest";
import { english } from "./en";
import { spanish } from "./es";
import { PHRASE_LANGUAGES } from "./languages";
import { phrases } from "./phrases";

// Every list of a language module, by its path of keys: "callerIntents.questions.hours"; the
// agent's own lines and what each category of business does are sentences, not lists.
function listsOf(value: unknown, path = ""): Map<string, readonly string[]> {
  if (Array.isArray(value)) return new Map([[path, value]]);
  return new Map(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => path || (key !== "agentLines" && key !== "categoryServices"))
      .flatMap(([key, inner]) => [...listsOf(inner, path ? `${path}.${key}` : key)]),
  );
}

describe("phrase modules", () => {
  it("lists English and Spanish", () => {
    expect(PHRASE_LANGUAGES).toEqual([english, spanish]);
  });

  it("give every language the same lists", () => {
    const [first, ...others] = PHRASE_LANGUAGES.map((language) => [...listsOf(language).keys()].sort());
    expect(first?.length).toBeGreaterThan(0);
    for (const keys of others) expect(keys).toEqual(first);
  });

  it("give every language the agent's lines, each a written sentence", () => {
    const [first, ...others] = PHRASE_LANGUAGES.map((language) => Object.keys(language.agentLines).sort());
    for (const keys of others) expect(keys).toEqual(first);
    for (const language of PHRASE_LANGUAGES) {
      for (const line of Object.values(language.agentLines)) expect(line).toMatch(/^[¿¡]?\p{Lu}.*[.?!]$/u);
    }
  });

  it("hold no empty list and no empty phrase, each phrase folded and trimmed", () => {
    for (const language of PHRASE_LANGUAGES) {
      for (const [path, lines] of listsOf(language)) {
        const list = phrases(...lines);
        expect(list.length, path).toBeGreaterThan(0);
        for (const phrase of list) {
          expect(phrase.trim(), path).toBe(phrase);
          expect(phrase.length, path).toBeGreaterThan(0);
          expect(phrase, path).toBe(phrase.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
        }
      }
    }
  });
});
