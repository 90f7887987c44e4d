import type { Db } from "../db/client";
import type { Embedder } from "../integrations/ai/embeddings";
import type { KnowledgeMatch } from "./call-engine/types";
import type { TurnKnowledge } from "./call-turns";
import {
  KNOWLEDGE_MATCHES_PER_TURN,
  type RankedMatch,
  rankedKnowledge,
  searchKnowledge,
} from "./knowledge-search";
import { createVectorCache, passagesByMeaning } from "./knowledge-vectors";
import type { FailureLog } from "./service-deps";

// What a call finds of what its agent knows: the caller's words by full text (one query of a few
// milliseconds) and, with an embeddings model, passages by meaning, the two rankings fused. The
// query's vector is a network request of tens to hundreds of milliseconds, so each use waits for it
// only so long: a voice turn a little, within the time it already gives the search; the model's
// lookup tool longer, since the model's own request costs far more (docs/decisions/0026).

/** How long a lookup waits for the query's vector before it answers from the words alone. */
const QUERY_EMBEDDING_TIMEOUT_MS = 2_000;
/** How long a voice turn waits for it: a local embeddings server answers in time, a distant one may not. */
const TURN_EMBEDDING_TIMEOUT_MS = 100;
/** Reciprocal rank fusion's constant: a row's score is the sum of 1 / (k + its rank) in each ranking. */
const FUSION_K = 60;

/** The rows of several rankings, each scored by its ranks in all of them, best first. */
export function fuseRankings(rankings: readonly (readonly RankedMatch[])[], limit: number): KnowledgeMatch[] {
  const scores = new Map<string, { match: KnowledgeMatch; score: number }>();
  for (const ranking of rankings) {
    for (const [index, { key, match }] of ranking.entries()) {
      const entry = scores.get(key) ?? { match, score: 0 };
      entry.score += 1 / (FUSION_K + index + 1);
      scores.set(key, entry);
    }
  }
  return [...scores.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.match);
}

export function createKnowledgeRetrieval(db: Db, embedder: Embedder | null, log: FailureLog): TurnKnowledge {
  const vectors = createVectorCache();

  async function search(agentId: string, words: string, embeddingTimeoutMs: number) {
    if (!embedder) return searchKnowledge(db, agentId, words);
    // Twice the answer's length from each ranking, so a row second in one and absent from the
    // other can still make the answer.
    const depth = 2 * KNOWLEDGE_MATCHES_PER_TURN;
    const [byWords, queryVector] = await Promise.all([
      rankedKnowledge(db, agentId, words, depth),
      embedder.embed([words], { timeoutMs: embeddingTimeoutMs }).then(
        ([vector]) => vector,
        (error: unknown) => {
          log("the embeddings model failed; the search went on with full-text search alone", error);
          return undefined;
        },
      ),
    ]);
    if (!queryVector) return byWords.slice(0, KNOWLEDGE_MATCHES_PER_TURN).map((ranked) => ranked.match);
    const byMeaning = (
      await passagesByMeaning(db, agentId, { vector: queryVector, model: embedder.model }, depth, vectors)
    ).map(
      ({ id, documentName, text }): RankedMatch => ({
        key: `passage:${id}`,
        match: { source: "passage", documentName, text },
      }),
    );
    return fuseRankings([byWords, byMeaning], KNOWLEDGE_MATCHES_PER_TURN);
  }

  return {
    forTurn: (agentId, words) => search(agentId, words, TURN_EMBEDDING_TIMEOUT_MS),
    lookup: (agentId, query) => search(agentId, query, QUERY_EMBEDDING_TIMEOUT_MS),
  };
}
