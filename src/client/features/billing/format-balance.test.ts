import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatBalance } from "./balance-api";

describe("a balance as the owner reads it", () => {
  it("is written exactly as Intl's en-US dollars would write it, always with cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_00, max: 100_000_000_00 }), (cents) => {
        const dollars = cents / 100;
        expect(formatBalance(dollars)).toBe(
          new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(dollars),
        );
      }),
      { numRuns: 1000 },
    );
    expect(formatBalance(-5)).toBe("-$5.00");
    expect(formatBalance(1234.5)).toBe("$1,234.50");
  });
});
