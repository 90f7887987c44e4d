import { describe, expect, it } from "vitest";
import { minuteCharges, smsCents, startedMinutes, workflowCents } from "./call-billing";

describe("call billing at the per-minute rates of the price list", () => {
  it.each([
    [0, 1],
    [1, 1],
    [59, 1],
    [60, 1],
    [61, 2],
    [120, 2],
    [121, 3],
    [3600, 60],
  ])("a call of %i seconds has started %i minute(s)", (seconds, minutes) => {
    expect(startedMinutes(seconds)).toBe(minutes);
  });

  it("charges voice 1 cent and AI 10 cents per started minute", () => {
    expect(minuteCharges(1)).toEqual({ voiceCents: 1, aiCents: 10 });
    expect(minuteCharges(3)).toEqual({ voiceCents: 3, aiCents: 30 });
  });

  it.each([
    ["", 5],
    ["x".repeat(100), 5],
    ["x".repeat(101), 10],
    ["x".repeat(250), 15],
  ])("charges an SMS per started 100 characters", (body, cents) => {
    expect(smsCents(body)).toBe(cents);
  });

  it("charges 8 cents per workflow item", () => {
    expect(workflowCents(0)).toBe(0);
    expect(workflowCents(3)).toBe(24);
  });
});
