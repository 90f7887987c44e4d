import {
  AiResponseRequestSchema,
  AiResponseSchema,
  CorrectGrammarRequestSchema,
  CorrectGrammarResponseSchema,
} from "../assistant";
import { defineContract } from "../contract";
import { ApiErrorSchema } from "../errors";

// 429: over the owner's budget of model time; 502: the model did not answer.
const assistantErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  429: ApiErrorSchema,
  502: ApiErrorSchema,
};

export const assistantReply = defineContract({
  method: "POST",
  path: "/api/ai-response",
  auth: "owner",
  tags: ["assistant"],
  summary: "The configuration assistant's next reply, with the fields it understood",
  body: AiResponseRequestSchema,
  response: { 200: AiResponseSchema, ...assistantErrors },
});

export const correctGrammar = defineContract({
  method: "POST",
  path: "/api/correct-grammar",
  auth: "owner",
  tags: ["assistant"],
  summary: "Tidy dictated text",
  body: CorrectGrammarRequestSchema,
  response: { 200: CorrectGrammarResponseSchema, ...assistantErrors },
});
