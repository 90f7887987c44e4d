import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import type { Clock } from "./clock";
import { newSessionToken, sha256Hex } from "./secrets";

export type SessionPolicy = { idleMs: number; absoluteMs: number };
export type SessionUser = typeof users.$inferSelect;

// Writing last_seen_at on every request would turn each read into a write;
// once a minute is precise enough for an idle expiry counted in hours.
const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

export function createSessionService(db: Db, clock: Clock, policy: SessionPolicy) {
  return {
    /** Starts a session with a fresh id (DESIGN §6: a new id at every login). */
    async start(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = newSessionToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + policy.absoluteMs);
      await db
        .insert(sessions)
        .values({ idHash: sha256Hex(token), userId, createdAt: now, lastSeenAt: now, expiresAt });
      return { token, expiresAt };
    },

    async userFor(token: string): Promise<SessionUser | null> {
      const now = clock();
      const idHash = sha256Hex(token);
      const [row] = await db
        .select({ user: users, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.idHash, idHash),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
          ),
        );
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_WRITE_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
      }
      return row.user;
    },

    async end(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, sha256Hex(token)));
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, clock()));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
