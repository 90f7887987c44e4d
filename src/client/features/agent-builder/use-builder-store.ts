import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import type { SaveConversationRequest } from "../../../shared/api/conversations";
import { CONVERSATION_MESSAGES_MAX } from "../../../shared/catalog/agents";
import { rememberClientSessionId } from "../../browser-storage";
import { createChatMessage } from "../chat/chat-messages";
import { CONVERSATIONS_QUERY_KEY, saveConversation } from "../chat/conversations-api";
import { type BuilderAction, type BuilderState, builderReducer } from "./builder-state";
import { storedPhoneFieldsOf } from "./phone-selection";

/** The builder's state with the operations the chat, the creation flow and the sidebar share. */
export interface BuilderStore {
  state: BuilderState;
  /** The state after every action applied so far, for code that runs across awaits. */
  current: () => BuilderState;
  apply: (action: BuilderAction) => void;
  addAssistantMessage: (sessionId: string, content: string) => void;
  /** Saves the conversation as it is now; resolves to its id, or null when saving failed. */
  persistConversation: () => Promise<string | null>;
  /** Aborted when the screen goes away, so waits and late answers stop touching it. */
  lifetime: () => AbortSignal;
}

function saveRequestOf(state: BuilderState): SaveConversationRequest {
  return {
    sessionId: state.sessionId,
    messages: state.messages.slice(-CONVERSATION_MESSAGES_MAX),
    ...storedPhoneFieldsOf(state.phone),
  };
}

export function useBuilderStore(initialState: BuilderState): BuilderStore {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(builderReducer, initialState);
  // The reducer is pure, so running it here as well keeps a synchronous copy for async flows.
  const currentRef = useRef(initialState);
  const lifetimeRef = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    lifetimeRef.current = controller;
    return () => controller.abort();
  }, []);

  // A reload of the tab comes back to the chat on screen.
  useEffect(() => rememberClientSessionId(state.sessionId), [state.sessionId]);

  const apply = useCallback((action: BuilderAction) => {
    currentRef.current = builderReducer(currentRef.current, action);
    dispatch(action);
  }, []);

  const addAssistantMessage = useCallback(
    (sessionId: string, content: string) =>
      apply({ type: "messageAdded", sessionId, message: createChatMessage("assistant", content) }),
    [apply],
  );

  const current = useCallback(() => currentRef.current, []);
  const lifetime = useCallback(() => lifetimeRef.current.signal, []);

  const persistConversation = useCallback(async () => {
    const snapshot = currentRef.current;
    try {
      const conversationId = await saveConversation(saveRequestOf(snapshot));
      apply({ type: "conversationSaved", sessionId: snapshot.sessionId, conversationId });
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
      return conversationId;
    } catch (error) {
      // A failure to save a conversation is only logged.
      console.error("The conversation could not be saved.", error);
      return null;
    }
  }, [apply, queryClient]);

  return useMemo(
    () => ({
      state,
      current,
      apply,
      addAssistantMessage,
      persistConversation,
      lifetime,
    }),
    [state, current, apply, addAssistantMessage, persistConversation, lifetime],
  );
}
