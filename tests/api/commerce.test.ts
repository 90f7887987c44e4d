import { describe, expect, it } from "vitest";
import { readOutbox } from "../support/outbox";
import {
  createAgent,
  createVerifiedUser,
  grantDollars,
  randomClientAddress,
  testAppForFile,
  testCard,
  topUpWithCard,
  uniqueName,
} from "../support/test-app";

const t = testAppForFile();

type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;
const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string) => testCard(number, "Grace Hopper");

const post = (url: string, payload: unknown, cookie?: string) =>
  t.request({
    method: "POST",
    url,
    payload: payload as Record<string, unknown>,
    ...(cookie ? { cookie } : {}),
  });
const get = (url: string, cookie?: string) =>
  t.request({ method: "GET", url, ...(cookie ? { cookie } : {}) });

/** Pays as the card form does, in the browser of the payment's owner (none before signup). */
async function payWithCard(clientSecret: string, number = "4242424242424242", cookie?: string) {
  const response = await post("/api/offline-payments/confirm", { clientSecret, card: card(number) }, cookie);
  await t.paymentEventsHandled();
  return response;
}

/** A $N top-up paid with a card, which also saves the card to the owner. */
const topUp = (owner: Owner, dollars: number, number = "4242424242424242") =>
  topUpWithCard(t, owner, dollars, card(number));

const balanceOf = async (owner: Owner) => (await get("/api/balance", owner.cookie)).json().balance as number;
const planOf = async (owner: Owner) =>
  (await get("/api/auth/me", owner.cookie)).json().user.subscriptionPlan as string;

/** Pays a Plus licence by card at checkout, then signs up and verifies with its email. */
async function buyLicenceAndSignUp(number = "4242424242424242") {
  const username = uniqueName();
  const email = `${username}@example.com`;
  const intent = await post("/api/create-payment-intent", { amount: 1, plan: "plus", email });
  expect(intent.statusCode).toBe(200);
  const { clientSecret } = intent.json();
  expect((await payWithCard(clientSecret, number)).statusCode).toBe(200);

  const signup = await post("/api/auth/signup", { username, email, password: "licence holder 1" });
  expect(signup.statusCode).toBe(201);
  const verify = await post("/api/auth/verify-email", { email, code: await t.latestCode(email) });
  const cookie = verify.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return { cookie };
}

describe("licence checkout before signup", () => {
  it("prices the plan on the server and links the payment after verification", async () => {
    const { cookie } = await buyLicenceAndSignUp();
    const linked = await post("/api/link-subscription", { plan: "plus" }, cookie);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ success: true, plan: "plus" });
    expect(new Date(linked.json().planExpiresAt).getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    expect((await get("/api/auth/me", cookie)).json().user.subscriptionPlan).toBe("plus");
    // The card used for the licence is kept for auto-recharge.
    expect((await get("/api/payment-methods", cookie)).json().paymentMethods).toHaveLength(1);
    // A payment links to one account only.
    expect((await post("/api/link-subscription", { plan: "plus" }, cookie)).statusCode).toBe(402);
  });

  it("refuses to link without a paid licence for the email, and an unpaid one", async () => {
    const owner = await createVerifiedUser(t);
    const none = await post("/api/link-subscription", { plan: "plus" }, owner.cookie);
    expect(none.statusCode).toBe(402);
    expect(none.json().error).toBe("We found no licence payment for this email address.");
    await post("/api/create-payment-intent", { plan: "simple", email: owner.email });
    expect((await post("/api/link-subscription", { plan: "simple" }, owner.cookie)).statusCode).toBe(402);
    expect(await planOf(owner)).toBe("simple");
  });

  it("limits how many checkouts one address may start in an hour", async () => {
    const address = randomClientAddress();
    const start = () =>
      t.request({
        method: "POST",
        url: "/api/create-payment-intent",
        payload: { plan: "plus", email: "buyer@example.com" },
        remoteAddress: address,
      });
    for (let index = 0; index < 20; index++) expect((await start()).statusCode).toBe(200);
    const limited = await start();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(
      /^Too many checkouts were started from here\. Try again in \d+ minutes?\.$/,
    );
  });

  it("refuses an invalid plan or email, and linking when signed out", async () => {
    const badPlan = await post("/api/create-payment-intent", { plan: "gold", email: "a@example.com" });
    expect(badPlan.json()).toEqual({ error: "Invalid plan selected", field: "plan" });
    const badEmail = await post("/api/create-payment-intent", { plan: "plus", email: "nope" });
    expect(badEmail.json()).toEqual({ error: "Please enter a valid email address", field: "email" });
    expect((await post("/api/link-subscription", { plan: "plus" })).statusCode).toBe(401);
  });
});

