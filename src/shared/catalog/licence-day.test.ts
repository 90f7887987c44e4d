import { describe, expect, it } from "vitest";
import { licenceDay } from "./licence-day";

describe("licenceDay", () => {
  it("names the day in UTC, whatever the reader's timezone", () => {
    expect(licenceDay(new Date("2027-03-04T23:30:00Z"))).toBe("March 4, 2027");
    expect(licenceDay("2027-12-31T00:00:00.000Z")).toBe("December 31, 2027");
    expect(licenceDay("2028-01-01T00:00:00.000Z")).toBe("January 1, 2028");
  });
});
