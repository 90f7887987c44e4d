import type { QueryClient } from "@tanstack/react-query";
import { navigate } from "wouter/use-browser-location";
import type { PublicUser, UserResponse } from "../../../shared/api/auth";
import type * as licenceContracts from "../../../shared/api/contracts/licence";
import type * as paymentContracts from "../../../shared/api/contracts/payments";
import { visitorEndpoints } from "../../../shared/api/contracts/visitor-endpoints";
import { ERROR_CODES } from "../../../shared/api/error-codes";
import type { SubscriptionPlan } from "../../../shared/catalog/accounts";
import { LICENCE_PRICE_CENTS } from "../../../shared/catalog/billing";
import { apiErrorDetails } from "../../api/error-details";
import { callEndpoint } from "../../api/request";
import { expectShape, isString } from "../../api/response-shape";
import { fetchSessionOrNull, SESSION_QUERY_KEY } from "../../api/session";
import { toast } from "../../ui/toast-store";
import { readClientSecret, readLinkedSubscription } from "../payments/response-checks";

/** The single public plan's checkout: the $39 platform licence, sent as plan plus. */
export const LICENCE_CHECKOUT_PATH = "/checkout?plan=plus";

/** Starts the licence payment of checkout. */
export async function startLicencePayment(plan: SubscriptionPlan, email: string): Promise<string> {
  // The server prices the plan itself; the amount is sent because the endpoint's contract names it.
  const amount = LICENCE_PRICE_CENTS[plan] / 100;
  const payment = await callEndpoint<typeof paymentContracts.startLicencePayment>(
    visitorEndpoints.startLicencePayment,
    readClientSecret,
    { body: { amount, plan, email } },
  );
  return payment.clientSecret;
}

/** A signed-in owner's checkout: the payment belongs to their account, not to an email. */
export async function startAccountLicencePayment(
  plan: SubscriptionPlan,
): Promise<{ clientSecret: string; paymentIntentId: string }> {
  return callEndpoint<typeof licenceContracts.startLicenceCheckout>(
    visitorEndpoints.startLicenceCheckout,
    readClientSecret,
    { body: { plan } },
  );
}

/** Applies the owner's paid licence now (the processor's event applies it too); answers its end. */
export async function completeLicencePayment(paymentIntentId: string): Promise<string> {
  const licence = await callEndpoint<typeof licenceContracts.completeLicence>(
    visitorEndpoints.completeLicence,
    (body) =>
      expectShape(
        body,
        ({ active, expiresAt }) => active === true && isString(expiresAt),
        "an active licence",
      ),
    { body: { paymentIntentId } },
  );
  if (licence.expiresAt === null) throw new Error("The server's answer is not an active licence.");
  return licence.expiresAt;
}

/** Attaches the licence paid with the account's email. */
export async function linkPaidSubscription(plan: SubscriptionPlan): Promise<SubscriptionPlan> {
  const linked = await callEndpoint<typeof paymentContracts.linkSubscription>(
    visitorEndpoints.linkSubscription,
    readLinkedSubscription,
    { body: { plan } },
  );
  return linked.plan;
}

/** Whether the owner's licence runs now: an agent goes live only under one. */
export function hasActiveLicence(user: Pick<PublicUser, "licenceExpiresAt">, now = Date.now()): boolean {
  return typeof user.licenceExpiresAt === "string" && Date.parse(user.licenceExpiresAt) > now;
}

/**
 * Asks the server for the session afresh (a licence may have been bought in another tab) and answers
 * whether the owner still needs a licence to create an agent. When it cannot tell, the server decides.
 */
export async function licenceNeededToCreate(queryClient: QueryClient): Promise<boolean> {
  try {
    const session = await queryClient.fetchQuery<UserResponse | null>({
      queryKey: SESSION_QUERY_KEY,
      queryFn: fetchSessionOrNull,
      staleTime: 0,
    });
    return session?.user ? !hasActiveLicence(session.user) : false;
  } catch {
    return false;
  }
}

/** The server refused an agent because the owner has no running licence. */
export function isLicenceRequired(error: unknown): boolean {
  return apiErrorDetails(error)?.code === ERROR_CODES.licenceRequired;
}

/** Takes the owner to the licence checkout; the builder keeps its draft in the tab meanwhile. */
export function sendToLicenceCheckout(): void {
  toast({
    title: "Licence needed",
    description: "Your agent goes live once you have a Switchboard licence. Your agent's details are kept.",
  });
  navigate(LICENCE_CHECKOUT_PATH);
}
