import { HeadedSection } from "../../ui/headed-region";
import { Notice } from "../../ui/notice";
import { RetryNotice } from "../../ui/retry-notice";
import { Spinner } from "../../ui/spinner";
import { KnowledgeDocuments } from "./knowledge-documents";
import { KnowledgeEditor } from "./knowledge-editor";
import type { KnowledgeForm } from "./use-knowledge-form";

/** The Configure dialog's Knowledge section: the facts to save with the form, and the documents. */
export function KnowledgeSection({ form }: { form: KnowledgeForm }) {
  const { knowledge } = form;
  return (
    <HeadedSection
      level={3}
      title="Knowledge"
      description="What the agent tells callers, exactly as you write it. When it does not know, it says so and takes the question for you."
      className="flex flex-col gap-4 border-t border-border pt-4"
      headingClassName="text-base font-semibold"
    >
      {!form.isLoaded && knowledge.isError ? (
        <RetryNotice
          title="What the agent knows could not be loaded"
          onRetry={() => void knowledge.refetch()}
        >
          Your other changes can still be saved.
        </RetryNotice>
      ) : !form.isLoaded ? (
        <Spinner label="Loading what the agent knows…" />
      ) : (
        <KnowledgeEditor state={form.state} dispatch={form.dispatch} disabled={form.isSaving}>
          {form.saveError ? (
            <Notice tone="error" title="Knowledge not saved">
              {form.saveError}
            </Notice>
          ) : null}
          {form.isDraft ? (
            <p className="text-sm text-muted-foreground">
              Documents (a menu, a price list, an FAQ page) can be added once the agent is created.
            </p>
          ) : form.agentId && knowledge.data ? (
            <KnowledgeDocuments agentId={form.agentId} documents={knowledge.data.documents} />
          ) : null}
        </KnowledgeEditor>
      )}
    </HeadedSection>
  );
}
