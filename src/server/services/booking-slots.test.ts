import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  minutesOf,
  type OpeningHours,
  type TimeRange,
  WEEKDAYS,
  type WeekdayName,
} from "../../shared/api/opening-hours";
import {
  type BookingRules,
  bookableStarts,
  freeSlots,
  isBookableStart,
  type TakenTime,
} from "./booking-slots";
import { rangesOn } from "./call-engine/business-hours";
import { dateAfter, localTimeIn } from "./wall-clock";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const ZONES = [
  "America/New_York",
  "Europe/London",
  "Australia/Sydney",
  "Asia/Kolkata",
  "America/St_Johns",
  "Pacific/Chatham",
  "UTC",
];

/** Open at `at` by the owner's hours read on the wall clock, independently of how slots are made. */
function openAt(hours: OpeningHours, timezone: string, at: Date): boolean {
  const local = localTimeIn(timezone, at);
  const minute = local.minuteOfDay;
  const previous = ((local.weekday + 6) % 7) as typeof local.weekday;
  const sameDay = rangesOn(hours, local.date, local.weekday).some(({ opens, closes }) => {
    const [o, c] = [minutesOf(opens), minutesOf(closes)];
    return c > o ? minute >= o && minute < c : minute >= o;
  });
  const fromYesterday = rangesOn(hours, dateAfter(local.date, -1), previous).some(({ opens, closes }) => {
    const [o, c] = [minutesOf(opens), minutesOf(closes)];
    return c <= o && minute < c;
  });
  return sameDay || fromYesterday;
}

/** The most bookings holding any one moment, swept over their exact times. */
function mostAtOnce(taken: readonly TakenTime[]): number {
  const edges = taken.flatMap(({ startsAt, endsAt }) => [
    { at: startsAt.getTime(), change: 1 },
    { at: endsAt.getTime(), change: -1 },
  ]);
  // An end and a start at the same moment do not overlap.
  edges.sort((a, b) => a.at - b.at || a.change - b.change);
  let current = 0;
  let most = 0;
  for (const { change } of edges) {
    current += change;
    most = Math.max(most, current);
  }
  return most;
}

const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const range: fc.Arbitrary<TimeRange> = fc.record({ opens: clock, closes: clock });
const dayHours = fc.array(range, { maxLength: 2 });
const week = fc.record(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<WeekdayName, typeof dayHours>,
  { requiredKeys: [] },
);
// Moments around 2026's daylight-saving changes and ordinary days alike.
const moment = fc
  .integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2027-01-01T00:00:00Z") })
  .map((ms) => new Date(ms));

const scenario = fc
  .record({
    week,
    exceptionOffset: fc.integer({ min: 0, max: 6 }),
    exceptionHours: dayHours,
    timezone: fc.constantFrom(...ZONES),
    now: moment,
    durationMinutes: fc.integer({ min: 5, max: 240 }),
    slotStepMinutes: fc.integer({ min: 5, max: 120 }),
    leadTimeMinutes: fc.integer({ min: 0, max: 3 * 24 * 60 }),
    horizonDays: fc.integer({ min: 0, max: 10 }),
    capacity: fc.integer({ min: 1, max: 3 }),
    startsAfterNowMinutes: fc.integer({ min: -24 * 60, max: 5 * 24 * 60 }),
    days: fc.integer({ min: 1, max: 5 }),
    taken: fc.array(
      fc.record({
        offsetMinutes: fc.integer({ min: 0, max: 7 * 24 * 60 }),
        minutes: fc.integer({ min: 5, max: 300 }),
      }),
      { maxLength: 12 },
    ),
  })
  .map((s) => {
    const exceptionDate = dateAfter(localTimeIn(s.timezone, s.now).date, s.exceptionOffset);
    const rules: BookingRules = {
      openingHours: {
        week: s.week,
        exceptions: [{ date: exceptionDate, hours: s.exceptionHours, name: "" }],
      },
      timezone: s.timezone,
      durationMinutes: s.durationMinutes,
      slotStepMinutes: s.slotStepMinutes,
      leadTimeMinutes: s.leadTimeMinutes,
      horizonDays: s.horizonDays,
      capacity: s.capacity,
    };
    const from = new Date(s.now.getTime() + s.startsAfterNowMinutes * MINUTE_MS);
    const to = new Date(from.getTime() + s.days * DAY_MS);
    const taken = s.taken.map(({ offsetMinutes, minutes }) => {
      const startsAt = new Date(s.now.getTime() + offsetMinutes * MINUTE_MS);
      return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * MINUTE_MS) };
    });
    return { rules, now: s.now, from, to, taken };
  });

