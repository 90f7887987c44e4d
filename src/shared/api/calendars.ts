import * as z from "zod/mini";
import { filledText } from "./text-fields";

// An agent's appointment book kept in the owner's Cal.com account. The owner's API key travels
// only from the owner to the server; the server keeps it sealed and never sends it back.

export const CALCOM_API_KEY_MAX = 200;

const ApiKey = filledText(CALCOM_API_KEY_MAX, {
  notText: "Paste your Cal.com API key.",
  missing: "Paste your Cal.com API key.",
  tooLong: `A Cal.com API key is at most ${CALCOM_API_KEY_MAX} characters.`,
}).check(z.regex(/^cal_[A-Za-z0-9_]+$/, "A Cal.com API key starts with cal_ (cal_live_… or cal_test_…)."));

/** The key alone: to list its event types before the owner chooses one. */
export const CalcomKeyRequestSchema = z.strictObject({ apiKey: ApiKey });

export const ConnectCalcomRequestSchema = z.strictObject({
  apiKey: ApiKey,
  eventTypeId: z
    .int("Choose the event type callers book.")
    .check(z.minimum(1, "Choose the event type callers book.")),
});
export type ConnectCalcomRequest = z.output<typeof ConnectCalcomRequestSchema>;

export const CalcomEventTypeSchema = z.object({
  id: z.number(),
  title: z.string(),
  lengthInMinutes: z.number(),
});
export type CalcomEventTypeChoice = z.infer<typeof CalcomEventTypeSchema>;

export const CalcomEventTypesResponseSchema = z.object({ eventTypes: z.array(CalcomEventTypeSchema) });

/** Whether callers book in Cal.com, which event type, and since when. */
export const CalcomConnectionSchema = z.object({
  connected: z.boolean(),
  eventType: z.nullable(CalcomEventTypeSchema),
  connectedAt: z.nullable(z.string()),
});
export type CalcomConnection = z.infer<typeof CalcomConnectionSchema>;
