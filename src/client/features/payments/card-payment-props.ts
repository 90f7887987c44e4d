/**
 * Where the payment to confirm comes from. Checkout and upgrade start it before the form shows
 * (Stripe's Payment Element needs its client secret up front); a top-up starts it when the form
 * is submitted, for the amount chosen then (Stripe's card element).
 */
type PaymentIntentSource =
  | {
      kind: "started";
      clientSecret: string;
      /** Where Stripe sends the browser back after a payment method that leaves the page. */
      returnUrl: string;
    }
  | {
      kind: "on-submit";
      /** Starts the payment and answers its client secret, or null when it must not start. */
      startPayment: () => Promise<string | null>;
    };

export interface CardPaymentProps {
  intent: PaymentIntentSource;
  submitLabel: string;
  /** Called once the processor says the payment succeeded. */
  onSucceeded: (paymentIntentId: string) => void | Promise<void>;
}

export async function clientSecretOf(intent: PaymentIntentSource): Promise<string | null> {
  return intent.kind === "started" ? intent.clientSecret : intent.startPayment();
}
