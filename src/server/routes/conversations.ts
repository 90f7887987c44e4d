import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ClearConversationsResponseSchema,
  ConversationParamsSchema,
  ConversationSchema,
  ConversationsResponseSchema,
  SaveConversationRequestSchema,
  SaveConversationResponseSchema,
} from "../../shared/api/conversations";
import { ApiErrorSchema } from "../../shared/api/errors";
import { requireUser } from "../http/session";
import type { Services } from "../services/services";

// Spec 000 §7: the owner's saved conversations of the main screen.
export function conversationRoutes(app: FastifyInstance, { sessions, conversations }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/conversations",
    {
      schema: {
        tags: ["conversations"],
        summary: "The owner's conversations, most recent first",
        response: { 200: ConversationsResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => conversations.list((await requireUser(request, sessions)).id),
  );

  api.post(
    "/api/conversations",
    {
      // Saved chats are not cached; the owner's sessions, balance and agents stay remembered.
      config: { leavesCachedReadsAlone: true },
      schema: {
        tags: ["conversations"],
        summary: "Save a conversation (upsert by sessionId)",
        body: SaveConversationRequestSchema,
        response: { 200: SaveConversationResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return { id: await conversations.save(user.id, request.body) };
    },
  );

  // Registered before /:sessionId so "clear" is never read as a session id.
  api.delete(
    "/api/conversations/clear",
    {
      config: { leavesCachedReadsAlone: true },
      schema: {
        tags: ["conversations"],
        summary: "Delete all of the owner's conversations",
        response: { 200: ClearConversationsResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return { success: true as const, deleted: await conversations.clear(user.id) };
    },
  );

  api.get(
    "/api/conversations/:sessionId",
    {
      schema: {
        tags: ["conversations"],
        summary: "One conversation by its session id",
        params: ConversationParamsSchema,
        response: { 200: ConversationSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return conversations.get(user.id, request.params.sessionId);
    },
  );
}
