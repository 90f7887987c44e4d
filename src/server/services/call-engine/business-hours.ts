import { DEFAULT_TIMEZONE } from "../../../shared/catalog/agents";
import { extractOpeningHours } from "../../integrations/ai/opening-hours";
import type { AgentProfile } from "./types";

// Issue 6 §1: the agent knows the time in its timezone and whether the business is open by its
// hours. Hours are read with the builder's parser (issue 3 §2), whose canonical line
// ("Monday to Friday, 9:00 AM - 5:00 PM; Saturday, 10:00 AM - 2:00 PM; Closed Sunday") is then
// turned into opening intervals over the week. Everything runs on the wall clock of the agent's
// timezone, read from Intl, so midnight and daylight-saving changes need no arithmetic of ours.

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** 0 is Sunday, as in Date.getDay(). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Which days one line of hours covers, kept in the shape the owner wrote it for reading aloud. */
export type DaySet =
  | { kind: "every-day" }
  | { kind: "range"; from: Weekday; to: Weekday }
  | { kind: "list"; days: Weekday[] }
  /** A line without days next to lines with days: the days no other line names. */
  | { kind: "other-days" };

type OpeningPeriod = { days: DaySet; opensAt: number; closesAt: number };

export type BusinessHours =
  /** Neither hours text nor a way to read it: the agent says so and offers a message. */
  | { kind: "unknown" }
  /** Hours the owner wrote in a way the parser cannot read ("by appointment"): read out as written. */
  | { kind: "as-written"; text: string }
  | { kind: "always-open" }
  | {
      kind: "weekly";
      periods: OpeningPeriod[];
      closedDays: DaySet[];
      /** Opening intervals in minutes from Sunday 00:00, merged and sorted; may end past the week. */
      intervals: { start: number; end: number }[];
    };

type LocalTime = { weekday: Weekday; minuteOfDay: number };

export type OpenStatus =
  | { kind: "unknown" }
  | { kind: "always-open" }
  | { kind: "open"; closesAt: Moment }
  | { kind: "closed"; opensAt: Moment | undefined };

/** A moment ahead of now, on the business's wall clock. */
export type Moment = { minuteOfDay: number; weekday: Weekday; daysAhead: number };

const WEEKDAY_OF_NAME: Readonly<Record<string, Weekday>> = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
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

// Creating an Intl.DateTimeFormat costs far more than using one; a call turn must stay well
// under a millisecond (issue 6 §2), so each timezone's formatter is made once.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timezone);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
  } catch {
    // A zone this runtime does not know: the product's default rather than a failed call.
    formatter = formatterFor(DEFAULT_TIMEZONE);
  }
  formatters.set(timezone, formatter);
  return formatter;
}

/** The weekday and minute of the day on the wall clocks of `timezone` at `now`. */
export function localTimeIn(timezone: string, now: Date): LocalTime {
  let weekday: Weekday = 0;
  let hour = 0;
  let minute = 0;
  for (const part of formatterFor(timezone).formatToParts(now)) {
    if (part.type === "weekday") weekday = WEEKDAY_OF_SHORT_NAME[part.value] ?? 0;
    else if (part.type === "hour") hour = Number(part.value);
    else if (part.type === "minute") minute = Number(part.value);
  }
  return { weekday, minuteOfDay: hour * 60 + minute };
}

// Reading hours text runs the builder's parser (dozens of patterns); agents are few and their
// hours rarely change, so each text is read once. Bounded so odd inputs cannot grow it forever.
const HOURS_CACHE_LIMIT = 1000;
const hoursByText = new Map<string, BusinessHours>();

/** The agent's opening hours: its custom hours when switched on (issue 6 §1), otherwise unknown. */
export function businessHoursOf(
  agent: Pick<AgentProfile, "customHours" | "customHoursEnabled">,
): BusinessHours {
  const text = agent.customHoursEnabled ? agent.customHours.trim() : "";
  if (!text) return { kind: "unknown" };
  const cached = hoursByText.get(text);
  if (cached) return cached;
  const hours = readHours(text);
  if (hoursByText.size >= HOURS_CACHE_LIMIT) hoursByText.clear();
  hoursByText.set(text, hours);
  return hours;
}

const ROUND_THE_CLOCK_LINE = "Open 24 hours a day, 7 days a week";
const CLOSED_LINE = /^Closed (.+)$/;
const HOURS_LINE = /^(?:(.+), )?(\d{1,2}):(\d{2}) (AM|PM) - (\d{1,2}):(\d{2}) (AM|PM)$/;

