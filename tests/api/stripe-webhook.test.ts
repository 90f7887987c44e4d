import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { payments } from "../../src/server/db/schema";
import { createStripeProcessor } from "../../src/server/integrations/payments/stripe-processor";
import { type HttpStandIn, type RecordedRequest, sendJson, startHttpStandIn } from "../support/http-stand-in";
import { readOutbox, textPartOf } from "../support/outbox";
import { createTestApp, createVerifiedUser, grantDollars, type TestApp } from "../support/test-app";

const SECRET_KEY = "sk_test_standin";
const WEBHOOK_SECRET = "whsec_standinsecret";
const METRICS_TOKEN = "metrics-token-for-tests-0123456789";

/** How many Stripe events the instance has refused for their signature, as its operator reads it. */
async function signatureRefusals(): Promise<number> {
  const scraped = await t.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const series = 'switchboard_webhook_refusals_total{source="stripe"} ';
  const line = scraped.body.split("\n").find((candidate) => candidate.startsWith(series));
  return line === undefined ? 0 : Number(line.slice(series.length));
}

// A local stand-in for the parts of Stripe's API the server calls: customers and
// PaymentIntents, kept in memory; a test flips an intent to `succeeded` as Stripe would.
const intents = new Map<string, Record<string, unknown>>();
const refunds: { intentId: string; idempotencyKey: string }[] = [];
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
  if (request.method === "GET" && /^\/v1\/customers\/\w+\/payment_methods$/.test(request.url.pathname)) {
    // No card is saved: a balance under the limit mails the owner instead of recharging.
    sendJson(response, 200, { object: "list", data: [], has_more: false, url: request.url.pathname });
    return;
  }
  const cancel = request.url.pathname.match(/^\/v1\/payment_intents\/([\w-]+)\/cancel$/);
  const toCancel = cancel ? intents.get(cancel[1]!) : undefined;
  if (request.method === "POST" && toCancel) {
    // Stripe cancels only an intent that has not been paid.
    if (toCancel.status === "succeeded" || toCancel.status === "canceled") {
      sendJson(response, 400, {
        error: {
          type: "invalid_request_error",
          code: "payment_intent_unexpected_state",
          message: `You cannot cancel this PaymentIntent because it has a status of ${toCancel.status}.`,
        },
      });
      return;
    }
    toCancel.status = "canceled";
    sendJson(response, 200, toCancel);
    return;
  }
  if (request.method === "POST" && request.url.pathname === "/v1/refunds") {
    const intentId = form.get("payment_intent") ?? "";
    if (intents.get(intentId)?.status !== "succeeded") {
      sendJson(response, 400, { error: { type: "invalid_request_error", message: "Not paid." } });
      return;
    }
    refunds.push({ intentId, idempotencyKey: String(request.headers["idempotency-key"] ?? "") });
    sendJson(response, 200, {
      id: `re_standin${refunds.length}`,
      object: "refund",
      payment_intent: intentId,
    });
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
      METRICS_TOKEN,
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
    const refusedBefore = await signatureRefusals();
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrongsecret" });
    expect((await deliver(payload, forged)).statusCode).toBe(400);
    const stale = sign(payload, Math.floor(Date.now() / 1000) - 6 * 60);
    expect((await deliver(payload, stale)).statusCode).toBe(400);
    expect((await deliver(payload, undefined)).statusCode).toBe(400);
    const tampered = payload.replace('"amount":1000', '"amount":100000');
    expect((await deliver(tampered, sign(payload))).statusCode).toBe(400);
    expect(await balanceOf(owner.cookie)).toBe(0);
    expect(await signatureRefusals()).toBe(refusedBefore + 4);
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

function chargeEvent(type: "charge.refunded" | "charge.dispute.created", intentId: string, cents: number) {
  const object =
    type === "charge.refunded"
      ? {
          id: `ch_${intentId}`,
          object: "charge",
          payment_intent: intentId,
          amount_refunded: cents,
          currency: "usd",
        }
      : {
          id: `dp_standin${randomBytes(6).toString("hex")}`,
          object: "dispute",
          charge: `ch_${intentId}`,
          payment_intent: intentId,
          amount: cents,
          currency: "usd",
        };
  return JSON.stringify({
    id: `evt_standin${randomBytes(8).toString("hex")}`,
    object: "event",
    type,
    data: { object },
  });
}

const deliverSigned = (payload: string) => deliver(payload, sign(payload));

async function paymentRow(intentId: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.intentId, intentId));
  return row!;
}

