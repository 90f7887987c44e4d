import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import type { Clock } from "./clock";

export type Limit = { max: number; windowMs: number };
export type LimitState = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters in the database, so every instance sees the same count
 * (no limits kept in memory). `hit` counts an event; `check` only reads.
 */
export function createRateLimiter(db: Db, clock: Clock) {
  const stateOf = (row: { windowStart: Date; hits: number } | undefined, limit: Limit, now: Date) => {
    if (!row || row.windowStart.getTime() + limit.windowMs <= now.getTime()) {
      return { allowed: true, retryAfterSeconds: 0 };
    }
    const retryAfterSeconds = Math.ceil((row.windowStart.getTime() + limit.windowMs - now.getTime()) / 1000);
    return { allowed: row.hits < limit.max, retryAfterSeconds };
  };

  return {
    async check(key: string, limit: Limit): Promise<LimitState> {
      const now = clock();
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      return stateOf(row, limit, now);
    },

    /** Counts one event and says whether it was within the limit. */
    async hit(key: string, limit: Limit): Promise<LimitState> {
      const now = clock();
      const windowOpenedBefore = new Date(now.getTime() - limit.windowMs);
      const expired = sql`${rateLimits.windowStart} <= ${windowOpenedBefore.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: now, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          },
        })
        .returning();
      const state = stateOf({ windowStart: row!.windowStart, hits: row!.hits - 1 }, limit, now);
      return state;
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Drops counters whose window closed long ago; no limit here lasts a day. */
    async purgeStale(): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(clock().getTime() - 86_400_000)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function minutesSentence(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? "in 1 minute" : `in ${minutes} minutes`;
}
