import { useQuery } from "@tanstack/react-query";
import { apiErrorDetails } from "../../api/error-details";
import { ApiError, apiRequest } from "../../api/request";
import type { CardDetails } from "./card-input";
import { PaymentRefusedError } from "./payment-failures";
import { readCardError, readOfflineConfirmation, readPaymentsConfig } from "./response-checks";

const PAYMENTS_CONFIG_QUERY_KEY = ["/api/payments/config"] as const;

/** Issue 4 §1: whether the browser pays through our offline processor or through Stripe.js. */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: PAYMENTS_CONFIG_QUERY_KEY,
    queryFn: async ({ signal }) =>
      readPaymentsConfig(await apiRequest("GET", "/api/payments/config", undefined, { signal })),
  });
}

/** The id of a confirmed intent that succeeded; any other status is raised as a refusal. */
export function succeededIntentId(intent: { id: string; status: string }): string {
  if (intent.status !== "succeeded") {
    throw new PaymentRefusedError({
      type: "invalid_request_error",
      message: `The payment is ${intent.status}.`,
    });
  }
  return intent.id;
}

/** The offline stand-in for Stripe.js's confirmation (issue 4 §1); resolves with the succeeded intent's id. */
export async function confirmOfflineCardPayment(clientSecret: string, card: CardDetails): Promise<string> {
  try {
    const intent = readOfflineConfirmation(
      await apiRequest("POST", "/api/offline-payments/confirm", { clientSecret, card }),
    );
    return succeededIntentId(intent);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // 402 is the processor refusing the card with Stripe's code.
    const refusal = readCardError(error.body);
    if (error.status === 402 && refusal) {
      throw new PaymentRefusedError({ type: "card_error", code: refusal.code, message: refusal.error });
    }
    // 400 naming a field is the request's card data failing validation.
    const details = apiErrorDetails(error);
    if (error.status === 400 && details) {
      throw new PaymentRefusedError({
        type: details.field ? "validation_error" : "invalid_request_error",
        message: details.error,
      });
    }
    throw error;
  }
}
