import type { ParsedResult } from "chrono-node";
import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { phrasesOfEvery } from "../../text/phrases/phrases";
import { foldForMatching, wordsPattern } from "../../text/text-folding";
import { dateAfter, instantAt, type LocalTime, localTimeIn, wallClockAsUtc } from "../wall-clock";
import { type FoundDetail, freeAnswer, type Span, slice } from "./caller-details";
import type { Utterance } from "./caller-intents";
import { DATE_PARSERS } from "./date-parsers";
import { calendarNames } from "./spoken-words";
import type { SpokenLanguage } from "./types";

// When the caller wants something: "Friday at 7 PM", "tomorrow morning", "el viernes a las 7",
// "in 20 minutes", kept in the caller's own words to be read back, and the moment they mean on
// the agent's wall clocks when the words name a day.

/** Where the call happens in time: the agent's timezone and the call's present moment. */
export type CallClock = { timezone: string; now: Date };

/** The day (and time, when one was said) on the agent's wall clocks, and the moment that is. */
export type MeantMoment = { date: string; minuteOfDay?: number; instant?: Date };

export type SaidDayAndTime = FoundDetail & { meant?: MeantMoment };

const wordsOf = (list: (words: (typeof PHRASE_LANGUAGES)[number]["callerDetails"]) => readonly string[]) =>
  wordsPattern(phrasesOfEvery(PHRASE_LANGUAGES, (language) => list(language.callerDetails)));

// "on Friday", "around 6:30 PM", "a las 5", "in March": the word before belongs to the day or time.
const LEAD_BEFORE = new RegExp(`${wordsOf((words) => words.dayAndTimeLeads)} $`, "u");
const NOT_BEFORE_A_DAY = new RegExp(`^${wordsOf((words) => words.notBeforeADay)} $`, "u");
// "tonight at 7", "mañana por la tarde a las 5": a day and its time said as one phrase.
const JOINED = new RegExp(`^,? (?:${wordsOf((words) => words.dayAndTimeJoins)} )?$`, "u");

type Part = { start: number; end: number; results: ParsedResult[] };

const saysDay = (result: ParsedResult) =>
  result.start.isCertain("day") || result.start.isCertain("weekday") || result.start.isCertain("month");
// "evening", "por la tarde": a part of the day, which chrono gives no certain component.
const saysPartOfDay = (result: ParsedResult) => !saysDay(result) && !result.start.isCertain("hour");
const saysMonthOnly = (result: ParsedResult) =>
  result.start.isCertain("month") && !result.start.isCertain("day") && !result.start.isCertain("weekday");
const saysTime = (result: ParsedResult) => result.start.isCertain("hour") || saysPartOfDay(result);

/** Every reading, in order, the longer kept where readings of the two languages overlap. */
/** The call's present moment on the agent's wall clocks, read once per turn. */
type Today = { timezone: string; local: LocalTime; reference: Date };
let lastToday: (Today & { now: number }) | undefined;
function todayOf(clock: CallClock): Today {
  if (lastToday?.now !== clock.now.getTime() || lastToday.timezone !== clock.timezone) {
    const local = localTimeIn(clock.timezone, clock.now);
    lastToday = {
      timezone: clock.timezone,
      now: clock.now.getTime(),
      local,
      reference: wallClockAsUtc(local),
    };
  }
  return lastToday;
}

function readingsOf(folded: string, today: Today): ParsedResult[] {
  const reference = { instant: today.reference, timezone: 0 };
  const all = DATE_PARSERS.flatMap((parser) => parser.parse(folded, reference));
  all.sort((a, b) => a.index - b.index || b.text.length - a.text.length);
  const kept: ParsedResult[] = [];
  for (const result of all) {
    const last = kept.at(-1);
    if (last && result.index < last.index + last.text.length) continue;
    kept.push(result);
  }
  return kept;
}

// The longest lead is a few words: only the end of the text before a reading is searched.
const LEAD_SEARCH_CHARS = 40;

/** Where the lead word just before `position` starts, if one is there. */
function leadBefore(folded: string, position: number): number | undefined {
  const from = Math.max(0, position - LEAD_SEARCH_CHARS);
  const lead = LEAD_BEFORE.exec(folded.slice(from, position));
  // A word cut at the start of the searched text is not a lead ("...at" of "that").
  if (!lead || (lead.index === 0 && from > 0 && /[\p{L}\p{N}]/u.test(folded.charAt(from - 1))))
    return undefined;
  return from + lead.index;
}