describe("saved cards and the CVC check", () => {
  it("lists the card a top-up used by brand, last 4 and expiry, and names its holder only after the CVC", async () => {
    const owner = await createVerifiedUser(t);
    await topUp(owner, 10);
    const methods = (await get("/api/payment-methods", owner.cookie)).json().paymentMethods;
    expect(methods).toEqual([
      {
        id: expect.stringMatching(/^pm_/),
        brand: "visa",
        last4: "4242",
        expMonth: 12,
        expYear: nextYear,
      },
    ]);
    const check = await post("/api/verify-cvv", { cvv: "123" }, owner.cookie);
    expect(check.json()).toEqual({ valid: true, card: { ...methods[0], cardholderName: "Grace Hopper" } });
  });

  it("answers invalid for the card whose CVC check fails, and limits checks to 5 an hour", async () => {
    const owner = await createVerifiedUser(t);
    await topUp(owner, 10, "4000000000000101");
    const failing = await post("/api/verify-cvv", { cvv: "123" }, owner.cookie);
    expect(failing.json()).toEqual({ valid: false, card: null });
    for (let attempt = 2; attempt <= 5; attempt++) {
      expect((await post("/api/verify-cvv", { cvv: "999" }, owner.cookie)).statusCode).toBe(200);
    }
    const limited = await post("/api/verify-cvv", { cvv: "123" }, owner.cookie);
    expect(limited.statusCode).toBe(429);
  });

  it("refuses a short CVC, a missing card, someone else's card and signed-out callers", async () => {
    const owner = await createVerifiedUser(t);
    const short = await post("/api/verify-cvv", { cvv: "12" }, owner.cookie);
    expect(short.json()).toEqual({ error: "Please enter a valid CVV code.", field: "cvv" });
    expect((await post("/api/verify-cvv", { cvv: "123" }, owner.cookie)).statusCode).toBe(404);
    const other = await createVerifiedUser(t);
    await topUp(other, 10);
    const theirCard = (await get("/api/payment-methods", other.cookie)).json().paymentMethods[0].id;
    const foreign = await t.request({
      method: "DELETE",
      url: `/api/payment-methods/${theirCard}`,
      cookie: owner.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get("/api/payment-methods", other.cookie)).json().paymentMethods).toHaveLength(1);
    expect((await get("/api/payment-methods")).statusCode).toBe(401);
    expect((await post("/api/verify-cvv", { cvv: "123" })).statusCode).toBe(401);
  });

  // The same card paying again is the card already saved, listed once.
  describe("one entry per card", () => {
    const cardsOf = async (cookie: string) =>
      (await get("/api/payment-methods", cookie)).json().paymentMethods as { id: string; last4: string }[];

    it("lists the card once after the licence and a top-up, whatever name is typed", async () => {
      const { cookie } = await buyLicenceAndSignUp();
      expect((await post("/api/link-subscription", { plan: "plus" }, cookie)).statusCode).toBe(200);
      const [licenceCard] = await cardsOf(cookie);
      await topUpWithCard(t, { cookie }, 10, testCard("4242 4242 4242 4242", "G. Hopper"));
      expect(await cardsOf(cookie)).toEqual([licenceCard]);
      expect((await get("/api/balance", cookie)).json().balance).toBe(10);
    });

    it("lists the card once after two top-ups, and still recharges from it", async () => {
      const owner = await createVerifiedUser(t);
      await topUp(owner, 10);
      const [first] = await cardsOf(owner.cookie);
      await topUp(owner, 20);
      expect(await cardsOf(owner.cookie)).toEqual([first]);
      // Creating an agent leaves $5, under the $10 limit: the one saved card pays $10.
      await createAgent(t, owner, {
        businessName: "Plum Bakery",
        businessCategory: "restaurant",
        agentName: "Plum Bakery AI Assistant",
        agentPurpose: "Take orders",
      });
      await t.paymentEventsHandled();
      expect(await balanceOf(owner)).toBe(15);
    });

    it("lists two different cards as two", async () => {
      const owner = await createVerifiedUser(t);
      await topUp(owner, 10);
      // Listed in the order saved; a moment apart, as an owner's payments are.
      t.clock.advance(1000);
      await topUp(owner, 10, "5555555555554444");
      await topUp(owner, 10);
      expect((await cardsOf(owner.cookie)).map((saved) => saved.last4)).toEqual(["4242", "4444"]);
    });

    it("lists the card once when two payments with it happen at once, and credits both", async () => {
      const owner = await createVerifiedUser(t);
      await Promise.all([topUp(owner, 10), topUp(owner, 20), topUp(owner, 30)]);
      expect(await cardsOf(owner.cookie)).toHaveLength(1);
      expect(await balanceOf(owner)).toBe(60);
    });
  });

  it("removes a saved card", async () => {
    const owner = await createVerifiedUser(t);
    await topUp(owner, 10);
    const [saved] = (await get("/api/payment-methods", owner.cookie)).json().paymentMethods;
    const removed = await t.request({
      method: "DELETE",
      url: `/api/payment-methods/${saved.id}`,
      cookie: owner.cookie,
    });
    expect(removed.json()).toEqual({ success: true });
    expect((await get("/api/payment-methods", owner.cookie)).json().paymentMethods).toEqual([]);
  });
});

