import { AGENT_CREATION_FEE_CENTS, formatDollars, USAGE_RATES } from "../../../shared/catalog/billing";
import { cn } from "../../ui/class-names";

// What the prepaid balance pays for, as the pricing FAQ, the documentation and the help page list it.
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

/** The usage rates as rows, each item beside its rate; `className` shapes the box, `rowClassName` pads the rows. */
export function UsageRateList({ className, rowClassName }: { className: string; rowClassName: string }) {
  return (
    <ul className={cn("divide-y divide-border border border-border", className)}>
      {USAGE_RATE_LINES.map(({ item, rate }) => (
        <li key={item} className={cn("flex items-center justify-between gap-4", rowClassName)}>
          <span>{item}</span>
          <span className="text-right font-medium text-foreground tabular-nums">{rate}</span>
        </li>
      ))}
    </ul>
  );
}
