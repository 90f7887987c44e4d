import { USAGE_RATES } from "../../shared/catalog/billing";

// Voice $0.01 and AI processing $0.10 per started
// minute, SMS $0.05 per started 100 characters, workflow items $0.08 each.

/** Minutes started by a call that has lasted this long; an answered call starts its first minute. */
export function startedMinutes(elapsedSeconds: number): number {
  return Math.max(1, Math.ceil(Math.max(0, elapsedSeconds) / 60));
}

export function minuteCharges(minutes: number): { voiceCents: number; aiCents: number } {
  return {
    voiceCents: minutes * USAGE_RATES.voicePerMinuteCents,
    aiCents: minutes * USAGE_RATES.aiPerMinuteCents,
  };
}

export function smsCents(body: string): number {
  return Math.max(1, Math.ceil(body.length / 100)) * USAGE_RATES.smsPer100CharactersCents;
}

export function workflowCents(items: number): number {
  return items * USAGE_RATES.workflowItemCents;
}
