import { describe, expect, it } from "vitest";
import { dateAfter, instantAt, localTimeIn, wallClockAsUtc } from "./wall-clock";

// The wall clocks of a business's timezone: a reading of them and the moment a reading means,
// across midnight and daylight-saving changes.

describe("the moment a wall-clock reading means", () => {
  it.each([
    // New York, winter (UTC-5) and summer (UTC-4).
    ["America/New_York", "2026-01-16", 19 * 60, "2026-01-17T00:00:00Z"],
    ["America/New_York", "2026-07-04", 21 * 60, "2026-07-05T01:00:00Z"],
    // Sunday 8 March 2026: 2:30 AM does not exist in New York; the clocks read 3:30 an hour on.
    ["America/New_York", "2026-03-08", 2 * 60 + 30, "2026-03-08T07:30:00Z"],
    // Sunday 1 November 2026: 1:30 AM happens twice; the first is meant.
    ["America/New_York", "2026-11-01", 60 + 30, "2026-11-01T05:30:00Z"],
    // Sydney is ahead of UTC: its morning is the previous day in UTC.
    ["Australia/Sydney", "2026-01-18", 9 * 60, "2026-01-17T22:00:00Z"],
    ["UTC", "2026-12-31", 23 * 60 + 59, "2026-12-31T23:59:00Z"],
  ])("%s, %s at minute %i, is %s", (timezone, date, minuteOfDay, instant) => {
    expect(instantAt(timezone, date, minuteOfDay)).toEqual(new Date(instant));
  });

  it.each([
    // Sunday 1 November 2026, 1:30 AM in New York comes at 05:30Z and again at 06:30Z.
    ["opens", "2026-11-01", 60 + 30, "2026-11-01T06:30:00Z"],
    ["closes", "2026-11-01", 60 + 30, "2026-11-01T05:30:00Z"],
    // Sunday 8 March 2026, 2:30 AM never shows: an opening waits for 3:30, a closing comes at 1:30.
    ["opens", "2026-03-08", 2 * 60 + 30, "2026-03-08T07:30:00Z"],
    ["closes", "2026-03-08", 2 * 60 + 30, "2026-03-08T06:30:00Z"],
    // An ordinary day has one moment for every kind of reading.
    ["opens", "2026-06-10", 9 * 60, "2026-06-10T13:00:00Z"],
    ["closes", "2026-06-10", 17 * 60, "2026-06-10T21:00:00Z"],
  ] as const)(
    "an opening's %s edge on %s at minute %i in New York is %s",
    (reading, date, minute, instant) => {
      expect(instantAt("America/New_York", date, minute, reading)).toEqual(new Date(instant));
    },
  );

  it("closes at the first 2:45 where Chatham's clocks go back from 3:45 to 2:45", () => {
    // Sunday 5 April 2026 in Pacific/Chatham: daylight time (+13:45) ends at 3:45, read again as 2:45.
    expect(instantAt("Pacific/Chatham", "2026-04-05", 2 * 60 + 45, "closes")).toEqual(
      new Date("2026-04-04T13:00:00Z"),
    );
    expect(instantAt("Pacific/Chatham", "2026-04-05", 2 * 60 + 45, "opens")).toEqual(
      new Date("2026-04-04T14:00:00Z"),
    );
  });

  it("reads back as the wall-clock reading it came from", () => {
    const instant = instantAt("Europe/Madrid", "2026-03-29", 12 * 60);
    expect(localTimeIn("Europe/Madrid", instant)).toMatchObject({ date: "2026-03-29", minuteOfDay: 12 * 60 });
  });
});

describe("a wall-clock reading as if it were UTC's", () => {
  it("shows the business's date and time in UTC's fields", () => {
    const local = localTimeIn("America/New_York", new Date("2026-01-17T01:30:00Z"));
    expect(wallClockAsUtc(local)).toEqual(new Date("2026-01-16T20:30:00Z"));
  });
});

describe("calendar dates", () => {
  it("counts days across the end of a month and a year", () => {
    expect(dateAfter("2026-12-31", 1)).toBe("2027-01-01");
    expect(dateAfter("2026-03-01", -1)).toBe("2026-02-28");
  });
});
