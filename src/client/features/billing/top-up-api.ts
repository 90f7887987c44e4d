import * as paymentContracts from "../../../shared/api/contracts/payments";
import { callApi } from "../../api/request";

/** Starts a top-up payment of `amount` dollars. */
export async function startTopUpPayment(
  amount: number,
): Promise<{ clientSecret: string; paymentIntentId: string }> {
  return callApi(paymentContracts.startTopUp, { body: { amount } });
}

/** Credits a succeeded top-up now (once; the webhook otherwise). */
export async function creditTopUp(amount: number, paymentIntentId: string): Promise<number> {
  return (await callApi(paymentContracts.creditTopUp, { body: { amount, paymentIntentId } })).balance;
}
