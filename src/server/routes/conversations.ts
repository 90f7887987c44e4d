import type { FastifyInstance } from "fastify";
import {
  clearConversations,
  getConversation,
  listConversations,
  saveConversation,
} from "../../shared/api/contracts/conversations";
import { route } from "../http/contract-route";
import type { Services } from "../services/services";

// Saved chats are not cached; the owner's sessions, balance and agents stay remembered.
const LEAVES_CACHED_READS_ALONE = { leavesCachedReadsAlone: true };

// The owner's saved conversations of the main screen.
export function conversationRoutes(app: FastifyInstance, { conversations }: Services): void {
  route(app, listConversations, async (request) => conversations.list(request.owner.id));

  route(
    app,
    saveConversation,
    async (request) => {
      const user = request.owner;
      return { id: await conversations.save(user.id, request.body) };
    },
    LEAVES_CACHED_READS_ALONE,
  );

  // Registered before /:sessionId so "clear" is never read as a session id.
  route(
    app,
    clearConversations,
    async (request) => {
      const user = request.owner;
      return { success: true as const, deleted: await conversations.clear(user.id) };
    },
    LEAVES_CACHED_READS_ALONE,
  );

  route(app, getConversation, async (request) => {
    const user = request.owner;
    return conversations.get(user.id, request.params.sessionId);
  });
}
