import type { CallSummary } from "../../../shared/api/calls";
import { formatNationalNumber } from "../../../shared/catalog/phone-numbers";
import { dateOf, monthDayTime } from "../../dates";

/** "partySize" → "Party size": a workflow item's detail named for people. */
export function detailLabel(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A number as the caller said it may not be a full international number; it is shown as given then. */
export function displayPhoneNumber(number: string): string {
  return number.startsWith("+") ? formatNationalNumber(number) : number;
}

/** Who called: the caller's number, or the owner's browser for a test call (issue 6 §3). */
export function callerLabel(call: Pick<CallSummary, "source" | "callerNumber">): string {
  return call.source === "test" ? "Test call (browser)" : displayPhoneNumber(call.callerNumber);
}

/** "Mar 1, 10:00 AM" in the owner's own time zone. */
export function formatCallTime(timestamp: string): string {
  const date = dateOf(timestamp);
  return date ? monthDayTime(date) : "";
}
