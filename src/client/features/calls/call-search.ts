import type { CallDetail, CallSummary } from "../../../shared/api/calls";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";

/** The message a call took, its questions for the team included, as one searchable text; empty when it took none. */
export function messageTextOf(message: CallDetail["message"]): string {
  if (!message) return "";
  const questions = message.unansweredQuestions ?? [];
  return [message.callerName, message.callbackNumber, message.reason, ...questions].join(" ");
}

const digitsOf = (text: string) => text.replace(/\D/g, "");
const PHONE_NUMBER_LIKE = /^[\d\s+().-]+$/;
const MIN_NUMBER_DIGITS = 3;

/**
 * The search box finds calls on the loaded page by caller number (typed in any format),
 * agent or business name, or the text of the message taken.
 */
export function callMatchesSearch(call: CallSummary, search: string, messageText = ""): boolean {
  const query = search.trim().toLowerCase();
  if (query === "") return true;
  const texts = [call.agentName, call.businessName, call.callerNumber, messageText];
  if (call.source === "phone") texts.push(formatPhoneNumber(call.callerNumber));
  if (texts.some((text) => text.toLowerCase().includes(query))) return true;
  // A number typed in another format is compared digit by digit: "(212) 555" finds +12125550100.
  const queryDigits = digitsOf(query);
  return (
    PHONE_NUMBER_LIKE.test(query) &&
    queryDigits.length >= MIN_NUMBER_DIGITS &&
    digitsOf(call.callerNumber).includes(queryDigits)
  );
}
