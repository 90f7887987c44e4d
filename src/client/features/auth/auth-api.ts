import type { z } from "zod";
import type {
  LoginRequest,
  MessageResponseSchema,
  PublicUser,
  SignupRequest,
  SignupResponseSchema,
  UserResponse,
  VerifyEmailRequest,
} from "../../../shared/api/auth";
import type { SubscriptionPlan } from "../../../shared/catalog/accounts";
import { apiRequest } from "../../api/request";
import { expectShape, isString } from "../../api/response-shape";
import { isUserResponse } from "../../api/session";
import { clearPendingSubscriptionPlan, readPendingSubscriptionPlan } from "../../browser-storage";

// The login screen's answers are checked by hand, typed by the shared schemas: its script budget leaves
// no room for zod (issue 7 §1, src/client/api/response-shape.ts).

function readSignedInUser(body: unknown): PublicUser {
  return expectShape<UserResponse>(body, isUserResponse, "a signed-in user").user;
}

export async function logIn(request: LoginRequest): Promise<PublicUser> {
  return readSignedInUser(await apiRequest("POST", "/api/auth/login", request));
}

export async function signUp(request: SignupRequest): Promise<z.infer<typeof SignupResponseSchema>> {
  return expectShape(
    await apiRequest("POST", "/api/auth/signup", request),
    ({ message, email }) => isString(message) && isString(email),
    "a started signup",
  );
}

export async function resendVerificationCode(email: string): Promise<string> {
  return expectShape<z.infer<typeof MessageResponseSchema>>(
    await apiRequest("POST", "/api/auth/resend-verification", { email }),
    ({ message }) => isString(message),
    "a message",
  ).message;
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
  const user = readSignedInUser(await apiRequest("POST", "/api/auth/verify-email", request));
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
