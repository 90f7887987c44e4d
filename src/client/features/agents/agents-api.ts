import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Agent, AgentChanges, AgentFields } from "../../../shared/api/agents";
import * as agentContracts from "../../../shared/api/contracts/agents";
import { callApi, queryKeyOf } from "../../api/request";

export const AGENTS_QUERY_KEY = queryKeyOf(agentContracts.listAgents);

// An agent stays "processing" until the carrier has assigned its number; polling shows it turn active.
const PROCESSING_POLL_MS = 3000;

async function fetchAgents(signal?: AbortSignal): Promise<Agent[]> {
  return callApi(agentContracts.listAgents, { signal });
}

export function useAgents() {
  return useQuery({
    queryKey: AGENTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchAgents(signal),
    refetchInterval: (query) =>
      query.state.data?.some((agent) => agent.status === "processing") ? PROCESSING_POLL_MS : false,
  });
}

/** The owner's agents as the server has them now (the builder matches the agent to update against these). */
export function fetchCurrentAgents(queryClient: QueryClient): Promise<Agent[]> {
  return queryClient.fetchQuery({
    queryKey: AGENTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchAgents(signal),
    staleTime: 0,
  });
}

/** The server charges the $25 fee itself when it creates a new agent. */
export async function createAgent(fields: AgentFields) {
  return callApi(agentContracts.createAgent, { body: fields });
}

/** Updating an agent never charges; only the fields given change, the others keep their values. */
export async function updateAgent(agent: Agent, changes: AgentChanges) {
  return callApi(agentContracts.updateAgent, { params: { id: agent.id }, body: changes });
}

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agent: Agent) => callApi(agentContracts.deleteAgent, { params: { id: agent.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AGENTS_QUERY_KEY }),
  });
}
