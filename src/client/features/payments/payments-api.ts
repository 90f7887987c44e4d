import { useQuery } from "@tanstack/react-query";
import type * as paymentContracts from "../../../shared/api/contracts/payments";
import { visitorEndpoints } from "../../../shared/api/contracts/visitor-endpoints";
import { apiErrorDetails } from "../../api/error-details";
import { ApiError, callEndpoint, queryKeyOf } from "../../api/request";
import type { CardDetails } from "./card-input";
import { PaymentRefusedError } from "./payment-failures";
import { readCardError, readOfflineConfirmation, readPaymentsConfig } from "./response-checks";

/** Whether the browser pays through our offline processor or through Stripe.js. */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: queryKeyOf(visitorEndpoints.paymentsConfig),
    queryFn: ({ signal }) =>
      callEndpoint<typeof paymentContracts.paymentsConfig>(
        visitorEndpoints.paymentsConfig,
        readPaymentsConfig,
        {
          signal,
        },
      ),
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

/** The offline stand-in for Stripe.js's confirmation; resolves with the succeeded intent's id. */
export async function confirmOfflineCardPayment(clientSecret: string, card: CardDetails): Promise<string> {
  try {
    const intent = await callEndpoint<typeof paymentContracts.confirmOfflinePayment>(
      visitorEndpoints.confirmOfflinePayment,
      readOfflineConfirmation,
      { body: { clientSecret, card } },
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
