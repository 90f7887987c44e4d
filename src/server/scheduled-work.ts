import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database, Db } from "./db/client";
import { scheduledWorkRuns } from "./db/schema";
import type { Clock } from "./services/clock";

// Claims of past periods are kept a week, to show which instance did the work when.
const CLAIMS_KEPT_MS = 7 * 86_400_000;

/**
 * The periodic work itself. Each step is also safe if it ever runs twice: a weekly report is claimed
 * per (user, week) in the database, an abandoned call ends once (its final update
 * requires it to be in progress), and purges delete by age.
 */
export async function runScheduledWork(app: FastifyInstance, database: Database): Promise<void> {
  const { weeklyReports, calls, sessions, limiter, accounts, licence, webhooks, bookingNotices, knowledge } =
    app.services;
  const steps: [string, () => Promise<unknown>][] = [
    ["weekly reports", () => weeklyReports.sendDueReports()],
    // Each licence period's reminders and automatic renewal are claimed in the database first.
    ["licence reminders", () => licence.sendDueReminders()],
    ["licence renewals", () => licence.renewDueLicences()],
    // A test call whose tab was closed is ended, and billed, as of its last words; a phone call
    // whose end Twilio never reported, as Twilio says when asked.
    ["abandoned calls", () => calls.finishAbandonedCalls()],
    // Passages stored before an embeddings model was configured, whose request failed, or made by
    // another model get their vectors, a bounded batch a run.
    ["passage vectors", () => knowledge.fillMissingVectors()],
    ["expired sessions", () => sessions.purgeExpired()],
    ["expired unverified accounts", () => accounts.purgeExpiredUnverified()],
    ["old rate-limit counters", () => limiter.purgeStale()],
    ["old webhook deliveries", () => webhooks.queue.purgeOld()],
    ["old booking notices", () => bookingNotices.purgeOld()],
    ["database upkeep", () => database.upkeep()],
  ];
  for (const [name, step] of steps) {
    // One failing step (a mail server down) does not stop the others.
    await step().catch((error: unknown) => app.log.error({ err: error }, `scheduled work failed: ${name}`));
  }
}

/**
 * A scheduled job runs once, however many instances share the database. Time is cut
 * into periods of the schedule's interval; the first instance to claim a period does its work and
 * the others skip it. Returns the claimed period's start, or null when another instance has it.
 */
export async function claimScheduledRun(
  db: Db,
  claim: { intervalMs: number; now: Date; instance: string },
): Promise<Date | null> {
  const periodStart = new Date(Math.floor(claim.now.getTime() / claim.intervalMs) * claim.intervalMs);
  const claimed = await db
    .insert(scheduledWorkRuns)
    .values({ intervalMs: claim.intervalMs, periodStart, claimedBy: claim.instance })
    .onConflictDoNothing()
    .returning({ periodStart: scheduledWorkRuns.periodStart });
  return claimed.length === 1 ? periodStart : null;
}

async function finishScheduledRun(db: Db, intervalMs: number, periodStart: Date, now: Date): Promise<void> {
  await db
    .update(scheduledWorkRuns)
    .set({ finishedAt: now })
    .where(and(eq(scheduledWorkRuns.intervalMs, intervalMs), eq(scheduledWorkRuns.periodStart, periodStart)));
  await db
    .delete(scheduledWorkRuns)
    .where(lt(scheduledWorkRuns.periodStart, new Date(now.getTime() - CLAIMS_KEPT_MS)));
}

/**
 * Asks for the current period's work now and then every interval; the returned function stops it
 * and waits for a run in progress, so the database is not closed under it.
 */
export function startScheduledWork(
  app: FastifyInstance,
  database: Database,
  schedule: { intervalMs: number; clock: Clock },
): () => Promise<void> {
  const instance = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  let running: Promise<void> | null = null;
  const runIfClaimed = async () => {
    const periodStart = await claimScheduledRun(database.db, {
      intervalMs: schedule.intervalMs,
      now: schedule.clock(),
      instance,
    });
    if (!periodStart) return;
    await runScheduledWork(app, database);
    await finishScheduledRun(database.db, schedule.intervalMs, periodStart, schedule.clock());
  };
  const run = () => {
    // A slow run is never overlapped by the next one.
    running ??= runIfClaimed()
      .catch((error: unknown) => app.log.error({ err: error }, "scheduled work failed"))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, schedule.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
