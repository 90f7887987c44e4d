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

// Bounds the memory of the session cache; the least recently stored entries go first.
const SESSION_CACHE_MAX_ENTRIES = 10_000;

type CachedSession = { user: SessionUser; expiresAt: Date; lastSeenAt: Date };

/**
 * Sessions live in the database. With the embedded database this process is the
 * only one that can write them, so it may also remember them (docs/decisions/0005):
 * signed-in reads then cost no query. Anything that changes a user or ends a
 * session must go through `end` or `forgetUser` to keep the memory true.
 */
export function createSessionService(
  db: Db,
  clock: Clock,
  policy: SessionPolicy,
  options: { cacheInMemory: boolean },
) {
  const cache = new Map<string, CachedSession>();
  const remember = (idHash: string, session: CachedSession) => {
    if (!options.cacheInMemory) return;
    cache.delete(idHash);
    cache.set(idHash, session);
    if (cache.size > SESSION_CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  };
  const isLive = (session: { expiresAt: Date; lastSeenAt: Date }, now: Date) =>
    session.expiresAt > now && session.lastSeenAt.getTime() > now.getTime() - policy.idleMs;

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
      const cached = cache.get(idHash);
      if (cached) {
        if (!isLive(cached, now)) {
          cache.delete(idHash);
          return null;
        }
        if (now.getTime() - cached.lastSeenAt.getTime() > LAST_SEEN_WRITE_INTERVAL_MS) {
          await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
          cached.lastSeenAt = now;
        }
        return cached.user;
      }
      const [row] = await db
        .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
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
      let lastSeenAt = row.lastSeenAt;
      if (now.getTime() - lastSeenAt.getTime() > LAST_SEEN_WRITE_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
        lastSeenAt = now;
      }
      remember(idHash, { user: row.user, expiresAt: row.expiresAt, lastSeenAt });
      return row.user;
    },

    async end(token: string): Promise<void> {
      const idHash = sha256Hex(token);
      cache.delete(idHash);
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    /** Drops what is remembered of this user, after any change to their row. */
    forgetUser(userId: string): void {
      for (const [idHash, session] of cache) {
        if (session.user.id === userId) cache.delete(idHash);
      }
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, clock()));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