async function topUpByWebhook(cookie: string, dollars: number) {
  const intentId = await startPaidTopUp(cookie, dollars);
  expect((await deliverSigned(succeededEvent(intentId))).statusCode).toBe(200);
  return intentId;
}

const accountOf = async (cookie: string) =>
  (await t.request({ method: "GET", url: "/api/balance", cookie })).json();

describe("Stripe: what does not match is never credited", () => {
  it("refuses a signature dated more than five minutes ahead, and accepts one a minute ahead", async () => {
    const owner = await createVerifiedUser(t);
    const intentId = await startPaidTopUp(owner.cookie, 10);
    const payload = succeededEvent(intentId);
    const now = Math.floor(Date.now() / 1000);
    const ahead = await deliver(payload, sign(payload, now + 6 * 60));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error).toMatch(/^Webhook signature refused/);
    expect(await balanceOf(owner.cookie)).toBe(0);
    expect((await deliver(payload, sign(payload, now + 60))).statusCode).toBe(200);
    expect(await balanceOf(owner.cookie)).toBe(10);
  });

  it("records a EUR payment as a discrepancy, alerts once, answers 200 and credits no dollars", async () => {
    const errors = vi.spyOn(t.app.log, "error");
    const owner = await createVerifiedUser(t);
    const intentId = await startPaidTopUp(owner.cookie, 50);
    intents.get(intentId)!.currency = "eur";
    const first = await deliverSigned(succeededEvent(intentId));
    expect(first.statusCode).toBe(200);
    const again = await deliverSigned(succeededEvent(intentId));
    expect(again.statusCode).toBe(200);
    expect(await balanceOf(owner.cookie)).toBe(0);
    expect((await paymentRow(intentId)).discrepancy).toBe("it was paid in EUR, not USD");
    const alerts = errors.mock.calls.filter(([, message]) => String(message).includes(intentId));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]![1]).toBe(
      `Stripe payment discrepancy: Payment ${intentId} was not credited: it was paid in EUR, not USD.`,
    );
    errors.mockRestore();
  });

  it("alerts once when the browser's direct call meets the EUR payment before the webhook", async () => {
    const errors = vi.spyOn(t.app.log, "error");
    const owner = await createVerifiedUser(t);
    const intentId = await startPaidTopUp(owner.cookie, 20);
    intents.get(intentId)!.currency = "eur";
    const direct = await t.request({
      method: "POST",
      url: "/api/add-balance-direct",
      cookie: owner.cookie,
      payload: { amount: 20, paymentIntentId: intentId },
    });
    expect(direct.json()).toEqual({ success: true, credited: false, balance: 0 });
    expect((await deliverSigned(succeededEvent(intentId))).statusCode).toBe(200);
    const alerts = errors.mock.calls.filter((call) => call.some((part) => String(part).includes(intentId)));
    expect(alerts).toHaveLength(1);
    expect(await balanceOf(owner.cookie)).toBe(0);
    errors.mockRestore();
  });

  it("records an amount that differs from ours as a discrepancy and answers 200", async () => {
    const owner = await createVerifiedUser(t);
    const intentId = await startPaidTopUp(owner.cookie, 10);
    intents.get(intentId)!.amount = 100_000;
    expect((await deliverSigned(succeededEvent(intentId))).statusCode).toBe(200);
    expect(await balanceOf(owner.cookie)).toBe(0);
    expect((await paymentRow(intentId)).discrepancy).toBe("it is for 100000 cents where we recorded 1000");
  });
});

