import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { Agent, AgentFields } from "../../../shared/api/agents";
import { CREATION_DELAY_MS } from "../../../shared/catalog/agents";
import { AGENT_CREATION_FEE_CENTS, centsToDollars } from "../../../shared/catalog/billing";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
import { apiErrorDetails } from "../../api/error-details";
import { ApiError } from "../../api/request";
import { toast } from "../../ui/toast-store";
import { AGENTS_QUERY_KEY, createAgent, fetchCurrentAgents, updateAgent } from "../agents/agents-api";
import { BALANCE_QUERY_KEY, fetchCurrentBalance, storeBalance } from "../billing/balance-api";
import { isLicenceRequired, licenceNeededToCreate, sendToLicenceCheckout } from "../billing/licence-api";
import { createAgentSavedMessage } from "../chat/chat-messages";
import { PHONE_NUMBERS_QUERY_KEY } from "../phone/phone-api";
import { findAgentToUpdate, matchCriteriaOf } from "./agent-matching";
import {
  agentExistsText,
  agentLiveText,
  agentUnchangedText,
  agentUpdatedText,
  CONFIGURATION_INCOMPLETE_TOAST,
  creationFailedText,
  creationStartedText,
  creationWaitsForBalanceText,
  knowledgeNotSavedText,
} from "./builder-messages";
import { agentChangesOf, agentFieldsOf, canCreateAgent, unappliedSettingsOf } from "./builder-state";
import type { BuilderStore } from "./use-builder-store";
import { wait } from "./wait";

type CreationKind = "create" | "update";
/** What the builder is saving: a creation or an update through the creation flow, or the panel's settings. */
export type SavingKind = CreationKind | "settings";

const CREATION_FEE_DOLLARS = centsToDollars(AGENT_CREATION_FEE_CENTS);

// The sentences of a failed charge, creation or update.
const CHARGE_FAILED = "There was an issue charging balance. Please try again.";
const CREATE_FAILED = "Failed to create bot. Please try again.";
const UPDATE_FAILED = "Failed to update agent. Please try again.";
const AGENT_GONE = "This agent no longer exists. Start a new agent to use these settings.";

/** The balance must cover the fee; when it cannot be read, the server decides. */
async function balanceCoversFee(queryClient: QueryClient): Promise<boolean> {
  try {
    return (await fetchCurrentBalance(queryClient)) >= CREATION_FEE_DOLLARS;
  } catch {
    return true;
  }
}

