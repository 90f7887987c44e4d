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
import { serializedOncePerValue } from "../http/response-serializer";
import type { Services } from "../services/services";
import { ownerErrors, ownerLookups } from "./owner-routes";

// 502: the carrier could not set up the new agent's number.
const errors = { ...ownerErrors, 502: ApiErrorSchema };

// Spec 000 §7: the owner's agents ("active bots") and agent requests.
export function agentRoutes(app: FastifyInstance, services: Services): void {
  const { agents, agentRequests } = services;
  const { signedInOwner, ownerOrApiKey } = ownerLookups(services);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sendAgents = serializedOncePerValue(AgentsResponseSchema);

  api.get(
    "/api/active-bots",
    {
      schema: {
        tags: ["agents"],
        summary: "The signed-in owner's agents, newest first",
        response: { 200: AgentsResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const list = await agents.list((await ownerOrApiKey(request)).id);
      return sendAgents(reply, list);
    },
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
      const user = await signedInOwner(request);
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
      const user = await signedInOwner(request);
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
      const user = await ownerOrApiKey(request);
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
      const user = await signedInOwner(request);
      const id = await agentRequests.submit(user, request.body);
      return reply
        .status(201)
        .send({ id, message: "Your request was submitted. We will be in touch within 24 hours." });
    },
  );
}
