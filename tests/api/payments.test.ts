import { describe, expect, it } from "vitest";
import { createVerifiedUser, testAppForFile } from "../support/test-app";

const t = testAppForFile();

type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;
const card = (number: string, overrides: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: "123",
  name: "Ada Lovelace",
  ...overrides,
});

async function startTopUp(owner: Owner, amount: number) {
  const response = await t.request({
    method: "POST",
    url: "/api/add-balance",
    cookie: owner.cookie,
    payload: { amount },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { clientSecret: string; paymentIntentId: string };
}

/** The card form's confirmation, sent from the browser of `owner`. */
const confirm = (
  owner: Owner,
  clientSecret: string,
  number: string,
  overrides: Record<string, unknown> = {},
) =>
  t.request({
    method: "POST",
    url: "/api/offline-payments/confirm",
    cookie: owner.cookie,
    payload: { clientSecret, card: card(number, overrides) },
  });

const direct = (owner: Owner, amount: number, paymentIntentId: string) =>
  t.request({
    method: "POST",
    url: "/api/add-balance-direct",
    cookie: owner.cookie,
    payload: { amount, paymentIntentId },
  });

const balanceOf = async (owner: Owner) =>
  (await t.request({ method: "GET", url: "/api/balance", cookie: owner.cookie })).json().balance as number;

describe("top-up with the offline processor", () => {
  it("credits a 4242 payment once, whether the direct call or the event comes first", async () => {
    const owner = await createVerifiedUser(t);
    const { clientSecret, paymentIntentId } = await startTopUp(owner, 25);
    expect(clientSecret).toMatch(/^pi_[A-Za-z0-9_-]{24}_secret_[A-Za-z0-9_-]{24}$/);
    const confirmed = await confirm(owner, clientSecret, "4242 4242 4242 4242");
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ id: paymentIntentId, status: "succeeded" });
    const first = await direct(owner, 25, paymentIntentId);
    expect(first.statusCode).toBe(200);
    await t.paymentEventsHandled();
    const replay = await direct(owner, 25, paymentIntentId);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ success: true, credited: false, balance: 25 });
    expect(first.json().balance).toBe(25);
    expect(await balanceOf(owner)).toBe(25);
  });

  it("credits through the processor's event alone when the browser never calls back", async () => {
    const owner = await createVerifiedUser(t);
    const { clientSecret } = await startTopUp(owner, 10);
    await confirm(owner, clientSecret, "4242424242424242");
    await t.paymentEventsHandled();
    expect(await balanceOf(owner)).toBe(10);
  });

  it.each([
    ["4000 0000 0000 0002", "card_declined", "Your card was declined."],
    ["4000 0000 0000 9995", "insufficient_funds", "Your card has insufficient funds."],
    ["4000 0000 0000 0069", "expired_card", "Your card has expired."],
    ["4000 0000 0000 0127", "incorrect_cvc", "Your card's security code is incorrect."],
    [
      "4000 0000 0000 0119",
      "processing_error",
      "An error occurred while processing your card. Try again in a little bit.",
    ],
    ["4242 4242 4242 4241", "incorrect_number", "Your card number is incorrect."],
  ])("refuses %s with 402 %s and credits nothing", async (number, code, error) => {
    const owner = await createVerifiedUser(t);
    const { clientSecret, paymentIntentId } = await startTopUp(owner, 50);
    const response = await confirm(owner, clientSecret, number);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error, code });
    const credit = await direct(owner, 50, paymentIntentId);
    expect(credit.statusCode).toBe(402);
    await t.paymentEventsHandled();
    expect(await balanceOf(owner)).toBe(0);
  });

  it("refuses a card past its expiry date and a short CVC", async () => {
    const owner = await createVerifiedUser(t);
    const { clientSecret } = await startTopUp(owner, 10);
    const expired = await confirm(owner, clientSecret, "4242424242424242", { expMonth: 1, expYear: 2020 });
    expect(expired.json().code).toBe("expired_card");
    const shortCvc = await confirm(owner, clientSecret, "4242424242424242", { cvc: "12" });
    expect(shortCvc.json().code).toBe("invalid_cvc");
  });

  it("never trusts the amount the browser names, nor someone else's payment", async () => {
    const owner = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    const { clientSecret, paymentIntentId } = await startTopUp(owner, 10);
    await confirm(owner, clientSecret, "4242424242424242");
    const inflated = await direct(owner, 1000, paymentIntentId);
    expect(inflated.statusCode).toBe(400);
    expect(inflated.json()).toEqual({ error: "The amount does not match the payment.", field: "amount" });
    const foreign = await direct(stranger, 10, paymentIntentId);
    expect(foreign.statusCode).toBe(404);
    await t.paymentEventsHandled();
    expect(await balanceOf(owner)).toBe(10);
    expect(await balanceOf(stranger)).toBe(0);
  });

  it("refuses a second confirmation of a succeeded payment", async () => {
    const owner = await createVerifiedUser(t);
    const { clientSecret } = await startTopUp(owner, 10);
    await confirm(owner, clientSecret, "4242424242424242");
    const again = await confirm(owner, clientSecret, "4242424242424242");
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe("This PaymentIntent has already succeeded.");
  });

  it.each([
    [{ amount: 9 }, "Minimum purchase is $10"],
    [{ amount: 10.5 }, "Enter a whole number of dollars."],
    [{ amount: "50" }, "Enter an amount in dollars."],
    [{ amount: 10_001 }, "The most you can add at once is $10,000."],
  ])("refuses a bad top-up amount %j", async (payload, error) => {
    const owner = await createVerifiedUser(t);
    const response = await t.request({
      method: "POST",
      url: "/api/add-balance",
      cookie: owner.cookie,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, field: "amount" });
  });

  it("refuses signed-out callers and unknown payments", async () => {
    expect(
      (await t.request({ method: "POST", url: "/api/add-balance", payload: { amount: 10 } })).statusCode,
    ).toBe(401);
    const owner = await createVerifiedUser(t);
    expect((await direct(owner, 10, "pi_doesnotexist0000000000")).statusCode).toBe(404);
    expect((await direct(owner, 10, "nonsense")).statusCode).toBe(400);
    const unknownSecret = await confirm(owner, "pi_x_secret_y_unknown_000", "4242424242424242");
    expect(unknownSecret.statusCode).toBe(400);
  });

  it("says which processor the browser uses", async () => {
    const response = await t.request({ method: "GET", url: "/api/payments/config" });
    expect(response.json()).toEqual({ processor: "offline", publishableKey: null });
  });
});
