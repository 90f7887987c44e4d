import type { BusinessCategory } from "../../../shared/catalog/agents";
import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { type EmergencyWords, type PhraseList, phrasesOfEvery } from "../../text/phrases/phrases";
import { escapeRegExp, foldForMatching, wordsPattern } from "../../text/text-folding";
import type { Utterance } from "./caller-intents";
import { sentencesOf } from "./knowledge-text";

// Emergencies as callers say them ("water's pouring through my ceiling", "se me reventó un tubo"),
// recognised from the words of every language (text/phrases), by the kinds of emergency a
// business of each category gets. Not an emergency: the same words negated ("no gas smell"), or
// asked about as a service ("do you fix burst pipes?", "is there an emergency fee?").

export type EmergencyKind =
  /** A person's life may be in danger: the local emergency number first. */
  | "life"
  /** Fire or gas: everyone out, then the emergency number. */
  | "danger"
  /** An animal's emergency: the emergency vet. */
  | "pet"
  | "home"
  | "electrical"
  | "medical"
  | "auto"
  | "legal"
  | "general";

export type Emergency = { kind: EmergencyKind };

type WordsOfKind = Exclude<
  keyof EmergencyWords,
  `purpose${string}` | "negations" | "aboutTheService" | "pets"
>;

const every = (list: (words: EmergencyWords) => PhraseList) =>
  phrasesOfEvery(PHRASE_LANGUAGES, (language) => list(language.emergencies));

// Up to six words between the parts of a phrase: "pipe ~ burst" is "a pipe that just burst". A word
// here is anything between spaces and commas: a class of letters in each gap, as whole words are
// found, made the patterns three times as slow to compile.
const BETWEEN_PARTS = String.raw`(?:[\s,]+[^\s,]+){0,6}?[\s,]+`;

/** "dog/cat ~ ate ~ chocolate": its parts in order, each one of its alternatives. */
function phrasePattern(phrase: string): string {
  return phrase
    .split(" ~ ")
    .map((part) => `(?:${part.split("/").map(escapeRegExp).join("|")})`)
    .join(BETWEEN_PARTS);
}

/**
 * One pattern for a list's phrases, each found anywhere as whole words. The word boundaries are
 * written once around all of them, not once per phrase: V8 compiles a pattern again whenever the
 * garbage collector has dropped its code after a quiet spell, and with a boundary per phrase the
 * largest list took 46 ms to compile, inside a caller's turn, against 2 ms.
 */
