import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../src/server/db/schema";
import { runScheduledWork } from "../../src/server/scheduled-work";
import { createAgent, createOwner, grantDollars, testAppForFile } from "../support/test-app";

const t = testAppForFile();

const BAKERY = {
  businessName: "Crumb Street Bakery",
  businessCategory: "restaurant",
  agentName: "Crumb Street AI Assistant",
  agentPurpose: "Take orders for cakes and answer questions about opening hours",
};

// Every step of the scheduled work acts on the whole database, so on a PostgreSQL shared with the
// other test files it would end their calls and send their owners reports: it runs on its own PGlite.
describe.skipIf(Boolean(process.env.DATABASE_URL))("the scheduled work", () => {
  it("ends and bills a test call whose tab was closed, and drops expired sessions", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const agent = await createAgent(t, owner, BAKERY);
    const call = (await owner.post("/api/test-calls", { agentId: agent.id })).json();

    // Issue 6 §3: ten minutes of silence and the call is over, billed for its one started minute.
    t.clock.advance(11 * 60_000);
    await runScheduledWork(t.app, t.database);
    const ended = (await owner.get(`/api/calls/${call.call.id}`)).json();
    expect(ended.status).toBe("completed");
    expect(ended.cost.total).toBeCloseTo(0.11, 2);

    // Sessions past their absolute expiry leave the table.
    const [user] = await t.database.db.select().from(users).where(eq(users.username, owner.username));
    t.clock.advance(31 * 86_400_000);
    await runScheduledWork(t.app, t.database);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
    expect((await owner.get("/api/auth/me")).statusCode).toBe(401);
  });

  it("vacuums the embedded database, whose autovacuum never runs", async () => {
    const vacuums = async () => {
      const result = await t.database.db.execute(
        sql`select vacuum_count::int as count from pg_stat_user_tables where relname = 'balances'`,
      );
      return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count);
    };
    const before = await vacuums();
    await runScheduledWork(t.app, t.database);
    expect(await vacuums()).toBe(before + 1);
  });
});
