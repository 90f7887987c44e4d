import type {
  LoginRequest,
  PublicUser,
  ResetPasswordRequest,
  SignupRequest,
  UserResponse,
  VerifyEmailRequest,
} from "../../../shared/api/auth";
import type * as authContracts from "../../../shared/api/contracts/auth";
import type * as paymentContracts from "../../../shared/api/contracts/payments";
import { visitorEndpoints } from "../../../shared/api/contracts/visitor-endpoints";
import type { SubscriptionPlan } from "../../../shared/catalog/accounts";
import { callEndpoint } from "../../api/request";
import { expectShape, isString } from "../../api/response-shape";
import { isUserResponse } from "../../api/session";
import { clearPendingSubscriptionPlan, readPendingSubscriptionPlan } from "../../browser-storage";
import { readLinkedSubscription } from "../payments/response-checks";

// The login screen's answers are checked by hand, typed by the shared schemas: its script budget leaves
// no room for zod (src/client/api/response-shape.ts).

const readUserResponse = (body: unknown) =>
  expectShape<UserResponse>(body, isUserResponse, "a signed-in user");

const readMessage = <T extends { message: string }>(body: unknown) =>
  expectShape<T>(body, ({ message }) => isString(message), "a message");

export async function logIn(request: LoginRequest): Promise<PublicUser> {
  return (
    await callEndpoint<typeof authContracts.logIn>(visitorEndpoints.logIn, readUserResponse, {
      body: request,
    })
  ).user;
}

export async function signUp(request: SignupRequest) {
  return callEndpoint<typeof authContracts.signUp>(
    visitorEndpoints.signUp,
    (body) =>
      expectShape(body, ({ message, email }) => isString(message) && isString(email), "a started signup"),
    { body: request },
  );
}

export async function resendVerificationCode(email: string): Promise<string> {
  return (
    await callEndpoint<typeof authContracts.resendVerification>(
      visitorEndpoints.resendVerification,
      readMessage,
      {
        body: { email },
      },
    )
  ).message;
}

/** Asks for a reset link; the answer is the same sentence whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (
    await callEndpoint<typeof authContracts.forgotPassword>(visitorEndpoints.forgotPassword, readMessage, {
      body: { email },
    })
  ).message;
}

/** Sets a new password with a reset link's token; the server signs the owner in afresh. */
export async function resetPassword(request: ResetPasswordRequest): Promise<PublicUser> {
  return (
    await callEndpoint<typeof authContracts.resetPassword>(visitorEndpoints.resetPassword, readUserResponse, {
      body: request,
    })
  ).user;
}

export interface VerifiedAccount {
  user: PublicUser;
  /** The plan linked after verification, or null when none was pending or linking failed. */
  activatedPlan: SubscriptionPlan | null;
}

/**
 * After verification, a plan paid for before signup is linked to the new account and
 * forgotten; if linking fails the account is still verified and the plan stays stored.
 */
export async function verifyEmailAndLinkPlan(request: VerifyEmailRequest): Promise<VerifiedAccount> {
  const { user } = await callEndpoint<typeof authContracts.verifyEmail>(
    visitorEndpoints.verifyEmail,
    readUserResponse,
    { body: request },
  );
  const pendingPlan = readPendingSubscriptionPlan();
  if (!pendingPlan) return { user, activatedPlan: null };
  try {
    await callEndpoint<typeof paymentContracts.linkSubscription>(
      visitorEndpoints.linkSubscription,
      readLinkedSubscription,
      { body: { plan: pendingPlan } },
    );
    clearPendingSubscriptionPlan();
    return { user, activatedPlan: pendingPlan };
  } catch {
    return { user, activatedPlan: null };
  }
}

/** Plan simple is named Simple, any other plan Plus. */
export function planDisplayName(plan: SubscriptionPlan): string {
  return plan === "simple" ? "Simple" : "Plus";
}
