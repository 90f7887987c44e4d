import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  BalanceResponseSchema,
  ChargeBalanceRequestSchema,
  ChargeBalanceResponseSchema,
} from "../../shared/api/billing";
import { ApiErrorSchema } from "../../shared/api/errors";
import { centsToDollars } from "../../shared/catalog/billing";
import { requireUser } from "../http/session";
import type { Services } from "../services/services";

export function billingRoutes(app: FastifyInstance, { sessions, billing }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/balance",
    {
      schema: {
        tags: ["billing"],
        summary: "The prepaid balance in dollars",
        response: { 200: BalanceResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return { balance: centsToDollars(await billing.balanceCents(user.id)) };
    },
  );

  api.post(
    "/api/charge-balance",
    {
      schema: {
        tags: ["billing"],
        summary: "Pay the $25 agent creation fee ahead; the next new agent uses it",
        body: ChargeBalanceRequestSchema,
        response: {
          200: ChargeBalanceResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          402: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return { success: true, balance: centsToDollars(await billing.prepayAgentCreation(user.id)) };
    },
  );
}
