import * as z from "zod/mini";
import { PaymentIntentIdSchema, PlanSchema } from "./payments";

// The owner's licence as the upgrade page shows it. `plan` is the plan that counts now (Plus only
// while its licence runs); `licencePlan` is the plan the licence was bought on, null without one.
export const LicenceStatusSchema = z.object({
  plan: PlanSchema,
  licencePlan: z.nullable(PlanSchema),
  active: z.boolean(),
  expiresAt: z.nullable(z.string()),
  autoRenew: z.boolean(),
  renewalPrice: z.number(),
  canRenew: z.boolean(),
  savedCard: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
  renewalFailure: z.nullable(z.string()),
});
export type LicenceStatus = z.infer<typeof LicenceStatusSchema>;

export const UpdateLicenceRequestSchema = z.strictObject({
  autoRenew: z.boolean("Say whether the licence renews automatically."),
});

// A signed-in owner's licence checkout: the account pays, so no email is asked for.
export const LicenceCheckoutRequestSchema = z.strictObject({ plan: PlanSchema });

export const LicencePaymentRequestSchema = z.strictObject({ paymentIntentId: PaymentIntentIdSchema });

export const RenewLicenceRequestSchema = z.strictObject({
  method: z.enum(["card", "balance"], "Choose card or balance."),
});
export const RenewLicenceResponseSchema = z.object({
  // Set for a card renewal: the card form pays it, then POST /api/licence/complete applies it.
  clientSecret: z.nullable(z.string()),
  paymentIntentId: z.nullable(z.string()),
  licence: LicenceStatusSchema,
});
