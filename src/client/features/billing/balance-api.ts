import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { SuccessResult } from "../../../shared/api/contract";
import { getBalance } from "../../../shared/api/contracts/billing";
import { BALANCE_REFRESH_MS, groupedNumber } from "../../../shared/catalog/billing";
import { callApi, queryKeyOf } from "../../api/request";

export const BALANCE_QUERY_KEY = queryKeyOf(getBalance);

type Account = SuccessResult<typeof getBalance>;

async function fetchAccount(signal?: AbortSignal): Promise<Account> {
  return callApi(getBalance, { signal });
}

function balanceQuery() {
  return {
    queryKey: BALANCE_QUERY_KEY,
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchAccount(signal),
  };
}

/** The balance in dollars, refreshed every 30 seconds. */
export function useBalance() {
  return useQuery({
    ...balanceQuery(),
    refetchInterval: BALANCE_REFRESH_MS,
    select: (account: Account) => account.balance,
  });
}

/** What a refund or dispute left owing, in dollars (0 almost always); paid first from the next top-up. */
export function useBalanceDebt() {
  return useQuery({
    ...balanceQuery(),
    refetchInterval: BALANCE_REFRESH_MS,
    select: (account: Account) => account.debt,
  });
}

/** The balance as the server has it now, for decisions that must not rest on a 30-second-old value. */
export async function fetchCurrentBalance(queryClient: QueryClient): Promise<number> {
  const account = await queryClient.fetchQuery({ ...balanceQuery(), staleTime: 0 });
  return account.balance;
}

export function storeBalance(queryClient: QueryClient, balance: number): void {
  queryClient.setQueryData<Account>(BALANCE_QUERY_KEY, (previous) => ({
    balance,
    debt: previous?.debt ?? 0,
  }));
}

/** $X.XX, with thousands separators. */
export function formatBalance(balance: number): string {
  return `${balance < 0 ? "-" : ""}$${groupedNumber(Math.abs(balance), 2)}`;
}
