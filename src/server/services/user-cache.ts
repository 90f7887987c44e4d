import type { ChangeFeed } from "../db/change-feed";

type Entry<V> = { userId: string; value: V };

/**
 * Remembers values that belong to one user (a session, a balance, an agent list) and forgets all
 * of a user's values when the change feed says their rows changed (docs/decisions/0008). The oldest
 * entries go first once `maxEntries` is reached.
 */
export function createUserCache<V>(changes: ChangeFeed, maxEntries: number) {
  const entries = new Map<string, Entry<V>>();
  const keysByUser = new Map<string, Set<string>>();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.userId);
  };

  changes.subscribe((userId) => {
    if (userId === null) {
      entries.clear();
      keysByUser.clear();
      return;
    }
    for (const key of keysByUser.get(userId) ?? []) entries.delete(key);
    keysByUser.delete(userId);
  });

  const cache = {
    get: (key: string): V | undefined => entries.get(key)?.value,

    delete: drop,

    /** Stores what was read after `mark`, unless the user's rows changed since (the read may be stale). */
    remember(key: string, userId: string, value: V, mark: number): void {
      if (!changes.unchangedSince(userId, mark)) return;
      drop(key);
      entries.set(key, { userId, value });
      let keys = keysByUser.get(userId);
      if (!keys) {
        keys = new Set();
        keysByUser.set(userId, keys);
      }
      keys.add(key);
      if (entries.size > maxEntries) drop(entries.keys().next().value!);
    },

    /** For values keyed by their user: the remembered one, or `load`'s answer, remembered if still true. */
    async readThrough(userId: string, load: () => Promise<V>): Promise<V> {
      const known = entries.get(userId);
      if (known) return known.value;
      const mark = changes.mark();
      const value = await load();
      cache.remember(userId, userId, value, mark);
      return value;
    },
  };
  return cache;
}

export type UserCache<V> = ReturnType<typeof createUserCache<V>>;
