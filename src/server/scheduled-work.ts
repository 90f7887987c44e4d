import type { FastifyInstance } from "fastify";
import type { Database } from "./db/client";

// How often each instance does its periodic work; the database decides who sends a report.
export const SCHEDULED_WORK_INTERVAL_MS = 10 * 60_000;

/**
 * What every instance does every ten minutes. Each step is safe to run on several instances at
 * once: a weekly report is claimed per (user, week) in the database (issue 5 §4), an abandoned
 * call ends once (its final update requires it to be in progress), and purges delete by age.
 */
export async function runScheduledWork(app: FastifyInstance, database: Database): Promise<void> {
  const { weeklyReports, calls, sessions, limiter } = app.services;
  const steps: [string, () => Promise<unknown>][] = [
    ["weekly reports", () => weeklyReports.sendDueReports()],
    // Issue 6 §3: a test call whose tab was closed is ended, and billed, as of its last words.
    ["abandoned calls", () => calls.finishAbandonedCalls()],
    ["expired sessions", () => sessions.purgeExpired()],
    ["old rate-limit counters", () => limiter.purgeStale()],
    ["database upkeep", () => database.upkeep()],
  ];
  for (const [name, step] of steps) {
    // One failing step (a mail server down) does not stop the others.
    await step().catch((error: unknown) => app.log.error({ err: error }, `scheduled work failed: ${name}`));
  }
}

/**
 * Runs the scheduled work now and then every interval; the returned function stops it and waits
 * for a run in progress, so the database is not closed under it.
 */
export function startScheduledWork(app: FastifyInstance, database: Database): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    // A slow run is never overlapped by the next one.
    running ??= runScheduledWork(app, database).finally(() => {
      running = null;
    });
  };
  run();
  const timer = setInterval(run, SCHEDULED_WORK_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
