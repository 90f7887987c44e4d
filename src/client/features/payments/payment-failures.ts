import { apiErrorDetails } from "../../api/error-details";
import { ApiError } from "../../api/request";

// The card error catalogue, word for word.
const CARD_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  card_declined: "Your card was declined. Please try a different payment method.",
  expired_card: "Your card has expired. Please use a different card.",
  incorrect_cvc: "Your card's security code (CVC) is incorrect.",
  incorrect_number: "Your card number is incorrect.",
  insufficient_funds: "Your card has insufficient funds.",
  processing_error: "An error occurred while processing your card. Please try again.",
};
const INVALID_CARD_MESSAGE = "Your card information is invalid. Please check and try again.";
const CARD_VALIDATION_MESSAGE = "Please check your card information and try again.";
const PAYMENT_FAILED_MESSAGE = "Payment failed. Please try again.";

// The generic failures, shown under the title Payment Error.
const NETWORK_ERROR_MESSAGE = "Network error occurred. Please check your connection and try again.";
export const PROCESSOR_UNREACHABLE_MESSAGE = "Unable to connect to payment processor. Please try again.";
const PROCESS_PAYMENT_FAILED_MESSAGE = "Failed to process payment. Please try again.";

/** What a card processor reports about a refused confirmation (Stripe.js's `StripeError` has this shape). */
interface ProcessorError {
  type: string;
  code?: string | undefined;
  message?: string | undefined;
}

/** The sentence shown for a processor's refusal. */
export function processorErrorMessage(error: ProcessorError): string {
  if (error.type === "card_error") {
    const known = error.code === undefined ? undefined : CARD_ERROR_MESSAGES[error.code];
    return known ?? (error.message || INVALID_CARD_MESSAGE);
  }
  if (error.type === "validation_error") return CARD_VALIDATION_MESSAGE;
  return PAYMENT_FAILED_MESSAGE;
}

/** The processor refused to confirm the payment. */
export class PaymentRefusedError extends Error {
  override readonly name = "PaymentRefusedError";

  constructor(readonly processorError: ProcessorError) {
    super(processorError.message || processorError.type);
  }
}

/** The card processor's script or service could not be reached. */
export class ProcessorUnreachableError extends Error {
  override readonly name = "ProcessorUnreachableError";
}

export interface PaymentFailure {
  title: "Payment Failed" | "Payment Error";
  message: string;
}

/** A refusal is a Payment Failed with the catalogue's sentence; anything else a Payment Error. */
export function paymentFailureOf(error: unknown): PaymentFailure {
  if (error instanceof PaymentRefusedError) {
    return { title: "Payment Failed", message: processorErrorMessage(error.processorError) };
  }
  if (error instanceof ProcessorUnreachableError) {
    return { title: "Payment Error", message: PROCESSOR_UNREACHABLE_MESSAGE };
  }
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return { title: "Payment Error", message: NETWORK_ERROR_MESSAGE };
  // Our own server's refusals (not signed in, an amount out of range) carry a sentence worth showing.
  const serverSentence = apiErrorDetails(error)?.error;
  if (error instanceof ApiError && error.status < 500 && serverSentence) {
    return { title: "Payment Error", message: serverSentence };
  }
  return { title: "Payment Error", message: PROCESS_PAYMENT_FAILED_MESSAGE };
}
