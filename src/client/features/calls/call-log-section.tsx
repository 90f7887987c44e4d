import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { Agent } from "../../../shared/api/agents";
import type { CallSummary } from "../../../shared/api/calls";
import { QueryResult } from "../../api/query-result";
import { Button, buttonClasses } from "../../ui/button";
import { cn } from "../../ui/class-names";
import { Field } from "../../ui/field";
import { SearchInput } from "../../ui/search-input";
import { Select } from "../../ui/select";
import { SkeletonRows } from "../../ui/skeleton";
import { Spinner } from "../../ui/spinner";
import { StepButton } from "../../ui/step-button";
import { AgentOptions } from "../agents/agent-options";
import { formatBalance } from "../billing/balance-api";
import { formatCallDuration, spokenCallDuration } from "./call-cost";
import { callerLabel, formatCallTime } from "./call-labels";
import { callMatchesSearch, messageTextOf } from "./call-search";
import { CALLS_PAGE_SIZE, useCallDetails, useCalls } from "./calls-api";
import { TestCallButton } from "./test-call-button";

const HEADING_ID = "call-log-heading";

function Badge({ tone, children }: { tone: "neutral" | "accent" | "success" | "warning"; children: string }) {
  const toneClasses = {
    neutral: "bg-surface-hover text-muted-foreground",
    accent: "bg-primary-soft text-primary-text",
    success: "bg-success-soft text-success-text",
    warning: "bg-warning-soft text-warning-text",
  } as const;
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold",
        toneClasses[tone],
      )}
    >
      {children}
    </span>
  );
}

function CallRow({ call, onOpen }: { call: CallSummary; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="grid w-full gap-x-4 gap-y-1.5 rounded-xl border border-border bg-surface p-4 text-left transition-colors hover:border-border-strong hover:bg-surface-hover sm:grid-cols-[1fr_auto] sm:items-center"
      >
        <span className="flex min-w-0 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold">{call.agentName}</span>
            <Badge tone={call.source === "test" ? "accent" : "success"}>
              {call.source === "test" ? "test" : "phone"}
            </Badge>
            {call.messageTaken ? (
              <Badge tone="warning">{call.urgentMessage ? "urgent message" : "message"}</Badge>
            ) : null}
            {call.status === "in_progress" ? <Badge tone="neutral">in progress</Badge> : null}
          </span>
          <span className="truncate text-sm text-muted-foreground">
            {callerLabel(call)} · {formatCallTime(call.startedAt)}
          </span>
        </span>
        <span className="flex items-baseline gap-4 text-sm tabular-nums sm:justify-end">
          <span>
            <span className="sr-only">Duration </span>
            <span aria-hidden="true">{formatCallDuration(call.durationSeconds)}</span>
            <span className="sr-only">{spokenCallDuration(call.durationSeconds)}, cost </span>
          </span>
          <span className="font-semibold">{formatBalance(call.cost.total)}</span>
        </span>
      </button>
    </li>
  );
}

function EmptyLog({ agents, filteredAgent }: { agents: readonly Agent[]; filteredAgent: Agent | null }) {
  const callable = filteredAgent ?? agents.find((agent) => agent.status !== "paused") ?? null;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border-strong p-8 text-center">
      <p className="font-medium">
        {filteredAgent ? `No calls for ${filteredAgent.agentName} yet` : "No calls yet"}
      </p>
      {agents.length === 0 ? (
        <>
          <p className="max-w-md text-sm text-muted-foreground">
            Calls show here once you have an agent. Create one, then start a test call from it.
          </p>
          <Link href="/" className={buttonClasses({ size: "sm" })}>
            Create an agent
          </Link>
        </>
      ) : (
        <>
          <p className="max-w-md text-sm text-muted-foreground">
            Start a test call from one of your agents to hear how it answers, or call its number. Every call
            shows here with its transcript and cost.
          </p>
          {callable ? <TestCallButton agent={callable} variant="primary" /> : null}
        </>
      )}
    </div>
  );
}

function Pagination({
  page,
  pageCount,
  total,
  shownFrom,
  shownTo,
  isFetching,
  onPage,
}: {
  page: number;
  pageCount: number;
  total: number;
  shownFrom: number;
  shownTo: number;
  isFetching: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Call log pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground tabular-nums" aria-live="polite">
        {shownFrom}–{shownTo} of {total} {total === 1 ? "call" : "calls"}
        {isFetching ? <Spinner className="ml-2 inline" /> : null}
      </p>
      <div className="flex items-center gap-2">
        <StepButton direction="back" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Newer
        </StepButton>
        <span className="tabular-nums">
          Page {page} of {pageCount}
        </span>
        <StepButton direction="forward" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Older
        </StepButton>
      </div>
    </nav>
  );
}

