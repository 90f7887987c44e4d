import { z } from "zod";

// The messages ConversationRelay sends over its WebSocket, as Twilio documents them
// (twilio.com/docs/voice/conversationrelay/websocket-messages). Fields a turn does not read are
// left out; a message of another shape is not acted on.

const Setup = z.object({
  type: z.literal("setup"),
  sessionId: z.string(),
  callSid: z.string().min(1),
  from: z.string(),
  to: z.string(),
  direction: z.string().optional(),
  customParameters: z.record(z.string(), z.unknown()).optional(),
});

const Prompt = z.object({
  type: z.literal("prompt"),
  voicePrompt: z.string(),
  lang: z.string().optional(),
  // Absent on Twilio's final prompts before partial prompts existed: a prompt is whole unless marked.
  last: z.boolean().default(true),
});

const Interrupt = z.object({
  type: z.literal("interrupt"),
  utteranceUntilInterrupt: z.string(),
  durationUntilInterruptMs: z.number().optional(),
});

const Dtmf = z.object({ type: z.literal("dtmf"), digit: z.string().min(1).max(1) });

const RelayError = z.object({ type: z.literal("error"), description: z.string() });

export const RelayMessageSchema = z.discriminatedUnion("type", [Setup, Prompt, Interrupt, Dtmf, RelayError]);
export type RelayMessage = z.infer<typeof RelayMessageSchema>;

/** What the server sends back: words to speak, a change of language, or the end of the session. */
export type RelayReply =
  | { type: "text"; token: string; last: boolean; lang?: string }
  | { type: "language"; ttsLanguage: string; transcriptionLanguage: string }
  | { type: "end"; handoffData: string };

/** A frame read as one of Twilio's messages, or null when it is none of them. */
export function readRelayMessage(frame: string): RelayMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return null;
  }
  const parsed = RelayMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