function rememberSavedAgent(queryClient: QueryClient, saved: Agent, balance: number): void {
  queryClient.setQueryData<Agent[]>(AGENTS_QUERY_KEY, (agents = []) => [
    saved,
    ...agents.filter((agent) => agent.id !== saved.id),
  ]);
  storeBalance(queryClient, balance);
  void queryClient.invalidateQueries({ queryKey: AGENTS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
  // The new number is taken now; the picker must stop offering it.
  void queryClient.invalidateQueries({ queryKey: PHONE_NUMBERS_QUERY_KEY });
}

/** The creation flow, step by step. */
export function useAgentCreation(store: BuilderStore, onNeedsBalance: () => void) {
  const queryClient = useQueryClient();
  const { current, apply, addAssistantMessage, persistConversation, lifetime } = store;
  const [runningKind, setRunningKind] = useState<SavingKind | null>(null);
  const isRunningRef = useRef(false);

  const reportFailure = useCallback(
    (error: unknown, sessionId: string, kind: CreationKind) => {
      const serverSentence = apiErrorDetails(error)?.error;
      if (kind === "update") {
        // The product's rule: "Failed to update agent. Please try again." is a toast; the
        // conversation does not say it again.
        toast({ variant: "destructive", title: "Error", description: serverSentence ?? UPDATE_FAILED });
        return;
      }
      if (isLicenceRequired(error)) return sendToLicenceCheckout();
      const isChargeFailure = error instanceof ApiError && error.status === 402;
      const reason = serverSentence ?? (isChargeFailure ? CHARGE_FAILED : CREATE_FAILED);
      toast({
        variant: "destructive",
        title: "Agent Creation Failed",
        description: reason,
        action: isChargeFailure
          ? {
              label: "Add Balance",
              altText: "Open the Balance Manager to add balance.",
              onSelect: onNeedsBalance,
            }
          : undefined,
      });
      addAssistantMessage(sessionId, creationFailedText(reason));
    },
    [addAssistantMessage, onNeedsBalance],
  );

  const announceSaved = useCallback(
    (sessionId: string, saved: Agent, kind: CreationKind) => {
      apply({
        type: "messageAdded",
        sessionId,
        message: createAgentSavedMessage(kind === "create" ? agentLiveText(saved) : agentUpdatedText(saved)),
      });
      apply({ type: "agentSaved", sessionId, agent: saved });
      const phoneNumber = formatPhoneNumber(saved.phoneNumber);
      toast(
        kind === "create"
          ? {
              title: "Agent Created",
              description: `${saved.agentName} is answering calls to ${phoneNumber}.`,
            }
          : { title: "Agent Updated", description: `${saved.agentName} uses the new configuration now.` },
      );
      void persistConversation();
    },
    [apply, persistConversation],
  );

  const saveDraftKnowledge = useCallback(
    async (sessionId: string, agent: Agent) => {
      const { knowledge } = current();
      if (current().sessionId !== sessionId || knowledge.length === 0) return;
      try {
        // Loaded when first needed: most owners' first screen never saves knowledge.
        const { knowledgeQueryKey, saveKnowledgeFacts } = await import("../knowledge/knowledge-api");
        const saved = await saveKnowledgeFacts(agent.id, knowledge);
        queryClient.setQueryData(knowledgeQueryKey(agent.id), saved);
        apply({ type: "knowledgeSaved", sessionId });
      } catch (error) {
        if (lifetime().aborted) return;
        // Said once, in the builder's conversation.
        addAssistantMessage(sessionId, knowledgeNotSavedText(agent, apiErrorDetails(error)?.error));
      }
    },
    [current, queryClient, apply, lifetime, addAssistantMessage],
  );

  /**
   * `announced`: the assistant already said the agent is being created, after the owner's yes to its
   * question naming the $25, so step 2's message is skipped. An announcement only ever creates: an
   * existing agent changes only when the owner presses Update Agent.
   */
  const createAgentFromChat = useCallback(
    async ({ announced }: { announced: boolean }) => {
      if (isRunningRef.current) return;
      const snapshot = current();
      if (!canCreateAgent(snapshot)) {
        toast(CONFIGURATION_INCOMPLETE_TOAST);
        return;
      }
      isRunningRef.current = true;
      const { sessionId } = snapshot;
      const kindAmong = (agents: readonly Agent[], conversationId: string | null): CreationKind =>
        findAgentToUpdate(agents, matchCriteriaOf(snapshot, conversationId)) ? "update" : "create";
      // The cached list gives the spinner its words at once; the server's list then decides.
      let kind = kindAmong(
        queryClient.getQueryData<Agent[]>(AGENTS_QUERY_KEY) ?? [],
        snapshot.savedConversationId,
      );
      setRunningKind(kind);
      try {
        kind = kindAmong(await fetchCurrentAgents(queryClient).catch(() => []), snapshot.savedConversationId);
        setRunningKind(kind);
        if (announced && kind === "update") {
          addAssistantMessage(sessionId, agentExistsText());
          void persistConversation();
          return;
        }

        // A new agent goes live only under a licence: checkout, then back to this draft.
        if (kind === "create" && (await licenceNeededToCreate(queryClient))) {
          await persistConversation();
          return sendToLicenceCheckout();
        }
        // Step 1: a new agent needs the $25 fee in the balance; updates are free.
        if (kind === "create" && !(await balanceCoversFee(queryClient))) {
          toast({
            variant: "destructive",
            title: "Insufficient Balance",
            description: "You need $25 to create an agent. Please add more balance.",
          });
          if (announced) {
            addAssistantMessage(sessionId, creationWaitsForBalanceText());
            void persistConversation();
          }
          onNeedsBalance();
          return;
        }
        // Step 2.
        if (!announced) {
          addAssistantMessage(
            sessionId,
            creationStartedText(snapshot.configuration, snapshot.phone.phoneNumber, kind === "update"),
          );
        }
        // Step 3: the conversation is saved first.
        const conversationId = (await persistConversation()) ?? snapshot.savedConversationId;
        // Step 4: after 15 seconds, update a matching agent or create a new one (the server charges $25).
        await wait(CREATION_DELAY_MS, lifetime());
        const match = findAgentToUpdate(
          await fetchCurrentAgents(queryClient),
          matchCriteriaOf(snapshot, conversationId),
        );
        kind = match ? "update" : "create";
        if (match && announced) {
          addAssistantMessage(sessionId, agentExistsText());
          return;
        }
        const changes = match ? agentChangesOf(snapshot, match) : {};
        if (match && Object.keys(changes).length === 0) {
          addAssistantMessage(sessionId, agentUnchangedText(match));
          apply({ type: "agentSaved", sessionId, agent: match });
          return;
        }
        const fields: AgentFields = agentFieldsOf(snapshot, conversationId);
        const response = match ? await updateAgent(match, changes) : await createAgent(fields);
        rememberSavedAgent(queryClient, response.agent, response.balance);
        // Steps 5 and 6.
        announceSaved(sessionId, response.agent, kind);
        // The new agent is live and paid for; what it knows is saved after, and a failure there
        // leaves the facts in the form to save again, never a second creation.
        if (kind === "create") await saveDraftKnowledge(sessionId, response.agent);
      } catch (error) {
        if (lifetime().aborted) return;
        reportFailure(error, sessionId, kind);
      } finally {
        isRunningRef.current = false;
        setRunningKind(null);
      }
    },
    [
      current,
      addAssistantMessage,
      persistConversation,
      lifetime,
      queryClient,
      onNeedsBalance,
      reportFailure,
      announceSaved,
      apply,
      saveDraftKnowledge,
    ],
  );

  /**
   * Applies the setup panel's changes (voice, hours, timezone…) to the live agent at once: they cost
   * nothing, and the creation flow's 15-second wait is for creating and for the form's changes.
   */
  const applySettingsToLiveAgent = useCallback(async () => {
    const snapshot = current();
    const changes = unappliedSettingsOf(snapshot);
    if (isRunningRef.current || Object.keys(changes).length === 0) return;
    isRunningRef.current = true;
    setRunningKind("settings");
    const { sessionId } = snapshot;
    try {
      const match = findAgentToUpdate(await fetchCurrentAgents(queryClient), matchCriteriaOf(snapshot));
      if (!match) throw new ApiError(404, AGENT_GONE, { error: AGENT_GONE });
      const response = await updateAgent(match, changes);
      rememberSavedAgent(queryClient, response.agent, response.balance);
      announceSaved(sessionId, response.agent, "update");
    } catch (error) {
      if (lifetime().aborted) return;
      reportFailure(error, sessionId, "update");
    } finally {
      isRunningRef.current = false;
      setRunningKind(null);
    }
  }, [current, queryClient, announceSaved, lifetime, reportFailure]);

  return { runningKind, createAgentFromChat, applySettingsToLiveAgent };
}
