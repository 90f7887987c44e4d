import { lazy, Suspense } from "react";
import { RetryNotice } from "../../ui/retry-notice";
import { Spinner } from "../../ui/spinner";
import type { CardPaymentProps } from "./card-payment-props";
import { OfflineCardForm } from "./offline-card-form";
import { PROCESSOR_UNREACHABLE_MESSAGE } from "./payment-failures";
import { usePaymentsConfig } from "./payments-api";

// Stripe.js and its React bindings load only when the server pays through Stripe.
const StripeCardPayment = lazy(() =>
  import("./stripe-card-payment").then((module) => ({ default: module.StripeCardPayment })),
);

function CardPaymentLoading() {
  return (
    <div className="flex min-h-56 items-center justify-center">
      <Spinner label="Loading the payment form…" />
    </div>
  );
}

/**
 * The card payment of checkout, top-ups and the upgrade. The server's processor decides the
 * form: our own card form offline, Stripe's elements with Stripe.
 */
export function CardPayment(props: CardPaymentProps) {
  const config = usePaymentsConfig();
  if (config.isPending) return <CardPaymentLoading />;
  const publishableKey = config.data?.publishableKey;
  if (config.isError || (config.data.processor === "stripe" && !publishableKey)) {
    return (
      <RetryNotice title="Payment Error" onRetry={() => void config.refetch()}>
        {PROCESSOR_UNREACHABLE_MESSAGE}
      </RetryNotice>
    );
  }
  if (config.data.processor === "stripe" && publishableKey) {
    return (
      <Suspense fallback={<CardPaymentLoading />}>
        <StripeCardPayment publishableKey={publishableKey} {...props} />
      </Suspense>
    );
  }
  return <OfflineCardForm {...props} />;
}
