import { useState } from "react";
import { useLocation } from "wouter";
import {
  BALANCE_MANAGER_PRESETS_DOLLARS,
  DEFAULT_BALANCE_MANAGER_TOP_UP_DOLLARS,
  MIN_TOP_UP_DOLLARS,
} from "../../../shared/catalog/billing";
import { Button } from "../../ui/button";
import { cn } from "../../ui/class-names";
import { Dialog, DialogContent, type DialogState } from "../../ui/dialog";
import { TextField } from "../../ui/text-field";
import { TestModeNotice } from "../payments/test-mode-notice";
import { CurrentBalanceFigure } from "./current-balance-figure";
import { addBalancePath, normalizeTopUpAmount } from "./top-up-amount";

function CurrentBalance() {
  return (
    <div className="mb-5 rounded-lg border border-border bg-surface-raised p-4">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Current balance</p>
      <CurrentBalanceFigure skeletonClassName="mt-2 h-8 w-28" className="mt-1" />
    </div>
  );
}

function TopUpForm({ onContinue }: { onContinue: (amount: number) => void }) {
  const [amountText, setAmountText] = useState(String(DEFAULT_BALANCE_MANAGER_TOP_UP_DOLLARS));
  const selectedPreset = Number(amountText);
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onContinue(normalizeTopUpAmount(amountText));
      }}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Choose an amount</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {BALANCE_MANAGER_PRESETS_DOLLARS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={selectedPreset === preset}
              onClick={() => setAmountText(String(preset))}
              className={cn(
                "h-11 rounded-md border text-sm font-semibold tabular-nums transition-colors",
                selectedPreset === preset
                  ? "border-primary bg-primary-soft text-primary-text"
                  : "border-border hover:bg-surface-hover",
              )}
            >
              ${preset}
            </button>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Custom amount (USD)"
        hint={`Whole dollars, at least $${MIN_TOP_UP_DOLLARS}.`}
        type="number"
        inputMode="numeric"
        min={MIN_TOP_UP_DOLLARS}
        step={1}
        value={amountText}
        onValueChange={setAmountText}
        // Amounts below the minimum are forced up to $10.
        onBlur={() => setAmountText(String(normalizeTopUpAmount(amountText)))}
      />
      <Button type="submit" size="lg">
        Continue to payment
      </Button>
    </form>
  );
}

/** The Balance Manager hands the chosen amount over to /add-balance. */
export function BalanceManagerDialog({ open, onOpenChange }: DialogState) {
  const [, navigate] = useLocation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Balance Manager"
        description="Creating an agent costs $25. Calls are billed to your balance by the minute."
        className="max-w-lg"
      >
        <TestModeNotice />
        <CurrentBalance />
        <TopUpForm
          onContinue={(amount) => {
            onOpenChange(false);
            navigate(addBalancePath(amount));
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
