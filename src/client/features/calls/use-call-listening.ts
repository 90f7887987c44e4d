import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../ui/toast-store";
import {
  newRecognizer,
  type SpeechRecognizer,
  speechRecognizerConstructor,
  startRecognizer,
} from "../chat/use-speech-recognition";
import { voiceErrorToast } from "../chat/voice-errors";

// Errors that only mean the owner said nothing for a while: listening goes on.
const QUIET_ERRORS = new Set(["no-speech", "aborted"]);

/**
 * The owner's voice on a test call, heard as Twilio hears a caller: words as they are being said
 * (`onHearing`, which is how speaking over the agent is noticed) and each whole utterance
 * (`onWords`), in the call's language, until the owner stops listening.
 */
export function useCallListening(
  handlers: { onHearing: (text: string) => void; onWords: (text: string) => void },
  language: string,
) {
  const [isSupported] = useState(() => speechRecognizerConstructor() !== undefined);
  const [isListening, setIsListening] = useState(false);
  const recognizerRef = useRef<SpeechRecognizer | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  const stop = useCallback(() => {
    const recognizer = recognizerRef.current;
    recognizerRef.current = null;
    recognizer?.stop();
    setIsListening(false);
  }, []);

  const start = useCallback(() => {
    const recognizer = newRecognizer(language, { continuous: true });
    if (!recognizer) return;
    recognizer.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index]!;
        const text = result[0]?.transcript.trim() ?? "";
        if (!text) continue;
        if (result.isFinal) handlersRef.current.onWords(text);
        else handlersRef.current.onHearing(text);
      }
    };
    recognizer.onerror = (event) => {
      if (QUIET_ERRORS.has(event.error)) return;
      toast(voiceErrorToast(event.error));
      recognizerRef.current = null;
      setIsListening(false);
    };
    // Browsers end continuous recognition after a while of silence; the call still listens.
    recognizer.onend = () => {
      if (recognizerRef.current !== recognizer) return;
      try {
        recognizer.start();
      } catch {
        recognizerRef.current = null;
        setIsListening(false);
      }
    };
    startRecognizer(recognizer, recognizerRef, setIsListening);
  }, [language]);

  useEffect(
    () => () => {
      const recognizer = recognizerRef.current;
      recognizerRef.current = null;
      recognizer?.abort();
    },
    [],
  );

  return { isSupported, isListening, start, stop };
}
