import type { FastifyInstance } from "fastify";
import {
  completeLicence,
  getLicence,
  renewLicence,
  setLicenceAutoRenew,
  startLicenceCheckout,
} from "../../shared/api/contracts/licence";
import { route } from "../http/contract-route";
import type { Services } from "../services/services";
import { startedPayment } from "./payments";

/** The signed-in owner's licence: its state, automatic renewal, buying it and renewing it by hand. */
export function licenceRoutes(app: FastifyInstance, services: Services): void {
  const { licence } = services;

  route(app, getLicence, async (request) => licence.status(request.owner.id));

  route(app, setLicenceAutoRenew, async (request) => {
    const user = request.owner;
    return licence.setAutoRenew(user.id, request.body.autoRenew);
  });

  route(app, startLicenceCheckout, async (request) =>
    startedPayment(await licence.startPurchase(request.owner.id, request.body.plan)),
  );

  route(app, completeLicence, async (request) => {
    const user = request.owner;
    return licence.completePayment(user.id, request.body.paymentIntentId);
  });

  route(app, renewLicence, async (request) => {
    const user = request.owner;
    if (request.body.method === "balance") {
      return {
        clientSecret: null,
        paymentIntentId: null,
        licence: await licence.renewByHandFromBalance(user.id),
      };
    }
    const intent = await licence.startRenewalByCard(user.id);
    return { ...startedPayment(intent), licence: await licence.status(user.id) };
  });
}
