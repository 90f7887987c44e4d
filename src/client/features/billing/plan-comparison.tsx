import { Check, Crown } from "lucide-react";
import type { SubscriptionPlan } from "../../../shared/catalog/accounts";
import {
  formatDollars,
  LICENCE_PRICE_CENTS,
  PLAN_AGENT_LIMITS,
  PLUS_PLAN_YEARLY_CENTS,
} from "../../../shared/catalog/billing";
import { cn } from "../../ui/class-names";

// Simple allows up to 5 agents at $25/year; plus is unlimited, shown as $50/year.
const PLANS = [
  {
    id: "simple",
    name: "Simple",
    yearlyPriceCents: LICENCE_PRICE_CENTS.simple,
    features: [
      `Up to ${PLAN_AGENT_LIMITS.simple} agents`,
      "Phone numbers in the US, UK and Australia",
      "English and Spanish conversations",
    ],
  },
  {
    id: "plus",
    name: "Plus",
    yearlyPriceCents: PLUS_PLAN_YEARLY_CENTS,
    features: [
      "Unlimited agents",
      "Phone numbers in the US, UK and Australia",
      "English and Spanish conversations",
      "External API access",
    ],
  },
] as const;

/**
 * The upgrade page's comparison of the two plans, the owner's own one marked; null when
 * they have no licence yet.
 */
export function PlanComparison({ currentPlan }: { currentPlan: SubscriptionPlan | null }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {PLANS.map((plan) => {
        const isPlus = plan.id === "plus";
        const isCurrent = plan.id === currentPlan;
        const badge = isCurrent ? "Current plan" : isPlus && currentPlan === "simple" ? "Upgrade" : null;
        return (
          <section
            key={plan.id}
            aria-labelledby={`plan-${plan.id}`}
            className={cn(
              "rounded-2xl border bg-surface p-6",
              isPlus ? "border-plus/60 shadow-xl shadow-plus/10" : "border-border",
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h2 id={`plan-${plan.id}`} className="flex items-center gap-2 text-lg font-semibold">
                {isPlus ? <Crown aria-hidden="true" className="size-5 text-plus" /> : null}
                {plan.name}
              </h2>
              {badge ? (
                <span
                  className={cn(
                    "rounded-full px-2.5 py-0.5 text-xs font-semibold",
                    isPlus ? "bg-plus text-plus-foreground" : "bg-surface-raised text-muted-foreground",
                  )}
                >
                  {badge}
                </span>
              ) : null}
            </div>
            <p className="mt-4 flex items-baseline gap-1.5">
              <span className="text-3xl font-bold tabular-nums">{formatDollars(plan.yearlyPriceCents)}</span>
              <span className="text-sm text-muted-foreground">/year</span>
            </p>
            <ul className="mt-5 flex flex-col gap-2.5 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2.5">
                  <Check
                    aria-hidden="true"
                    className={cn("mt-0.5 size-4 shrink-0", isPlus ? "text-plus" : "text-success-text")}
                  />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
