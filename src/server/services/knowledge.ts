import { and, asc, count, eq } from "drizzle-orm";
import type { Knowledge, KnowledgeDocument, KnowledgeFact } from "../../shared/api/knowledge";
import {
  KNOWLEDGE_DOCUMENT_BYTES_MAX,
  KNOWLEDGE_DOCUMENTS_MAX,
  KNOWLEDGE_FACTS_MAX,
} from "../../shared/catalog/knowledge";
import type { Db } from "../db/client";
import { knowledgeDocuments, knowledgeFacts, knowledgePassages } from "../db/knowledge-schema";
import { agents } from "../db/schema";
import type { Embedder } from "../integrations/ai/embeddings";
import type { DocumentReader } from "./document-text";
import { DomainError } from "./domain-errors";
import { splitIntoPassages } from "./knowledge-passages";
import { factSearchText } from "./knowledge-search";
import { embedMissingPassages, fillMissingVectors } from "./knowledge-vectors";
import { checkOwnAgent } from "./own-agent";
import type { Limit, RateLimiter } from "./rate-limiter";
import type { FailureLog } from "./service-deps";

// What an owner's agent knows: its facts (the whole list saved at once, in the owner's order) and
// its documents (pasted or uploaded text, split into passages the agent searches during a call).
// Every operation names the owner: another owner's agent is answered like one that does not exist.

/**
 * Reading a document is the heaviest thing an owner can ask for (a PDF is parsed in a worker), so
 * each owner may add this many an hour, pasted or uploaded: far more than filling twenty slots.
 */
export const KNOWLEDGE_DOCUMENTS_PER_HOUR: Limit = { max: 60, windowMs: 60 * 60_000 };

type Deps = {
  db: Db;
  limiter: RateLimiter;
  documents: DocumentReader;
  /** With an embeddings model, a document's passages get their vectors once it is stored. */
  embedder: Embedder | null;
  log: FailureLog;
};
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type DocumentRow = typeof knowledgeDocuments.$inferSelect;

