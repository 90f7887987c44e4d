import { describe, expect, it } from "vitest";
import {
  CALL_MINUTE_CENTS,
  dollarsToCents,
  formatCallDuration,
  runningCostCents,
  spokenCallDuration,
  startedMinutes,
} from "./call-cost";

const quietCall = { billedMinuteDollars: 0, workflowItemCount: 0, smsBodies: [] };

describe("the running cost of a call", () => {
  it("costs $0.11 a started minute: voice $0.01 plus AI $0.10", () => {
    expect(CALL_MINUTE_CENTS).toBe(11);
  });

  it("bills the first minute as soon as the call is answered", () => {
    expect(runningCostCents({ ...quietCall, elapsedSeconds: 0 })).toBe(11);
    expect(runningCostCents({ ...quietCall, elapsedSeconds: 59.9 })).toBe(11);
  });

  it("starts a new minute one second past each full minute", () => {
    expect(runningCostCents({ ...quietCall, elapsedSeconds: 60 })).toBe(11);
    expect(runningCostCents({ ...quietCall, elapsedSeconds: 61 })).toBe(22);
    expect(runningCostCents({ ...quietCall, elapsedSeconds: 181 })).toBe(44);
  });

  it("never shows less than the server has already debited", () => {
    expect(runningCostCents({ ...quietCall, elapsedSeconds: 10, billedMinuteDollars: 0.33 })).toBe(33);
  });

  it("adds $0.05 per started 100 characters of each text and $0.08 per workflow item", () => {
    const review = "x".repeat(101);
    expect(
      runningCostCents({
        elapsedSeconds: 30,
        billedMinuteDollars: 0.11,
        workflowItemCount: 2,
        smsBodies: [review, "hi"],
      }),
    ).toBe(11 + 10 + 5 + 16);
  });
});

describe("call durations", () => {
  it("counts started minutes", () => {
    expect(startedMinutes(-3)).toBe(1);
    expect(startedMinutes(120)).toBe(2);
    expect(startedMinutes(120.5)).toBe(3);
  });

  it("shows minutes and seconds, and hours when there are any", () => {
    expect(formatCallDuration(0)).toBe("0:00");
    expect(formatCallDuration(42.8)).toBe("0:42");
    expect(formatCallDuration(725)).toBe("12:05");
    expect(formatCallDuration(3723)).toBe("1:02:03");
  });

  it("reads durations in words", () => {
    expect(spokenCallDuration(1)).toBe("1 second");
    expect(spokenCallDuration(60)).toBe("1 minute");
    expect(spokenCallDuration(125)).toBe("2 minutes 5 seconds");
  });

  it("converts dollars to whole cents without floating-point drift", () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(74.89)).toBe(7489);
  });
});
