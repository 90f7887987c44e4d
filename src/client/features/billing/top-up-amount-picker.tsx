import type { Ref } from "react";
import {
  ADD_BALANCE_PACKAGES_DOLLARS,
  MIN_TOP_UP_DOLLARS,
  MOST_POPULAR_PACKAGE_DOLLARS,
} from "../../../shared/catalog/billing";
import { cn } from "../../ui/class-names";
import { Field } from "../../ui/field";
import { DollarInput } from "./dollar-input";

/**
 * The top-up packages ($10, $25, $50 most popular, $100), each giving equal
 * balance, and a custom whole amount of at least $10. The amount is kept as typed so the form can
 * say why a wrong one is refused: `amountProblem` shows under the custom amount.
 */
export function TopUpAmountPicker({
  amountText,
  amountProblem,
  onAmountTextChange,
  disabled,
  customAmountRef,
}: {
  amountText: string;
  amountProblem: string | null;
  /** The custom amount's box, for the page to focus when a refused amount is submitted. */
  customAmountRef: Ref<HTMLInputElement>;
  onAmountTextChange: (amountText: string) => void;
  disabled: boolean;
}) {
  const typedAmount = Number(amountText);
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-5">
      <legend className="mb-3 text-sm font-medium">Choose an amount</legend>
      <div className="grid grid-cols-2 gap-3">
        {ADD_BALANCE_PACKAGES_DOLLARS.map((dollars) => {
          const isSelected = typedAmount === dollars;
          const isMostPopular = dollars === MOST_POPULAR_PACKAGE_DOLLARS;
          return (
            <button
              key={dollars}
              type="button"
              aria-label={isMostPopular ? `$${dollars}, most popular` : `$${dollars}`}
              aria-pressed={isSelected}
              onClick={() => onAmountTextChange(String(dollars))}
              className={cn(
                "relative flex min-h-20 flex-col items-start justify-center rounded-lg border px-4 py-3 text-left transition-colors",
                "disabled:cursor-not-allowed disabled:opacity-60",
                isSelected
                  ? "border-primary bg-primary-soft"
                  : "border-border bg-surface hover:bg-surface-hover",
              )}
            >
              <span className="text-2xl font-bold tabular-nums">${dollars}</span>
              <span className="text-xs text-muted-foreground">${dollars} balance</span>
              {isMostPopular ? (
                // On the card's top edge, clear of the price however narrow the card gets.
                <span className="absolute -top-2.5 right-3 rounded-full bg-primary px-2 py-0.5 text-[0.6875rem] font-semibold text-primary-foreground">
                  Most popular
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <Field
        label="Custom amount (USD)"
        hint={`Whole dollars, at least $${MIN_TOP_UP_DOLLARS}.`}
        error={amountProblem}
      >
        {(control) => (
          <DollarInput
            {...control}
            ref={customAmountRef}
            min={MIN_TOP_UP_DOLLARS}
            step={1}
            value={amountText}
            onChange={(event) => onAmountTextChange(event.target.value)}
          />
        )}
      </Field>
    </fieldset>
  );
}
