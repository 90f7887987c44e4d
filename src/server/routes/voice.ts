import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
// The signature check alone: the package's index would also load its REST client.
import { validateRequest } from "twilio/lib/webhooks/webhooks.js";
import type { Config } from "../config";
import { HttpError } from "../http/http-error";
import { FINAL_CALL_STATUSES } from "../integrations/telephony/telephony";
import { VOICE_PATHS } from "../integrations/telephony/voice-webhook-paths";
import type { CallAnswer } from "../services/call-control";
import type { Services } from "../services/services";
import { type DialUrls, EMPTY_TWIML, relayGreetingOf, relayLanguageOf, relayTwimlOf, twimlOf } from "./twiml";
import { paramsOf } from "./voice-params";
import { RELAY_PATH, relayUrlOf } from "./voice-relay";
import { voiceTransferRoutes } from "./voice-transfer";

export const VOICE_WEBHOOK_PATHS = Object.values(VOICE_PATHS);

/**
 * Twilio's voice webhooks. Each request is checked against
 * X-Twilio-Signature for the public URL Twilio called; anything else gets 403.
 * They are exempt from the same-origin check: the signature proves the sender.
 */
export function voiceRoutes(app: FastifyInstance, services: Services, options: { config: Config }): void {
  const { calls } = services;
  const publicUrl = options.config.publicUrl?.replace(/\/+$/, "");
  const authToken = options.config.twilio?.authToken;

  app.register(async (voice) => {
    voice.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))),
        );
      },
    );

    voice.addHook("preHandler", async (request: FastifyRequest) => {
      if (!authToken || !publicUrl) {
        throw new HttpError(403, "Voice webhooks need TWILIO_AUTH_TOKEN and PUBLIC_URL to be set.");
      }
      const signature = request.headers["x-twilio-signature"];
      // Voice webhooks are form posts, signed over their parameters (validateRequestWithBody is
      // for JSON bodies, whose URL carries a bodySHA256).
      if (
        typeof signature !== "string" ||
        !validateRequest(authToken, signature, `${publicUrl}${request.url}`, paramsOf(request))
      ) {
        services.metrics.webhookRefusals.inc({ source: "twilio" });
        throw new HttpError(403, "The Twilio signature does not match this request.");
      }
    });

    // Open to the network, as Twilio calls them; the hook above refuses what Twilio did not sign.
    const signedByTwilio = { config: { auth: "public" as const }, schema: { hide: true } };
    const twiml = (reply: FastifyReply, body: string) => reply.type("text/xml; charset=utf-8").send(body);
    const turnUrl = `${publicUrl}${VOICE_PATHS.turn}`;
    const transport = options.config.voice.transport;

    /** Where the ringing of a transfer of the call `callSid` reports, and what its person hears. */
    const dialUrlsFor = (callSid: string): DialUrls => ({
      action: `${publicUrl}${VOICE_PATHS.transferResult}`,
      whisper: `${publicUrl}${VOICE_PATHS.transferWhisper}?call=${encodeURIComponent(callSid)}`,
    });

    /** An answer that listens, carried on by ConversationRelay: Twilio speaks `say` and opens the socket. */
    async function relayTwimlFor(calledNumber: string, answer: CallAnswer): Promise<string> {
      const listening = await calls.listeningFor(calledNumber, answer.language);
      const [first, ...others] = listening.languages.map((language) =>
        relayLanguageOf(language, answer.voice),
      );
      return relayTwimlOf({
        greeting: relayGreetingOf(answer.say, answer.language).welcome,
        languages: [first!, ...others],
        hints: listening.names,
        relayUrl: `${relayUrlOf(publicUrl!)}${RELAY_PATH}`,
        endedUrl: `${publicUrl}${VOICE_PATHS.relayEnded}`,
      });
    }

    voice.post(VOICE_PATHS.incoming, signedByTwilio, async (request, reply) => {
      const params = paramsOf(request);
      const answer = await calls.answerPhoneCall({
        calledNumber: params.To ?? "",
        callerNumber: params.From || "unknown",
        providerCallSid: params.CallSid || undefined,
      });
      if (transport === "gather" || answer.next === "hang_up") return twiml(reply, twimlOf(answer, turnUrl));
      return twiml(reply, await relayTwimlFor(params.To ?? "", answer));
    });

    voice.post(VOICE_PATHS.turn, signedByTwilio, async (request, reply) => {
      const params = paramsOf(request);
      const answer = await calls.answerPhoneTurn({
        providerCallSid: params.CallSid || undefined,
        speech: params.SpeechResult ?? "",
      });
      return twiml(reply, twimlOf(answer, turnUrl, dialUrlsFor(params.CallSid ?? "")));
    });

    voiceTransferRoutes(voice, {
      calls,
      twiml,
      signedByTwilio,
      publicUrl: publicUrl!,
      dialUrlsFor,
      // The caller comes back to the agent on the transport that carried them before.
      listenAgain: (answer, agentNumber) =>
        transport === "gather" ? twimlOf(answer, turnUrl) : relayTwimlFor(agentNumber, answer),
    });

    voice.post(VOICE_PATHS.status, signedByTwilio, async (request, reply) => {
      const params = paramsOf(request);
      const call = params.CallSid ? await calls.findByProviderSid(params.CallSid) : undefined;
      if (call && FINAL_CALL_STATUSES.has(params.CallStatus ?? "")) {
        const duration = Number.parseInt(params.CallDuration ?? "", 10);
        await calls.finish(call.id, { durationSeconds: Number.isFinite(duration) ? duration : undefined });
      }
      return twiml(reply, EMPTY_TWIML);
    });
  });
}
