import { describe, expect, it } from "vitest";
import { weekStartOf } from "./weekly-reports";

describe("weekStartOf", () => {
  it.each([
    ["2026-11-23T00:00:00Z", "2026-11-23"], // a Monday
    ["2026-11-21T12:00:00Z", "2026-11-16"], // a Saturday
    ["2026-11-22T23:59:59Z", "2026-11-16"], // Sunday night still belongs to the week before
    ["2027-01-01T08:00:00Z", "2026-12-28"], // across a year end
  ])("puts %s in the week of %s", (instant, monday) => {
    expect(weekStartOf(new Date(instant))).toBe(monday);
  });
});
