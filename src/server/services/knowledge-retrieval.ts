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

// What a call finds of what its agent knows. Every turn searches the caller's words by full text:
// one query of a few milliseconds, inside the voice turn's budget. Finding passages by meaning
// needs the query's vector from the embeddings model, a network request of tens to hundreds of
// milliseconds, so it is done only when the model looks something up (its lookup tool), where the
// model's own request already costs far more (docs/decisions/0026).

/** How long a lookup waits for the query's vector before it answers from the words alone. */
const QUERY_EMBEDDING_TIMEOUT_MS = 2_000;
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
  return {
    forTurn: (agentId, words) => searchKnowledge(db, agentId, words),

    async lookup(agentId, query) {
      if (!embedder) return searchKnowledge(db, agentId, query);
      // Twice the answer's length from each ranking, so a row second in one and absent from the
      // other can still make the answer.
      const depth = 2 * KNOWLEDGE_MATCHES_PER_TURN;
      const [byWords, queryVector] = await Promise.all([
        rankedKnowledge(db, agentId, query, depth),
        embedder.embed([query], { timeoutMs: QUERY_EMBEDDING_TIMEOUT_MS }).then(
          ([vector]) => vector,
          (error: unknown) => {
            log("the embeddings model failed; the lookup went on with full-text search alone", error);
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
    },
  };
}