describe("auto-recharge", () => {
  const patch = (owner: Owner, payload: Record<string, unknown>) =>
    t.request({ method: "PATCH", url: "/api/user-settings", cookie: owner.cookie, payload });

  it("defaults to on with a $10 limit, and keeps a change", async () => {
    const owner = await createVerifiedUser(t);
    expect((await get("/api/user-settings", owner.cookie)).json()).toEqual({
      autoRechargeEnabled: true,
      autoRechargeLimit: 10,
    });
    const saved = await patch(owner, { autoRechargeEnabled: false, autoRechargeLimit: 20 });
    expect(saved.json()).toEqual({ autoRechargeEnabled: false, autoRechargeLimit: 20 });
    expect((await get("/api/user-settings", owner.cookie)).json()).toEqual({
      autoRechargeEnabled: false,
      autoRechargeLimit: 20,
    });
  });

  it.each([
    [{ autoRechargeEnabled: true, autoRechargeLimit: 5 }, "Minimum auto-recharge limit is $10."],
    [{ autoRechargeEnabled: true, autoRechargeLimit: 12.5 }, "Minimum auto-recharge limit is $10."],
    [{ autoRechargeEnabled: "yes", autoRechargeLimit: 10 }, undefined],
  ])("refuses %j", async (payload, error) => {
    const owner = await createVerifiedUser(t);
    const response = await patch(owner, payload);
    expect(response.statusCode).toBe(400);
    if (error) expect(response.json().error).toBe(error);
    expect((await get("/api/user-settings")).statusCode).toBe(401);
  });

  it("adds $10 from the saved card once when a charge crosses below the limit", async () => {
    const owner = await createVerifiedUser(t);
    await topUp(owner, 30);
    // Creating an agent leaves $5: under the $10 limit, so $10 is recharged once.
    const garage = {
      businessName: "Peach Garage",
      businessCategory: "automotive",
      agentName: "Peach Garage AI Assistant",
      agentPurpose: "Book services",
    };
    await createAgent(t, owner, garage, "404");
    await t.paymentEventsHandled();
    expect(await balanceOf(owner)).toBe(15);
    // Still above the limit: nothing more.
    expect(await balanceOf(owner)).toBe(15);
  });

  it("records and mails a refused recharge, and does not retry it in a loop", async () => {
    const owner = await createVerifiedUser(t);
    // Stripe's 4000 0000 0000 0341 pays once, then declines every later charge.
    await topUp(owner, 30, "4000000000000341");
    await grantDollars(t, owner.username, 0.01);
    await post("/api/charge-balance", { amount: 25 }, owner.cookie);
    await t.paymentEventsHandled();
    expect(await balanceOf(owner)).toBe(5.01);
    const mails = await readOutbox(t.outboxDir);
    const failures = mails.filter(
      (mail) => mail.to === owner.email && mail.subject.startsWith("Auto-recharge failed"),
    );
    expect(failures).toHaveLength(1);
    // Another change below the limit does not try the card again.
    await t.request({
      method: "PATCH",
      url: "/api/user-settings",
      cookie: owner.cookie,
      payload: { autoRechargeEnabled: true, autoRechargeLimit: 20 },
    });
    const after = (await readOutbox(t.outboxDir)).filter(
      (mail) => mail.to === owner.email && mail.subject.startsWith("Auto-recharge failed"),
    );
    expect(after).toHaveLength(1);
  });
});

