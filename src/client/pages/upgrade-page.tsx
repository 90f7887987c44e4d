import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CreditCard, Crown, Wallet } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useLocation } from "wouter";
import type { PublicUser } from "../../shared/api/auth";
import { formatDollars, UPGRADE_FEE_CENTS } from "../../shared/catalog/billing";
import { SESSION_QUERY_KEY } from "../api/session";
import { formatBalance, storeBalance, useBalance } from "../features/billing/balance-api";
import { LicencePanel, useLicence } from "../features/billing/licence-panel";
import { PlanComparison } from "../features/billing/plan-comparison";
import { UPGRADE_SUCCESS_REDIRECT_MS } from "../features/billing/redirect-delays";
import { SignedInOnly } from "../features/billing/signed-in-only";
import { addBalancePath } from "../features/billing/top-up-amount";
import {
  startUpgradePayment,
  UPGRADE_PAYMENT_FAILED,
  UPGRADE_WITH_BALANCE_FAILED,
  upgradeFailureMessage,
  upgradeWithBalance,
} from "../features/billing/upgrade-api";
import { UpgradeSuccessful } from "../features/billing/upgrade-successful";
import { useDelayedNavigation } from "../features/billing/use-delayed-navigation";
import { TestModeNotice } from "../features/payments/test-mode-notice";
import { usePageMetadata } from "../hooks/use-page-metadata";
import { cn } from "../ui/class-names";
import { BackLink, PageFrame, PageHeading } from "../ui/page-frame";
import { PendingButton } from "../ui/pending-button";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast-store";
import { UPGRADE_PAGE_METADATA } from "./shared-page-metadata";

type UpgradePaymentMethod = "card" | "balance";

const upgradeFeeDollars = UPGRADE_FEE_CENTS / 100;
// Upgrading from the balance needs at least $25 in it.
const INSUFFICIENT_BALANCE_MESSAGE = `Insufficient balance (need ${formatDollars(UPGRADE_FEE_CENTS)})`;

function showUpgradeFailure(error: unknown, stepFailure: string): void {
  toast({
    variant: "destructive",
    title: "Upgrade Failed",
    description: upgradeFailureMessage(error, stepFailure),
  });
}

function PaymentMethodOption({
  value,
  selected,
  disabled,
  onSelect,
  icon,
  title,
  description,
}: {
  value: UpgradePaymentMethod;
  selected: UpgradePaymentMethod;
  disabled: boolean;
  onSelect: (method: UpgradePaymentMethod) => void;
  icon: ReactNode;
  title: string;
  description: ReactNode;
}) {
  const isSelected = selected === value;
  return (
    <label
      className={cn(
        "flex min-h-16 cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors",
        isSelected ? "border-primary bg-primary-soft" : "border-border hover:bg-surface-hover",
        disabled && "cursor-not-allowed opacity-60 hover:bg-transparent",
      )}
    >
      <input
        type="radio"
        name="upgrade-payment-method"
        value={value}
        checked={isSelected}
        disabled={disabled}
        onChange={() => onSelect(value)}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <span className={cn("mt-0.5", isSelected ? "text-primary-text" : "text-muted-foreground")}>{icon}</span>
      <span className="min-w-0">
        <span className="block font-medium">{title}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </span>
    </label>
  );
}

