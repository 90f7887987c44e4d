import { describe, expect, it } from "vitest";
import { addDays, clockText, dayTitle, momentAt, wallTimeIn, weekStart } from "./booking-time";

describe("booking times on the agent's wall clock", () => {
  it("reads a moment on the wall clock of the agent's timezone, not the browser's", () => {
    const moment = new Date("2026-07-01T16:30:00Z");
    expect(wallTimeIn("America/New_York", moment)).toEqual({
      date: "2026-07-01",
      weekday: "Wed",
      time: "12:30",
    });
    expect(wallTimeIn("Asia/Tokyo", moment)).toEqual({ date: "2026-07-02", weekday: "Thu", time: "01:30" });
  });

  it("turns a date and time typed for the agent's timezone into the moment, either side of daylight saving", () => {
    expect(momentAt("America/New_York", "2026-07-01", "09:00").toISOString()).toBe(
      "2026-07-01T13:00:00.000Z",
    );
    expect(momentAt("America/New_York", "2026-12-01", "09:00").toISOString()).toBe(
      "2026-12-01T14:00:00.000Z",
    );
    expect(momentAt("Europe/London", "2026-03-29", "10:15").toISOString()).toBe("2026-03-29T09:15:00.000Z");
  });

  it("names days and clock times as owners read them", () => {
    expect(dayTitle("2026-12-25")).toBe("Fri, Dec 25");
    expect(clockText("00:05")).toBe("12:05 AM");
    expect(clockText("13:30")).toBe("1:30 PM");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(weekStart("2026-12-27")).toBe("2026-12-21");
  });
});
