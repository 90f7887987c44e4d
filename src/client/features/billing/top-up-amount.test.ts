import { describe, expect, it } from "vitest";
import { addBalancePath, normalizeTopUpAmount } from "./top-up-amount";

describe("normalizeTopUpAmount", () => {
  it("keeps whole amounts of $10 and more", () => {
    expect(normalizeTopUpAmount("50")).toBe(50);
    expect(normalizeTopUpAmount("10")).toBe(10);
    expect(normalizeTopUpAmount(1000)).toBe(1000);
  });

  it("forces lower, empty and unreadable amounts to 10", () => {
    expect(normalizeTopUpAmount("9")).toBe(10);
    expect(normalizeTopUpAmount("-40")).toBe(10);
    expect(normalizeTopUpAmount("")).toBe(10);
    expect(normalizeTopUpAmount("ten")).toBe(10);
  });

  it("drops cents: a top-up is a whole number of dollars", () => {
    expect(normalizeTopUpAmount("12.99")).toBe(12);
  });

  it("hands the amount to /add-balance", () => {
    expect(addBalancePath(250)).toBe("/add-balance?amount=250");
    expect(addBalancePath(5)).toBe("/add-balance?amount=10");
  });
});
