import { describe, expect, it } from "vitest";
import { answerEmbeddings, embeddingInputsOf } from "../../../../tests/support/fake-embeddings";
import { fakeModelPerTest } from "../../../../tests/support/fake-model";
import { sendJson } from "../../../../tests/support/http-stand-in";
import { createEmbedder, createOpenAiEmbedder, EmbeddingError } from "./embeddings";

// The embeddings client against a local stand-in of an OpenAI-compatible server.

const server = fakeModelPerTest();

describe("the OpenAI-compatible embedder", () => {
  it("asks the configured model for the texts' vectors, as floats, with the key, and keeps their order", async () => {
    const baseUrl = await server.start(answerEmbeddings((text) => [text.length, 1]));
    const embedder = createOpenAiEmbedder({ baseUrl, apiKey: "sk-test", model: "text-embedding-3-small" });

    expect(await embedder.embed(["cash", "gluten-free"])).toEqual([
      [4, 1],
      [11, 1],
    ]);
    const [request] = server.requests;
    expect(request!.method).toBe("POST");
    expect(request!.url.pathname).toBe("/embeddings");
    expect(request!.headers.authorization).toBe("Bearer sk-test");
    expect(JSON.parse(request!.body)).toMatchObject({
      model: "text-embedding-3-small",
      encoding_format: "float",
    });
    expect(embeddingInputsOf(request!)).toEqual(["cash", "gluten-free"]);
  });

  it("puts each vector with its text when the server lists them out of order", async () => {
    const baseUrl = await server.start((_request, response) =>
      sendJson(response, 200, {
        object: "list",
        data: [
          { object: "embedding", index: 1, embedding: [2] },
          { object: "embedding", index: 0, embedding: [1] },
        ],
        model: "m",
        usage: { prompt_tokens: 2, total_tokens: 2 },
      }),
    );
    const embedder = createOpenAiEmbedder({ baseUrl, model: "m" });
    expect(await embedder.embed(["first", "second"])).toEqual([[1], [2]]);
  });

  it("says what went wrong when the server refuses or answers short", async () => {
    const refusing = await server.start((_request, response) =>
      sendJson(response, 400, { error: { message: "model not found" } }),
    );
    await expect(createOpenAiEmbedder({ baseUrl: refusing, model: "m" }).embed(["a"])).rejects.toThrow(
      EmbeddingError,
    );
  });

  it("exists only when an embeddings model is configured on the AI server", () => {
    const ai = { baseUrl: "http://127.0.0.1:1/v1", apiKey: undefined, model: "gpt-4o-mini" };
    expect(createEmbedder({ ai: { ...ai, embeddingModel: undefined } })).toBeNull();
    expect(createEmbedder({ ai: { ...ai, embeddingModel: "text-embedding-3-small" } })?.model).toBe(
      "text-embedding-3-small",
    );
  });
});
