import { AddBalanceDirectResponseSchema } from "../../../shared/api/payments";
import { apiRequest } from "../../api/request";
import { readClientSecret } from "../payments/response-checks";

/** Issue 4 §3: POST /api/add-balance starts a top-up payment of `amount` dollars. */
export async function startTopUpPayment(
  amount: number,
): Promise<{ clientSecret: string; paymentIntentId: string }> {
  return readClientSecret(await apiRequest("POST", "/api/add-balance", { amount }));
}

/** Issue 4 §3: POST /api/add-balance-direct credits a succeeded top-up now (once; the webhook otherwise). */
export async function creditTopUp(amount: number, paymentIntentId: string): Promise<number> {
  return AddBalanceDirectResponseSchema.parse(
    await apiRequest("POST", "/api/add-balance-direct", { amount, paymentIntentId }),
  ).balance;
}
