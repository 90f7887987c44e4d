import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clockTime, dateOf, monthDay, monthDayTime, monthDayYear } from "./dates";

// Intl puts a narrow no-break space before AM/PM in newer ICU versions; the interface uses a space.
const intl = (options: Intl.DateTimeFormatOptions) => (date: Date) =>
  new Intl.DateTimeFormat("en-US", options).format(date).replace(/\u202f/g, " ");

const anyDate = fc.date({
  min: new Date("1990-01-01T00:00:00Z"),
  max: new Date("2100-12-31T23:59:59Z"),
  noInvalidDate: true,
});

describe("dates written by hand, as Intl's en-US would write them", () => {
  it.each(["UTC", "America/Los_Angeles", "Pacific/Chatham", "Australia/Lord_Howe"])(
    "writes the time of day, the month and day, the year and both together exactly as Intl does (%s)",
    (timeZone) => {
      const previous = process.env.TZ;
      process.env.TZ = timeZone;
      try {
        expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(timeZone);
        fc.assert(
          fc.property(anyDate, (date) => {
            expect(clockTime(date)).toBe(intl({ hour: "numeric", minute: "2-digit" })(date));
            expect(monthDay(date)).toBe(intl({ month: "short", day: "numeric" })(date));
            expect(monthDay(date, { utc: true })).toBe(
              intl({ month: "short", day: "numeric", timeZone: "UTC" })(date),
            );
            expect(monthDayYear(date)).toBe(intl({ month: "short", day: "numeric", year: "numeric" })(date));
            expect(monthDayTime(date)).toBe(
              intl({ month: "short", day: "numeric", hour: "numeric", minute: "2-digit" })(date),
            );
          }),
          { numRuns: 300 },
        );
      } finally {
        process.env.TZ = previous;
      }
    },
  );

  it("writes midnight and noon as 12", () => {
    expect(clockTime(new Date(2026, 10, 21, 0, 5))).toBe("12:05 AM");
    expect(clockTime(new Date(2026, 10, 21, 12, 0))).toBe("12:00 PM");
  });

  it("reads a timestamp, and refuses one that is not a date", () => {
    expect(dateOf("2026-11-21T10:00:00.000Z")?.toISOString()).toBe("2026-11-21T10:00:00.000Z");
    expect(dateOf("not a date")).toBeNull();
  });
});
