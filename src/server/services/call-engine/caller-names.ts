import { foldForMatching } from "../../text/text-folding";
import { anyOf, DIGIT_WORDS, detailWords, everyDetail, type FoundDetail } from "./caller-details";
import { startsAsQuestion, type Utterance } from "./caller-intents";

// The caller's name, wherever in a sentence they say it, and whose it is.

/** The words of the caller with dictation's lower case made into a name's capitals. */
function asName(text: string): string {
  if (text !== text.toLowerCase()) return text;
  return text.replace(
    /(^|[\s'-])(\p{L})/gu,
    (_whole, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

// Where a name ends: punctuation, or a word that starts the rest of the sentence.
const NAME_END = new RegExp(`[,.;!?]|\\s(?:${anyOf((words) => words.nameEnds)})(?![\\p{L}'])`, "u");
const MAX_NAME_WORDS = 4;
// After these a name follows in any sentence.
const NAME_CUE = new RegExp(`${detailWords((words) => words.nameCues)},?\\s+`, "gu");
// After these only a capitalised word is a name: "I'm Ana", but not "I'm looking for…".
const CAPITALISED_NAME_CUE = new RegExp(`${detailWords((words) => words.capitalisedNameCues)},?\\s+`, "gu");
// A lead that ends with one of those cues.
const CAPITALISED_CUE_BEFORE = new RegExp(
  `(?:^|[\\s,.])(?:${anyOf((words) => words.capitalisedNameCues)})\\s+$`,
  "u",
);
// The sounds of a caller thinking ("umm", "well", "este") are no more a name than "yes" is.
const NOT_A_NAME = new Set([
  ...everyDetail((words) => words.notNames),
  ...everyDetail((words) => words.hesitationSounds),
]);
// "My name is, uh, Heather Lindqvist": the sounds of thinking between a cue and the name.
const HESITATION_GAP = new RegExp(
  `^(?:[,.]?\\s*${detailWords((words) => words.hesitationSounds)})*[,.]?\\s*`,
  "u",
);

function nameAt(utterance: Utterance, start: number): FoundDetail | undefined {
  const rest = utterance.original.slice(start);
  const stop = utterance.folded.slice(start).search(NAME_END);
  const words = (stop === -1 ? rest : rest.slice(0, stop))
    .split(" ")
    .filter(Boolean)
    .slice(0, MAX_NAME_WORDS);
  const written = words.join(" ").replace(/^['"]+|['"]+$/g, "");
  const first = words[0] === undefined ? undefined : foldForMatching(words[0]);
  if (!written || !first || NOT_A_NAME.has(first) || /\d/.test(written)) return undefined;
  // "Siobhan, S-I-O-B-H-A-N, Murphy": the first name spelled, then the last.
  const spelled = stop === -1 || words.length > 1 ? null : SPELLED_THEN_LAST.exec(rest.slice(stop));
  if (spelled && foldForMatching(spelled[1]!.replace(/[- ]/g, "")) === foldForMatching(written)) {
    const end = stop + spelled[0].length;
    return { value: asName(`${written} ${spelled[2]}`), spans: [{ start, end: start + end }] };
  }
  // "It's Jim and Carol Dunn": a couple calling gives both their names.
  const partner = stop === -1 || words.length > 2 ? null : COUPLE.exec(rest.slice(stop));
  if (partner && !NOT_A_NAME.has(foldForMatching(partner[2]!.split(" ")[0]!))) {
    const both = `${written}${partner[1]}${partner[2]}`;
    return { value: asName(both), spans: [{ start, end: start + both.length }] };
  }
  return { value: asName(written), spans: [{ start, end: start + written.length }] };
}

// A first name's spelling and then the last name, to the end of the clause: ", S-I-O-B-H-A-N, Murphy.".
const SPELLED_THEN_LAST = /^,?\s*(\p{L}(?:[- ]\p{L}){2,}),?\s+(\p{Lu}[\p{L}'’-]+)(?=\s*(?:[,.;!?]|$))/u;

// The second name of a couple, said to the end of its clause: "… and Carol Dunn.", "… y Juan Pérez".
const COUPLE = new RegExp(
  `^(\\s+(?:${anyOf((words) => words.nameJoins)})\\s+)(\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+){0,2})(?=\\s*(?:[,.;!?]|$))`,
  "u",
);

// "Ana Ruiz here", "yeah hi, Peter Park speaking": capitalised words the caller introduces themselves by.
const NAME_THEN_HERE =
  /(?:^|[,.!?]\s+)((?:\p{Lu}[\p{L}'’-]*)(?:\s+\p{Lu}[\p{L}'’-]*){0,2})\s+(?:here|speaking)(?![\p{L}])/u;

// "…call me with a price. Tony Russo, 313-555-0145.": a first and last name said right before a
// phone number, the way callers leave their details, at the start of a sentence or after a comma;
// not a street before its house number ("Calle Colfax 2200").
// A digit said as a word, with a capital or not: "Oh", "five", "Cero".
const DIGIT_WORD = Object.keys(DIGIT_WORDS)
  .map((word) => `[${word.charAt(0).toUpperCase()}${word.charAt(0)}]${word.slice(1)}`)
  .join("|");
const NAME_THEN_NUMBER = new RegExp(
  `(?:^|[,.!?]\\s+)((?:\\p{Lu}[\\p{L}'’-]+)(?:\\s+\\p{Lu}[\\p{L}'’-]+){1,2}),?\\s+(?:(?:at|on|en|al)\\s+)?(?=\\+?\\(?\\d(?:[\\s().-]?\\d){6}|(?:${DIGIT_WORD})[\\s,])`,
  "u",
);
// "Yes hi, Daniel Cho, I was in an accident": a first and last name said between a greeting and the rest.
const NAME_AFTER_GREETING =
  /^(?:(?:[Yy]es|[Yy]eah|[Hh]i|[Hh]ello|[Hh]ey|[Gg]ood (?:morning|afternoon|evening)|[Hh]ola|[Bb]uen[oa]s(?: d[ií]as| tardes| noches)?)[,.!]?\s+)+((?:\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+){1,2}),/u;

// "Her name's Kayla", "his name is", "mi hijo se llama": a cue that names someone other than the
// caller (a child, a patient, a pet), told by the word before it or by the cue itself.
const SOMEONE_ELSES_CUE = new RegExp(`(?:${detailWords((words) => words.someoneElses)}|\\p{L}+'s)\\s*$`, "u");
const NAMES_SOMEONE_ELSE = new Set(everyDetail((words) => words.someoneElsesCues));

/**
 * "My name is Ana Ruiz", "under Smith", "soy María", "Ana Ruiz here", "Ana Ruiz, 212 555 0199": a name
 * introduced anywhere in a sentence. "Her name's Mochi, and I'm Priya Raman": the caller's own name
 * is the one they introduce themselves by; someone else's is taken only when it is the only one.
 */
export function findCueName(utterance: Utterance): FoundDetail | undefined {
  const found = cueNameIn(utterance);
  return found && restated(utterance, found);
}

// "It's Marcus, Marcus Webb", "under Patel. Priya Patel.": the name said again in full right after.
const RESTATED_NAME = /^[,.]?\s*((?:\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+){1,2})(?![\p{L}])/u;

function restated(utterance: Utterance, found: FoundDetail): FoundDetail {
  const end = found.spans.at(-1)!.end;
  const after = utterance.original.slice(end);
  const gap = HESITATION_GAP.exec(foldForMatching(after))?.[0].length ?? 0;
  const fuller = RESTATED_NAME.exec(after.slice(gap))?.[1];
  if (!fuller) return found;
  const words = fuller.split(" ");
  const said = found.value.split(" ");
  const extends_ =
    words.length > said.length &&
    [words.slice(0, said.length), words.slice(-said.length)].some(
      (part) => foldForMatching(part.join(" ")) === foldForMatching(found.value),
    );
  if (!extends_) return found;
  const fullerEnd = end + gap + after.slice(gap).indexOf(fuller) + fuller.length;
  return {
    value: fuller,
    spans: [...found.spans.slice(0, -1), { start: found.spans.at(-1)!.start, end: fullerEnd }],
  };
}

/** "His name's Jamal, and I'm Tasha Greene": the name of the other person, beside the caller's own. */
export function someoneElsesName(utterance: Utterance): FoundDetail | undefined {
  const others: FoundDetail[] = [];
  const own = cueNameIn(utterance, others);
  return others.find((other) => other !== own);
}

function cueNameIn(utterance: Utterance, others: FoundDetail[] = []): FoundDetail | undefined {
  let own: FoundDetail | undefined;
  let someoneElse: FoundDetail | undefined;
  const cued: { cue: RegExpExecArray; capitalised: boolean }[] = [
    ...[...utterance.folded.matchAll(NAME_CUE)].map((cue) => ({ cue, capitalised: false })),
    ...[...utterance.folded.matchAll(CAPITALISED_NAME_CUE)].map((cue) => ({ cue, capitalised: true })),
  ].sort((a, b) => a.cue.index - b.cue.index);
  for (const { cue, capitalised } of cued) {
    const afterCue = cue.index + cue[0].length;
    const start = afterCue + (HESITATION_GAP.exec(utterance.folded.slice(afterCue))?.[0].length ?? 0);
    if (capitalised && !/^\p{Lu}/u.test(utterance.original.slice(start))) continue;
    // "My name is, it's Marcus": the name follows the cue said last.
    if (cued.some((other) => other.cue.index === start)) continue;
    const found = nameAt(utterance, start);
    if (!found) continue;
    const named = { value: found.value, spans: [{ start: cue.index, end: found.spans[0]!.end }] };
    const before = utterance.folded.slice(0, cue.index);
    if (!NAMES_SOMEONE_ELSE.has(cue[0].trim()) && !SOMEONE_ELSES_CUE.test(before)) own ??= named;
    else {
      someoneElse ??= named;
      others.push(named);
    }
  }
  if (own) return own;
  if (someoneElse) return someoneElse;
  for (const pattern of [NAME_THEN_NUMBER, NAME_AFTER_GREETING]) {
    const said = pattern.exec(utterance.original);
    const name = said?.[1];
    if (!said || !name || !/^\p{Lu}/u.test(name)) continue;
    if (name.split(" ").some((word) => NOT_A_NAME.has(foldForMatching(word)))) continue;
    const start = said.index + said[0].indexOf(name);
    return { value: name, spans: [{ start, end: start + name.length }] };
  }
  const introduced = NAME_THEN_HERE.exec(utterance.original);
  if (introduced?.[1] && !NOT_A_NAME.has(foldForMatching(introduced[1].split(" ")[0]!))) {
    const start = introduced.index + introduced[0].indexOf(introduced[1]);
    return { value: asName(introduced[1]), spans: [{ start, end: introduced.index + introduced[0].length }] };
  }
  return undefined;
}

const WITHHOLDS_NAME = new RegExp(
  detailWords((words) => words.withholdsName),
  "u",
);

/**
 * "I'd rather not say", "no name": the caller keeps their name to themselves. "Jane, I'd rather
 * not be called late" gives one: a name said apart from the words that refuse it is theirs.
 */
export function withholdsName(utterance: Utterance): boolean {
  const refusal = WITHHOLDS_NAME.exec(utterance.folded);
  if (!refusal) return false;
  const end = refusal.index + refusal[0].length;
  const name = nameFromAnswer(utterance);
  return !name || name.spans.some((span) => span.start < end && refusal.index < span.end);
}

const ANSWER_LEAD = new RegExp(
  `^(?:(?:${anyOf((words) => words.nameAnswerOpeners)})[,.!]?\\s+)*(?:(?:${anyOf((words) => words.nameAnswerCues)})\\s+)?`,
  "u",
);

/**
 * The answer to "may I have your name?": the name, with or without "it's" or "my name is". Beside
 * another detail ("call me back on 212 555 0199") only a capitalised word is taken for a name.
 */
export function nameFromAnswer(utterance: Utterance, besideOtherDetails = false): FoundDetail | undefined {
  const cued = findCueName(utterance);
  if (cued) return cued;
  // "¿Y los domingos?": a question asked back is never the name.
  if (startsAsQuestion(utterance) || utterance.original.includes("¿")) return undefined;
  const opened = ANSWER_LEAD.exec(utterance.folded)?.[0].length ?? 0;
  // "Umm, Jane Doe": past the sounds of thinking only a capitalised word starts a name, so "hmm,
  // let me think" is none.
  const gap = HESITATION_GAP.exec(utterance.folded.slice(opened))?.[0].length ?? 0;
  const lead = /^\p{Lu}/u.test(utterance.original.slice(opened + gap)) ? opened + gap : opened;
  const capitalised = /^\p{Lu}/u.test(utterance.original.slice(lead));
  if (besideOtherDetails && !capitalised) return undefined;
  // "It's personal", "it's for my taxes": in words written with capitals, a lower-case word after
  // "it's" or "I'm" is no name (dictation in lower case throughout cannot tell, and is taken).
  const cased = utterance.original !== utterance.original.toLowerCase();
  if (cased && !capitalised && CAPITALISED_CUE_BEFORE.test(utterance.folded.slice(0, lead))) {
    return nameSentence(utterance);
  }
  return nameAt(utterance, lead) ?? nameSentence(utterance);
}

// "Oh, okay. Yeah I'd like to see it. Steve Wu, W U.": a sentence of its own that is a first and
// last name, each capitalised, perhaps followed by its spelling.
const NAME_SENTENCE = /(?:^|[.!?]\s+)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2})\s*(?=[,.!?]|$)/gu;

function nameSentence(utterance: Utterance): FoundDetail | undefined {
  for (const said of utterance.original.matchAll(NAME_SENTENCE)) {
    const name = said[1]!;
    if (name.split(" ").some((word) => NOT_A_NAME.has(foldForMatching(word)))) continue;
    const start = said.index + said[0].indexOf(name);
    return { value: name, spans: [{ start, end: start + name.length }] };
  }
  return undefined;
}
