import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type Agent,
  type AgentFields,
  AgentFieldsSchema,
  AgentResponseSchema,
  AgentsResponseSchema,
  DeleteAgentResponseSchema,
} from "../../../shared/api/agents";
import { apiRequest } from "../../api/request";

export const AGENTS_QUERY_KEY = ["/api/active-bots"] as const;

// An agent stays "processing" until the carrier has assigned its number; polling shows it turn active.
const PROCESSING_POLL_MS = 3000;

async function fetchAgents(signal?: AbortSignal): Promise<Agent[]> {
  return AgentsResponseSchema.parse(await apiRequest("GET", "/api/active-bots", undefined, { signal }));
}

export function useAgents() {
  return useQuery({
    queryKey: AGENTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchAgents(signal),
    refetchInterval: (query) =>
      query.state.data?.some((agent) => agent.status === "processing") ? PROCESSING_POLL_MS : false,
  });
}

/** The owner's agents as the server has them now (spec 000 §4 step 4 matches against these). */
export function fetchCurrentAgents(queryClient: QueryClient): Promise<Agent[]> {
  return queryClient.fetchQuery({
    queryKey: AGENTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchAgents(signal),
    staleTime: 0,
  });
}

/** Spec 000 §4: the server charges the $25 fee itself when it creates a new agent. */
export async function createAgent(fields: AgentFields) {
  return AgentResponseSchema.parse(await apiRequest("POST", "/api/active-bots", fields));
}

/** A PUT replaces every field, so the fields this screen does not edit keep the agent's current values. */
export function withUneditedFields(agent: Agent, fields: AgentFields): AgentFields {
  const uneditedFields = Object.fromEntries(
    Object.keys(AgentFieldsSchema.shape)
      .filter((key) => !(key in fields) && key in agent)
      .map((key) => [key, agent[key as keyof Agent]]),
  );
  return { ...uneditedFields, ...fields };
}

/** Updating an agent never charges. */
export async function updateAgent(agent: Agent, fields: AgentFields) {
  return AgentResponseSchema.parse(
    await apiRequest(
      "PUT",
      `/api/active-bots/${encodeURIComponent(agent.id)}`,
      withUneditedFields(agent, fields),
    ),
  );
}

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (agent: Agent) =>
      DeleteAgentResponseSchema.parse(
        await apiRequest("DELETE", `/api/active-bots/${encodeURIComponent(agent.id)}`),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AGENTS_QUERY_KEY }),
  });
}
