import { minutesOf, type OpeningHours } from "../../shared/api/opening-hours";
import { rangesOn } from "./call-engine/business-hours";
import { dateAfter, instantAt, localTimeIn, type Weekday } from "./wall-clock";

// Which moments an agent's book offers, worked out from its opening hours on the wall clocks of
// its timezone. Openings are read on the wall clock (wall-clock.ts turns a date and a minute into
// a moment, daylight saving included); slots are then counted in elapsed time from each opening,
// so the hour daylight saving skips offers nothing and the hour it repeats is offered twice, as
// the distinct moments it is, and a slot always lasts as long as its service.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const MINUTES_PER_DAY = 24 * 60;

/**
 * How finely the database counts a slot's capacity: a booking holds a seat in every five-minute
 * block of time it touches, on blocks counted from the epoch, so bookings of any length and any
 * opening time are counted against each other, and changing the slot step never frees a seat.
 * Every timezone's offset is a whole number of these blocks.
 */
export const BLOCK_MINUTES = 5;
const BLOCK_MS = BLOCK_MINUTES * MINUTE_MS;

export type BookingRules = {
  openingHours: OpeningHours;
  timezone: string;
  durationMinutes: number;
  slotStepMinutes: number;
  leadTimeMinutes: number;
  horizonDays: number;
  capacity: number;
};

/** A live booking's time, as the slots around it see it. */
export type TakenTime = { startsAt: Date; endsAt: Date };

/** The starts of the five-minute blocks a booking from `start` to `end` touches. */
export function blocksOf(start: Date, end: Date): Date[] {
  const blocks: Date[] = [];
  const first = Math.floor(start.getTime() / BLOCK_MS) * BLOCK_MS;
  for (let block = first; block < end.getTime(); block += BLOCK_MS) blocks.push(new Date(block));
  return blocks;
}

/** The opening intervals, as moments, of every local date from the day before `from` to the day of `to`. */
export function openingIntervals(
  hours: OpeningHours,
  timezone: string,
  from: Date,
  to: Date,
): { opens: Date; closes: Date }[] {
  const first = localTimeIn(timezone, from);
  const lastDate = localTimeIn(timezone, to).date;
  const intervals: { opens: Date; closes: Date }[] = [];
  // The day before may run past midnight into the window.
  for (let offset = -1; ; offset++) {
    const date = dateAfter(first.date, offset);
    if (date > lastDate) break;
    const weekday = ((((first.weekday + offset) % 7) + 7) % 7) as Weekday;
    for (const range of rangesOn(hours, date, weekday)) {
      const opensAt = minutesOf(range.opens);
      const closesAt = minutesOf(range.closes);
      // Closing at or before the opening time is after midnight; the same time twice is the whole day.
      const closesNextDay = closesAt <= opensAt;
      intervals.push({
        opens: instantAt(timezone, date, opensAt, "opens"),
        closes: instantAt(
          timezone,
          closesNextDay ? dateAfter(date, 1) : date,
          closesAt % MINUTES_PER_DAY,
          "closes",
        ),
      });
    }
  }
  return intervals.sort((a, b) => a.opens.getTime() - b.opens.getTime());
}

/**
 * Every start in [from, to) where a booking of the rules' duration fits inside one opening, no
 * sooner than the lead time from `now` and no later than the horizon; capacity not considered.
 */
export function bookableStarts(rules: BookingRules, now: Date, from: Date, to: Date): Date[] {
  const earliest = Math.max(from.getTime(), now.getTime() + rules.leadTimeMinutes * MINUTE_MS);
  const latest = Math.min(to.getTime() - 1, now.getTime() + rules.horizonDays * DAY_MS);
  if (earliest > latest) return [];
  const durationMs = rules.durationMinutes * MINUTE_MS;
  const stepMs = rules.slotStepMinutes * MINUTE_MS;
  const starts = new Set<number>();
  for (const { opens, closes } of openingIntervals(
    rules.openingHours,
    rules.timezone,
    new Date(earliest),
    new Date(latest),
  )) {
    for (let start = opens.getTime(); start + durationMs <= closes.getTime(); start += stepMs) {
      if (start >= earliest && start <= latest) starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => new Date(start));
}

/** How many of `taken` touch each block, by the block's start in milliseconds. */
function seatsTaken(taken: readonly TakenTime[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const booking of taken) {
    for (const block of blocksOf(booking.startsAt, booking.endsAt)) {
      counts.set(block.getTime(), (counts.get(block.getTime()) ?? 0) + 1);
    }
  }
  return counts;
}

/** The bookable starts in [from, to) with a seat left in every block the booking would touch. */
export function freeSlots(
  rules: BookingRules,
  taken: readonly TakenTime[],
  now: Date,
  from: Date,
  to: Date,
): Date[] {
  const counts = seatsTaken(taken);
  const durationMs = rules.durationMinutes * MINUTE_MS;
  return bookableStarts(rules, now, from, to).filter((start) =>
    blocksOf(start, new Date(start.getTime() + durationMs)).every(
      (block) => (counts.get(block.getTime()) ?? 0) < rules.capacity,
    ),
  );
}

/** Whether `start` is a start the book offers at all, whoever holds it. */
export function isBookableStart(rules: BookingRules, now: Date, start: Date): boolean {
  return bookableStarts(rules, now, start, new Date(start.getTime() + 1)).some(
    (offered) => offered.getTime() === start.getTime(),
  );
}
