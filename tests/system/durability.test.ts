import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, pgliteDirFor } from "../../src/server/db/client";
import { type HttpClient, signUp, topUp } from "../support/http-client";
import { type RunningServer, startAppServer } from "../support/server-process";
import { removeUserFromSharedDatabase } from "../support/shared-database";

// The server is killed (SIGKILL) at random moments while top-ups,
// agent creations and conversation saves run. After a restart every acknowledged
// write is there, the ledger adds up, and nothing is half-written.

type Acknowledged = { topUps: string[]; agents: string[]; conversations: Map<string, number> };

async function keepWriting(
  client: HttpClient,
  acknowledged: Acknowledged,
  stopAt: () => boolean,
  numbers: string[],
) {
  let step = 0;
  while (!stopAt()) {
    step++;
    try {
      if (step % 3 === 0) {
        await topUp(client, 10);
        acknowledged.topUps.push(`top-up ${step}`);
      } else if (step % 3 === 1 && numbers.length > 0) {
        const phoneNumber = numbers.shift()!;
        const created = (await client.request("POST", "/api/active-bots", {
          phoneNumber,
          selectedCountry: "US",
          businessName: `Durable Diner ${step}`,
          businessCategory: "restaurant",
          agentName: `Durable Diner ${step} AI Assistant`,
          agentPurpose: "Answer questions",
        })) as { agent: { id: string } };
        acknowledged.agents.push(created.agent.id);
      } else {
        const sessionId = `durable-${step % 5}`;
        const count = (acknowledged.conversations.get(sessionId) ?? 0) + 1;
        await client.request("POST", "/api/conversations", {
          sessionId,
          messages: Array.from({ length: count }, (_, index) => ({
            id: `${index}`,
            role: "user",
            content: `line ${index}`,
            timestamp: "t",
          })),
        });
        acknowledged.conversations.set(sessionId, count);
      }
    } catch {
      // The server died mid-request: this write was never acknowledged.
    }
  }
}

describe("durability under SIGKILL", () => {
  it("keeps every acknowledged write and a consistent ledger across three crashes", async () => {
    let server: RunningServer = await startAppServer();
    const dataDir = server.dataDir;
    const acknowledged: Acknowledged = { topUps: [], agents: [], conversations: new Map() };
    let client: HttpClient;
    try {
      client = await signUp(server);
    } catch (error) {
      await server.stop();
      throw error;
    }
    try {
      await topUp(client, 200);
      const numbers = (await client.request("GET", "/api/phone-numbers/305?country=US")) as string[];
      for (let crash = 0; crash < 3; crash++) {
        const killAt = Date.now() + 700 + Math.floor(Math.random() * 1500);
        const writers = [0, 1, 2].map(() =>
          keepWriting(client, acknowledged, () => Date.now() > killAt + 300, numbers),
        );
        await new Promise((resolve) => setTimeout(resolve, killAt - Date.now()));
        await server.kill();
        await Promise.all(writers);
        server = await startAppServer({}, dataDir);
        client.setBaseUrl(server.url);
      }

      // The load did real work between the crashes.
      expect(acknowledged.agents.length).toBeGreaterThan(0);
      expect(acknowledged.topUps.length).toBeGreaterThan(0);
      expect(acknowledged.conversations.size).toBeGreaterThan(0);

      // Every acknowledged write is there, as the owner sees it.
      const agents = (await client.request("GET", "/api/active-bots")) as { id: string }[];
      for (const id of acknowledged.agents) expect(agents.map((agent) => agent.id)).toContain(id);
      for (const [sessionId, count] of acknowledged.conversations) {
        const stored = (await client.request("GET", `/api/conversations/${sessionId}`)) as {
          messages: unknown[];
        };
        expect(stored.messages.length).toBeGreaterThanOrEqual(count);
      }
    } finally {
      await server.stop();
    }

    // The ledger adds up, and no agent exists without its fee.
    const username = client.username;
    const database = await openDatabase(
      process.env.DATABASE_URL
        ? { databaseUrl: process.env.DATABASE_URL }
        : { pgliteDir: pgliteDirFor(dataDir) },
    );
    try {
      const rows = (await database.db.execute(sql`
        select b.user_id,
               b.balance_cents,
               coalesce((select sum(amount_cents) from ledger_entries l where l.user_id = b.user_id), 0)::int as ledger_total,
               (select count(*) from agents a where a.user_id = b.user_id)::int as agent_count,
               (select count(*) from ledger_entries l where l.user_id = b.user_id and l.kind = 'agent_creation')::int as fees,
               (select count(*) from payments p where p.user_id = b.user_id and p.purpose = 'top_up' and p.settled_at is not null)::int as settled,
               (select count(*) from ledger_entries l where l.user_id = b.user_id and l.kind = 'top_up')::int as credits
        from balances b join users u on u.id = b.user_id
        where u.username = ${username}`)) as { rows: Record<string, number>[] };
      const row = rows.rows[0] as Record<string, number>;
      expect(row.balance_cents).toBe(row.ledger_total);
      expect(row.balance_cents).toBeGreaterThanOrEqual(0);
      expect(row.agent_count).toBe(row.fees);
      expect(row.settled).toBe(row.credits);
      expect(row.agent_count).toBeGreaterThanOrEqual(acknowledged.agents.length);
      expect(row.credits).toBeGreaterThanOrEqual(acknowledged.topUps.length + 1);
    } finally {
      // A shared PostgreSQL keeps nothing of this run: its agents would hold numbers.
      await database.db.execute(sql`delete from users where username = ${username}`);
      await database.close();
    }
  });
});

describe("graceful shutdown", () => {
  it("finishes the requests in flight on SIGTERM, then closes the database cleanly", async () => {
    const server = await startAppServer();
    let client: HttpClient;
    try {
      client = await signUp(server);
    } catch (error) {
      await server.stop();
      throw error;
    }
    const inFlight = Array.from({ length: 40 }, (_, index) =>
      client.request("POST", "/api/conversations", {
        sessionId: `shutdown-${index}`,
        messages: [{ id: "1", role: "user", content: `message ${index}`, timestamp: "t" }],
      }),
    );
    // Let the requests reach the server, then ask it to stop.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stopped = server.stop();
    const outcomes = await Promise.allSettled(inFlight);
    await stopped;
    const acknowledged = outcomes.filter((outcome) => outcome.status === "fulfilled").length;
    expect(acknowledged).toBeGreaterThan(0);

    const restarted = await startAppServer({}, server.dataDir);
    try {
      client.setBaseUrl(restarted.url);
      const saved = (await client.request("GET", "/api/conversations")) as unknown[];
      expect(saved.length).toBe(acknowledged);
    } finally {
      await restarted.stop();
      await removeUserFromSharedDatabase(client.username);
    }
  });
});
