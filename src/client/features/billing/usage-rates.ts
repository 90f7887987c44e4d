import { AGENT_CREATION_FEE_CENTS, formatDollars, USAGE_RATES } from "../../../shared/catalog/billing";

// What the prepaid balance pays for, as the pricing FAQ lists it.
export const USAGE_RATE_LINES = [
  { item: "Agent creation", rate: `${formatDollars(AGENT_CREATION_FEE_CENTS)} per new agent` },
  { item: "Voice calls", rate: `${formatDollars(USAGE_RATES.voicePerMinuteCents)} per minute` },
  { item: "AI processing", rate: `${formatDollars(USAGE_RATES.aiPerMinuteCents)} per minute` },
  { item: "SMS", rate: `${formatDollars(USAGE_RATES.smsPer100CharactersCents)} per 100 characters` },
  {
    item: "Workflow automation",
    rate: `${formatDollars(USAGE_RATES.workflowItemCents)} per workflow item`,
  },
] as const;
