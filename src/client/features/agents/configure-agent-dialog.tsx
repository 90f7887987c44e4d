import type { FormEvent } from "react";
import * as z from "zod/mini";
import { AgentFieldsSchema } from "../../../shared/api/agents";
import {
  AGENT_LONG_TEXT_MAX,
  AGENT_TEXT_MAX,
  BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_LABELS,
  type BusinessCategory,
} from "../../../shared/catalog/agents";
import { useSchemaForm } from "../../forms/use-schema-form";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { Textarea } from "../../ui/textarea";
import { toast } from "../../ui/toast-store";
import type { AgentConfiguration } from "../agent-builder/builder-state";

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

function ConfigurationForm({
  initialValues,
  onSubmit,
  onCancel,
}: {
  initialValues: AgentConfiguration;
  onSubmit: (configuration: AgentConfiguration) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(ConfigurationSchema, initialValues);
  const { values, errors, setValue: update } = form;
  const isComplete = hasRequiredFields(values);
  const submitChecked = form.submitWith(onSubmit);

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
    submitChecked(event);
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
            {BUSINESS_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {BUSINESS_CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Agent purpose (required)"
        hint="What should the agent do on calls? For example: take reservations and answer menu questions."
        error={errors.agentPurpose}
      >
        {(control) => (
          <Textarea
            {...control}
            name="agentPurpose"
            rows={3}
            maxLength={AGENT_LONG_TEXT_MAX}
            value={values.agentPurpose}
            onChange={(event) => update("agentPurpose", event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Business name (required)" error={errors.businessName}>
          {(control) => (
            <Input
              {...control}
              name="businessName"
              autoComplete="organization"
              maxLength={AGENT_TEXT_MAX}
              value={values.businessName}
              onChange={(event) => update("businessName", event.target.value)}
            />
          )}
        </Field>
        <Field label="Agent name (required)" error={errors.agentName}>
          {(control) => (
            <Input
              {...control}
              name="agentName"
              maxLength={AGENT_TEXT_MAX}
              value={values.agentName}
              onChange={(event) => update("agentName", event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field
        label="Agent introduction (optional)"
        hint="The first words callers hear."
        error={errors.agentIntro}
      >
        {(control) => (
          <Textarea
            {...control}
            name="agentIntro"
            rows={2}
            maxLength={AGENT_LONG_TEXT_MAX}
            value={values.agentIntro}
            onChange={(event) => update("agentIntro", event.target.value)}
          />
        )}
      </Field>
      <Field label="Business website (optional)" error={errors.businessWebsite}>
        {(control) => (
          <Input
            {...control}
            name="businessWebsite"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="www.example.com"
            maxLength={AGENT_TEXT_MAX}
            value={values.businessWebsite}
            onChange={(event) => update("businessWebsite", event.target.value)}
          />
        )}
      </Field>
      <DialogActions onCancel={onCancel} className="mt-2">
        {/* aria-disabled keeps the button reachable, so pressing it early explains what is missing. */}
        <Button type="submit" aria-disabled={!isComplete}>
          Save Configuration
        </Button>
      </DialogActions>
    </form>
  );
}

/** The Configure Your AI Agent dialog. */
export function ConfigureAgentDialog({
  open,
  onOpenChange,
  initialValues,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialValues: AgentConfiguration;
  onSubmit: (configuration: AgentConfiguration) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Configure Your AI Agent"
        description="Fields marked required must be filled in before you can save."
        className="max-w-xl"
      >
        <ConfigurationForm
          initialValues={initialValues}
          onCancel={() => onOpenChange(false)}
          onSubmit={(configuration) => {
            onSubmit(configuration);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
