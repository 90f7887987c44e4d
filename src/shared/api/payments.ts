import { z } from "zod";
import { groupedNumber, MIN_TOP_UP_DOLLARS } from "../catalog/billing";

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
  .max(MAX_TOP_UP_DOLLARS, `The most you can add at once is $${groupedNumber(MAX_TOP_UP_DOLLARS, 0)}.`);

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

// Spec 001 §7: POST /api/create-payment-intent {amount, plan, email} → {clientSecret}.
// The server prices the plan itself (issue 4 §2); the amount sent is not trusted.
export const PlanSchema = z.enum(["simple", "plus"], "Invalid plan selected");
export const CreatePaymentIntentRequestSchema = z.strictObject({
  amount: z.number().optional(),
  plan: PlanSchema,
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email("Please enter a valid email address"))
    .transform((e) => e.toLowerCase()),
});

export const LinkSubscriptionRequestSchema = z.strictObject({ plan: PlanSchema });
export const LinkSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  plan: PlanSchema,
  planExpiresAt: z.string(),
});

// Spec 001 §3: a saved card as settings shows it; only what we hold (issue 4 §4).
export const SavedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  cardholderName: z.string().nullable(),
});
export const PaymentMethodsResponseSchema = z.object({ paymentMethods: z.array(SavedCardSchema) });
export const PaymentMethodParamsSchema = z.strictObject({
  id: z.string().regex(/^pm_[A-Za-z0-9_-]{8,64}$/, "Unknown card."),
});

// Spec 001 §5: CVV required, at least 3 characters; input max 4.
export const VerifyCvvRequestSchema = z.strictObject({
  cvv: z
    .string()
    .trim()
    .min(3, "Please enter a valid CVV code.")
    .max(4, "Please enter a valid CVV code.")
    .regex(/^\d+$/, "Please enter a valid CVV code."),
  paymentMethodId: z.string().max(80).optional(),
});
export const VerifyCvvResponseSchema = z.object({ valid: z.boolean(), card: SavedCardSchema.nullable() });

// Spec 001 §3 and §5: auto-recharge, minimum $10 in steps of $10.
export const UserSettingsSchema = z.object({
  autoRechargeEnabled: z.boolean(),
  autoRechargeLimit: z.number(),
});
export const UpdateUserSettingsRequestSchema = z.strictObject({
  autoRechargeEnabled: z.boolean(),
  autoRechargeLimit: z
    .number("Minimum auto-recharge limit is $10.")
    .int("Minimum auto-recharge limit is $10.")
    .min(10, "Minimum auto-recharge limit is $10.")
    .max(10_000, "The auto-recharge limit is at most $10,000."),
});

// Spec 001 §7 and issue 4 §5: the plan upgrade.
export const UpgradeWithBalanceRequestSchema = z.strictObject({
  amount: z.literal(25, "The upgrade costs $25."),
});
export const UpgradeWithBalanceResponseSchema = z.object({ success: z.literal(true), balance: z.number() });
export const UpgradeSubscriptionRequestSchema = z.strictObject({
  currentPlan: PlanSchema,
  newPlan: z.literal("plus", "You can upgrade to Plus only."),
});
export const UpgradeSubscriptionResponseSchema = z.object({
  success: z.boolean(),
  clientSecret: z.string().nullable(),
  error: z.string().optional(),
});
