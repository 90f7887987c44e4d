import { USAGE_RATES } from "../../../shared/catalog/billing";

// Voice and AI processing are billed per started minute, and an answered
// call has started its first minute.
export const CALL_MINUTE_CENTS = USAGE_RATES.voicePerMinuteCents + USAGE_RATES.aiPerMinuteCents;

const SMS_CHARACTERS_PER_CHARGE = 100;
const SECONDS_PER_MINUTE = 60;

export function startedMinutes(elapsedSeconds: number): number {
  return Math.max(1, Math.ceil(Math.max(0, elapsedSeconds) / SECONDS_PER_MINUTE));
}

/** The API speaks dollars; sums are kept in whole cents so they never drift. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

function smsCents(body: string): number {
  return (
    Math.max(1, Math.ceil(body.length / SMS_CHARACTERS_PER_CHARGE)) * USAGE_RATES.smsPer100CharactersCents
  );
}

export interface RunningCallCost {
  /** Seconds since the call was answered, by the browser's clock. */
  elapsedSeconds: number;
  /** What the server has debited for minutes so far (voice + AI, in dollars). */
  billedMinuteDollars: number;
  workflowItemCount: number;
  smsBodies: readonly string[];
}

/**
 * What the call will cost if it ends now. The server bills minutes as turns arrive, so between turns the
 * browser's clock is ahead of it; texts and workflow items are billed when the call ends.
 */
export function runningCostCents(cost: RunningCallCost): number {
  const minuteCents = Math.max(
    dollarsToCents(cost.billedMinuteDollars),
    startedMinutes(cost.elapsedSeconds) * CALL_MINUTE_CENTS,
  );
  const smsTotal = cost.smsBodies.reduce((sum, body) => sum + smsCents(body), 0);
  return minuteCents + smsTotal + cost.workflowItemCount * USAGE_RATES.workflowItemCents;
}

/** 0:42, 12:05, 1:02:03. */
export function formatCallDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / SECONDS_PER_MINUTE);
  const rest = String(seconds % SECONDS_PER_MINUTE).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** "42 seconds", "1 minute 5 seconds": the duration read aloud by screen readers. */
export function spokenCallDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  const rest = seconds % SECONDS_PER_MINUTE;
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (minutes === 0) return plural(rest, "second");
  return rest === 0 ? plural(minutes, "minute") : `${plural(minutes, "minute")} ${plural(rest, "second")}`;
}
