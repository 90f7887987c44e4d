import { useCallback, useEffect, useState } from "react";
import { createAgentSpeaker } from "./agent-speaker";

function browserSpeechSynthesis(): SpeechSynthesis | null {
  return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;
}

/**
 * The agent's words spoken aloud in its language, with a voice of its gender where the browser has
 * one, a sentence at a time as they arrive. Browsers without speech synthesis show the transcript only.
 */
export function useAgentVoice() {
  const [synthesis] = useState(browserSpeechSynthesis);
  const [speaker] = useState(() =>
    createAgentSpeaker(synthesis, (text) => new SpeechSynthesisUtterance(text)),
  );
  const [isMuted, setIsMuted] = useState(false);

  // Chrome loads its voices after the page; asking once starts the loading before the agent speaks.
  useEffect(() => {
    synthesis?.getVoices();
    return () => synthesis?.cancel();
  }, [synthesis]);

  const toggleMuted = useCallback(() => {
    setIsMuted((wasMuted) => {
      speaker.setMuted(!wasMuted);
      return !wasMuted;
    });
  }, [speaker]);

  return { isSupported: synthesis !== null, isMuted, toggleMuted, speaker };
}

export type AgentVoiceControls = ReturnType<typeof useAgentVoice>;