/**
 * The text of the messages taken on the loaded page, for the search box: the list carries only
 * whether a call took a message, so the details of those calls are fetched (and cached) while searching.
 */
function useMessageTexts(calls: readonly CallSummary[], isSearching: boolean) {
  const withMessages = isSearching ? calls.filter((call) => call.messageTaken).map((call) => call.id) : [];
  const details = useCallDetails(withMessages);
  const texts = new Map<string, string>();
  for (const detail of details) {
    if (detail.data) texts.set(detail.data.id, messageTextOf(detail.data.message));
  }
  return { texts, isLoading: details.some((detail) => detail.isPending) };
}

/** The call log, newest first, a page at a time, filtered by agent and searchable. */
export function CallLogSection({
  agents,
  onOpenCall,
}: {
  agents: readonly Agent[];
  onOpenCall: (callId: string) => void;
}) {
  const [agentId, setAgentId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const calls = useCalls({ agentId, page });
  const loadedCalls = calls.data?.calls ?? [];
  const isSearching = search.trim() !== "";
  const messages = useMessageTexts(loadedCalls, isSearching);
  const visibleCalls = loadedCalls.filter((call) =>
    callMatchesSearch(call, search, messages.texts.get(call.id)),
  );
  const filteredAgent = agents.find((agent) => agent.id === agentId) ?? null;
  const total = calls.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CALLS_PAGE_SIZE));
  const isPastTheLastPage = calls.data !== undefined && !calls.isPlaceholderData && page > pageCount;

  // Calls can disappear from a page (their agent's filter, a shorter log): go to the last page there is.
  useEffect(() => {
    if (isPastTheLastPage) setPage(pageCount);
  }, [isPastTheLastPage, pageCount]);

  return (
    <section aria-labelledby={HEADING_ID} className="flex flex-col gap-4">
      <div>
        <h2 id={HEADING_ID} className="text-xl font-semibold">
          Call log
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Newest first. Open a call for its transcript and cost.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_1fr]">
        <Field label="Agent">
          {(control) => (
            <Select
              {...control}
              value={agentId ?? ""}
              onChange={(event) => {
                setAgentId(event.target.value || null);
                setPage(1);
              }}
            >
              <option value="">All agents</option>
              <AgentOptions agents={agents} />
            </Select>
          )}
        </Field>
        <Field label="Search this page">
          {(control) => (
            <SearchInput
              {...control}
              placeholder="Caller number, agent or message"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
      </div>

      <QueryResult
        query={calls}
        loadingLabel="Loading your calls"
        loadingClassName="flex flex-col gap-2"
        skeleton={<SkeletonRows count={4} className="h-20 rounded-xl" />}
        failureTitle="Your calls could not be loaded"
      >
        {() =>
          total === 0 ? (
            <EmptyLog agents={agents} filteredAgent={filteredAgent} />
          ) : (
            <>
              {isSearching && messages.isLoading ? (
                <Spinner label="Searching the messages on this page…" />
              ) : null}
              {isSearching && visibleCalls.length === 0 ? (
                <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border-strong p-6 text-center">
                  <p className="text-sm text-muted-foreground">
                    No call on this page matches “{search.trim()}”.
                  </p>
                  <Button variant="outline" size="sm" onClick={() => setSearch("")}>
                    Clear search
                  </Button>
                </div>
              ) : (
                <ul aria-labelledby={HEADING_ID} className="flex flex-col gap-2">
                  {visibleCalls.map((call) => (
                    <CallRow key={call.id} call={call} onOpen={() => onOpenCall(call.id)} />
                  ))}
                </ul>
              )}
              <Pagination
                page={page}
                pageCount={pageCount}
                total={total}
                shownFrom={(page - 1) * CALLS_PAGE_SIZE + 1}
                shownTo={(page - 1) * CALLS_PAGE_SIZE + loadedCalls.length}
                isFetching={calls.isPlaceholderData}
                onPage={setPage}
              />
            </>
          )
        }
      </QueryResult>
    </section>
  );
}
