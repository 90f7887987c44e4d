import { foldForMatching, normalizeTypography, wordsPattern } from "./text-folding";

// Issue 3 §2: opening hours as owners write them ("open 11 to 10", "9am-5pm Monday to Friday",
// "de 9 a 6", "Mon-Fri 9:00-17:00, Sat 10-2, closed Sundays"), turned into one canonical English
// line in the style of the templates' hours (spec 001 §3: "11:00 AM - 10:00 PM"), so the agent
// and the form always read the same format whatever language the owner wrote in.

const DAY_OF_WORD: Record<string, string> = {
  monday: "Monday",
  mon: "Monday",
  lunes: "Monday",
  tuesday: "Tuesday",
  tues: "Tuesday",
  tue: "Tuesday",
  martes: "Tuesday",
  wednesday: "Wednesday",
  wed: "Wednesday",
  miercoles: "Wednesday",
  thursday: "Thursday",
  thurs: "Thursday",
  thur: "Thursday",
  thu: "Thursday",
  jueves: "Thursday",
  friday: "Friday",
  fri: "Friday",
  viernes: "Friday",
  saturday: "Saturday",
  sat: "Saturday",
  sabado: "Saturday",
  sunday: "Sunday",
  sun: "Sunday",
  domingo: "Sunday",
};

const DAY_GROUPS: Record<string, string> = {
  weekdays: "Monday to Friday",
  weekday: "Monday to Friday",
  "entre semana": "Monday to Friday",
  weekends: "Saturday and Sunday",
  weekend: "Saturday and Sunday",
  "fines de semana": "Saturday and Sunday",
  "fin de semana": "Saturday and Sunday",
  "every day": "Every day",
  everyday: "Every day",
  daily: "Every day",
  "7 days a week": "Every day",
  "seven days a week": "Every day",
  "all week": "Every day",
  "todos los dias": "Every day",
  diario: "Every day",
  diariamente: "Every day",
  "toda la semana": "Every day",
  "los 7 dias": "Every day",
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
  `${wordsPattern([
    "open",
    "opens",
    "opening",
    "hours",
    "from",
    "between",
    "daily",
    "every day",
    "de",
    "desde",
    "entre",
    "abrimos",
    "abre",
    "abren",
    "abierto",
    "abierta",
    "abiertos",
    "horario",
    "atendemos",
    "trabajamos",
  ])}|(?<![\\p{L}])${DAY}(?![\\p{L}])`,
  "u",
);
// "9-5 weekdays": days right after a bare range make it hours too.
const DAYS_FOLLOW = new RegExp(
  `^\\s*(?:on\\s+|los\\s+)?(?:${wordsPattern(Object.keys(DAY_GROUPS))}|${DAY}(?![\\p{L}]))`,
  "u",
);
const ROUND_THE_CLOCK = new RegExp(
  wordsPattern([
    "24/7",
    "24 / 7",
    "24 hours a day",
    "open 24 hours",
    "open 24 hrs",
    "around the clock",
    "24 horas al dia",
    "abierto las 24 horas",
    "abiertos las 24 horas",
    "abierto 24 horas",
    "abiertos 24 horas",
    "las 24 horas del dia",
  ]),
  "u",
);
const CLOSED_BEFORE = /(?:closed|cerrado|cerrados|cerramos)\s+(?:on\s+|los\s+|el\s+)?$/u;

const ROUND_THE_CLOCK_HOURS = "Open 24 hours a day, 7 days a week";

type Meridiem = "am" | "pm";
type ClockReading = {
  hour: number;
  minute: number;
  meridiem: Meridiem | undefined;
  /** Written with minutes ("9:30", "17:00") or a leading zero ("09"): a clock, not a count. */
  writtenAsClock: boolean;
  zeroPadded: boolean;
};
type Span = { start: number; end: number; text: string };

