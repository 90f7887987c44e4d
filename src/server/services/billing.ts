import { AGENT_CREATION_FEE_CENTS } from "../../shared/catalog/billing";
import type { ChangeFeed } from "../db/change-feed";
import type { Db } from "../db/client";
import { DomainError } from "./domain-errors";
import { ledger } from "./ledger";
import { createUserCache } from "./user-cache";

const BALANCE_CACHE_MAX_ENTRIES = 10_000;

export function createBillingService({
  db,
  changes,
  afterDebit,
}: {
  db: Db;
  changes: ChangeFeed;
  afterDebit: (userId: string) => Promise<void>;
}) {
  // Forgotten through the change feed whenever the balance row changes (migration 0005).
  const accounts = createUserCache<{ balanceCents: number; debtCents: number }>(
    changes,
    BALANCE_CACHE_MAX_ENTRIES,
  );
  return {
    /** The balance and debt as GET /api/balance shows them; money moves only on the locked row (ledger.ts). */
    account: (userId: string) => accounts.readThrough(userId, () => ledger.account(db, userId)),
    balanceCents: async (userId: string) =>
      (await accounts.readThrough(userId, () => ledger.account(db, userId))).balanceCents,
    /** The balance read from the ledger now, for an answer given right after money moved (a call's minute). */
    currentBalanceCents: (userId: string) => ledger.balanceCents(db, userId),

    /**
     * POST /api/charge-balance stays for clients that pay before they
     * create. The $25 becomes a prepaid creation that the next new agent uses, so
     * an agent is never charged twice and a charge is never lost.
     */
    async prepayAgentCreation(userId: string): Promise<number> {
      const balanceCents = await db.transaction(async (tx) => {
        await ledger.lockAccount(tx, userId);
        const paid = await ledger.debit(tx, userId, AGENT_CREATION_FEE_CENTS, {
          kind: "creation_prepayment",
          reference: null,
          description: "Agent creation fee paid ahead",
        });
        if (!paid) throw new DomainError("InsufficientBalanceForAgent");
        await ledger.changePrepaidCreations(tx, userId, 1);
        return ledger.balanceCents(tx, userId);
      });
      await afterDebit(userId);
      return balanceCents;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
