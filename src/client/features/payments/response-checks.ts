import type * as z from "zod/mini";
import type {
  CardErrorResponseSchema,
  ClientSecretResponseSchema,
  LinkSubscriptionResponseSchema,
  OfflineConfirmResponseSchema,
  PaymentsConfigResponseSchema,
} from "../../../shared/api/payments";
import { expectShape, isObject, isString } from "../../api/response-shape";

// Checkout is a visitor's page within the 100 kB script budget: the answers it
// relies on are checked by hand (src/client/api/response-shape.ts), typed by the shared schemas.

export function readPaymentsConfig(body: unknown): z.infer<typeof PaymentsConfigResponseSchema> {
  return expectShape(
    body,
    ({ processor, publishableKey }) =>
      (processor === "offline" || processor === "stripe") &&
      (publishableKey === null || isString(publishableKey)),
    "a payments configuration",
  );
}

export function readClientSecret(body: unknown): z.infer<typeof ClientSecretResponseSchema> {
  return expectShape(
    body,
    ({ clientSecret, paymentIntentId }) =>
      isString(clientSecret) && clientSecret !== "" && isString(paymentIntentId),
    "a started payment",
  );
}

export function readOfflineConfirmation(body: unknown): z.infer<typeof OfflineConfirmResponseSchema> {
  return expectShape(body, ({ id, status }) => isString(id) && isString(status), "a confirmed payment");
}

export function readCardError(body: unknown): z.infer<typeof CardErrorResponseSchema> | null {
  return isObject(body) && isString(body.error) && isString(body.code)
    ? { error: body.error, code: body.code }
    : null;
}

export function readLinkedSubscription(body: unknown): z.infer<typeof LinkSubscriptionResponseSchema> {
  return expectShape(
    body,
    ({ success, plan, planExpiresAt }) =>
      success === true && (plan === "simple" || plan === "plus") && isString(planExpiresAt),
    "a linked subscription",
  );
}
