import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, testAppForFile } from "../support/test-app";

// Random interleavings of top-ups, charges, recharges, upgrades and refunds
// keep balance = sum of ledger entries ≥ 0, credit each payment once, and take a refunded
// payment back once: from the balance as far as it goes, the rest as a debt (decision 0017).

type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;
const t = testAppForFile();

const year = new Date().getUTCFullYear() + 1;
const card = (number: string) => ({ number, expMonth: 12, expYear: year, cvc: "123", name: "P" });

const operation = fc.oneof(
  fc.record({
    kind: fc.constant("top-up" as const),
    dollars: fc.constantFrom(10, 25, 50),
    declined: fc.boolean(),
    replay: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("agent" as const) }),
  fc.record({ kind: fc.constant("prepay" as const) }),
  fc.record({ kind: fc.constant("upgrade" as const) }),
  fc.record({ kind: fc.constant("limit" as const), dollars: fc.constantFrom(10, 20, 40) }),
  fc.record({ kind: fc.constant("refund" as const), pick: fc.nat() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function run(owner: Owner, op: Operation, numbers: string[], topUps: string[]): Promise<void> {
  const post = (url: string, payload: unknown) =>
    t.request({ method: "POST", url, cookie: owner.cookie, payload: payload as Record<string, unknown> });
  switch (op.kind) {
    case "top-up": {
      const { clientSecret, paymentIntentId } = (
        await post("/api/add-balance", { amount: op.dollars })
      ).json();
      await t.request({
        method: "POST",
        url: "/api/offline-payments/confirm",
        cookie: owner.cookie,
        payload: { clientSecret, card: card(op.declined ? "4000000000000002" : "4242424242424242") },
      });
      const direct = () => post("/api/add-balance-direct", { amount: op.dollars, paymentIntentId });
      await (op.replay ? Promise.all([direct(), direct()]) : direct());
      if (!op.declined) topUps.push(paymentIntentId);
      return;
    }
    case "refund": {
      // A top-up of an earlier batch refunded at the processor, perhaps twice.
      const intentId = topUps[op.pick % Math.max(topUps.length, 1)];
      if (intentId) await t.integrations.offlineProcessor!.refund(intentId);
      return;
    }
    case "agent": {
      const phoneNumber = numbers.shift();
      if (!phoneNumber) return;
      await post("/api/active-bots", {
        phoneNumber,
        selectedCountry: "US",
        businessName: "Property Pizza",
        businessCategory: "restaurant",
        agentName: "Property Pizza AI Assistant",
        agentPurpose: "Take orders",
      });
      return;
    }
    case "prepay":
      await post("/api/charge-balance", { amount: 25 });
      return;
    case "upgrade":
      await post("/api/upgrade-with-balance", { amount: 25 });
      return;
    case "limit":
      await t.request({
        method: "PATCH",
        url: "/api/user-settings",
        cookie: owner.cookie,
        payload: { autoRechargeEnabled: true, autoRechargeLimit: op.dollars },
      });
  }
}

async function invariantsOf(username: string) {
  const result = (await t.database.db.execute(sql`
    select b.balance_cents,
           coalesce((select sum(amount_cents) from ledger_entries l where l.user_id = u.id), 0)::int as ledger_total,
           (select count(*) from (select reference from ledger_entries l
              where l.user_id = u.id and l.kind in ('top_up', 'auto_recharge')
              group by reference having count(*) > 1) twice)::int as credited_twice,
           (select count(*) from payments p where p.user_id = u.id and p.purpose in ('top_up', 'auto_recharge')
              and p.settled_at is not null)::int as settled,
           (select count(*) from ledger_entries l where l.user_id = u.id and l.kind in ('top_up', 'auto_recharge'))::int as credits,
           b.debt_cents,
           coalesce((select sum(amount_cents) from ledger_entries l where l.user_id = u.id
              and l.kind not in ('card_refund', 'dispute', 'debt_repayment')), 0)::int as earned_less_spent,
           coalesce((select sum(amount_cents) from payments p where p.user_id = u.id
              and p.purpose in ('top_up', 'auto_recharge') and p.refunded_at is not null), 0)::int as refunded
    from users u left join balances b on b.user_id = u.id
    where u.username = ${username}`)) as { rows: Record<string, number>[] };
  return result.rows[0]!;
}

describe("money under random interleavings", () => {
  it("keeps the balance equal to the ledger, never negative, each payment credited once", async () => {
    const numbers = (
      await t.request({ method: "GET", url: "/api/phone-numbers/2?country=AU" })
    ).json() as string[];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(operation, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        async (batches) => {
          const owner = await createVerifiedUser(t);
          const topUps: string[] = [];
          for (const batch of batches) {
            const known = [...topUps];
            await Promise.all(
              batch.map((op) => run(owner, op, numbers, op.kind === "refund" ? known : topUps)),
            );
            await t.paymentEventsHandled();
          }
          const state = await invariantsOf(owner.username);
          const balance = state.balance_cents ?? 0;
          expect(balance).toBe(state.ledger_total);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(state.credited_twice).toBe(0);
          expect(state.credits).toBe(state.settled);
          const debt = state.debt_cents ?? 0;
          expect(debt).toBeGreaterThanOrEqual(0);
          // What is left and what is owed add up to what came in, less what was spent and refunded.
          expect(balance - debt).toBe(Number(state.earned_less_spent) - Number(state.refunded));
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);
});
