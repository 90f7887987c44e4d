import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { agentRowFields } from "../services/test-agent-rows";
import { type ChangeFeed, postgresChangeFeed } from "./change-feed";
import { openDatabase } from "./client";
import { agents, balances, sessions, users } from "./schema";

function heard(changes: ChangeFeed) {
  const names: (string | null)[] = [];
  changes.subscribe((userId) => names.push(userId));
  return names;
}

// Migration 0005: the database names the user whenever a row an instance may remember changes.
describe("the change feed of the embedded database", () => {
  it("names the user when their user row, balance, agents or a session of theirs change", async () => {
    const database = await openDatabase({ inMemory: true });
    try {
      const { db } = database;
      const names = heard(database.changes);
      const [user] = await db
        .insert(users)
        .values({ username: "feedy", email: "feedy@example.com", passwordHash: "h" })
        .returning();
      const userId = user!.id;
      const now = new Date();
      await db.insert(sessions).values({
        idHash: "a".repeat(64),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 60_000),
      });
      // Neither a new user nor a new session can be remembered anywhere yet.
      expect(names).toEqual([]);

      const mark = database.changes.mark();
      await db.insert(balances).values({ userId, balanceCents: 500 });
      expect(names).toEqual([userId]);
      expect(database.changes.unchangedSince(userId, mark)).toBe(false);
      expect(database.changes.unchangedSince("someone-else", mark)).toBe(true);

      await db.update(users).set({ firstName: "Feed" }).where(eq(users.id, userId));
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await db.insert(agents).values({ ...agentRowFields(), userId });
      expect(names).toEqual([userId, userId, userId, userId]);
    } finally {
      await database.close();
    }
  }, 30_000);
});

describe.runIf(process.env.DATABASE_URL)("the change feed of PostgreSQL", () => {
  const url = process.env.DATABASE_URL!;

  it("hears other connections' changes, and after losing its connection forgets everything and listens again", async () => {
    const troubles: string[] = [];
    // Its own name, so only this feed's connection is cut, not those of other test files' servers.
    const applicationName = `change-feed-test-${randomUUID()}`;
    const changes = await postgresChangeFeed(url, (message) => troubles.push(message), applicationName);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      const names = heard(changes);
      // Other test files write to this database at the same time, so their users' names are
      // heard too: this test looks only for its own notices.
      const fromAnotherInstance = `from-another-instance-${randomUUID()}`;
      await other.query("select pg_notify('user_changes', $1)", [fromAnotherInstance]);
      await expect.poll(() => names).toContain(fromAnotherInstance);

      const before = changes.mark();
      await other.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
        [applicationName],
      );
      // Losing the connection means notices may be missed: all is forgotten (null) and,
      // until it listens again, nothing read is remembered.
      await expect.poll(() => names).toContain(null);
      expect(troubles).toContain("the change feed lost its connection");
      expect(changes.unchangedSince("anyone", before)).toBe(false);

      const afterReconnect = `after-reconnect-${randomUUID()}`;
      await expect
        .poll(async () => {
          await other.query("select pg_notify('user_changes', $1)", [afterReconnect]);
          return names;
        })
        .toContain(afterReconnect);
      expect(changes.unchangedSince("anyone", changes.mark())).toBe(true);
    } finally {
      await other.end();
      await changes.close();
    }
  });
});
