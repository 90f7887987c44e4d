import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, payments, users } from "../../src/server/db/schema";
import { licenceDay } from "../../src/shared/catalog/licence-day";
import { DEFAULT_NOTIFICATION_SETTINGS } from "../../src/shared/catalog/support";
import { readOutbox, textPartOf } from "../support/outbox";
import {
  createAgent,
  createOwner,
  grantDollars,
  grantLicence,
  type Owner,
  testAppForFile,
  testCard,
  topUpWithCard,
} from "../support/test-app";

const t = testAppForFile();
const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

const FLORIST = {
  businessName: "Petal & Stem",
  businessCategory: "retail",
  agentName: "Posy",
  agentPurpose: "Take flower orders and answer questions about delivery",
};

async function userRow(owner: Owner) {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, owner.username));
  return row!;
}

async function mailsTo(owner: Owner) {
  return (await readOutbox(t.outboxDir)).filter((mail) => mail.to.includes(owner.email));
}

/** Pays a payment's client secret with a test card, as the card form in the payer's browser does. */
async function pay(clientSecret: string, payer?: Owner) {
  const paid = await t.request({
    method: "POST",
    url: "/api/offline-payments/confirm",
    payload: { clientSecret, card: testCard() },
    ...(payer ? { cookie: payer.cookie } : {}),
  });
  await t.paymentEventsHandled();
  return paid;
}

/** A signed-in owner buys the licence at checkout by card; answers the licence the server reports. */
async function buyLicence(owner: Owner, plan: "simple" | "plus" = "plus") {
  const started = await owner.post("/api/licence/checkout", { plan });
  expect(started.statusCode).toBe(200);
  const { clientSecret, paymentIntentId } = started.json();
  expect((await pay(clientSecret, owner)).statusCode).toBe(200);
  const completed = await owner.post("/api/licence/complete", { paymentIntentId });
  expect(completed.statusCode).toBe(200);
  return completed.json();
}

/** Moves the owner's licence end to `days` from the test clock's now, keeping its plan. */
async function endLicenceIn(owner: Owner, days: number) {
  const row = await userRow(owner);
  await grantLicence(t, owner.username, { plan: row.subscriptionPlan, days });
  return (await userRow(owner)).planExpiresAt!;
}

describe("a licence is needed to put an agent live", () => {
  it("refuses an agent without a licence, charges nothing, and creates it once the licence is bought", async () => {
    const owner = await createOwner(t, { licence: false });
    await grantDollars(t, owner.username, 50);
    const me = (await owner.get("/api/auth/me")).json().user;
    expect(me).toMatchObject({ subscriptionPlan: "simple", licenceExpiresAt: null });

    const numbers = (await owner.get("/api/phone-numbers/314?country=US")).json() as string[];
    const refused = await owner.post("/api/active-bots", {
      phoneNumber: numbers[0],
      selectedCountry: "US",
      ...FLORIST,
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      error:
        "You need an active Switchboard licence to put an agent live. Get the licence ($39/year), then create your agent.",
      code: "licence_required",
    });
    expect((await owner.get("/api/balance")).json().balance).toBe(50);
    expect((await owner.get("/api/active-bots")).json()).toEqual([]);

    const licence = await buyLicence(owner, "plus");
    expect(licence).toMatchObject({ plan: "plus", active: true, autoRenew: true, renewalPrice: 39 });
    const endsAt = new Date(licence.expiresAt).getTime();
    expect(endsAt).toBeGreaterThan(t.clock.now().getTime() + YEAR_MS - 60_000);
    const after = (await owner.get("/api/auth/me")).json().user;
    expect(after).toMatchObject({ subscriptionPlan: "plus", licenceExpiresAt: licence.expiresAt });

    const agent = await createAgent(t, owner, FLORIST);
    expect(agent.status).toBe("active");
    expect((await owner.get("/api/balance")).json().balance).toBe(25);
    // The payment is the owner's: the receipt names the licence, and it never links to anyone else.
    expect((await mailsTo(owner)).map((mail) => mail.subject)).toContain(
      "Receipt: Switchboard licence, $39.00",
    );
  });

  it("refuses a licence checkout with a bad plan, signed out, and completing someone else's payment", async () => {
    const owner = await createOwner(t, { licence: false });
    const badPlan = await owner.post("/api/licence/checkout", { plan: "gold" });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json()).toEqual({ error: "Invalid plan selected", field: "plan" });
    const signedOut = await t.request({
      method: "POST",
      url: "/api/licence/checkout",
      payload: { plan: "plus" },
    });
    expect(signedOut.statusCode).toBe(401);

    const started = (await owner.post("/api/licence/checkout", { plan: "plus" })).json();
    // Not paid yet: nothing to apply.
    const unpaid = await owner.post("/api/licence/complete", { paymentIntentId: started.paymentIntentId });
    expect(unpaid.statusCode).toBe(402);
    await pay(started.clientSecret, owner);
    const stranger = await createOwner(t, { licence: false });
    const foreign = await stranger.post("/api/licence/complete", {
      paymentIntentId: started.paymentIntentId,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await userRow(stranger)).planExpiresAt).toBeNull();
    expect((await owner.post("/api/licence/complete", { paymentIntentId: "nope" })).statusCode).toBe(400);
    // The processor's event applied the owner's payment by itself.
    expect((await owner.get("/api/licence")).json()).toMatchObject({ plan: "plus", active: true });
  });
});

