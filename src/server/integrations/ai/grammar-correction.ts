import { detectLanguage } from "../../text/language";
import { normalizeTypography } from "../../text/text-folding";

// POST /api/correct-grammar tidies what speech recognition wrote. Offline this is a
// set of deterministic repairs: spacing, punctuation, capitals and the slips dictation makes.

// Informal spellings and missing apostrophes, written as spoken English does not write them.
const ENGLISH_SLIPS: ReadonlyArray<readonly [string, string]> = [
  ["gonna", "going to"],
  ["wanna", "want to"],
  ["gotta", "got to"],
  ["kinda", "kind of"],
  ["sorta", "sort of"],
  ["lemme", "let me"],
  ["gimme", "give me"],
  ["alot", "a lot"],
  ["u", "you"],
  ["pls", "please"],
  ["plz", "please"],
  ["thx", "thanks"],
  ["dont", "don't"],
  ["doesnt", "doesn't"],
  ["didnt", "didn't"],
  ["cant", "can't"],
  ["wont", "won't"],
  ["isnt", "isn't"],
  ["arent", "aren't"],
  ["wasnt", "wasn't"],
  ["werent", "weren't"],
  ["havent", "haven't"],
  ["hasnt", "hasn't"],
  ["couldnt", "couldn't"],
  ["shouldnt", "shouldn't"],
  ["wouldnt", "wouldn't"],
  ["im", "I'm"],
  ["ive", "I've"],
  ["youre", "you're"],
  ["theyre", "they're"],
  ["thats", "that's"],
  ["whats", "what's"],
  ["weve", "we've"],
  ["youve", "you've"],
  ["theyve", "they've"],
  ["shes", "she's"],
];
// Not inside "U.S." or "u-turn".
const SLIP_PATTERN = new RegExp(
  `(?<![\\p{L}'])(${ENGLISH_SLIPS.map(([slip]) => slip).join("|")})(?![\\p{L}]|[.'-]\\p{L})`,
  "giu",
);
const REPLACEMENT_OF_SLIP = new Map(ENGLISH_SLIPS);

// Doubled words that are sometimes right ("I had had enough", "that that is").
const WORDS_THAT_MAY_REPEAT = new Set(["had", "that"]);
// Abbreviations whose full stop does not end a sentence: "e.g.", "U.S.", "Dr.".
const ABBREVIATION_BEFORE = /(?<![\p{L}])(?:(?:\p{L}\.){2,}|(?:vs|mr|mrs|ms|dr|approx)\.)\s+$/iu;
// An English sentence starting with one of these asks something.
const QUESTION_START =
  /^(?:can|could|would|will|do|does|did|is|are|am|was|were|what|when|where|why|how|who|which|should|shall|may|have|has)(?![\p{L}'])/iu;

export function correctGrammarOffline(text: string): string {
  let corrected = normalizeTypography(text)
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (!corrected) return corrected;

  // Spanish dictation keeps its own words ("siete u ocho" is right in Spanish).
  if (detectLanguage(corrected) !== "spanish") {
    corrected = corrected.replace(SLIP_PATTERN, (slip) =>
      matchCapital(slip, REPLACEMENT_OF_SLIP.get(slip.toLowerCase()) ?? slip),
    );
    // "i" and "i'm" → "I", "I'm"; "i.e." stays.
    corrected = corrected.replace(/(?<![\p{L}'])i(?![\p{L}]|\.e\.)/gu, "I");
  }
  corrected = corrected.replace(/(?<![\p{L}'])([\p{L}']+)(?:\s+\1(?![\p{L}']))+/giu, (run, word: string) =>
    WORDS_THAT_MAY_REPEAT.has(word.toLowerCase()) ? run : word,
  );

  corrected = corrected
    // No space before punctuation: "hello , world" → "hello, world".
    .replace(/[ \t]+([,.;:!?])/g, "$1")
    // A space after a comma or semicolon, except inside numbers ("1,000").
    .replace(/([,;])(?=[^\s\d])/g, "$1 ")
    .replace(/(?<=\D),(?=\d)/g, ", ")
    // A space after a sentence's end: "done.Next" → "done. Next"; "www.site.com" and "3.5" stay.
    .replace(/(?<=\p{Ll}{2})([.!?])(?=\p{Lu}\p{Ll})/gu, "$1 ")
    .replace(/([!?])(?=\p{L})/gu, "$1 ");

  corrected = capitalizeSentences(corrected);
  if (/[.!?…:]["')\]]*$/.test(corrected)) return corrected;
  const lastSentence = corrected.split(/[.!?]\s+|\n/).at(-1) ?? "";
  const asks = lastSentence.startsWith("¿") || QUESTION_START.test(lastSentence);
  return `${corrected}${asks ? "?" : "."}`;
}

function matchCapital(original: string, replacement: string): string {
  return /^\p{Lu}/u.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

// The first letter of the text and of every sentence, also after Spanish ¿ and ¡.
function capitalizeSentences(text: string): string {
  return text.replace(
    /(^|[.!?]\s+|\n\s*)([¿¡"'(]*)(\p{Ll})/gu,
    (whole, boundary: string, opener: string, letter: string, offset: number) => {
      if (boundary.startsWith(".") && ABBREVIATION_BEFORE.test(text.slice(0, offset + boundary.length)))
        return whole;
      return boundary + opener + letter.toUpperCase();
    },
  );
}
