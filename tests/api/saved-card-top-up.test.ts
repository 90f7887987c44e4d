import { describe, expect, it } from "vitest";
import { readOutbox, textPartOf } from "../support/outbox";
import { createOwner, type Owner, testAppForFile, testCard, topUpWithCard } from "../support/test-app";

const t = testAppForFile();

const balanceOf = async (owner: Owner) => (await owner.get("/api/balance")).json().balance as number;
const savedCardOf = async (owner: Owner) =>
  (await owner.get("/api/payment-methods")).json().paymentMethods[0] as { id: string; last4: string };
const payWithSavedCard = (owner: Owner, body: { amount: number; paymentMethodId: string; cvv: string }) =>
  owner.post("/api/add-balance-saved-card", body);

/** An owner whose first top-up of $10 saved `number`. */
async function ownerWithSavedCard(number = "4242424242424242") {
  const owner = await createOwner(t);
  await topUpWithCard(t, owner, 10, testCard(number, "Grace Hopper"));
  return { owner, card: await savedCardOf(owner) };
}

describe("a top-up paid with a saved card", () => {
  it("charges the card once its CVC checks out, credits the balance once and sends a receipt", async () => {
    const { owner, card } = await ownerWithSavedCard();
    const paid = await payWithSavedCard(owner, { amount: 40, paymentMethodId: card.id, cvv: "123" });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ success: true, paymentIntentId: expect.any(String), balance: 50 });
    // The processor's own event for the same payment credits nothing more.
    await t.paymentEventsHandled();
    expect(await balanceOf(owner)).toBe(50);

    const receipt = (await readOutbox(t.outboxDir)).find(
      (mail) => mail.to.includes(owner.email) && mail.subject === "Receipt: balance top-up, $40.00",
    );
    const text = textPartOf(receipt!);
    expect(text).toContain("Bought: Balance top-up: $40.00 added to your balance");
    expect(text).toContain("Paid with: Visa •••• 4242");
    expect(text).toContain(`Account: ${owner.username} (${owner.email})`);
    expect(text).toContain("Your balance is now $50.00.");
    expect(text).toContain(`Payment: ${paid.json().paymentIntentId}`);
  });

  it("charges nothing for a wrong CVC, and counts it among the five checks an hour", async () => {
    // Stripe's 4000 0000 0000 0101 pays, but its CVC check fails.
    const { owner, card } = await ownerWithSavedCard("4000000000000101");
    const wrong = await payWithSavedCard(owner, { amount: 20, paymentMethodId: card.id, cvv: "123" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: "Please enter the correct CVV code.", field: "cvv" });
    expect(await balanceOf(owner)).toBe(10);
    for (let attempt = 2; attempt <= 5; attempt++) {
      expect((await owner.post("/api/verify-cvv", { cvv: "999" })).statusCode).toBe(200);
    }
    const limited = await payWithSavedCard(owner, { amount: 20, paymentMethodId: card.id, cvv: "123" });
    expect(limited.statusCode).toBe(429);
    expect(await balanceOf(owner)).toBe(10);
  });

  it("tells a declined card's reason and credits nothing", async () => {
    // Stripe's 4000 0000 0000 0341 pays once, then declines every later charge.
    const { owner, card } = await ownerWithSavedCard("4000000000000341");
    const declined = await payWithSavedCard(owner, { amount: 25, paymentMethodId: card.id, cvv: "123" });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().error).toMatch(/declined/i);
    await t.paymentEventsHandled();
    expect(await balanceOf(owner)).toBe(10);
  });

  it("refuses someone else's card, an amount out of range, a malformed CVC and signed-out callers", async () => {
    const { owner, card } = await ownerWithSavedCard();
    const stranger = await createOwner(t);
    const foreign = await payWithSavedCard(stranger, { amount: 20, paymentMethodId: card.id, cvv: "123" });
    expect(foreign.statusCode).toBe(404);
    const tooLittle = await payWithSavedCard(owner, { amount: 5, paymentMethodId: card.id, cvv: "123" });
    expect(tooLittle.json()).toEqual({ error: "Minimum purchase is $10", field: "amount" });
    const shortCvc = await payWithSavedCard(owner, { amount: 20, paymentMethodId: card.id, cvv: "12" });
    expect(shortCvc.json()).toEqual({ error: "Please enter a valid CVV code.", field: "cvv" });
    const signedOut = await t.request({
      method: "POST",
      url: "/api/add-balance-saved-card",
      payload: { amount: 20, paymentMethodId: card.id, cvv: "123" },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await balanceOf(owner)).toBe(10);
    expect(await balanceOf(stranger)).toBe(0);
  });
});
