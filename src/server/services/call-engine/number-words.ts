import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { type NumberWords, phrases, phrasesOfEvery } from "../../text/phrases/phrases";
import { foldForMatching } from "../../text/text-folding";

// Numbers said in words ("twenty-five", "catorce", "ciento veinte", "two thousand"), written as
// digits so a reply's figures read the same however they were said. Digits said one by one (a
// phone number: "five five five, zero one four two") stay separate numbers.

/** What a number word does to the number being read. */
type Part =
  | { kind: "unit" | "teen" | "tens" | "hundreds"; value: number }
  | { kind: "hundred" }
  | { kind: "thousand" };

const unit = (value: number): Part => ({ kind: "unit", value });

type NumberList = keyof Omit<NumberWords, "countedAfterOne" | "half" | "figureUnits">;
const every = (list: keyof NumberWords) =>
  phrasesOfEvery(PHRASE_LANGUAGES, (language) => language.numberWords[list]);

/** What each of a list's numbers is, from its place in the list: "a/b" are spellings of one. */
function partsOfList(list: NumberList, first: number, step: number): [string, Part][] {
  return PHRASE_LANGUAGES.flatMap((language) =>
    phrases(...language.numberWords[list]).flatMap((spellings, place, all) => {
      const value = first + place * step;
      const part: Part =
        list === "thousand"
          ? { kind: "thousand" }
          : list === "hundreds" && all.length === 1
            ? { kind: "hundred" }
            : {
                kind:
                  list === "hundreds"
                    ? "hundreds"
                    : value < 10
                      ? "unit"
                      : value >= 20 && value % 10 === 0
                        ? "tens"
                        : "teen",
                value,
              };
      return spellings.split("/").map((word): [string, Part] => [word, part]);
    }),
  );
}

// "One" (uno, un, una) is a number only before what it counts: "one hundred", "one dollar"; "no
// one", "one moment" and "un momento" are not figures.
const ONE_WORDS: ReadonlySet<string> = new Set(
  PHRASE_LANGUAGES.flatMap((language) => phrases(...language.numberWords.units)[1]?.split("/") ?? []),
);
const COUNTED_AFTER_ONE: ReadonlySet<string> = new Set(every("countedAfterOne"));

const WORDS: ReadonlyMap<string, Part> = new Map(
  [
    ...partsOfList("units", 0, 1),
    ...partsOfList("teens", 10, 1),
    ...partsOfList("tens", 20, 10),
    ...partsOfList("hundreds", 100, 100),
    ...partsOfList("thousand", 1000, 0),
  ].filter(([word]) => !ONE_WORDS.has(word)),
);

/** The numbers below 100 said in one word ("one", "doce", "veintiuno"), by their words. */
export const ONE_WORD_NUMBERS: ReadonlyMap<string, number> = new Map([
  ...[...ONE_WORDS].map((word): [string, number] => [word, 1]),
  ...[...WORDS].flatMap(([word, part]): [string, number][] =>
    "value" in part && part.value < 100 ? [[word, part.value]] : [],
  ),
]);

/** The words that may be part of a number said in words (for holding a reply's words before they are checked). */
export const NUMBER_WORDS: ReadonlySet<string> = new Set([...WORDS.keys(), ...ONE_WORDS, ...every("half")]);

/** The words of a figure besides its number: units of time, currencies, "percent". */
export const FIGURE_UNIT_WORDS: readonly string[] = every("figureUnits");

/** What a word does to a number, if it is one: `next` is the word after it, `previous` the one before. */
function partOf(
  word: string,
  next: string | undefined,
  previous: string | undefined,
  inNumber: boolean,
): Part | undefined {
  if (ONE_WORDS.has(word)) {
    // Digits said one by one ("zero one four two") count "one" too.
    const counts = inNumber || (next !== undefined && (COUNTED_AFTER_ONE.has(next) || WORDS.has(next)));
    return counts ? unit(1) : undefined;
  }
  // "por ciento" is "percent", not a hundred.
  if (word === "ciento" && previous === "por") return undefined;
  return WORDS.get(word);
}

/** Whether `part` continues a number whose last word was `last` ("twenty" + "five", "two" + "hundred"). */
function continues(last: Part["kind"], part: Part, joined: boolean): boolean {
  if (part.kind === "thousand") return last !== "thousand";
  if (part.kind === "hundred") return last === "unit" || last === "teen";
  // "and" / "y" only join "hundred and five" and "treinta y cinco".
  if (joined)
    return (last === "hundred" && part.kind !== "hundreds") || (last === "tens" && part.kind === "unit");
  switch (last) {
    case "tens":
      return part.kind === "unit";
    case "hundred":
    case "hundreds":
      return part.kind !== "hundreds";
    case "thousand":
      return true;
    default:
      return false;
  }
}

const TOKEN = /[\p{L}]+|[^\p{L}]+/gu;

/** The text with every number said in words written in digits ("catorce dólares" → "14 dólares"). */
export function numberWordsAsDigits(text: string): string {
  const tokens = text.match(TOKEN) ?? [];
  const out: string[] = [];
  let total = 0;
  let current = 0;
  let last: Part["kind"] | null = null;
  // Text between number words that is only a joiner ("-", " and ", " y "), kept until the next word says whether it joins.
  let gap = "";
  const flush = () => {
    if (last !== null) out.push(String(total + current));
    total = 0;
    current = 0;
    last = null;
  };
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const word = foldForMatching(token);
    const nextWord = tokens[index + 2] && foldForMatching(tokens[index + 2]!);
    const previousWord = tokens[index - 2] && foldForMatching(tokens[index - 2]!);
    const part: Part | undefined = /\p{L}/u.test(token)
      ? partOf(word, nextWord, previousWord, last !== null)
      : undefined;
    if (!part) {
      if (last !== null && (/^[\s-]+$/.test(token) || (/^(and|y)$/.test(word) && gap.trim() === ""))) {
        gap += token;
        continue;
      }
      flush();
      out.push(gap, token);
      gap = "";
      continue;
    }
    const joined = /\b(and|y)\b/i.test(gap);
    if (last !== null && !continues(last, part, joined)) {
      flush();
      out.push(gap);
    }
    gap = "";
    switch (part.kind) {
      case "hundred":
        current = (current || 1) * 100;
        break;
      case "thousand":
        total += (current || 1) * 1000;
        current = 0;
        break;
      default:
        current += part.value;
    }
    last = part.kind;
  }
  flush();
  out.push(gap);
  return out.join("");
}
