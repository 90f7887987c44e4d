import { z } from "zod";
import { MIN_TOP_UP_DOLLARS } from "../catalog/billing";

// Issue 4 §1: which processor the browser talks to. Offline, our own card form posts
// to /api/offline-payments/confirm; with Stripe, Stripe.js with the publishable key.
export const PaymentsConfigResponseSchema = z.object({
  processor: z.enum(["offline", "stripe"]),
  publishableKey: z.string().nullable(),
});

// Spec 001 §5: whole dollars, at least $10. The upper bound keeps a typo from
// becoming a large charge.
export const MAX_TOP_UP_DOLLARS = 10_000;
export const TopUpAmountSchema = z
  .number("Enter an amount in dollars.")
  .int("Enter a whole number of dollars.")
  .min(MIN_TOP_UP_DOLLARS, `Minimum purchase is $${MIN_TOP_UP_DOLLARS}`)
  .max(MAX_TOP_UP_DOLLARS, `The most you can add at once is $${MAX_TOP_UP_DOLLARS.toLocaleString("en-US")}.`);

export const AddBalanceRequestSchema = z.strictObject({ amount: TopUpAmountSchema });
export const ClientSecretResponseSchema = z.object({ clientSecret: z.string(), paymentIntentId: z.string() });

export const PaymentIntentIdSchema = z.string().regex(/^pi_[A-Za-z0-9_-]{8,64}$/, "Unknown payment.");
export const AddBalanceDirectRequestSchema = z.strictObject({
  amount: TopUpAmountSchema,
  paymentIntentId: PaymentIntentIdSchema,
});
export const AddBalanceDirectResponseSchema = z.object({
  success: z.literal(true),
  // False when the webhook had credited this payment already.
  credited: z.boolean(),
  balance: z.number(),
});

export const CardDetailsSchema = z.strictObject({
  number: z.string().trim().max(30),
  expMonth: z
    .number()
    .int()
    .min(1, "Your card's expiration month is invalid.")
    .max(12, "Your card's expiration month is invalid."),
  expYear: z.number().int().min(0).max(9999),
  cvc: z.string().trim().max(4, "Your card's security code is invalid."),
  name: z.string().trim().max(100),
});
export const OfflineConfirmRequestSchema = z.strictObject({
  clientSecret: z.string().min(10).max(200),
  card: CardDetailsSchema,
});
export const OfflineConfirmResponseSchema = z.object({ id: z.string(), status: z.string() });
export const CardErrorResponseSchema = z.object({ error: z.string(), code: z.string() });
