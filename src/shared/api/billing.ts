import { z } from "zod";

// Spec 000 §3: the balance is a number in dollars.
export const BalanceResponseSchema = z.object({ balance: z.number() });

// Spec 000 §7: POST /api/charge-balance {amount: 25} → {success, error}. Only the
// agent creation fee may be charged this way (issue 3 §3).
export const ChargeBalanceRequestSchema = z.strictObject({
  amount: z.literal(25, "Only the $25 agent creation fee can be charged."),
});
export const ChargeBalanceResponseSchema = z.object({
  success: z.boolean(),
  balance: z.number(),
  error: z.string().optional(),
});
