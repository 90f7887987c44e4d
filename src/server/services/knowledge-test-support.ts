import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { KnowledgeFact } from "../../shared/api/knowledge";
import { type Database, openDatabase } from "../db/client";
import { knowledgeDocuments, knowledgeFacts, knowledgePassages, users } from "../db/schema";
import { factRows } from "./knowledge";
import { insertOwnerAndAgent } from "./test-agent-rows";

// For tests of finding what an agent knows: the database (PostgreSQL at DATABASE_URL,
// else an in-memory PGlite) opened for the file, and agents made with the facts and passages given.
// `alone`: an in-memory PGlite even with DATABASE_URL, for work over every agent's rows, which on a
// PostgreSQL shared with other test files would act on theirs.

export function knowledgeDatabaseForFile({ alone = false }: { alone?: boolean } = {}) {
  let database: Database;
  const userIds: string[] = [];

  async function agentKnowing(facts: KnowledgeFact[], passages: string[] = []): Promise<string> {
    const { userId, agentId } = await insertOwnerAndAgent(database.db);
    userIds.push(userId);
    if (facts.length > 0) {
      await database.db.insert(knowledgeFacts).values(factRows(agentId, userId, facts));
    }
    if (passages.length > 0) {
      const [document] = await database.db
        .insert(knowledgeDocuments)
        .values({
          agentId,
          userId,
          name: "Menu",
          type: "pasted",
          bytes: 1,
          text: passages.join("\n"),
        })
        .returning();
      await database.db
        .insert(knowledgePassages)
        .values(passages.map((text, position) => ({ documentId: document!.id, agentId, position, text })));
    }
    return agentId;
  }

  beforeAll(async () => {
    database = await openDatabase(
      process.env.DATABASE_URL && !alone ? { databaseUrl: process.env.DATABASE_URL } : { inMemory: true },
    );
  }, 120_000);
  afterAll(async () => {
    for (const id of userIds) await database.db.delete(users).where(eq(users.id, id));
    await database.close();
  });
  return {
    get db() {
      return database.db;
    },
    /** How a call's turns read, as the server opens the database (Database.turnRead). */
    get turnRead() {
      return database.turnRead;
    },
    agentKnowing,
  };
}
