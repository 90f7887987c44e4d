import { DEFAULT_TIMEZONE } from "../../shared/catalog/agents";

// The wall clocks of an agent's timezone, where the business and its callers are: the call
// engine's open-or-closed answers and the mails' call times both read them here, from Intl, so
// midnight and daylight-saving changes need no arithmetic of ours.

/** 0 is Sunday, as in Date.getDay(). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A moment on a wall clock: its calendar date ("2026-12-25"), weekday and minute of the day. */
export type LocalTime = { date: string; weekday: Weekday; minuteOfDay: number };

// Creating an Intl.DateTimeFormat costs far more than using one; a call turn must stay well
// under a millisecond, so each timezone's formatter is made once per set of options (callers pass
// their options as one constant object).
const formatters = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/**
 * A formatter on the wall clocks of `timezone`, in `locale` (US English unless a text is written in
 * another language); a zone this runtime does not know reads as the product's default.
 */
export function zonedFormat(
  timezone: string,
  options: Intl.DateTimeFormatOptions,
  locale = "en-US",
): Intl.DateTimeFormat {
  let byZone = formatters.get(options);
  if (!byZone) {
    byZone = new Map();
    formatters.set(options, byZone);
  }
  const key = `${locale} ${timezone}`;
  const cached = byZone.get(key);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: timezone });
  } catch {
    formatter = zonedFormat(DEFAULT_TIMEZONE, options, locale);
  }
  byZone.set(key, formatter);
  return formatter;
}

const LOCAL_TIME_PARTS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  weekday: "short",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
};
const WEEKDAY_OF_SHORT_NAME: Readonly<Record<string, Weekday>> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

/** The date, weekday and minute of the day on the wall clocks of `timezone` at `now`. */
export function localTimeIn(timezone: string, now: Date): LocalTime {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of zonedFormat(timezone, LOCAL_TIME_PARTS).formatToParts(now))
    parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAY_OF_SHORT_NAME[parts.weekday ?? ""] ?? 0,
    minuteOfDay: Number(parts.hour ?? 0) * 60 + Number(parts.minute ?? 0),
  };
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The calendar date `days` after `date` ("2026-12-31" + 1 is "2027-01-01"). */
export function dateAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A wall-clock reading as milliseconds, counted as if the wall clocks were UTC's. */
function wallClockMs(date: string, minuteOfDay: number): number {
  return Date.parse(`${date}T00:00:00Z`) + minuteOfDay * MINUTE_MS;
}

/** How far the wall clocks of `timezone` are ahead of UTC at `at`, in milliseconds. */
function offsetAt(timezone: string, at: number): number {
  const shown = localTimeIn(timezone, new Date(at));
  return wallClockMs(shown.date, shown.minuteOfDay) - at;
}

/**
 * What a reading of the clock is: a moment (a caller's time, a booking's start), or an opening's
 * edge, which must hold on every reading of the clock when daylight saving repeats or skips one.
 */
export type ClockReading = "moment" | "opens" | "closes";

/**
 * The moment the wall clocks of `timezone` show `date` at `minuteOfDay`.
 * - In the hour daylight saving repeats: the first time the clocks show it, except for an opening
 *   time, which is the second, so the business is open at every reading between opening and closing.
 * - In the hour it skips: the clocks' reading an hour later, except for a closing time, which is
 *   the reading an hour earlier, before the clocks could pass it.
 */
export function instantAt(
  timezone: string,
  date: string,
  minuteOfDay: number,
  reading: ClockReading = "moment",
): Date {
  const wanted = wallClockMs(date, minuteOfDay);
  // No zone is more than 14 hours from UTC and none changes its clocks twice in two days, so the
  // offsets a day either side are the only two the moment can have.
  const withOffsetBefore = wanted - offsetAt(timezone, wanted - DAY_MS);
  const withOffsetAfter = wanted - offsetAt(timezone, wanted + DAY_MS);
  if (withOffsetBefore === withOffsetAfter) return new Date(withOffsetBefore);
  const earlier = Math.min(withOffsetBefore, withOffsetAfter);
  const later = Math.max(withOffsetBefore, withOffsetAfter);
  const shows = (instant: number) => offsetAt(timezone, instant) === wanted - instant;
  const [earlierShows, laterShows] = [shows(earlier), shows(later)];
  if (earlierShows && laterShows) return new Date(reading === "opens" ? later : earlier);
  if (earlierShows || laterShows) return new Date(earlierShows ? earlier : later);
  return new Date(reading === "closes" ? earlier : later);
}

/**
 * A wall-clock reading as if it were UTC's, for a parser that reads dates relative to a
 * reference without knowing zones: what it reads is then a wall-clock reading.
 */
export function wallClockAsUtc(local: LocalTime): Date {
  return new Date(wallClockMs(local.date, local.minuteOfDay));
}
