import type { SentInput } from "../../../shared/api/contract";
import * as licenceContracts from "../../../shared/api/contracts/licence";
import * as paymentContracts from "../../../shared/api/contracts/payments";
import type { LicenceStatus } from "../../../shared/api/licence";
import type { SubscriptionPlan } from "../../../shared/catalog/accounts";
import { UPGRADE_FEE_CENTS } from "../../../shared/catalog/billing";
import { apiErrorDetails } from "../../api/error-details";
import { ApiError, callApi, queryKeyOf } from "../../api/request";

// The upgrade's failures, shown under the title Upgrade Failed.
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

// The contract names the fee as its one accepted amount; the catalog states it in cents.
const upgradeFeeDollars = (UPGRADE_FEE_CENTS / 100) as SentInput<
  typeof paymentContracts.upgradeWithBalance,
  "body"
>["amount"];

/** Pays the upgrade from the balance; answers the balance left. */
export async function upgradeWithBalance(): Promise<number> {
  return (await callApi(paymentContracts.upgradeWithBalance, { body: { amount: upgradeFeeDollars } }))
    .balance;
}

/** Starts the card payment of the upgrade; answers its client secret. */
export async function startUpgradePayment(currentPlan: SubscriptionPlan): Promise<string> {
  const response = await callApi(paymentContracts.startUpgrade, { body: { currentPlan, newPlan: "plus" } });
  if (!response.success || !response.clientSecret) {
    throw new UpgradeRefusedError(response.error || UPGRADE_PAYMENT_FAILED);
  }
  return response.clientSecret;
}

/** After the card payment succeeded, the server checks it and moves the account to Plus. */
export async function completeUpgrade(paymentIntentId: string): Promise<void> {
  await callApi(paymentContracts.completeUpgrade, { body: { paymentIntentId } });
}

export const LICENCE_QUERY_KEY = queryKeyOf(licenceContracts.getLicence);

/** The owner's licence: the plan that counts, its end date, automatic renewal. */
export async function fetchLicence(): Promise<LicenceStatus> {
  return callApi(licenceContracts.getLicence);
}

export async function setLicenceAutoRenew(autoRenew: boolean): Promise<LicenceStatus> {
  return callApi(licenceContracts.setLicenceAutoRenew, { body: { autoRenew } });
}

/** Renews by hand: from the balance at once, or by card (answers the payment for the card form). */
export async function renewLicence(method: "card" | "balance") {
  return callApi(licenceContracts.renewLicence, { body: { method } });
}

/** After the card paid the renewal, the server checks it and extends the licence. */
export async function completeLicenceRenewal(paymentIntentId: string): Promise<LicenceStatus> {
  return callApi(licenceContracts.completeLicence, { body: { paymentIntentId } });
}
