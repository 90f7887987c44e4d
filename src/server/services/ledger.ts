import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { balances, type LEDGER_KINDS, ledgerEntries } from "../db/schema";

export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** A database handle or an open transaction: ledger steps join the caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export type Movement = { kind: LedgerKind; reference: string | null; description: string };

/**
 * DESIGN §1.4 and §6: money moves only through here. Each movement is a ledger row
 * and a change of the balance row in the caller's transaction; a debit checks and
 * takes in one statement, so concurrent debits cannot overspend, and the table's
 * check constraint refuses a negative balance whatever happens.
 */
export const ledger = {
  async ensureAccount(tx: Tx, userId: string): Promise<void> {
    await tx.insert(balances).values({ userId }).onConflictDoNothing();
  },

  /** Locks the owner's balance row until the transaction ends; serialises their purchases. */
  async lockAccount(tx: Tx, userId: string) {
    await ledger.ensureAccount(tx, userId);
    const [row] = await tx.select().from(balances).where(eq(balances.userId, userId)).for("update");
    return row!;
  },

  /** Adds money once per (kind, reference); false when that reference was credited already. */
  async credit(tx: Tx, userId: string, amountCents: number, movement: Movement): Promise<boolean> {
    if (!Number.isInteger(amountCents) || amountCents <= 0) throw new Error(`credit of ${amountCents} cents`);
    await ledger.ensureAccount(tx, userId);
    const inserted = await tx
      .insert(ledgerEntries)
      .values({ userId, amountCents, ...movement })
      .onConflictDoNothing()
      .returning({ id: ledgerEntries.id });
    if (inserted.length === 0) return false;
    await tx
      .update(balances)
      .set({ balanceCents: sql`${balances.balanceCents} + ${amountCents}`, updatedAt: sql`now()` })
      .where(eq(balances.userId, userId));
    return true;
  },

  /** Takes money if the balance covers it; false (and nothing written) when it does not. */
  async debit(tx: Tx, userId: string, amountCents: number, movement: Movement): Promise<boolean> {
    if (!Number.isInteger(amountCents) || amountCents <= 0) throw new Error(`debit of ${amountCents} cents`);
    await ledger.ensureAccount(tx, userId);
    const taken = await tx
      .update(balances)
      .set({ balanceCents: sql`${balances.balanceCents} - ${amountCents}`, updatedAt: sql`now()` })
      .where(and(eq(balances.userId, userId), sql`${balances.balanceCents} >= ${amountCents}`))
      .returning({ balanceCents: balances.balanceCents });
    if (taken.length === 0) return false;
    await tx.insert(ledgerEntries).values({ userId, amountCents: -amountCents, ...movement });
    return true;
  },

  /** Changes the count of creation fees paid ahead (issue 3 §3); the count never goes below 0. */
  async changePrepaidCreations(tx: Tx, userId: string, change: 1 | -1): Promise<void> {
    await tx
      .update(balances)
      .set({ prepaidCreations: sql`${balances.prepaidCreations} + ${change}`, updatedAt: sql`now()` })
      .where(eq(balances.userId, userId));
  },

  async balanceCents(tx: Tx, userId: string): Promise<number> {
    const [row] = await tx
      .select({ cents: balances.balanceCents })
      .from(balances)
      .where(eq(balances.userId, userId));
    return row?.cents ?? 0;
  },
};
