import { useCallback, useEffect, useRef, useState } from "react";
import type { AgentVoice } from "../../../shared/catalog/agents";
import { type CallLanguage, chooseSynthesisVoice, speechLanguageOf } from "./call-speech";

function browserSpeechSynthesis(): SpeechSynthesis | null {
  return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;
}

/**
 * The agent's words spoken aloud in its language, with a voice of its gender where the
 * browser has one. Browsers without speech synthesis show the transcript only.
 */
export function useAgentVoice() {
  const [synthesis] = useState(browserSpeechSynthesis);
  const voicesRef = useRef<SpeechSynthesisVoice[]>(synthesis?.getVoices() ?? []);
  const [isMuted, setIsMuted] = useState(false);
  const isMutedRef = useRef(isMuted);
  isMutedRef.current = isMuted;

  // Chrome loads its voices after the page, and says so with "voiceschanged".
  useEffect(() => {
    if (!synthesis) return;
    const updateVoices = () => {
      voicesRef.current = synthesis.getVoices();
    };
    updateVoices();
    synthesis.addEventListener("voiceschanged", updateVoices);
    return () => {
      synthesis.removeEventListener("voiceschanged", updateVoices);
      synthesis.cancel();
    };
  }, [synthesis]);

  const speak = useCallback(
    (text: string, language: CallLanguage, gender: AgentVoice) => {
      if (!synthesis || isMutedRef.current || text.trim() === "") return;
      // A new reply replaces whatever the agent was still saying, as on a phone line.
      synthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = speechLanguageOf(language);
      const voice = chooseSynthesisVoice(voicesRef.current, utterance.lang, gender);
      if (voice) utterance.voice = voice;
      synthesis.speak(utterance);
    },
    [synthesis],
  );

  const silence = useCallback(() => synthesis?.cancel(), [synthesis]);

  const toggleMuted = useCallback(() => {
    const willMute = !isMutedRef.current;
    if (willMute) synthesis?.cancel();
    setIsMuted(willMute);
  }, [synthesis]);

  return { isSupported: synthesis !== null, isMuted, speak, silence, toggleMuted };
}
