import { foldForMatching } from "../../text/text-folding";
import { detailWords, everyDetail, type FoundDetail, findPhoneNumber } from "./caller-details";
import type { Utterance } from "./caller-intents";
import { findCueName, nameFromAnswer } from "./caller-names";
import { type CallClock, findDayAndTime } from "./day-and-time";
import type { FieldValues, IntakeField } from "./intake-fields";
import { numberWordsAsDigits } from "./number-words";
import { SLOT_KINDS } from "./slot-kinds";

// Callers correct what they said: "make that five", "no wait, Saturday not Friday", "it's Anne,
// A-N-N-E", "mejor a las ocho". What they say after the correction's cue is the detail anew, less
// what they take back ("not Friday"); it replaces the detail of the same kind given before, and
// every other detail stays as it was.

const CORRECTION_CUE = new RegExp(
  detailWords((words) => words.correctionCues),
  "gu",
);
// "not Friday", "en vez del viernes": up to the end of the clause.
const TAKEN_BACK = new RegExp(`${detailWords((words) => words.takenBack)}[^,.;!?]*`, "gu");

/** The text with a part of it blanked, so positions in it stay positions in the caller's words. */
const blanked = (text: string, start: number, end: number) =>
  text.slice(0, start) + " ".repeat(end - start) + text.slice(end);

/**
 * What the caller says last, as a correction would have it: the words after the last correction
 * cue that has words after it, without what they take back; the whole of their words when there
 * is no cue. Positions are those of the whole utterance.
 */
function latestWords(utterance: Utterance): Utterance {
  let { original, folded } = utterance;
  const cues = [...folded.matchAll(CORRECTION_CUE)].map((match) => match.index + match[0].length);
  const after = cues.reverse().find((end) => /[\p{L}\d]/u.test(folded.slice(end)));
  // The new words start after the cue's punctuation: "no wait, Saturday".
  const from =
    after === undefined ? undefined : after + (/^[\s,.;:!?]*/u.exec(folded.slice(after))?.[0].length ?? 0);
  if (from !== undefined) {
    original = blanked(original, 0, from);
    folded = blanked(folded, 0, from);
  }
  for (const match of utterance.folded.matchAll(TAKEN_BACK)) {
    const end = match.index + match[0].length;
    if (end <= (from ?? 0)) continue;
    original = blanked(original, match.index, end);
    folded = blanked(folded, match.index, end);
  }
  return { original, folded };
}

/** The words up to the end of the first clause that says something. */
function firstClause(said: Utterance): Utterance {
  const start = said.folded.search(/[\p{L}\d]/u);
  const end = start === -1 ? -1 : said.folded.slice(start).search(/[,.;!?]/u);
  if (end === -1) return said;
  const cut = start + end;
  return {
    original: blanked(said.original, cut, said.original.length),
    folded: blanked(said.folded, cut, said.folded.length),
  };
}

/**
 * The number the caller gives, the one they correct to when they say two ("…0138, no wait, …0183")
 * or say its last digits anew ("303 555 0604, no wait, 0614").
 */
export const saidNumber = (utterance: Utterance) =>
  findPhoneNumber(latestWords(utterance)) ?? withEndSaidAgain(utterance) ?? findPhoneNumber(utterance);

// The last digits of a number said again after a correction: three or four of them.
const END_SAID_AGAIN = /(?<![\d-])\d(?:[\s-]?\d){2,3}(?![\d-])/;

function withEndSaidAgain(utterance: Utterance): FoundDetail | undefined {
  if (!saysCorrection(utterance)) return undefined;
  const whole = findPhoneNumber(utterance);
  if (!whole) return undefined;
  const from = whole.spans.at(-1)!.end;
  const end = END_SAID_AGAIN.exec(latestWords(utterance).folded.slice(from));
  if (!end) return undefined;
  const digits = end[0].replace(/\D/g, "");
  const start = from + end.index;
  return {
    value: whole.value.replace(/\D?$/, "").replace(new RegExp(`(?:\\d\\D*){${digits.length}}$`), "") + digits,
    spans: [...whole.spans, { start, end: start + end[0].length }],
  };
}

export const saysCorrection = (utterance: Utterance) => utterance.folded.search(CORRECTION_CUE) !== -1;

/**
 * The details a caller corrects in one utterance: for each field already given, the new value
 * when it differs. Without a correction cue only a name that is plainly the same person's (their
 * full name after a first name, or one part of it said anew) counts.
 */
export function correctionsIn(
  fields: readonly IntakeField[],
  values: FieldValues,
  utterance: Utterance,
  clock: CallClock,
  asked?: IntakeField,
): Record<string, string> {
  const cued = saysCorrection(utterance);
  const said = latestWords(utterance);
  const changes: Record<string, string> = {};
  // "Make it Friday, Thursday I'm working": the day or time anew is the one said first.
  const when = cued ? findDayAndTime(firstClause(said), clock) : undefined;
  const phone = cued ? findPhoneNumber(said) : undefined;
  const correction = { said, cued, clock, when, phone };
  for (const field of fields) {
    const previous = values[field.key];
    if (!previous || field === asked) continue;
    const change = SLOT_KINDS[field.kind].corrected(previous, correction);
    if (change && change !== previous) changes[field.key] = change;
  }
  // "Make that five": a bare number is the number of people when no amount in the caller's words
  // was changed instead.
  // "Sorry, 8" to "what time?" answers the question: a bare number is then not a correction.
  const answersWithNumber = asked && asked.kind !== "name" && asked.kind !== "text";
  const party = fields.find((field) => field.kind === "party-size" && values[field.key] && field !== asked);
  const amountChanged = fields.some((field) => field.kind === "text" && changes[field.key]);
  if (party && cued && !answersWithNumber && !when && !phone && !changes[party.key] && !amountChanged) {
    const count = leadingCount(said);
    if (count && count.value !== values[party.key]) changes[party.key] = count.value;
  }
  return changes;
}

