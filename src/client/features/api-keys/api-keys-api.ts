import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type ApiKeySchema,
  ApiKeysResponseSchema,
  CreateApiKeyResponseSchema,
} from "../../../shared/api/calls";
import { apiRequest } from "../../api/request";

const API_KEYS_QUERY_KEY = ["/api/api-keys"] as const;

export type ApiKey = z.infer<typeof ApiKeySchema>;

/** Issue 6 §4: the owner's API keys, by name and prefix (never the keys themselves). */
export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      ApiKeysResponseSchema.parse(await apiRequest("GET", "/api/api-keys", undefined, { signal })).apiKeys,
  });
}

/** Answers the new key and, once only, its secret; 403 for the simple plan. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      CreateApiKeyResponseSchema.parse(await apiRequest("POST", "/api/api-keys", { name })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    // A 2xx answer ({ success: true }) is all there is to know; failures throw.
    mutationFn: async (apiKey: ApiKey): Promise<void> => {
      await apiRequest("DELETE", `/api/api-keys/${encodeURIComponent(apiKey.id)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
