import {
  AgentParamsSchema,
  AgentRequestResponseSchema,
  AgentRequestSchema,
  AgentResponseSchema,
  AgentsResponseSchema,
  CreateAgentRequestSchema,
  DeleteAgentResponseSchema,
  UpdateAgentRequestSchema,
} from "../agents";
import { defineContract } from "../contract";
import { ApiErrorSchema } from "../errors";
import { ownerErrors } from "./owner-errors";

// 502: the carrier could not set up the new agent's number.
const agentErrors = { ...ownerErrors, 502: ApiErrorSchema };

export const listAgents = defineContract({
  method: "GET",
  path: "/api/active-bots",
  auth: "owner-or-key",
  tags: ["agents"],
  summary: "The signed-in owner's agents, newest first",
  response: { 200: AgentsResponseSchema, 401: ApiErrorSchema },
});

export const createAgent = defineContract({
  method: "POST",
  path: "/api/active-bots",
  auth: "owner-or-key",
  tags: ["agents"],
  summary: "Create an agent; charges the $25 creation fee in the same transaction",
  body: CreateAgentRequestSchema,
  response: { 201: AgentResponseSchema, ...agentErrors },
});

export const updateAgent = defineContract({
  method: "PUT",
  path: "/api/active-bots/:id",
  auth: "owner-or-key",
  tags: ["agents"],
  summary: "Change an agent's configuration; never charges",
  params: AgentParamsSchema,
  body: UpdateAgentRequestSchema,
  response: { 200: AgentResponseSchema, ...agentErrors },
});

export const deleteAgent = defineContract({
  method: "DELETE",
  path: "/api/active-bots/:id",
  auth: "owner-or-key",
  tags: ["agents"],
  summary: "Delete an agent and release its number",
  params: AgentParamsSchema,
  response: { 200: DeleteAgentResponseSchema, ...agentErrors },
});

export const requestAgent = defineContract({
  method: "POST",
  path: "/api/agent-request",
  auth: "owner",
  tags: ["agents"],
  summary: "Ask the team to build an agent; mailed to support and confirmed to the owner",
  body: AgentRequestSchema,
  response: { 201: AgentRequestResponseSchema, ...agentErrors, 429: ApiErrorSchema },
});