// "number of people" names the party, not the phone: the longer words are looked for first.
const DETAIL_NAMES = (["party-size", "when", "name", "phone"] as const).map((kind) => ({
  kind,
  words: new RegExp(
    detailWords((words) => words.detailNames[kind]),
    "u",
  ),
}));

/** "The time", "el teléfono": the field the caller names as the one to change. */
export function fieldNamed(fields: readonly IntakeField[], utterance: Utterance): IntakeField | undefined {
  const named = DETAIL_NAMES.find(({ words }) => words.test(utterance.folded));
  return named && fields.find((field) => field.kind === named.kind);
}

// "five", "to six", "para cinco": a number said first after the cue.
const COUNT_LEAD = /^(?:to|for|be|para|a|de|ser)$/u;
const MAX_COUNT = 99;

/** The number the caller's corrected words start with, and the word after it. */
function leadingCount(said: Utterance): { value: string; word: string; next?: string } | undefined {
  const words = said.folded.trim().split(/[\s,.;!?]+/u);
  const at = COUNT_LEAD.test(words[0] ?? "") ? 1 : 0;
  const word = words[at];
  if (!word) return undefined;
  const digits = numberWordsAsDigits(word);
  if (!/^\d+$/.test(digits) || Number(digits) < 1 || Number(digits) > MAX_COUNT) return undefined;
  const original = said.original.trim().split(/[\s,.;!?]+/u)[at] ?? word;
  return { value: String(Number(digits)), word: original, ...(words[at + 1] ? { next: words[at + 1] } : {}) };
}

const sameWord = (a: string, b: string) => {
  const [x, y] = [foldForMatching(a), foldForMatching(b)];
  return x === y || x.replace(/e?s$/u, "") === y.replace(/e?s$/u, "");
};

/** "dos docenas de conchas" corrected with "tres docenas" is "tres docenas de conchas". */
export function correctedAmount(previous: string, said: Utterance): string | undefined {
  const count = leadingCount(said);
  if (!count?.next) return undefined;
  const words = previous.split(" ");
  const at = words.findIndex(
    (word, index) =>
      /^\d+$/.test(numberWordsAsDigits(foldForMatching(word))) &&
      sameWord(words[index + 1] ?? "", count.next!),
  );
  if (at === -1) return undefined;
  words[at] = count.word;
  return words.join(" ");
}

// "A-N-N-E", "L O P E Z": a word spelled letter by letter.
const SPELLED = /(?<![\p{L}'])\p{L}(?:[- ]\p{L}(?![\p{L}'])){2,}/gu;

function spelledWord(said: Utterance): string | undefined {
  const longest = [...said.original.matchAll(SPELLED)]
    .map((match) => match[0].replace(/[- ]/g, ""))
    .sort((a, b) => b.length - a.length)[0];
  return longest && longest.charAt(0).toUpperCase() + longest.slice(1).toLowerCase();
}

// First letters that can sound alike: "Kate" is corrected to "Cate with a C", "Jeff" to "Geoff".
const SOUNDS_ALIKE = new Set(
  everyDetail((words) => words.soundAlikeLetters).flatMap((pair) => [pair, [...pair].reverse().join("")]),
);

/** Two spellings of one name part: "Ann" and "Anne", "Lopes" and "Lopez", "Kate" and "Cate". */
function alike(a: string, b: string): boolean {
  const [x, y] = [foldForMatching(a), foldForMatching(b)];
  if (x === y) return true;
  if (Math.min(x.length, y.length) < 3) return false;
  if (x[0] !== y[0] && !SOUNDS_ALIKE.has(`${x[0]}${y[0]}`)) return false;
  return editDistance(x, y) <= Math.max(1, Math.floor(Math.min(x.length, y.length) / 4));
}

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}

/**
 * The caller's name corrected: a part of it said or spelled anew replaces the part it corrects
 * ("Ana Lopes" with "Lopez with a z" is "Ana Lopez"); a whole name replaces it when it goes on
 * from the name given ("Jake", then "Jake Russo") or is introduced as a correction.
 */
export function correctedName(previous: string, said: Utterance, cued: boolean): string | undefined {
  const introduced = findCueName(said)?.value;
  const candidate = spelledWord(said) ?? introduced ?? nameFromAnswer(said)?.value;
  if (!candidate) return undefined;
  const parts = previous.split(" ");
  const saidParts = candidate.split(" ");
  if (saidParts.length > 1) {
    const continues = saidParts.some((part) => parts.some((own) => alike(own, part)));
    return continues || (cued && introduced) ? candidate : undefined;
  }
  const at = parts.findIndex((own) => alike(own, candidate));
  if (at !== -1) return parts.map((own, index) => (index === at ? candidate : own)).join(" ");
  return cued && introduced ? candidate : undefined;
}
