import type { ServerResponse } from "node:http";
import type { CreateEmbeddingResponse } from "openai/resources/embeddings";
import type { RecordedRequest } from "./http-stand-in";
import { sendJson } from "./http-stand-in";

// For tests of what uses an embeddings model: the answer an OpenAI-compatible server gives to
// POST /embeddings, in the shape of OpenAI's API reference (typed with the `openai` package's own
// type of it), from vectors a test makes up for its texts.

/** The texts a request to /embeddings asked for. */
export function embeddingInputsOf(request: RecordedRequest): string[] {
  const { input } = JSON.parse(request.body) as { input: string | string[] };
  return typeof input === "string" ? [input] : input;
}

/** Answers an embeddings request with `vectorOf` each text, as OpenAI does. */
export function answerEmbeddings(
  vectorOf: (text: string) => number[],
): (request: RecordedRequest, response: ServerResponse) => void {
  return (request, response) => {
    const { model } = JSON.parse(request.body) as { model: string };
    const inputs = embeddingInputsOf(request);
    const answer: CreateEmbeddingResponse = {
      object: "list",
      data: inputs.map((text, index) => ({ object: "embedding", index, embedding: vectorOf(text) })),
      model,
      usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
    };
    sendJson(response, 200, answer);
  };
}

/**
 * A made-up model that knows a few meanings: each text's vector counts the words of each meaning it
 * holds, so "celiac" and "gluten" are near though they share no letters.
 */
export const MEANINGS: readonly (readonly string[])[] = [
  ["gluten", "celiac", "coeliac", "wheat", "gluten-free"],
  ["pay", "card", "cards", "cash", "visa", "mastercard"],
  ["park", "parking", "car", "garage"],
  ["open", "hours", "noon", "close", "closing"],
];

export function vectorByMeaning(text: string): number[] {
  const words = text.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
  // The last dimension keeps every vector non-zero, as a real model's are.
  return [...MEANINGS.map((meaning) => words.filter((word) => meaning.includes(word)).length), 0.1];
}
