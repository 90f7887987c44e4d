import { useMutation, useQuery } from "@tanstack/react-query";
import type { ConnectCalcomRequest } from "../../../shared/api/calendars";
import * as calendarContracts from "../../../shared/api/contracts/calendars";
import { useSavingMutation } from "../../api/mutations";
import { callApi, queryKeyOf } from "../../api/request";

const connectionKey = (agentId: string) => queryKeyOf(calendarContracts.getCalcomConnection, agentId);

/** Whether the agent's callers book in Cal.com, and which event type; the key never comes back. */
export function useCalcomConnection(agentId: string) {
  return useQuery({
    queryKey: connectionKey(agentId),
    queryFn: ({ signal }) =>
      callApi(calendarContracts.getCalcomConnection, { params: { id: agentId }, signal }),
  });
}

/** The event types of the key's Cal.com account; the server keeps nothing. */
export function useCalcomEventTypes(agentId: string) {
  return useMutation({
    mutationFn: async (apiKey: string) =>
      (await callApi(calendarContracts.listCalcomEventTypes, { params: { id: agentId }, body: { apiKey } }))
        .eventTypes,
  });
}

export function useConnectCalcom(agentId: string) {
  return useSavingMutation(connectionKey(agentId), (body: ConnectCalcomRequest) =>
    callApi(calendarContracts.connectCalcom, { params: { id: agentId }, body }),
  );
}

export function useDisconnectCalcom(agentId: string) {
  return useSavingMutation(connectionKey(agentId), () =>
    callApi(calendarContracts.disconnectCalcom, { params: { id: agentId } }),
  );
}
