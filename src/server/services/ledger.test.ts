import { randomUUID } from "node:crypto";
import { eq, inArray, sum } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { balances, ledgerEntries, users } from "../db/schema";
import { ledger } from "./ledger";

let database: Database;
beforeAll(async () => {
  database = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { inMemory: true },
  );
});
const createdUserIds: string[] = [];
afterAll(async () => {
  if (createdUserIds.length > 0) await database.db.delete(users).where(inArray(users.id, createdUserIds));
  await database.close();
});

async function newUser(): Promise<string> {
  const name = `ledger_${randomUUID().slice(0, 12)}`;
  const [row] = await database.db
    .insert(users)
    .values({ username: name, email: `${name}@example.com`, passwordHash: "x" })
    .returning({ id: users.id });
  createdUserIds.push(row!.id);
  return row!.id;
}

async function settled(userId: string) {
  const db = database.db;
  const [entries] = await db
    .select({ total: sum(ledgerEntries.amountCents) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  const [account] = await db.select().from(balances).where(eq(balances.userId, userId));
  return { ledgerTotal: Number(entries?.total ?? 0), balance: account?.balanceCents ?? 0 };
}

const operation = fc.oneof(
  fc.record({ type: fc.constant("credit" as const), cents: fc.integer({ min: 1, max: 10_000 }) }),
  fc.record({ type: fc.constant("debit" as const), cents: fc.integer({ min: 1, max: 10_000 }) }),
);

describe("the ledger", () => {
  it("keeps balance = sum of entries, never negative, and debits only what is there (sequential)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        const userId = await newUser();
        let model = 0;
        for (const op of operations) {
          const movement = { kind: "grant" as const, reference: randomUUID(), description: "property" };
          if (op.type === "credit") {
            expect(await ledger.credit(database.db, userId, op.cents, movement)).toBe(true);
            model += op.cents;
          } else {
            const taken = await ledger.debit(database.db, userId, op.cents, {
              ...movement,
              kind: "call_usage",
            });
            expect(taken).toBe(model >= op.cents);
            if (taken) model -= op.cents;
          }
        }
        const { ledgerTotal, balance } = await settled(userId);
        expect(balance).toBe(model);
        expect(ledgerTotal).toBe(model);
        expect(balance).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it("never overspends under concurrent debits, in transactions that lock the account", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 20_000 }),
        fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 2, maxLength: 15 }),
        async (startCents, debits) => {
          const userId = await newUser();
          if (startCents > 0) {
            await ledger.credit(database.db, userId, startCents, {
              kind: "grant",
              reference: randomUUID(),
              description: "start",
            });
          }
          const results = await Promise.all(
            debits.map((cents) =>
              database.db.transaction(async (tx) => {
                await ledger.lockAccount(tx, userId);
                return ledger.debit(tx, userId, cents, {
                  kind: "call_usage",
                  reference: randomUUID(),
                  description: "usage",
                });
              }),
            ),
          );
          const spent = debits.reduce((total, cents, index) => total + (results[index] ? cents : 0), 0);
          const { ledgerTotal, balance } = await settled(userId);
          expect(spent).toBeLessThanOrEqual(startCents);
          expect(balance).toBe(startCents - spent);
          expect(ledgerTotal).toBe(balance);
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);

  it("credits one reference once", async () => {
    const userId = await newUser();
    const reference = `pi_${randomUUID()}`;
    const movement = { kind: "top_up" as const, reference, description: "top-up" };
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => ledger.credit(database.db, userId, 2500, movement)),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect((await settled(userId)).balance).toBe(2500);
  });

  it("refuses to store a negative balance even if asked directly", async () => {
    const userId = await newUser();
    await ledger.ensureAccount(database.db, userId);
    await expect(
      database.db.update(balances).set({ balanceCents: -1 }).where(eq(balances.userId, userId)),
    ).rejects.toThrow();
  });
});
