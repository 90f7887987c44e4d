import { type Db, readsOn, type TurnRead } from "../db/client";
import type { Embedder } from "../integrations/ai/embeddings";
import type { KnowledgeMatch } from "./call-engine/types";
import type { TurnKnowledge } from "./call-turns";
import {
  KNOWLEDGE_MATCHES_PER_TURN,
  type RankedMatch,
  rankedKnowledge,
  searchKnowledge,
  searchKnowledgeForTurn,
} from "./knowledge-search";
import { createVectorCache, passagesByMeaning } from "./knowledge-vectors";
import type { FailureLog } from "./service-deps";

// What a call finds of what its agent knows. Every turn searches the caller's words by full text:
// one statement of a few milliseconds, which the turn's first words wait for. Finding passages by
// meaning needs the query's vector from the embeddings model, a request of a few milliseconds to a
// local server and tens to hundreds to a hosted one, then reads of the agent's vectors and the
// best passages: so it is the model's lookup tool's, where the model's own request already costs
// far more, and the two rankings are fused there (docs/decisions/0026).

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

/** `turnRead` runs the search each turn's first words wait for (Database.turnRead). */
export function createKnowledgeRetrieval(
  db: Db,
  embedder: Embedder | null,
  log: FailureLog,
  turnRead: TurnRead = readsOn(db),
): TurnKnowledge {
  const vectors = createVectorCache();

  async function lookup(agentId: string, words: string, signal?: AbortSignal) {
    if (!embedder) return searchKnowledge(db, agentId, words);
    // Twice the answer's length from each ranking, so a row second in one and absent from the
    // other can still make the answer.
    const depth = 2 * KNOWLEDGE_MATCHES_PER_TURN;
    const [byWords, queryVector] = await Promise.all([
      rankedKnowledge(db, agentId, words, depth),
      embedder.embed([words], { timeoutMs: QUERY_EMBEDDING_TIMEOUT_MS, ...(signal ? { signal } : {}) }).then(
        ([vector]) => vector,
        (error: unknown) => {
          // A turn that was cut stops waiting for the meaning; that is not the model failing.
          if (signal?.aborted) return undefined;
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
  }

  return { forTurn: (agentId, words) => searchKnowledgeForTurn(turnRead, agentId, words), lookup };
}
