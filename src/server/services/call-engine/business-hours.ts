import {
  isRoundTheClock,
  minutesOf,
  type OpeningHours,
  type TimeRange,
  WEEKDAYS,
  type WeekdayName,
  weekLines,
} from "../../../shared/api/opening-hours";
import { dateAfter, type LocalTime, localTimeIn, type Weekday } from "../wall-clock";
import type { AgentProfile } from "./types";

// The agent knows the time in its timezone and whether the business is open by its hours, which
// are stored as data (the week and dated exceptions) when the owner saves them. The wall clock of
// the agent's timezone comes from wall-clock.ts; everything here counts minutes on that clock.

export { localTimeIn, type Weekday };

const MINUTES_PER_DAY = 24 * 60;

/** Which days one line of hours covers, kept in the shape the owner wrote it for reading aloud. */
export type DaySet =
  | { kind: "every-day" }
  | { kind: "range"; from: Weekday; to: Weekday }
  | { kind: "list"; days: Weekday[] };

type OpeningPeriod = { days: DaySet; opensAt: number; closesAt: number };

export type BusinessHours =
  /** No hours: the agent says so and offers a message. */
  | { kind: "unknown" }
  /** Hours the owner wrote in a way that could not be read as data ("by appointment"): read out as written. */
  | { kind: "as-written"; text: string }
  | { kind: "always-open" }
  | {
      kind: "weekly";
      /** The week for reading aloud, in the order its days come. */
      periods: OpeningPeriod[];
      closedDays: DaySet[];
      hours: OpeningHours;
    };

export type OpenStatus =
  | { kind: "unknown" }
  | { kind: "always-open" }
  | { kind: "open"; closesAt: Moment }
  | { kind: "closed"; opensAt: Moment | undefined };

/** A moment ahead of now, on the business's wall clock. */
export type Moment = { minuteOfDay: number; weekday: Weekday; daysAhead: number };

const weekdayOf = (day: WeekdayName) => ((WEEKDAYS.indexOf(day) + 1) % 7) as Weekday;
export const nameOf = (weekday: Weekday) => WEEKDAYS[(weekday + 6) % 7]!;

/** The agent's opening hours: its custom hours when switched on, otherwise unknown. */
export function businessHoursOf(
  agent: Pick<AgentProfile, "customHours" | "customHoursEnabled" | "openingHours">,
): BusinessHours {
  if (!agent.customHoursEnabled) return { kind: "unknown" };
  const hours = agent.openingHours;
  if (!hours) {
    const text = agent.customHours.trim();
    return text ? { kind: "as-written", text } : { kind: "unknown" };
  }
  if (isRoundTheClock(hours) && hours.exceptions.length === 0) return { kind: "always-open" };
  return {
    kind: "weekly",
    periods: weekLines(hours).flatMap(({ days, ranges }) =>
      daySets(days).flatMap((set) =>
        ranges.map((range) => ({
          days: set,
          opensAt: minutesOf(range.opens),
          closesAt: minutesOf(range.closes),
        })),
      ),
    ),
    // A day the week leaves out is closed as much as one the owner marked closed.
    closedDays: daySets(WEEKDAYS.filter((day) => !hours.week[day]?.length)),
    hours,
  };
}

// Days sharing hours, for reading aloud: all seven are "every day", a run of three or more in
// week order is "Monday to Friday", the others are named one by one.
function daySets(days: readonly WeekdayName[]): DaySet[] {
  if (days.length === 0) return [];
  if (days.length === 7) return [{ kind: "every-day" }];
  const runs: WeekdayName[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && WEEKDAYS.indexOf(run.at(-1)!) === WEEKDAYS.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  const sets: DaySet[] = [];
  const single: Weekday[] = [];
  for (const run of runs) {
    if (run.length >= 3) sets.push({ kind: "range", from: weekdayOf(run[0]!), to: weekdayOf(run.at(-1)!) });
    else single.push(...run.map(weekdayOf));
  }
  return single.length > 0 ? [...sets, { kind: "list", days: single }] : sets;
}

/** The hours of one calendar date: its exception when it has one, otherwise its weekday's. */
export function rangesOn(hours: OpeningHours, date: string, weekday: Weekday): readonly TimeRange[] {
  const exception = hours.exceptions.find((candidate) => candidate.date === date);
  return exception ? exception.hours : (hours.week[nameOf(weekday)] ?? []);
}

// Far enough to find the next opening past a week of closures and a few exceptional days.
const DAYS_LOOKED_AHEAD = 14;

/** Opening intervals in minutes from today's midnight, from yesterday (whose night may run into today) on. */
function intervalsAround(hours: OpeningHours, local: LocalTime): { start: number; end: number }[] {
  const intervals: { start: number; end: number }[] = [];
  for (let offset = -1; offset <= DAYS_LOOKED_AHEAD; offset++) {
    const weekday = (((local.weekday + offset) % 7) + 7) % 7;
    for (const { opens, closes } of rangesOn(hours, dateAfter(local.date, offset), weekday as Weekday)) {
      const opensAt = minutesOf(opens);
      const closesAt = minutesOf(closes);
      // Closing at or before the opening time is after midnight ("18:00"-"02:00"); the same time twice is the whole day.
      const length = closesAt > opensAt ? closesAt - opensAt : MINUTES_PER_DAY - opensAt + closesAt;
      const start = offset * MINUTES_PER_DAY + opensAt;
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
  return merged;
}

/** Open or closed at `local`, with when that changes next. */
export function openStatusAt(hours: BusinessHours, local: LocalTime): OpenStatus {
  if (hours.kind === "always-open") return { kind: "always-open" };
  if (hours.kind !== "weekly") return { kind: "unknown" };
  const now = local.minuteOfDay;
  const intervals = intervalsAround(hours.hours, local);
  const current = intervals.find(({ start, end }) => start <= now && now < end);
  if (current) return { kind: "open", closesAt: momentAhead(local, current.end - now) };
  const next = intervals.find(({ start }) => start > now);
  return { kind: "closed", opensAt: next && momentAhead(local, next.start - now) };
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
