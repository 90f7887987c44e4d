import { type SpeakableText, speakableText } from "./speakable-text";
import type { TurnEvent } from "./types";

// When the caller of a model turn hears something. Every wait of the turn (a model request, a tool
// such as the calendar) is waited for here: the turn's one filler is said when the caller has
// waited `fillerAfterMs` since they last heard something (unless they are in the middle of a
// sentence, where a filler would cut it), and on a line that speaks the turn as it runs, the wait
// ends once the caller would go `maxSilenceMs` without a word, so the built-in engine can speak
// instead. A gap is counted from when a piece was sent, not when it was heard: Twilio does not say
// when its speech ends, so the count is the longest the caller can be left in silence.

export type PacingSettings = {
  /** How long the caller waits in silence before the turn's one filler. */
  fillerAfterMs: number;
  /** The longest silence between two spoken pieces of the turn; null when the turn is heard only whole. */
  maxSilenceMs: number | null;
};

// The built-in engine's sentence is written, checked and sent in a few milliseconds; the wait for
// the model ends this much before the silence limit so a busy server, whose timers fire late,
// still speaks in time.
const FALLBACK_ALLOWANCE_MS = 500;

const ENDS_SENTENCE = /[.!?…]["')\]]*$/;

/** How a wait ended without its work: the caller's silence reached its limit, or the wait's own end came. */
export type WaitEnd = "silence" | "until";

export type TurnPacing = ReturnType<typeof turnPacing>;

export function turnPacing(settings: PacingSettings, filler: string, startedAt: number) {
  const words: SpeakableText = speakableText();
  let fillerSaid = false;
  let lastSpokenAt = startedAt;

  /** When the filler is due; undefined once said, or while the caller is in the middle of a sentence. */
  function fillerDueAt(): number | undefined {
    if (fillerSaid) return undefined;
    const said = words.said.trim();
    if (said && !ENDS_SENTENCE.test(said)) return undefined;
    return lastSpokenAt + settings.fillerAfterMs;
  }

  /** When the turn stops waiting and the built-in engine speaks; undefined for a turn heard whole. */
  function silenceEndsAt(): number | undefined {
    if (settings.maxSilenceMs === null) return undefined;
    return (fillerDueAt() ?? lastSpokenAt) + settings.maxSilenceMs - FALLBACK_ALLOWANCE_MS;
  }

  return {
    words,
    silenceEndsAt,

    /** The speakable part of the model's next piece of words, noted as heard now. */
    say(piece: string): string {
      const text = words.push(piece);
      if (text) lastSpokenAt = performance.now();
      return text;
    },

    /** Whether the caller has waited as long as the turn may let them. */
    silenceIsOver: () => performance.now() >= (silenceEndsAt() ?? Number.POSITIVE_INFINITY),

    /**
     * Waits for `work` as the caller waits: yields the filler when it is due; ends early, without
     * the work's value, once the silence limit or `until` (performance.now()) comes first.
     */
    async *wait<T>(work: Promise<T>, until = Number.POSITIVE_INFINITY) {
      const settled = work.then((value) => ({ value }));
      for (;;) {
        const due = fillerDueAt() ?? Number.POSITIVE_INFINITY;
        const silenceEnd = silenceEndsAt() ?? Number.POSITIVE_INFINITY;
        const next = Math.min(due, silenceEnd, until);
        const result = await settledBy(settled, next);
        if (result !== undefined) return result;
        const now = performance.now();
        if (now >= silenceEnd) return { ended: "silence" as WaitEnd };
        if (now >= due) {
          fillerSaid = true;
          lastSpokenAt = now;
          yield { type: "filler", text: filler } satisfies TurnEvent;
        } else if (now >= until) return { ended: "until" as WaitEnd };
      }
    },
  };
}

/** The promise's value, or undefined once `at` (performance.now()) has come first; never a timer for no end. */
function settledBy<T>(promise: Promise<T>, at: number): Promise<T | undefined> {
  if (at === Number.POSITIVE_INFINITY) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, at - performance.now()));
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
