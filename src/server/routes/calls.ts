import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ApiKeysResponseSchema,
  CallDetailSchema,
  CallParamsSchema,
  CallStatsResponseSchema,
  CallsQuerySchema,
  CallsResponseSchema,
  CreateApiKeyRequestSchema,
  CreateApiKeyResponseSchema,
  StartTestCallRequestSchema,
  TestCallResponseSchema,
  TestCallTurnRequestSchema,
} from "../../shared/api/calls";
import { ApiErrorSchema } from "../../shared/api/errors";
import { centsToDollars } from "../../shared/catalog/billing";
import type { Db } from "../db/client";
import { HttpError } from "../http/http-error";
import type { CallTurnResult } from "../services/calls";
import { toCallDetail } from "../services/calls";
import { ledger } from "../services/ledger";
import type { Services } from "../services/services";
import { ownerErrors as errors, ownerLookups } from "./owner-routes";

const CALL_STATS_DAYS = 30;

// Issue 6 §3 and §4: the call log, the browser's test calls and the API keys.
export function callRoutes(app: FastifyInstance, services: Services, db: Db): void {
  const { calls, agents, apiKeys } = services;
  const { signedInOwner, ownerOrApiKey } = ownerLookups(services);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/calls",
    {
      schema: {
        tags: ["calls"],
        summary: "The owner's calls, newest first, a page at a time (filter by agent)",
        querystring: CallsQuerySchema,
        response: { 200: CallsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await ownerOrApiKey(request);
      return calls.list(user.id, request.query);
    },
  );

  api.get(
    "/api/calls/stats",
    {
      schema: {
        tags: ["calls"],
        summary: "Calls, minutes and spending per agent over the last 30 days",
        response: { 200: CallStatsResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => calls.stats((await signedInOwner(request)).id, CALL_STATS_DAYS),
  );

  api.get(
    "/api/calls/:id",
    {
      schema: {
        tags: ["calls"],
        summary: "One call with its transcript, message, workflow items and cost",
        params: CallParamsSchema,
        response: { 200: CallDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = await ownerOrApiKey(request);
      return toCallDetail(await calls.ownCall(user.id, request.params.id));
    },
  );

  async function testCallAnswer(userId: string, result: CallTurnResult, voice: "male" | "female") {
    return {
      call: toCallDetail(await calls.ownCall(userId, result.callId)),
      say: result.say,
      language: result.language,
      voice,
      ended: result.ended,
      balance: centsToDollars(await ledger.balanceCents(db, userId)),
    };
  }

  async function voiceOf(agentId: string | null): Promise<"male" | "female"> {
    const agent = agentId ? await agents.find(agentId) : undefined;
    return agent?.voice ?? "female";
  }

  api.post(
    "/api/test-calls",
    {
      schema: {
        tags: ["calls"],
        summary: "Start a test call with one of your agents (billed like a phone call)",
        body: StartTestCallRequestSchema,
        response: { 201: TestCallResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInOwner(request);
      const agent = await agents.own(user.id, request.body.agentId);
      if (agent.status === "paused") {
        throw new HttpError(402, "This agent is paused because your balance is $0. Add balance to test it.");
      }
      const result = await calls.start({ agent, source: "test", callerNumber: "browser" });
      return reply.status(201).send(await testCallAnswer(user.id, result, agent.voice));
    },
  );

  api.post(
    "/api/test-calls/:id/turn",
    {
      schema: {
        tags: ["calls"],
        summary: "Say something in a test call; answers the agent's reply",
        params: CallParamsSchema,
        body: TestCallTurnRequestSchema,
        response: { 200: TestCallResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await signedInOwner(request);
      const call = await calls.ownCall(user.id, request.params.id);
      if (call.source !== "test") throw new HttpError(409, "Only test calls take typed turns.");
      const result = await calls.turn(call.id, request.body.text);
      return testCallAnswer(user.id, result, await voiceOf(call.agentId));
    },
  );

  api.post(
    "/api/test-calls/:id/end",
    {
      schema: {
        tags: ["calls"],
        summary: "Hang up a test call; answers the call as the log keeps it",
        params: CallParamsSchema,
        response: { 200: TestCallResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await signedInOwner(request);
      const call = await calls.ownCall(user.id, request.params.id);
      if (call.source !== "test") throw new HttpError(409, "Phone calls end when the caller hangs up.");
      const ended = await calls.finish(call.id);
      return testCallAnswer(
        user.id,
        {
          callId: ended.id,
          say: "",
          language: ended.language === "spanish" ? "spanish" : "english",
          ended: true,
        },
        await voiceOf(call.agentId),
      );
    },
  );

  api.get(
    "/api/api-keys",
    {
      schema: {
        tags: ["settings"],
        summary: "The owner's API keys (never the keys themselves)",
        response: { 200: ApiKeysResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({ apiKeys: await apiKeys.list((await signedInOwner(request)).id) }),
  );

  api.post(
    "/api/api-keys",
    {
      schema: {
        tags: ["settings"],
        summary: "Create an API key (Plus); the key is shown once",
        body: CreateApiKeyRequestSchema,
        response: { 201: CreateApiKeyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInOwner(request);
      return reply.status(201).send(await apiKeys.create(user, request.body.name));
    },
  );

  api.delete(
    "/api/api-keys/:id",
    {
      schema: {
        tags: ["settings"],
        summary: "Revoke an API key",
        params: z.strictObject({ id: z.uuid("Unknown API key.") }),
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const user = await signedInOwner(request);
      await apiKeys.revoke(user.id, request.params.id);
      return { success: true as const };
    },
  );
}
