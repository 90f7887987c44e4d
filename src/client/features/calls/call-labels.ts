import type { CallSummary } from "../../../shared/api/calls";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
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

/** Who called: the caller's number, or the owner's browser for a test call. */
export function callerLabel(call: Pick<CallSummary, "source" | "callerNumber">): string {
  return call.source === "test" ? "Test call (browser)" : formatPhoneNumber(call.callerNumber);
}

/** "Mar 1, 10:00 AM" in the owner's own time zone. */
export function formatCallTime(timestamp: string): string {
  const date = dateOf(timestamp);
  return date ? monthDayTime(date) : "";
}
