import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../ui/toast-store";
import { VOICE_UNSUPPORTED_TOAST, voiceErrorToast } from "./voice-errors";

// The part of the Web Speech API used here; TypeScript's DOM library declares its events but not the recognizer.
export interface SpeechRecognizer extends EventTarget {
  lang: string;
  maxAlternatives: number;
  interimResults: boolean;
  continuous: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
}

type SpeechRecognizerConstructor = new () => SpeechRecognizer;

interface SpeechRecognitionGlobals {
  SpeechRecognition?: SpeechRecognizerConstructor;
  webkitSpeechRecognition?: SpeechRecognizerConstructor;
}

/** The browser's speech recognizer (Chrome and Safari still name it webkitSpeechRecognition). */
export function speechRecognizerConstructor(): SpeechRecognizerConstructor | undefined {
  if (typeof window === "undefined") return undefined;
  const globals = window as Window & SpeechRecognitionGlobals;
  return globals.SpeechRecognition ?? globals.webkitSpeechRecognition;
}

/**
 * Dictation in en-US, one result, no interim results; `onText` gets what was heard.
 * A test call listens in the language the call is in, given as a BCP 47 tag.
 */
/**
 * A recognizer of `language`: continuous ones also report words while they are being heard. Where the
 * browser has none, the owner is told so and there is none.
 */
export function newRecognizer(language: string, { continuous }: { continuous: boolean }) {
  const Recognizer = speechRecognizerConstructor();
  if (!Recognizer) {
    toast(VOICE_UNSUPPORTED_TOAST);
    return undefined;
  }
  const recognizer = new Recognizer();
  recognizer.lang = language;
  recognizer.maxAlternatives = 1;
  recognizer.interimResults = continuous;
  recognizer.continuous = continuous;
  return recognizer;
}

/**
 * Starts listening, keeping the recognizer as the one listening now; a browser that refuses is told
 * as a voice error.
 */
export function startRecognizer(
  recognizer: SpeechRecognizer,
  listening: { current: SpeechRecognizer | null },
  setIsListening: (isListening: boolean) => void,
): void {
  try {
    recognizer.start();
    listening.current = recognizer;
    setIsListening(true);
  } catch (error) {
    toast(voiceErrorToast(error instanceof DOMException ? error.name : "unknown"));
  }
}

export function useSpeechRecognition(onText: (text: string) => void, language = "en-US") {
  const [isSupported] = useState(() => speechRecognizerConstructor() !== undefined);
  const [isListening, setIsListening] = useState(false);
  const recognizerRef = useRef<SpeechRecognizer | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => () => recognizerRef.current?.abort(), []);

  const start = useCallback(() => {
    const recognizer = newRecognizer(language, { continuous: false });
    if (!recognizer) return;
    recognizer.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript.trim();
      if (transcript) onTextRef.current(transcript);
    };
    recognizer.onerror = (event) => toast(voiceErrorToast(event.error));
    recognizer.onend = () => {
      recognizerRef.current = null;
      setIsListening(false);
    };
    startRecognizer(recognizer, recognizerRef, setIsListening);
  }, [language]);

  // Stopping keeps what was heard so far; aborting (on leaving the page) drops it.
  const stop = useCallback(() => recognizerRef.current?.stop(), []);

  return { isSupported, isListening, start, stop };
}