/** Readings said one after another, with at most a joining word between them, as one part. */
function partsOf(folded: string, readings: ParsedResult[]): Part[] {
  const parts: Part[] = [];
  for (const result of readings) {
    // Chrono's reading of "in March, for Sofia" ends with the comma.
    const end = result.index + result.text.replace(/[\s,.;:!?]+$/, "").length;
    const last = parts.at(-1);
    if (last && JOINED.test(folded.slice(last.end, result.index))) {
      last.end = end;
      last.results.push(result);
      continue;
    }
    // "first thing in the morning", "on the 3rd": every word before that belongs to it.
    let start = result.index;
    const namesDay = result.start.isCertain("day") || result.start.isCertain("weekday");
    for (let lead = leadBefore(folded, start); lead !== undefined; lead = leadBefore(folded, start)) {
      if (namesDay && NOT_BEFORE_A_DAY.test(folded.slice(lead, start))) break;
      start = lead;
    }
    // "April" or "Marzo" alone is more often a name than a month: "in April", "para marzo" is a month.
    if (start === result.index && saysMonthOnly(result)) continue;
    // "for 7 PM" is a time; "for tomorrow" or "for four" is not the caller's time word.
    if (
      start === result.index &&
      /^\d/.test(result.text) &&
      /(?<![\p{L}\p{N}])for $/u.test(folded.slice(0, start))
    )
      start -= "for ".length;
    parts.push({ start, end, results: [result] });
  }
  // "The Night Owl", "good morning", "midnight" alone: a part of the day or an hour said as one
  // word, with nothing before it or after it, is not when the caller wants something.
  return parts.filter(({ start, results: [first, ...more] }) => {
    if (!first || more.length > 0 || saysDay(first) || /[\s\d]/.test(first.text)) return true;
    return !["", "the "].includes(folded.slice(start, first.index));
  });
}

/** The caller's words for the day and for the time, each from its readings' own words on. */
type Said = { day?: Span; time?: Span; phrase?: Span; results: ParsedResult[] };

function spanOfResults(part: Part, which: (result: ParsedResult) => boolean): Span | undefined {
  let span: Span | undefined;
  part.results.forEach((result, index) => {
    if (!which(result)) return;
    // A joining word ("at", "a las", "por la") belongs to the reading after it.
    const previous = part.results[index - 1];
    const start = previous ? previous.index + previous.text.length : part.start;
    span = { start: span?.start ?? start, end: result.index + result.text.length };
  });
  return span;
}

/** The first day or time said, and the other where said apart ("Friday, say around 7"). */
function saidIn(said: Part[]): Said | undefined {
  const parts = narrowedWeek(said);
  const first = parts[0];
  if (!first) return undefined;
  const other = first.results.some(saysDay)
    ? first.results.some(saysTime)
      ? undefined
      : // "next week, any afternoon": a part of the day said apart is a time only with its lead ("in the afternoon").
        parts.find(
          (part) =>
            part.results.every((result) => !saysDay(result)) &&
            (part.results.some((result) => result.start.isCertain("hour")) ||
              part.start < (part.results[0]?.index ?? 0)),
        )
    : parts.find((part) => part.results.some(saysDay));
  const results = [...first.results, ...(other?.results ?? [])];
  const whole = { ...first, results };
  return {
    // "at 7 tonight" said as one phrase is kept as said.
    ...(other ? {} : { phrase: { start: first.start, end: first.end } }),
    day: spanOfResults(other ? (first.results.some(saysDay) ? first : other) : whole, saysDay),
    time: spanOfResults(
      other ? (first.results.some(saysDay) ? other : first) : whole,
      (result) => !saysDay(result),
    ),
    results,
  };
}

/** "Next week, maybe Tuesday afternoon": the weekday said after a week or a weekend is the day meant, said with it. */
function narrowedWeek(parts: Part[]): Part[] {
  const [first, ...rest] = parts;
  const namesWeekday = (part: Part) => part.results.some((result) => result.start.isCertain("weekday"));
  const loose = (part: Part) => part.results.every((result) => LOOSE_TIME_WORDS.test(result.text));
  if (!first || namesWeekday(first) || !loose(first)) return parts;
  const weekday = rest.find(namesWeekday);
  if (!weekday) return parts;
  // Said as one phrase, the week and its day: "next week, maybe Tuesday afternoon".
  const both = { start: first.start, end: weekday.end, results: weekday.results };
  return [both, ...rest.filter((part) => part !== weekday)];
}

