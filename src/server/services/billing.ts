import { AGENT_CREATION_FEE_CENTS } from "../../shared/catalog/billing";
import type { Db } from "../db/client";
import { HttpError } from "../http/http-error";
import { INSUFFICIENT_BALANCE_FOR_AGENT } from "./agents";
import { ledger } from "./ledger";

export function createBillingService({
  db,
  afterDebit,
}: {
  db: Db;
  afterDebit: (userId: string) => Promise<void>;
}) {
  return {
    balanceCents: (userId: string) => ledger.balanceCents(db, userId),

    /**
     * Issue 3 §3: POST /api/charge-balance stays for clients that pay before they
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
        if (!paid) throw new HttpError(402, INSUFFICIENT_BALANCE_FOR_AGENT);
        await ledger.changePrepaidCreations(tx, userId, 1);
        return ledger.balanceCents(tx, userId);
      });
      await afterDebit(userId);
      return balanceCents;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
