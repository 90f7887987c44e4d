import { type QueryClient, useQuery } from "@tanstack/react-query";
import { BalanceResponseSchema } from "../../../shared/api/billing";
import { BALANCE_REFRESH_MS, groupedNumber } from "../../../shared/catalog/billing";
import { apiRequest } from "../../api/request";

export const BALANCE_QUERY_KEY = ["/api/balance"] as const;

async function fetchBalance(signal?: AbortSignal): Promise<number> {
  return BalanceResponseSchema.parse(await apiRequest("GET", "/api/balance", undefined, { signal })).balance;
}

/** Spec 000 §7 and §9: the balance in dollars, refreshed every 30 seconds. */
export function useBalance() {
  return useQuery({
    queryKey: BALANCE_QUERY_KEY,
    queryFn: ({ signal }) => fetchBalance(signal),
    refetchInterval: BALANCE_REFRESH_MS,
  });
}

/** The balance as the server has it now, for decisions that must not rest on a 30-second-old value. */
export function fetchCurrentBalance(queryClient: QueryClient): Promise<number> {
  return queryClient.fetchQuery({
    queryKey: BALANCE_QUERY_KEY,
    queryFn: ({ signal }) => fetchBalance(signal),
    staleTime: 0,
  });
}

export function storeBalance(queryClient: QueryClient, balance: number): void {
  queryClient.setQueryData(BALANCE_QUERY_KEY, balance);
}

/** $X.XX, with thousands separators. */
export function formatBalance(balance: number): string {
  return `${balance < 0 ? "-" : ""}$${groupedNumber(Math.abs(balance), 2)}`;
}
