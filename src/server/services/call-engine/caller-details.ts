import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { type CallerDetailWords, type PhraseList, phrasesOfEvery } from "../../text/phrases/phrases";
import { escapeRegExp, foldForMatching, TITLE_ABBREVIATIONS, wordsPattern } from "../../text/text-folding";
import type { Utterance } from "./caller-intents";
import { ONE_WORD_NUMBERS } from "./number-words";

// A caller can give several details in one sentence ("a table for four on Friday at
// 7 under Ana"). Each finder returns the value in the caller's own words, cut from the original
// text, and where it was said, so the rest of the sentence can answer the question asked.

export type Span = { start: number; end: number };
export type FoundDetail = { value: string; spans: Span[] };

/** The words for the numbers 0 to 20: a party's size, a digit of a phone number, an hour. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  [...ONE_WORD_NUMBERS].filter(([, value]) => value <= 20),
);
// "Un pastel" is no count.
const NUMBER = `(?:\\d{1,2}|${Object.keys(NUMBER_WORDS)
  .filter((word) => word !== "un")
  .join("|")})`;

function numberValue(written: string): number | undefined {
  const value = /^\d+$/.test(written) ? Number(written) : NUMBER_WORDS[written];
  return value !== undefined && value > 0 && value < 100 ? value : undefined;
}

export const slice = (utterance: Utterance, span: Span) =>
  utterance.original.slice(span.start, span.end).trim();
const spanOf = (match: RegExpExecArray): Span => ({
  start: match.index,
  end: match.index + match[0].length,
});

/** One list of the words around a caller's details, in every language. */
export const everyDetail = (list: (words: CallerDetailWords) => PhraseList) =>
  phrasesOfEvery(PHRASE_LANGUAGES, (language) => list(language.callerDetails));
/** The same list as a pattern of whole words, the longest first. */
export const detailWords = (list: (words: CallerDetailWords) => PhraseList) =>
  wordsPattern(everyDetail(list));
/** The same list as alternatives in the order listed, for a pattern where the order matters. */
export const anyOf = (list: (words: CallerDetailWords) => PhraseList) =>
  everyDetail(list).map(escapeRegExp).join("|");

// ---------------------------------------------------------------------------------------------
// Phone numbers

const PHONE_TOKEN = /\+?\d+|[\p{L}']+|[^\s\p{L}\d]+/gu;
export const DIGIT_WORDS: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(NUMBER_WORDS)
    .filter(([word, value]) => value < 10 && word !== "un" && word !== "una")
    .map(([word, value]) => [word, String(value)]),
  ...everyDetail((words) => words.phoneZeros).map((word) => [word, "0"]),
]);
const PHONE_SEPARATORS = /^[-().,\s/]+$/;
const REPEATS: Readonly<Record<string, number>> = { double: 2, triple: 3, doble: 2 };
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;

/** A phone number said as digits ("212 555 0100") or words ("five five five, oh one…"). */
export function findPhoneNumber(utterance: Utterance): FoundDetail | undefined {
  let best: FoundDetail | undefined;
  let digits = "";
  let start = -1;
  let end = -1;
  const finish = () => {
    const count = digits.replace(/\D/g, "").length;
    if (count >= MIN_PHONE_DIGITS && count <= MAX_PHONE_DIGITS && (!best || count > best.value.length)) {
      best = { value: digits, spans: [{ start, end }] };
    }
    digits = "";
    start = -1;
  };
  // "Double eight", "triple oh": the next digit said two or three times.
  let times = 1;
  for (const match of utterance.folded.matchAll(PHONE_TOKEN)) {
    const token = match[0];
    const asDigits = /^\+?\d+$/.test(token) ? token : DIGIT_WORDS[token];
    const repeats = REPEATS[token];
    if (repeats !== undefined && times === 1) {
      times = repeats;
      if (start === -1) start = match.index;
    } else if (asDigits !== undefined) {
      if (start === -1) start = match.index;
      const said = asDigits.length === 1 ? asDigits.repeat(times) : asDigits;
      // A leading "+" is kept (international numbers); a "+" inside is not a digit.
      digits += digits ? said.replace("+", "") : said;
      end = match.index + token.length;
      times = 1;
    } else if (!(start !== -1 && PHONE_SEPARATORS.test(token))) {
      times = 1;
      finish();
    }
  }
  finish();
  return best;
}

