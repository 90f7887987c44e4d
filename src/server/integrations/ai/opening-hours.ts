import {
  describeOpeningHours,
  type OpeningHours,
  openingHoursInText,
  type TimeRange,
  WEEKDAYS,
  type WeekdayName,
} from "../../../shared/api/opening-hours";
import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { phrasesOfEvery } from "../../text/phrases/phrases";
import { foldForMatching, normalizeTypography, wordsPattern } from "../../text/text-folding";

// Opening hours as owners write them ("open 11 to 10", "9am-5pm Monday to Friday",
// "de 9 a 6", "Mon-Fri 9:00-17:00, Sat 10-2, closed Sundays"), read once into the structured
// opening hours, whose one written form the agent and the form then show whatever language the
// owner wrote in.

const DAY_OF_WORD: Record<string, WeekdayName> = {
  monday: "monday",
  mon: "monday",
  lunes: "monday",
  tuesday: "tuesday",
  tues: "tuesday",
  tue: "tuesday",
  martes: "tuesday",
  wednesday: "wednesday",
  wed: "wednesday",
  miercoles: "wednesday",
  thursday: "thursday",
  thurs: "thursday",
  thur: "thursday",
  thu: "thursday",
  jueves: "thursday",
  friday: "friday",
  fri: "friday",
  viernes: "friday",
  saturday: "saturday",
  sat: "saturday",
  sabado: "saturday",
  sunday: "sunday",
  sun: "sunday",
  domingo: "sunday",
};

const WEEKDAYS_ONLY: WeekdayName[] = ["monday", "tuesday", "wednesday", "thursday", "friday"];
const WEEKEND: WeekdayName[] = ["saturday", "sunday"];
const DAY_GROUPS: Record<string, WeekdayName[]> = {
  weekdays: WEEKDAYS_ONLY,
  weekday: WEEKDAYS_ONLY,
  "entre semana": WEEKDAYS_ONLY,
  weekends: WEEKEND,
  weekend: WEEKEND,
  "fines de semana": WEEKEND,
  "fin de semana": WEEKEND,
  "every day": [...WEEKDAYS],
  everyday: [...WEEKDAYS],
  daily: [...WEEKDAYS],
  "7 days a week": [...WEEKDAYS],
  "seven days a week": [...WEEKDAYS],
  "all week": [...WEEKDAYS],
  "todos los dias": [...WEEKDAYS],
  diario: [...WEEKDAYS],
  diariamente: [...WEEKDAYS],
  "toda la semana": [...WEEKDAYS],
  "los 7 dias": [...WEEKDAYS],
};

const DAY = `(${Object.keys(DAY_OF_WORD)
  .sort((a, b) => b.length - a.length)
  .join("|")})s?\\.?`;
const DAY_RANGE_SEPARATOR = String.raw`\s*(?:-|–|—|to|through|thru|till|until|al|a|hasta)\s*`;
const DAY_LIST_SEPARATOR = String.raw`\s*(?:,|&|and|y|e)\s*`;
const DAY_PHRASE = new RegExp(
  [
    `(?<range>(?:from |de |del )?${DAY}${DAY_RANGE_SEPARATOR}${DAY})`,
    `(?<group>${wordsPattern(Object.keys(DAY_GROUPS))})`,
    `(?<list>${DAY}(?:${DAY_LIST_SEPARATOR}${DAY})*)`,
  ]
    .map((alternative) => `(?<![\\p{L}])${alternative}(?![\\p{L}])`)
    .join("|"),
  "gu",
);

