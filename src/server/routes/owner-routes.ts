import type { FastifyRequest } from "fastify";
import { ApiErrorSchema } from "../../shared/api/errors";
import { requireUser, requireUserOrApiKey } from "../http/session";
import type { Services } from "../services/services";

// What the owner's own routes (agents, calls, test calls, API keys) share: the errors they may
// answer with and how they find the owner a request acts for.

/** The failures an owner's request can meet, each answered as an `ApiError`. */
export const ownerErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  402: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

export function ownerLookups({ sessions, apiKeys }: Pick<Services, "sessions" | "apiKeys">) {
  return {
    /** The signed-in owner (session cookie only). */
    signedInOwner: (request: FastifyRequest) => requireUser(request, sessions),
    /** Issue 6 §4: the external API's endpoints also take `Authorization: Bearer <key>`. */
    ownerOrApiKey: (request: FastifyRequest) => requireUserOrApiKey(request, sessions, apiKeys),
  };
}
