import { and, count, desc, eq, like } from "drizzle-orm";
import type * as z from "zod/mini";
import type { Agent, AgentFieldsSchema } from "../../shared/api/agents";
import type { NumberSource } from "../../shared/api/phone";
import { AGENT_CREATION_FEE_CENTS, PLAN_AGENT_LIMITS } from "../../shared/catalog/billing";
import type { ChangeFeed } from "../db/change-feed";
import { isUniqueViolation } from "../db/errors";
import { agents, users } from "../db/schema";
import type { CreationBlocker } from "../integrations/ai/creation-consent";
import { storedOpeningHours } from "../integrations/ai/opening-hours";
import type { Telephony } from "../integrations/telephony/telephony";
import { DomainError } from "./domain-errors";
import { ledger } from "./ledger";
import { effectivePlan, isLicenceActive } from "./licence";
import { agentCreatedMail, agentErrorMail } from "./mail-templates";
import type { NotificationService } from "./notifications";
import type { StoreDeps } from "./service-deps";
import { createUserCache } from "./user-cache";

type AgentRow = typeof agents.$inferSelect;
// The fields as the request schema parsed them, defaults filled in.
type AgentInput = z.output<typeof AgentFieldsSchema>;

// The table and the agent's one definition (src/shared/api/agents.ts) name the same fields, apart
// from the owner and the hours read as data: a field added to one and not the other fails here.
type StoredAgentFields = Exclude<keyof AgentRow, "userId" | "openingHours" | "openingHoursStatus">;
const sameFields: [StoredAgentFields, keyof Agent] extends [keyof Agent, StoredAgentFields] ? true : never =
  true;
void sameFields;

