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
export function useSpeechRecognition(onText: (text: string) => void, language = "en-US") {
  const [isSupported] = useState(() => speechRecognizerConstructor() !== undefined);
  const [isListening, setIsListening] = useState(false);
  const recognizerRef = useRef<SpeechRecognizer | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => () => recognizerRef.current?.abort(), []);

  const start = useCallback(() => {
    const Recognizer = speechRecognizerConstructor();
    if (!Recognizer) {
      toast(VOICE_UNSUPPORTED_TOAST);
      return;
    }
    const recognizer = new Recognizer();
    recognizer.lang = language;
    recognizer.maxAlternatives = 1;
    recognizer.interimResults = false;
    recognizer.continuous = false;
    recognizer.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript.trim();
      if (transcript) onTextRef.current(transcript);
    };
    recognizer.onerror = (event) => toast(voiceErrorToast(event.error));
    recognizer.onend = () => {
      recognizerRef.current = null;
      setIsListening(false);
    };
    try {
      recognizer.start();
      recognizerRef.current = recognizer;
      setIsListening(true);
    } catch (error) {
      toast(voiceErrorToast(error instanceof DOMException ? error.name : "unknown"));
    }
  }, [language]);

  // Stopping keeps what was heard so far; aborting (on leaving the page) drops it.
  const stop = useCallback(() => recognizerRef.current?.stop(), []);

  return { isSupported, isListening, start, stop };
}
