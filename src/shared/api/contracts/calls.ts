import * as z from "zod/mini";
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
} from "../calls";
import { defineContract } from "../contract";
import { ApiErrorSchema } from "../errors";
import { ownerErrors } from "./owner-errors";

// The call log, the browser's test calls and the API keys.

export const listCalls = defineContract({
  method: "GET",
  path: "/api/calls",
  auth: "owner-or-key",
  tags: ["calls"],
  summary: "The owner's calls, newest first, a page at a time (filter by agent)",
  query: CallsQuerySchema,
  response: { 200: CallsResponseSchema, ...ownerErrors },
});

export const callStats = defineContract({
  method: "GET",
  path: "/api/calls/stats",
  auth: "owner",
  tags: ["calls"],
  summary: "Calls, minutes and spending per agent over the last 30 days",
  response: { 200: CallStatsResponseSchema, 401: ApiErrorSchema },
});

export const getCall = defineContract({
  method: "GET",
  path: "/api/calls/:id",
  auth: "owner-or-key",
  tags: ["calls"],
  summary: "One call with its transcript, message, workflow items and cost",
  params: CallParamsSchema,
  response: { 200: CallDetailSchema, ...ownerErrors },
});

export const startTestCall = defineContract({
  method: "POST",
  path: "/api/test-calls",
  auth: "owner",
  tags: ["calls"],
  summary: "Start a test call with one of your agents (billed like a phone call)",
  body: StartTestCallRequestSchema,
  response: { 201: TestCallResponseSchema, ...ownerErrors },
});

export const testCallTurn = defineContract({
  method: "POST",
  path: "/api/test-calls/:id/turn",
  auth: "owner",
  tags: ["calls"],
  summary: "Say something in a test call; answers the agent's reply",
  params: CallParamsSchema,
  body: TestCallTurnRequestSchema,
  response: { 200: TestCallResponseSchema, ...ownerErrors },
});

export const endTestCall = defineContract({
  method: "POST",
  path: "/api/test-calls/:id/end",
  auth: "owner",
  tags: ["calls"],
  summary: "Hang up a test call; answers the call as the log keeps it",
  params: CallParamsSchema,
  response: { 200: TestCallResponseSchema, ...ownerErrors },
});

export const listApiKeys = defineContract({
  method: "GET",
  path: "/api/api-keys",
  auth: "owner",
  tags: ["settings"],
  summary: "The owner's API keys (never the keys themselves)",
  response: { 200: ApiKeysResponseSchema, 401: ApiErrorSchema },
});

export const createApiKey = defineContract({
  method: "POST",
  path: "/api/api-keys",
  auth: "owner",
  tags: ["settings"],
  summary: "Create an API key (Plus); the key is shown once",
  body: CreateApiKeyRequestSchema,
  response: { 201: CreateApiKeyResponseSchema, ...ownerErrors },
});

export const revokeApiKey = defineContract({
  method: "DELETE",
  path: "/api/api-keys/:id",
  auth: "owner",
  tags: ["settings"],
  summary: "Revoke an API key",
  params: z.strictObject({ id: z.uuid("Unknown API key.") }),
  response: { 200: z.object({ success: z.literal(true) }), ...ownerErrors },
});