const NAMED_TIME = "noon|midday|midnight|mediodia|medianoche";
const TIME = String.raw`(?:las?\s+)?(?:(${NAMED_TIME})|(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s?m\b\.?|(de la manana|de la tarde|de la noche|in the morning|in the evening|at night))?)`;
const TIME_RANGE = new RegExp(
  String.raw`(?<![\d:.])${TIME}\s*(?:-|–|—|to|till|til|until|through|thru|hasta|and|al|a|y)\s*${TIME}(?![\d:])` +
    // "2 to 3 weeks", "5-10 employees" are not hours.
    String.raw`(?!\s*(?:days?|weeks?|months?|years?|people|persons|employees|staff|minutes?|mins?|hours?|hrs?|%|percent|dollars|dias|semanas|meses|anos|personas|empleados|minutos|horas)(?![\p{L}]))`,
  "gu",
);
// A bare "11 to 10" is hours only after words like these; "9am", "17:00" or "noon" need none.
const HOURS_CUE = new RegExp(
  `${wordsPattern(phrasesOfEvery(PHRASE_LANGUAGES, (language) => language.openingHours.hoursCues))}|(?<![\\p{L}])${DAY}(?![\\p{L}])`,
  "u",
);
// "9-5 weekdays": days right after a bare range make it hours too.
const DAYS_FOLLOW = new RegExp(
  `^\\s*(?:on\\s+|los\\s+)?(?:${wordsPattern(Object.keys(DAY_GROUPS))}|${DAY}(?![\\p{L}]))`,
  "u",
);
const ROUND_THE_CLOCK = new RegExp(
  wordsPattern(phrasesOfEvery(PHRASE_LANGUAGES, (language) => language.openingHours.roundTheClock)),
  "u",
);
const CLOSED_BEFORE = /(?:closed|cerrado|cerrados|cerramos)\s+(?:on\s+|los\s+|el\s+)?$/u;

type Meridiem = "am" | "pm";
type ClockReading = {
  hour: number;
  minute: number;
  meridiem: Meridiem | undefined;
  /** Written with minutes ("9:30", "17:00") or a leading zero ("09"): a clock, not a count. */
  writtenAsClock: boolean;
  zeroPadded: boolean;
};
type Span = { start: number; end: number };
type DayPhrase = Span & { days: WeekdayName[] };
type RangeSpan = Span & { range: TimeRange };

const WHOLE_DAY: TimeRange = { opens: "00:00", closes: "00:00" };

/** The opening hours a message states, or undefined when it states none. */
export function readOpeningHours(text: string): OpeningHours | undefined {
  const folded = foldForMatching(normalizeTypography(text));
  if (ROUND_THE_CLOCK.test(folded)) {
    return { week: Object.fromEntries(WEEKDAYS.map((day) => [day, [WHOLE_DAY]])), exceptions: [] };
  }

  const ranges = findTimeRanges(folded);
  if (ranges.length === 0) return undefined;
  const dayPhrases = findDayPhrases(folded, ranges);
  const openDays = dayPhrases.filter((phrase) => !CLOSED_BEFORE.test(folded.slice(0, phrase.start)));
  const closed = new Set(
    dayPhrases
      .filter((phrase) => CLOSED_BEFORE.test(folded.slice(0, phrase.start)))
      .flatMap(({ days }) => days),
  );

  const daysOf = assignDaysToRanges(openDays, ranges, folded);
  const week: OpeningHours["week"] = {};
  const open = (day: WeekdayName, range: TimeRange) => {
    if (!week[day]?.some((known) => known.opens === range.opens && known.closes === range.closes)) {
      week[day] = [...(week[day] ?? []), range];
    }
  };
  ranges.forEach(({ range }, index) => {
    for (const day of daysOf.get(index) ?? []) open(day, range);
  });
  // A range written without days covers the days no other range names: all of them when alone.
  const named = new Set(Object.keys(week));
  ranges.forEach(({ range }, index) => {
    if (daysOf.has(index)) return;
    for (const day of WEEKDAYS) if (!named.has(day) && !closed.has(day)) open(day, range);
  });
  for (const day of closed) if (!week[day]) week[day] = [];
  return {
    week: Object.fromEntries(WEEKDAYS.filter((day) => week[day]).map((day) => [day, week[day]])),
    exceptions: [],
  };
}

/** The opening hours a message states in their one written form, or undefined when it states none. */
export function extractOpeningHours(text: string): string | undefined {
  const hours = readOpeningHours(text);
  return hours && describeOpeningHours(hours);
}

