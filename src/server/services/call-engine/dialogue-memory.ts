import { z } from "zod";
import type { CallState } from "./types";

// The offline engine's bookkeeping, kept in CallState.memory.dialogue. The state is stored with
// the call between Twilio's webhooks (JSON), so it is read back through this schema: a memory
// that is missing or not ours starts a fresh dialogue instead of failing the call.

const FormSchema = z.object({
  /** "message", or the kind of the intake being taken (workflow mode). */
  id: z.string(),
  values: z.record(z.string(), z.string()),
  /** The field whose question the caller is answering; null while reading back or correcting. */
  asking: z.string().nullable(),
  step: z.enum(["asking", "confirming", "correcting"]),
  /** Unclear answers to the current question, so the agent stops asking after a few. */
  retries: z.number().int().nonnegative(),
  /** The caller said no to being called back on the number they are calling from. */
  declinedOwnNumber: z.boolean(),
  /** The caller's words that started the form: a message's reason until they say more. */
  request: z.string().default(""),
  /** The caller reported an emergency: the message is taken as urgent. */
  urgent: z.boolean().default(false),
});
export type DialogueForm = z.infer<typeof FormSchema>;

const ListedBookingSchema = z.object({
  id: z.string(),
  service: z.string(),
  callerName: z.string(),
  start: z.string(),
});
export type ListedBooking = z.infer<typeof ListedBookingSchema>;

/** A booking being made, cancelled or moved with the agent's appointment book. */
const BookingTalkSchema = z.object({
  action: z.enum(["book", "cancel", "move"]),
  /** What the agent asked last: the caller's next words answer it. */
  step: z.enum(["when", "which-booking", "name", "number", "confirm"]).default("when"),
  /** The service by its name in the agent's knowledge; null for a plain appointment. */
  service: z.string().nullable().default(null),
  /** How the agent calls what is booked: "a table for 4", "a haircut". */
  label: z.string().default(""),
  /** The free starts the agent offered (ISO), and the one the caller chose. */
  offered: z.array(z.string()).default([]),
  start: z.string().nullable().default(null),
  callerName: z.string().nullable().default(null),
  /** The number the caller said, when the line gave none. */
  callerPhone: z.string().nullable().default(null),
  /** The caller's coming bookings the agent read out, and the one they mean. */
  listed: z.array(ListedBookingSchema).default([]),
  bookingId: z.string().nullable().default(null),
  retries: z.number().int().nonnegative().default(0),
});
export type BookingTalk = z.infer<typeof BookingTalkSchema>;

/** A talk about booking as it starts: nothing asked, offered or chosen yet. */
export const newBookingTalk = (action: BookingTalk["action"], callerName: string | null): BookingTalk =>
  BookingTalkSchema.parse({ action, callerName });

const DialogueSchema = z.object({
  /** A yes/no question the agent asked outside a form. */
  awaiting: z.enum(["anything-else", "message-offer", "review-offer"]).nullable().default(null),
  form: FormSchema.nullable().default(null),
  reviewOffered: z.boolean().default(false),
  /** Turns answered, to vary the follow-up question deterministically. */
  turns: z.number().int().nonnegative().default(0),
  /** The agent's last words, for "sorry, can you say that again?". */
  lastSaid: z.string().default(""),
  /** The turn (by `turns`) that answered a question about the hours: "what about Saturday?" follows it. */
  hoursAnsweredOnTurn: z.number().int().nullable().default(null),
  /** The caller's question the agent could not answer, for the message it offered to take. */
  questionToPass: z.string().nullable().default(null),
  booking: BookingTalkSchema.nullable().default(null),
});
export type Dialogue = z.infer<typeof DialogueSchema>;

/** A new object each time: a turn changes its dialogue in place. */
export const newDialogue = (): Dialogue => DialogueSchema.parse({});

export function readDialogue(state: CallState): Dialogue {
  const parsed = DialogueSchema.safeParse(state.memory.dialogue);
  return parsed.success ? parsed.data : newDialogue();
}

export function withDialogue(state: CallState, dialogue: Dialogue): CallState {
  return { ...state, memory: { ...state.memory, dialogue } };
}
