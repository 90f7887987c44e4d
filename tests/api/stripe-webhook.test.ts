import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeProcessor } from "../../src/server/integrations/payments/stripe-processor";
import { type HttpStandIn, type RecordedRequest, sendJson, startHttpStandIn } from "../support/http-stand-in";
import { createTestApp, createVerifiedUser, type TestApp } from "../support/test-app";

const SECRET_KEY = "sk_test_standin";
const WEBHOOK_SECRET = "whsec_standinsecret";

// A local stand-in for the parts of Stripe's API the server calls: customers and
// PaymentIntents, kept in memory; a test flips an intent to `succeeded` as Stripe would.
const intents = new Map<string, Record<string, unknown>>();
let sequence = 0;
function answerLikeStripe(request: RecordedRequest, response: ServerResponse): void {
  const form = new URLSearchParams(request.body);
  if (request.method === "POST" && request.url.pathname === "/v1/customers") {
    sendJson(response, 200, { id: `cus_standin${++sequence}`, object: "customer" });
    return;
  }
  if (request.method === "POST" && request.url.pathname === "/v1/payment_intents") {
    // Unique across runs too: a shared PostgreSQL keeps the payments of earlier runs.
    const id = `pi_standin${randomBytes(8).toString("hex")}`;
    const metadata = Object.fromEntries(
      [...form.entries()]
        .filter(([key]) => key.startsWith("metadata["))
        .map(([key, value]) => [key.slice(9, -1), value]),
    );
    const intent = {
      id,
      object: "payment_intent",
      amount: Number(form.get("amount")),
      currency: form.get("currency"),
      client_secret: `${id}_secret_standin`,
      status: "requires_payment_method",
      customer: form.get("customer"),
      payment_method: null,
      metadata,
    };
    intents.set(id, intent);
    sendJson(response, 200, intent);
    return;
  }
  const match = request.url.pathname.match(/^\/v1\/payment_intents\/([\w-]+)$/);
  const found = match ? intents.get(match[1]!) : undefined;
  if (request.method === "GET" && found) {
    sendJson(response, 200, found);
    return;
  }
  sendJson(response, 404, { error: { type: "invalid_request_error", message: "No such resource" } });
}

let stripeApi: HttpStandIn;
let t: TestApp;
beforeAll(async () => {
  stripeApi = await startHttpStandIn(answerLikeStripe);
  t = await createTestApp(
    {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: "pk_test_standin",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    {
      adjustIntegrations: (integrations) => ({
        ...integrations,
        payments: createStripeProcessor({
          secretKey: SECRET_KEY,
          webhookSecret: WEBHOOK_SECRET,
          apiBaseUrl: stripeApi.baseUrl,
        }),
      }),
    },
  );
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
});

const stripe = new Stripe(SECRET_KEY);

function succeededEvent(intentId: string) {
  const intent = { ...intents.get(intentId)!, status: "succeeded" };
  return JSON.stringify({
    id: `evt_standin${randomBytes(8).toString("hex")}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: intent },
  });
}

function deliver(payload: string, signature: string | undefined) {
  return t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    payload,
  });
}

const sign = (payload: string, timestamp = Math.floor(Date.now() / 1000)) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });

async function startPaidTopUp(cookie: string, dollars: number) {
  const started = await t.request({
    method: "POST",
    url: "/api/add-balance",
    cookie,
    payload: { amount: dollars },
  });
  expect(started.statusCode).toBe(200);
  const { paymentIntentId } = started.json();
  intents.get(paymentIntentId)!.status = "succeeded";
  return paymentIntentId as string;
}

const balanceOf = async (cookie: string) =>
  (await t.request({ method: "GET", url: "/api/balance", cookie })).json().balance as number;

describe("POST /api/stripe/webhook", () => {
  it("tells the browser to use Stripe with the publishable key, and has no offline card endpoint", async () => {
    expect((await t.request({ method: "GET", url: "/api/payments/config" })).json()).toEqual({
      processor: "stripe",
      publishableKey: "pk_test_standin",
    });
    const offline = await t.request({ method: "POST", url: "/api/offline-payments/confirm", payload: {} });
    expect(offline.statusCode).toBe(404);
    // The pages may load Stripe.js and its payment frames.
    const page = await t.request({ method: "GET", url: "/add-balance" });
    const csp = page.headers["content-security-policy"] as string;
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
  });

  it("credits a top-up once from a verified event, and a replayed event does nothing", async () => {
    const owner = await createVerifiedUser(t);
    const intentId = await startPaidTopUp(owner.cookie, 50);
    const payload = succeededEvent(intentId);
    const first = await deliver(payload, sign(payload));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const replay = await deliver(payload, sign(payload));
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await balanceOf(owner.cookie)).toBe(50);
    // The browser's direct call after the webhook credits nothing more.
    const direct = await t.request({
      method: "POST",
      url: "/api/add-balance-direct",
      cookie: owner.cookie,
      payload: { amount: 50, paymentIntentId: intentId },
    });
    expect(direct.json()).toEqual({ success: true, credited: false, balance: 50 });
  });

  it("credits nothing more when the event arrives after the direct call (out of order)", async () => {
    const owner = await createVerifiedUser(t);
    const intentId = await startPaidTopUp(owner.cookie, 20);
    const direct = await t.request({
      method: "POST",
      url: "/api/add-balance-direct",
      cookie: owner.cookie,
      payload: { amount: 20, paymentIntentId: intentId },
    });
    expect(direct.json().credited).toBe(true);
    const payload = succeededEvent(intentId);
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    expect(await balanceOf(owner.cookie)).toBe(20);
  });

  it("refuses a bad, stale or missing signature with 400 and credits nothing", async () => {
    const owner = await createVerifiedUser(t);
    const intentId = await startPaidTopUp(owner.cookie, 10);
    const payload = succeededEvent(intentId);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrongsecret" });
    expect((await deliver(payload, forged)).statusCode).toBe(400);
    const stale = sign(payload, Math.floor(Date.now() / 1000) - 6 * 60);
    expect((await deliver(payload, stale)).statusCode).toBe(400);
    expect((await deliver(payload, undefined)).statusCode).toBe(400);
    const tampered = payload.replace('"amount":1000', '"amount":100000');
    expect((await deliver(tampered, sign(payload))).statusCode).toBe(400);
    expect(await balanceOf(owner.cookie)).toBe(0);
  });

  it("trusts Stripe's current state over the event: an unpaid intent is not credited", async () => {
    const owner = await createVerifiedUser(t);
    const started = await t.request({
      method: "POST",
      url: "/api/add-balance",
      cookie: owner.cookie,
      payload: { amount: 10 },
    });
    const { paymentIntentId } = started.json();
    const payload = succeededEvent(paymentIntentId);
    intents.get(paymentIntentId)!.status = "requires_payment_method";
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    expect(await balanceOf(owner.cookie)).toBe(0);
  });
});
