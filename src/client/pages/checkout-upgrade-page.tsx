import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { formatDollars, UPGRADE_FEE_CENTS } from "../../shared/catalog/billing";
import { SESSION_QUERY_KEY } from "../api/session";
import { SignedInOnly } from "../features/billing/signed-in-only";
import { completeUpgrade, UPGRADE_FAILED, upgradeFailureMessage } from "../features/billing/upgrade-api";
import { CardPayment } from "../features/payments/card-payment";
import { TestModeNotice } from "../features/payments/test-mode-notice";
import { usePageMetadata } from "../hooks/use-page-metadata";
import { Button } from "../ui/button";
import { Notice } from "../ui/notice";
import { BackLink, PageFrame, PageHeading } from "../ui/page-frame";
import { UPGRADE_PAGE_METADATA } from "./shared-page-metadata";

const UPGRADE_SUCCESS_PATH = "/upgrade-success";

/** The card payment of the upgrade, then the server's check of it. */
function UpgradeCardPayment({ clientSecret }: { clientSecret: string }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  // The card was charged but the plan not changed yet: retrying only repeats the completion.
  const [unfinished, setUnfinished] = useState<{ paymentIntentId: string; message: string } | null>(null);

  async function finishUpgrade(paymentIntentId: string): Promise<void> {
    setUnfinished(null);
    try {
      await completeUpgrade(paymentIntentId);
    } catch (error) {
      const message = upgradeFailureMessage(error, UPGRADE_FAILED);
      setUnfinished({ paymentIntentId, message });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    navigate(UPGRADE_SUCCESS_PATH);
  }

  if (unfinished) {
    return (
      <Notice
        tone="error"
        title="Your payment went through, but the upgrade is not finished"
        action={
          <Button variant="outline" size="sm" onClick={() => void finishUpgrade(unfinished.paymentIntentId)}>
            Finish the upgrade
          </Button>
        }
      >
        {unfinished.message}
      </Notice>
    );
  }
  return (
    <CardPayment
      intent={{ kind: "started", clientSecret, returnUrl: UPGRADE_SUCCESS_PATH }}
      submitLabel={`Pay ${formatDollars(UPGRADE_FEE_CENTS)} and upgrade`}
      onSucceeded={finishUpgrade}
    />
  );
}

/** The card payment of the upgrade; needs the payment's clientSecret in the address. */
export function CheckoutUpgradePage() {
  usePageMetadata(UPGRADE_PAGE_METADATA);
  const clientSecret = new URLSearchParams(useSearch()).get("clientSecret");
  return (
    <SignedInOnly>
      {() =>
        clientSecret ? (
          <PageFrame navigation={<BackLink href="/upgrade">Plans</BackLink>}>
            <PageHeading
              title="Upgrade to Plus"
              description={`One payment of ${formatDollars(UPGRADE_FEE_CENTS)} moves your account to the Plus plan with unlimited agents.`}
            />
            <TestModeNotice className="mb-4" />
            <section
              aria-label="Card payment"
              className="rounded-2xl border border-border bg-surface p-5 sm:p-8"
            >
              <UpgradeCardPayment clientSecret={clientSecret} />
            </section>
          </PageFrame>
        ) : (
          <Redirect to="/upgrade" replace />
        )
      }
    </SignedInOnly>
  );
}
