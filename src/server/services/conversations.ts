import { and, desc, eq } from "drizzle-orm";
import type { Conversation, SaveConversationRequest } from "../../shared/api/conversations";
import type { Db } from "../db/client";
import { conversations } from "../db/schema";
import type { Clock } from "./clock";
import { createConversationSaver } from "./conversation-saves";
import { DomainError } from "./domain-errors";

type ConversationRow = typeof conversations.$inferSelect;
type SaveInput = Omit<SaveConversationRequest, "messages"> & { messages: ConversationRow["messages"] };

function toConversation(row: ConversationRow): Conversation {
  const { userId: _owner, createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

// Conversations are the owner's own; every query is scoped to them.
export function createConversationService({
  db,
  clock,
  maxSavesPerStatement,
}: {
  db: Db;
  clock: Clock;
  maxSavesPerStatement: number;
}) {
  const saver = createConversationSaver({ db, clock, maxBatch: maxSavesPerStatement });

  return {
    async list(userId: string): Promise<Conversation[]> {
      const rows = await db
        .select()
        .from(conversations)
        .where(eq(conversations.userId, userId))
        .orderBy(desc(conversations.updatedAt))
        .limit(200);
      return rows.map(toConversation);
    },

    async get(userId: string, sessionId: string): Promise<Conversation> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.userId, userId), eq(conversations.sessionId, sessionId)));
      if (!row) throw new DomainError("ConversationNotFound");
      return toConversation(row);
    },

    /** Upsert by session id; returns the conversation's id. */
    async save(userId: string, input: SaveInput): Promise<string> {
      return saver.save({
        userId,
        sessionId: input.sessionId,
        phoneNumber: input.phoneNumber || null,
        numberSource: input.numberSource ?? "bought",
        selectedCountry: input.selectedCountry || input.country || null,
        countryName: input.countryName || null,
        areaCode: input.areaCode || null,
        areaLocation: input.areaLocation || null,
        messages: input.messages,
      });
    },

    async clear(userId: string): Promise<number> {
      const deleted = await db
        .delete(conversations)
        .where(eq(conversations.userId, userId))
        .returning({ id: conversations.id });
      return deleted.length;
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