export function toAgent(row: AgentRow): Agent {
  const {
    userId: _owner,
    openingHours: _hours,
    openingHoursStatus: _read,
    createdAt,
    updatedAt,
    ...fields
  } = row;
  return { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

// Agent lists remembered per owner; a Plus owner's list can be long, so fewer than sessions.
const AGENT_LIST_CACHE_MAX_ENTRIES = 2_000;

type Deps = StoreDeps & {
  changes: ChangeFeed;
  telephony: Telephony;
  /** Runs after a charge, for auto-recharge. */
  afterDebit: (userId: string) => Promise<void>;
  notifications: NotificationService;
};

export function createAgentService({ db, changes, clock, telephony, afterDebit, notifications }: Deps) {
  // Forgotten through the change feed whenever the owner's agents change (migration 0005).
  const lists = createUserCache<Agent[]>(changes, AGENT_LIST_CACHE_MAX_ENTRIES);

  async function ownAgent(userId: string, agentId: string): Promise<AgentRow> {
    const [row] = await db
      .select()
      .from(agents)
      .where(and(eq(agents.id, agentId), eq(agents.userId, userId)));
    // Someone else's agent is answered exactly like a missing one, so its existence does not leak.
    if (!row) throw new DomainError("AgentNotFound");
    return row;
  }

  function listAgents(userId: string): Promise<Agent[]> {
    return lists.readThrough(userId, async () => {
      const rows = await db
        .select()
        .from(agents)
        .where(eq(agents.userId, userId))
        .orderBy(desc(agents.createdAt));
      return rows.map(toAgent);
    });
  }

  return {
    own: ownAgent,

    async find(agentId: string): Promise<AgentRow | undefined> {
      const [row] = await db.select().from(agents).where(eq(agents.id, agentId));
      return row;
    },

    /**
     * What would refuse creating an agent on this number for this owner now, in the order `create`
     * checks it: no number picked, an agent already on it, no running licence, a balance under the fee.
     */
    async creationBlocker(
      owner: Parameters<typeof isLicenceActive>[0] & { id: string },
      phoneNumber: string,
    ): Promise<CreationBlocker | null> {
      if (phoneNumber === "") return { kind: "phone" };
      const existing = (await listAgents(owner.id)).find((agent) => agent.phoneNumber === phoneNumber);
      if (existing) return { kind: "agentExists", phoneNumber, agentName: existing.agentName };
      if (!isLicenceActive(owner, clock())) return { kind: "licence" };
      const balanceCents = await ledger.balanceCents(db, owner.id);
      if (balanceCents < AGENT_CREATION_FEE_CENTS) return { kind: "balance", balanceCents };
      return null;
    },

    /** The called number selects the agent. */
    list: listAgents,

    /**
     * A new agent and its $25 fee are one transaction. The owner's
     * balance row is locked first, so their concurrent creations queue: the plan
     * limit and the balance are checked against settled numbers.
     */
    async create(userId: string, input: AgentInput): Promise<{ agent: Agent; balanceCents: number }> {
      // A brought number is looked for in the account before anything is written or charged.
      if (input.numberSource === "brought") await ensureHeld(input.phoneNumber);
      const now = clock();
      let created: { row: AgentRow; paidAhead: boolean };
      try {
        created = await db.transaction(async (tx) => {
          const account = await ledger.lockAccount(tx, userId);
          const [owner] = await tx
            .select({ subscriptionPlan: users.subscriptionPlan, planExpiresAt: users.planExpiresAt })
            .from(users)
            .where(eq(users.id, userId));
          // An agent goes live only under a running licence; without one the owner may still build.
          if (!owner || !isLicenceActive(owner, now)) {
            throw new DomainError("LicenceRequired");
          }
          const limit = PLAN_AGENT_LIMITS[effectivePlan(owner, now)];
          const [{ value: agentCount } = { value: 0 }] = await tx
            .select({ value: count() })
            .from(agents)
            .where(eq(agents.userId, userId));
          if (agentCount >= limit) throw new DomainError("PlanLimitReached", { limit });

          const [row] = await tx
            .insert(agents)
            .values({
              ...input,
              ...storedOpeningHours(input.customHours),
              userId,
              status: "processing",
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const movement = {
            kind: "agent_creation" as const,
            reference: row!.id,
            description: `Agent ${input.agentName}`,
          };
          const paidAhead = account.prepaidCreations > 0;
          if (paidAhead) {
            // A fee paid ahead through POST /api/charge-balance is used up, not charged again.
            await ledger.changePrepaidCreations(tx, userId, -1);
          } else if (!(await ledger.debit(tx, userId, AGENT_CREATION_FEE_CENTS, movement))) {
            throw new DomainError("InsufficientBalanceForAgent");
          }
          return { row: row!, paidAhead };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError("NumberTaken");
        throw error;
      }

      // The agent is `processing` while the carrier assigns the number.
      try {
        await takeNumber(created.row.phoneNumber, created.row.numberSource);
      } catch (error) {
        await undoFailedCreation(created.row, created.paidAhead);
        const reason = (error as Error).message;
        // A failed provisioning is an agentErrors mail.
        await notifications.notify(userId, "agentErrors", (user) =>
          agentErrorMail(user, created.row.phoneNumber, reason),
        );
        throw new DomainError("NumberSetupFailed", { phoneNumber: created.row.phoneNumber, reason });
      }
      const [active] = await db
        .update(agents)
        .set({ status: "active", updatedAt: clock() })
        .where(eq(agents.id, created.row.id))
        .returning();
      if (!created.paidAhead) await afterDebit(userId);
      await notifications.notify(userId, "agentCreated", (user) => agentCreatedMail(user, active!));
      return { agent: toAgent(active!), balanceCents: await ledger.balanceCents(db, userId) };
    },

    /** Updating never charges. Only the fields given change; the others keep their values. */
    async update(
      userId: string,
      agentId: string,
      changes: Partial<AgentInput>,
    ): Promise<{ agent: Agent; balanceCents: number }> {
      const existing = await ownAgent(userId, agentId);
      const given = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as Partial<AgentInput>;
      const newNumber =
        given.phoneNumber !== undefined && given.phoneNumber !== existing.phoneNumber
          ? given.phoneNumber
          : undefined;
      // The source tells where the number came from, so it changes only with the number; a new
      // number sent alone comes the way the old one did.
      const { numberSource: givenSource, ...otherChanges } = given;
      const newSource = givenSource ?? existing.numberSource;
      if (newNumber) {
        if (newSource === "brought") await ensureHeld(newNumber);
        await takeNumber(newNumber, newSource);
      }
      let row: AgentRow | undefined;
      try {
        [row] = await db
          .update(agents)
          .set({
            ...otherChanges,
            ...(newNumber ? { numberSource: newSource } : {}),
            ...(given.customHours === undefined ? {} : storedOpeningHours(given.customHours)),
            updatedAt: clock(),
          })
          .where(and(eq(agents.id, agentId), eq(agents.userId, userId)))
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError("NumberTaken");
        throw error;
      }
      if (!row) throw new DomainError("AgentNotFound");
      if (newNumber) await releaseIfBought(existing);
      return { agent: toAgent(row), balanceCents: await ledger.balanceCents(db, userId) };
    },

    /** Deleting releases a bought number and keeps a brought one; the creation fee is not refunded. */
    async remove(userId: string, agentId: string): Promise<void> {
      const existing = await ownAgent(userId, agentId);
      await db.delete(agents).where(and(eq(agents.id, agentId), eq(agents.userId, userId)));
      await releaseIfBought(existing);
    },

    /** Numbers starting with `prefix` that agents hold now: never offered again. */
    async takenNumbers(prefix: string): Promise<Set<string>> {
      const rows = await db
        .select({ phoneNumber: agents.phoneNumber })
        .from(agents)
        .where(like(agents.phoneNumber, `${prefix.replace(/[^+\d]/g, "")}%`));
      return new Set(rows.map((row) => row.phoneNumber));
    },
  };

  /** Refuses a brought number the account does not hold; a carrier that cannot tell is a setup failure. */
  async function ensureHeld(phoneNumber: string): Promise<void> {
    let held: boolean;
    try {
      held = await telephony.holdsNumber(phoneNumber);
    } catch (error) {
      throw new DomainError("NumberSetupFailed", { phoneNumber, reason: (error as Error).message });
    }
    if (!held) throw new DomainError("NumberNotInAccount", { phoneNumber });
  }

  /** A bought number is bought now; a brought one, held already, is pointed at the app. */
  function takeNumber(phoneNumber: string, source: NumberSource): Promise<void> {
    return source === "brought"
      ? telephony.connectHeldNumber(phoneNumber)
      : telephony.provisionNumber(phoneNumber);
  }

  /** A brought number is the owner's and stays in the account. */
  async function releaseIfBought(row: Pick<AgentRow, "phoneNumber" | "numberSource">): Promise<void> {
    if (row.numberSource === "bought") await telephony.releaseNumber(row.phoneNumber);
  }

  /** Nothing half-written: the agent goes and its fee comes back the way it was paid. */
  async function undoFailedCreation(row: AgentRow, paidAhead: boolean): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(agents).where(eq(agents.id, row.id));
      if (paidAhead) {
        await ledger.changePrepaidCreations(tx, row.userId, 1);
        return;
      }
      await ledger.credit(tx, row.userId, AGENT_CREATION_FEE_CENTS, {
        kind: "refund",
        reference: row.id,
        description: `Refund: number ${row.phoneNumber} could not be set up`,
      });
    });
  }
}

export type AgentService = ReturnType<typeof createAgentService>;
