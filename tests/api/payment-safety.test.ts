import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, users } from "../../src/server/db/schema";
import type { PaymentEvent } from "../../src/server/integrations/payments/payments";
import { htmlPartOf, readOutbox, textPartOf } from "../support/outbox";
import {
  createAgent,
  createOwner,
  grantDollars,
  type Owner,
  testAppForFile,
  testCard,
  topUpWithCard,
  uniqueName,
} from "../support/test-app";

// The offline processor's events can be held back, as a slow webhook would be, to show what
// happens when a payment settles after the account changed.
let holdEvents = false;
const heldEvents: PaymentEvent[] = [];
let deliverEvent: (event: PaymentEvent) => Promise<unknown> = async () => undefined;
const t = testAppForFile(
  {},
  {
    adjustIntegrations: (integrations) => {
      const offline = integrations.offlineProcessor!;
      const subscribe = offline.onEvent.bind(offline);
      offline.onEvent = (handler) => {
        deliverEvent = handler;
        subscribe(async (event) => {
          if (holdEvents) heldEvents.push(event);
          else await handler(event);
        });
      };
      return integrations;
    },
  },
);

async function releaseHeldEvents() {
  holdEvents = false;
  for (const event of heldEvents.splice(0)) await deliverEvent(event);
}

const confirm = (clientSecret: string, cookie?: string, card = testCard()) =>
  t.request({
    method: "POST",
    url: "/api/offline-payments/confirm",
    ...(cookie ? { cookie } : {}),
    payload: { clientSecret, card },
  });

async function userRow(owner: Owner) {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, owner.username));
  return row!;
}

async function upgradePayments(owner: Owner) {
  const { id } = await userRow(owner);
  return t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, id), eq(payments.purpose, "upgrade")));
}

async function startCardUpgrade(owner: Owner) {
  const started = await owner.post("/api/upgrade-subscription", { currentPlan: "simple", newPlan: "plus" });
  expect(started.statusCode).toBe(200);
  return started.json().clientSecret as string;
}

const planOf = async (owner: Owner) => (await owner.get("/api/auth/me")).json().user.subscriptionPlan;
const mailsTo = async (owner: Owner) =>
  (await readOutbox(t.outboxDir)).filter((mail) => mail.to.includes(owner.email));

