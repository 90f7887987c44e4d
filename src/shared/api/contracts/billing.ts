import { BalanceResponseSchema, ChargeBalanceRequestSchema, ChargeBalanceResponseSchema } from "../billing";
import { defineContract } from "../contract";
import { ApiErrorSchema } from "../errors";

export const getBalance = defineContract({
  method: "GET",
  path: "/api/balance",
  auth: "owner",
  tags: ["billing"],
  summary: "The prepaid balance in dollars, and what a refund or dispute left owing",
  response: { 200: BalanceResponseSchema, 401: ApiErrorSchema },
});

export const chargeBalance = defineContract({
  method: "POST",
  path: "/api/charge-balance",
  auth: "owner",
  tags: ["billing"],
  summary: "Pay the $25 agent creation fee ahead; the next new agent uses it",
  body: ChargeBalanceRequestSchema,
  response: {
    200: ChargeBalanceResponseSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    402: ApiErrorSchema,
  },
});
