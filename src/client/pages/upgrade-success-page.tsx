import { useQueryClient } from "@tanstack/react-query";
import { LayoutDashboard, LayoutTemplate } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { SESSION_QUERY_KEY } from "../api/session";
import { UPGRADE_SUCCESS_PAGE_REDIRECT_SECONDS } from "../features/billing/redirect-delays";
import { SignedInOnly } from "../features/billing/signed-in-only";
import { completeUpgrade } from "../features/billing/upgrade-api";
import { UpgradeSuccessful } from "../features/billing/upgrade-successful";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";
import { buttonClasses } from "../ui/button";
import { PageFrame } from "../ui/page-frame";

const PAGE_METADATA: PageMetadata = {
  title: "Upgrade Successful | Switchboard",
  description: "Your account is now on the Plus plan.",
  keywords: "plus plan",
};

const DASHBOARD_PATH = "/dashboard";

/**
 * Stripe returns here after a payment method that leaves the page, naming the payment in the address;
 * the upgrade is then finished here (the webhook would finish it otherwise).
 */
function useFinishRedirectedUpgrade(): void {
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const paymentIntentId = search.get("payment_intent");
  const hasSucceeded = search.get("redirect_status") === "succeeded";
  useEffect(() => {
    if (!paymentIntentId || !hasSucceeded) return;
    void completeUpgrade(paymentIntentId)
      .catch(() => undefined)
      .then(() => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }));
  }, [paymentIntentId, hasSucceeded, queryClient]);
}

/** Counts down, then opens the dashboard. */
function RedirectCountdown() {
  const [, navigate] = useLocation();
  const [secondsLeft, setSecondsLeft] = useState(UPGRADE_SUCCESS_PAGE_REDIRECT_SECONDS);
  useEffect(() => {
    const ticker = window.setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(ticker);
  }, []);
  useEffect(() => {
    if (secondsLeft === 0) navigate(DASHBOARD_PATH);
  }, [secondsLeft, navigate]);
  return (
    <p role="timer" className="text-sm text-muted-foreground tabular-nums">
      Taking you to your dashboard in {secondsLeft} {secondsLeft === 1 ? "second" : "seconds"}…
    </p>
  );
}

function UpgradeSuccess() {
  useFinishRedirectedUpgrade();
  return (
    <PageFrame plus>
      <UpgradeSuccessful>
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <Link href={DASHBOARD_PATH} className={buttonClasses({ variant: "plus", size: "lg" })}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            Go to Dashboard
          </Link>
          <Link href="/agent-templates" className={buttonClasses({ variant: "outline", size: "lg" })}>
            <LayoutTemplate aria-hidden="true" className="size-4" />
            Browse Agent Templates
          </Link>
        </div>
        <RedirectCountdown />
      </UpgradeSuccessful>
    </PageFrame>
  );
}

/** The congratulation page after a card upgrade. */
export function UpgradeSuccessPage() {
  usePageMetadata(PAGE_METADATA);
  return <SignedInOnly>{() => <UpgradeSuccess />}</SignedInOnly>;
}
