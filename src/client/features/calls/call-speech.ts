import type { AgentVoice } from "../../../shared/catalog/agents";

export type CallLanguage = "english" | "spanish";

// The browser speaks and listens in the agent's language; US English and US Spanish
// match the phone numbers the agents answer.
const SPEECH_LANGUAGE_TAGS: Record<CallLanguage, string> = { english: "en-US", spanish: "es-US" };

export function speechLanguageOf(language: CallLanguage): string {
  return SPEECH_LANGUAGE_TAGS[language];
}

/** The part of SpeechSynthesisVoice the choice reads. */
export type SynthesisVoice = Pick<SpeechSynthesisVoice, "name" | "lang" | "localService">;

// The Web Speech API does not say whether a voice is male or female, so the choice reads the voice's
// name: the engines name their voices after people ("Samantha", "Jorge") or say so ("… Male").
const FEMALE_VOICE_NAMES =
  /\b(female|woman|samantha|victoria|karen|moira|tessa|fiona|veena|zira|susan|hazel|serena|allison|ava|joanna|salli|kimberly|kendra|ivy|emma|amy|aria|jenny|michelle|monica|mónica|paulina|marisol|helena|laura|sabina|lupe|penelope|penélope|conchita|lucia|lucía|mia|elvira|dalia|paloma|google us english|google español)\b/i;
const MALE_VOICE_NAMES =
  /\b(male|man|alex|daniel|fred|david|mark|george|guy|ryan|davis|tony|jorge|diego|juan|carlos|pablo|miguel|raul|raúl|alvaro|enrique|matthew|joey|justin|brian|thomas|andrew|eric|christopher)\b/i;

function genderOfVoiceName(name: string): AgentVoice | null {
  // "female" contains "male", so the female names are checked first.
  if (FEMALE_VOICE_NAMES.test(name)) return "female";
  if (MALE_VOICE_NAMES.test(name)) return "male";
  return null;
}

const normalizedTag = (tag: string) => tag.replace("_", "-").toLowerCase();

/**
 * The installed voice closest to the agent's: its language (the exact region first), then its gender,
 * then a voice that works offline. Null when the browser has no voice for the language; the utterance's
 * language alone then lets the browser choose.
 */
export function chooseSynthesisVoice<Voice extends SynthesisVoice>(
  voices: readonly Voice[],
  languageTag: string,
  gender: AgentVoice,
): Voice | null {
  const wanted = normalizedTag(languageTag);
  const wantedLanguage = wanted.split("-")[0];
  let best: Voice | null = null;
  let bestScore = -1;
  for (const voice of voices) {
    const tag = normalizedTag(voice.lang);
    if (tag.split("-")[0] !== wantedLanguage) continue;
    const voiceGender = genderOfVoiceName(voice.name);
    const score =
      (voiceGender === gender ? 4 : voiceGender === null ? 1 : 0) +
      (tag === wanted ? 2 : 0) +
      (voice.localService ? 0.5 : 0);
    if (score > bestScore) {
      best = voice;
      bestScore = score;
    }
  }
  return best;
}
