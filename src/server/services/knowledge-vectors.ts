import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { knowledgeDocuments, knowledgePassages } from "../db/schema";
import { EMBEDDING_BATCH, type Embedder } from "../integrations/ai/embeddings";

// Passages found by meaning. Their vectors are kept in a plain real[] column and ranked here in
// the server by cosine similarity: the same on PGlite and on PostgreSQL, with no extension, and
// cheap at the hundreds of passages an agent has (docs/decisions/0026 gives the costs measured and
// the size at which pgvector's index would be the better tool).

/**
 * Gives each of the agent's passages without a vector its vector, a batch of texts per request.
 * Answers how many were filled. A passage removed meanwhile is skipped; one filled meanwhile (the
 * same passages embedded twice at once) keeps its first vector.
 */
export async function embedMissingPassages(db: Db, embedder: Embedder, agentId: string): Promise<number> {
  const missing = await db
    .select({ id: knowledgePassages.id, text: knowledgePassages.text })
    .from(knowledgePassages)
    .where(and(eq(knowledgePassages.agentId, agentId), isNull(knowledgePassages.embedding)))
    .orderBy(asc(knowledgePassages.documentId), asc(knowledgePassages.position));
  let filled = 0;
  for (let start = 0; start < missing.length; start += EMBEDDING_BATCH) {
    const batch = missing.slice(start, start + EMBEDDING_BATCH);
    const vectors = await embedder.embed(batch.map((passage) => passage.text));
    await db.transaction(async (tx) => {
      for (const [i, passage] of batch.entries()) {
        const updated = await tx
          .update(knowledgePassages)
          .set({ embedding: vectors[i]! })
          .where(and(eq(knowledgePassages.id, passage.id), isNull(knowledgePassages.embedding)))
          .returning({ id: knowledgePassages.id });
        filled += updated.length;
      }
    });
  }
  return filled;
}

/** Cosine similarity; 0 for vectors of different lengths (made by another model) or of no length. */
export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** The `limit` rows most similar to `query`, most similar first. */
export function nearest<T extends { embedding: ArrayLike<number> }>(
  query: ArrayLike<number>,
  rows: readonly T[],
  limit: number,
): (T & { similarity: number })[] {
  return rows
    .map((row) => ({ ...row, similarity: cosineSimilarity(query, row.embedding) }))
    .filter((row) => row.similarity > 0)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, limit);
}

export type PassageByMeaning = { id: string; documentName: string; text: string; similarity: number };

/**
 * Passages' vectors kept in memory once read, by passage id, the most recently used last. Reading
 * vectors is the lookup's cost (docs/decisions/0026: the database formats and the driver parses
 * 1,536 numbers a passage), while a passage's vector never changes once filled: it is cleared and
 * filled again only for another embeddings model, which is a restart with a new configuration.
 */
export function createVectorCache(maxVectors = 10_000) {
  const vectors = new Map<string, Float32Array>();
  return {
    get(id: string): Float32Array | undefined {
      const vector = vectors.get(id);
      if (vector) {
        vectors.delete(id);
        vectors.set(id, vector);
      }
      return vector;
    },
    set(id: string, vector: readonly number[]) {
      vectors.set(id, Float32Array.from(vector));
      for (const oldest of vectors.keys()) {
        if (vectors.size <= maxVectors) break;
        vectors.delete(oldest);
      }
    },
  };
}
export type VectorCache = ReturnType<typeof createVectorCache>;

/** The agent's passages nearest in meaning to the query's vector, nearest first. */
export async function passagesByMeaning(
  db: Db,
  agentId: string,
  queryVector: readonly number[],
  limit: number,
  cache: VectorCache = createVectorCache(),
): Promise<PassageByMeaning[]> {
  const embedded = await db
    .select({ id: knowledgePassages.id })
    .from(knowledgePassages)
    .where(and(eq(knowledgePassages.agentId, agentId), isNotNull(knowledgePassages.embedding)));
  const unread = embedded.filter(({ id }) => !cache.get(id)).map(({ id }) => id);
  for (let start = 0; start < unread.length; start += 1_000) {
    const read = await db
      .select({ id: knowledgePassages.id, embedding: knowledgePassages.embedding })
      .from(knowledgePassages)
      .where(inArray(knowledgePassages.id, unread.slice(start, start + 1_000)));
    for (const { id, embedding } of read) if (embedding) cache.set(id, embedding);
  }
  const vectors = embedded.flatMap(({ id }) => {
    const embedding = cache.get(id);
    return embedding ? [{ id, embedding }] : [];
  });
  const best = nearest(queryVector, vectors, limit);
  if (best.length === 0) return [];
  const texts = await db
    .select({ id: knowledgePassages.id, text: knowledgePassages.text, documentName: knowledgeDocuments.name })
    .from(knowledgePassages)
    .innerJoin(knowledgeDocuments, eq(knowledgeDocuments.id, knowledgePassages.documentId))
    .where(
      inArray(
        knowledgePassages.id,
        best.map((row) => row.id),
      ),
    );
  const byId = new Map(texts.map((row) => [row.id, row]));
  return best.flatMap(({ id, similarity }) => {
    const passage = byId.get(id);
    return passage ? [{ id, documentName: passage.documentName, text: passage.text, similarity }] : [];
  });
}
