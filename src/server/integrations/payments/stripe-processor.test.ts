import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type HttpStandIn, sendJson, startHttpStandIn } from "../../../../tests/support/http-stand-in";
import { createStripeProcessor } from "./stripe-processor";

// A stand-in for Stripe's saved cards of one customer: listed newest first, as Stripe does.
type Method = { id: string; created: number; fingerprint: string; exp_year: number };
let attached: Method[] = [];
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
    sendJson(response, 404, { error: { type: "invalid_request_error", message: "No such resource" } });
  });
});
afterAll(() => stripeApi.close());
beforeEach(() => {
  attached = [];
});

const processor = () =>
  createStripeProcessor({
    secretKey: "sk_test_standin",
    webhookSecret: "whsec_x",
    apiBaseUrl: stripeApi.baseUrl,
  });

// Issue 4 §1/§4: Stripe makes a PaymentMethod per payment that saves a card; the owner sees the card once.
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
