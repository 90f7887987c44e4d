import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ApiErrorSchema } from "../../shared/api/errors";
import {
  AddBalanceDirectRequestSchema,
  AddBalanceDirectResponseSchema,
  AddBalanceRequestSchema,
  CardErrorResponseSchema,
  ClientSecretResponseSchema,
  OfflineConfirmRequestSchema,
  OfflineConfirmResponseSchema,
  PaymentsConfigResponseSchema,
} from "../../shared/api/payments";
import { HttpError } from "../http/http-error";
import { requireUser } from "../http/session";
import type { OfflineProcessor } from "../integrations/payments/offline-processor";
import { CardError } from "../integrations/payments/payments";
import type { Services } from "../services/services";

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 402: ApiErrorSchema, 404: ApiErrorSchema };

// Issue 4 §1 and §3: top-ups, and the offline processor's stand-in for Stripe's API.
export function paymentRoutes(
  app: FastifyInstance,
  { sessions, payments }: Services,
  options: { publishableKey: string | null; offlineProcessor: OfflineProcessor | null },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/payments/config",
    {
      schema: {
        tags: ["payments"],
        summary: "Which card processor the browser talks to",
        response: { 200: PaymentsConfigResponseSchema },
      },
    },
    async () => ({ processor: payments.processor.kind, publishableKey: options.publishableKey }),
  );

  api.post(
    "/api/add-balance",
    {
      schema: {
        tags: ["payments"],
        summary: "Start a balance top-up; answers the payment's client secret",
        body: AddBalanceRequestSchema,
        response: { 200: ClientSecretResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      const intent = await payments.startTopUp(user.id, request.body.amount);
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
    },
  );

  api.post(
    "/api/add-balance-direct",
    {
      schema: {
        tags: ["payments"],
        summary: "Credit a succeeded top-up now (the webhook credits it otherwise); once only",
        body: AddBalanceDirectRequestSchema,
        response: { 200: AddBalanceDirectResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      const result = await payments.completeTopUp(user.id, request.body);
      return { success: true as const, ...result };
    },
  );

  const offline = options.offlineProcessor;
  if (!offline) return;
  // Exists only while the offline processor is in use (issue 4 §1).
  api.post(
    "/api/offline-payments/confirm",
    {
      schema: {
        tags: ["payments"],
        summary: "Offline processor: confirm a payment with a card (the stand-in for Stripe.js)",
        body: OfflineConfirmRequestSchema,
        response: { 200: OfflineConfirmResponseSchema, 400: ApiErrorSchema, 402: CardErrorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const intent = await offline.confirmWithCard(request.body.clientSecret, request.body.card);
        return { id: intent.id, status: intent.status };
      } catch (error) {
        if (!(error instanceof CardError)) throw error;
        if (error.code === "resource_missing" || error.code === "payment_intent_unexpected_state") {
          throw new HttpError(400, error.message);
        }
        return reply.status(402).send({ error: error.message, code: error.code });
      }
    },
  );
}
