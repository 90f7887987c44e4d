import { useQuery } from "@tanstack/react-query";
import type * as z from "zod/mini";
import type { ApiKeySchema, ApiKeyScope } from "../../../shared/api/calls";
import { createApiKey, listApiKeys, revokeApiKey } from "../../../shared/api/contracts/calls";
import { useRefreshingMutation } from "../../api/mutations";
import { callApi, queryKeyOf } from "../../api/request";

const API_KEYS_QUERY_KEY = queryKeyOf(listApiKeys);

export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The owner's API keys, by name and prefix (never the keys themselves). */
export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: async ({ signal }) => (await callApi(listApiKeys, { signal })).apiKeys,
  });
}

/** Answers the new key and, once only, its secret; 403 for the simple plan. */
export function useCreateApiKey() {
  return useRefreshingMutation(
    API_KEYS_QUERY_KEY,
    (body: { name: string; scope: ApiKeyScope }) => callApi(createApiKey, { body }),
    "success",
  );
}

export function useRevokeApiKey() {
  // A 2xx answer ({ success: true }) is all there is to know; failures throw.
  return useRefreshingMutation(API_KEYS_QUERY_KEY, async (apiKey: ApiKey): Promise<void> => {
    await callApi(revokeApiKey, { params: { id: apiKey.id } });
  });
}