// Owners put the days before the times ("Mon-Fri 9-5, Sat 10-2") or after them ("9-5 Monday to
// Friday, 10-2 Saturday"). A day phrase goes with the range it is written against, not the one a
// comma or "and" separates it from; when both or neither are, the first range's habit decides.
function assignDaysToRanges(
  days: readonly DayPhrase[],
  ranges: readonly RangeSpan[],
  folded: string,
): Map<number, WeekdayName[]> {
  const first = ranges[0]!;
  const daysComeFirst = days.some(
    (phrase) => phrase.end <= first.start && isJoined(folded.slice(phrase.end, first.start)),
  );
  const assigned = new Map<number, WeekdayName[]>();
  for (const phrase of days) {
    const nextIndex = ranges.findIndex((range) => range.start >= phrase.end);
    const previousIndex = (nextIndex === -1 ? ranges.length : nextIndex) - 1;
    const next = ranges[nextIndex];
    const previous = ranges[previousIndex];
    const gapToNext = next ? folded.slice(phrase.end, next.start) : undefined;
    const gapToPrevious = previous ? folded.slice(previous.end, phrase.start) : undefined;
    const near = (gap: string | undefined): gap is string => gap !== undefined && gap.trim().length <= 20;
    const joinedToNext = near(gapToNext) && isJoined(gapToNext);
    const joinedToPrevious = near(gapToPrevious) && isJoined(gapToPrevious);
    let target: number | undefined;
    if (joinedToNext !== joinedToPrevious) target = joinedToNext ? nextIndex : previousIndex;
    else if (near(gapToNext) && (daysComeFirst || !near(gapToPrevious))) target = nextIndex;
    else if (near(gapToPrevious)) target = previousIndex;
    if (target !== undefined && !assigned.has(target)) assigned.set(target, phrase.days);
  }
  return assigned;
}

// Words between a day phrase and a range that keep them together: "on", "from", "de", "los".
function isJoined(gap: string): boolean {
  return !/[,;.]|(?<![\p{L}])(?:and|y)(?![\p{L}])/u.test(gap) && gap.trim().length <= 12;
}

function findTimeRanges(folded: string): RangeSpan[] {
  const ranges: RangeSpan[] = [];
  for (const match of folded.matchAll(TIME_RANGE)) {
    const open = readClock(match.slice(1, 6));
    const close = readClock(match.slice(6, 11));
    if (!open || !close) continue;
    const explicit = [open, close].some(({ meridiem, writtenAsClock }) => meridiem || writtenAsClock);
    const before = folded.slice(Math.max(0, match.index - 25), match.index);
    const after = folded.slice(match.index + match[0].length);
    if (!explicit && !HOURS_CUE.test(before) && !DAYS_FOLLOW.test(after)) continue;
    ranges.push({ start: match.index, end: match.index + match[0].length, range: readRange(open, close) });
  }
  return ranges;
}