describe("who may confirm a payment", () => {
  it("refuses a stranger's card for someone else's top-up and never saves it to their account", async () => {
    const owner = await createOwner(t);
    const stranger = await createOwner(t);
    const started = (await owner.post("/api/add-balance", { amount: 20 })).json();
    const foreign = await confirm(
      started.clientSecret,
      stranger.cookie,
      testCard("5555555555554444", "Mallory"),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: "This payment does not exist." });
    const signedOut = await confirm(started.clientSecret);
    expect(signedOut.statusCode).toBe(401);
    await t.paymentEventsHandled();
    expect((await owner.get("/api/payment-methods")).json().paymentMethods).toEqual([]);
    expect((await owner.get("/api/balance")).json().balance).toBe(0);
    // The owner's own card still pays it.
    expect((await confirm(started.clientSecret, owner.cookie)).statusCode).toBe(200);
    await t.paymentEventsHandled();
    expect((await owner.get("/api/balance")).json().balance).toBe(20);
  });

  it("lets a visitor pay a licence before signup without an account", async () => {
    const email = `${uniqueName()}@example.com`;
    const intent = await t.request({
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { plan: "plus", email },
    });
    expect((await confirm(intent.json().clientSecret)).statusCode).toBe(200);
  });

  it("confirms one intent once when 50 confirmations arrive together", async () => {
    const owner = await createOwner(t);
    const { clientSecret } = (await owner.post("/api/add-balance", { amount: 10 })).json();
    const answers = await Promise.all(Array.from({ length: 50 }, () => confirm(clientSecret, owner.cookie)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(49);
    await t.paymentEventsHandled();
    expect((await owner.get("/api/balance")).json().balance).toBe(10);
  }, 60_000);
});

describe("an upgrade is paid once", () => {
  it("keeps one $25 when five card upgrades are started and paid at once", async () => {
    const owner = await createOwner(t);
    const secrets = new Set(await Promise.all(Array.from({ length: 5 }, () => startCardUpgrade(owner))));
    await Promise.all([...secrets].map((secret) => confirm(secret, owner.cookie)));
    await t.paymentEventsHandled();
    expect(await planOf(owner)).toBe("plus");
    const rows = await upgradePayments(owner);
    const kept = rows.filter((row) => row.settledAt && !row.refundedAt);
    expect(kept).toHaveLength(1);
    for (const row of rows.filter((candidate) => candidate !== kept[0])) {
      // Each other one was cancelled before it was paid, or refunded in full after.
      expect(row.cancelledAt).not.toBeNull();
      if (row.settledAt) expect(row.refundedAt).not.toBeNull();
    }
    const refundMails = (await mailsTo(owner)).filter((mail) => mail.subject.startsWith("Refund: $25.00"));
    expect(refundMails).toHaveLength(rows.filter((row) => row.refundedAt).length);
  }, 60_000);

  it("continues the open card upgrade instead of starting a second one", async () => {
    const owner = await createOwner(t);
    const first = await startCardUpgrade(owner);
    expect(await startCardUpgrade(owner)).toBe(first);
  });

  it("cancels a card upgrade still waiting for a card once the balance paid for the upgrade", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 60);
    const secret = await startCardUpgrade(owner);
    expect((await owner.post("/api/upgrade-with-balance", { amount: 25 })).statusCode).toBe(200);
    const [row] = await upgradePayments(owner);
    expect(row!.cancelledAt).not.toBeNull();
    const late = await confirm(secret, owner.cookie);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatch(/canceled: nothing was charged/);
    await t.paymentEventsHandled();
    expect((await owner.get("/api/balance")).json().balance).toBe(35);
    const receipt = (await mailsTo(owner)).find(
      (mail) => mail.subject === "Receipt: upgrade to Plus, $25.00",
    );
    expect(textPartOf(receipt!)).toContain("Paid with: your Switchboard balance");
  });

  it("refunds a card upgrade that settles after the balance paid for it, and tells the owner", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const secret = await startCardUpgrade(owner);
    holdEvents = true;
    expect((await confirm(secret, owner.cookie)).statusCode).toBe(200);
    // The card was charged but its event is late: the owner upgrades with the balance meanwhile.
    expect((await owner.post("/api/upgrade-with-balance", { amount: 25 })).statusCode).toBe(200);
    await releaseHeldEvents();
    await t.paymentEventsHandled();
    const [row] = await upgradePayments(owner);
    expect(row!.refundedAt).not.toBeNull();
    expect((await owner.get("/api/balance")).json().balance).toBe(5);
    const refund = (await mailsTo(owner)).find((mail) => mail.subject.startsWith("Refund: $25.00"));
    expect(textPartOf(refund!)).toContain("We have refunded the $25.00 to the card in full.");
    expect(textPartOf(refund!)).toContain("Visa •••• 4242");
  });

  it("cancels an open card upgrade when a licence links Plus to the account", async () => {
    const owner = await createOwner(t);
    const secret = await startCardUpgrade(owner);
    const intent = await t.request({
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { plan: "plus", email: owner.email },
    });
    expect((await confirm(intent.json().clientSecret)).statusCode).toBe(200);
    await t.paymentEventsHandled();
    expect((await owner.post("/api/link-subscription", { plan: "plus" })).statusCode).toBe(200);
    const [row] = await upgradePayments(owner);
    expect(row!.cancelledAt).not.toBeNull();
    expect((await confirm(secret, owner.cookie)).statusCode).toBe(400);
  });
});

