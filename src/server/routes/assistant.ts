import type { FastifyInstance, FastifyRequest } from "fastify";
import { assistantReply, correctGrammar } from "../../shared/api/contracts/assistant";
import { route } from "../http/contract-route";
import { HttpError, tooManyRequests } from "../http/http-error";
import { withCreationConsent } from "../integrations/ai/creation-consent";
import { withStatedFields } from "../integrations/ai/explicit-statements";
import { type Limit, minutesSentence } from "../services/rate-limiter";
import type { Services } from "../services/services";

// Both calls cost model time, so each owner has a budget (cost control).
export const AI_RESPONSES_PER_USER: Limit = { max: 60, windowMs: 10 * 60_000 };
export const GRAMMAR_CORRECTIONS_PER_USER: Limit = { max: 60, windowMs: 10 * 60_000 };
// A model that does not answer within 20 s is an error, never a hang.
export const ASSISTANT_TIMEOUT_MS = 20_000;

// A reply or a correction changes nothing a cached read shows.
const leavesCachedReadsAlone = { leavesCachedReadsAlone: true };

export function assistantRoutes(app: FastifyInstance, services: Services): void {
  const { limiter, assistant, agents } = services;

  async function withinBudget(userId: string, name: string, limit: Limit, what: string) {
    const state = await limiter.hit(`${name}:${userId}`, limit);
    if (!state.allowed) {
      throw tooManyRequests(
        `You have sent many ${what} in a short time. Try again ${minutesSentence(state.retryAfterSeconds)}.`,
        state.retryAfterSeconds,
      );
    }
  }

  /**
   * Asks the model within the owner's budget and the time limit. Whatever fails on the way is logged
   * as `failure.logged` and answered 502 with `failure.said`.
   */
  async function askModel<Answer>(
    request: FastifyRequest & { owner: { id: string } },
    budget: { name: string; limit: Limit; what: string },
    failure: { logged: string; said: string },
    ask: (signal: AbortSignal) => Promise<Answer>,
  ): Promise<Answer> {
    await withinBudget(request.owner.id, budget.name, budget.limit, budget.what);
    try {
      return await ask(AbortSignal.timeout(ASSISTANT_TIMEOUT_MS));
    } catch (error) {
      request.log.warn({ err: error }, failure.logged);
      throw new HttpError(502, failure.said);
    }
  }

  route(
    app,
    assistantReply,
    (request) =>
      askModel(
        request,
        { name: "ai-response", limit: AI_RESPONSES_PER_USER, what: "messages to the assistant" },
        { logged: "assistant reply failed", said: "Failed to get AI response. Please try again." },
        async (signal) => {
          const { message, conversationHistory: history, phoneNumber } = request.body;
          const reply = await assistant.reply({ message, history, signal });
          const consented = await withCreationConsent(reply, { message, history }, () =>
            agents.creationBlocker(request.owner, phoneNumber),
          );
          return withStatedFields(consented, message);
        },
      ),
    leavesCachedReadsAlone,
  );

  route(
    app,
    correctGrammar,
    (request) =>
      askModel(
        request,
        { name: "correct-grammar", limit: GRAMMAR_CORRECTIONS_PER_USER, what: "dictations" },
        {
          logged: "grammar correction failed",
          said: "The text could not be corrected. Your words were kept as they are.",
        },
        async (signal) => ({
          correctedText: await assistant.correctGrammar({ text: request.body.text, signal }),
        }),
      ),
    leavesCachedReadsAlone,
  );
}
