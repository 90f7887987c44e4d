import type { SubscriptionPlan } from "../../../shared/catalog/accounts";
import { LICENCE_PRICE_CENTS } from "../../../shared/catalog/billing";
import { apiRequest } from "../../api/request";
import { readClientSecret, readLinkedSubscription } from "../payments/response-checks";

/** Spec 001 §7: POST /api/create-payment-intent starts the licence payment of checkout. */
export async function startLicencePayment(plan: SubscriptionPlan, email: string): Promise<string> {
  // The server prices the plan itself; the amount is sent because spec 001 §7 names it.
  const amount = LICENCE_PRICE_CENTS[plan] / 100;
  return readClientSecret(await apiRequest("POST", "/api/create-payment-intent", { amount, plan, email }))
    .clientSecret;
}

/** Issue 4 §2: POST /api/link-subscription attaches the licence paid with the account's email. */
export async function linkPaidSubscription(plan: SubscriptionPlan): Promise<SubscriptionPlan> {
  return readLinkedSubscription(await apiRequest("POST", "/api/link-subscription", { plan })).plan;
}
