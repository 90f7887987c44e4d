import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Agent } from "../../../shared/api/agents";
import type { AiResponse, ChatMessage } from "../../../shared/api/assistant";
import { type Conversation, SessionIdSchema } from "../../../shared/api/conversations";
import type { KnowledgeFact } from "../../../shared/api/knowledge";
import type { CountryCode, NumberSource } from "../../../shared/api/phone";
import { AGENT_BEING_CREATED_PHRASE, CONVERSATION_MESSAGES_MAX } from "../../../shared/catalog/agents";
import { apiErrorDetails } from "../../api/error-details";
import { ApiError } from "../../api/request";
import { readClientSessionId } from "../../browser-storage";
import { createRandomId } from "../../random-id";
import { toast } from "../../ui/toast-store";
import { AGENTS_QUERY_KEY } from "../agents/agents-api";
import { requestAssistantReply } from "../chat/assistant-api";
import { createChatMessage, createGreetingMessage, isConfigureCommand } from "../chat/chat-messages";
import { fetchConversation } from "../chat/conversations-api";
import { configurationPrefill, findAgentToUpdate, matchCriteriaOf } from "./agent-matching";
import { readBuilderDraft, saveBuilderDraft } from "./builder-draft";
import {
  agentLoadedGreetingText,
  askForConfigurationText,
  CONFIGURATION_INCOMPLETE_TOAST,
  configurationSavedText,
  creationNeedsConfigurationText,
  templateLoadedText,
} from "./builder-messages";
import {
  type AgentConfiguration,
  type AgentSettings,
  type BuilderState,
  builderReducer,
  canCreateAgent,
  createInitialState,
  missingForCreation,
  unappliedSettingsOf,
} from "./builder-state";
import { readStoredTemplate, removeStoredTemplate, type TemplateStart } from "./stored-template";
import { useAgentCreation } from "./use-agent-creation";
import { useBuilderStore } from "./use-builder-store";

interface Startup {
  state: BuilderState;
  /** True when the tab's draft is back and the messages of its chat must be fetched before they show. */
  restoresConversation: boolean;
}

/** A new session with the given opening messages and, for a template, its fields. */
function freshSession(messages: readonly ChatMessage[], template?: TemplateStart): Startup {
  const sessionId = createRandomId();
  const state = builderReducer(createInitialState(sessionId, []), {
    type: "sessionStarted",
    sessionId,
    messages,
    configuration: template?.configuration,
    settings: template?.settings,
    knowledge: template?.knowledge,
  });
  return { state, restoresConversation: false };
}

/** A stored template starts a fresh chat with its fields; otherwise the tab's chat resumes. */
function planStartup(username: string): Startup {
  const template = readStoredTemplate();
  if (template) {
    return freshSession(
      [
        createGreetingMessage(),
        createChatMessage("assistant", templateLoadedText(template.configuration.businessName)),
      ],
      template,
    );
  }
  const storedSessionId = readClientSessionId();
  const draft =
    storedSessionId !== null && SessionIdSchema.safeParse(storedSessionId).success
      ? readBuilderDraft(username, storedSessionId)
      : null;
  // Only a tab whose builder saved its chat has one to fetch; any other starts with the greeting at once,
  // rather than asking for a conversation that was never saved.
  if (draft === null) return freshSession([createGreetingMessage()]);
  if (draft.savedConversationId === null) {
    return { state: { ...draft, messages: [createGreetingMessage()] }, restoresConversation: false };
  }
  return { state: { ...draft, messages: [] }, restoresConversation: true };
}

/** What the assistant is asked: the owner's message, the chosen number and the chat before it. */
function assistantRequestOf(text: string, before: BuilderState) {
  return {
    message: text,
    phoneNumber: before.phone.phoneNumber,
    conversationHistory: before.messages
      .slice(-CONVERSATION_MESSAGES_MAX)
      .map(({ role, content }) => ({ role, content })),
  };
}

interface AgentBuilderCallbacks {
  /** The signed-in owner, whose tab keeps the builder's draft. */
  username: string;
  /** Opens the Configure Your AI Agent form. */
  onNeedsConfiguration: () => void;
  /** Opens the Balance Manager. */
  onNeedsBalance: () => void;
}

/**
 * The agent builder of the main screen: the chat, the setup, the sessions and the creation flow. The
 * main screen is shown only to a signed-in owner, so the builder asks for no session of its own: another
 * observer of the always-stale lookup would fetch it again as it mounts.
 */