const SAME_NUMBER = new RegExp(
  detailWords((words) => words.sameNumber),
  "u",
);

export function meansSameNumber(utterance: Utterance): boolean {
  return SAME_NUMBER.test(utterance.folded);
}

// ---------------------------------------------------------------------------------------------
// Party sizes

const PARTY_SIZE = new RegExp(
  [
    `${detailWords((words) => words.partyNouns)} ${detailWords((words) => words.partyCountCues)} (${NUMBER})`,
    `(${NUMBER}) ${detailWords((words) => words.peopleCounted)}`,
    `${detailWords((words) => words.partyOfCues)} (${NUMBER})(?! ?(?:pm|am|o'clock|:|de la))`,
  ]
    .map((pattern) => `(?<![\\p{L}\\d])(?:${pattern})(?![\\p{L}\\d])`)
    .join("|"),
  "u",
);
const JUST_ONE = new RegExp(
  detailWords((words) => words.justOne),
  "u",
);
const ANY_NUMBER = new RegExp(`(?<![\\p{L}\\d:])${NUMBER}(?![\\p{L}\\d:])`, "u");

/** How many people: "a table for four", "six of us", "somos 3"; any number when it was asked. */
export function findPartySize(utterance: Utterance, asked: boolean): FoundDetail | undefined {
  const match = PARTY_SIZE.exec(utterance.folded);
  const written = match?.slice(1).find(Boolean);
  const counted = written === undefined ? undefined : numberValue(written);
  if (match && counted !== undefined) return { value: String(counted), spans: [spanOf(match)] };
  const alone = JUST_ONE.exec(utterance.folded);
  if (alone) return { value: "1", spans: [spanOf(alone)] };
  if (!asked) return undefined;
  const number = ANY_NUMBER.exec(utterance.folded);
  const value = number ? numberValue(number[0]) : undefined;
  return number && value !== undefined ? { value: String(value), spans: [spanOf(number)] } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Things named by keywords or introduced by a cue

// "a haircut", "my tax return", "a new roof": the words before a keyword that belong to it.
export const DETERMINERS = detailWords((words) => words.determiners);
const DETERMINER = new RegExp(`(?:^|\\s)${DETERMINERS}(?:\\s[\\p{L}-]+)?\\s$`, "u");
const DETERMINER_WINDOW = 24;
const KEYWORD_JOIN = detailWords((words) => words.keywordJoins);

/**
 * A keyword finder: "an oil change", "a haircut and blow dry", "divorcio". Keywords said one after
 * another belong together, and the determiner before them is kept.
 */
export function keywordFinder(
  phrases: readonly string[],
  { withDeterminer = true }: { withDeterminer?: boolean } = {},
): (utterance: Utterance) => FoundDetail | undefined {
  const keyword = wordsPattern(phrases);
  const pattern = new RegExp(
    `${keyword}(?:(?:\\s*,\\s*|\\s+${KEYWORD_JOIN}\\s+|\\s+)(?:${DETERMINERS}\\s+)?${keyword})*`,
    "u",
  );
  return (utterance) => {
    const match = pattern.exec(utterance.folded);
    if (!match) return undefined;
    const before = utterance.folded.slice(Math.max(0, match.index - DETERMINER_WINDOW), match.index);
    const determiner = withDeterminer ? DETERMINER.exec(before) : null;
    const start = determiner ? match.index - determiner[0].trimStart().length : match.index;
    const span = { start, end: match.index + match[0].length };
    return { value: slice(utterance, span), spans: [span] };
  };
}

/** The first finder that finds something. */
export function firstOf(
  ...finders: ((utterance: Utterance) => FoundDetail | undefined)[]
): (utterance: Utterance) => FoundDetail | undefined {
  return (utterance) => {
    for (const find of finders) {
      const found = find(utterance);
      if (found) return found;
    }
    return undefined;
  };
}

/** A pattern finder, for shapes such as "2015 Honda Civic" or "12 Oak Street". */
export function patternFinder(pattern: RegExp): (utterance: Utterance) => FoundDetail | undefined {
  return (utterance) => {
    const match = pattern.exec(utterance.folded);
    return match ? { value: slice(utterance, spanOf(match)), spans: [spanOf(match)] } : undefined;
  };
}

// Where a detail introduced by a cue ends: the end of the clause, or another detail beginning.
const CUED_VALUE_END = new RegExp(`[,.;!?]|\\s(?:${anyOf((words) => words.cuedValueEnds)})(?![\\p{L}])`, "u");
// "I'd like to…", "que…": a verb phrase, not the thing itself.
const NOT_A_THING = new RegExp(`^(?:${anyOf((words) => words.notAThing)})(?![\\p{L}])`, "u");
const MAX_CUED_WORDS = 12;

/**
 * What follows a cue ("order two pizzas", "do you have size 9 boots"), up to the clause's end or
 * `valueEnd` (a pattern, or where in the folded rest it is), where the detail's own kind of
 * sentence goes on to something else. With `keepCue`
 * the cue is part of the value: "the house on Maple Street".
 */
export function cueFinder(
  cues: readonly string[],
  { valueEnd, keepCue = false }: { valueEnd?: RegExp | ((rest: string) => number); keepCue?: boolean } = {},
): (utterance: Utterance) => FoundDetail | undefined {
  const pattern = new RegExp(`${wordsPattern(cues)}\\s+`, "gu");
  return (utterance) => {
    for (const match of utterance.folded.matchAll(pattern)) {
      const start = match.index + match[0].length;
      const rest = utterance.folded.slice(start);
      if (NOT_A_THING.test(rest)) continue;
      const ownEnd = typeof valueEnd === "function" ? valueEnd(rest) : valueEnd ? rest.search(valueEnd) : -1;
      const stops = [rest.search(CUED_VALUE_END), ownEnd].filter((at) => at >= 0);
      const stop = stops.length > 0 ? Math.min(...stops) : -1;
      const words = utterance.original
        .slice(start, stop === -1 ? undefined : start + stop)
        .split(" ")
        .filter(Boolean)
        .slice(0, MAX_CUED_WORDS);
      // "a birthday cake for" before "Saturday": the joining word belongs to what comes next.
      while (words.length > 0 && TRAILING_JOIN.test(` ${foldForMatching(words.at(-1)!)}`)) words.pop();
      if (words.length === 0) continue;
      const valueStart = keepCue ? match.index : start;
      const span = { start: valueStart, end: start + words.join(" ").length };
      return { value: slice(utterance, span), spans: [span] };
    }
    return undefined;
  };
}

// ---------------------------------------------------------------------------------------------
// Free answers

const FILLER_LEAD = new RegExp(
  `^(?:${detailWords((words) => words.fillerLeads)}(?:[,.!]?\\s+|[,.!]*$))*`,
  "u",
);
// "I need an oil change" answers "an oil change"; a message keeps these words.
// In the order listed, the first that fits: "it's about my car" answers "about my car".
const REQUEST_LEAD = new RegExp(
  `^(?:${everyDetail((words) => words.requestLeads)
    .map(escapeRegExp)
    .join("|")})\\s+`,
  "u",
);
const TRAILING_POLITENESS = new RegExp(
  `(?:[,\\s]+${detailWords((words) => words.politeEndings)})+[.!]*$`,
  "u",
);
const LEADING_JOIN = /^(?:and|y|on|at|for|para)\s+/u;
const TRAILING_JOIN = /\s+(?:and|y|on|at|for|para|with|con|my|the|a|an|your|mi|su|el|la|un|una)$/u;

/**
 * The answer to an open question ("what service do you need?") without what other finders took
 * from it: "an oil change, Friday morning" answers "an oil change" when Friday was found. With
 * `inCallerWords`, leads such as "I need" stay: a message is passed on as the caller said it.
 */
export function freeAnswer(
  utterance: Utterance,
  taken: readonly Span[],
  inCallerWords = false,
): string | undefined {
  let text = "";
  let position = 0;
  for (const span of [...taken].sort((a, b) => a.start - b.start)) {
    if (span.start > position) text += utterance.original.slice(position, span.start);
    position = Math.max(position, span.end);
  }
  text += utterance.original.slice(position);
  let tidy = text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.!?])/g, "$1")
    .trim();
  for (let previous = ""; previous !== tidy; ) {
    previous = tidy;
    tidy = tidy
      .replace(/^[,.;:!?\s]+|[,.;:!?\s]+$/g, "")
      .replace(TRAILING_POLITENESS, "")
      .replace(LEADING_JOIN, "")
      .replace(TRAILING_JOIN, "");
    const folded = foldForMatching(tidy);
    const filler = FILLER_LEAD.exec(folded)?.[0].length ?? 0;
    const request = inCallerWords ? 0 : (REQUEST_LEAD.exec(folded.slice(filler))?.[0].length ?? 0);
    tidy = tidy.slice(filler + request);
  }
  if (!tidy || saysNothing(tidy)) return undefined;
  // A message read by the owner starts with a capital, as the caller's own sentence would; a
  // detail is read back inside a sentence ("a table for…, Two pizzas" would not do).
  if (inCallerWords) return tidy.charAt(0).toUpperCase() + tidy.slice(1);
  const firstWord = foldForMatching(tidy.split(" ")[0] ?? "");
  return SENTENCE_STARTS.has(firstWord) ? tidy.charAt(0).toLowerCase() + tidy.slice(1) : tidy;
}