const NOON = 12 * 60;

/** The hour a part of the day gives ("tonight", "de la tarde"), not the time of the call copied. */
function partOfDayMeridiem(results: ParsedResult[], reference: Date): number | undefined {
  const copiedHour = reference.getUTCHours();
  const part = results.find(
    (result) =>
      !result.start.isCertain("hour") &&
      result.start.get("meridiem") !== null &&
      result.start.get("hour") !== copiedHour,
  );
  return part?.start.get("meridiem") ?? undefined;
}

/** The moment meant, when a day or an hour was said: a bare hour is the next one to come. */
function meantBy(
  results: ParsedResult[],
  { timezone, local: today, reference }: Today,
): MeantMoment | undefined {
  const dated = results.find((result) => result.start.isCertain("day") || result.start.isCertain("weekday"));
  const timed = results.find((result) => result.start.isCertain("hour"));
  if (!dated && !timed) return undefined;
  const said = dated
    ? [dated.start.get("year"), dated.start.get("month"), dated.start.get("day")]
        .map((value, index) => String(value).padStart(index === 0 ? 4 : 2, "0"))
        .join("-")
    : today.date;
  let minuteOfDay: number | undefined;
  if (timed) {
    minuteOfDay = (timed.start.get("hour") ?? 0) * 60 + (timed.start.get("minute") ?? 0);
    const hour = Math.floor(minuteOfDay / 60);
    if (!timed.start.isCertain("meridiem") && hour >= 1 && hour < 12) {
      // "tonight at 7", "a las 9 de la noche": the part of the day says which 7. Else "at 5" is in
      // the afternoon, when businesses book, and "at 9" the next 9 o'clock to come.
      const meridiem = partOfDayMeridiem(results, reference);
      const afternoon =
        meridiem !== undefined
          ? meridiem === 1
          : hour <= 6 || (said === today.date && minuteOfDay <= today.minuteOfDay);
      if (afternoon) minuteOfDay += NOON;
    }
  }
  const date = nextToCome(said, minuteOfDay, dated, today);
  if (minuteOfDay === undefined) return { date };
  return { date, minuteOfDay, instant: instantAt(timezone, date, minuteOfDay) };
}

/**
 * Callers ask for what is to come: a time already past with no day said is tomorrow's, "Wednesday
 * at 3" said on a Friday is next week's, and "January 10" said on the 16th is next year's.
 */
