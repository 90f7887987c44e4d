import { and, count, eq, gte, sql, sum } from "drizzle-orm";
import type { Db } from "../db/client";
import { agents, calls, ledgerEntries, notificationSettings, weeklyReportRuns } from "../db/schema";
import type { Clock } from "./clock";
import { ledger } from "./ledger";
import { weeklyReportMail } from "./mail-templates";
import type { NotificationService } from "./notifications";
import { dateAfter, localTimeIn } from "./wall-clock";

const WEEK_MS = 7 * 86_400_000;

/** The Monday (UTC) that starts the week of `now`, as YYYY-MM-DD. */
export function weekStartOf(now: Date): string {
  const { date, weekday } = localTimeIn("UTC", now);
  return dateAfter(date, -((weekday + 6) % 7));
}

/**
 * The weekly summary (weeklyReports). Every instance may run this; a
 * user's report for a week is sent by whichever claims the (user, week) row first,
 * so it goes out once per week per user, and a restart loses nothing.
 */
export function createWeeklyReports({
  db,
  clock,
  notifications,
}: {
  db: Db;
  clock: Clock;
  notifications: NotificationService;
}) {
  async function reportFor(userId: string) {
    const since = new Date(clock().getTime() - WEEK_MS);
    const [agentCounts] = await db
      .select({
        agents: count(),
        active: sql<number>`count(*) filter (where ${agents.status} = 'active')`.mapWith(Number),
      })
      .from(agents)
      .where(eq(agents.userId, userId));
    const [money] = await db
      .select({
        spent: sum(
          sql`case when ${ledgerEntries.amountCents} < 0 then -${ledgerEntries.amountCents} else 0 end`,
        ),
        added: sum(
          sql`case when ${ledgerEntries.amountCents} > 0 then ${ledgerEntries.amountCents} else 0 end`,
        ),
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), gte(ledgerEntries.createdAt, since)));
    const [callCounts] = await db
      .select({
        calls: count(),
        minutes: sql<number>`coalesce(sum(${calls.billedMinutes}), 0)`.mapWith(Number),
      })
      .from(calls)
      .where(and(eq(calls.userId, userId), gte(calls.startedAt, since)));
    return {
      calls: callCounts?.calls ?? 0,
      callMinutes: callCounts?.minutes ?? 0,
      agents: agentCounts?.agents ?? 0,
      activeAgents: agentCounts?.active ?? 0,
      spentCents: Number(money?.spent ?? 0),
      addedCents: Number(money?.added ?? 0),
      balanceCents: await ledger.balanceCents(db, userId),
    };
  }

  return {
    /** Sends every report due this week that no instance has sent yet; answers how many it sent. */
    async sendDueReports(): Promise<number> {
      const weekStart = weekStartOf(clock());
      const subscribers = await db
        .select({ userId: notificationSettings.userId })
        .from(notificationSettings)
        .where(sql`(${notificationSettings.settings} ->> 'weeklyReports')::boolean = true`);
      let sent = 0;
      for (const { userId } of subscribers) {
        const claimed = await db
          .insert(weeklyReportRuns)
          .values({ userId, weekStart, sentAt: clock() })
          .onConflictDoNothing()
          .returning();
        if (claimed.length === 0) continue;
        const report = await reportFor(userId);
        const outcome = await notifications.notify(userId, "weeklyReports", (user) =>
          weeklyReportMail(user, { weekStart, ...report }),
        );
        if (outcome === "sent") sent++;
        if (outcome === "failed") {
          // Not sent: release the claim so the next run tries again.
          await db
            .delete(weeklyReportRuns)
            .where(and(eq(weeklyReportRuns.userId, userId), eq(weeklyReportRuns.weekStart, weekStart)));
        }
      }
      return sent;
    },
  };
}
