import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type * as z from "zod/mini";
import type { ApiKeySchema, ApiKeyScope } from "../../../shared/api/calls";
import { createApiKey, listApiKeys, revokeApiKey } from "../../../shared/api/contracts/calls";
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; scope: ApiKeyScope }) => callApi(createApiKey, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    // A 2xx answer ({ success: true }) is all there is to know; failures throw.
    mutationFn: async (apiKey: ApiKey): Promise<void> => {
      await callApi(revokeApiKey, { params: { id: apiKey.id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
