import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  sendTestWebhook,
} from "../../../shared/api/contracts/webhooks";
import type { CreateWebhookEndpointRequest, WebhookEndpoint } from "../../../shared/api/webhooks";
import { useRefreshingMutation } from "../../api/mutations";
import { callApi, queryKeyOf } from "../../api/request";

const ENDPOINTS_QUERY_KEY = queryKeyOf(listWebhookEndpoints);
const DELIVERIES_QUERY_KEY = queryKeyOf(listWebhookDeliveries);

/** The owner's webhook URLs (never their signing secrets). */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: ENDPOINTS_QUERY_KEY,
    queryFn: async ({ signal }) => (await callApi(listWebhookEndpoints, { signal })).endpoints,
  });
}

/** The latest deliveries; refreshed while the page is open, as retries change them. */
export function useWebhookDeliveries(enabled: boolean) {
  return useQuery({
    queryKey: DELIVERIES_QUERY_KEY,
    queryFn: async ({ signal }) => (await callApi(listWebhookDeliveries, { signal })).deliveries,
    enabled,
    refetchInterval: 30_000,
  });
}

/** Answers the new endpoint and, once only, its signing secret; 403 off Plus. */
export function useCreateWebhookEndpoint() {
  return useRefreshingMutation(
    ENDPOINTS_QUERY_KEY,
    (body: CreateWebhookEndpointRequest) => callApi(createWebhookEndpoint, { body }),
    "success",
  );
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (endpoint: WebhookEndpoint): Promise<void> => {
      await callApi(deleteWebhookEndpoint, { params: { id: endpoint.id } });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ENDPOINTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: DELIVERIES_QUERY_KEY });
    },
  });
}

/** Sends a signed webhook.test event now; answers the delivery with the receiver's answer. */
export function useSendTestWebhook() {
  return useRefreshingMutation(
    DELIVERIES_QUERY_KEY,
    async (endpoint: WebhookEndpoint) =>
      (await callApi(sendTestWebhook, { params: { id: endpoint.id } })).delivery,
  );
}
