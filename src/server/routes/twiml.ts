// The TwiML builder alone: the package's index would also load its REST client.
import VoiceResponse from "twilio/lib/twiml/VoiceResponse.js";
import type { CallAnswer } from "../services/call-control";
import type { SpokenLanguage } from "../services/call-engine/types";

// The agent's voice, male or female, mapped to a real Twilio (Amazon
// Polly) voice for each language it speaks.
type PollyVoice = VoiceResponse.SayAttributes["voice"];
const TWILIO_VOICES: Record<
  SpokenLanguage,
  { male: PollyVoice; female: PollyVoice; locale: "en-US" | "es-US" }
> = {
  english: { male: "Polly.Matthew", female: "Polly.Joanna", locale: "en-US" },
  spanish: { male: "Polly.Miguel", female: "Polly.Lupe", locale: "es-US" },
};

/**
 * A call-control answer as TwiML: speak, then either listen for the caller's speech (posted to
 * `turnUrl`) or hang up.
 */
export function twimlOf(answer: CallAnswer, turnUrl: string): string {
  const response = new VoiceResponse();
  const { locale } = TWILIO_VOICES[answer.language];
  const say = { voice: TWILIO_VOICES[answer.language][answer.voice], language: locale };
  if (answer.next === "listen") {
    response
      .gather({ input: ["speech"], action: turnUrl, method: "POST", language: locale, speechTimeout: "auto" })
      .say(say, answer.say);
    // Silence: Twilio falls through to here; the turn endpoint asks again.
    response.redirect({ method: "POST" }, turnUrl);
  } else {
    response.say(say, answer.say);
    response.hangup();
  }
  return response.toString();
}

/** An empty answer: Twilio's status callbacks expect nothing said. */
export const EMPTY_TWIML = new VoiceResponse().toString();

/** The line ends: after a ConversationRelay session, nothing is left to say. */
export const HANG_UP_TWIML = (() => {
  const response = new VoiceResponse();
  response.hangup();
  return response.toString();
})();

/** ConversationRelay's settings for a language: its locale and the agent's voice in it. */
export type RelayLanguage = { code: "en-US" | "es-US"; voice: string };

// ConversationRelay speaks with Amazon's neural voices (ttsProvider "Amazon"), named "<Voice>-Neural".
const RELAY_VOICES: Record<SpokenLanguage, { male: string; female: string }> = {
  english: { male: "Matthew-Neural", female: "Joanna-Neural" },
  spanish: { male: "Pedro-Neural", female: "Lupe-Neural" },
};

export const relayLocaleOf = (language: SpokenLanguage) => TWILIO_VOICES[language].locale;

export const relayLanguageOf = (language: SpokenLanguage, voice: "male" | "female"): RelayLanguage => ({
  code: relayLocaleOf(language),
  voice: RELAY_VOICES[language][voice],
});

/**
 * A call answered by ConversationRelay: Twilio speaks `greeting`, then carries the conversation over
 * the WebSocket at `relayUrl`; when the session ends Twilio posts to `endedUrl` for what follows.
 * Every language the agent speaks is declared, the first one spoken first, so a caller in another of
 * them is recognised.
 */
export function relayTwimlOf(input: {
  greeting: string;
  languages: [RelayLanguage, ...RelayLanguage[]];
  hints: string[];
  relayUrl: string;
  endedUrl: string;
}): string {
  const response = new VoiceResponse();
  const [first] = input.languages;
  const relay = response.connect({ action: input.endedUrl, method: "POST" }).conversationRelay({
    url: input.relayUrl,
    welcomeGreeting: input.greeting,
    welcomeGreetingInterruptible: "speech",
    language: first.code,
    ttsProvider: "Amazon",
    voice: first.voice,
    interruptible: "any",
    dtmfDetection: true,
    // Commas separate Twilio's hints, so a name's own commas would split it.
    hints: input.hints
      .map((hint) => hint.replaceAll(",", " ").trim())
      .filter(Boolean)
      .join(","),
  });
  for (const language of input.languages) {
    relay.language({ code: language.code, ttsProvider: "Amazon", voice: language.voice });
  }
  return response.toString();
}
