import { toE164 } from "../../text/phone-numbers";
import type { CallState, TakenMessage } from "./types";

/** What the owner reads for a detail the caller would not or could not give. */
export const NOT_GIVEN = "not given";

export const given = (value: string | undefined): value is string => Boolean(value) && value !== NOT_GIVEN;

/**
 * A message as it is stored with the call: its call-back number in E.164, read in the country of
 * the agent's number when the caller gave it without a country code (words that are no number
 * stay as the caller said them), and the questions the agent told the caller it would pass to the
 * team, so the team has them wherever the message goes.
 */
export function messageToStore(
  message: TakenMessage,
  agentNumber: string,
  state: Pick<CallState, "unansweredQuestions">,
): TakenMessage {
  const questions = state.unansweredQuestions ?? [];
  return {
    ...message,
    callbackNumber: toE164(message.callbackNumber, agentNumber) ?? message.callbackNumber,
    ...(questions.length > 0 ? { unansweredQuestions: questions } : {}),
  };
}

/** "a cleaning" → "A cleaning.": what the caller said, read as a sentence before what follows it. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return "";
  const capitalised = trimmed[0]!.toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?…]["')\]]*$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** What the caller said at several times, as one text the owner reads: each part given, a sentence. */
export const asSentences = (...parts: (string | undefined)[]) =>
  parts.filter(given).map(asSentence).join(" ");

/**
 * A second message in one call adds to the first rather than replacing it: both reasons, the name
 * from whichever has one, and a number the caller said over the one they call from.
 */
export function withEarlierMessage(
  earlier: TakenMessage,
  later: TakenMessage,
  ownNumber: string,
): TakenMessage {
  const laterIsOwnNumber = !later.callbackNumber || later.callbackNumber === ownNumber;
  return {
    callerName: given(later.callerName) ? later.callerName : earlier.callerName,
    callbackNumber:
      laterIsOwnNumber && earlier.callbackNumber ? earlier.callbackNumber : later.callbackNumber,
    reason: asSentences(earlier.reason, later.reason),
    ...(earlier.urgent || later.urgent ? { urgent: true } : {}),
  };
}
