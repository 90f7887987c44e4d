import {
  UpgradeSubscriptionResponseSchema,
  UpgradeWithBalanceResponseSchema,
} from "../../../shared/api/payments";
import type { SubscriptionPlan } from "../../../shared/catalog/accounts";
import { UPGRADE_FEE_CENTS } from "../../../shared/catalog/billing";
import { apiErrorDetails } from "../../api/error-details";
import { ApiError, apiRequest } from "../../api/request";

// Spec 001 §8: the upgrade's failures, shown under the title Upgrade Failed.
export const UPGRADE_WITH_BALANCE_FAILED = "Failed to upgrade with balance";
export const UPGRADE_PAYMENT_FAILED = "Failed to create upgrade payment";
export const UPGRADE_FAILED = "Failed to initiate upgrade process";

/** The server answered the upgrade call but did not start the payment. */
class UpgradeRefusedError extends Error {
  override readonly name = "UpgradeRefusedError";
}

/** The sentence for a failed upgrade step: the server's own, the step's when it gave none, else the generic one. */
export function upgradeFailureMessage(error: unknown, stepFailure: string): string {
  if (error instanceof UpgradeRefusedError) return error.message;
  if (!(error instanceof ApiError)) return UPGRADE_FAILED;
  return apiErrorDetails(error)?.error ?? stepFailure;
}

const upgradeFeeDollars = UPGRADE_FEE_CENTS / 100;

/** Issue 4 §5: pays the upgrade from the balance; answers the balance left. */
export async function upgradeWithBalance(): Promise<number> {
  return UpgradeWithBalanceResponseSchema.parse(
    await apiRequest("POST", "/api/upgrade-with-balance", { amount: upgradeFeeDollars }),
  ).balance;
}

/** Issue 4 §5: starts the card payment of the upgrade; answers its client secret. */
export async function startUpgradePayment(currentPlan: SubscriptionPlan): Promise<string> {
  const response = UpgradeSubscriptionResponseSchema.parse(
    await apiRequest("POST", "/api/upgrade-subscription", { currentPlan, newPlan: "plus" }),
  );
  if (!response.success || !response.clientSecret) {
    throw new UpgradeRefusedError(response.error || UPGRADE_PAYMENT_FAILED);
  }
  return response.clientSecret;
}

/** Issue 4 §5: after the card payment succeeded, the server checks it and moves the account to Plus. */
export async function completeUpgrade(paymentIntentId: string): Promise<void> {
  await apiRequest("POST", "/api/upgrade-complete", { paymentIntentId });
}
