import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** The channel migration 0005 notifies with a user's id whenever their cached rows change. */
export const USER_CHANGES_CHANNEL = "user_changes";

// Bounds the memory of which user changed when; older changes fold into one floor.
const TRACKED_USERS_MAX = 50_000;
const RECONNECT_DELAYS_MS = [100, 500, 1000, 5000];

/** A user's rows changed (`userId`), or nothing remembered can be trusted any more (`null`). */
export type ChangeListener = (userId: string | null) => void;

/**
 * docs/decisions/0008: what lets every instance remember signed-in reads (sessions,
 * balances, agent lists) and still never serve what another instance changed. The database tells
 * each instance at commit which users' rows changed; a cache asks `mark()` before it reads the
 * database and stores the answer only if `unchangedSince` still holds afterwards, so a change that
 * lands during the read is never overwritten by the older value.
 */
export type ChangeFeed = {
  mark(): number;
  unchangedSince(userId: string, mark: number): boolean;
  /** A change this instance made: forgotten here at once, before the database's notice arrives. */
  changed(userId: string): void;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
};

function createChangeLog() {
  let sequence = 0;
  // Any user missing from `lastChange` last changed at or before this point.
  let floor = 0;
  let listening = false;
  const lastChange = new Map<string, number>();
  const listeners = new Set<ChangeListener>();
  const tell = (userId: string | null) => {
    for (const listener of listeners) listener(userId);
  };
  return {
    mark: () => sequence,
    unchangedSince: (userId: string, mark: number) => listening && (lastChange.get(userId) ?? floor) <= mark,
    changed(userId: string) {
      sequence++;
      lastChange.delete(userId);
      lastChange.set(userId, sequence);
      if (lastChange.size > TRACKED_USERS_MAX) {
        const [oldestUser, oldestSequence] = lastChange.entries().next().value!;
        lastChange.delete(oldestUser);
        floor = Math.max(floor, oldestSequence);
      }
      tell(userId);
    },
    /** Notices may have been missed: everything remembered goes, and nothing read before now may be kept. */
    reset(nowListening: boolean) {
      sequence++;
      floor = sequence;
      lastChange.clear();
      listening = nowListening;
      tell(null);
    },
    subscribe(listener: ChangeListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function feedOf(log: ReturnType<typeof createChangeLog>, close: () => Promise<void>): ChangeFeed {
  const { mark, unchangedSince, changed, subscribe } = log;
  return { mark, unchangedSince, changed, subscribe, close };
}

/** PGlite delivers a notice before the query that caused it resolves, and nobody else writes. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const log = createChangeLog();
  const unlisten = await client.listen(USER_CHANGES_CHANNEL, (userId) => log.changed(userId));
  log.reset(true);
  return feedOf(log, async () => {
    if (!client.closed) await unlisten();
  });
}

/**
 * PostgreSQL: one dedicated connection LISTENs. While it is down nothing is remembered (every read
 * goes to the database), and when it is back everything remembered before is dropped, since the
 * notices sent meanwhile are lost.
 */
export async function postgresChangeFeed(
  connectionString: string,
  onError: (message: string, error: unknown) => void,
  // How the listening connection shows in pg_stat_activity; a test names its own to find it.
  applicationName = "switchboard change feed",
): Promise<ChangeFeed> {
  const log = createChangeLog();
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: applicationName });
    next.on("notification", (message) => {
      if (message.channel === USER_CHANGES_CHANNEL && message.payload) log.changed(message.payload);
    });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      log.reset(false);
      if (error) onError("the change feed lost its connection", error);
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${USER_CHANGES_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners("end");
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    failures = 0;
    log.reset(true);
  };

  const scheduleReconnect = () => {
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures++;
    reconnectTimer = setTimeout(() => {
      connect().catch((error) => {
        onError("the change feed could not reconnect", error);
        scheduleReconnect();
      });
    }, delay);
    reconnectTimer.unref();
  };

  await connect();
  return feedOf(log, async () => {
    closed = true;
    clearTimeout(reconnectTimer);
    const current = client;
    client = null;
    log.reset(false);
    await current?.end();
  });
}