// Words a recogniser capitalises only because they start the sentence; names keep their capitals.
const SENTENCE_STARTS = new Set(everyDetail((words) => words.sentenceStarts));

// ---------------------------------------------------------------------------------------------
// What a message is about

// A message's reason is what the owner reads in the call log and the mail. Words
// that carry nothing for the owner: greetings, yes and thanks, "please pass it on", "I'd like to
// leave a message", the cues of a name or a number. A clause of only these is no reason.
const SAYS_NOTHING = new Set(everyDetail((words) => words.saysNothing));
/** "And my number is", "this number's fine": words that tell the owner nothing. */
const saysNothing = (text: string) =>
  foldForMatching(text)
    .split(/[^\p{L}\d']+/u)
    .every((word) => !word || SAYS_NOTHING.has(word));
// "I'm calling about catering…": the words that introduce a reason are not part of it.
const CALL_ABOUT = detailWords((words) => words.callAboutCues);
const REASON_LEAD = new RegExp(
  `^(?:${detailWords((words) => words.reasonOpeners)}[,\\s]+)*` +
    `(?:(?:${detailWords((words) => words.callerSubjects)}\\s+)?(?:${CALL_ABOUT}|${detailWords((words) => words.reasonOnlyLeads)})\\s+)?`,
  "u",
);
const CLAUSE = /[^,.;:!?]+[,.;:!?]*/gu;
const SAYS_WHAT_ABOUT = new RegExp(CALL_ABOUT, "u");

/** Whether the caller says in so many words what the call is about ("I'm calling about catering"). */
export const saysWhatCallIsAbout = (utterance: Utterance) => SAYS_WHAT_ABOUT.test(utterance.folded);

/**
 * What a message is about, from a sentence less the details other finders took from it ("this is
 * Sofia, 201 555 0199, I'm calling about catering for 40" is about "Catering for 40"); undefined
 * when nothing is left but greetings, acknowledgements and cues ("yes, please pass it on").
 */
// "Ms. Alvarez", "Dr. Chen": a title's full stop ends no clause.
const TITLE_STOP = new RegExp(`(${TITLE_ABBREVIATIONS})\\.(?=\\s)`, "gu");
const TITLE_STOP_KEPT = "\u2024";
const TIME_COLON_KEPT = "\u2236";

export function reasonFrom(utterance: Utterance, taken: readonly Span[]): string | undefined {
  // The stand-in is one character, as the full stop is, so the spans taken still fit.
  // So is a full stop inside a word: an email address or a website ("jen.ruiz@gmail.com"); and
  // the colon of a time ("around 7:30").
  let text = utterance.original
    .replace(TITLE_STOP, `$1${TITLE_STOP_KEPT}`)
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, TITLE_STOP_KEPT)
    .replace(/(?<=\d):(?=\d)/g, TIME_COLON_KEPT);
  // A detail taken out ends a clause, so "my number is" left before it stands alone.
  for (const span of [...taken].sort((a, b) => b.start - a.start)) {
    text = `${text.slice(0, span.start)},${text.slice(span.end)}`;
  }
  const clauses = (text.match(CLAUSE) ?? [])
    .map((clause) => clause.replace(/\s+/g, " ").trim())
    .filter((clause) => !saysNothing(clause));
  if (clauses.length === 0) return undefined;
  const asks = clauses.at(-1)!.endsWith("?");
  const joined = clauses.map((clause) => clause.replace(/[,.;:!?\s]+$/u, "")).join(", ");
  const lead = REASON_LEAD.exec(foldForMatching(joined))?.[0].length ?? 0;
  const reason = joined.slice(lead).replaceAll(TITLE_STOP_KEPT, ".").replaceAll(TIME_COLON_KEPT, ":");
  return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}${asks ? "?" : ""}`;
}
