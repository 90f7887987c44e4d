import { joinedList, spokenWord } from "./spoken-words";
import { asSentence, given } from "./taken-message";
import type { CallState, MissingDetail, TakenMessage } from "./types";

// However a call ends (goodbye, "that's all", the caller hanging up, silence, an error, the balance
// running out), what the caller gave is kept: the message they completed, or else what they had
// given so far toward one, marked partial with what was still missing.

/** "The call ended before the caller gave their name and the day and time.", in the call's language. */
function missingNote(missing: readonly MissingDetail[], state: CallState): string {
  const language = state.language;
  const details = missing.flatMap((detail) =>
    detail === "confirmation" ? [] : [spokenWord(language, `missing-${detail}`)],
  );
  const sentences =
    details.length > 0
      ? [spokenWord(language, "endedBefore", { details: joinedList(details, language) })]
      : [];
  if (missing.includes("confirmation")) sentences.push(spokenWord(language, "notConfirmed"));
  return sentences.join(" ");
}

/** The message to keep when the call ends, whatever ended it; null when the caller gave nothing toward one. */
export function keptAtCallEnd(state: CallState): TakenMessage | null {
  const { message, soFar } = state;
  if (message && soFar) {
    // A name or number the caller gave after the message was taken, in a request left unfinished, completes it.
    return {
      ...message,
      callerName: given(message.callerName) ? message.callerName : soFar.callerName || message.callerName,
      callbackNumber: soFar.numberSaid ? soFar.callbackNumber : message.callbackNumber,
      ...(soFar.urgent ? { urgent: true } : {}),
    };
  }
  if (message) return message;
  if (!soFar) return null;
  const note = missingNote(soFar.missing, state);
  return {
    callerName: soFar.callerName,
    callbackNumber: soFar.callbackNumber,
    reason: note ? [asSentence(soFar.reason), note].filter(Boolean).join(" ") : soFar.reason,
    partial: true,
    // An emergency the caller reported before hanging up still reaches the owner as one.
    ...(soFar.urgent ? { urgent: true } : {}),
  };
}

/**
 * An urgent message is mailed to the owner as soon as it is taken, before the call ends: whether
 * this turn took one (a new urgent message, or one the caller added to).
 */
export function urgentMessageTaken(before: CallState, after: CallState): boolean {
  return Boolean(after.message?.urgent) && JSON.stringify(after.message) !== JSON.stringify(before.message);
}

/**
 * Whether the message kept at the call's end is the urgent one the owner was already mailed when it
 * was taken (the last recorded turn's), so the call's end does not mail it again.
 */
export function mailedWhenTaken(state: CallState, kept: TakenMessage | null): boolean {
  return Boolean(state.message?.urgent) && JSON.stringify(kept) === JSON.stringify(state.message);
}
