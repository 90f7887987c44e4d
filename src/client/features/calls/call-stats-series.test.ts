import { describe, expect, it } from "vitest";
import type { Agent } from "../../../shared/api/agents";
import { agentTotalsRows, chartScale, fillDailySeries, sumTotals } from "./call-stats-series";

describe("the daily series of the last 30 days", () => {
  const now = new Date("2025-03-10T23:30:00.000Z");

  it("has one entry per day, oldest first, ending today (UTC)", () => {
    const series = fillDailySeries([], 30, now);
    expect(series).toHaveLength(30);
    expect(series[0]?.date).toBe("2025-02-09");
    expect(series[29]?.date).toBe("2025-03-10");
  });

  it("keeps the server's numbers and sets the quiet days to zero", () => {
    const series = fillDailySeries(
      [
        { date: "2025-03-01", calls: 2, spending: 0.44 },
        { date: "2025-03-10", calls: 1, spending: 0.11 },
      ],
      30,
      now,
    );
    expect(series.find((day) => day.date === "2025-03-01")).toEqual({
      date: "2025-03-01",
      calls: 2,
      spending: 0.44,
    });
    expect(series.find((day) => day.date === "2025-03-02")).toEqual({
      date: "2025-03-02",
      calls: 0,
      spending: 0,
    });
    expect(series[29]).toEqual({ date: "2025-03-10", calls: 1, spending: 0.11 });
  });

  it("crosses month and leap-year boundaries", () => {
    const series = fillDailySeries([], 3, new Date("2024-03-01T00:00:00.000Z"));
    expect(series.map((day) => day.date)).toEqual(["2024-02-28", "2024-02-29", "2024-03-01"]);
  });
});

describe("the chart's value axis", () => {
  it("has a round top at or above the largest value", () => {
    expect(chartScale([0, 3, 7], { wholeNumbers: true })).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(chartScale([120, 40])).toEqual({ max: 150, ticks: [0, 50, 100, 150] });
  });

  it("never gives counts a fractional step", () => {
    expect(chartScale([1], { wholeNumbers: true })).toEqual({ max: 1, ticks: [0, 1] });
    expect(chartScale([2], { wholeNumbers: true })).toEqual({ max: 2, ticks: [0, 1, 2] });
  });

  it("steps dollars in cents without floating-point noise", () => {
    expect(chartScale([0.33, 0.11])).toEqual({ max: 0.4, ticks: [0, 0.1, 0.2, 0.3, 0.4] });
  });

  it("still draws an axis when every day is zero", () => {
    expect(chartScale([0, 0])).toEqual({ max: 1, ticks: [0, 1] });
    expect(chartScale([])).toEqual({ max: 1, ticks: [0, 1] });
  });
});

function agentWith(id: string, agentName: string): Agent {
  return { id, agentName } as Partial<Agent> as Agent;
}

describe("per-agent totals", () => {
  const lina = agentWith("a1", "Lina");
  const marco = agentWith("a2", "Marco");

  it("lists every current agent, with zeros for those without calls", () => {
    const rows = agentTotalsRows(
      [lina, marco],
      [{ agentId: "a1", agentName: "Lina", calls: 2, minutes: 3, spending: 0.33 }],
    );
    expect(
      rows.map(({ agentName, calls, minutes, spending, agent }) => ({
        agentName,
        calls,
        minutes,
        spending,
        agent,
      })),
    ).toEqual([
      { agentName: "Lina", calls: 2, minutes: 3, spending: 0.33, agent: lina },
      { agentName: "Marco", calls: 0, minutes: 0, spending: 0, agent: marco },
    ]);
  });

  it("adds up an agent's rows from before and after a rename, to the cent", () => {
    const rows = agentTotalsRows(
      [lina],
      [
        { agentId: "a1", agentName: "Lena", calls: 1, minutes: 1, spending: 0.11 },
        { agentId: "a1", agentName: "Lina", calls: 2, minutes: 2, spending: 0.22 },
      ],
    );
    expect(rows).toEqual([
      { agent: lina, agentId: "a1", agentName: "Lina", calls: 3, minutes: 3, spending: 0.33 },
    ]);
  });

  it("keeps deleted agents' calls in their own rows", () => {
    const rows = agentTotalsRows(
      [lina],
      [{ agentId: null, agentName: "Old agent", calls: 1, minutes: 1, spending: 0.11 }],
    );
    expect(rows[1]).toEqual({
      agent: null,
      agentId: null,
      agentName: "Old agent",
      calls: 1,
      minutes: 1,
      spending: 0.11,
    });
  });
});

describe("totals of all agents", () => {
  it("adds calls, minutes and dollars to the cent", () => {
    expect(
      sumTotals([
        { calls: 1, minutes: 1, spending: 0.11 },
        { calls: 2, minutes: 4, spending: 0.2 },
      ]),
    ).toEqual({ calls: 3, minutes: 5, spending: 0.31 });
    expect(sumTotals([])).toEqual({ calls: 0, minutes: 0, spending: 0 });
  });
});
