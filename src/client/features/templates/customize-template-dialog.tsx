import { ArrowRight, LogIn } from "lucide-react";
import { type FormEvent, useRef } from "react";
import { useLocation } from "wouter";
import type { PublicUser } from "../../../shared/api/auth";
import { AGENT_LONG_TEXT_MAX, AGENT_TEXT_MAX } from "../../../shared/catalog/agents";
import {
  type AgentTemplate,
  BUSINESS_NAME_PLACEHOLDER,
  type PreparedAgentConfig,
} from "../../../shared/catalog/templates";
import { bindField } from "../../forms/bind-field";
import { useSchemaForm } from "../../forms/use-schema-form";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogContent } from "../../ui/dialog";
import { Notice } from "../../ui/notice";
import { TextareaField, TextField } from "../../ui/text-field";
import { toast } from "../../ui/toast-store";
import { AgentSettingsFields } from "../agents/agent-settings-fields";
import { storePreparedTemplate } from "./prepared-template-storage";
import {
  initialCustomization,
  prepareCustomizedTemplate,
  TemplateCustomizationSchema,
} from "./template-customization";

function CustomizeTemplateForm({
  template,
  user,
  onCancel,
}: {
  template: AgentTemplate;
  user: PublicUser | null;
  onCancel: () => void;
}) {
  const [, navigate] = useLocation();
  const form = useSchemaForm(TemplateCustomizationSchema, initialCustomization(template));
  const customization = form.values;
  const businessNameRef = useRef<HTMLInputElement>(null);
  const trimmedBusinessName = customization.businessName.trim();
  const submitChecked = form.submitWith(() =>
    applyCustomization(prepareCustomizedTemplate(template, customization)),
  );

  function submit(event: FormEvent<HTMLFormElement>): void {
    submitChecked(event);
    // The schema is at hand, so the values as they stand tell whether the submit was refused.
    if (!form.isValid) businessNameRef.current?.focus();
  }

  function applyCustomization(config: PreparedAgentConfig): void {
    if (!storePreparedTemplate(config)) {
      toast({
        variant: "destructive",
        title: "Template Not Saved",
        description: "Your browser blocked site storage, so the template cannot reach the main screen.",
      });
      return;
    }
    if (user) {
      navigate("/");
      return;
    }
    // Creating an agent needs an account: the prepared template stays stored, so the main screen picks it
    // up right after sign-in (the sign-in screen sends a signed-in user to `/`).
    toast({
      title: "Sign In Required",
      description: "Sign in to use this template. It will be waiting for you.",
    });
    navigate("/login");
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {user ? null : (
        <Notice title="Sign in to use this template">
          You can customise it now; after you sign in, the main screen opens with your choices.
        </Notice>
      )}
      <TextField
        label="Business name"
        hint="Required. Callers hear it in the greeting."
        ref={businessNameRef}
        aria-required="true"
        autoComplete="organization"
        maxLength={AGENT_TEXT_MAX}
        {...bindField(form, "businessName")}
      />
      <TextareaField
        label="Agent purpose"
        hint="What the agent does for your callers."
        rows={4}
        maxLength={AGENT_LONG_TEXT_MAX}
        {...bindField(form, "agentPurpose")}
      />
      <TextareaField
        label="Introduction"
        hint={`The greeting callers hear. ${BUSINESS_NAME_PLACEHOLDER} becomes your business name.`}
        rows={3}
        maxLength={AGENT_LONG_TEXT_MAX}
        {...bindField(form, "agentIntroduction")}
      />
      {trimmedBusinessName && customization.agentIntroduction.includes(BUSINESS_NAME_PLACEHOLDER) ? (
        <p className="-mt-3 rounded-md border border-border bg-surface-raised px-3 py-2 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Callers hear: </span>
          {customization.agentIntroduction.replaceAll(BUSINESS_NAME_PLACEHOLDER, trimmedBusinessName)}
        </p>
      ) : null}
      <AgentSettingsFields
        settings={customization.settings}
        onChange={(changes) => form.setValue("settings", { ...customization.settings, ...changes })}
        isPlus={user?.subscriptionPlan === "plus"}
      />
      <DialogActions onCancel={onCancel}>
        <Button type="submit">
          {user ? (
            <>
              Use Template
              <ArrowRight aria-hidden="true" className="size-4" />
            </>
          ) : (
            <>
              <LogIn aria-hidden="true" className="size-4" />
              Sign In to Use Template
            </>
          )}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The customise form of the chosen template; submitting prepares the agent for the main screen. */
export function CustomizeTemplateDialog({
  template,
  user,
  onClose,
}: {
  template: AgentTemplate | null;
  user: PublicUser | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={template !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {template ? (
        <DialogContent
          title={`Customise ${template.title}`}
          description="Add your business name and adjust anything you like. You can change it all later."
          className="max-w-xl"
        >
          <CustomizeTemplateForm key={template.id} template={template} user={user} onCancel={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
