import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { KnowledgeFact } from "../../shared/api/knowledge";
import { type Database, openDatabase } from "../db/client";
import { agents, knowledgeDocuments, knowledgeFacts, knowledgePassages, users } from "../db/schema";
import { factSearchText } from "./knowledge-search";

// For tests of finding what an agent knows: the database (PostgreSQL at DATABASE_URL, else an
// in-memory PGlite) opened for the file, and agents made with the facts and passages a test gives.

export function knowledgeDatabaseForFile() {
  let database: Database;
  const userIds: string[] = [];

  async function agentKnowing(facts: KnowledgeFact[], passages: string[] = []): Promise<string> {
    const tag = randomUUID().slice(0, 8);
    const [user] = await database.db
      .insert(users)
      .values({ username: `knows-${tag}`, email: `knows-${tag}@example.com`, passwordHash: "h" })
      .returning();
    userIds.push(user!.id);
    const [agent] = await database.db
      .insert(agents)
      .values({
        userId: user!.id,
        sessionId: "",
        conversationId: "",
        phoneNumber: `+1212555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
        selectedCountry: "US",
        countryName: "United States",
        areaCode: "212",
        areaLocation: "",
        businessName: "Tony's Pizza",
        businessCategory: "restaurant",
        agentName: "Sofia",
        agentPurpose: "Take orders",
        agentIntro: "",
        businessWebsite: "",
        language: "multilingual",
        voice: "female",
        timezone: "America/New_York",
        customHours: "",
        customHoursEnabled: false,
        openingHoursStatus: "none",
        reputationManagement: false,
        workflowMode: false,
        status: "active",
      })
      .returning();
    const agentId = agent!.id;
    if (facts.length > 0) {
      await database.db.insert(knowledgeFacts).values(
        facts.map((fact, position) => ({
          agentId,
          userId: user!.id,
          position,
          kind: fact.kind,
          fact,
          searchText: factSearchText(fact),
        })),
      );
    }
    if (passages.length > 0) {
      const [document] = await database.db
        .insert(knowledgeDocuments)
        .values({
          agentId,
          userId: user!.id,
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
      process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { inMemory: true },
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
    agentKnowing,
  };
}
