import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { balances, type LEDGER_KINDS, ledgerEntries } from "../db/schema";

export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** A database handle or an open transaction: ledger steps join the caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export type Movement = { kind: LedgerKind; reference: string | null; description: string };

/**
 * Money moves only through here. Each movement is a ledger row
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

  /**
   * Adds money once per (kind, reference); false when that reference was credited already.
   * A debt left by a refund or dispute is paid first, as a debt_repayment row of its own
   * (docs/decisions/0017).
   */
  async credit(tx: Tx, userId: string, amountCents: number, movement: Movement): Promise<boolean> {
    if (!Number.isInteger(amountCents) || amountCents <= 0) throw new Error(`credit of ${amountCents} cents`);
    await ledger.ensureAccount(tx, userId);
    const inserted = await tx
      .insert(ledgerEntries)
      .values({ userId, amountCents, ...movement })
      .onConflictDoNothing()
      .returning({ id: ledgerEntries.id });
    if (inserted.length === 0) return false;
    const [after] = await tx
      .update(balances)
      .set({ balanceCents: sql`${balances.balanceCents} + ${amountCents}`, updatedAt: sql`now()` })
      .where(eq(balances.userId, userId))
      .returning({ debtCents: balances.debtCents });
    const repaid = Math.min(after?.debtCents ?? 0, amountCents);
    if (repaid > 0) {
      // Conditional, so a debit racing this credit can never push either figure below zero;
      // a repayment that loses the race is made by the next credit.
      const paid = await tx
        .update(balances)
        .set({
          balanceCents: sql`${balances.balanceCents} - ${repaid}`,
          debtCents: sql`${balances.debtCents} - ${repaid}`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(balances.userId, userId),
            sql`${balances.debtCents} >= ${repaid}`,
            sql`${balances.balanceCents} >= ${repaid}`,
          ),
        )
        .returning({ userId: balances.userId });
      if (paid.length > 0) {
        await tx.insert(ledgerEntries).values({
          userId,
          amountCents: -repaid,
          kind: "debt_repayment",
          reference: `${movement.kind}:${movement.reference ?? inserted[0]!.id}`,
          description: "Paid toward the amount a refund or dispute left owing",
        });
      }
    }
    return true;
  },

  /**
   * Takes back money the processor returned to the card (a refund or a dispute), once per
   * (kind, reference). The balance never goes below zero: what it cannot cover is added to the
   * account's debt. Answers what was taken and what became debt, or null when done already.
   */
  async takeBack(
    tx: Tx,
    userId: string,
    amountCents: number,
    movement: Movement,
  ): Promise<{ takenCents: number; debtCents: number } | null> {
    if (!Number.isInteger(amountCents) || amountCents <= 0)
      throw new Error(`take-back of ${amountCents} cents`);
    const account = await ledger.lockAccount(tx, userId);
    const takenCents = Math.min(account.balanceCents, amountCents);
    const debtCents = amountCents - takenCents;
    // The row is written even when the balance is empty (0 cents): it is what makes the
    // take-back happen once, and its description names the debt.
    const inserted = await tx
      .insert(ledgerEntries)
      .values({
        userId,
        amountCents: -takenCents,
        ...movement,
        description:
          debtCents > 0
            ? `${movement.description} ($${(debtCents / 100).toFixed(2)} owed)`
            : movement.description,
      })
      .onConflictDoNothing()
      .returning({ id: ledgerEntries.id });
    if (inserted.length === 0) return null;
    await tx
      .update(balances)
      .set({
        balanceCents: sql`${balances.balanceCents} - ${takenCents}`,
        debtCents: sql`${balances.debtCents} + ${debtCents}`,
        updatedAt: sql`now()`,
      })
      .where(eq(balances.userId, userId));
    return { takenCents, debtCents };
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

  /** Changes the count of creation fees paid ahead; the count never goes below 0. */
  async changePrepaidCreations(tx: Tx, userId: string, change: 1 | -1): Promise<void> {
    await tx
      .update(balances)
      .set({ prepaidCreations: sql`${balances.prepaidCreations} + ${change}`, updatedAt: sql`now()` })
      .where(eq(balances.userId, userId));
  },

  /** The balance and what the account owes after a refund or dispute (0 almost always). */
  async account(tx: Tx, userId: string): Promise<{ balanceCents: number; debtCents: number }> {
    const [row] = await tx
      .select({ balanceCents: balances.balanceCents, debtCents: balances.debtCents })
      .from(balances)
      .where(eq(balances.userId, userId));
    return row ?? { balanceCents: 0, debtCents: 0 };
  },

  async balanceCents(tx: Tx, userId: string): Promise<number> {
    const [row] = await tx
      .select({ cents: balances.balanceCents })
      .from(balances)
      .where(eq(balances.userId, userId));
    return row?.cents ?? 0;
  },
};