describe("upgrade to Plus", () => {
  it("takes $25 from the balance and sets the plan in one step", async () => {
    const owner = await createVerifiedUser(t);
    await grantDollars(t, owner.username, 40);
    await t.request({
      method: "PATCH",
      url: "/api/user-settings",
      cookie: owner.cookie,
      payload: { autoRechargeEnabled: false, autoRechargeLimit: 10 },
    });
    const response = await post("/api/upgrade-with-balance", { amount: 25 }, owner.cookie);
    expect(response.json()).toEqual({ success: true, balance: 15 });
    expect(await planOf(owner)).toBe("plus");
    const again = await post("/api/upgrade-with-balance", { amount: 25 }, owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(owner)).toBe(15);
  });

  it("refuses with 'Insufficient balance (need $25)' below $25 and changes nothing", async () => {
    const owner = await createVerifiedUser(t);
    await grantDollars(t, owner.username, 24);
    const response = await post("/api/upgrade-with-balance", { amount: 25 }, owner.cookie);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: "Insufficient balance (need $25)" });
    expect(await planOf(owner)).toBe("simple");
    expect(await balanceOf(owner)).toBe(24);
    expect((await post("/api/upgrade-with-balance", { amount: 50 }, owner.cookie)).statusCode).toBe(400);
    expect((await post("/api/upgrade-with-balance", { amount: 25 })).statusCode).toBe(401);
  });

  it("upgrades by card only once the payment has succeeded", async () => {
    const owner = await createVerifiedUser(t);
    const started = await post(
      "/api/upgrade-subscription",
      { currentPlan: "simple", newPlan: "plus" },
      owner.cookie,
    );
    expect(started.statusCode).toBe(200);
    const { clientSecret } = started.json();
    const intentId = clientSecret.split("_secret_")[0];
    const early = await post("/api/upgrade-complete", { paymentIntentId: intentId }, owner.cookie);
    expect(early.statusCode).toBe(402);
    expect(await planOf(owner)).toBe("simple");
    await payWithCard(clientSecret, "4242424242424242", owner.cookie);
    const done = await post("/api/upgrade-complete", { paymentIntentId: intentId }, owner.cookie);
    expect(done.json()).toEqual({ success: true, plan: "plus" });
    expect(await planOf(owner)).toBe("plus");
    const stranger = await createVerifiedUser(t);
    expect(
      (await post("/api/upgrade-complete", { paymentIntentId: intentId }, stranger.cookie)).statusCode,
    ).toBe(404);
  });

  it("refuses an upgrade to anything but plus", async () => {
    const owner = await createVerifiedUser(t);
    const response = await post(
      "/api/upgrade-subscription",
      { currentPlan: "simple", newPlan: "gold" },
      owner.cookie,
    );
    expect(response.json()).toEqual({ error: "You can upgrade to Plus only.", field: "newPlan" });
  });
});