/** The opening hours a message states, in canonical form, or undefined when it states none. */
export function extractOpeningHours(text: string): string | undefined {
  const folded = foldForMatching(normalizeTypography(text));
  if (ROUND_THE_CLOCK.test(folded)) return ROUND_THE_CLOCK_HOURS;

  const ranges = findTimeRanges(folded);
  if (ranges.length === 0) return undefined;
  const dayPhrases = findDayPhrases(folded, ranges);
  const openDays = dayPhrases.filter((phrase) => !CLOSED_BEFORE.test(folded.slice(0, phrase.start)));
  const closedDays = dayPhrases.filter((phrase) => CLOSED_BEFORE.test(folded.slice(0, phrase.start)));

  const daysOf = assignDaysToRanges(openDays, ranges, folded);
  const segments = ranges.map((range, index) => {
    const days = daysOf.get(index);
    return days ? `${days}, ${range.text}` : range.text;
  });
  const closed = closedDays.length > 0 ? [`Closed ${closedDays.map(({ text }) => text).join(" and ")}`] : [];
  return [...segments, ...closed].join("; ");
}

// Owners put the days before the times ("Mon-Fri 9-5, Sat 10-2") or after them ("9-5 Monday to
// Friday, 10-2 Saturday"). A day phrase goes with the range it is written against, not the one a
// comma or "and" separates it from; when both or neither are, the first range's habit decides.
function assignDaysToRanges(
  days: readonly Span[],
  ranges: readonly Span[],
  folded: string,
): Map<number, string> {
  const first = ranges[0]!;
  const daysComeFirst = days.some(
    (phrase) => phrase.end <= first.start && isJoined(folded.slice(phrase.end, first.start)),
  );
  const assigned = new Map<number, string>();
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
    if (target !== undefined && !assigned.has(target)) assigned.set(target, phrase.text);
  }
  return assigned;
}

// Words between a day phrase and a range that keep them together: "on", "from", "de", "los".
function isJoined(gap: string): boolean {
  return !/[,;.]|(?<![\p{L}])(?:and|y)(?![\p{L}])/u.test(gap) && gap.trim().length <= 12;
}

function findTimeRanges(folded: string): Span[] {
  const ranges: Span[] = [];
  for (const match of folded.matchAll(TIME_RANGE)) {
    const open = readClock(match.slice(1, 6));
    const close = readClock(match.slice(6, 11));
    if (!open || !close) continue;
    const explicit = [open, close].some(({ meridiem, writtenAsClock }) => meridiem || writtenAsClock);
    const before = folded.slice(Math.max(0, match.index - 25), match.index);
    const after = folded.slice(match.index + match[0].length);
    if (!explicit && !HOURS_CUE.test(before) && !DAYS_FOLLOW.test(after)) continue;
    ranges.push({ start: match.index, end: match.index + match[0].length, text: formatRange(open, close) });
  }
  return ranges;
}

function findDayPhrases(folded: string, ranges: readonly Span[]): Span[] {
  const phrases: Span[] = [];
  for (const match of folded.matchAll(DAY_PHRASE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (ranges.some((range) => start < range.end && end > range.start)) continue;
    const { range, group, list } = match.groups ?? {};
    const text = range
      ? dayNamesIn(range).join(" to ")
      : group
        ? (DAY_GROUPS[group] ?? group)
        : joinList(dayNamesIn(list ?? ""));
    phrases.push({ start, end, text });
  }
  return phrases;
}

const SINGLE_DAY = new RegExp(`(?<![\\p{L}])${DAY}(?![\\p{L}])`, "gu");

// "Fridays", "Fri.", "lunes", "sábados": the day's English name.
function dayNamesIn(phrase: string): string[] {
  return (phrase.match(SINGLE_DAY) ?? []).map((written) => {
    const word = written.replace(/\.$/, "");
    return DAY_OF_WORD[word] ?? DAY_OF_WORD[word.replace(/s$/, "")] ?? word;
  });
}

function joinList(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
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

function formatRange(open: ClockReading, close: ClockReading): string {
  if (isTwentyFourHour(open, close)) {
    const asWritten = (clock: ClockReading) => formatClock(to24Hour(clock, clock.hour >= 12 ? "pm" : "am"));
    return `${asWritten(open)} - ${asWritten(close)}`;
  }
  const openMeridiem = open.meridiem ?? guessOpeningMeridiem(open, close);
  const closeMeridiem = close.meridiem ?? guessClosingMeridiem(open.hour % 12, openMeridiem, close.hour);
  return `${formatClock(to24Hour(open, openMeridiem))} - ${formatClock(to24Hour(close, closeMeridiem))}`;
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

function formatClock({ hour, minute }: { hour: number; minute: number }): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}