describe("a Plus licence past its end", () => {
  it("stops API keys and agents beyond the Simple limit, deletes nothing, and a renewal brings them back", async () => {
    const owner = await createOwner(t);
    await grantLicence(t, owner.username, { plan: "plus", days: 30 });
    await grantDollars(t, owner.username, 200);
    for (let index = 0; index < 6; index++) {
      await createAgent(t, owner, { ...FLORIST, businessName: `Petal ${index}` }, "314");
    }
    const key = (await owner.post("/api/api-keys", { name: "CRM" })).json();
    const bearer = { authorization: `Bearer ${key.secret}` };
    expect((await t.app.inject({ method: "GET", url: "/api/active-bots", headers: bearer })).statusCode).toBe(
      200,
    );

    await endLicenceIn(owner, -1);
    const refusedKey = await t.app.inject({ method: "GET", url: "/api/active-bots", headers: bearer });
    expect(refusedKey.statusCode).toBe(403);
    expect(refusedKey.json().error).toBe(
      "Your Plus licence has ended, so its API keys are paused. Renew the licence on the Upgrade page to use them again.",
    );
    expect((await owner.post("/api/api-keys", { name: "Another" })).statusCode).toBe(403);
    const seventh = await owner.get("/api/phone-numbers/314?country=US");
    const refusedAgent = await owner.post("/api/active-bots", {
      phoneNumber: (seventh.json() as string[])[0],
      selectedCountry: "US",
      ...FLORIST,
    });
    expect(refusedAgent.statusCode).toBe(402);
    expect(refusedAgent.json().code).toBe("licence_required");
    expect((await owner.get("/api/auth/me")).json().user.subscriptionPlan).toBe("simple");
    // Nothing is deleted: the agents and the key are all still there.
    expect((await owner.get("/api/active-bots")).json()).toHaveLength(6);
    expect((await owner.get("/api/api-keys")).json().apiKeys).toHaveLength(1);

    // Renewing by hand from the balance: $39 for Plus, and the same key works again.
    const balanceBefore = (await owner.get("/api/balance")).json().balance;
    const renewed = await owner.post("/api/licence/renew", { method: "balance" });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().licence).toMatchObject({ plan: "plus", active: true });
    expect((await owner.get("/api/balance")).json().balance).toBe(balanceBefore - 39);
    expect((await t.app.inject({ method: "GET", url: "/api/active-bots", headers: bearer })).statusCode).toBe(
      200,
    );
  });
});