function nextToCome(
  date: string,
  minuteOfDay: number | undefined,
  dated: ParsedResult | undefined,
  today: LocalTime,
): string {
  const past =
    date < today.date ||
    (date === today.date && minuteOfDay !== undefined && minuteOfDay <= today.minuteOfDay);
  if (!past) return date;
  if (!dated) return dateAfter(date, 1);
  const { start } = dated;
  // "Tomorrow", "the 3rd of February 2027": the day said is the day meant.
  if (start.isCertain("year")) return date;
  if (start.isCertain("day")) return `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
  return start.isCertain("weekday") ? dateAfter(date, 7) : date;
}

function wordsAt(utterance: Utterance, span: Span | undefined): string {
  if (!span) return "";
  return slice(utterance, span).replace(/^on /i, "").replace(/^for /i, "at ");
}

function joinDayAndTime(day: string, time: string): string {
  const joined = day && /^\d/.test(time) ? `${day} at ${time}` : [day, time].filter(Boolean).join(" ");
  return NAMED_DAY_START.test(joined) ? joined : joined.charAt(0).toLowerCase() + joined.slice(1);
}

// A turn looks for a day and time in the same words more than once (in passing, as the answer,
// at the read-back): the last reading is kept.
let lastReading: { folded: string; today: Today; said: Said | undefined } | undefined;
function readDayAndTime(utterance: Utterance, today: Today): Said | undefined {
  if (lastReading?.folded !== utterance.folded || lastReading.today !== today) {
    // "Fever since yesterday, and an appointment for tomorrow": the day of what has happened is
    // passed over for the one wanted.
    const parts = partsOf(utterance.folded, readingsOf(utterance.folded, today)).filter(
      (part) => !saidOfThePast(utterance.folded, part),
    );
    const said = saidIn(parts);
    lastReading = { folded: utterance.folded, today, said };
  }
  return lastReading.said;
}

const wordsOfSaid = (utterance: Utterance, said: Said) =>
  said.phrase
    ? joinDayAndTime(wordsAt(utterance, said.phrase), "")
    : joinDayAndTime(wordsAt(utterance, said.day), wordsAt(utterance, said.time));

// The words before a day said that may tell it is past: "since", "desde".
const PAST_LEAD_CHARACTERS = 8;
const PAST_TIME = new RegExp(
  wordsOf((words) => words.pastTimeWords),
  "u",
);

/** Whether words before or in a span say it is past: "since Monday", "desde hace dos días". */
const saidOfThePast = (folded: string, { start, end }: Span) =>
  PAST_TIME.test(folded.slice(Math.max(0, start - PAST_LEAD_CHARACTERS), end));

/** "Friday at 7 PM", "tomorrow morning", "el viernes a las 7", "in 20 minutes"; never "since Monday". */
export function findDayAndTime(utterance: Utterance, clock: CallClock): SaidDayAndTime | undefined {
  const today = todayOf(clock);
  const said = readDayAndTime(utterance, today);
  if (!said) return undefined;
  const spans = [said.day, said.time].filter((span): span is Span => span !== undefined);
  const words = [said.phrase, ...spans].filter((span): span is Span => span !== undefined);
  const whole = {
    start: Math.min(...words.map((span) => span.start)),
    end: Math.max(...words.map((span) => span.end)),
  };
  if (saidOfThePast(utterance.folded, whole)) return undefined;
  const meant = meantBy(said.results, today);
  return { value: wordsOfSaid(utterance, said), spans, ...(meant ? { meant } : {}) };
}

// Where words about a day begin does not depend on when they are said.
const ANY_DAY: CallClock = { timezone: "UTC", now: new Date(0) };

/** Where in folded text a day or time begins, with the word that leads it ("on Friday"), or -1. */
export function whereDayOrTimeStarts(folded: string): number {
  return partsOf(folded, readingsOf(folded, todayOf(ANY_DAY)))[0]?.start ?? -1;
}

// "Whenever suits you", "any weekday morning", "as soon as possible": an answer about time the
// finder above cannot pin down, kept in the caller's words; "can you book me in" is not one.
const LOOSE_TIME_WORDS = new RegExp(
  wordsOf((words) => words.looseTimeWords),
  "u",
);

/** The answer to "what day and time?": a day or time, or words about time in the caller's own terms. */
export function dayAndTimeAnswer(
  utterance: Utterance,
  taken: readonly Span[],
  clock: CallClock,
): string | undefined {
  const found = findDayAndTime(utterance, clock)?.value;
  if (found) return found;
  const loose = freeAnswer(utterance, taken);
  return loose && LOOSE_TIME_WORDS.test(foldForMatching(loose)) ? loose : undefined;
}

/** "tonight at 7" corrected with "at 9 PM" is "tonight at 9 PM": what the correction leaves out stays. */
export function correctDayAndTime(previous: string, correction: string, clock: CallClock): string {
  const before = prepareDetailText(previous);
  const after = prepareDetailText(correction);
  const saidBefore = readDayAndTime(before, todayOf(clock));
  const saidAfter = readDayAndTime(after, todayOf(clock));
  if (!saidBefore || !saidAfter) return correction;
  const day = saidAfter.day ? wordsAt(after, saidAfter.day) : wordsAt(before, saidBefore.day);
  const time = saidAfter.time ? wordsAt(after, saidAfter.time) : wordsAt(before, saidBefore.time);
  return joinDayAndTime(day, time);
}

const prepareDetailText = (text: string): Utterance => ({ original: text, folded: foldForMatching(text) });

const foldedNames = (...args: Parameters<typeof calendarNames>) =>
  calendarNames(...args).map(foldForMatching);
const startsWithOne = (names: readonly string[], flags: string) =>
  new RegExp(`^(?:${names.join("|")})`, flags);
const WEEKDAY_START: Readonly<Record<SpokenLanguage, RegExp>> = {
  english: startsWithOne(foldedNames("english", "weekday"), "u"),
  spanish: startsWithOne(foldedNames("spanish", "weekday"), "u"),
};

/** "Friday at 7" or "viernes a las 7": a day and time that starts with a day of the week's name. */
export function startsWithWeekday(value: string, language: SpokenLanguage): boolean {
  return WEEKDAY_START[language].test(foldForMatching(value));
}

// Day and month names keep their capitals; "Tomorrow" or "Next week" at the start of a sentence do not.
const NAMED_DAY_START = startsWithOne(
  [
    ...foldedNames("english", "weekday"),
    ...foldedNames("english", "month"),
    ...foldedNames("english", "month", "short"),
  ],
  "i",
);
