import * as z from "zod/mini";
import { defineContract } from "../contract";
import { ApiErrorSchema } from "../errors";
import {
  AddBalanceDirectRequestSchema,
  AddBalanceDirectResponseSchema,
  AddBalanceRequestSchema,
  AddBalanceSavedCardRequestSchema,
  AddBalanceSavedCardResponseSchema,
  AnnounceAutoRechargesRequestSchema,
  AnnounceAutoRechargesResponseSchema,
  CardErrorResponseSchema,
  ClientSecretResponseSchema,
  CreatePaymentIntentRequestSchema,
  LinkSubscriptionRequestSchema,
  LinkSubscriptionResponseSchema,
  OfflineConfirmRequestSchema,
  OfflineConfirmResponseSchema,
  PaymentIntentIdSchema,
  PaymentMethodParamsSchema,
  PaymentMethodsResponseSchema,
  PaymentsConfigResponseSchema,
  UpdateUserSettingsRequestSchema,
  UpgradeSubscriptionRequestSchema,
  UpgradeSubscriptionResponseSchema,
  UpgradeWithBalanceRequestSchema,
  UpgradeWithBalanceResponseSchema,
  UserSettingsSchema,
  VerifyCvvRequestSchema,
  VerifyCvvResponseSchema,
} from "../payments";
import { visitorEndpoints } from "./visitor-endpoints";

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  402: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
};
const SuccessSchema = z.object({ success: z.literal(true) });

export const paymentsConfig = defineContract({
  ...visitorEndpoints.paymentsConfig,
  auth: "public",
  tags: ["payments"],
  summary: "Which card processor the browser talks to",
  response: { 200: PaymentsConfigResponseSchema },
});

export const startLicencePayment = defineContract({
  ...visitorEndpoints.startLicencePayment,
  auth: "public",
  tags: ["payments"],
  summary: "Start the licence payment of checkout (before signup); the plan sets the price",
  body: CreatePaymentIntentRequestSchema,
  response: { 200: ClientSecretResponseSchema, ...errors },
});

export const linkSubscription = defineContract({
  ...visitorEndpoints.linkSubscription,
  auth: "owner",
  tags: ["payments"],
  summary: "Attach the licence paid with this account's email; sets the plan for a year",
  body: LinkSubscriptionRequestSchema,
  response: { 200: LinkSubscriptionResponseSchema, ...errors },
});

export const startTopUp = defineContract({
  method: "POST",
  path: "/api/add-balance",
  auth: "owner",
  tags: ["payments"],
  summary: "Start a balance top-up; answers the payment's client secret",
  body: AddBalanceRequestSchema,
  response: { 200: ClientSecretResponseSchema, ...errors },
});

export const creditTopUp = defineContract({
  method: "POST",
  path: "/api/add-balance-direct",
  auth: "owner",
  tags: ["payments"],
  summary: "Credit a succeeded top-up now (the webhook credits it otherwise); once only",
  body: AddBalanceDirectRequestSchema,
  response: { 200: AddBalanceDirectResponseSchema, ...errors },
});

export const topUpWithSavedCard = defineContract({
  method: "POST",
  path: "/api/add-balance-saved-card",
  auth: "owner",
  tags: ["payments"],
  summary: "Top up with a saved card, confirmed by its security code (5 checks an hour)",
  body: AddBalanceSavedCardRequestSchema,
  response: { 200: AddBalanceSavedCardResponseSchema, ...errors },
});

export const listPaymentMethods = defineContract({
  method: "GET",
  path: "/api/payment-methods",
  auth: "owner",
  tags: ["settings"],
  summary: "The owner's saved cards (brand, last 4, expiry; the name only after the CVC)",
  response: { 200: PaymentMethodsResponseSchema, 401: ApiErrorSchema },
});

export const deletePaymentMethod = defineContract({
  method: "DELETE",
  path: "/api/payment-methods/:id",
  auth: "owner",
  tags: ["settings"],
  summary: "Remove a saved card",
  params: PaymentMethodParamsSchema,
  response: { 200: SuccessSchema, ...errors },
});

export const verifyCvv = defineContract({
  method: "POST",
  path: "/api/verify-cvv",
  auth: "owner",
  tags: ["settings"],
  summary: "Check a saved card's security code before showing its details (5 tries an hour)",
  body: VerifyCvvRequestSchema,
  response: { 200: VerifyCvvResponseSchema, ...errors },
});

export const getUserSettings = defineContract({
  method: "GET",
  path: "/api/user-settings",
  auth: "owner",
  tags: ["settings"],
  summary: "Auto-recharge settings",
  response: { 200: UserSettingsSchema, 401: ApiErrorSchema },
});

export const updateUserSettings = defineContract({
  method: "PATCH",
  path: "/api/user-settings",
  auth: "owner",
  tags: ["settings"],
  summary: "Change auto-recharge settings",
  body: UpdateUserSettingsRequestSchema,
  response: { 200: UserSettingsSchema, ...errors },
});

export const announceAutoRecharges = defineContract({
  method: "POST",
  path: "/api/auto-recharges/announce",
  auth: "owner",
  tags: ["settings"],
  summary: "The automatic charges not shown to the owner yet; each is answered once",
  body: AnnounceAutoRechargesRequestSchema,
  response: { 200: AnnounceAutoRechargesResponseSchema, ...errors },
});

export const upgradeWithBalance = defineContract({
  method: "POST",
  path: "/api/upgrade-with-balance",
  auth: "owner",
  tags: ["upgrade"],
  summary: "Upgrade to Plus, paying $25 from the balance",
  body: UpgradeWithBalanceRequestSchema,
  response: { 200: UpgradeWithBalanceResponseSchema, ...errors },
});

export const startUpgrade = defineContract({
  method: "POST",
  path: "/api/upgrade-subscription",
  auth: "owner",
  tags: ["upgrade"],
  summary: "Start a card payment of the $25 upgrade to Plus",
  body: UpgradeSubscriptionRequestSchema,
  response: { 200: UpgradeSubscriptionResponseSchema, ...errors },
});

export const completeUpgrade = defineContract({
  method: "POST",
  path: "/api/upgrade-complete",
  auth: "owner",
  tags: ["upgrade"],
  summary: "Apply a succeeded upgrade payment (the webhook applies it otherwise)",
  body: z.strictObject({ paymentIntentId: PaymentIntentIdSchema }),
  response: {
    200: z.object({ success: z.literal(true), plan: z.enum(["simple", "plus"]) }),
    ...errors,
  },
});

// Registered only while the offline processor is in use.
export const confirmOfflinePayment = defineContract({
  ...visitorEndpoints.confirmOfflinePayment,
  auth: "public",
  tags: ["payments"],
  summary: "Offline processor: confirm a payment with a card (the stand-in for Stripe.js)",
  body: OfflineConfirmRequestSchema,
  response: {
    200: OfflineConfirmResponseSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    402: CardErrorResponseSchema,
    404: ApiErrorSchema,
  },
});