describe("Stripe: refunds and disputes take the credit back", () => {
  it("keeps what the balance cannot cover as a debt that the next top-up pays first", async () => {
    const owner = await createVerifiedUser(t);
    const intentId = await topUpByWebhook(owner.cookie, 50);
    expect(
      (
        await t.request({
          method: "POST",
          url: "/api/charge-balance",
          cookie: owner.cookie,
          payload: { amount: 25 },
        })
      ).statusCode,
    ).toBe(200);
    expect((await deliverSigned(chargeEvent("charge.refunded", intentId, 5000))).statusCode).toBe(200);
    expect(await accountOf(owner.cookie)).toEqual({ balance: 0, debt: 25 });
    // The same refund told again (a new event id) takes nothing more.
    await deliverSigned(chargeEvent("charge.refunded", intentId, 5000));
    expect(await accountOf(owner.cookie)).toEqual({ balance: 0, debt: 25 });
    const mail = (await readOutbox(t.outboxDir)).find(
      (candidate) =>
        candidate.to.includes(owner.email) && candidate.subject === "Refund: $50.00 taken from your balance",
    );
    expect(textPartOf(mail!)).toContain("$25.00 is owed");
    expect((await paymentRow(intentId)).refundedAt).not.toBeNull();
    await topUpByWebhook(owner.cookie, 30);
    expect(await accountOf(owner.cookie)).toEqual({ balance: 5, debt: 0 });
  });

  it("adds partial refunds up, and takes a dispute back once", async () => {
    const owner = await createVerifiedUser(t);
    const refunded = await topUpByWebhook(owner.cookie, 40);
    await deliverSigned(chargeEvent("charge.refunded", refunded, 1000));
    await deliverSigned(chargeEvent("charge.refunded", refunded, 2500));
    expect(await accountOf(owner.cookie)).toEqual({ balance: 15, debt: 0 });
    const disputed = await topUpByWebhook(owner.cookie, 20);
    const dispute = chargeEvent("charge.dispute.created", disputed, 2000);
    await deliverSigned(dispute);
    await deliverSigned(dispute.replace(/"id":"evt_standin\w+"/, '"id":"evt_standinreplayed1"'));
    expect(await accountOf(owner.cookie)).toEqual({ balance: 15, debt: 0 });
  });
});

describe("Stripe: an upgrade is paid once", () => {
  it("cancels an unpaid card upgrade, and refunds one already paid, when the balance pays the upgrade", async () => {
    const waiting = await createVerifiedUser(t);
    await grantDollars(t, waiting.username, 30);
    const started = await t.request({
      method: "POST",
      url: "/api/upgrade-subscription",
      cookie: waiting.cookie,
      payload: { currentPlan: "simple", newPlan: "plus" },
    });
    const waitingIntent = String(started.json().clientSecret).split("_secret_")[0]!;
    const upgrade = () => ({ amount: 25 });
    expect(
      (
        await t.request({
          method: "POST",
          url: "/api/upgrade-with-balance",
          cookie: waiting.cookie,
          payload: upgrade(),
        })
      ).statusCode,
    ).toBe(200);
    expect(intents.get(waitingIntent)!.status).toBe("canceled");
    expect((await paymentRow(waitingIntent)).cancelledAt).not.toBeNull();

    const paid = await createVerifiedUser(t);
    await grantDollars(t, paid.username, 30);
    const paidStart = await t.request({
      method: "POST",
      url: "/api/upgrade-subscription",
      cookie: paid.cookie,
      payload: { currentPlan: "simple", newPlan: "plus" },
    });
    const paidIntent = String(paidStart.json().clientSecret).split("_secret_")[0]!;
    // Stripe took the card payment; its webhook has not arrived when the balance upgrade happens.
    intents.get(paidIntent)!.status = "succeeded";
    expect(
      (
        await t.request({
          method: "POST",
          url: "/api/upgrade-with-balance",
          cookie: paid.cookie,
          payload: upgrade(),
        })
      ).statusCode,
    ).toBe(200);
    expect(refunds.filter((refund) => refund.intentId === paidIntent)).toEqual([
      { intentId: paidIntent, idempotencyKey: `refund-${paidIntent}` },
    ]);
    expect((await paymentRow(paidIntent)).refundedAt).not.toBeNull();
    // The late webhook changes nothing more.
    expect((await deliverSigned(succeededEvent(paidIntent))).statusCode).toBe(200);
    expect(refunds.filter((refund) => refund.intentId === paidIntent)).toHaveLength(1);
    expect(await balanceOf(paid.cookie)).toBe(5);
  });
});
