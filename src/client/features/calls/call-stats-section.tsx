import type { Agent } from "../../../shared/api/agents";
import { QueryResult } from "../../api/query-result";
import { HeadedSection } from "../../ui/headed-region";
import { Skeleton } from "../../ui/skeleton";
import { AgentStatusBadge } from "../agents/agent-status-badge";
import { formatBalance } from "../billing/balance-api";
import { type AgentTotalsRow, agentTotalsRows, fillDailySeries, sumTotals } from "./call-stats-series";
import { useCallStats } from "./calls-api";
import { DailyActivityChart } from "./daily-activity-chart";
import { TestCallButton } from "./test-call-button";

function StatFigures({ calls, minutes, spending }: { calls: number; minutes: number; spending: number }) {
  const figures = [
    ["Calls", String(calls)],
    ["Minutes", String(minutes)],
    ["Spending", formatBalance(spending)],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AgentTotalsCard({ row }: { row: AgentTotalsRow }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{row.agentName}</h3>
          <p className="truncate text-xs text-muted-foreground">
            {row.agent ? row.agent.businessName : "Deleted agent"}
          </p>
        </div>
        {row.agent ? <AgentStatusBadge status={row.agent.status} /> : null}
      </div>
      <StatFigures calls={row.calls} minutes={row.minutes} spending={row.spending} />
      {row.agent ? <TestCallButton agent={row.agent} className="self-start" /> : null}
    </li>
  );
}

const STATS_SKELETON = (
  <>
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Skeleton className="h-36 rounded-xl" />
      <Skeleton className="h-36 rounded-xl" />
    </div>
    <Skeleton className="h-72 rounded-xl" />
  </>
);

/** Per-agent totals for the last 30 days (calls, minutes, spending) with a chart. */
export function CallStatsSection({ agents }: { agents: readonly Agent[] }) {
  const stats = useCallStats();
  return (
    <HeadedSection
      title="Last 30 days"
      description="Calls, billed minutes and spending per agent, test calls included."
    >
      <QueryResult
        query={stats}
        loadingLabel="Loading your call totals"
        loadingClassName="flex flex-col gap-4"
        skeleton={STATS_SKELETON}
        failureTitle="Your call totals could not be loaded"
      >
        {(totals) => (
          <>
            <div className="rounded-xl border border-border bg-surface-raised p-4">
              <p className="mb-2 text-sm font-medium">All agents</p>
              <StatFigures {...sumTotals(totals.agents)} />
            </div>
            {agents.length > 0 || totals.agents.length > 0 ? (
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {agentTotalsRows(agents, totals.agents).map((row) => (
                  <AgentTotalsCard key={row.agent?.id ?? `deleted-${row.agentName}`} row={row} />
                ))}
              </ul>
            ) : null}
            <DailyActivityChart series={fillDailySeries(totals.daily, totals.days, new Date())} />
          </>
        )}
      </QueryResult>
    </HeadedSection>
  );
}