describe("auto-recharge", () => {
  it("charges once per crossing below the limit, however often the limit changes", async () => {
    const owner = await createOwner(t);
    await topUpWithCard(t, owner, 30);
    for (let toggle = 0; toggle < 10; toggle++) {
      const limit = toggle % 2 === 0 ? 1000 : 10;
      expect(
        (await owner.patch("/api/user-settings", { autoRechargeEnabled: true, autoRechargeLimit: limit }))
          .statusCode,
      ).toBe(200);
      await t.paymentEventsHandled();
    }
    expect((await owner.get("/api/balance")).json().balance).toBe(30);
    // Spending below the $10 limit is the crossing: one $10 recharge.
    expect((await owner.post("/api/charge-balance", { amount: 25 })).statusCode).toBe(200);
    await t.paymentEventsHandled();
    expect((await owner.get("/api/balance")).json().balance).toBe(15);
    const first = await owner.post("/api/auto-recharges/announce", {});
    expect(first.statusCode).toBe(200);
    expect(first.json().charges).toMatchObject([
      { amount: 10, message: "Auto-recharge added $10 because your balance fell below $10" },
    ]);
    expect((await owner.post("/api/auto-recharges/announce", {})).json()).toEqual({ charges: [] });
    const receipt = (await mailsTo(owner)).find((mail) => mail.subject === "Receipt: auto-recharge, $10.00");
    expect(textPartOf(receipt!)).toContain("Auto-recharge added $10 because your balance fell below $10.");
  });

  it("announces only the owner's own charges, and refuses the signed-out and unknown fields", async () => {
    const owner = await createOwner(t);
    const other = await createOwner(t);
    await topUpWithCard(t, other, 30);
    await other.post("/api/charge-balance", { amount: 25 });
    await t.paymentEventsHandled();
    expect((await owner.post("/api/auto-recharges/announce", {})).json()).toEqual({ charges: [] });
    expect(
      (await t.request({ method: "POST", url: "/api/auto-recharges/announce", payload: {} })).statusCode,
    ).toBe(401);
    expect((await owner.post("/api/auto-recharges/announce", { all: true })).statusCode).toBe(400);
    expect((await other.post("/api/auto-recharges/announce", {})).json().charges).toHaveLength(1);
  });
});

describe("receipts", () => {
  it("name what was bought, the card, the amount, the date and the account", async () => {
    const owner = await createOwner(t);
    const intentId = await topUpWithCard(t, owner, 40);
    const receipt = (await mailsTo(owner)).find((mail) => mail.subject === "Receipt: balance top-up, $40.00");
    const text = textPartOf(receipt!);
    expect(text).toContain("Bought: Balance top-up: $40.00 added to your balance");
    expect(text).toContain("Amount: $40.00");
    expect(text).toContain("Paid with: Visa •••• 4242");
    // No agent yet, so no timezone of the owner's: the time is in UTC, and says so.
    expect(text).toMatch(/^Date: [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/m);
    expect(text).toContain(`Account: ${owner.username} (${owner.email})`);
    expect(text).toContain("Your balance is now $40.00.");
    expect(text).toContain(`Payment: ${intentId}`);
  });

  it("date a payment on the clocks of the owner's business once an agent says where it is", async () => {
    const owner = await createOwner(t);
    await topUpWithCard(t, owner, 30, { ...testCard("378282246310005"), cvc: "1234" });
    await createAgent(t, owner, {
      businessName: "Harbour Cafe",
      businessCategory: "restaurant",
      agentName: "Harbour Cafe AI Assistant",
      agentPurpose: "Take orders",
      timezone: "America/Los_Angeles",
    });
    await topUpWithCard(t, owner, 20, { ...testCard("378282246310005"), cvc: "1234" });
    const receipt = (await mailsTo(owner)).find((mail) => mail.subject === "Receipt: balance top-up, $20.00");
    const text = textPartOf(receipt!);
    expect(text).toMatch(/^Date: .+ (PST|PDT)$/m);
    expect(text).toContain("Paid with: American Express •••• 0005");
  });

  it("name the licence and the address it was paid with before signup, and say to sign up with it", async () => {
    const email = `${uniqueName()}@example.com`;
    const intent = await t.request({
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { plan: "plus", email },
    });
    await confirm(intent.json().clientSecret, undefined, testCard("5555555555554444"));
    await t.paymentEventsHandled();
    const receipt = (await readOutbox(t.outboxDir)).find((mail) => mail.to.includes(email));
    expect(receipt!.subject).toBe("Receipt: Switchboard licence, $39.00");
    const text = textPartOf(receipt!);
    expect(text).toContain("Bought: Switchboard Plus licence for one year");
    expect(text).toContain("Paid with: Mastercard •••• 4444");
    expect(text).toMatch(/^Date: .+ UTC$/m);
    expect(text).toContain(`Email address: ${email}`);
    expect(text).toContain(`What to do next: sign up to Switchboard with ${email}.`);
    // Nobody has signed up with the address yet: the mail speaks of no account, in either part.
    expect(text).not.toMatch(/account|balance/i);
    expect(htmlPartOf(receipt!)).not.toMatch(/account|balance/i);
  });
});
