import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as conversationContracts from "../../../shared/api/contracts/conversations";
import type { Conversation, SaveConversationRequest } from "../../../shared/api/conversations";
import { ApiError, callApi, queryKeyOf } from "../../api/request";

export const CONVERSATIONS_QUERY_KEY = queryKeyOf(conversationContracts.listConversations);

/** The history is refetched on mount and whenever the window regains focus. */
export function useConversations() {
  return useQuery({
    queryKey: CONVERSATIONS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(conversationContracts.listConversations, { signal }),
    staleTime: 0,
    refetchOnMount: "always",
    refetchOnWindowFocus: "always",
  });
}

/** Upserts the conversation of a session; resolves to its id. */
export async function saveConversation(request: SaveConversationRequest): Promise<string> {
  return (await callApi(conversationContracts.saveConversation, { body: request })).id;
}

/** The saved conversation of a session, or null when none was saved. */
export async function fetchConversation(
  sessionId: string,
  signal?: AbortSignal,
): Promise<Conversation | null> {
  try {
    return await callApi(conversationContracts.getConversation, { params: { sessionId }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useClearConversations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(conversationContracts.clearConversations),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
  });
}
