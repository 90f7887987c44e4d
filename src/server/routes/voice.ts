import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { HttpError } from "../http/http-error";
import { isValidTwilioSignature } from "../http/twilio-signature";
import type { SpokenLanguage } from "../services/call-engine/types";
import { ledger } from "../services/ledger";
import type { Services } from "../services/services";
import { speakAndHangUp, speakAndListen } from "./twiml";

export const VOICE_WEBHOOK_PATHS = ["/api/voice/incoming", "/api/voice/turn", "/api/voice/status"] as const;

const NOT_IN_SERVICE = "Sorry, the number you have called is not in service. Goodbye.";
const SILENCE_PROMPT = {
  english: "Sorry, I didn't catch that. Could you say it again?",
  spanish: "Perdón, no le escuché bien. ¿Podría repetirlo?",
} as const;
const SILENCE_GOODBYE = {
  english: "I still can't hear you, so I'll end the call. Please call again. Goodbye.",
  spanish: "Sigo sin escucharle, así que terminaré la llamada. Por favor, llame de nuevo. Adiós.",
} as const;
// Twilio's final call statuses (twilio.com/docs/voice/api/call-resource#call-status-values).
const FINAL_STATUSES = new Set(["completed", "busy", "failed", "no-answer", "canceled"]);

type Params = Record<string, string>;

/**
 * Issue 6 §2: Twilio's voice webhooks. Each request is checked against
 * X-Twilio-Signature for the public URL Twilio called; anything else gets 403.
 * They are exempt from the same-origin check: the signature proves the sender.
 */
export function voiceRoutes(
  app: FastifyInstance,
  services: Services,
  options: { config: Config; db: Db },
): void {
  const { agents, calls } = services;
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
      const params = paramsOf(request);
      const signature = request.headers["x-twilio-signature"];
      if (
        !isValidTwilioSignature(
          authToken,
          `${publicUrl}${request.url}`,
          params,
          typeof signature === "string" ? signature : undefined,
        )
      ) {
        throw new HttpError(403, "The Twilio signature does not match this request.");
      }
    });

    const twiml = (reply: FastifyReply, body: string) => reply.type("text/xml; charset=utf-8").send(body);
    const turnUrl = () => `${publicUrl}/api/voice/turn`;

    voice.post("/api/voice/incoming", { schema: { hide: true } }, async (request, reply) => {
      const params = paramsOf(request);
      const agent = await agents.findByNumber(params.To ?? "");
      if (!agent) return twiml(reply, speakAndHangUp(NOT_IN_SERVICE, "english", "female"));
      const language: SpokenLanguage = agent.language === "spanish" ? "spanish" : "english";
      const balance = await ledger.balanceCents(options.db, agent.userId);
      if (agent.status === "paused" || balance === 0) {
        const unavailable =
          language === "spanish"
            ? `Lo siento, ${agent.businessName} no puede atender llamadas en este momento. Por favor, inténtelo más tarde. Adiós.`
            : `Sorry, ${agent.businessName} can't take calls right now. Please try again later. Goodbye.`;
        return twiml(reply, speakAndHangUp(unavailable, language, agent.voice));
      }
      const existing = params.CallSid ? await calls.findByProviderSid(params.CallSid) : undefined;
      const started = existing
        ? {
            say: existing.transcript[0]?.text ?? "",
            language: existing.language === "spanish" ? ("spanish" as const) : ("english" as const),
          }
        : await calls.start({
            agent,
            source: "phone",
            callerNumber: params.From || "unknown",
            ...(params.CallSid ? { providerCallSid: params.CallSid } : {}),
          });
      return twiml(
        reply,
        speakAndListen(started.say, { language: started.language, voice: agent.voice, turnUrl: turnUrl() }),
      );
    });

    voice.post("/api/voice/turn", { schema: { hide: true } }, async (request, reply) => {
      const params = paramsOf(request);
      const call = params.CallSid ? await calls.openCallForTurn(params.CallSid) : undefined;
      if (!call || call.status === "completed")
        return twiml(reply, speakAndHangUp(NOT_IN_SERVICE, "english", "female"));
      const voiceName = call.agent?.voice ?? "female";
      const language = call.language === "spanish" ? "spanish" : "english";
      const speech = (params.SpeechResult ?? "").trim();
      if (!speech) {
        // Twilio heard nothing: ask once more, then say goodbye.
        if (call.lastLine === SILENCE_PROMPT[language]) {
          await calls.finish(call.id);
          return twiml(reply, speakAndHangUp(SILENCE_GOODBYE[language], language, voiceName));
        }
        await calls.note(call.id, SILENCE_PROMPT[language]);
        return twiml(
          reply,
          speakAndListen(SILENCE_PROMPT[language], { language, voice: voiceName, turnUrl: turnUrl() }),
        );
      }
      const result = await calls.respondTo(call, speech);
      return twiml(
        reply,
        result.ended
          ? speakAndHangUp(result.say, result.language, voiceName)
          : speakAndListen(result.say, { language: result.language, voice: voiceName, turnUrl: turnUrl() }),
      );
    });

    voice.post("/api/voice/status", { schema: { hide: true } }, async (request, reply) => {
      const params = paramsOf(request);
      const call = params.CallSid ? await calls.findByProviderSid(params.CallSid) : undefined;
      if (call && FINAL_STATUSES.has(params.CallStatus ?? "")) {
        const duration = Number.parseInt(params.CallDuration ?? "", 10);
        await calls.finish(call.id, { durationSeconds: Number.isFinite(duration) ? duration : undefined });
      }
      return twiml(reply, '<?xml version="1.0" encoding="UTF-8"?><Response/>');
    });
  });
}

function paramsOf(request: FastifyRequest): Params {
  const body = request.body;
  if (!body || typeof body !== "object") return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}
