import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordRequest, DeleteAccountRequest } from "../../../shared/api/account";
import * as accountContracts from "../../../shared/api/contracts/account";
import { useRefreshingMutation } from "../../api/mutations";
import { callApi, contractUrl, queryKeyOf } from "../../api/request";
import { clearSession } from "../../api/session";
import { clearTabStorage } from "../../browser-storage";

export const ACCOUNT_SESSIONS_QUERY_KEY = queryKeyOf(accountContracts.listAccountSessions);

/** Where Download my data points: the server answers a JSON file to save. */
export const ACCOUNT_EXPORT_URL = contractUrl(accountContracts.exportAccount);

/** The owner's live sessions, this one marked. */
export function useAccountSessions() {
  return useQuery({
    queryKey: ACCOUNT_SESSIONS_QUERY_KEY,
    queryFn: async ({ signal }) => (await callApi(accountContracts.listAccountSessions, { signal })).sessions,
    // Another browser may sign in or out meanwhile; the list is read afresh on each visit.
    staleTime: 0,
  });
}

export function useEndSession() {
  return useRefreshingMutation(ACCOUNT_SESSIONS_QUERY_KEY, (sessionId: string) =>
    callApi(accountContracts.endAccountSession, { params: { id: sessionId } }),
  );
}

/** Signs out this browser as logout does: the tab's drafts go and the cached session empties. */
function forgetThisBrowsersSession(queryClient: ReturnType<typeof useQueryClient>) {
  clearTabStorage();
  clearSession(queryClient);
}

export function useEndAllSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(accountContracts.endAllAccountSessions),
    onSuccess: () => forgetThisBrowsersSession(queryClient),
  });
}

export function useChangePassword() {
  return useRefreshingMutation(
    ACCOUNT_SESSIONS_QUERY_KEY,
    (input: ChangePasswordRequest) => callApi(accountContracts.changePassword, { body: input }),
    "success",
  );
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountRequest) => callApi(accountContracts.deleteAccount, { body: input }),
    onSuccess: () => forgetThisBrowsersSession(queryClient),
  });
}