function readHours(text: string): BusinessHours {
  const canonical = extractOpeningHours(text);
  if (!canonical) return { kind: "as-written", text };
  if (canonical === ROUND_THE_CLOCK_LINE) return { kind: "always-open" };
  const periods: OpeningPeriod[] = [];
  const closedDays: DaySet[] = [];
  for (const line of canonical.split("; ")) {
    const closed = CLOSED_LINE.exec(line);
    if (closed) {
      const days = readDays(closed[1] ?? "");
      if (!days) return { kind: "as-written", text };
      closedDays.push(days);
      continue;
    }
    const hours = HOURS_LINE.exec(line);
    if (!hours) return { kind: "as-written", text };
    const [, dayText, openHour, openMinute, openMeridiem, closeHour, closeMinute, closeMeridiem] = hours;
    const days = dayText === undefined ? ({ kind: "other-days" } as const) : readDays(dayText);
    if (!days) return { kind: "as-written", text };
    periods.push({
      days,
      opensAt: minuteOfDay(openHour, openMinute, openMeridiem),
      closesAt: minuteOfDay(closeHour, closeMinute, closeMeridiem),
    });
  }
  // A lone line without days ("11:00 AM - 10:00 PM") is every day's hours.
  const everyDayIfAlone = periods.map((period) =>
    period.days.kind === "other-days" && periods.length === 1
      ? { ...period, days: { kind: "every-day" } as const }
      : period,
  );
  const intervals = openingIntervals(everyDayIfAlone, closedDays);
  // "Every day, 12:00 AM - 12:00 AM" never closes.
  const first = intervals[0];
  if (intervals.length === 1 && first && first.end - first.start >= MINUTES_PER_WEEK) {
    return { kind: "always-open" };
  }
  return { kind: "weekly", periods: everyDayIfAlone, closedDays, intervals };
}

function minuteOfDay(hour = "0", minute = "0", meridiem = "AM"): number {
  return ((Number(hour) % 12) + (meridiem === "PM" ? 12 : 0)) * 60 + Number(minute);
}

function readDays(text: string): DaySet | undefined {
  if (text === "Every day") return { kind: "every-day" };
  const range = /^(\w+) to (\w+)$/.exec(text);
  if (range) {
    const from = WEEKDAY_OF_NAME[range[1] ?? ""];
    const to = WEEKDAY_OF_NAME[range[2] ?? ""];
    return from === undefined || to === undefined ? undefined : { kind: "range", from, to };
  }
  const days = text.split(/, | and /).map((name) => WEEKDAY_OF_NAME[name]);
  if (days.some((day) => day === undefined)) return undefined;
  return { kind: "list", days: days as Weekday[] };
}

/** The weekdays a day set covers; "other days" are resolved by the caller. */
function weekdaysOf(days: DaySet): Weekday[] {
  switch (days.kind) {
    case "every-day":
      return [0, 1, 2, 3, 4, 5, 6];
    case "list":
      return days.days;
    case "other-days":
      return [];
    case "range": {
      // "Friday to Monday" runs over the weekend.
      const covered: Weekday[] = [days.from];
      for (let day = days.from; day !== days.to; ) {
        day = ((day + 1) % 7) as Weekday;
        covered.push(day);
      }
      return covered;
    }
  }
}

function openingIntervals(periods: readonly OpeningPeriod[], closedDays: readonly DaySet[]) {
  const closed = new Set(closedDays.flatMap(weekdaysOf));
  const named = new Set(periods.flatMap((period) => weekdaysOf(period.days)));
  const intervals: { start: number; end: number }[] = [];
  for (const period of periods) {
    const days =
      period.days.kind === "other-days"
        ? ([0, 1, 2, 3, 4, 5, 6] as const).filter((day) => !named.has(day) && !closed.has(day))
        : weekdaysOf(period.days);
    // Closing at or before the opening time means after midnight ("6:00 PM - 2:00 AM"), and
    // "12:00 AM - 12:00 AM" is the whole day.
    const length =
      period.closesAt > period.opensAt
        ? period.closesAt - period.opensAt
        : MINUTES_PER_DAY - period.opensAt + period.closesAt;
    for (const day of days) {
      const start = day * MINUTES_PER_DAY + period.opensAt;
      intervals.push({ start, end: start + length });
    }
  }
  intervals.sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  // Saturday night's hours that run into Sunday join Sunday's first opening.
  const first = merged[0];
  const last = merged.at(-1);
  if (first && last && first !== last && last.end - MINUTES_PER_WEEK >= first.start) {
    last.end = Math.max(last.end, first.end + MINUTES_PER_WEEK);
    merged.shift();
  }
  return merged;
}

/** Open or closed at `local`, with when that changes next. */
export function openStatusAt(hours: BusinessHours, local: LocalTime): OpenStatus {
  if (hours.kind === "always-open") return { kind: "always-open" };
  if (hours.kind !== "weekly") return { kind: "unknown" };
  const now = local.weekday * MINUTES_PER_DAY + local.minuteOfDay;
  // An interval that began late on Saturday runs past the end of the week into Sunday.
  for (const shift of [0, MINUTES_PER_WEEK]) {
    const current = hours.intervals.find(({ start, end }) => start <= now + shift && now + shift < end);
    if (current) return { kind: "open", closesAt: momentAhead(local, current.end - shift - now) };
  }
  const starts = hours.intervals.map(({ start }) => (start > now ? start : start + MINUTES_PER_WEEK));
  const next = starts.length > 0 ? Math.min(...starts) : undefined;
  return { kind: "closed", opensAt: next === undefined ? undefined : momentAhead(local, next - now) };
}

function momentAhead(local: LocalTime, minutesAhead: number): Moment {
  const total = local.minuteOfDay + minutesAhead;
  const daysAhead = Math.floor(total / MINUTES_PER_DAY);
  return {
    minuteOfDay: total % MINUTES_PER_DAY,
    weekday: ((local.weekday + daysAhead) % 7) as Weekday,
    daysAhead,
  };
}
