import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerEmbeddings, embeddingInputsOf, vectorByMeaning } from "../../../tests/support/fake-embeddings";
import { fakeModelPerTest } from "../../../tests/support/fake-model";
import { sendJson } from "../../../tests/support/http-stand-in";
import { knowledgePassages } from "../db/schema";
import { createOpenAiEmbedder } from "../integrations/ai/embeddings";
import { createKnowledgeRetrieval } from "./knowledge-retrieval";
import { knowledgeDatabaseForFile } from "./knowledge-test-support";
import { fillMissingVectors } from "./knowledge-vectors";

// Passages that have no vector of the configured embeddings model get one later, across agents:
// stored before the model was configured, whose request failed, or made by another model. The pass
// reads every agent's passages, so the file has its own database.

const knowledge = knowledgeDatabaseForFile({ alone: true });
const server = fakeModelPerTest();
const noLog = () => undefined;

const GLUTEN = "Our crusts without wheat are baked in a separate oven.";
const PARKING = "There is a garage for your car behind the shop.";

async function vectorsOf(agentIds: string[]) {
  return knowledge.db
    .select({
      text: knowledgePassages.text,
      embedding: knowledgePassages.embedding,
      model: knowledgePassages.embeddingModel,
    })
    .from(knowledgePassages)
    .where(inArray(knowledgePassages.agentId, agentIds));
}

/** Vectors that are not the stand-in model's: each of `vectorByMeaning`'s dimensions reversed. */
const anotherModelsVector = (text: string) => vectorByMeaning(text).reverse();

describe("vectors filled in by the scheduled work", () => {
  it("gives every agent's passages stored without an embeddings model their vectors, a bounded batch a pass", async () => {
    const first = await knowledge.agentKnowing([], [GLUTEN, PARKING]);
    const second = await knowledge.agentKnowing([], ["We open at noon.", "We take cards."]);
    const baseUrl = await server.start(answerEmbeddings(vectorByMeaning));
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m" });

    expect(await fillMissingVectors(knowledge.db, embedder, 3)).toBe(3);
    expect(await fillMissingVectors(knowledge.db, embedder, 3)).toBe(1);
    expect(await fillMissingVectors(knowledge.db, embedder, 3)).toBe(0);
    expect(server.requests.map((request) => embeddingInputsOf(request).length)).toEqual([3, 1]);
    for (const passage of await vectorsOf([first, second])) {
      expect(passage).toMatchObject({ embedding: vectorByMeaning(passage.text), model: "m" });
    }
    const retrieval = createKnowledgeRetrieval(knowledge.db, embedder, noLog);
    expect((await retrieval.lookup(first, "Is it safe for a celiac?"))[0]).toMatchObject({ text: GLUTEN });
  });

  it("asks again on a later pass for the passages whose request failed", async () => {
    let failing = true;
    const answer = answerEmbeddings(vectorByMeaning);
    const baseUrl = await server.start((request, response) =>
      failing ? sendJson(response, 503, { error: { message: "overloaded" } }) : answer(request, response),
    );
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m" });
    const agentId = await knowledge.agentKnowing([], [GLUTEN]);

    await expect(fillMissingVectors(knowledge.db, embedder)).rejects.toThrow(
      /could not be reached or refused/,
    );
    expect(await vectorsOf([agentId])).toEqual([{ text: GLUTEN, embedding: null, model: null }]);

    failing = false;
    expect(await fillMissingVectors(knowledge.db, embedder)).toBe(1);
    expect(await vectorsOf([agentId])).toEqual([
      { text: GLUTEN, embedding: vectorByMeaning(GLUTEN), model: "m" },
    ]);
  });

  it("makes again the vectors of another embeddings model, and leaves them out of lookups meanwhile", async () => {
    const agentId = await knowledge.agentKnowing([], [GLUTEN, PARKING]);
    const [older, unnamed] = await vectorsOf([agentId]);
    // One passage embedded by an older model, one by a model whose name was never kept.
    await knowledge.db
      .update(knowledgePassages)
      .set({ embedding: anotherModelsVector(older!.text), embeddingModel: "older-model" })
      .where(and(eq(knowledgePassages.agentId, agentId), eq(knowledgePassages.text, older!.text)));
    await knowledge.db
      .update(knowledgePassages)
      .set({ embedding: anotherModelsVector(unnamed!.text) })
      .where(and(eq(knowledgePassages.agentId, agentId), eq(knowledgePassages.text, unnamed!.text)));
    const baseUrl = await server.start(answerEmbeddings(vectorByMeaning));
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m" });
    const retrieval = createKnowledgeRetrieval(knowledge.db, embedder, noLog);

    // Only the query's vector is asked for: no passage holds a vector of this model yet.
    expect(await retrieval.lookup(agentId, "Is it safe for a celiac?")).toEqual([]);

    expect(await fillMissingVectors(knowledge.db, embedder)).toBe(2);
    for (const passage of await vectorsOf([agentId])) {
      expect(passage).toMatchObject({ embedding: vectorByMeaning(passage.text), model: "m" });
    }
    expect((await retrieval.lookup(agentId, "Is it safe for a celiac?"))[0]).toMatchObject({ text: GLUTEN });
    expect(await fillMissingVectors(knowledge.db, embedder)).toBe(0);
  });
});
