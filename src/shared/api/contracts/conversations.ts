import { defineContract } from "../contract";
import {
  ClearConversationsResponseSchema,
  ConversationParamsSchema,
  ConversationSchema,
  ConversationsResponseSchema,
  SaveConversationRequestSchema,
  SaveConversationResponseSchema,
} from "../conversations";
import { ApiErrorSchema } from "../errors";

export const listConversations = defineContract({
  method: "GET",
  path: "/api/conversations",
  auth: "owner",
  tags: ["conversations"],
  summary: "The owner's conversations, most recent first",
  response: { 200: ConversationsResponseSchema, 401: ApiErrorSchema },
});

export const saveConversation = defineContract({
  method: "POST",
  path: "/api/conversations",
  auth: "owner",
  tags: ["conversations"],
  summary: "Save a conversation (upsert by sessionId)",
  body: SaveConversationRequestSchema,
  response: { 200: SaveConversationResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
});

export const clearConversations = defineContract({
  method: "DELETE",
  path: "/api/conversations/clear",
  auth: "owner",
  tags: ["conversations"],
  summary: "Delete all of the owner's conversations",
  response: { 200: ClearConversationsResponseSchema, 401: ApiErrorSchema },
});

export const getConversation = defineContract({
  method: "GET",
  path: "/api/conversations/:sessionId",
  auth: "owner",
  tags: ["conversations"],
  summary: "One conversation by its session id",
  params: ConversationParamsSchema,
  response: { 200: ConversationSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
});
