import type { FastifyInstance } from "fastify";
import {
  callStats,
  createApiKey,
  endTestCall,
  getCall,
  listApiKeys,
  listCalls,
  revokeApiKey,
  startTestCall,
  testCallTurn,
} from "../../shared/api/contracts/calls";
import { centsToDollars } from "../../shared/catalog/billing";
import { route } from "../http/contract-route";
import { HttpError } from "../http/http-error";
import type { CallTurnResult } from "../services/call-control";
import { spokenLanguageOf } from "../services/call-engine/types";
import { testCallTransferNote } from "../services/call-transfers";
import { toCallDetail } from "../services/calls";
import type { Services } from "../services/services";
import type { TestCallLines } from "./test-call-relay";

const CALL_STATS_DAYS = 30;

// The call log, the typed test calls (the live line is routes/test-call-relay.ts) and the API keys.
export function callRoutes(
  app: FastifyInstance,
  services: Services,
  { testCallLines }: { testCallLines: TestCallLines },
): void {
  const { calls, agents, apiKeys, billing } = services;

  route(app, listCalls, async (request) => {
    const user = request.owner;
    return calls.list(user.id, request.query);
  });

  route(app, callStats, async (request) => calls.stats(request.owner.id, CALL_STATS_DAYS));

  route(app, getCall, async (request) => {
    const user = request.owner;
    return toCallDetail(await calls.ownCall(user.id, request.params.id));
  });

  async function testCallAnswer(userId: string, result: CallTurnResult) {
    return {
      call: toCallDetail(await calls.ownCall(userId, result.callId)),
      say: result.say,
      language: result.language,
      voice: result.voice,
      ended: result.next === "hang_up",
      balance: centsToDollars(await billing.currentBalanceCents(userId)),
    };
  }

  async function voiceOf(agentId: string | null): Promise<"male" | "female"> {
    const agent = agentId ? await agents.find(agentId) : undefined;
    return agent?.voice ?? "female";
  }

  route(app, startTestCall, async (request, reply) => {
    const user = request.owner;
    const agent = await agents.own(user.id, request.body.agentId);
    if (testCallLines.isOpen(user.id)) {
      throw new HttpError(409, "A test call is already open in another tab or window.");
    }
    const result = await calls.startTestCall(agent);
    return reply.status(201).send(await testCallAnswer(user.id, result));
  });

  route(app, testCallTurn, async (request) => {
    const user = request.owner;
    const call = await calls.ownCall(user.id, request.params.id);
    if (call.source !== "test") throw new HttpError(409, "Only test calls take typed turns.");
    const result = await calls.turn(call.id, request.body.text);
    if (result.next !== "transfer") return testCallAnswer(user.id, result);
    // A typed test call dials no one: the agent's sentence, then whom the line would ring, and the
    // call ends there as a phone call leaves the agent once it is put through.
    await calls.finish(call.id);
    return testCallAnswer(user.id, {
      ...result,
      say: `${result.say} ${testCallTransferNote(result.transfer)}`.trim(),
      next: "hang_up",
    });
  });

  route(app, endTestCall, async (request) => {
    const user = request.owner;
    const call = await calls.ownCall(user.id, request.params.id);
    if (call.source !== "test") throw new HttpError(409, "Phone calls end when the caller hangs up.");
    const ended = await calls.finish(call.id);
    return testCallAnswer(user.id, {
      callId: ended.id,
      say: "",
      language: spokenLanguageOf(ended.language),
      voice: await voiceOf(call.agentId),
      next: "hang_up",
    });
  });

  route(app, listApiKeys, async (request) => ({ apiKeys: await apiKeys.list(request.owner.id) }));

  route(app, createApiKey, async (request, reply) => {
    const user = request.owner;
    return reply.status(201).send(await apiKeys.create(user, request.body.name, request.body.scope));
  });

  route(app, revokeApiKey, async (request) => {
    const user = request.owner;
    await apiKeys.revoke(user.id, request.params.id);
    return { success: true as const };
  });
}
