import type { SpokenLanguage } from "../services/call-engine/types";

// Issue 6 §2: the agent's voice, male or female, mapped to a real Twilio (Amazon
// Polly) voice for each language it speaks.
const TWILIO_VOICES: Record<SpokenLanguage, { male: string; female: string; locale: string }> = {
  english: { male: "Polly.Matthew", female: "Polly.Joanna", locale: "en-US" },
  spanish: { male: "Polly.Miguel", female: "Polly.Lupe", locale: "es-US" },
};

// Text needs &, < and > escaped; attribute values (double-quoted here) also need ".
const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[ch]!);

function say(text: string, language: SpokenLanguage, voice: "male" | "female"): string {
  const { locale } = TWILIO_VOICES[language];
  return `<Say voice="${TWILIO_VOICES[language][voice]}" language="${locale}">${escapeXml(text)}</Say>`;
}

/** Speaks, then listens for the caller's speech and posts it to `turnUrl`. */
export function speakAndListen(
  text: string,
  options: { language: SpokenLanguage; voice: "male" | "female"; turnUrl: string },
): string {
  const { locale } = TWILIO_VOICES[options.language];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<Response>",
    `<Gather input="speech" action="${escapeXml(options.turnUrl)}" method="POST" language="${locale}" speechTimeout="auto">`,
    say(text, options.language, options.voice),
    "</Gather>",
    // Silence: Twilio falls through to here; the turn endpoint asks again.
    `<Redirect method="POST">${escapeXml(options.turnUrl)}</Redirect>`,
    "</Response>",
  ].join("");
}

/** Speaks a last sentence and hangs up. */
export function speakAndHangUp(text: string, language: SpokenLanguage, voice: "male" | "female"): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${say(text, language, voice)}<Hangup/></Response>`;
}
