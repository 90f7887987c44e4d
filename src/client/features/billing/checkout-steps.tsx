import { Check } from "lucide-react";
import { cn } from "../../ui/class-names";

/** Where a multi-step payment stands: the steps in order, the current one marked for assistive technology. */
export function CheckoutSteps({ steps, currentIndex }: { steps: readonly string[]; currentIndex: number }) {
  // Below the sm breakpoint the gaps, text and numbers are smaller so the three steps stay on one line
  // on a phone as narrow as 360 px, instead of the last one wrapping to a second line.
  return (
    <ol
      aria-label="Checkout steps"
      className="mb-6 flex flex-wrap items-center gap-x-2 gap-y-2 text-xs sm:gap-x-3 sm:text-sm"
    >
      {steps.map((step, index) => {
        const isDone = index < currentIndex;
        const isCurrent = index === currentIndex;
        return (
          <li
            key={step}
            aria-current={isCurrent ? "step" : undefined}
            className={cn(
              "flex items-center gap-1.5 sm:gap-2",
              isCurrent ? "font-semibold text-foreground" : "text-muted-foreground",
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "inline-flex size-5 items-center justify-center rounded-full border text-[0.6875rem] tabular-nums sm:size-6 sm:text-xs",
                isDone && "border-success/60 bg-success-soft text-success-text",
                isCurrent && "border-primary bg-primary text-primary-foreground",
                !isDone && !isCurrent && "border-border",
              )}
            >
              {isDone ? <Check className="size-3 sm:size-3.5" /> : index + 1}
            </span>
            {step}
            {isDone ? <span className="sr-only">(done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
