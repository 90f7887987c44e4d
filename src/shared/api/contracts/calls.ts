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

/**
 * The browser's test call as a live line: a WebSocket speaking ConversationRelay's messages
 * (shared/api/relay-messages.ts), the page in Twilio's place. `?agentId=` names the agent; the owner's
 * session cookie and a page of this site are required before the upgrade.
 */
export const TEST_CALL_RELAY_PATH = "/api/test-calls/relay";
export const TestCallRelayQuerySchema = z.strictObject({ agentId: z.uuid("Unknown agent.") });

// A line refused once open closes with 4000 + the HTTP status the refusal would have had, and says why:
// a browser's WebSocket sees no HTTP answer.
export const closeCodeOfStatus = (status: number) => 4000 + status;
/** The owner already has a test call open (another tab): one line per owner. */
export const TEST_CALL_LINE_TAKEN = closeCodeOfStatus(409);
/** The agent is paused at a $0 balance. */
export const TEST_CALL_AGENT_PAUSED = closeCodeOfStatus(402);

export const startTestCall = defineContract({
  method: "POST",
  path: "/api/test-calls",
  auth: "owner",
  tags: ["calls"],
  summary:
    "Start a typed test call with one of your agents (billed like a phone call); 409 while a live test call is open",
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
