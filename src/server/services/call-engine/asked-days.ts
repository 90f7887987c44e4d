import type { OpeningHours } from "../../../shared/api/opening-hours";
import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { type AskedDayWords, phrasesOfEvery } from "../../text/phrases/phrases";
import { foldForMatching } from "../../text/text-folding";
import { dateAfter, type LocalTime, type Weekday } from "../wall-clock";
import { type Bilingual, bilingual, calendarNames, pluralDay } from "./spoken-words";

// The days a caller asks the hours of: "on Sunday", "today", "tomorrow", "this weekend", a holiday
// ("Christmas Day", "Navidad") or a day the owner named in the hours' exceptions, as calendar
// dates on the agent's wall clock.

export type AskedDay = {
  /** YYYY-MM-DD on the agent's wall clock. */
  date: string;
  weekday: Weekday;
  daysAhead: number;
  /** The holiday's name, when the caller asked by it. */
  holiday?: Bilingual;
};

type Holiday = {
  name: Bilingual;
  /** The list of the callers' words for it. */
  words: keyof AskedDayWords;
  dateIn: (year: number) => string;
};

const pad = (value: number) => String(value).padStart(2, "0");
const fixed = (month: number, day: number) => (year: number) => `${year}-${pad(month)}-${pad(day)}`;
/** The fourth Thursday of November. */
const thanksgiving = (year: number) => {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  return `${year}-11-${pad(1 + ((4 - firstWeekday + 7) % 7) + 21)}`;
};

// Eves before their days: "Christmas Eve" is not Christmas.
const HOLIDAYS: readonly Holiday[] = [
  { name: bilingual("Christmas Eve", "Nochebuena"), words: "christmasEve", dateIn: fixed(12, 24) },
  { name: bilingual("Christmas Day", "Navidad"), words: "christmas", dateIn: fixed(12, 25) },
  { name: bilingual("New Year's Eve", "Nochevieja"), words: "newYearsEve", dateIn: fixed(12, 31) },
  { name: bilingual("New Year's Day", "Año Nuevo"), words: "newYear", dateIn: fixed(1, 1) },
  { name: bilingual("the Fourth of July", "el 4 de julio"), words: "independenceDay", dateIn: fixed(7, 4) },
  {
    name: bilingual("Thanksgiving", "el Día de Acción de Gracias"),
    words: "thanksgiving",
    dateIn: thanksgiving,
  },
];

// "sunday", "sundays", "domingo", "domingos": each weekday's names, one and every, in both languages.
const WEEKDAY_WORDS = calendarNames("english", "weekday").map((english, day) =>
  [english, calendarNames("spanish", "weekday")[day]!].flatMap((name) => [
    foldForMatching(name),
    foldForMatching(pluralDay(name)),
  ]),
);

/** Words as a whole-word pattern, an apostrophe optional ("new years"). */
const wordPattern = (words: string) =>
  new RegExp(`(?<![\\p{L}'])${words.replace(/'/g, "'?")}(?![\\p{L}])`, "u");
const anyOf = (words: readonly string[], before = "") =>
  new RegExp(words.map((word) => before + wordPattern(word).source).join("|"), "u");
const wordsFor = (list: keyof AskedDayWords) =>
  phrasesOfEvery(PHRASE_LANGUAGES, (language) => language.askedDays[list]);
// Built once: a turn asks this of every hours question.
const HOLIDAY_PATTERNS = HOLIDAYS.map((holiday) => ({ holiday, pattern: anyOf(wordsFor(holiday.words)) }));
const WEEKDAY_PATTERNS = WEEKDAY_WORDS.map((words) => anyOf(words));

const TODAY = anyOf(wordsFor("today"));
// "mañana" is also "morning": "por la mañana", "de la mañana", "esta mañana" are not tomorrow.
const TOMORROW = anyOf(wordsFor("tomorrow"), "(?<!(?:la|esta) )");
const WEEKEND = anyOf(wordsFor("weekend"));

function dayAt(local: LocalTime, daysAhead: number, holiday?: Bilingual): AskedDay {
  return {
    date: dateAfter(local.date, daysAhead),
    weekday: ((local.weekday + daysAhead) % 7) as Weekday,
    daysAhead,
    ...(holiday ? { holiday } : {}),
  };
}

/** Days from today's date to `date` (dates as YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The next time (today or later) a yearly date comes round. */
function nextOccurrence(local: LocalTime, dateIn: (year: number) => string): number {
  const year = Number(local.date.slice(0, 4));
  const thisYear = daysBetween(local.date, dateIn(year));
  return thisYear >= 0 ? thisYear : daysBetween(local.date, dateIn(year + 1));
}

/** The days the caller's words ask about, in the order of the calendar; none when they name no day. */
export function daysAskedAbout(
  callerWords: string,
  local: LocalTime,
  hours: OpeningHours | null,
): AskedDay[] {
  const folded = foldForMatching(callerWords);
  const days = new Map<number, AskedDay>();
  // A day asked for twice (Christmas by its name and as the owner's exception) is answered once, by its holiday name.
  const add = (day: AskedDay) => {
    if (!days.get(day.daysAhead)?.holiday) days.set(day.daysAhead, day);
  };
  // A day the owner named ("Summer party", "Inventory day") is asked for by its name.
  for (const exception of hours?.exceptions ?? []) {
    const name = foldForMatching(exception.name);
    const ahead = daysBetween(local.date, exception.date);
    if (name.length >= 3 && ahead >= 0 && folded.includes(name) && wordPattern(name).test(folded)) {
      add(dayAt(local, ahead));
    }
  }
  let rest = folded;
  for (const { holiday, pattern } of HOLIDAY_PATTERNS) {
    if (!pattern.test(rest)) continue;
    add(dayAt(local, nextOccurrence(local, holiday.dateIn), holiday.name));
    rest = rest.replace(pattern, " ");
  }
  if (TODAY.test(rest)) add(dayAt(local, 0));
  if (TOMORROW.test(rest)) add(dayAt(local, 1));
  if (WEEKEND.test(rest)) {
    // This weekend: today when it is Sunday, Saturday and Sunday otherwise.
    const toSaturday = (6 - local.weekday + 7) % 7;
    if (local.weekday !== 0) add(dayAt(local, toSaturday));
    add(dayAt(local, local.weekday === 0 ? 0 : toSaturday + 1));
  }
  WEEKDAY_PATTERNS.forEach((pattern, weekday) => {
    if (pattern.test(rest)) add(dayAt(local, (weekday - local.weekday + 7) % 7));
  });
  return [...days.values()].sort((a, b) => a.daysAhead - b.daysAhead);
}
