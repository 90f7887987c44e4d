import { CardElement, Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { type Appearance, loadStripe, type Stripe, type StripeError } from "@stripe/stripe-js";
import { useEffect, useState } from "react";
import { Notice } from "../../ui/notice";
import { Skeleton } from "../../ui/skeleton";
import { TextField } from "../../ui/text-field";
import type { CardPaymentProps } from "./card-payment-props";
import {
  PaymentRefusedError,
  PROCESSOR_UNREACHABLE_MESSAGE,
  ProcessorUnreachableError,
} from "./payment-failures";
import { CardPaymentForm } from "./payment-form-parts";
import { succeededIntentId } from "./payments-api";
import { usePaymentSubmission } from "./use-payment-submission";

// This module is loaded only when the server's processor is Stripe, so offline
// bundles never carry Stripe.js. One Stripe instance per publishable key, as Stripe advises.
const stripeByPublishableKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByPublishableKey.get(publishableKey);
  if (!stripe) {
    // A blocked or unreachable js.stripe.com resolves to null: the form then says so.
    stripe = loadStripe(publishableKey).catch(() => null);
    stripeByPublishableKey.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe's fields in the app's colours (colours come from the theme's variables). */
function themeColour(name: string): string | undefined {
  return getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim() || undefined;
}

function stripeAppearance(): Appearance {
  return {
    theme: "night",
    variables: {
      colorPrimary: themeColour("primary"),
      colorBackground: themeColour("surface"),
      colorText: themeColour("foreground"),
      colorDanger: themeColour("destructive-text"),
      borderRadius: "10px",
    },
  };
}

/** Stripe's connection failures are the processor being unreachable; every other error is a refusal. */
function refusalOf(error: StripeError): Error {
  return error.type === "api_connection_error"
    ? new ProcessorUnreachableError(error.message ?? error.type)
    : new PaymentRefusedError(error);
}

function StripePaymentForm({ intent, submitLabel, onSucceeded }: CardPaymentProps) {
  const stripe = useStripe();
  const elements = useElements();
  const payment = usePaymentSubmission(onSucceeded);
  const [cardholderName, setCardholderName] = useState("");

  async function confirm(): Promise<string | null> {
    if (!stripe || !elements) throw new ProcessorUnreachableError("Stripe.js has not loaded.");
    if (intent.kind === "started") {
      const submitted = await elements.submit();
      if (submitted.error) throw refusalOf(submitted.error);
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: new URL(intent.returnUrl, window.location.origin).href },
        redirect: "if_required",
      });
      if (result.error) throw refusalOf(result.error);
      return succeededIntentId(result.paymentIntent);
    }
    const card = elements.getElement(CardElement);
    if (!card) throw new ProcessorUnreachableError("Stripe's card element is not mounted.");
    const clientSecret = await intent.startPayment();
    if (clientSecret === null) return null;
    const result = await stripe.confirmCardPayment(clientSecret, {
      payment_method: { card, billing_details: { name: cardholderName.trim() } },
    });
    if (result.error) throw refusalOf(result.error);
    return succeededIntentId(result.paymentIntent);
  }

  return (
    <CardPaymentForm
      status={payment.status}
      failure={payment.failure}
      submitLabel={submitLabel}
      submitDisabled={!stripe || !elements}
      onSubmit={() => void payment.submit(confirm)}
    >
      {intent.kind === "started" ? (
        // The payment methods in the order card, apple_pay, google_pay.
        <PaymentElement
          options={{ layout: "tabs", paymentMethodOrder: ["card", "apple_pay", "google_pay"] }}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <TextField
            label="Name on card"
            name="ccname"
            autoComplete="cc-name"
            maxLength={100}
            value={cardholderName}
            onValueChange={setCardholderName}
          />
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">Card</span>
            <div className="rounded-md border border-border bg-surface px-3 py-3.5">
              <CardElement
                options={{
                  style: {
                    base: {
                      color: themeColour("foreground"),
                      fontSize: "16px",
                      "::placeholder": { color: themeColour("faint-foreground") },
                    },
                    invalid: { color: themeColour("destructive-text") },
                  },
                }}
              />
            </div>
          </div>
        </div>
      )}
    </CardPaymentForm>
  );
}

/** Stripe's Payment Element (checkout, upgrade) or card element (top-ups) when Stripe is the processor. */
export function StripeCardPayment({
  publishableKey,
  ...props
}: CardPaymentProps & { publishableKey: string }) {
  const [stripePromise] = useState(() => stripeFor(publishableKey));
  const [loadState, setLoadState] = useState<"loading" | "ready" | "unreachable">("loading");

  useEffect(() => {
    let isCurrent = true;
    void stripePromise.then((stripe) => {
      if (isCurrent) setLoadState(stripe ? "ready" : "unreachable");
    });
    return () => {
      isCurrent = false;
    };
  }, [stripePromise]);

  if (loadState === "unreachable") return <Notice tone="error">{PROCESSOR_UNREACHABLE_MESSAGE}</Notice>;
  if (loadState === "loading") return <Skeleton className="h-56 w-full" />;
  const appearance = stripeAppearance();
  return (
    <Elements
      stripe={stripePromise}
      options={
        props.intent.kind === "started"
          ? { clientSecret: props.intent.clientSecret, appearance }
          : { appearance }
      }
    >
      <StripePaymentForm {...props} />
    </Elements>
  );
}
