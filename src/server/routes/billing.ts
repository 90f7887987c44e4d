import type { FastifyInstance } from "fastify";
import { chargeBalance, getBalance } from "../../shared/api/contracts/billing";
import { centsToDollars } from "../../shared/catalog/billing";
import { route } from "../http/contract-route";
import type { Services } from "../services/services";

export function billingRoutes(app: FastifyInstance, { billing }: Services): void {
  route(app, getBalance, async (request) => {
    const account = await billing.account(request.owner.id);
    return { balance: centsToDollars(account.balanceCents), debt: centsToDollars(account.debtCents) };
  });

  route(app, chargeBalance, async (request) => ({
    success: true,
    balance: centsToDollars(await billing.prepayAgentCreation(request.owner.id)),
  }));
}