function Upgrade({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const navigateAfter = useDelayedNavigation();
  const balance = useBalance();
  const [method, setMethod] = useState<UpgradePaymentMethod>("card");
  const [hasUpgraded, setHasUpgraded] = useState(false);
  const licence = useLicence();
  const canPayFromBalance = balance.data !== undefined && balance.data >= upgradeFeeDollars;

  const payFromBalance = useMutation({
    mutationFn: upgradeWithBalance,
    onSuccess: async (balanceLeft) => {
      setHasUpgraded(true);
      storeBalance(queryClient, balanceLeft);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      navigateAfter("/", UPGRADE_SUCCESS_REDIRECT_MS);
    },
    onError: (error) => showUpgradeFailure(error, UPGRADE_WITH_BALANCE_FAILED),
  });
  const startCardPayment = useMutation({
    mutationFn: () => startUpgradePayment(user.subscriptionPlan),
    onSuccess: (clientSecret) =>
      navigate(`/checkout-upgrade?clientSecret=${encodeURIComponent(clientSecret)}`),
    onError: (error) => showUpgradeFailure(error, UPGRADE_PAYMENT_FAILED),
  });
  const isWorking = payFromBalance.isPending || startCardPayment.isPending;

  if (hasUpgraded) {
    return (
      <UpgradeSuccessful>
        <Spinner label="Taking you to your dashboard…" />
      </UpgradeSuccessful>
    );
  }
  // A Plus owner sees their plan here; the upgrade is for a running Simple licence.
  const isPlus = user.subscriptionPlan === "plus";
  const canUpgrade = !isPlus && licence.data?.active === true;
  const currentPlan = licence.data && licence.data.licencePlan === null ? null : user.subscriptionPlan;

  return (
    <>
      <PageHeading
        title={isPlus ? "Your plan" : "Upgrade to Plus"}
        description={
          isPlus
            ? "You are on Plus: unlimited agents and external API access."
            : `Create unlimited agents for a one-time upgrade of ${formatDollars(UPGRADE_FEE_CENTS)}.`
        }
      />
      <LicencePanel />
      <PlanComparison currentPlan={currentPlan} />
      {canUpgrade ? (
        <form
          className="mt-8 rounded-2xl border border-border bg-surface p-5 sm:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (method === "balance") payFromBalance.mutate();
            else startCardPayment.mutate();
          }}
        >
          <fieldset disabled={isWorking}>
            <legend className="mb-3 text-lg font-semibold">Pay the upgrade with</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <PaymentMethodOption
                value="card"
                selected={method}
                disabled={false}
                onSelect={setMethod}
                icon={<CreditCard aria-hidden="true" className="size-5" />}
                title="Card"
                description="Pay securely by card on the next page."
              />
              <PaymentMethodOption
                value="balance"
                selected={method}
                disabled={!canPayFromBalance}
                onSelect={setMethod}
                icon={<Wallet aria-hidden="true" className="size-5" />}
                title="Balance"
                description={
                  balance.isPending
                    ? "Checking your balance…"
                    : balance.isError
                      ? "We could not load your balance."
                      : canPayFromBalance
                        ? `Your balance: ${formatBalance(balance.data)}`
                        : `${INSUFFICIENT_BALANCE_MESSAGE}. Your balance: ${formatBalance(balance.data)}`
                }
              />
            </div>
          </fieldset>
          {balance.data !== undefined && !canPayFromBalance ? (
            <p className="mt-3 text-sm text-muted-foreground">
              <Link
                href={addBalancePath(upgradeFeeDollars)}
                className="inline-flex min-h-10 items-center font-medium text-primary-text underline underline-offset-4 hover:text-foreground"
              >
                Add balance
              </Link>{" "}
              to pay the upgrade from your balance.
            </p>
          ) : null}
          <PendingButton
            type="submit"
            variant="plus"
            size="lg"
            className="mt-5 w-full sm:w-auto"
            isPending={isWorking}
            icon={Crown}
          >
            Upgrade to Plus for {formatDollars(UPGRADE_FEE_CENTS)}
          </PendingButton>
        </form>
      ) : null}
    </>
  );
}

/** The owner's licence and plan, the plan comparison and the upgrade from Simple to Plus. */
export function UpgradePage() {
  usePageMetadata(UPGRADE_PAGE_METADATA);
  return (
    <SignedInOnly>
      {(user) => (
        <PageFrame width="wide" navigation={<BackLink href="/">Dashboard</BackLink>}>
          <TestModeNotice className="mb-6" />
          <Upgrade user={user} />
        </PageFrame>
      )}
    </SignedInOnly>
  );
}
