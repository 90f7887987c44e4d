import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { HttpError } from "../http/http-error";
import { VOICE_PATHS } from "../integrations/telephony/voice-webhook-paths";
import type { CallAnswer } from "../services/call-control";
import type { CallService } from "../services/calls";
import { type DialUrls, dialTwimlOf, EMPTY_TWIML, HANG_UP_TWIML, whisperTwimlOf } from "./twiml";
import { paramsOf } from "./voice-params";

// Twilio's webhooks of a caller put through to a person, registered beside the other voice
// webhooks (routes/voice.ts), so each is signature-checked by the same hook: the ConversationRelay
// session that ended to put the caller through, the person's whisper and key, and the end of the ringing.

const CallSid = z.string().regex(/^CA[0-9a-f]{32}$/i, "a Twilio CallSid");

// What the relay session said when it ended (relay-session.ts): only the reason is read; whom to
// ring is read from the call's own state.
const Handoff = z.object({ reason: z.string() });

const DialResult = z.object({
  CallSid,
  DialCallStatus: z.enum(["completed", "answered", "busy", "no-answer", "failed", "canceled"]),
  // Absent when no one answered.
  DialCallDuration: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
});

// The transferred call (the caller's leg), named in the whisper's URL: Twilio posts the person's leg.
const WhisperQuery = z.object({ call: CallSid });
const WhisperKey = z.object({ Digits: z.string().max(20).optional() });

function parsed<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new HttpError(400, `Not a Twilio request of this webhook: ${z.prettifyError(result.error)}`);
  return result.data;
}

function handoffReasonOf(handoffData: string | undefined): string | undefined {
  try {
    return Handoff.safeParse(JSON.parse(handoffData ?? "")).data?.reason;
  } catch {
    return undefined;
  }
}

export function voiceTransferRoutes(
  voice: FastifyInstance,
  deps: {
    calls: CallService;
    twiml: (reply: FastifyReply, body: string) => FastifyReply;
    signedByTwilio: { config: { auth: "public" }; schema: { hide: boolean } };
    publicUrl: string;
    dialUrlsFor: (callSid: string) => DialUrls;
    /** The caller back with the agent after the ringing, on the transport that carried them. */
    listenAgain: (answer: CallAnswer, agentNumber: string) => string | Promise<string>;
  },
): void {
  const { calls, twiml, signedByTwilio, publicUrl, dialUrlsFor, listenAgain } = deps;

  // Twilio asks what follows a ConversationRelay session (<Connect action>): the caller is put
  // through when the agent ended the session to do so; otherwise the call ends.
  voice.post(VOICE_PATHS.relayEnded, signedByTwilio, async (request, reply) => {
    const params = paramsOf(request);
    const callSid = CallSid.safeParse(params.CallSid).data;
    if (callSid && handoffReasonOf(params.HandoffData) === "transfer") {
      const target = await calls.transferTargetOf(callSid);
      if (target) return twiml(reply, dialTwimlOf(target, dialUrlsFor(callSid)));
    }
    return twiml(reply, HANG_UP_TWIML);
  });

  // The person picked up: they hear who is calling and press 1 to take the call.
  voice.post(VOICE_PATHS.transferWhisper, signedByTwilio, async (request, reply) => {
    const { call } = parsed(WhisperQuery, request.query);
    const whisper = await calls.whisperFor(call);
    if (!whisper) return twiml(reply, HANG_UP_TWIML);
    const acceptUrl = `${publicUrl}${VOICE_PATHS.transferAccept}?call=${encodeURIComponent(call)}`;
    return twiml(reply, whisperTwimlOf(whisper, acceptUrl));
  });

  // Their key: 1 connects them with the caller (an empty answer ends the whisper); any other hangs
  // up their leg, and the caller's ringing ends without them.
  voice.post(VOICE_PATHS.transferAccept, signedByTwilio, async (request, reply) => {
    const { call } = parsed(WhisperQuery, request.query);
    const { Digits } = parsed(WhisperKey, paramsOf(request));
    const accepted = Digits === "1" && (await calls.transferAccepted(call));
    return twiml(reply, accepted ? EMPTY_TWIML : HANG_UP_TWIML);
  });

  // The ringing (or the conversation with the person) is over: the call ends, or the caller is
  // back with the agent, which offers to take a message.
  voice.post(VOICE_PATHS.transferResult, signedByTwilio, async (request, reply) => {
    const result = parsed(DialResult, paramsOf(request));
    const answer = await calls.transferEnded({
      providerCallSid: result.CallSid,
      status: result.DialCallStatus,
      talkedSeconds: Number(result.DialCallDuration ?? 0),
    });
    if (!answer) return twiml(reply, HANG_UP_TWIML);
    return twiml(reply, await listenAgain(answer, answer.agentNumber));
  });
}