describe("the slots an agent's book offers", () => {
  it("lie wholly inside the opening hours on the business's wall clock", () => {
    fc.assert(
      fc.property(scenario, ({ rules, now, from, to, taken }) => {
        for (const start of freeSlots(rules, taken, now, from, to)) {
          const end = start.getTime() + rules.durationMinutes * MINUTE_MS;
          for (let at = start.getTime(); at < end; at += MINUTE_MS) {
            expect(openAt(rules.openingHours, rules.timezone, new Date(at))).toBe(true);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it("are never sooner than the lead time, beyond the horizon, or outside the window asked about", () => {
    fc.assert(
      fc.property(scenario, ({ rules, now, from, to, taken }) => {
        for (const start of freeSlots(rules, taken, now, from, to)) {
          expect(start.getTime()).toBeGreaterThanOrEqual(now.getTime() + rules.leadTimeMinutes * MINUTE_MS);
          expect(start.getTime()).toBeLessThanOrEqual(now.getTime() + rules.horizonDays * DAY_MS);
          expect(start.getTime()).toBeGreaterThanOrEqual(from.getTime());
          expect(start.getTime()).toBeLessThan(to.getTime());
        }
      }),
      { numRuns: 300 },
    );
  });

  it("never put more bookings at one moment than the capacity, however many are booked one after another", () => {
    fc.assert(
      fc.property(scenario, ({ rules, now, from, to }) => {
        const booked: TakenTime[] = [];
        for (let round = 0; round < 2 * rules.capacity + 2; round++) {
          const [first] = freeSlots(rules, booked, now, from, to);
          if (!first) break;
          booked.push({
            startsAt: first,
            endsAt: new Date(first.getTime() + rules.durationMinutes * MINUTE_MS),
          });
          expect(mostAtOnce(booked)).toBeLessThanOrEqual(rules.capacity);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("are distinct moments in order, each one a start the book accepts", () => {
    fc.assert(
      fc.property(scenario, ({ rules, now, from, to, taken }) => {
        const slots = freeSlots(rules, taken, now, from, to);
        for (let i = 1; i < slots.length; i++)
          expect(slots[i]!.getTime()).toBeGreaterThan(slots[i - 1]!.getTime());
        for (const start of slots.slice(0, 20)) expect(isBookableStart(rules, now, start)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe("slots on the days daylight saving changes", () => {
  const nightOpen = (day: WeekdayName, opens: string, closes: string): OpeningHours => ({
    week: { [day]: [{ opens, closes }] },
    exceptions: [],
  });
  const rules = (openingHours: OpeningHours, timezone: string): BookingRules => ({
    openingHours,
    timezone,
    durationMinutes: 30,
    slotStepMinutes: 30,
    leadTimeMinutes: 0,
    horizonDays: 30,
    capacity: 1,
  });
  const clockTime = (minuteOfDay: number) =>
    `${String(Math.floor(minuteOfDay / 60)).padStart(2, "0")}:${String(minuteOfDay % 60).padStart(2, "0")}`;
  const readings = (timezone: string, slots: Date[]) =>
    slots.map((slot) => clockTime(localTimeIn(timezone, slot).minuteOfDay));
  // From noon UTC the day before: every zone's midnight of `date` is inside.
  const dayOf = (date: string) =>
    [
      new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS / 2),
      new Date(Date.parse(`${date}T00:00:00Z`) + 1.5 * DAY_MS),
    ] as const;
  const weekBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 7 * DAY_MS);
  /** The free slots on `date` of a book open one night of the week, asked a week before `askedFor`. */
  const nightSlots = (
    open: Parameters<typeof nightOpen>,
    timezone: string,
    date: string,
    askedFor = date,
  ) => {
    const slots = freeSlots(rules(nightOpen(...open), timezone), [], weekBefore(askedFor), ...dayOf(date));
    return { slots, read: readings(timezone, slots) };
  };
  /** The wall-clock half hours from `from` up to `to` ("22:00" to "02:00" runs past midnight). */
  const halfHours = (from: string, to: string) => {
    const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    const count = ((minutesOf(to) - minutesOf(from) + 24 * 60) % (24 * 60)) / 30;
    return Array.from({ length: count }, (_, half) => clockTime((minutesOf(from) + half * 30) % (24 * 60)));
  };

  it("offers no 02:30 in New York on the night the clocks skip from 2:00 to 3:00", () => {
    expect(nightSlots(["sunday", "00:00", "05:00"], "America/New_York", "2026-03-08").read).toEqual([
      ...halfHours("00:00", "02:00"),
      ...halfHours("03:00", "05:00"),
    ]);
  });

  it("offers the hour New York repeats once per real half hour, none twice and none missing", () => {
    const { slots, read } = nightSlots(["sunday", "00:00", "03:00"], "America/New_York", "2026-11-01");
    // Four real hours between midnight and 3:00 on the night the clocks go back.
    expect(slots).toHaveLength(8);
    for (let i = 1; i < slots.length; i++)
      expect(slots[i]!.getTime() - slots[i - 1]!.getTime()).toBe(30 * MINUTE_MS);
    expect(read).toEqual([...halfHours("00:00", "02:00"), ...halfHours("01:00", "03:00")]);
  });

  it("offers no 01:30 in London when the clocks skip from 1:00 to 2:00, and every real half hour when they go back", () => {
    const night = ["sunday", "00:00", "04:00"] as const;
    expect(nightSlots([...night], "Europe/London", "2026-03-29").read).toEqual([
      ...halfHours("00:00", "01:00"),
      ...halfHours("02:00", "04:00"),
    ]);
    const autumn = nightSlots([...night], "Europe/London", "2026-10-25").slots;
    expect(autumn).toHaveLength(10);
    expect(new Set(autumn.map((slot) => slot.getTime())).size).toBe(10);
  });

  it("keeps a Saturday evening that runs past midnight into the night the clocks change", () => {
    expect(
      nightSlots(["saturday", "22:00", "04:00"], "America/New_York", "2026-03-07", "2026-03-08").read,
    ).toEqual([...halfHours("22:00", "02:00"), ...halfHours("03:00", "04:00")]);
  });

  it("closes a night that ends in the hour the clocks repeat at its first coming", () => {
    // Chatham's daylight time ends Sunday 5 April 2026 at 3:45, read again as 2:45; a Saturday night
    // open until 2:45 closes when the clocks first show 2:45, not an hour later when they show it again.
    const { read } = nightSlots(
      ["saturday", "23:00", "02:45"],
      "Pacific/Chatham",
      "2026-04-04",
      "2026-04-05",
    );
    expect(read.at(-1)).toBe("02:00");
    expect(read).toEqual([...halfHours("23:00", "02:30")]);
  });

  it("opens a morning that starts in the hour the clocks repeat at its second coming", () => {
    // New York reads 1:00 to 2:00 twice on Sunday 1 November 2026; a book opening at 1:30 is open
    // from the second 1:30, so no slot starts at a reading the clocks then show again before opening.
    const { slots, read } = nightSlots(["sunday", "01:30", "03:00"], "America/New_York", "2026-11-01");
    expect(slots[0]).toEqual(new Date("2026-11-01T06:30:00Z"));
    expect(read).toEqual(["01:30", "02:00", "02:30"]);
  });

  it("offers nothing on a dated closure and the exception's hours on a special day", () => {
    const openingHours: OpeningHours = {
      week: { friday: [{ opens: "09:00", closes: "11:00" }] },
      exceptions: [
        { date: "2026-12-25", hours: [], name: "Christmas" },
        { date: "2026-12-31", hours: [{ opens: "10:00", closes: "11:00" }], name: "" },
      ],
    };
    const book = rules(openingHours, "Europe/London");
    const now = new Date("2026-12-20T00:00:00Z");
    expect(bookableStarts(book, now, ...dayOf("2026-12-25"))).toEqual([]);
    expect(
      readings(
        "Europe/London",
        bookableStarts(book, now, new Date("2026-12-31T00:00:00Z"), new Date("2027-01-01T00:00:00Z")),
      ),
    ).toEqual(["10:00", "10:30"]);
  });
});
