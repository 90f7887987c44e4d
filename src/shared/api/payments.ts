import * as z from "zod/mini";
import { groupedNumber, MIN_TOP_UP_DOLLARS } from "../catalog/billing";
import { emailAddress } from "./email-address";
import { trimmedText } from "./text-fields";

// Which processor the browser talks to. Offline, our own card form posts
// to /api/offline-payments/confirm; with Stripe, Stripe.js with the publishable key.
export const PaymentsConfigResponseSchema = z.object({
  processor: z.enum(["offline", "stripe"]),
  publishableKey: z.nullable(z.string()),
});

// Whole dollars, at least $10. The upper bound keeps a typo from
// becoming a large charge.
export const MAX_TOP_UP_DOLLARS = 10_000;
export const TopUpAmountSchema = z
  .number("Enter an amount in dollars.")
  .check(
    z.int("Enter a whole number of dollars."),
    z.minimum(MIN_TOP_UP_DOLLARS, `Minimum purchase is $${MIN_TOP_UP_DOLLARS}`),
    z.maximum(
      MAX_TOP_UP_DOLLARS,
      `The most you can add at once is $${groupedNumber(MAX_TOP_UP_DOLLARS, 0)}.`,
    ),
  );

export const AddBalanceRequestSchema = z.strictObject({ amount: TopUpAmountSchema });
export const ClientSecretResponseSchema = z.object({ clientSecret: z.string(), paymentIntentId: z.string() });

export const PaymentIntentIdSchema = z
  .string()
  .check(z.regex(/^pi_[A-Za-z0-9_-]{8,64}$/, "Unknown payment."));
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
  number: trimmedText(30),
  expMonth: z
    .number()
    .check(
      z.int(),
      z.minimum(1, "Your card's expiration month is invalid."),
      z.maximum(12, "Your card's expiration month is invalid."),
    ),
  expYear: z.number().check(z.int(), z.minimum(0), z.maximum(9999)),
  cvc: trimmedText(4, "Your card's security code is invalid."),
  name: trimmedText(100),
});
export const OfflineConfirmRequestSchema = z.strictObject({
  clientSecret: z.string().check(z.minLength(10), z.maxLength(200)),
  card: CardDetailsSchema,
});
export const OfflineConfirmResponseSchema = z.object({ id: z.string(), status: z.string() });
export const CardErrorResponseSchema = z.object({ error: z.string(), code: z.string() });

// POST /api/create-payment-intent {amount, plan, email} → {clientSecret}.
// The server prices the plan itself; the amount sent is not trusted.
export const PlanSchema = z.enum(["simple", "plus"], "Invalid plan selected");
// The checkout's email step; its sentence has no full stop, as the product states it.
export const CheckoutEmailSchema = z.strictObject({
  email: emailAddress("Please enter a valid email address", { lowerCase: true }),
});
export const CreatePaymentIntentRequestSchema = z.strictObject({
  amount: z.optional(z.number()),
  plan: PlanSchema,
  email: CheckoutEmailSchema.shape.email,
});

export const LinkSubscriptionRequestSchema = z.strictObject({ plan: PlanSchema });
export const LinkSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  plan: PlanSchema,
  planExpiresAt: z.string(),
});

// A saved card as settings lists it: what is printed on the front anyway and safe to show.
export const SavedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
});
// The card once its CVC is confirmed: the cardholder's name too.
export const RevealedCardSchema = z.extend(SavedCardSchema, { cardholderName: z.nullable(z.string()) });
export const PaymentMethodsResponseSchema = z.object({ paymentMethods: z.array(SavedCardSchema) });
export const PaymentMethodParamsSchema = z.strictObject({
  id: z.string().check(z.regex(/^pm_[A-Za-z0-9_-]{8,64}$/, "Unknown card.")),
});

// CVV required, at least 3 characters; input max 4.
export const VerifyCvvRequestSchema = z.strictObject({
  cvv: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, "Please enter a valid CVV code."),
      z.maxLength(4, "Please enter a valid CVV code."),
      z.regex(/^\d+$/, "Please enter a valid CVV code."),
    ),
  paymentMethodId: z.optional(z.string().check(z.maxLength(80))),
});
export const VerifyCvvResponseSchema = z.object({ valid: z.boolean(), card: z.nullable(RevealedCardSchema) });

// A top-up paid with a saved card: its security code, checked like the one that reveals the card,
// shows that the person paying holds it.
export const AddBalanceSavedCardRequestSchema = z.strictObject({
  amount: TopUpAmountSchema,
  paymentMethodId: PaymentMethodParamsSchema.shape.id,
  cvv: VerifyCvvRequestSchema.shape.cvv,
});
export const AddBalanceSavedCardResponseSchema = z.object({
  success: z.literal(true),
  paymentIntentId: z.string(),
  balance: z.number(),
});

// Auto-recharge, minimum $10 in steps of $10.
export const UserSettingsSchema = z.object({
  autoRechargeEnabled: z.boolean(),
  autoRechargeLimit: z.number(),
});
export const UpdateUserSettingsRequestSchema = z.strictObject({
  autoRechargeEnabled: z.boolean(),
  autoRechargeLimit: z
    .number("Minimum auto-recharge limit is $10.")
    .check(
      z.int("Minimum auto-recharge limit is $10."),
      z.minimum(10, "Minimum auto-recharge limit is $10."),
      z.maximum(10_000, "The auto-recharge limit is at most $10,000."),
    ),
});

// The plan upgrade.
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
  clientSecret: z.nullable(z.string()),
  error: z.optional(z.string()),
});

// Each automatic charge is shown to the owner once, the next time they look.
export const AnnounceAutoRechargesRequestSchema = z.strictObject({});
export const AutoRechargeAnnouncementSchema = z.object({
  id: z.string(),
  amount: z.number(),
  chargedAt: z.string(),
  // "Auto-recharge added $10 because your balance fell below $10"
  message: z.string(),
});
export const AnnounceAutoRechargesResponseSchema = z.object({
  charges: z.array(AutoRechargeAnnouncementSchema),
});
