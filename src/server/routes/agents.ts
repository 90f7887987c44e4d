import type { FastifyInstance } from "fastify";
import { AgentsResponseSchema } from "../../shared/api/agents";
import {
  createAgent,
  deleteAgent,
  listAgents,
  requestAgent,
  updateAgent,
} from "../../shared/api/contracts/agents";
import { centsToDollars } from "../../shared/catalog/billing";
import { route } from "../http/contract-route";
import { serializedOncePerValue } from "../http/response-serializer";
import type { Services } from "../services/services";

// The owner's agents ("active bots") and agent requests.
export function agentRoutes(app: FastifyInstance, services: Services): void {
  const { agents, agentRequests } = services;
  const sendAgents = serializedOncePerValue(AgentsResponseSchema);

  route(app, listAgents, async (request, reply) => sendAgents(reply, await agents.list(request.owner.id)));

  route(app, createAgent, async (request, reply) => {
    const { status: _clientStatus, ...fields } = request.body;
    const { agent, balanceCents } = await agents.create(request.owner.id, fields);
    return reply.status(201).send({ agent, charged: true, balance: centsToDollars(balanceCents) });
  });

  route(app, updateAgent, async (request) => {
    const { status: _clientStatus, ...fields } = request.body;
    const { agent, balanceCents } = await agents.update(request.owner.id, request.params.id, fields);
    return { agent, charged: false, balance: centsToDollars(balanceCents) };
  });

  route(app, deleteAgent, async (request) => {
    await agents.remove(request.owner.id, request.params.id);
    return { success: true as const };
  });

  route(app, requestAgent, async (request, reply) => {
    const id = await agentRequests.submit(request.owner, request.body, request.ip);
    return reply
      .status(201)
      .send({ id, message: "Your request was submitted. We will be in touch within 24 hours." });
  });
}
