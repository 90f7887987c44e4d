import type { FormEvent } from "react";
import * as z from "zod/mini";
import { AgentFieldsSchema } from "../../../shared/api/agents";
import type { KnowledgeFact } from "../../../shared/api/knowledge";
import {
  AGENT_LONG_TEXT_MAX,
  AGENT_TEXT_MAX,
  BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_LABELS,
  type BusinessCategory,
} from "../../../shared/catalog/agents";
import { bindField } from "../../forms/bind-field";
import { useSchemaForm } from "../../forms/use-schema-form";
import { Dialog, DialogContent, type DialogState, DialogSubmitActions } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Options, Select } from "../../ui/select";
import { TextareaField, TextField } from "../../ui/text-field";
import { toast } from "../../ui/toast-store";
import type { AgentConfiguration } from "../agent-builder/builder-state";
import { factsOfRows } from "../knowledge/knowledge-editor-state";
import { KnowledgeSection } from "../knowledge/knowledge-section";
import { type KnowledgeFormOptions, useKnowledgeForm } from "../knowledge/use-knowledge-form";

const ConfigurationSchema = z.pick(AgentFieldsSchema, {
  businessCategory: true,
  agentPurpose: true,
  businessName: true,
  agentName: true,
  agentIntro: true,
  businessWebsite: true,
});

function isBusinessCategory(value: string): value is BusinessCategory {
  return (BUSINESS_CATEGORIES as readonly string[]).includes(value);
}

// Category, purpose, business name and agent name are required.
function hasRequiredFields(values: AgentConfiguration): boolean {
  return [values.businessCategory, values.agentPurpose, values.businessName, values.agentName].every(
    (value) => value.trim() !== "",
  );
}

/** What the dialog's Knowledge section edits, and what the owner's Save does with it. */
export interface ConfigureKnowledge extends KnowledgeFormOptions {
  /** An existing agent now has the builder's facts, saved from this dialog. */
  onSavedToAgent: () => void;
}

function ConfigurationForm({
  initialValues,
  knowledge,
  onSubmit,
  onCancel,
}: {
  initialValues: AgentConfiguration;
  knowledge: ConfigureKnowledge;
  onSubmit: (configuration: AgentConfiguration, knowledge: readonly KnowledgeFact[]) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(ConfigurationSchema, initialValues);
  const { values, errors, setValue: update } = form;
  const knowledgeForm = useKnowledgeForm(knowledge);
  const isComplete = hasRequiredFields(values);

  /**
   * A draft's facts go to the builder, created with the agent. An existing agent's are saved to it
   * first; if that fails, the dialog stays open with the reason, the rows as the owner left them.
   */
  async function finish(configuration: AgentConfiguration, facts: readonly KnowledgeFact[]) {
    if (knowledgeForm.isDraft) return onSubmit(configuration, facts);
    if (!knowledgeForm.isLoaded) return onSubmit(configuration, knowledge.pendingFacts);
    if (!(await knowledgeForm.saveToAgent(facts))) return;
    knowledge.onSavedToAgent();
    onSubmit(configuration, []);
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!isComplete) {
      toast({
        variant: "destructive",
        title: "Missing Information",
        description: "Please fill in all required fields.",
      });
      return;
    }
    const facts = factsOfRows(knowledgeForm.state.rows);
    if (facts === null) {
      // The keyboard goes to the first field to fix, its sentence under it.
      knowledgeForm.dispatch({ type: "checked" });
      return;
    }
    form.submitWith((configuration) => void finish(configuration, facts))(event);
  }

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <Field label="Business category (required)" error={errors.businessCategory}>
        {(control) => (
          <Select
            {...control}
            name="businessCategory"
            value={values.businessCategory}
            onChange={(event) => {
              const category = event.target.value;
              update("businessCategory", isBusinessCategory(category) ? category : "");
            }}
          >
            <option value="">Choose a category</option>
            <Options items={BUSINESS_CATEGORIES} label={(category) => BUSINESS_CATEGORY_LABELS[category]} />
          </Select>
        )}
      </Field>
      <TextareaField
        label="Agent purpose (required)"
        hint="What should the agent do on calls? For example: take reservations and answer menu questions."
        rows={3}
        maxLength={AGENT_LONG_TEXT_MAX}
        {...bindField(form, "agentPurpose")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Business name (required)"
          autoComplete="organization"
          maxLength={AGENT_TEXT_MAX}
          {...bindField(form, "businessName")}
        />
        <TextField
          label="Agent name (required)"
          maxLength={AGENT_TEXT_MAX}
          {...bindField(form, "agentName")}
        />
      </div>
      <TextareaField
        label="Agent introduction (optional)"
        hint="The first words callers hear."
        rows={2}
        maxLength={AGENT_LONG_TEXT_MAX}
        {...bindField(form, "agentIntro")}
      />
      <TextField
        label="Business website (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="www.example.com"
        maxLength={AGENT_TEXT_MAX}
        {...bindField(form, "businessWebsite")}
      />
      <KnowledgeSection form={knowledgeForm} />
      {/* aria-disabled keeps the button reachable, so pressing it early explains what is missing. */}
      <DialogSubmitActions onCancel={onCancel} aria-disabled={!isComplete} isPending={knowledgeForm.isSaving}>
        Save Configuration
      </DialogSubmitActions>
    </form>
  );
}

/** The Configure Your AI Agent dialog. */
export function ConfigureAgentDialog({
  open,
  onOpenChange,
  initialValues,
  knowledge,
  onSubmit,
}: DialogState & {
  initialValues: AgentConfiguration;
  knowledge: ConfigureKnowledge;
  onSubmit: (configuration: AgentConfiguration, knowledge: readonly KnowledgeFact[]) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Configure Your AI Agent"
        description="Fields marked required must be filled in before you can save."
        className="max-w-xl"
        // A caller's question to answer takes the keyboard to its answer instead of the first field.
        onOpenAutoFocus={knowledge.faqQuestion ? (event) => event.preventDefault() : undefined}
      >
        <ConfigurationForm
          initialValues={initialValues}
          knowledge={knowledge}
          onCancel={() => onOpenChange(false)}
          onSubmit={(configuration, facts) => {
            onSubmit(configuration, facts);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
