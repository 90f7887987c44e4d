import { keepPreviousData, type QueryClient, useQueries, useQuery } from "@tanstack/react-query";
import type { SuccessResult } from "../../../shared/api/contract";
import * as callContracts from "../../../shared/api/contracts/calls";
import { callApi, queryKeyOf } from "../../api/request";
import { AGENTS_QUERY_KEY } from "../agents/agents-api";
import { BALANCE_QUERY_KEY } from "../billing/balance-api";

export const CALLS_PAGE_SIZE = 20;

export type CallStats = SuccessResult<typeof callContracts.callStats>;
export type TestCallAnswer = SuccessResult<typeof callContracts.endTestCall>;

export interface CallsFilter {
  agentId: string | null;
  page: number;
}

/** One page of the call log, newest first; the previous page stays shown while the next loads. */
export function useCalls(filter: CallsFilter) {
  return useQuery({
    queryKey: queryKeyOf(callContracts.listCalls, filter),
    queryFn: ({ signal }) =>
      callApi(callContracts.listCalls, {
        query: { page: filter.page, pageSize: CALLS_PAGE_SIZE, agentId: filter.agentId ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    // Phone calls arrive without this browser knowing: the log is fetched afresh each time it is shown.
    staleTime: 0,
  });
}

function callDetailQuery(callId: string) {
  return {
    queryKey: queryKeyOf(callContracts.getCall, callId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(callContracts.getCall, { params: { id: callId }, signal }),
  };
}

export function useCall(callId: string) {
  return useQuery(callDetailQuery(callId));
}

/** The details of several calls, for searching the messages they took; each is cached like `useCall`. */
export function useCallDetails(callIds: readonly string[]) {
  return useQueries({ queries: callIds.map(callDetailQuery) });
}

/** Per-agent totals and the day-by-day series of the last 30 days. */
export function useCallStats() {
  return useQuery({
    queryKey: queryKeyOf(callContracts.callStats),
    queryFn: ({ signal }) => callApi(callContracts.callStats, { signal }),
    staleTime: 0,
  });
}

/** The call as the log keeps it now (its cost so far, on a call still going). */
export async function readCall(callId: string) {
  return callApi(callContracts.getCall, { params: { id: callId } });
}

/**
 * Ends a test call, if its line has not already, and answers it as the log keeps it, with the
 * balance after it.
 */
export async function endTestCall(callId: string): Promise<TestCallAnswer> {
  return callApi(callContracts.endTestCall, { params: { id: callId } });
}

/** A call changes the balance, may pause the agents at $0, and adds to the call log and its totals. */
export function refreshAfterCall(queryClient: QueryClient): void {
  const callsKeys = [callContracts.listCalls, callContracts.getCall, callContracts.callStats].map(
    (contract) => queryKeyOf(contract),
  );
  for (const queryKey of [BALANCE_QUERY_KEY, AGENTS_QUERY_KEY, ...callsKeys]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
