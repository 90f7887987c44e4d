import {
  type LoginRequest,
  MessageResponseSchema,
  type PublicUser,
  type SignupRequest,
  SignupResponseSchema,
  UserResponseSchema,
  type VerifyEmailRequest,
} from "../../../shared/api/auth";
import type { SubscriptionPlan } from "../../../shared/catalog/accounts";
import { apiRequest } from "../../api/request";
import { clearPendingSubscriptionPlan, readPendingSubscriptionPlan } from "../../browser-storage";

export async function logIn(request: LoginRequest): Promise<PublicUser> {
  return UserResponseSchema.parse(await apiRequest("POST", "/api/auth/login", request)).user;
}

export async function signUp(request: SignupRequest): Promise<{ message: string; email: string }> {
  return SignupResponseSchema.parse(await apiRequest("POST", "/api/auth/signup", request));
}

export async function resendVerificationCode(email: string): Promise<string> {
  return MessageResponseSchema.parse(await apiRequest("POST", "/api/auth/resend-verification", { email }))
    .message;
}

export interface VerifiedAccount {
  user: PublicUser;
  /** The plan linked after verification, or null when none was pending or linking failed. */
  activatedPlan: SubscriptionPlan | null;
}

/**
 * Spec 001 §4: after verification, a plan paid for before signup is linked to the new account and
 * forgotten; if linking fails the account is still verified and the plan stays stored.
 */
export async function verifyEmailAndLinkPlan(request: VerifyEmailRequest): Promise<VerifiedAccount> {
  const { user } = UserResponseSchema.parse(await apiRequest("POST", "/api/auth/verify-email", request));
  const pendingPlan = readPendingSubscriptionPlan();
  if (!pendingPlan) return { user, activatedPlan: null };
  try {
    await apiRequest("POST", "/api/link-subscription", { plan: pendingPlan });
    clearPendingSubscriptionPlan();
    return { user, activatedPlan: pendingPlan };
  } catch {
    return { user, activatedPlan: null };
  }
}

/** Spec 001 §4: plan simple is named Simple, any other plan Plus. */
export function planDisplayName(plan: SubscriptionPlan): string {
  return plan === "simple" ? "Simple" : "Plus";
}
