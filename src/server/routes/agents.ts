import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AgentParamsSchema,
  AgentRequestResponseSchema,
  AgentRequestSchema,
  AgentResponseSchema,
  AgentsResponseSchema,
  CreateAgentRequestSchema,
  DeleteAgentResponseSchema,
  UpdateAgentRequestSchema,
} from "../../shared/api/agents";
import { ApiErrorSchema } from "../../shared/api/errors";
import { centsToDollars } from "../../shared/catalog/billing";
import { requireUser, requireUserOrApiKey } from "../http/session";
import type { Services } from "../services/services";

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  402: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  502: ApiErrorSchema,
};

// Spec 000 §7: the owner's agents ("active bots") and agent requests.
export function agentRoutes(
  app: FastifyInstance,
  { sessions, agents, agentRequests, apiKeys }: Services,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/active-bots",
    {
      schema: {
        tags: ["agents"],
        summary: "The signed-in owner's agents, newest first",
        response: { 200: AgentsResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => agents.list((await requireUserOrApiKey(request, sessions, apiKeys)).id),
  );

  api.post(
    "/api/active-bots",
    {
      schema: {
        tags: ["agents"],
        summary: "Create an agent; charges the $25 creation fee in the same transaction",
        body: CreateAgentRequestSchema,
        response: { 201: AgentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, sessions);
      const { status: _clientStatus, ...fields } = request.body;
      const { agent, balanceCents } = await agents.create(user.id, fields);
      return reply.status(201).send({ agent, charged: true, balance: centsToDollars(balanceCents) });
    },
  );

  api.put(
    "/api/active-bots/:id",
    {
      schema: {
        tags: ["agents"],
        summary: "Change an agent's configuration; never charges",
        params: AgentParamsSchema,
        body: UpdateAgentRequestSchema,
        response: { 200: AgentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      const { status: _clientStatus, ...fields } = request.body;
      const { agent, balanceCents } = await agents.update(user.id, request.params.id, fields);
      return { agent, charged: false, balance: centsToDollars(balanceCents) };
    },
  );

  api.delete(
    "/api/active-bots/:id",
    {
      schema: {
        tags: ["agents"],
        summary: "Delete an agent and release its number",
        params: AgentParamsSchema,
        response: { 200: DeleteAgentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUserOrApiKey(request, sessions, apiKeys);
      await agents.remove(user.id, request.params.id);
      return { success: true as const };
    },
  );

  api.post(
    "/api/agent-request",
    {
      schema: {
        tags: ["agents"],
        summary: "Ask the team to build an agent; mailed to support and confirmed to the owner",
        body: AgentRequestSchema,
        response: { 201: AgentRequestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, sessions);
      const id = await agentRequests.submit(user, request.body);
      return reply
        .status(201)
        .send({ id, message: "Your request was submitted. We will be in touch within 24 hours." });
    },
  );
}