export function useAgentBuilder({ username, onNeedsConfiguration, onNeedsBalance }: AgentBuilderCallbacks) {
  const queryClient = useQueryClient();
  const [startup] = useState(() => planStartup(username));
  const store = useBuilderStore(startup.state);
  const { apply, current, addAssistantMessage, persistConversation, lifetime } = store;
  const [isLoadingConversation, setIsLoadingConversation] = useState(startup.restoresConversation);
  const [isAwaitingReply, setIsAwaitingReply] = useState(false);
  const creation = useAgentCreation(store, onNeedsBalance);
  const { createAgentFromChat } = creation;
  const agentLoadRef = useRef(0);

  useEffect(() => {
    removeStoredTemplate();
    if (!startup.restoresConversation) return;
    const controller = new AbortController();
    const { sessionId } = startup.state;
    const isUntouched = () => current().sessionId === sessionId && current().messages.length === 0;
    fetchConversation(sessionId, controller.signal)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("The saved conversation could not be loaded.", error);
        return null;
      })
      .then((conversation) => {
        if (controller.signal.aborted) return;
        if (isUntouched()) {
          apply({
            type: "chatResumed",
            messages:
              conversation && conversation.messages.length > 0
                ? conversation.messages
                : [createGreetingMessage()],
            conversationId: conversation?.id ?? null,
          });
        }
        setIsLoadingConversation(false);
      });
    return () => controller.abort();
  }, [startup, apply, current]);

  // Until the tab's chat is back, the state on screen is a placeholder that must not replace the draft.
  useEffect(() => {
    if (!isLoadingConversation) saveBuilderDraft(username, store.state);
  }, [username, store.state, isLoadingConversation]);

  const agentMatchingNow = useCallback(() => {
    const state = current();
    return findAgentToUpdate(
      queryClient.getQueryData<Agent[]>(AGENTS_QUERY_KEY) ?? [],
      matchCriteriaOf(state),
    );
  }, [current, queryClient]);

  const cachedAgents = useCallback(
    () => queryClient.getQueryData<Agent[]>(AGENTS_QUERY_KEY) ?? [],
    [queryClient],
  );

  /**
   * The assistant said the agent is being created, which it does only after the owner's
   * clear yes to its question naming the $25; the creation flow brings the 15-second wait and the live
   * message. That yes covers what the assistant listed, so its understanding becomes the confirmed
   * configuration here. Saving the form alone never creates.
   */
  const followCreationAnnouncement = useCallback(
    (sessionId: string) => {
      const before = current();
      if (before.sessionId !== sessionId) return;
      if (!before.isAgentCreated && !canCreateAgent(before)) {
        apply({
          type: "configurationSubmitted",
          configuration: configurationPrefill(before, cachedAgents()),
        });
      }
      const state = current();
      if (canCreateAgent(state)) {
        void createAgentFromChat({ announced: true });
        return;
      }
      addAssistantMessage(sessionId, creationNeedsConfigurationText(missingForCreation(state)));
      toast(CONFIGURATION_INCOMPLETE_TOAST);
    },
    [current, apply, cachedAgents, addAssistantMessage, createAgentFromChat],
  );

  /** What the assistant understood pre-fills the form; the owner confirms it there. */
  const applySuggestions = useCallback(
    (sessionId: string, reply: AiResponse) => {
      // Facts about the business (a menu item and its price, a policy) wait in the form's Knowledge
      // section for the owner to review and save with the rest.
      if (reply.suggestedFacts && reply.suggestedFacts.length > 0) {
        apply({ type: "factsSuggested", sessionId, facts: reply.suggestedFacts });
      }
      if (!reply.suggestedConfig) return;
      apply({
        type: "suggestionsReceived",
        sessionId,
        suggestions: reply.suggestedConfig,
        statedFields: reply.statedFields,
      });
    },
    [apply],
  );

  /**
   * Asks the assistant about `text` while the chat shows it waiting. `onReply` (or `onFailure`) runs
   * before the waiting ends, and not at all once the builder is gone; answers whether it ran.
   */
  const askForReply = useCallback(
    async (
      text: string,
      before: BuilderState,
      onReply: (reply: AiResponse) => void,
      onFailure: (error: unknown) => void,
    ): Promise<boolean> => {
      setIsAwaitingReply(true);
      try {
        const reply = await requestAssistantReply(assistantRequestOf(text, before));
        if (lifetime().aborted) return false;
        onReply(reply);
      } catch (error) {
        if (lifetime().aborted) return false;
        onFailure(error);
      } finally {
        setIsAwaitingReply(false);
      }
      return true;
    },
    [lifetime],
  );

  /**
   * A first message with a number chosen but no category opens the form instead of an interview. The
   * assistant reads the description first, so the form opens filled with what it understood, for the
   * owner to review and save; if it cannot be read, the form opens as it is.
   */
  const openConfigurationFromDescription = useCallback(
    async (text: string, before: BuilderState) => {
      const { sessionId } = before;
      const ran = await askForReply(
        text,
        before,
        (reply) => applySuggestions(sessionId, reply),
        (error) => console.error("The first description could not be read into the form.", error),
      );
      if (!ran || current().sessionId !== sessionId) return;
      addAssistantMessage(sessionId, askForConfigurationText());
      void persistConversation();
      onNeedsConfiguration();
    },
    [askForReply, applySuggestions, addAssistantMessage, current, persistConversation, onNeedsConfiguration],
  );

  const askAssistant = useCallback(
    async (text: string, before: BuilderState) => {
      const { sessionId } = before;
      await askForReply(
        text,
        before,
        (reply) => {
          addAssistantMessage(sessionId, reply.response);
          applySuggestions(sessionId, reply);
          if (current().sessionId === sessionId) void persistConversation();
          if (reply.response.includes(AGENT_BEING_CREATED_PHRASE)) followCreationAnnouncement(sessionId);
        },
        (error) => {
          const tooMany = error instanceof ApiError && error.status === 429;
          toast({
            variant: "destructive",
            title: "Error",
            description:
              (tooMany ? apiErrorDetails(error)?.error : undefined) ??
              "Failed to get AI response. Please try again.",
          });
        },
      );
    },
    [
      askForReply,
      applySuggestions,
      addAssistantMessage,
      current,
      followCreationAnnouncement,
      persistConversation,
    ],
  );

  /** Sends the owner's message; returns false when it cannot be taken now. */
  const sendMessage = useCallback(
    (text: string): boolean => {
      if (isAwaitingReply || creation.runningKind !== null) return false;
      if (isConfigureCommand(text)) {
        onNeedsConfiguration();
        return true;
      }
      const before = current();
      const isFirstUserMessage = !before.messages.some((message) => message.role === "user");
      apply({ type: "messageAdded", sessionId: before.sessionId, message: createChatMessage("user", text) });
      // A first message with a phone chosen but no category opens the form instead, filled from it.
      if (
        isFirstUserMessage &&
        before.phone.phoneNumber !== "" &&
        before.configuration.businessCategory === ""
      ) {
        void openConfigurationFromDescription(text, before);
        return true;
      }
      void askAssistant(text, before);
      return true;
    },
    [
      isAwaitingReply,
      creation.runningKind,
      current,
      apply,
      openConfigurationFromDescription,
      askAssistant,
      onNeedsConfiguration,
    ],
  );

  /** The chat on screen is kept in the history before another takes its place. */
  const saveBeforeLeaving = useCallback(() => {
    if (current().messages.length > 1) void persistConversation();
  }, [current, persistConversation]);

  /** New AI Agent saves the chat, resets every field and starts a fresh session id. */
  const startNewAgent = useCallback(() => {
    saveBeforeLeaving();
    agentLoadRef.current += 1;
    const sessionId = createRandomId();
    apply({ type: "sessionStarted", sessionId, messages: [createGreetingMessage()] });
    setIsLoadingConversation(false);
  }, [saveBeforeLeaving, apply]);

  /**
   * A history item brings back its messages, phone and location. A chat whose agent is live
   * brings that agent's settings and form too, so the setup panel shows what the agent uses rather than
   * defaults that an update would write over it.
   */
  const openConversation = useCallback(
    (conversation: Conversation) => {
      if (conversation.sessionId !== current().sessionId) saveBeforeLeaving();
      agentLoadRef.current += 1;
      const agent = cachedAgents().find(
        (candidate) =>
          candidate.conversationId === conversation.id || candidate.sessionId === conversation.sessionId,
      );
      apply(
        agent
          ? {
              type: "agentLoaded",
              agent,
              sessionId: conversation.sessionId,
              messages: conversation.messages,
              conversationId: conversation.id,
            }
          : { type: "conversationLoaded", conversation },
      );
      setIsLoadingConversation(false);
    },
    [current, saveBeforeLeaving, cachedAgents, apply],
  );

  /** An active agent brings its fields and its conversation, or a greeting when it has none. */
  const openAgent = useCallback(
    async (agent: Agent) => {
      saveBeforeLeaving();
      agentLoadRef.current += 1;
      const loadNumber = agentLoadRef.current;
      setIsLoadingConversation(true);
      try {
        const hasSession = SessionIdSchema.safeParse(agent.sessionId).success;
        const sessionId = hasSession ? agent.sessionId : createRandomId();
        const conversation = hasSession ? await fetchConversation(sessionId) : null;
        if (loadNumber !== agentLoadRef.current) return;
        const messages =
          conversation && conversation.messages.length > 0
            ? conversation.messages
            : [createChatMessage("assistant", agentLoadedGreetingText(agent))];
        apply({ type: "agentLoaded", agent, sessionId, messages, conversationId: conversation?.id ?? null });
        toast({
          title: "Agent Loaded",
          description: `${agent.agentName} for ${agent.businessName} is ready.`,
        });
      } catch {
        if (loadNumber !== agentLoadRef.current) return;
        toast({
          variant: "destructive",
          title: "Error Loading Agent",
          description: "Failed to load agent data. Please try again.",
        });
      } finally {
        if (loadNumber === agentLoadRef.current) setIsLoadingConversation(false);
      }
    },
    [saveBeforeLeaving, apply],
  );

  const handleAgentDeleted = useCallback(
    (agent: Agent) => {
      const state = current();
      const wasThisChatsAgent =
        agent.sessionId === state.sessionId ||
        (state.savedConversationId !== null && agent.conversationId === state.savedConversationId);
      if (wasThisChatsAgent) apply({ type: "agentRemoved" });
    },
    [current, apply],
  );

  const handleHistoryCleared = useCallback(() => apply({ type: "historyCleared" }), [apply]);

  /** The agent has the facts the builder kept for it (saved from the form, or again after a failure). */
  const handleKnowledgeSaved = useCallback(
    () => apply({ type: "knowledgeSaved", sessionId: current().sessionId }),
    [apply, current],
  );

  /** Save Configuration keeps the form in the builder; creating or updating is a press of its own. */
  const submitConfiguration = useCallback(
    (configuration: AgentConfiguration, knowledge: readonly KnowledgeFact[]) => {
      apply({ type: "configurationSubmitted", configuration, knowledge });
      const state = current();
      addAssistantMessage(
        state.sessionId,
        configurationSavedText(configuration, state.phone.phoneNumber, agentMatchingNow() !== undefined),
      );
    },
    [apply, current, addAssistantMessage, agentMatchingNow],
  );

  const chooseCountry = useCallback(
    (country: CountryCode, countryName: string) => apply({ type: "countryChosen", country, countryName }),
    [apply],
  );
  const chooseAreaCode = useCallback(
    (areaCode: string, areaLocation: string) => apply({ type: "areaCodeChosen", areaCode, areaLocation }),
    [apply],
  );
  const choosePhoneNumber = useCallback(
    (phoneNumber: string) => apply({ type: "phoneNumberChosen", phoneNumber }),
    [apply],
  );
  const chooseNumberSource = useCallback(
    (numberSource: NumberSource) => apply({ type: "numberSourceChosen", numberSource }),
    [apply],
  );
  const changeSettings = useCallback(
    (settings: Partial<AgentSettings>) => apply({ type: "settingsChanged", settings }),
    [apply],
  );
  const createAgent = useCallback(
    () => void createAgentFromChat({ announced: false }),
    [createAgentFromChat],
  );

  return {
    state: store.state,
    isLoadingConversation,
    isAwaitingReply,
    creationKind: creation.runningKind,
    sendMessage,
    createAgent,
    submitConfiguration,
    startNewAgent,
    openConversation,
    openAgent,
    handleAgentDeleted,
    handleHistoryCleared,
    handleKnowledgeSaved,
    chooseCountry,
    chooseAreaCode,
    choosePhoneNumber,
    chooseNumberSource,
    changeSettings,
    applySettings: creation.applySettingsToLiveAgent,
    hasUnappliedSettings: Object.keys(unappliedSettingsOf(store.state)).length > 0,
  };
}

export type AgentBuilder = ReturnType<typeof useAgentBuilder>;
