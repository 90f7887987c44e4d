import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { conversations, users } from "../db/schema";
import { type ConversationSave, createConversationSaver } from "./conversation-saves";

// Saves that arrive together share one statement and one commit, and
// each caller still hears about its own row only.
describe("conversation saves", () => {
  let database: Database;
  let userId: string;
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
    const [user] = await database.db
      .insert(users)
      .values({ username: "saver", email: "saver@example.com", passwordHash: "h" })
      .returning();
    userId = user!.id;
  }, 30_000);
  afterAll(async () => {
    await database.close();
  });

  const chat = (owner: string, sessionId: string, text: string): ConversationSave => ({
    userId: owner,
    sessionId,
    phoneNumber: null,
    numberSource: "bought",
    selectedCountry: "US",
    countryName: null,
    areaCode: "212",
    areaLocation: null,
    messages: [{ id: "m1", role: "user", content: text, timestamp: "2026-11-21T10:00:00.000Z" }],
  });

  it("writes saves that arrive together in fewer statements, each conversation its own row", async () => {
    const saver = createConversationSaver({ db: database.db, clock: () => new Date(), maxBatch: 50 });
    const statements = vi.spyOn(database.db, "execute");
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        saver.save(chat(userId, `together-${index}`, `hello ${index}`)),
      ),
    );
    expect(new Set(ids).size).toBe(30);
    expect(statements.mock.calls.length).toBeLessThan(30);
    statements.mockRestore();
    const [row] = await database.db.select().from(conversations).where(eq(conversations.id, ids[7]!));
    expect(row?.sessionId).toBe("together-7");
    expect(row?.messages[0]?.content).toBe("hello 7");
    expect(row?.phoneNumber).toBeNull();
  });

  it("keeps the later of two saves of one conversation, and answers both with its id", async () => {
    const saver = createConversationSaver({ db: database.db, clock: () => new Date(), maxBatch: 50 });
    const [first, second] = await Promise.all([
      saver.save(chat(userId, "twice", "first draft")),
      saver.save(chat(userId, "twice", "second draft")),
      saver.save(chat(userId, "twice", "third draft")),
    ]);
    expect(first).toBe(second);
    const [row] = await database.db.select().from(conversations).where(eq(conversations.id, first!));
    expect(row?.messages[0]?.content).toBe("third draft");
  });

  it("refuses only the save that cannot be stored, and stores the others it came with", async () => {
    const saver = createConversationSaver({ db: database.db, clock: () => new Date(), maxBatch: 50 });
    const outcomes = await Promise.allSettled([
      saver.save(chat(userId, "good-1", "kept")),
      saver.save(chat(userId, "good-2", "kept too")),
      saver.save(chat(randomUUID(), "orphan", "nobody's")),
      saver.save(chat(userId, "good-3", "kept as well")),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    const stored = await database.db
      .select({ sessionId: conversations.sessionId })
      .from(conversations)
      .where(eq(conversations.userId, userId));
    expect(stored.map((row) => row.sessionId)).toEqual(
      expect.arrayContaining(["good-1", "good-2", "good-3"]),
    );
  });
});
