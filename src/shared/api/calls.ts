import * as z from "zod/mini";
import { filledText } from "./text-fields";

// The call log.
export const TranscriptTurnSchema = z.object({
  // "line": what the line did meanwhile, such as putting the caller through to a person.
  speaker: z.enum(["agent", "caller", "line"]),
  text: z.string(),
  at: z.string(),
});

export const CallCostSchema = z.object({
  voice: z.number(),
  ai: z.number(),
  sms: z.number(),
  workflow: z.number(),
  total: z.number(),
  unpaid: z.number(),
});

export const CallSummarySchema = z.object({
  id: z.string(),
  agentId: z.nullable(z.string()),
  agentName: z.string(),
  businessName: z.string(),
  agentNumber: z.string(),
  source: z.enum(["phone", "test"]),
  callerNumber: z.string(),
  startedAt: z.string(),
  endedAt: z.nullable(z.string()),
  durationSeconds: z.number(),
  language: z.string(),
  status: z.enum(["in_progress", "completed"]),
  messageTaken: z.boolean(),
  /** The message taken is urgent: the caller reported an emergency. */
  urgentMessage: z.boolean(),
  cost: CallCostSchema,
});
export type CallSummary = z.infer<typeof CallSummarySchema>;

/** A booking the agent made, moved or cancelled on the call. */
export const BookingChangeSchema = z.object({
  action: z.enum(["book", "move", "cancel"]),
  bookingId: z.string(),
  service: z.string(),
  callerName: z.string(),
  /** The booking's start after the change (ISO), and as the owner reads it on the agent's clock. */
  start: z.string(),
  when: z.string(),
});
export type BookingChange = z.infer<typeof BookingChangeSchema>;

export const CallDetailSchema = z.extend(CallSummarySchema, {
  transcript: z.array(TranscriptTurnSchema),
  message: z.nullable(
    z.object({
      callerName: z.string(),
      callbackNumber: z.string(),
      reason: z.string(),
      /** The call ended before the caller gave all of it; the reason says what is missing. */
      partial: z.optional(z.boolean()),
      /** The caller reported an emergency; absent on messages stored before it existed (not urgent). */
      urgent: z.optional(z.boolean()),
      /** The caller's questions the agent could not answer, passed to the team with the message. */
      unansweredQuestions: z.optional(z.array(z.string())),
    }),
  ),
  workflowItems: z.array(
    z.object({ kind: z.string(), summary: z.string(), details: z.record(z.string(), z.string()) }),
  ),
  sms: z.array(z.object({ to: z.string(), body: z.string() })),
  bookings: z.array(BookingChangeSchema),
  /**
   * The caller's questions the agent could not answer (it told them it would pass them to the
   * team), whether or not a message was taken.
   */
  unansweredQuestions: z.array(z.string()),
});
export type CallDetail = z.infer<typeof CallDetailSchema>;

export const CallsQuerySchema = z.strictObject({
  agentId: z.optional(z.uuid("Unknown agent.")),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
export const CallsResponseSchema = z.object({
  calls: z.array(CallSummarySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export const CallParamsSchema = z.strictObject({ id: z.uuid("Unknown call.") });

// Per-agent totals for the Calls page (the last 30 days, with a chart).
export const CallStatsResponseSchema = z.object({
  days: z.number(),
  agents: z.array(
    z.object({
      agentId: z.nullable(z.string()),
      agentName: z.string(),
      calls: z.number(),
      minutes: z.number(),
      spending: z.number(),
    }),
  ),
  daily: z.array(z.object({ date: z.string(), calls: z.number(), spending: z.number() })),
});

// Test calls in the browser, billed like phone calls.
export const StartTestCallRequestSchema = z.strictObject({ agentId: z.uuid("Unknown agent.") });
/** The most characters an owner says or types in one turn of a test call. */
export const TEST_CALL_TURN_MAX = 1000;
export const TEST_CALL_TURN_TOO_LONG = `At most ${TEST_CALL_TURN_MAX} characters a turn.`;
export const TestCallTurnRequestSchema = z.strictObject({
  text: filledText(TEST_CALL_TURN_MAX, {
    missing: "Say or type something first.",
    tooLong: TEST_CALL_TURN_TOO_LONG,
  }),
});
export const TestCallResponseSchema = z.object({
  call: CallDetailSchema,
  say: z.string(),
  language: z.enum(["english", "spanish"]),
  voice: z.enum(["male", "female"]),
  ended: z.boolean(),
  balance: z.number(),
});

// API keys for plus subscribers.
/** How every API key starts, so a key pasted in the wrong place is recognisable. */
export const API_KEY_PREFIX = "sb_key_";

/** How many requests one API key may make a minute; beyond it the API answers 429 with Retry-After. */
export const API_KEY_REQUESTS_PER_MINUTE = 120;

/** What a key may do: read the owner's agents, calls and knowledge, or also change them. */
export const API_KEY_SCOPES = ["read", "write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export const ApiKeysResponseSchema = z.object({ apiKeys: z.array(ApiKeySchema) });
export const CreateApiKeyRequestSchema = z.strictObject({
  name: filledText(60, { missing: "Give the key a name.", tooLong: "A key name is at most 60 characters." }),
  scope: z._default(z.enum(API_KEY_SCOPES, "A key's scope is read or write."), "read"),
});
export const CreateApiKeyResponseSchema = z.object({ apiKey: ApiKeySchema, secret: z.string() });
