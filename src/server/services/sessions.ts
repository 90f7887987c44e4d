import { and, desc, eq, gt, isNull, lt, ne } from "drizzle-orm";
import type { ChangeFeed } from "../db/change-feed";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import type { Clock } from "./clock";
import { newSessionToken, sha256Hex } from "./secrets";
import { createUserCache } from "./user-cache";

export type SessionPolicy = { idleMs: number; absoluteMs: number };
export type SessionUser = typeof users.$inferSelect;

// Writing last_seen_at on every request would turn each read into a write;
// once a minute is precise enough for an idle expiry counted in hours.
const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

// Bounds the memory of the session cache; the least recently stored entries go first.
const SESSION_CACHE_MAX_ENTRIES = 10_000;

type CachedSession = { user: SessionUser; expiresAt: Date; lastSeenAt: Date };

// A user agent is the browser's own text; a longer one is truncated rather than refused.
const USER_AGENT_MAX_LENGTH = 512;

/** A live session as its owner sees it: named by its public id, never by its secret. */
export type OwnedSession = {
  publicId: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  isCurrent: boolean;
};

/**
 * Sessions live in the database; each instance remembers the ones it has looked up, so a
 * signed-in read costs no query (docs/decisions/0005, 0008). The database's change feed makes
 * every instance forget a user's sessions when their row changes or a session of theirs ends.
 */
export function createSessionService(db: Db, clock: Clock, policy: SessionPolicy, changes: ChangeFeed) {
  const cache = createUserCache<CachedSession>(changes, SESSION_CACHE_MAX_ENTRIES);
  const isLive = (session: { expiresAt: Date; lastSeenAt: Date }, now: Date) =>
    session.expiresAt > now && session.lastSeenAt.getTime() > now.getTime() - policy.idleMs;

  return {
    /** Starts a session with a fresh id (a new id at every login). */
    async start(userId: string, userAgent?: string): Promise<{ token: string; expiresAt: Date }> {
      const token = newSessionToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + policy.absoluteMs);
      await db.insert(sessions).values({
        idHash: sha256Hex(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
      });
      return { token, expiresAt };
    },

    async userFor(token: string): Promise<SessionUser | null> {
      const now = clock();
      // Remembered by the token itself: a signed-in read then hashes nothing. Only the hash is
      // ever written to the database.
      const cached = cache.get(token);
      // Another instance may have seen this session more recently, so an idle entry asks the database.
      if (cached && isLive(cached, now)) {
        if (now.getTime() - cached.lastSeenAt.getTime() > LAST_SEEN_WRITE_INTERVAL_MS) {
          await db
            .update(sessions)
            .set({ lastSeenAt: now })
            .where(eq(sessions.idHash, sha256Hex(token)));
          cached.lastSeenAt = now;
        }
        return cached.user;
      }
      const idHash = sha256Hex(token);
      const mark = changes.mark();
      const [row] = await db
        .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.idHash, idHash),
            // A deleted account's tombstone never signs anyone in, whatever session survived.
            isNull(users.deletedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
          ),
        );
      if (!row) {
        cache.delete(token);
        return null;
      }
      let lastSeenAt = row.lastSeenAt;
      if (now.getTime() - lastSeenAt.getTime() > LAST_SEEN_WRITE_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
        lastSeenAt = now;
      }
      cache.remember(token, row.user.id, { user: row.user, expiresAt: row.expiresAt, lastSeenAt }, mark);
      return row.user;
    },

    /**
     * Forgotten here at once; the database's feed makes every other instance forget it
     * (migration 0005).
     */
    async end(token: string): Promise<void> {
      cache.delete(token);
      await db.delete(sessions).where(eq(sessions.idHash, sha256Hex(token)));
    },

    /**
     * Ends every session of the user except the one behind `exceptToken` (a password change keeps
     * the owner signed in where they made it); answers how many ended. Each deleted row notifies the change feed, so every
     * instance forgets them; this instance forgets them at once, before the feed's notice arrives.
     */
    async endAllFor(userId: string, exceptToken?: string): Promise<number> {
      const ofUser = eq(sessions.userId, userId);
      const ended = await db
        .delete(sessions)
        .where(exceptToken ? and(ofUser, ne(sessions.idHash, sha256Hex(exceptToken))) : ofUser)
        .returning({ publicId: sessions.publicId });
      changes.changed(userId);
      return ended.length;
    },

    /** Ends one session of the user by its public id; false when the user has no such session. */
    async endOwned(userId: string, publicId: string): Promise<boolean> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
        .returning({ publicId: sessions.publicId });
      changes.changed(userId);
      return ended.length > 0;
    },

    /** The user's live sessions, most recently seen first; `currentToken` marks the asker's own. */
    async listFor(userId: string, currentToken?: string): Promise<OwnedSession[]> {
      const now = clock();
      const currentHash = currentToken ? sha256Hex(currentToken) : null;
      const rows = await db
        .select({
          idHash: sessions.idHash,
          publicId: sessions.publicId,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.lastSeenAt));
      return rows
        .filter((row) => isLive(row, now))
        .map(({ idHash, expiresAt: _expiresAt, ...row }) => ({ ...row, isCurrent: idHash === currentHash }));
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, clock()));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
