import type { Agent } from "../../../shared/api/agents";
import { dollarsToCents } from "./call-cost";
import type { CallStats } from "./calls-api";

export type DailyCalls = CallStats["daily"][number];
export type AgentCallTotals = CallStats["agents"][number];

const DAY_MS = 86_400_000;

const utcDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The server lists only the days that had calls (UTC dates); the chart shows every one of the last
 * `days` days, today included, with the quiet days at zero.
 */
export function fillDailySeries(daily: readonly DailyCalls[], days: number, now: Date): DailyCalls[] {
  const byDate = new Map(daily.map((day) => [day.date, day]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => {
    const date = utcDate(today - (days - 1 - index) * DAY_MS);
    return byDate.get(date) ?? { date, calls: 0, spending: 0 };
  });
}

export interface ChartScale {
  /** The top of the value axis, a round number at or above the largest value. */
  max: number;
  /** The gridline values from 0 to `max`. */
  ticks: number[];
}

/**
 * A value axis with round steps (1, 2 or 5 times a power of ten) and about `tickCount` intervals.
 * `wholeNumbers` keeps counts from getting fractional steps.
 */
export function chartScale(
  values: readonly number[],
  { tickCount = 4, wholeNumbers = false } = {},
): ChartScale {
  const largest = Math.max(0, ...values);
  if (largest === 0) return { max: 1, ticks: [0, 1] };
  const roughStep = largest / tickCount;
  const magnitude = 10 ** Math.floor(Math.log10(roughStep));
  const niceStep =
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((step) => step >= roughStep) ?? roughStep;
  const step = wholeNumbers ? Math.max(1, Math.ceil(niceStep)) : niceStep;
  const intervals = Math.ceil(largest / step - 1e-9);
  // Rounded so that 3 × 0.1 shows as 0.3, not 0.30000000000000004.
  const ticks = Array.from({ length: intervals + 1 }, (_, index) => Number((index * step).toPrecision(12)));
  return { max: ticks[ticks.length - 1] ?? largest, ticks };
}

export type CallTotals = Pick<AgentCallTotals, "calls" | "minutes" | "spending">;

/** Calls, minutes and spending added up; the dollars in whole cents so they never drift. */
export function sumTotals(rows: readonly CallTotals[]): CallTotals {
  return {
    calls: rows.reduce((sum, row) => sum + row.calls, 0),
    minutes: rows.reduce((sum, row) => sum + row.minutes, 0),
    spending: rows.reduce((sum, row) => sum + dollarsToCents(row.spending), 0) / 100,
  };
}

export interface AgentTotalsRow extends AgentCallTotals {
  /** The agent as it is now; null when it has been deleted since its calls. */
  agent: Agent | null;
}

/**
 * One row per agent for the last 30 days. Every current agent is listed (with zeros when
 * it had no calls, so it can be test-called from here); deleted agents keep their row while their
 * calls count.
 */
export function agentTotalsRows(
  agents: readonly Agent[],
  totals: readonly AgentCallTotals[],
): AgentTotalsRow[] {
  const current = agents.map(
    (agent): AgentTotalsRow => ({
      agent,
      agentId: agent.id,
      agentName: agent.agentName,
      ...sumTotals(totals.filter((row) => row.agentId === agent.id)),
    }),
  );
  const agentIds = new Set(agents.map((agent) => agent.id));
  const deleted = totals
    .filter((row) => row.agentId === null || !agentIds.has(row.agentId))
    .map((row): AgentTotalsRow => ({ ...row, agent: null }));
  return [...current, ...deleted];
}
