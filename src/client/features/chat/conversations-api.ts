import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ClearConversationsResponseSchema,
  type Conversation,
  ConversationSchema,
  ConversationsResponseSchema,
  type SaveConversationRequest,
  SaveConversationResponseSchema,
} from "../../../shared/api/conversations";
import { ApiError, apiRequest } from "../../api/request";

export const CONVERSATIONS_QUERY_KEY = ["/api/conversations"] as const;

/** Spec 000 §7: the history is refetched on mount and whenever the window regains focus. */
export function useConversations() {
  return useQuery({
    queryKey: CONVERSATIONS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      ConversationsResponseSchema.parse(await apiRequest("GET", "/api/conversations", undefined, { signal })),
    staleTime: 0,
    refetchOnMount: "always",
    refetchOnWindowFocus: "always",
  });
}

/** Upserts the conversation of a session; resolves to its id. */
export async function saveConversation(request: SaveConversationRequest): Promise<string> {
  return SaveConversationResponseSchema.parse(await apiRequest("POST", "/api/conversations", request)).id;
}

/** The saved conversation of a session, or null when none was saved. */
export async function fetchConversation(
  sessionId: string,
  signal?: AbortSignal,
): Promise<Conversation | null> {
  try {
    return ConversationSchema.parse(
      await apiRequest("GET", `/api/conversations/${encodeURIComponent(sessionId)}`, undefined, { signal }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useClearConversations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      ClearConversationsResponseSchema.parse(await apiRequest("DELETE", "/api/conversations/clear")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
  });
}
