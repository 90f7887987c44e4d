import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CreditCard, Wallet } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { LicenceStatus } from "../../../shared/api/licence";
import { formatDollars, LICENCE_PRICE_CENTS } from "../../../shared/catalog/billing";
import { licenceDay } from "../../../shared/catalog/licence-day";
import { toastFailure } from "../../api/failure-toast";
import { SESSION_QUERY_KEY } from "../../api/session";
import { ErrorBoundary } from "../../ui/error-boundary";
import { HeadedRegion } from "../../ui/headed-region";
import { Notice } from "../../ui/notice";
import { PendingButton } from "../../ui/pending-button";
import { Skeleton } from "../../ui/skeleton";
import { SwitchField } from "../../ui/switch";
import { toast } from "../../ui/toast-store";
import { CardPayment } from "../payments/card-payment";
import { BALANCE_QUERY_KEY } from "./balance-api";
import { LICENCE_CHECKOUT_PATH } from "./licence-api";
import {
  completeLicenceRenewal,
  fetchLicence,
  LICENCE_QUERY_KEY,
  renewLicence,
  setLicenceAutoRenew,
} from "./upgrade-api";

const planName = (plan: "simple" | "plus") => (plan === "plus" ? "Plus" : "Simple");

// The two ways to renew by hand, the card first.
const RENEWAL_WAYS = [
  { method: "card", variant: "primary", icon: CreditCard, label: "Renew by card" },
  { method: "balance", variant: "outline", icon: Wallet, label: "Renew from balance" },
] as const;

/** The owner's licence as the server keeps it: the query every part of the upgrade page reads. */
export function useLicence() {
  return useQuery({ queryKey: LICENCE_QUERY_KEY, queryFn: fetchLicence });
}

function NoLicence() {
  return (
    <>
      <p className="text-sm text-muted-foreground">
        You have no licence yet. You can build agents and talk with the assistant; an agent goes live once you
        have a licence.
      </p>
      <Link
        href={LICENCE_CHECKOUT_PATH}
        className="mt-4 inline-flex min-h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:opacity-90"
      >
        Get the licence for {formatDollars(LICENCE_PRICE_CENTS.plus)}/year
      </Link>
    </>
  );
}

/** Renewing by hand, by card (the card form shows here) or from the balance. */
function RenewByHand({ licence, onRenewed }: { licence: LicenceStatus; onRenewed: () => Promise<void> }) {
  const [cardPayment, setCardPayment] = useState<string | null>(null);
  const price = formatDollars(Math.round(licence.renewalPrice * 100));
  const renew = useMutation({
    mutationFn: renewLicence,
    onSuccess: async (answer, method) => {
      if (method === "card" && answer.clientSecret) {
        setCardPayment(answer.clientSecret);
        return;
      }
      toast({
        title: "Licence renewed",
        description: `Your licence now runs until ${licenceDay(answer.licence.expiresAt!)}.`,
      });
      await onRenewed();
    },
    onError: (error) =>
      toastFailure("Renewal Failed", error, "The licence could not be renewed. Please try again."),
  });

  if (cardPayment) {
    return (
      <ErrorBoundary
        fallback={<Notice tone="error">Something went wrong. Please refresh the page to continue</Notice>}
      >
        <CardPayment
          intent={{ kind: "started", clientSecret: cardPayment, returnUrl: "/upgrade" }}
          submitLabel={`Pay ${price}`}
          onSucceeded={async (paymentIntentId) => {
            const renewed = await completeLicenceRenewal(paymentIntentId);
            setCardPayment(null);
            toast({
              title: "Licence renewed",
              description: `Your licence now runs until ${licenceDay(renewed.expiresAt!)}.`,
            });
            await onRenewed();
          }}
        />
      </ErrorBoundary>
    );
  }
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {RENEWAL_WAYS.map(({ method, variant, icon, label }) => (
        <PendingButton
          key={method}
          variant={variant}
          isPending={renew.isPending && renew.variables === method}
          disabled={renew.isPending}
          icon={icon}
          onClick={() => renew.mutate(method)}
        >
          {label} for {price}
        </PendingButton>
      ))}
    </div>
  );
}

/** The upgrade page's account of the owner's licence: plan, end date, automatic renewal, renewal by hand. */
export function LicencePanel() {
  const queryClient = useQueryClient();
  const licence = useLicence();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: LICENCE_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
    ]);
  };
  const autoRenew = useMutation({
    mutationFn: setLicenceAutoRenew,
    onSuccess: (updated) => queryClient.setQueryData(LICENCE_QUERY_KEY, updated),
    onError: (error) => toastFailure("Error", error, "The setting could not be saved. Please try again."),
  });

  return (
    <HeadedRegion
      title="Your licence"
      className="mb-8 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      headingClassName="mb-3 text-lg font-semibold"
    >
      {licence.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : licence.isError ? (
        <Notice tone="error">We could not load your licence. Please refresh the page.</Notice>
      ) : licence.data.licencePlan === null || licence.data.expiresAt === null ? (
        <NoLicence />
      ) : (
        <>
          <p className="text-base">
            <span className="font-medium">{planName(licence.data.licencePlan)} licence</span>
            {" · "}
            <span className={licence.data.active ? "text-muted-foreground" : "text-destructive-text"}>
              {licence.data.active ? "Ends on" : "Ended on"} {licenceDay(licence.data.expiresAt)}
            </span>
          </p>
          {!licence.data.active && licence.data.licencePlan === "plus" ? (
            <p className="mt-1 text-sm text-muted-foreground">
              Until you renew, the Simple limits apply: API keys are paused and new agents are not created.
              Nothing is deleted.
            </p>
          ) : null}
          <div className="mt-4">
            <SwitchField
              label="Renew automatically"
              hint={`Each year on its last day, ${formatDollars(Math.round(licence.data.renewalPrice * 100))} from ${
                licence.data.savedCard
                  ? `your card ending in ${licence.data.savedCard.last4}`
                  : "your balance (no card is saved)"
              }. We mail you 14 and 3 days before.`}
              checked={licence.data.autoRenew}
              disabled={autoRenew.isPending}
              onCheckedChange={(checked) => autoRenew.mutate(checked)}
            />
          </div>
          {licence.data.renewalFailure ? (
            <Notice tone="error" title="The automatic renewal failed" className="mt-4">
              {licence.data.renewalFailure} Renew by hand below.
            </Notice>
          ) : null}
          {licence.data.canRenew ? <RenewByHand licence={licence.data} onRenewed={refresh} /> : null}
        </>
      )}
    </HeadedRegion>
  );
}
