import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { knowledgePassages, sessions, users } from "../../src/server/db/schema";
import { createOpenAiEmbedder, type Embedder } from "../../src/server/integrations/ai/embeddings";
import { claimScheduledRun, runScheduledWork } from "../../src/server/scheduled-work";
import { answerEmbeddings, vectorByMeaning } from "../support/fake-embeddings";
import { fakeModelPerTest } from "../support/fake-model";
import { sendJson } from "../support/http-stand-in";
import { createAgent, createOwner, grantDollars, testAppForFile } from "../support/test-app";

// The app's embeddings model is the stand-in a test starts, whose address is known only then.
const embeddings = fakeModelPerTest();
let embeddingsUrl = "";
const embedder: Embedder = {
  model: "stand-in-embeddings",
  embed: (texts, options) =>
    createOpenAiEmbedder({ baseUrl: embeddingsUrl, model: "stand-in-embeddings" }).embed(texts, options),
};
const t = testAppForFile({}, { adjustIntegrations: (integrations) => ({ ...integrations, embedder }) });

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

    // Ten minutes of silence and the call is over, billed for its one started minute.
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

  it("gives vectors to the passages whose embeddings request failed when their document was stored", async () => {
    embeddingsUrl = await embeddings.start((_request, response) =>
      sendJson(response, 503, { error: { message: "overloaded" } }),
    );
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const agent = await createAgent(t, owner, BAKERY);
    const text = "Our crusts without wheat are baked in a separate oven.";
    const pasted = await owner.post(`/api/active-bots/${agent.id}/knowledge/documents`, {
      name: "Menu",
      text,
    });
    expect(pasted.statusCode).toBe(201);
    const passagesOfAgent = () =>
      t.database.db
        .select({ embedding: knowledgePassages.embedding, model: knowledgePassages.embeddingModel })
        .from(knowledgePassages)
        .where(eq(knowledgePassages.agentId, agent.id));
    // The request made as the document was stored failed: the passage is found by its words alone.
    await expect.poll(() => embeddings.requests.length).toBe(1);
    expect(await passagesOfAgent()).toEqual([{ embedding: null, model: null }]);

    embeddingsUrl = await embeddings.start(answerEmbeddings(vectorByMeaning));
    await runScheduledWork(t.app, t.database);
    expect(await passagesOfAgent()).toEqual([
      { embedding: vectorByMeaning(text), model: "stand-in-embeddings" },
    ]);
  });

  it("vacuums the tables that changed on the embedded database, whose autovacuum never runs", async () => {
    const vacuums = async (table: string) => {
      const result = await t.database.db.execute(
        sql`select vacuum_count::int as count from pg_stat_user_tables where relname = ${table}`,
      );
      return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count);
    };
    await runScheduledWork(t.app, t.database);
    const owner = await createOwner(t);
    const [balancesBefore, supportBefore] = [await vacuums("balances"), await vacuums("support_requests")];
    await grantDollars(t, owner.username, 5);
    await runScheduledWork(t.app, t.database);
    expect(await vacuums("balances")).toBe(balancesBefore + 1);
    // Nothing changed there since the last run: no thread time spent on it.
    expect(await vacuums("support_requests")).toBe(supportBefore);
  });
});

// However many instances share the database, each period's work is done by one.
describe("a period of the scheduled work", () => {
  // A schedule no other test file or run uses, so a shared PostgreSQL holds no claim of it yet.
  const intervalMs = 1_000_000 + Math.floor(Math.random() * 1_000_000);

  it("is claimed by exactly one of the instances asking for it at once, and the next period is free", async () => {
    const now = new Date();
    const claims = await Promise.all(
      ["instance-a", "instance-b", "instance-c", "instance-d"].map((instance) =>
        claimScheduledRun(t.database.db, { intervalMs, now, instance }),
      ),
    );
    const won = claims.filter((claim) => claim !== null);
    expect(won).toHaveLength(1);
    expect(won[0]!.getTime() % intervalMs).toBe(0);
    expect(won[0]!.getTime()).toBeLessThanOrEqual(now.getTime());

    // Later in the same period: taken. In the next period: free again.
    const later = new Date(won[0]!.getTime() + intervalMs - 1);
    expect(
      await claimScheduledRun(t.database.db, { intervalMs, now: later, instance: "instance-a" }),
    ).toBeNull();
    const next = new Date(won[0]!.getTime() + intervalMs);
    expect(await claimScheduledRun(t.database.db, { intervalMs, now: next, instance: "instance-b" })).toEqual(
      next,
    );
  });
});
