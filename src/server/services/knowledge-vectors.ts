import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { knowledgeDocuments, knowledgePassages } from "../db/schema";
import { EMBEDDING_BATCH, type Embedder } from "../integrations/ai/embeddings";

// Passages found by meaning. Their vectors are kept in a plain real[] column and ranked here in
// the server by cosine similarity: the same on PGlite and on PostgreSQL, with no extension, and
// cheap at the hundreds of passages an agent has (docs/decisions/0026 gives the costs measured and
// the size at which pgvector's index would be the better tool).

/** A passage without a vector of `model`: none yet, or one made by another embeddings model. */
const lacksVectorOf = (model: string) =>
  or(
    isNull(knowledgePassages.embedding),
    sql`${knowledgePassages.embeddingModel} is distinct from ${model}`,
  )!;

/** Vectors of `model` for the passages given, a batch of texts per request; answers how many were filled. */
async function embedPassages(
  db: Db,
  embedder: Embedder,
  passages: readonly { id: string; text: string }[],
): Promise<number> {
  let filled = 0;
  for (let start = 0; start < passages.length; start += EMBEDDING_BATCH) {
    const batch = passages.slice(start, start + EMBEDDING_BATCH);
    const vectors = await embedder.embed(batch.map((passage) => passage.text));
    await db.transaction(async (tx) => {
      for (const [i, passage] of batch.entries()) {
        const updated = await tx
          .update(knowledgePassages)
          .set({ embedding: vectors[i]!, embeddingModel: embedder.model })
          .where(and(eq(knowledgePassages.id, passage.id), lacksVectorOf(embedder.model)))
          .returning({ id: knowledgePassages.id });
        filled += updated.length;
      }
    });
  }
  return filled;
}

/**
 * Gives each of the agent's passages without a vector of the embedder's model its vector. Answers
 * how many were filled. A passage removed meanwhile is skipped; one filled meanwhile (the same
 * passages embedded twice at once) keeps its first vector.
 */
export async function embedMissingPassages(db: Db, embedder: Embedder, agentId: string): Promise<number> {
  const missing = await db
    .select({ id: knowledgePassages.id, text: knowledgePassages.text })
    .from(knowledgePassages)
    .where(and(eq(knowledgePassages.agentId, agentId), lacksVectorOf(embedder.model)))
    .orderBy(asc(knowledgePassages.documentId), asc(knowledgePassages.position));
  return embedPassages(db, embedder, missing);
}

/** Passages given vectors by one pass of the scheduled work: ten requests' worth. */
export const VECTORS_PER_PASS = 10 * EMBEDDING_BATCH;

/**
 * Vectors for passages of any agent that lack one of the embedder's model: stored before the model
 * was configured, whose request failed when their document was stored, or made by another model.
 * At most `limit` a pass, so a model change over many agents is spread over several passes; a
 * failing request stops the pass, and its passages are asked for again by the next one.
 */
export async function fillMissingVectors(
  db: Db,
  embedder: Embedder,
  limit: number = VECTORS_PER_PASS,
): Promise<number> {
  const missing = await db
    .select({ id: knowledgePassages.id, text: knowledgePassages.text })
    .from(knowledgePassages)
    .where(lacksVectorOf(embedder.model))
    .orderBy(
      asc(knowledgePassages.agentId),
      asc(knowledgePassages.documentId),
      asc(knowledgePassages.position),
    )
    .limit(limit);
  return embedPassages(db, embedder, missing);
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
 * 1,536 numbers a passage), while a passage's vector of one model never changes once filled: it is
 * made again only for another embeddings model, which is a restart with a new configuration, and
 * only vectors of the configured model are read.
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

/** The agent's passages nearest in meaning to the query's vector of `model`, nearest first. */
export async function passagesByMeaning(
  db: Db,
  agentId: string,
  query: { vector: readonly number[]; model: string },
  limit: number,
  cache: VectorCache = createVectorCache(),
): Promise<PassageByMeaning[]> {
  const embedded = await db
    .select({ id: knowledgePassages.id })
    .from(knowledgePassages)
    .where(and(eq(knowledgePassages.agentId, agentId), eq(knowledgePassages.embeddingModel, query.model)));
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
  const best = nearest(query.vector, vectors, limit);
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
