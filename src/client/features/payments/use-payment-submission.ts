import { useRef, useState } from "react";
import { type PaymentFailure, paymentFailureOf } from "./payment-failures";

export type PaymentStatus = "idle" | "confirming" | "succeeded";

/**
 * One card payment attempt at a time: confirms, reports a failure for the form to show beside its
 * fields (once: no toast repeats it over the checkout on a phone), and after success keeps the form
 * locked so nobody pays twice while the page moves on.
 */
export function usePaymentSubmission(onSucceeded: (paymentIntentId: string) => void | Promise<void>) {
  const [status, setStatus] = useState<PaymentStatus>("idle");
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  // State updates land after the event; the ref stops a double click from confirming twice.
  const isBusy = useRef(false);

  /** `confirm` resolves with the succeeded intent's id, or null when the payment was not started. */
  async function submit(confirm: () => Promise<string | null>): Promise<void> {
    if (isBusy.current) return;
    isBusy.current = true;
    setStatus("confirming");
    setFailure(null);
    let paymentIntentId: string | null;
    try {
      paymentIntentId = await confirm();
    } catch (error) {
      const paymentFailure = paymentFailureOf(error);
      setFailure(paymentFailure);
      setStatus("idle");
      isBusy.current = false;
      return;
    }
    if (paymentIntentId === null) {
      setStatus("idle");
      isBusy.current = false;
      return;
    }
    setStatus("succeeded");
    await onSucceeded(paymentIntentId);
  }

  return { status, failure, submit };
}
