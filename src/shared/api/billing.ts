import * as z from "zod/mini";

// The balance is a number in dollars. `debt` is what a refund or dispute took back
// beyond the balance (docs/decisions/0017): owed, and paid first from the next credit.
export const BalanceResponseSchema = z.object({ balance: z.number(), debt: z.number() });

// POST /api/charge-balance {amount: 25} → {success, error}. Only the
// agent creation fee may be charged this way.
export const ChargeBalanceRequestSchema = z.strictObject({
  amount: z.literal(25, "Only the $25 agent creation fee can be charged."),
});
export const ChargeBalanceResponseSchema = z.object({
  success: z.boolean(),
  balance: z.number(),
  error: z.optional(z.string()),
});
