import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDollars, groupedNumber } from "./billing";

const cents = fc.integer({ min: -100_000_000_00, max: 100_000_000_00 });

describe("amounts written by hand, as Intl's en-US would write them", () => {
  // Money has whole cents, so an amount is never rounded: at 2 places every amount is exact, and
  // at 0 places only whole dollars are written.
  it("groups thousands exactly as toLocaleString does, at 2 places and for whole dollars at 0", () => {
    fc.assert(
      fc.property(cents, (amount) => {
        const en = (value: number, places: number) =>
          value.toLocaleString("en-US", { minimumFractionDigits: places, maximumFractionDigits: places });
        expect(groupedNumber(amount / 100, 2)).toBe(en(amount / 100, 2));
        const wholeDollars = Math.trunc(amount / 100) || 0;
        expect(groupedNumber(wholeDollars, 0)).toBe(en(wholeDollars, 0));
      }),
      { numRuns: 1000 },
    );
  });

  it("writes prices without cents when they are whole dollars", () => {
    fc.assert(
      fc.property(cents, (amount) => {
        const value = amount / 100;
        expect(formatDollars(amount)).toBe(
          `$${value.toLocaleString("en-US", { minimumFractionDigits: amount % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`,
        );
      }),
      { numRuns: 1000 },
    );
    expect(formatDollars(2500)).toBe("$25");
    expect(formatDollars(1_234_550)).toBe("$12,345.50");
  });
});
