import type { ToastOptions } from "../../ui/toast-store";

const TRY_AGAIN = "Please try again or type your message.";

// The voice input errors, by the recognizer's error code or the DOMException name.
const VOICE_ERRORS: Record<string, ToastOptions> = {
  "not-allowed": {
    title: "Microphone access denied",
    description: "Allow microphone access for this site in your browser settings, or type your message.",
  },
  network: {
    title: "Network error",
    description: "Voice input needs a network connection. Check yours and try again, or type your message.",
  },
  "audio-capture": {
    title: "No microphone found",
    description: "Connect a microphone and try again, or type your message.",
  },
  aborted: { title: "Voice input cancelled", description: "Tap the microphone to dictate again." },
  "no-speech": {
    title: "No speech detected",
    description: "Speak while the microphone is listening, or type your message.",
  },
  "service-not-allowed": {
    title: "Voice input not allowed",
    description: "This browser does not allow voice input here. Please type your message.",
  },
};

const ERROR_ALIASES: Record<string, string> = {
  NotAllowedError: "not-allowed",
  NotFoundError: "audio-capture",
};

export const VOICE_UNSUPPORTED_TOAST: ToastOptions = {
  variant: "destructive",
  title: "Voice input not supported",
  description: "This browser has no speech recognition. Please type your message.",
};

export function voiceErrorToast(code: string): ToastOptions {
  const known = VOICE_ERRORS[ERROR_ALIASES[code] ?? code];
  return { variant: "destructive", ...(known ?? { title: "Voice input error", description: TRY_AGAIN }) };
}
