import type { z } from "zod";
import type { ApiErrorBody } from "../../../shared/api/errors";
import type {
  CardErrorResponseSchema,
  ClientSecretResponseSchema,
  LinkSubscriptionResponseSchema,
  OfflineConfirmResponseSchema,
  PaymentsConfigResponseSchema,
} from "../../../shared/api/payments";
import { ApiError } from "../../api/request";

// Checkout is a visitor's page: with the entry it must stay within 100 kB of gzipped script
// (issue 4 §2), which leaves no room for a schema library. The server serializes these answers
// through the shared schemas; the client checks the fields it relies on, typed by those schemas,
// as the session lookup does (src/client/api/session.ts).

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null;
}

const isString = (value: unknown): value is string => typeof value === "string";
const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || isString(value);

/** Our server's `{ error, field?, code? }` (DESIGN §5) of a failed call, read without a schema library. */
export function serverErrorOf(error: unknown): ApiErrorBody | null {
  if (!(error instanceof ApiError) || !isObject(error.body)) return null;
  const { error: sentence, field, code } = error.body;
  if (!isString(sentence) || !isOptionalString(field) || !isOptionalString(code)) return null;
  return { error: sentence, field, code };
}

/** Returns `body` typed as `T` when `check` accepts it; throws otherwise, as a schema's parse would. */
function expectShape<T>(body: unknown, check: (body: JsonObject) => boolean, what: string): T {
  if (!isObject(body) || !check(body)) throw new Error(`The server's answer is not ${what}.`);
  return body as T;
}

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