describe("automatic renewal", () => {
  const renewalPayments = async (owner: Owner) => {
    const row = await userRow(owner);
    return t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, row.id), eq(payments.purpose, "licence_renewal")));
  };

  it("is off for an account that did not buy by card, and can be switched on and off", async () => {
    const owner = await createOwner(t);
    expect((await owner.get("/api/licence")).json()).toMatchObject({ autoRenew: false, plan: "simple" });
    const on = await owner.patch("/api/licence", { autoRenew: true });
    expect(on.json().autoRenew).toBe(true);
    const bad = await owner.patch("/api/licence", { autoRenew: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("autoRenew");
    expect((await t.request({ method: "GET", url: "/api/licence" })).statusCode).toBe(401);
    expect(
      (await t.request({ method: "PATCH", url: "/api/licence", payload: { autoRenew: false } })).statusCode,
    ).toBe(401);
  });

  it("charges the saved card once per period, even when two runs start together", async () => {
    const owner = await createOwner(t, { licence: false });
    await buyLicence(owner, "plus");
    const oldEnd = await endLicenceIn(owner, 0.5);
    const { licence } = t.app.services;
    await Promise.all([licence.renewDueLicences(), licence.renewDueLicences()]);
    await licence.renewDueLicences();
    await t.paymentEventsHandled();

    const charged = await renewalPayments(owner);
    expect(charged).toHaveLength(1);
    expect(charged[0]!.amountCents).toBe(3900);
    expect((await userRow(owner)).planExpiresAt!.getTime()).toBe(oldEnd.getTime() + YEAR_MS);
    expect((await mailsTo(owner)).map((mail) => mail.subject)).toContain(
      "Receipt: Switchboard licence renewal, $39.00",
    );
    // The next run in the same period finds nothing due: the new end is a year away.
    await licence.renewDueLicences();
    expect(await renewalPayments(owner)).toHaveLength(1);
  });

  it("takes the price from the balance once when no card is saved", async () => {
    const owner = await createOwner(t);
    await owner.patch("/api/licence", { autoRenew: true });
    await grantDollars(t, owner.username, 40);
    const oldEnd = await endLicenceIn(owner, 0.5);
    const { licence } = t.app.services;
    await Promise.all([licence.renewDueLicences(), licence.renewDueLicences()]);
    await licence.renewDueLicences();

    expect((await owner.get("/api/balance")).json().balance).toBe(15);
    const row = await userRow(owner);
    const debits = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, row.id), eq(ledgerEntries.kind, "licence_renewal")));
    expect(debits.map((entry) => entry.amountCents)).toEqual([-2500]);
    expect(row.planExpiresAt!.getTime()).toBe(oldEnd.getTime() + YEAR_MS);
    const receipt = (await mailsTo(owner)).find(
      (mail) => mail.subject === "Receipt: Switchboard licence renewal, $25.00",
    );
    const text = textPartOf(receipt!);
    expect(text).toContain("Paid with: your Switchboard balance");
    expect(text).toContain(`Account: ${owner.username} (${owner.email})`);
    expect(text).toContain(`Your licence now runs until ${licenceDay(row.planExpiresAt!)}.`);
  });

  it("records and mails a refused card once, and the owner then renews by hand with a card", async () => {
    const owner = await createOwner(t);
    // Stripe's 4000 0000 0000 0341 pays once, then declines every later charge.
    await topUpWithCard(t, owner, 10, testCard("4000000000000341"));
    await owner.patch("/api/licence", { autoRenew: true });
    const oldEnd = await endLicenceIn(owner, 0.5);
    const { licence } = t.app.services;
    await licence.renewDueLicences();
    await licence.renewDueLicences();

    const failures = (await mailsTo(owner)).filter(
      (mail) => mail.subject === "Your Switchboard licence could not be renewed",
    );
    expect(failures).toHaveLength(1);
    expect(textPartOf(failures[0]!)).toContain("the card ending in 0341");
    expect((await userRow(owner)).planExpiresAt!.getTime()).toBe(oldEnd.getTime());
    const status = (await owner.get("/api/licence")).json();
    expect(status).toMatchObject({ canRenew: true, renewalFailure: "Your card was declined." });

    const started = await owner.post("/api/licence/renew", { method: "card" });
    expect(started.statusCode).toBe(200);
    const { clientSecret, paymentIntentId } = started.json();
    await pay(clientSecret, owner);
    const completed = await owner.post("/api/licence/complete", { paymentIntentId });
    expect(completed.statusCode).toBe(200);
    expect(new Date(completed.json().expiresAt).getTime()).toBe(oldEnd.getTime() + YEAR_MS);
  });

  it("refuses a renewal by hand too early, without a licence, without the balance, or with a bad method", async () => {
    const owner = await createOwner(t);
    const early = await owner.post("/api/licence/renew", { method: "balance" });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(
      /^Your licence runs until \d{4}-\d{2}-\d{2}\. You can renew it in its last 30 days\.$/,
    );
    await endLicenceIn(owner, 10);
    const poor = await owner.post("/api/licence/renew", { method: "balance" });
    expect(poor.statusCode).toBe(402);
    expect(poor.json().error).toBe("Your balance of $0.00 does not cover the $25.00 renewal.");
    const bad = await owner.post("/api/licence/renew", { method: "cash" });
    expect(bad.json()).toEqual({ error: "Choose card or balance.", field: "method" });
    const none = await createOwner(t, { licence: false });
    expect((await none.post("/api/licence/renew", { method: "card" })).statusCode).toBe(409);
    expect(
      (await t.request({ method: "POST", url: "/api/licence/renew", payload: { method: "card" } }))
        .statusCode,
    ).toBe(401);
  });
});

