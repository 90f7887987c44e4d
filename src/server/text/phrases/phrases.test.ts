import { describe, expect, it } from "vitest";
import { english } from "./en";
import { spanish } from "./es";
import { PHRASE_LANGUAGES } from "./languages";
import { phrases } from "./phrases";

// Every list of a language module, by its path of keys: "callerIntents.questions.hours"; the
// agent's own lines and answers are sentences, not lists.
const SENTENCES = ["agentLines", "answerLines"] as const;
// What a business of each category does, and the spoken words, are phrases said within a sentence.
const NOT_LISTS: readonly string[] = [...SENTENCES, "categoryServices", "spokenWords"];
function listsOf(value: unknown, path = ""): Map<string, readonly string[]> {
  if (Array.isArray(value)) return new Map([[path, value]]);
  if (typeof value !== "object" || value === null) throw new Error(`${path} is neither a list nor a group`);
  return new Map(
    Object.entries(value)
      .filter(([key]) => path || !NOT_LISTS.includes(key))
      .flatMap(([key, inner]) => [...listsOf(inner, path ? `${path}.${key}` : key)]),
  );
}

// The sentences of a group by their path of keys: "oneMoment", "bookings.askName".
function linesOf(value: object, path = ""): Map<string, string> {
  return new Map(
    Object.entries(value).flatMap(([key, inner]): [string, string][] => {
      const at = path ? `${path}.${key}` : key;
      return typeof inner === "string" ? [[at, inner]] : [...linesOf(inner, at)];
    }),
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

  it.each(SENTENCES)("give every language the same %s, each a written sentence", (group) => {
    const [first, ...others] = PHRASE_LANGUAGES.map((language) =>
      [...linesOf(language[group]).keys()].sort(),
    );
    expect(first?.length).toBeGreaterThan(0);
    for (const keys of others) expect(keys).toEqual(first);
    for (const language of PHRASE_LANGUAGES) {
      // A Spanish question or exclamation opens with its inverted mark; a line may open with what is filled in.
      for (const [path, line] of linesOf(language[group]))
        expect(line, path).toMatch(/^(?:[¿¡]?\p{Lu}|\{\w+\}).*[.?!]$/u);
    }
  });

  it("give every language the same words said within a sentence, none empty", () => {
    const [first, ...others] = PHRASE_LANGUAGES.map((language) => Object.keys(language.spokenWords).sort());
    for (const keys of others) expect(keys).toEqual(first);
    for (const language of PHRASE_LANGUAGES)
      for (const [key, word] of Object.entries(language.spokenWords)) expect(word.trim(), key).not.toBe("");
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