function findDayPhrases(folded: string, ranges: readonly Span[]): DayPhrase[] {
  const phrases: DayPhrase[] = [];
  for (const match of folded.matchAll(DAY_PHRASE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (ranges.some((range) => start < range.end && end > range.start)) continue;
    const { range, group, list } = match.groups ?? {};
    const days = range
      ? daysFromTo(dayNamesIn(range))
      : group
        ? (DAY_GROUPS[group] ?? [])
        : dayNamesIn(list ?? "");
    phrases.push({ start, end, days });
  }
  return phrases;
}

const SINGLE_DAY = new RegExp(`(?<![\\p{L}])${DAY}(?![\\p{L}])`, "gu");

// "Fridays", "Fri.", "lunes", "sábados": the day.
function dayNamesIn(phrase: string): WeekdayName[] {
  return (phrase.match(SINGLE_DAY) ?? []).flatMap((written) => {
    const word = written.replace(/\.$/, "");
    const day = DAY_OF_WORD[word] ?? DAY_OF_WORD[word.replace(/s$/, "")];
    return day ? [day] : [];
  });
}

// "Friday to Monday" runs over the weekend.
function daysFromTo([from, to]: readonly WeekdayName[]): WeekdayName[] {
  if (!from || !to) return from ? [from] : [];
  const days: WeekdayName[] = [from];
  for (let index = WEEKDAYS.indexOf(from); WEEKDAYS[index] !== to; ) {
    index = (index + 1) % 7;
    days.push(WEEKDAYS[index]!);
  }
  return days;
}

function readClock([named, hourText, minuteText, meridiemLetter, meridiemPhrase]: (string | undefined)[]):
  | ClockReading
  | undefined {
  if (named) {
    const midnight = named === "midnight" || named === "medianoche";
    return { hour: 12, minute: 0, meridiem: midnight ? "am" : "pm", writtenAsClock: true, zeroPadded: false };
  }
  if (!hourText) return undefined;
  const hour = Number(hourText);
  const minute = minuteText ? Number(minuteText) : 0;
  const meridiem: Meridiem | undefined = meridiemLetter
    ? meridiemLetter === "a"
      ? "am"
      : "pm"
    : meridiemPhrase
      ? /manana|morning/.test(meridiemPhrase)
        ? "am"
        : "pm"
      : undefined;
  if (minute > 59 || hour > 23 || (meridiem && (hour < 1 || hour > 12))) return undefined;
  const zeroPadded = hourText.length === 2 && hourText.startsWith("0");
  return { hour, minute, meridiem, writtenAsClock: minuteText !== undefined || zeroPadded, zeroPadded };
}

// "9:00-17:00", "de 9 a 18": a 24-hour clock, where 9 is the morning.
function isTwentyFourHour(open: ClockReading, close: ClockReading): boolean {
  return [open, close].some(
    ({ hour, meridiem, zeroPadded }) => !meridiem && (hour > 12 || hour === 0 || zeroPadded),
  );
}

function readRange(open: ClockReading, close: ClockReading): TimeRange {
  if (isTwentyFourHour(open, close)) {
    const asWritten = (clock: ClockReading) => formatClock(to24Hour(clock, clock.hour >= 12 ? "pm" : "am"));
    return { opens: asWritten(open), closes: asWritten(close) };
  }
  const openMeridiem = open.meridiem ?? guessOpeningMeridiem(open, close);
  const closeMeridiem = close.meridiem ?? guessClosingMeridiem(open.hour % 12, openMeridiem, close.hour);
  return {
    opens: formatClock(to24Hour(open, openMeridiem)),
    closes: formatClock(to24Hour(close, closeMeridiem)),
  };
}

// Without am/pm, a business opens in the morning from 5 to 11, at noon for 12 and in the
// afternoon from 1 to 4; "1 to 5pm" opens in the afternoon and "10 to 2am" in the evening.
function guessOpeningMeridiem(open: ClockReading, close: ClockReading): Meridiem {
  if (close.meridiem === "pm" && open.hour !== 12 && open.hour < close.hour % 12) return "pm";
  if (close.meridiem === "am" && open.hour > close.hour % 12) return "pm";
  if (open.hour === 12) return "pm";
  return open.hour >= 5 ? "am" : "pm";
}

// A business closes in the afternoon or evening, or after midnight when it opened in the evening
// ("4pm to 2" closes at 2 AM). "8 to 12" closes at noon, "6pm to 12" at midnight.
function guessClosingMeridiem(openHour12: number, openMeridiem: Meridiem, closeHour: number): Meridiem {
  if (openMeridiem === "pm" && (closeHour === 12 || closeHour < openHour12)) return "am";
  return "pm";
}

function to24Hour(
  { hour, minute, meridiem }: ClockReading,
  fallback: Meridiem,
): { hour: number; minute: number } {
  if (!meridiem && (hour > 12 || hour === 0)) return { hour, minute };
  const effective = meridiem ?? fallback;
  return { hour: (hour % 12) + (effective === "pm" ? 12 : 0), minute };
}

// "17:00": the structure's 24-hour clock.
function formatClock({ hour, minute }: { hour: number; minute: number }): string {
  return `${String(hour % 24).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** An agent's hours as saved: the data calls answer from, and how it was read from `customHours`. */
export type StoredOpeningHours = {
  openingHours: OpeningHours | null;
  openingHoursStatus: "none" | "structured" | "not-understood";
};

/**
 * Reads an agent's `customHours` once, when it is saved: the structure sent as JSON text (already
 * checked by the request schema), or the owner's words. Words that state no hours are kept as
 * written and marked not understood, so the agent reads them out rather than losing them.
 */
export function storedOpeningHours(customHours: string): StoredOpeningHours {
  const text = customHours.trim();
  if (!text) return { openingHours: null, openingHoursStatus: "none" };
  const sent = openingHoursInText(text);
  const hours = sent ? (sent.success ? sent.data : undefined) : readOpeningHours(text);
  return hours
    ? { openingHours: hours, openingHoursStatus: "structured" }
    : { openingHours: null, openingHoursStatus: "not-understood" };
}
