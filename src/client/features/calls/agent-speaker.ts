import type { AgentVoice } from "../../../shared/catalog/agents";
import { type CallLanguage, chooseSynthesisVoice, speechLanguageOf } from "./call-speech";

/** The part of an utterance the speaker sets and listens to. */
export type Utterance = Pick<
  SpeechSynthesisUtterance,
  "lang" | "voice" | "onstart" | "onend" | "onerror" | "onboundary"
>;
/** The part of the browser's speech synthesis the speaker drives. */
export type Synthesis<U extends Utterance> = {
  speak(utterance: U): void;
  cancel(): void;
  getVoices(): SpeechSynthesisVoice[];
};

// A sentence is whole once its closing mark is followed by a space: "9 a.m." or "3.5" may still be
// arriving a token at a time, but the end of a turn closes whatever is left.
const WHOLE_SENTENCE = /^[\s\S]*?[.!?…]+\s+/;

/**
 * The agent's words spoken as a phone line would: a turn's tokens are gathered and each sentence is
 * spoken as soon as it is whole, while the next ones are still arriving. The speaker knows what it
 * has said of the turn so far, which is what the owner heard when they speak over the agent.
 */
export function createAgentSpeaker<U extends Utterance>(
  synthesis: Synthesis<U> | null,
  makeUtterance: (text: string) => U,
) {
  let language: CallLanguage = "english";
  let gender: AgentVoice = "female";
  let muted = false;
  // What of the turn has arrived but is not yet a whole sentence.
  let unsaid = "";
  // The turn's words handed to the browser, and how far into them it has spoken.
  let turnText = "";
  let spokenUpTo = 0;
  let turn = 0;
  let current: { startsAt: number; started: boolean } | null = null;
  let queued = 0;

  function say(sentence: string): void {
    const startsAt = turnText.length;
    turnText += sentence;
    if (!synthesis || muted || sentence.trim() === "") {
      // Unheard words are the owner's to read; none of them is "spoken" for an interruption.
      return;
    }
    const utterance = makeUtterance(sentence);
    utterance.lang = speechLanguageOf(language);
    const voice = chooseSynthesisVoice(synthesis.getVoices(), utterance.lang, gender);
    if (voice) utterance.voice = voice;
    const entry = { startsAt, started: false };
    const ofThisTurn = turn;
    // Only the words of the turn being spoken count as heard of it.
    const heardUpTo = (end: number) => {
      if (ofThisTurn === turn) spokenUpTo = Math.max(spokenUpTo, startsAt + end);
    };
    utterance.onstart = () => {
      current = entry;
      entry.started = true;
    };
    // A word is heard once the browser has begun it.
    utterance.onboundary = (event) => heardUpTo(event.charIndex + (event.charLength ?? 0));
    const finished = () => {
      queued = Math.max(0, queued - 1);
      if (entry.started) heardUpTo(sentence.length);
      if (current === entry) current = null;
    };
    utterance.onend = finished;
    utterance.onerror = finished;
    queued++;
    synthesis.speak(utterance);
  }

  return {
    /** The language and voice the next words are spoken in. */
    setVoice(next: { language?: CallLanguage; gender?: AgentVoice }): void {
      if (next.language) language = next.language;
      if (next.gender) gender = next.gender;
    },

    setMuted(next: boolean): void {
      muted = next;
      if (muted) this.stop();
    },

    /** A token of the agent's turn; `last` closes the turn and speaks what is left of it. */
    hear(token: string, last: boolean): void {
      unsaid += token;
      for (let whole = WHOLE_SENTENCE.exec(unsaid); whole; whole = WHOLE_SENTENCE.exec(unsaid)) {
        say(whole[0]);
        unsaid = unsaid.slice(whole[0].length);
      }
      if (last && unsaid !== "") {
        say(unsaid);
        unsaid = "";
      }
    },

    /** Whether the owner is hearing the agent now (the browser has begun one of its sentences). */
    isSpeaking: () => current !== null && queued > 0,

    /** The turn begins afresh: what the agent says next is a new turn's. */
    newTurn(): void {
      turn++;
      turnText = "";
      spokenUpTo = 0;
      unsaid = "";
    },

    /**
     * Stops the agent mid-word; answers what the owner heard of the turn (its words up to the last
     * word the browser began) and how long the turn had been heard.
     */
    stop(): string {
      const heard = turnText.slice(0, spokenUpTo).trim();
      synthesis?.cancel();
      turn++;
      current = null;
      queued = 0;
      unsaid = "";
      turnText = "";
      spokenUpTo = 0;
      return heard;
    },
  };
}

export type AgentSpeaker = ReturnType<typeof createAgentSpeaker<SpeechSynthesisUtterance>>;
