import type OpenAI from "openai";
import { z } from "zod";
import type { Config } from "../../config";
import { openAiClientOptions } from "../model/openai-chat-model";

// Texts as vectors, so an agent's passages can be found by meaning as well as by their words: the
// embeddings model AI_EMBEDDING_MODEL on the same OpenAI-compatible server as the chat model, or
// none (full-text search alone then serves). Called through the `openai` package.

export class EmbeddingError extends Error {}

export interface Embedder {
  /** The model's name, as asked of the server. */
  readonly model: string;
  /** One vector per text, in the texts' order. */
  embed(
    texts: readonly string[],
    options?: { timeoutMs?: number; signal?: AbortSignal },
  ): Promise<number[][]>;
}

/** Texts sent in one request: far under OpenAI's 2,048 inputs and 300,000 tokens a request. */
export const EMBEDDING_BATCH = 64;
const DEFAULT_TIMEOUT_MS = 30_000;

const AnswerSchema = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()).min(1) })),
});

export type OpenAiEmbedderOptions = { baseUrl: string; apiKey?: string; model: string };

export function createOpenAiEmbedder({ baseUrl, apiKey, model }: OpenAiEmbedderOptions): Embedder {
  const loading = import("openai").then(
    ({ default: Sdk }) => new Sdk(openAiClientOptions({ baseUrl, apiKey })) as OpenAI,
  );
  return {
    model,
    async embed(texts, { timeoutMs = DEFAULT_TIMEOUT_MS, signal } = {}) {
      if (texts.length === 0) return [];
      const client = await loading;
      let answer: unknown;
      try {
        // Floats as JSON: the library would otherwise ask for base64, which not every
        // OpenAI-compatible server speaks.
        answer = await client.embeddings.create(
          { model, input: [...texts], encoding_format: "float" },
          { timeout: timeoutMs, ...(signal ? { signal } : {}) },
        );
      } catch (error) {
        throw new EmbeddingError(
          `The embeddings model could not be reached or refused: ${messageOf(error)}`,
          {
            cause: error,
          },
        );
      }
      const parsed = AnswerSchema.safeParse(answer);
      if (!parsed.success)
        throw new EmbeddingError("The embeddings model sent an answer that is not embeddings.");
      const byIndex = new Map(parsed.data.data.map(({ index, embedding }) => [index, embedding]));
      const vectors = texts.map((_, index) => byIndex.get(index));
      if (parsed.data.data.length !== texts.length || vectors.some((vector) => vector === undefined)) {
        throw new EmbeddingError(
          `The embeddings model sent ${parsed.data.data.length} vectors for ${texts.length} texts.`,
        );
      }
      return vectors as number[][];
    },
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The embeddings model at AI_BASE_URL when AI_EMBEDDING_MODEL names one, or none. */
export function createEmbedder(config: Pick<Config, "ai">): Embedder | null {
  const { baseUrl, apiKey, embeddingModel } = config.ai;
  return baseUrl && embeddingModel
    ? createOpenAiEmbedder({ baseUrl, model: embeddingModel, ...(apiKey ? { apiKey } : {}) })
    : null;
}
