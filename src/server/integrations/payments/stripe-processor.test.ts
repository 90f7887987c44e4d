import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type HttpStandIn, sendJson, startHttpStandIn } from "../../../../tests/support/http-stand-in";
import { createStripeProcessor } from "./stripe-processor";

// A stand-in for Stripe's saved cards of one customer: listed newest first, as Stripe does.
type Method = { id: string; created: number; fingerprint: string; exp_year: number };
let attached: Method[] = [];
// A stand-in for refunds of one paid intent and cancels of intents: what Stripe answers.
let refundsMade: { id: string; idempotencyKey: string }[] = [];
const intentStatuses = new Map<string, string>();
let stripeApi: HttpStandIn;

const asStripe = ({ id, created, fingerprint, exp_year }: Method) => ({
  id,
  object: "payment_method",
  created,
  customer: "cus_owner",
  type: "card",
  billing_details: { name: "Grace Hopper" },
  card: { brand: "visa", last4: "4242", exp_month: 12, exp_year, fingerprint },
});

beforeAll(async () => {
  stripeApi = await startHttpStandIn((request, response) => {
    if (request.method === "GET" && request.url.pathname === "/v1/customers/cus_owner/payment_methods") {
      const data = [...attached].sort((a, b) => b.created - a.created).map(asStripe);
      sendJson(response, 200, { object: "list", data, has_more: false, url: request.url.pathname });
      return;
    }
    const detach = request.url.pathname.match(/^\/v1\/payment_methods\/(\w+)\/detach$/);
    if (request.method === "POST" && detach) {
      const method = attached.find((candidate) => candidate.id === detach[1]);
      if (!method) {
        sendJson(response, 400, { error: { type: "invalid_request_error", code: "resource_missing" } });
        return;
      }
      attached = attached.filter((candidate) => candidate !== method);
      sendJson(response, 200, { ...asStripe(method), customer: null });
      return;
    }
    if (request.method === "POST" && request.url.pathname === "/v1/refunds") {
      if (refundsMade.length > 0) {
        sendJson(response, 400, {
          error: {
            type: "invalid_request_error",
            code: "charge_already_refunded",
            message: "Charge ch_paid has already been refunded.",
          },
        });
        return;
      }
      refundsMade.push({ id: "re_first", idempotencyKey: String(request.headers["idempotency-key"]) });
      sendJson(response, 200, { id: "re_first", object: "refund", payment_intent: "pi_paid" });
      return;
    }
    if (request.method === "GET" && request.url.pathname === "/v1/refunds") {
      const data = refundsMade.map(({ id }) => ({ id, object: "refund", payment_intent: "pi_paid" }));
      sendJson(response, 200, { object: "list", data, has_more: false, url: "/v1/refunds" });
      return;
    }
    const intent = request.url.pathname.match(/^\/v1\/payment_intents\/(\w+)(\/cancel)?$/);
    const status = intent ? intentStatuses.get(intent[1]!) : undefined;
    if (intent && status) {
      const asStripe = (current: string) => ({
        id: intent[1],
        object: "payment_intent",
        amount: 2500,
        currency: "usd",
        status: current,
        metadata: {},
        latest_charge: null,
      });
      if (request.method === "POST" && intent[2]) {
        if (status === "succeeded") {
          sendJson(response, 400, {
            error: {
              type: "invalid_request_error",
              code: "payment_intent_unexpected_state",
              message: "You cannot cancel this PaymentIntent because it has a status of succeeded.",
            },
          });
          return;
        }
        intentStatuses.set(intent[1]!, "canceled");
        sendJson(response, 200, asStripe("canceled"));
        return;
      }
      sendJson(response, 200, asStripe(status));
      return;
    }
    sendJson(response, 404, { error: { type: "invalid_request_error", message: "No such resource" } });
  });
});
afterAll(() => stripeApi.close());
beforeEach(() => {
  attached = [];
  refundsMade = [];
  intentStatuses.clear();
});

const processor = () =>
  createStripeProcessor({
    secretKey: "sk_test_standin",
    webhookSecret: "whsec_x",
    apiBaseUrl: stripeApi.baseUrl,
  });

// Stripe makes a PaymentMethod per payment that saves a card; the owner sees the card once.
describe("Stripe saved cards", () => {
  it("keeps the card saved first when a later payment saved the same card again", async () => {
    attached = [
      { id: "pm_first", created: 100, fingerprint: "fpAAAA", exp_year: 2030 },
      { id: "pm_other", created: 150, fingerprint: "fpBBBB", exp_year: 2030 },
      { id: "pm_again", created: 200, fingerprint: "fpAAAA", exp_year: 2030 },
    ];
    await processor().dropDuplicateCards({ customerId: "cus_owner", cardId: "pm_again" });
    expect((await processor().listSavedCards("cus_owner")).map((card) => card.id)).toEqual([
      "pm_other",
      "pm_first",
    ]);
  });

  it("keeps one card when two payments with it settle at once, and a renewed card apart", async () => {
    attached = [
      { id: "pm_first", created: 100, fingerprint: "fpAAAA", exp_year: 2030 },
      { id: "pm_again", created: 200, fingerprint: "fpAAAA", exp_year: 2030 },
      { id: "pm_renewed", created: 300, fingerprint: "fpAAAA", exp_year: 2033 },
    ];
    await Promise.all([
      processor().dropDuplicateCards({ customerId: "cus_owner", cardId: "pm_first" }),
      processor().dropDuplicateCards({ customerId: "cus_owner", cardId: "pm_again" }),
    ]);
    expect((await processor().listSavedCards("cus_owner")).map((card) => card.id)).toEqual([
      "pm_renewed",
      "pm_first",
    ]);
  });
});

// An upgrade paid twice is refunded; one still waiting for a card is cancelled.
describe("Stripe refunds and cancels", () => {
  it("refunds an intent once: a second refund answers the first refund's id", async () => {
    expect(await processor().refund("pi_paid")).toBe("re_first");
    expect(await processor().refund("pi_paid")).toBe("re_first");
    expect(refundsMade).toEqual([{ id: "re_first", idempotencyKey: "refund-pi_paid" }]);
  });

  it("cancels an unpaid intent, and answers a paid one as paid instead of failing", async () => {
    intentStatuses.set("pi_waiting", "requires_payment_method");
    intentStatuses.set("pi_paid", "succeeded");
    expect((await processor().cancelIntent("pi_waiting")).status).toBe("canceled");
    expect((await processor().cancelIntent("pi_paid")).status).toBe("succeeded");
  });
});
