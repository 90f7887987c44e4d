import * as z from "zod/mini";
import { parseJsonText } from "./json-text";

// The messages of a ConversationRelay session, as Twilio documents them
// (twilio.com/docs/voice/conversationrelay/websocket-messages). Twilio's side sends the caller's
// words; the server sends the agent's. The browser's test call plays Twilio's side with the same
// messages, so the server runs one session for both. Fields a turn does not read are left out; a
// message of another shape is not acted on.

const Setup = z.object({
  type: z.literal("setup"),
  sessionId: z.string(),
  callSid: z.string().check(z.minLength(1)),
  from: z.string(),
  to: z.string(),
  direction: z.optional(z.string()),
  customParameters: z.optional(z.record(z.string(), z.unknown())),
});

const Prompt = z.object({
  type: z.literal("prompt"),
  voicePrompt: z.string(),
  lang: z.optional(z.string()),
  // Absent on Twilio's final prompts before partial prompts existed: a prompt is whole unless marked.
  last: z._default(z.boolean(), true),
});

const Interrupt = z.object({
  type: z.literal("interrupt"),
  utteranceUntilInterrupt: z.string(),
  durationUntilInterruptMs: z.optional(z.number()),
});

const Dtmf = z.object({ type: z.literal("dtmf"), digit: z.string().check(z.length(1)) });

const RelayError = z.object({ type: z.literal("error"), description: z.string() });

export const RelayMessageSchema = z.discriminatedUnion("type", [Setup, Prompt, Interrupt, Dtmf, RelayError]);
export type RelayMessage = z.infer<typeof RelayMessageSchema>;
/** What the caller's side sends, as it writes it (`last` may be left out). */
export type RelayMessageInput = z.input<typeof RelayMessageSchema>;

const Text = z.object({
  type: z.literal("text"),
  token: z.string(),
  last: z.boolean(),
  lang: z.optional(z.string()),
});
const Language = z.object({
  type: z.literal("language"),
  ttsLanguage: z.string(),
  transcriptionLanguage: z.string(),
});
const End = z.object({ type: z.literal("end"), handoffData: z.string() });
/**
 * Not Twilio's: the first message of a test call, naming the call the server opened for the browser
 * (Twilio names its call to the server in `setup` instead).
 */
const TestCallOpened = z.object({ type: z.literal("call"), callId: z.string() });

export const RelayReplySchema = z.discriminatedUnion("type", [Text, Language, End, TestCallOpened]);
/** What the server sends back: words to speak, a change of language, or the end of the session. */
export type RelayReply = z.infer<typeof RelayReplySchema>;

function readFrame<Schema extends z.ZodMiniType>(schema: Schema, frame: string): z.infer<Schema> | null {
  const parsed = parseJsonText(schema, frame);
  return parsed?.success ? parsed.data : null;
}

/** A frame read as one of the caller's side's messages, or null when it is none of them. */
export const readRelayMessage = (frame: string): RelayMessage | null => readFrame(RelayMessageSchema, frame);

/** A frame read as one of the server's messages, or null when it is none of them. */
export const readRelayReply = (frame: string): RelayReply | null => readFrame(RelayReplySchema, frame);
