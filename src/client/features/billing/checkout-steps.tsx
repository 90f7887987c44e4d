import { Check } from "lucide-react";
import { cn } from "../../ui/class-names";

/** Where a multi-step payment stands: the steps in order, the current one marked for assistive technology. */
export function CheckoutSteps({ steps, currentIndex }: { steps: readonly string[]; currentIndex: number }) {
  return (
    <ol aria-label="Checkout steps" className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      {steps.map((step, index) => {
        const isDone = index < currentIndex;
        const isCurrent = index === currentIndex;
        return (
          <li
            key={step}
            aria-current={isCurrent ? "step" : undefined}
            className={cn(
              "flex items-center gap-2",
              isCurrent ? "font-semibold text-foreground" : "text-muted-foreground",
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "inline-flex size-6 items-center justify-center rounded-full border text-xs tabular-nums",
                isDone && "border-success/60 bg-success-soft text-success-text",
                isCurrent && "border-primary bg-primary text-primary-foreground",
                !isDone && !isCurrent && "border-border",
              )}
            >
              {isDone ? <Check className="size-3.5" /> : index + 1}
            </span>
            {step}
            {isDone ? <span className="sr-only">(done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
