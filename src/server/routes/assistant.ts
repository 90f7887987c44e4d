import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AiResponseRequestSchema,
  AiResponseSchema,
  CorrectGrammarRequestSchema,
  CorrectGrammarResponseSchema,
} from "../../shared/api/assistant";
import { ApiErrorSchema } from "../../shared/api/errors";
import { HttpError, tooManyRequests } from "../http/http-error";
import { requireUser } from "../http/session";
import { type Limit, minutesSentence } from "../services/rate-limiter";
import type { Services } from "../services/services";

// Issue 3 §2: both calls cost model time, so each owner has a budget (cost control).
export const AI_RESPONSES_PER_USER: Limit = { max: 60, windowMs: 10 * 60_000 };
export const GRAMMAR_CORRECTIONS_PER_USER: Limit = { max: 60, windowMs: 10 * 60_000 };
// Issue 3 §2: a model that does not answer within 20 s is an error, never a hang.
export const ASSISTANT_TIMEOUT_MS = 20_000;

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema, 502: ApiErrorSchema };

export function assistantRoutes(app: FastifyInstance, { sessions, limiter, assistant }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function withinBudget(userId: string, name: string, limit: Limit, what: string) {
    const state = await limiter.hit(`${name}:${userId}`, limit);
    if (!state.allowed) {
      throw tooManyRequests(
        `You have sent many ${what} in a short time. Try again ${minutesSentence(state.retryAfterSeconds)}.`,
        state.retryAfterSeconds,
      );
    }
  }

  api.post(
    "/api/ai-response",
    {
      config: { leavesCachedReadsAlone: true },
      schema: {
        tags: ["assistant"],
        summary: "The configuration assistant's next reply, with the fields it understood",
        body: AiResponseRequestSchema,
        response: { 200: AiResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      await withinBudget(user.id, "ai-response", AI_RESPONSES_PER_USER, "messages to the assistant");
      try {
        return await assistant.reply({
          message: request.body.message,
          history: request.body.conversationHistory,
          signal: AbortSignal.timeout(ASSISTANT_TIMEOUT_MS),
        });
      } catch (error) {
        request.log.warn({ err: error }, "assistant reply failed");
        throw new HttpError(502, "Failed to get AI response. Please try again.");
      }
    },
  );

  api.post(
    "/api/correct-grammar",
    {
      config: { leavesCachedReadsAlone: true },
      schema: {
        tags: ["assistant"],
        summary: "Tidy dictated text",
        body: CorrectGrammarRequestSchema,
        response: { 200: CorrectGrammarResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      await withinBudget(user.id, "correct-grammar", GRAMMAR_CORRECTIONS_PER_USER, "dictations");
      try {
        const correctedText = await assistant.correctGrammar({
          text: request.body.text,
          signal: AbortSignal.timeout(ASSISTANT_TIMEOUT_MS),
        });
        return { correctedText };
      } catch (error) {
        request.log.warn({ err: error }, "grammar correction failed");
        throw new HttpError(502, "The text could not be corrected. Your words were kept as they are.");
      }
    },
  );
}