describe("linking a licence bought before signup", () => {
  it("never takes a running Plus down to Simple, and adds the year to its end", async () => {
    const owner = await createOwner(t);
    await grantLicence(t, owner.username, { plan: "plus", days: 100 });
    const before = (await userRow(owner)).planExpiresAt!;
    const intent = await t.request({
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { plan: "simple", email: owner.email },
    });
    await pay(intent.json().clientSecret);
    const linked = await owner.post("/api/link-subscription", { plan: "simple" });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().plan).toBe("plus");
    expect(new Date(linked.json().planExpiresAt).getTime()).toBe(before.getTime() + YEAR_MS);
    expect((await owner.get("/api/auth/me")).json().user.subscriptionPlan).toBe("plus");
  });

  it("gives Simple to an account whose Plus has ended", async () => {
    const owner = await createOwner(t);
    await grantLicence(t, owner.username, { plan: "plus", days: -2 });
    const email = owner.email;
    const intent = await t.request({
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { plan: "simple", email },
    });
    await pay(intent.json().clientSecret);
    const linked = await owner.post("/api/link-subscription", { plan: "simple" });
    expect(linked.json().plan).toBe("simple");
  });
});

// Last: these move the test clock forward by days.
describe("renewal reminders", () => {
  const reminders = async (owner: Owner) =>
    (await mailsTo(owner)).filter((mail) => mail.subject.startsWith("Your Switchboard licence ends in"));

  it("mails 14 and 3 days before the end, each once however often the job runs", async () => {
    const owner = await createOwner(t);
    const endsAt = await endLicenceIn(owner, 13.9);
    const { licence } = t.app.services;
    await Promise.all([licence.sendDueReminders(), licence.sendDueReminders()]);
    await licence.sendDueReminders();
    const first = await reminders(owner);
    expect(first.map((mail) => mail.subject)).toEqual(["Your Switchboard licence ends in 14 days"]);
    expect(textPartOf(first[0]!)).toContain(`ends on ${licenceDay(endsAt)}.`);

    t.clock.advance(5 * DAY_MS);
    await licence.sendDueReminders();
    expect(await reminders(owner)).toHaveLength(1);

    t.clock.advance(6 * DAY_MS);
    await Promise.all([licence.sendDueReminders(), licence.sendDueReminders()]);
    await licence.sendDueReminders();
    expect((await reminders(owner)).map((mail) => mail.subject)).toEqual([
      "Your Switchboard licence ends in 14 days",
      "Your Switchboard licence ends in 3 days",
    ]);
  });

  it("sends none to an owner who turned payment mails off", async () => {
    const owner = await createOwner(t);
    const saved = await owner.post("/api/notification-settings", {
      settings: { ...DEFAULT_NOTIFICATION_SETTINGS, paymentUpdates: false },
    });
    expect(saved.statusCode).toBe(200);
    await endLicenceIn(owner, 2.5);
    await t.app.services.licence.sendDueReminders();
    expect(await reminders(owner)).toEqual([]);
  });
});

describe("the upgrade to Plus", () => {
  it("is refused without a running licence, by balance and by card, and charges nothing", async () => {
    const owner = await createOwner(t, { licence: false });
    await grantDollars(t, owner.username, 50);
    const byBalance = await owner.post("/api/upgrade-with-balance", { amount: 25 });
    expect(byBalance.statusCode).toBe(402);
    expect(byBalance.json().error).toBe(
      "The upgrade to Plus is for a running licence. Renew your licence first, then upgrade.",
    );
    const byCard = await owner.post("/api/upgrade-subscription", { currentPlan: "simple", newPlan: "plus" });
    expect(byCard.statusCode).toBe(402);
    expect((await owner.get("/api/balance")).json().balance).toBe(50);
    expect((await userRow(owner)).subscriptionPlan).toBe("simple");
  });

  it("gives Plus for the rest of the running licence without moving its end", async () => {
    const owner = await createOwner(t);
    const end = await endLicenceIn(owner, 100);
    await grantDollars(t, owner.username, 50);
    const upgraded = await owner.post("/api/upgrade-with-balance", { amount: 25 });
    expect(upgraded.statusCode).toBe(200);
    const row = await userRow(owner);
    expect(row.subscriptionPlan).toBe("plus");
    expect(row.planExpiresAt!.getTime()).toBe(end.getTime());
  });
});

describe("the signed-in user", () => {
  it("reads as Simple once a Plus licence ends while the session goes on", async () => {
    const owner = await createOwner(t);
    await grantLicence(t, owner.username, { plan: "plus", days: 1 });
    expect((await owner.get("/api/auth/me")).json().user.subscriptionPlan).toBe("plus");
    t.clock.advance(2 * DAY_MS);
    expect((await owner.get("/api/auth/me")).json().user.subscriptionPlan).toBe("simple");
  });
});
