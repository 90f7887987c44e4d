import { keepPreviousData, type QueryClient, useQueries, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type CallDetail,
  CallDetailSchema,
  CallStatsResponseSchema,
  CallsResponseSchema,
  TestCallResponseSchema,
} from "../../../shared/api/calls";
import { apiRequest } from "../../api/request";
import { AGENTS_QUERY_KEY } from "../agents/agents-api";
import { BALANCE_QUERY_KEY } from "../billing/balance-api";

// Every calls query starts with this key, so one invalidation refreshes the list, the details and the totals.
const CALLS_QUERY_KEY = ["/api/calls"] as const;
export const CALLS_PAGE_SIZE = 20;

export type CallStats = z.infer<typeof CallStatsResponseSchema>;
export type TestCallAnswer = z.infer<typeof TestCallResponseSchema>;

export interface CallsFilter {
  agentId: string | null;
  page: number;
}

function callsListUrl({ agentId, page }: CallsFilter): string {
  const search = new URLSearchParams({ page: String(page), pageSize: String(CALLS_PAGE_SIZE) });
  if (agentId !== null) search.set("agentId", agentId);
  return `/api/calls?${search}`;
}

/** Issue 6 §4: one page of the call log, newest first; the previous page stays shown while the next loads. */
export function useCalls(filter: CallsFilter) {
  return useQuery({
    queryKey: [...CALLS_QUERY_KEY, "list", filter],
    queryFn: async ({ signal }) =>
      CallsResponseSchema.parse(await apiRequest("GET", callsListUrl(filter), undefined, { signal })),
    placeholderData: keepPreviousData,
    // Phone calls arrive without this browser knowing: the log is fetched afresh each time it is shown.
    staleTime: 0,
  });
}

function callDetailQuery(callId: string) {
  return {
    queryKey: [...CALLS_QUERY_KEY, callId],
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CallDetail> =>
      CallDetailSchema.parse(
        await apiRequest("GET", `/api/calls/${encodeURIComponent(callId)}`, undefined, { signal }),
      ),
  };
}

export function useCall(callId: string) {
  return useQuery(callDetailQuery(callId));
}

/** The details of several calls, for searching the messages they took; each is cached like `useCall`. */
export function useCallDetails(callIds: readonly string[]) {
  return useQueries({ queries: callIds.map(callDetailQuery) });
}

/** Issue 6 §4: per-agent totals and the day-by-day series of the last 30 days. */
export function useCallStats() {
  return useQuery({
    queryKey: [...CALLS_QUERY_KEY, "stats"],
    queryFn: async ({ signal }) =>
      CallStatsResponseSchema.parse(await apiRequest("GET", "/api/calls/stats", undefined, { signal })),
    staleTime: 0,
  });
}

const testCallUrl = (callId: string, action: "turn" | "end") =>
  `/api/test-calls/${encodeURIComponent(callId)}/${action}`;

/** Issue 6 §3: answers the agent's greeting; 402 when the agent is paused at a $0 balance. */
export async function startTestCall(agentId: string): Promise<TestCallAnswer> {
  return TestCallResponseSchema.parse(await apiRequest("POST", "/api/test-calls", { agentId }));
}

export async function sendTestCallTurn(callId: string, text: string): Promise<TestCallAnswer> {
  return TestCallResponseSchema.parse(await apiRequest("POST", testCallUrl(callId, "turn"), { text }));
}

/** `keepalive` lets the hang-up reach the server while the tab closes, so the call is billed and logged. */
export async function endTestCall(callId: string, options: { keepalive?: boolean } = {}) {
  return TestCallResponseSchema.parse(
    await apiRequest("POST", testCallUrl(callId, "end"), undefined, options),
  );
}

/** A call changes the balance, may pause the agents at $0, and adds to the call log and its totals. */
export function refreshAfterCall(queryClient: QueryClient): void {
  for (const queryKey of [BALANCE_QUERY_KEY, AGENTS_QUERY_KEY, CALLS_QUERY_KEY]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
