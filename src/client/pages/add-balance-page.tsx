import { useQueryClient } from "@tanstack/react-query";
import { Wallet } from "lucide-react";
import { useRef, useState } from "react";
import { useSearch } from "wouter";
import { AddBalanceRequestSchema } from "../../shared/api/payments";
import { MIN_TOP_UP_DOLLARS } from "../../shared/catalog/billing";
import { BALANCE_QUERY_KEY } from "../features/billing/balance-api";
import { CurrentBalanceFigure } from "../features/billing/current-balance-figure";
import { PAYMENT_METHODS_QUERY_KEY } from "../features/billing/payment-settings-api";
import {
  TOP_UP_PENDING_CREDIT_REDIRECT_MS,
  TOP_UP_SUCCESS_REDIRECT_MS,
} from "../features/billing/redirect-delays";
import { SavedOrNewCardPayment } from "../features/billing/saved-card-payment";
import { normalizeTopUpAmount } from "../features/billing/top-up-amount";
import { TopUpAmountPicker } from "../features/billing/top-up-amount-picker";
import { creditTopUp, startTopUpPayment } from "../features/billing/top-up-api";
import { useDelayedNavigation } from "../features/billing/use-delayed-navigation";
import { parseWholeDollars } from "../features/billing/whole-dollars";
import { CardPayment } from "../features/payments/card-payment";
import { TestModeNotice } from "../features/payments/test-mode-notice";
import { SignedInPage } from "../features/shell/framed-pages";
import { serverFieldError } from "../forms/form-validation";
import { useSchemaForm } from "../forms/use-schema-form";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";
import { HeadedRegion } from "../ui/headed-region";
import { IconTile } from "../ui/icon-tile";
import { Notice } from "../ui/notice";
import { toast } from "../ui/toast-store";

const PAGE_METADATA: PageMetadata = {
  title: "Add Balance | Switchboard",
  description: "Top up the prepaid balance that pays for your AI call agents.",
  keywords: "add balance, top up",
};

function CurrentBalance() {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-border bg-surface p-5">
      <IconTile icon={Wallet} />
      <div>
        <p className="text-sm text-muted-foreground">Current balance</p>
        <CurrentBalanceFigure skeletonClassName="mt-1 h-7 w-24" />
      </div>
    </div>
  );
}

interface StartedTopUp {
  amount: number;
  clientSecret: string;
}

type TopUpOutcome = { credited: boolean; amount: number };

function AddBalance() {
  const queryClient = useQueryClient();
  const navigateAfter = useDelayedNavigation();
  // The amount starts at $10, or at the `amount` the address names.
  const requestedAmount = new URLSearchParams(useSearch()).get("amount");
  const form = useSchemaForm(
    AddBalanceRequestSchema,
    {
      amount: String(requestedAmount === null ? MIN_TOP_UP_DOLLARS : normalizeTopUpAmount(requestedAmount)),
    },
    (values) => ({ amount: parseWholeDollars(values.amount, MIN_TOP_UP_DOLLARS) }),
  );
  const [outcome, setOutcome] = useState<TopUpOutcome | null>(null);
  const customAmountRef = useRef<HTMLInputElement>(null);
  // A declined card leaves its payment open; trying again for the same amount reuses it.
  const startedTopUp = useRef<StartedTopUp | null>(null);
  const amount = parseWholeDollars(form.values.amount, MIN_TOP_UP_DOLLARS);
  // "Minimum purchase is $10"; shown under the amount as it is typed, so the buyer learns
  // the rule where the amount is chosen rather than after pressing Pay.
  const amountProblem = form.errors.amount ?? form.liveErrors?.amount ?? null;

  function isAmountPayable(): boolean {
    if (amountProblem === null) return true;
    // The Pay button sits apart from the amount: submitting a refused amount takes the buyer to it,
    // where the reason is already written, rather than saying it a second time.
    customAmountRef.current?.focus();
    customAmountRef.current?.scrollIntoView({ block: "center" });
    return false;
  }

  async function startPayment(): Promise<string | null> {
    if (!isAmountPayable()) return null;
    if (startedTopUp.current?.amount === amount) return startedTopUp.current.clientSecret;
    try {
      const { clientSecret } = await startTopUpPayment(amount);
      startedTopUp.current = { amount, clientSecret };
      return clientSecret;
    } catch (error) {
      const amountRefusal = serverFieldError(error, ["amount"]);
      if (amountRefusal === null) throw error;
      form.setError("amount", amountRefusal.message);
      return null;
    }
  }

  async function showPaid(paid: TopUpOutcome): Promise<void> {
    toast({
      title: "Payment Successful",
      description: paid.credited
        ? `$${paid.amount} added to your account!`
        : `Payment successful! Your $${paid.amount} balance will be added shortly.`,
    });
    setOutcome(paid);
    navigateAfter("/", paid.credited ? TOP_UP_SUCCESS_REDIRECT_MS : TOP_UP_PENDING_CREDIT_REDIRECT_MS);
    // A new card was saved by paying: the next top-up offers it.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_QUERY_KEY }),
    ]);
  }

  /** A succeeded payment is credited at once; if that fails, the webhook credits it later. */
  async function creditPaidTopUp(paymentIntentId: string): Promise<void> {
    const paidAmount = startedTopUp.current?.amount ?? amount;
    startedTopUp.current = null;
    let credited = true;
    try {
      await creditTopUp(paidAmount, paymentIntentId);
    } catch {
      credited = false;
    }
    await showPaid({ credited, amount: paidAmount });
  }

  // An amount that cannot be paid is not named on the button.
  const submitLabel = amountProblem === null ? `Pay $${amount}` : "Pay";

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
      <div className="flex flex-col gap-6">
        <TestModeNotice />
        <CurrentBalance />
        <HeadedRegion
          title="Amount"
          className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
          headingClassName="sr-only"
        >
          <TopUpAmountPicker
            amountText={form.values.amount}
            amountProblem={amountProblem}
            onAmountTextChange={(amountText) => form.setValue("amount", amountText)}
            disabled={outcome !== null}
            customAmountRef={customAmountRef}
          />
        </HeadedRegion>
      </div>
      <HeadedRegion
        title="Payment"
        description="A new card is saved for auto-recharge and your next top-ups. You can remove it in Payment & Settings."
        className="h-fit rounded-2xl border border-border bg-surface p-5 sm:p-6"
        headingClassName="text-lg font-semibold"
      >
        {outcome ? (
          <Notice tone="success" title="Payment Successful">
            {outcome.credited
              ? `$${outcome.amount} added to your account! Taking you back…`
              : `Payment successful! Your $${outcome.amount} balance will be added shortly.`}
          </Notice>
        ) : (
          <SavedOrNewCardPayment
            amount={amount}
            submitLabel={submitLabel}
            canPay={isAmountPayable}
            // The server credited the saved card's payment before answering.
            onPaid={(paidAmount) => showPaid({ credited: true, amount: paidAmount })}
            newCard={
              <CardPayment
                intent={{ kind: "on-submit", startPayment }}
                submitLabel={submitLabel}
                onSucceeded={creditPaidTopUp}
              />
            }
          />
        )}
      </HeadedRegion>
    </div>
  );
}

/** The balance top-up, for signed-in users. */
export function AddBalancePage() {
  usePageMetadata(PAGE_METADATA);
  return (
    <SignedInPage
      width="wide"
      title="Add Balance"
      description="Your balance pays for new agents and for the minutes your agents spend on calls."
    >
      <AddBalance />
    </SignedInPage>
  );
}
