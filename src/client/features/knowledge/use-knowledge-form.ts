import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useState } from "react";
import type { KnowledgeFact, StoredKnowledgeFact } from "../../../shared/api/knowledge";
import { apiErrorDetails } from "../../api/error-details";
import { withNewFacts } from "./fact-merging";
import { knowledgeQueryKey, saveKnowledgeFacts, useKnowledge } from "./knowledge-api";
import {
  type KnowledgeEditorState,
  knowledgeEditorReducer,
  knowledgeEditorStateOf,
} from "./knowledge-editor-state";

export interface KnowledgeFormOptions {
  /** The agent whose facts are edited, or null for a draft whose agent is not created yet. */
  agentId: string | null;
  /** Facts the builder holds that the agent does not have yet: the owner's or the assistant's. */
  pendingFacts: readonly KnowledgeFact[];
  /** A caller's question to answer: a new Question & answer row holds it, the keyboard in its answer. */
  faqQuestion?: string;
}

const SAVE_FAILED = "What the agent knows could not be saved. Please try again.";

function withoutIds(facts: readonly StoredKnowledgeFact[]): KnowledgeFact[] {
  return facts.map(({ id: _id, ...fact }) => fact as KnowledgeFact);
}

function withQuestion(state: KnowledgeEditorState, question: string | undefined): KnowledgeEditorState {
  if (!question) return state;
  return knowledgeEditorReducer(state, {
    type: "added",
    kind: "faq",
    fields: { question },
    focusField: "answer",
  });
}

/**
 * The Knowledge section's rows: a draft's start from the builder's facts; an existing agent's from
 * what it knows, with the builder's facts added once it has loaded. Saving an existing agent's
 * replaces its facts on the server; a draft's are the builder's to keep.
 */
export function useKnowledgeForm({ agentId, pendingFacts, faqQuestion }: KnowledgeFormOptions) {
  const queryClient = useQueryClient();
  const knowledge = useKnowledge(agentId);
  const [state, dispatch] = useReducer(knowledgeEditorReducer, undefined, () =>
    agentId === null
      ? withQuestion(knowledgeEditorStateOf(pendingFacts), faqQuestion)
      : knowledgeEditorStateOf([]),
  );
  // The facts the rows started from on the server; null until they have loaded (or for a draft).
  const [loadedFacts, setLoadedFacts] = useState<KnowledgeFact[] | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (agentId === null || loadedFacts !== null || !knowledge.data) return;
    const stored = withoutIds(knowledge.data.facts);
    setLoadedFacts(stored);
    dispatch({ type: "reset", facts: withNewFacts(stored, pendingFacts) });
    if (faqQuestion) {
      dispatch({ type: "added", kind: "faq", fields: { question: faqQuestion }, focusField: "answer" });
    }
  }, [agentId, loadedFacts, knowledge.data, pendingFacts, faqQuestion]);

  /**
   * Saves `facts` to the agent when they differ from what it has; true once the agent has them.
   * Facts of an agent that could not be loaded are never sent: the whole list would replace them.
   */
  async function saveToAgent(facts: readonly KnowledgeFact[]): Promise<boolean> {
    if (agentId === null || loadedFacts === null) return false;
    if (JSON.stringify(facts) === JSON.stringify(loadedFacts)) return true;
    setIsSaving(true);
    setSaveError(null);
    try {
      const saved = await saveKnowledgeFacts(agentId, facts);
      queryClient.setQueryData(knowledgeQueryKey(agentId), saved);
      setLoadedFacts(withoutIds(saved.facts));
      return true;
    } catch (error) {
      setSaveError(apiErrorDetails(error)?.error ?? SAVE_FAILED);
      return false;
    } finally {
      setIsSaving(false);
    }
  }

  return {
    state,
    dispatch,
    /** The agent's knowledge as loaded (its documents too); undefined for a draft or while loading. */
    knowledge,
    agentId,
    isDraft: agentId === null,
    isLoaded: agentId === null || loadedFacts !== null,
    saveError,
    isSaving,
    saveToAgent,
  };
}

export type KnowledgeForm = ReturnType<typeof useKnowledgeForm>;