function toDocument(row: DocumentRow, passages: number): KnowledgeDocument {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    bytes: row.bytes,
    passages,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The rows of an agent's facts, in the owner's order, each with the text its search reads. */
export const factRows = (agentId: string, userId: string, facts: readonly KnowledgeFact[]) =>
  facts.map((fact, position) => ({
    agentId,
    userId,
    position,
    kind: fact.kind,
    fact,
    searchText: factSearchText(fact),
  }));

export function createKnowledgeService({ db, limiter, documents, embedder, log }: Deps) {
  async function countDocumentAdded(userId: string): Promise<void> {
    const state = await limiter.hit(`knowledge-document:user:${userId}`, KNOWLEDGE_DOCUMENTS_PER_HOUR);
    if (!state.allowed) {
      throw new DomainError("RateLimited", {
        action: "documentUploads",
        retryAfterSeconds: state.retryAfterSeconds,
      });
    }
  }

  /**
   * The owner's agent, its row locked until the transaction ends: saves and additions to one agent
   * then happen one after the other, so two at once cannot pass a limit together.
   */
  async function lockOwnAgent(tx: Tx, userId: string, agentId: string): Promise<void> {
    const [row] = await tx
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.id, agentId), eq(agents.userId, userId)))
      .for("update");
    if (!row) throw new DomainError("AgentNotFound");
  }

  async function knowledgeOf(reader: Db | Tx, agentId: string): Promise<Knowledge> {
    const [facts, documentRows, passageCounts] = await Promise.all([
      reader
        .select({ id: knowledgeFacts.id, fact: knowledgeFacts.fact })
        .from(knowledgeFacts)
        .where(eq(knowledgeFacts.agentId, agentId))
        .orderBy(asc(knowledgeFacts.position)),
      reader
        .select()
        .from(knowledgeDocuments)
        .where(eq(knowledgeDocuments.agentId, agentId))
        .orderBy(asc(knowledgeDocuments.createdAt), asc(knowledgeDocuments.id)),
      reader
        .select({ documentId: knowledgePassages.documentId, passages: count() })
        .from(knowledgePassages)
        .where(eq(knowledgePassages.agentId, agentId))
        .groupBy(knowledgePassages.documentId),
    ]);
    const passagesOf = new Map(passageCounts.map((row) => [row.documentId, row.passages]));
    return {
      facts: facts.map(({ id, fact }) => ({ id, ...fact })),
      documents: documentRows.map((row) => toDocument(row, passagesOf.get(row.id) ?? 0)),
    };
  }

  /** Stores a document and its passages in one transaction, within the agent's document limit. */
  async function storeDocument(
    userId: string,
    agentId: string,
    document: { name: string; type: KnowledgeDocument["type"]; bytes: number; text: string },
  ): Promise<KnowledgeDocument> {
    const passages = splitIntoPassages(document.text);
    const stored = await db.transaction(async (tx) => {
      await lockOwnAgent(tx, userId, agentId);
      const [{ documents: held } = { documents: 0 }] = await tx
        .select({ documents: count() })
        .from(knowledgeDocuments)
        .where(eq(knowledgeDocuments.agentId, agentId));
      if (held >= KNOWLEDGE_DOCUMENTS_MAX) {
        throw new DomainError("TooManyDocuments", { limit: KNOWLEDGE_DOCUMENTS_MAX });
      }
      const [row] = await tx
        .insert(knowledgeDocuments)
        .values({ agentId, userId, ...document })
        .returning();
      if (passages.length > 0) {
        await tx
          .insert(knowledgePassages)
          .values(passages.map((text, position) => ({ documentId: row!.id, agentId, position, text })));
      }
      return toDocument(row!, passages.length);
    });
    // The owner's upload never waits for the embeddings model nor fails with it: until its vectors
    // are made, here or by the scheduled work's next run, the passages are found by their words.
    if (embedder && passages.length > 0) {
      embedMissingPassages(db, embedder, agentId).catch((error) =>
        log("Could not make the vectors of a document's passages", error),
      );
    }
    return stored;
  }

  return {
    /**
     * Vectors for passages that lack one of the configured model's, across agents, a bounded batch
     * a call (run by the scheduled work): nothing without an embeddings model.
     */
    fillMissingVectors: (): Promise<number> =>
      embedder ? fillMissingVectors(db, embedder) : Promise.resolve(0),

    async read(userId: string, agentId: string): Promise<Knowledge> {
      await checkOwnAgent(db, userId, agentId);
      return knowledgeOf(db, agentId);
    },

    /** Replaces the agent's facts with `facts`, in that order, all at once. */
    async saveFacts(userId: string, agentId: string, facts: KnowledgeFact[]): Promise<Knowledge> {
      if (facts.length > KNOWLEDGE_FACTS_MAX) {
        throw new DomainError("TooManyFacts", { limit: KNOWLEDGE_FACTS_MAX });
      }
      return db.transaction(async (tx) => {
        await lockOwnAgent(tx, userId, agentId);
        await tx.delete(knowledgeFacts).where(eq(knowledgeFacts.agentId, agentId));
        if (facts.length > 0) {
          await tx.insert(knowledgeFacts).values(factRows(agentId, userId, facts));
        }
        return knowledgeOf(tx, agentId);
      });
    },

    /** Text the owner pasted, under the name they gave it. */
    async addPastedDocument(
      userId: string,
      agentId: string,
      { name, text }: { name: string; text: string },
    ): Promise<KnowledgeDocument> {
      await checkOwnAgent(db, userId, agentId);
      await countDocumentAdded(userId);
      return storeDocument(userId, agentId, { name, type: "pasted", bytes: Buffer.byteLength(text), text });
    },

    /** A file the owner uploaded: its text read, or refused with the reason. */
    async addUploadedDocument(
      userId: string,
      agentId: string,
      { fileName, bytes }: { fileName: string; bytes: Uint8Array },
    ): Promise<KnowledgeDocument> {
      if (bytes.length > KNOWLEDGE_DOCUMENT_BYTES_MAX) throw new DomainError("DocumentTooLarge");
      // The agent and the owner's hourly count are checked before the file is read, so neither a
      // stranger's upload nor an owner's flood costs any parsing.
      await checkOwnAgent(db, userId, agentId);
      await countDocumentAdded(userId);
      const { type, text } = await documents.read(fileName, bytes);
      return storeDocument(userId, agentId, { name: fileName.trim(), type, bytes: bytes.length, text });
    },

    /** Removes a document and its passages; answers what the agent still knows. */
    async removeDocument(userId: string, agentId: string, documentId: string): Promise<Knowledge> {
      return db.transaction(async (tx) => {
        await lockOwnAgent(tx, userId, agentId);
        const removed = await tx
          .delete(knowledgeDocuments)
          .where(and(eq(knowledgeDocuments.id, documentId), eq(knowledgeDocuments.agentId, agentId)))
          .returning({ id: knowledgeDocuments.id });
        if (removed.length === 0) throw new DomainError("DocumentNotFound");
        return knowledgeOf(tx, agentId);
      });
    },
  };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
