import { asc, eq, type InferSelectModel, or } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AccountExport } from "../../shared/api/account";
import { DEFAULT_NOTIFICATION_SETTINGS } from "../../shared/catalog/support";
import type { Db } from "../db/client";
import {
  agentRequests,
  agents,
  apiKeys,
  balances,
  calls,
  conversations,
  ledgerEntries,
  notificationSettings,
  payments,
  sessions,
  supportRequests,
  userSettings,
  users,
} from "../db/schema";
import { toAgent } from "./agents";
import { toCallDetail } from "./calls";
import type { Clock } from "./clock";
import { describeDevice } from "./device-description";
import { DomainError } from "./domain-errors";

const dollars = (cents: number) => cents / 100;
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

// Defaults of a setting never saved, as the settings pages show them.
const AUTO_RECHARGE_DEFAULT = {
  autoRechargeEnabled: true,
  autoRechargeLimitCents: 1000,
  licenceAutoRenew: false,
};

/**
 * Everything the product keeps about one owner, for Download my data. Every query is scoped to the
 * owner; secrets (password and session hashes, API key hashes, engine state) are left out.
 */
export async function exportAccountData(db: Db, clock: Clock, userId: string): Promise<AccountExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.deletedAt) throw new DomainError("AccountGone");
  /** The owner's rows of `table`, oldest first. */
  const ownRowsInOrder = async <Table extends PgTable & { userId: AnyPgColumn }>(
    table: Table,
    order: AnyPgColumn,
  ) =>
    // Drizzle cannot check a select from a table it only knows by its constraint, so the rows take their type back.
    (await db
      .select()
      .from(table as PgTable)
      .where(eq(table.userId, userId))
      .orderBy(asc(order))) as InferSelectModel<Table>[];
  const [
    sessionRows,
    agentRows,
    conversationRows,
    callRows,
    [balance],
    ledgerRows,
    paymentRows,
    [notifications],
    [settings],
    supportRows,
    agentRequestRows,
    keyRows,
  ] = await Promise.all([
    ownRowsInOrder(sessions, sessions.createdAt),
    ownRowsInOrder(agents, agents.createdAt),
    ownRowsInOrder(conversations, conversations.createdAt),
    ownRowsInOrder(calls, calls.startedAt),
    db.select().from(balances).where(eq(balances.userId, userId)),
    ownRowsInOrder(ledgerEntries, ledgerEntries.createdAt),
    db
      .select()
      .from(payments)
      .where(or(eq(payments.userId, userId), eq(payments.linkedUserId, userId)))
      .orderBy(asc(payments.createdAt)),
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    db.select().from(userSettings).where(eq(userSettings.userId, userId)),
    ownRowsInOrder(supportRequests, supportRequests.createdAt),
    ownRowsInOrder(agentRequests, agentRequests.createdAt),
    ownRowsInOrder(apiKeys, apiKeys.createdAt),
  ]);
  const recharge = settings ?? AUTO_RECHARGE_DEFAULT;
  return {
    exportedAt: clock().toISOString(),
    profile: {
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profilePicture: user.profilePicture,
      subscriptionPlan: user.subscriptionPlan,
      planExpiresAt: isoOrNull(user.planExpiresAt),
      emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
      createdAt: user.createdAt.toISOString(),
    },
    sessions: sessionRows.map((row) => ({
      device: describeDevice(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    })),
    agents: agentRows.map(toAgent),
    conversations: conversationRows.map((row) => ({
      id: row.id,
      sessionId: row.sessionId,
      phoneNumber: row.phoneNumber,
      numberSource: row.numberSource,
      countryName: row.countryName,
      areaCode: row.areaCode,
      messages: row.messages,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    calls: callRows.map(toCallDetail),
    balance: {
      balance: dollars(balance?.balanceCents ?? 0),
      prepaidCreations: balance?.prepaidCreations ?? 0,
      debt: dollars(balance?.debtCents ?? 0),
    },
    ledger: ledgerRows.map((row) => ({
      amount: dollars(row.amountCents),
      kind: row.kind,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
    })),
    payments: paymentRows.map((row) => ({
      id: row.intentId,
      purpose: row.purpose,
      amount: dollars(row.amountCents),
      plan: row.plan,
      createdAt: row.createdAt.toISOString(),
      settledAt: isoOrNull(row.settledAt),
      failureCode: row.failureCode,
      refundedAt: isoOrNull(row.refundedAt),
    })),
    notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...notifications?.settings },
    autoRecharge: {
      enabled: recharge.autoRechargeEnabled,
      limit: dollars(recharge.autoRechargeLimitCents),
      licenceAutoRenew: recharge.licenceAutoRenew,
    },
    supportRequests: supportRows.map((row) => ({
      reference: row.reference,
      issueType: row.issueType,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    })),
    agentRequests: agentRequestRows.map((row) => ({
      phoneNumber: row.phoneNumber,
      requirements: row.requirements,
      createdAt: row.createdAt.toISOString(),
    })),
    apiKeys: keyRows.map((row) => ({
      name: row.name,
      prefix: row.prefix,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: isoOrNull(row.lastUsedAt),
      revokedAt: isoOrNull(row.revokedAt),
    })),
  };
}