const emergencyPattern = (phrases: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.map(phrasePattern).join("|")})(?![\\p{L}\\p{N}])`, "gu");

const KIND_PATTERNS: Readonly<Record<WordsOfKind, RegExp>> = {
  lifeThreatening: emergencyPattern(every((words) => words.lifeThreatening)),
  danger: emergencyPattern(every((words) => words.danger)),
  home: emergencyPattern(every((words) => words.home)),
  electrical: emergencyPattern(every((words) => words.electrical)),
  medical: emergencyPattern(every((words) => words.medical)),
  pet: emergencyPattern(every((words) => words.pet)),
  auto: emergencyPattern(every((words) => words.auto)),
  legal: emergencyPattern(every((words) => words.legal)),
  general: emergencyPattern(every((words) => words.general)),
};
/** The same patterns without the global flag, for a yes or no (a global pattern's `test` keeps its place). */
const KIND_TESTS = Object.fromEntries(
  Object.entries(KIND_PATTERNS).map(([kind, pattern]) => [kind, new RegExp(pattern.source, "u")]),
) as Readonly<Record<WordsOfKind, RegExp>>;
const PETS = new RegExp(wordsPattern(every((words) => words.pets)), "u");
const NEGATION = new RegExp(`${wordsPattern(every((words) => words.negations))}`, "u");
const ABOUT_THE_SERVICE = new RegExp(wordsPattern(every((words) => words.aboutTheService)), "u");

/** The kinds of emergency a business of each category is called about, besides life, danger and general. */
const KINDS_BY_CATEGORY: Readonly<Record<BusinessCategory, readonly WordsOfKind[]>> = {
  construction: ["home", "electrical"],
  "real-estate": ["home", "electrical"],
  healthcare: ["pet", "medical"],
  automotive: ["auto"],
  legal: ["legal"],
  fitness: ["medical"],
  education: ["medical"],
  beauty: ["medical"],
  restaurant: [],
  retail: [],
  finance: [],
  technology: [],
  travel: [],
  consulting: [],
  other: ["home", "electrical", "pet", "medical", "auto", "legal"],
};

/** Contractions spelled out, as the phrases are written: "can't" → "can not", "water's" → "water is". */
export function spelledOut(folded: string): string {
  return (
    folded
      .replace(/\b(?:can't|cannot)\b/g, "can not")
      .replace(/\bwon't\b/g, "will not")
      .replace(/n't\b/g, " not")
      .replace(/'s\b/g, " is")
      .replace(/'re\b/g, " are")
      .replace(/'m\b/g, " am")
      .replace(/'ve\b/g, " have")
      // "knocked-out tooth", "I-94": a hyphen joins words that are said apart.
      .replace(/-/g, " ")
  );
}

/** The sentences of the caller's words, and their parts cut at a semicolon. */
const partsOf = (text: string) => sentencesOf(text).flatMap((sentence) => sentence.split(";"));

/** Whether the sentence says this kind of emergency is happening, not that it is not or asks about it. */
function saysHappening(sentence: string, pattern: RegExp): boolean {
  for (const match of sentence.matchAll(pattern)) {
    const before = sentence.slice(0, match.index);
    const lastWords = before.trim().split(/\s+/).slice(-3).join(" ");
    if (NEGATION.test(lastWords)) continue;
    if (ABOUT_THE_SERVICE.test(before)) continue;
    return true;
  }
  return false;
}

function mentions(text: string, kind: WordsOfKind): boolean {
  return partsOf(text).some((sentence) => saysHappening(sentence, KIND_PATTERNS[kind]));
}

/**
 * The emergency the caller reports, if any, for a business of this category. `aboutPets`: the
 * business cares for animals (a vet), so "she's not breathing" is said of a pet.
 */
export function emergencyIn(
  category: BusinessCategory,
  utterance: Utterance,
  aboutPets = false,
): Emergency | undefined {
  const text = spelledOut(utterance.folded);
  const kinds = KINDS_BY_CATEGORY[category];
  const ofAPet = aboutPets || PETS.test(text);
  if (ofAPet && kinds.includes("pet") && mentions(text, "pet")) return { kind: "pet" };
  if (ofAPet && mentions(text, "lifeThreatening")) return { kind: "pet" };
  if (mentions(text, "lifeThreatening")) return { kind: "life" };
  if (mentions(text, "danger")) return { kind: "danger" };
  for (const kind of kinds) {
    if (kind !== "pet" && mentions(text, kind)) return { kind: KIND_OF_WORDS[kind] };
  }
  if (mentions(text, "general")) return { kind: "general" };
  return undefined;
}

/** A business that cares for animals, from its name and purpose ("Lakeside Veterinary", "dogs and cats"). */
export function caresForAnimals(businessName: string, purpose: string): boolean {
  const text = foldForMatching(`${businessName} ${purpose}`);
  return (
    /(?<![\p{L}])(?:vet|vets|veterinary|veterinarian|veterinaria|veterinario|animal|animals|animales)(?![\p{L}])/u.test(
      text,
    ) || PETS.test(text)
  );
}

const KIND_OF_WORDS: Readonly<Record<WordsOfKind, EmergencyKind>> = {
  lifeThreatening: "life",
  danger: "danger",
  home: "home",
  electrical: "electrical",
  medical: "medical",
  pet: "pet",
  auto: "auto",
  legal: "legal",
  general: "general",
};

/**
 * The kinds of emergency a text names, negated or not: a sentence of the owner's purpose ("for chest
 * pain or trouble breathing, …"). For a business caring for animals, a life in danger is a pet's.
 */
export function kindsNamed(text: string, category: BusinessCategory, aboutPets: boolean): Set<EmergencyKind> {
  const folded = spelledOut(foldForMatching(text));
  const lists: WordsOfKind[] = ["lifeThreatening", "danger", "general", ...KINDS_BY_CATEGORY[category]];
  const kinds = new Set<EmergencyKind>();
  for (const list of lists) {
    if (!KIND_TESTS[list].test(folded)) continue;
    const kind = KIND_OF_WORDS[list];
    kinds.add(kind === "life" && aboutPets ? "pet" : kind);
  }
  return kinds;
}
