import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerEmbeddings, embeddingInputsOf, vectorByMeaning } from "../../../tests/support/fake-embeddings";
import { fakeModelPerTest } from "../../../tests/support/fake-model";
import { sendJson } from "../../../tests/support/http-stand-in";
import type { KnowledgeFact } from "../../shared/api/knowledge";
import { knowledgePassages } from "../db/schema";
import { createOpenAiEmbedder, EMBEDDING_BATCH } from "../integrations/ai/embeddings";
import { createKnowledgeRetrieval } from "./knowledge-retrieval";
import { knowledgeDatabaseForFile } from "./knowledge-test-support";
import { embedMissingPassages } from "./knowledge-vectors";

// With an embeddings model, an agent's passages get vectors and a lookup finds them by meaning as
// well as by their words.

const knowledge = knowledgeDatabaseForFile();
const server = fakeModelPerTest();
const noLog = () => undefined;

const cards: KnowledgeFact = { kind: "policy", topic: "payment", text: "We take Visa, Mastercard and cash." };
const GLUTEN = "Our crusts without wheat are baked in a separate oven.";

describe("passages found by meaning", () => {
  it("gives every passage without a vector its vector, a batch at a time, and only once", async () => {
    const baseUrl = await server.start(answerEmbeddings(vectorByMeaning));
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m" });
    const passages = Array.from({ length: EMBEDDING_BATCH + 3 }, (_, i) => `Passage ${i} about parking.`);
    const agentId = await knowledge.agentKnowing([], passages);

    expect(await embedMissingPassages(knowledge.db, embedder, agentId)).toBe(passages.length);
    expect(server.requests.map((request) => embeddingInputsOf(request).length)).toEqual([EMBEDDING_BATCH, 3]);
    const stored = await knowledge.db
      .select({ text: knowledgePassages.text, embedding: knowledgePassages.embedding })
      .from(knowledgePassages)
      .where(eq(knowledgePassages.agentId, agentId));
    for (const passage of stored) expect(passage.embedding).toEqual(vectorByMeaning(passage.text));

    expect(await embedMissingPassages(knowledge.db, embedder, agentId)).toBe(0);
    expect(server.requests).toHaveLength(2);
  });

  it("makes again an agent's vectors made by another embeddings model", async () => {
    const older = await server.start(answerEmbeddings((text) => vectorByMeaning(text).reverse()));
    const agentId = await knowledge.agentKnowing([], [GLUTEN]);
    expect(
      await embedMissingPassages(
        knowledge.db,
        createOpenAiEmbedder({ baseUrl: older, model: "old" }),
        agentId,
      ),
    ).toBe(1);
    const baseUrl = await server.start(answerEmbeddings(vectorByMeaning));
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m" });

    expect(await embedMissingPassages(knowledge.db, embedder, agentId)).toBe(1);
    expect(
      await knowledge.db
        .select({ embedding: knowledgePassages.embedding, model: knowledgePassages.embeddingModel })
        .from(knowledgePassages)
        .where(eq(knowledgePassages.agentId, agentId)),
    ).toEqual([{ embedding: vectorByMeaning(GLUTEN), model: "m" }]);
    expect(await embedMissingPassages(knowledge.db, embedder, agentId)).toBe(0);
  });

  it("finds by meaning what the caller's words would not, beside what the words find", async () => {
    const baseUrl = await server.start(answerEmbeddings(vectorByMeaning));
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m" });
    const agentId = await knowledge.agentKnowing([cards], [GLUTEN, "We open at noon every day."]);
    await embedMissingPassages(knowledge.db, embedder, agentId);
    const byWordsAlone = createKnowledgeRetrieval(knowledge.db, null, noLog);
    const withMeaning = createKnowledgeRetrieval(knowledge.db, embedder, noLog);

    expect(await byWordsAlone.lookup(agentId, "Is it safe for a celiac?")).toEqual([]);
    expect((await withMeaning.lookup(agentId, "Is it safe for a celiac?"))[0]).toEqual({
      source: "passage",
      documentName: "Menu",
      text: GLUTEN,
    });
    const [payment] = await withMeaning.lookup(agentId, "Can I pay by card?");
    expect(payment).toMatchObject({ source: "fact", fact: { topic: "payment" } });
  });

  it("never finds another owner's passages, however much nearer in meaning they are", async () => {
    const baseUrl = await server.start(answerEmbeddings(vectorByMeaning));
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m" });
    const ours = await knowledge.agentKnowing([], ["We open at noon every day."]);
    const theirs = await knowledge.agentKnowing(
      [],
      [GLUTEN, "Gluten-free crusts for celiac guests, no wheat."],
    );
    await embedMissingPassages(knowledge.db, embedder, ours);
    await embedMissingPassages(knowledge.db, embedder, theirs);
    const retrieval = createKnowledgeRetrieval(knowledge.db, embedder, noLog);
    const celiac = "Is it safe for a celiac? Gluten, wheat?";
    // The other agent's vectors are read first, so they are in the server's memory too.
    expect((await retrieval.lookup(theirs, celiac)).map((match) => match.source)).toEqual([
      "passage",
      "passage",
    ]);

    const found = [...(await retrieval.lookup(ours, celiac)), ...(await retrieval.forTurn(ours, celiac))];
    // By meaning the nearest passage is always returned, however far: ours, never theirs.
    expect(found.length).toBeGreaterThan(0);
    for (const match of found) {
      expect(match).toEqual({ source: "passage", documentName: "Menu", text: "We open at noon every day." });
    }
  });

  /** Retrieval through the embeddings model at `baseUrl`, with what it logs. */
  function retrievalLogging(baseUrl: string) {
    const logged: string[] = [];
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m" });
    return {
      retrieval: createKnowledgeRetrieval(knowledge.db, embedder, (message) => logged.push(message)),
      logged,
    };
  }

  it("finds by words alone when the embeddings model fails, and says so", async () => {
    const baseUrl = await server.start((_request, response) =>
      sendJson(response, 503, { error: { message: "overloaded" } }),
    );
    const { retrieval, logged } = retrievalLogging(baseUrl);
    const agentId = await knowledge.agentKnowing([cards], [GLUTEN]);
    const [found] = await retrieval.lookup(agentId, "Do you take cards?");
    expect(found).toMatchObject({ source: "fact", fact: { topic: "payment" } });
    expect(logged).toEqual(["the embeddings model failed; the lookup went on with full-text search alone"]);
  });

  it("stops waiting for a silent embeddings model when the turn is cut, and answers from the words", async () => {
    // The model hears the request and never answers; the lookup would wait its 2 s for the vector.
    const baseUrl = await server.start(() => undefined);
    const { retrieval, logged } = retrievalLogging(baseUrl);
    const agentId = await knowledge.agentKnowing([cards], [GLUTEN]);
    const cut = new AbortController();
    const startedAt = performance.now();
    const looking = retrieval.lookup(agentId, "Do you take cards?", cut.signal);
    setTimeout(() => cut.abort(), 100);
    const [found] = await looking;
    expect(performance.now() - startedAt).toBeLessThan(1_000);
    expect(found).toMatchObject({ source: "fact", fact: { topic: "payment" } });
    expect(logged).toEqual([]);
  });

  it("searches a voice turn's words by full text alone, never waiting for their vector", async () => {
    const baseUrl = await server.start(answerEmbeddings(vectorByMeaning));
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m" });
    const agentId = await knowledge.agentKnowing([cards], [GLUTEN, "We open at noon every day."]);
    await embedMissingPassages(knowledge.db, embedder, agentId);
    const asked = server.requests.length;
    const retrieval = createKnowledgeRetrieval(knowledge.db, embedder, noLog);

    const [found] = await retrieval.forTurn(agentId, "Do you take cards?");
    expect(found).toMatchObject({ source: "fact", fact: { topic: "payment" } });
    expect(await retrieval.forTurn(agentId, "Is it safe for a celiac?")).toEqual([]);
    expect(server.requests).toHaveLength(asked);
    // The same words looked up (the model's tool) are found by meaning.
    expect((await retrieval.lookup(agentId, "Is it safe for a celiac?"))[0]).toEqual({
      source: "passage",
      documentName: "Menu",
      text: GLUTEN,
    });
  });
});
