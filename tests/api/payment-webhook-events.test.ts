import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { processedWebhookEvents } from "../../src/server/db/schema";
import type { PaymentEvent } from "../../src/server/integrations/payments/payments";
import { testAppForFile } from "../support/test-app";

// The payment service handles each webhook event id once; the route only checks the signature.
const t = testAppForFile();

const refundOfUnknownPayment = (): PaymentEvent => ({
  id: `evt_${randomUUID()}`,
  type: "charge.refunded",
  intentId: `pi_${randomUUID()}`,
  amountRefundedCents: 500,
  currency: "usd",
});

const isKeptAsHandled = async (eventId: string) =>
  (
    await t.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, eventId))
  ).length === 1;

describe("payment webhook events", () => {
  it("handles an event once and answers its redelivery as a duplicate", async () => {
    const event = refundOfUnknownPayment();
    expect(await t.app.services.payments.handleWebhookEvent(event)).toEqual({
      duplicate: false,
      discrepancy: null,
    });
    expect(await t.app.services.payments.handleWebhookEvent(event)).toEqual({
      duplicate: true,
      discrepancy: null,
    });
    expect(await isKeptAsHandled(event.id)).toBe(true);
  });

  it("does not keep an event whose handling failed, so the processor's retry is handled", async () => {
    const event: PaymentEvent = {
      id: `evt_${randomUUID()}`,
      type: "payment_intent.succeeded",
      intent: {
        id: `pi_${randomUUID()}`,
        clientSecret: "pi_secret",
        status: "succeeded",
        amountCents: 1000,
        currency: "usd",
        customerId: null,
        paymentMethodId: null,
        card: null,
        metadata: {},
      },
    };
    // The processor does not know the intent, so settling it fails.
    await expect(t.app.services.payments.handleWebhookEvent(event)).rejects.toThrow(/No such payment_intent/);
    expect(await isKeptAsHandled(event.id)).toBe(false);
    await expect(t.app.services.payments.handleWebhookEvent(event)).rejects.toThrow(/No such payment_intent/);
  });
});
