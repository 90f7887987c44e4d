// The TwiML builder alone: the package's index would also load its REST client.
import VoiceResponse from "twilio/lib/twiml/VoiceResponse.js";
import type { CallAnswer, TransferTarget } from "../services/call-control";
import type { SpokenLanguage } from "../services/call-engine/types";
import { type LanguageRun, languageRunsOf } from "../text/language";

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

/** Where Twilio asks what follows a transfer's ringing, and what the person who picks up hears. */
export type DialUrls = { action: string; whisper: string };

// How long the person's phone rings before the caller comes back to the agent: short of most
// voicemail greetings, long enough to reach a phone in the next room.
export const TRANSFER_RING_SECONDS = 20;
// How long the person who picked up has to press 1 after hearing who is calling.
const WHISPER_ANSWER_SECONDS = 6;

const sayAttributes = (answer: Pick<CallAnswer, "language" | "voice">) => ({
  voice: TWILIO_VOICES[answer.language][answer.voice],
  language: TWILIO_VOICES[answer.language].locale,
});

/**
 * Speaks `answer.say` in one <Say> per run of sentences in one language, each in the agent's voice
 * for it: a bilingual agent's greeting is heard in English and in Spanish.
 */
function sayIn(verb: { say: VoiceResponse["say"] }, answer: Pick<CallAnswer, "say" | "language" | "voice">) {
  for (const run of languageRunsOf(answer.say, answer.language))
    verb.say(sayAttributes({ language: run.language, voice: answer.voice }), run.text);
}

/**
 * A call-control answer as TwiML: speak, then listen for the caller's speech (posted to `turnUrl`),
 * hang up, or put the caller through (`dial`, which every answer that may transfer must be given).
 */
export function twimlOf(answer: CallAnswer, turnUrl: string, dial?: DialUrls): string {
  const response = new VoiceResponse();
  switch (answer.next) {
    case "listen":
      // A <Gather> hears one language: the call's. Twilio's <Gather> documents no alternative
      // languages, so a bilingual agent listens in both only on ConversationRelay.
      sayIn(
        response.gather({
          input: ["speech"],
          action: turnUrl,
          method: "POST",
          language: TWILIO_VOICES[answer.language].locale,
          speechTimeout: "auto",
        }),
        answer,
      );
      // Silence: Twilio falls through to here; the turn endpoint asks again.
      response.redirect({ method: "POST" }, turnUrl);
      break;
    case "hang_up":
      sayIn(response, answer);
      response.hangup();
      break;
    case "transfer":
      if (!dial) throw new Error("A transfer's TwiML needs the URLs of its ringing.");
      if (answer.say) sayIn(response, answer);
      addDial(response, answer.transfer, dial);
      break;
  }
  return response.toString();
}

/**
 * Rings `transfer.number`, shown the agent's number; the person who picks up first hears the TwiML
 * at `dial.whisper`, and when the ringing or the conversation is over Twilio posts to `dial.action`.
 */
function addDial(response: VoiceResponse, transfer: TransferTarget, dial: DialUrls): void {
  response
    .dial({
      action: dial.action,
      method: "POST",
      timeout: TRANSFER_RING_SECONDS,
      callerId: transfer.callerId,
    })
    .number({ url: dial.whisper, method: "POST" }, transfer.number);
}

/** The caller is put through (after a ConversationRelay session that said so). */
export function dialTwimlOf(transfer: TransferTarget, dial: DialUrls): string {
  const response = new VoiceResponse();
  addDial(response, transfer, dial);
  return response.toString();
}

/**
 * What the person who picks up hears before the caller is connected: who is calling, then a key to
 * take the call (posted to `acceptUrl`). Silence hangs up their leg, so the caller is not connected.
 */
export function whisperTwimlOf(whisper: CallAnswer, acceptUrl: string): string {
  const response = new VoiceResponse();
  response
    .gather({
      input: ["dtmf"],
      numDigits: 1,
      timeout: WHISPER_ANSWER_SECONDS,
      action: acceptUrl,
      method: "POST",
    })
    .say(sayAttributes(whisper), whisper.say);
  response.hangup();
  return response.toString();
}

/** An empty answer: Twilio's status callbacks expect nothing said; a whisper's empty answer connects the call. */
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
 * A greeting as ConversationRelay speaks it: Twilio's welcome greeting speaks one voice, the call's,
 * so it holds the greeting's first run in the call's language, and the runs after it (a bilingual
 * agent's Spanish sentence) are sent over the socket, each in its own language.
 */
export function relayGreetingOf(
  greeting: string,
  language: SpokenLanguage,
): { welcome: string; after: LanguageRun[] } {
  const runs = languageRunsOf(greeting, language);
  const welcomed = runs[0]?.language === language ? 1 : 0;
  return { welcome: runs[0] && welcomed ? runs[0].text : "", after: runs.slice(welcomed) };
}

/**
 * A call answered by ConversationRelay: Twilio speaks `greeting` (when there is one), then carries the conversation over
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
    ...(input.greeting ? { welcomeGreeting: input.greeting, welcomeGreetingInterruptible: "speech" } : {}),
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
