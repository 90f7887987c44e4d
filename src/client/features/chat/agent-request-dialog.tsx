import { useMutation } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { AgentRequestSchema } from "../../../shared/api/agents";
import type { ChatMessage } from "../../../shared/api/assistant";
import type { PublicUser } from "../../../shared/api/auth";
import { AGENT_LONG_TEXT_MAX } from "../../../shared/catalog/agents";
import { AUTH_REDIRECT_DELAY_MS } from "../../../shared/catalog/client-timing";
import { ApiError } from "../../api/request";
import { bindField } from "../../forms/bind-field";
import { useSchemaForm } from "../../forms/use-schema-form";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, type DialogState, DialogSubmitActions } from "../../ui/dialog";
import { TextareaField, TextField } from "../../ui/text-field";
import { toast } from "../../ui/toast-store";
import { submitAgentRequest } from "./assistant-api";

interface AgentRequestContext {
  phoneNumber: string;
  messages: readonly ChatMessage[];
  reputationManagement: boolean;
}

/** What the owner asked for in the chat, as a starting point for the requirements. */
function requirementsFromChat(messages: readonly ChatMessage[]): string {
  return messages
    .filter((message) => message.role === "user")
    .map((message) => message.content)
    .join("\n\n")
    .slice(0, AGENT_LONG_TEXT_MAX);
}

function RequestForm({
  user,
  context,
  onSubmitted,
  onCancel,
}: {
  user: PublicUser;
  context: AgentRequestContext;
  onSubmitted: (message: string) => void;
  onCancel: () => void;
}) {
  const [, navigate] = useLocation();
  const form = useSchemaForm(
    AgentRequestSchema,
    { requirements: requirementsFromChat(context.messages), userEmail: user.email },
    (values) => ({
      phoneNumber: context.phoneNumber,
      requirements: values.requirements,
      userEmail: values.userEmail.trim(),
      conversationHistory: context.messages.map(({ role, content }) => ({ role, content })),
      reputationManagement: context.reputationManagement,
    }),
  );

  const submit = useMutation({
    mutationFn: submitAgentRequest,
    onSuccess: (response) => onSubmitted(response.message),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        showSignInRequired();
        return;
      }
      form.showError(error, {
        title: "Error",
        fallback: "Failed to submit agent request. Please try again.",
      });
    },
  });
  const submitChecked = form.submitWith((request) => submit.mutate(request));

  // Agent requests need sign-in; a signed-out owner goes to /auth after 2 seconds.
  function showSignInRequired(): void {
    toast({
      variant: "destructive",
      title: "Authentication Required",
      description: "Please sign in to submit an agent request.",
    });
    setTimeout(() => navigate("/auth"), AUTH_REDIRECT_DELAY_MS);
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        // The number is chosen in the chat, not in this form, so its absence is said in a toast.
        if (context.phoneNumber === "") {
          event.preventDefault();
          toast({
            variant: "destructive",
            title: "Missing Information",
            description: "Please select a phone number and provide your requirements.",
          });
          return;
        }
        submitChecked(event);
      }}
    >
      <TextareaField
        label="Requirements"
        hint="What should the agent do? Our team builds it from this."
        rows={5}
        maxLength={AGENT_LONG_TEXT_MAX * 2}
        {...bindField(form, "requirements")}
      />
      <TextField
        label="Email (optional)"
        hint="Where we reply about your request."
        type="email"
        autoComplete="email"
        {...bindField(form, "userEmail")}
      />
      <DialogSubmitActions onCancel={onCancel} isPending={submit.isPending}>
        Submit Request
      </DialogSubmitActions>
    </form>
  );
}

/**
 * The agent request dialog, with an optional email field and Submit Request; once the
 * server has the request it becomes the Request Submitted confirmation.
 */
export function AgentRequestDialog({
  open,
  onOpenChange,
  user,
  context,
}: DialogState & {
  user: PublicUser;
  context: AgentRequestContext;
}) {
  const [confirmation, setConfirmation] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setConfirmation(null);
        onOpenChange(next);
      }}
    >
      {confirmation === null ? (
        <DialogContent
          title="Request a Custom Agent"
          description="Prefer that we build the agent for you? Send us your requirements."
          className="max-w-lg"
        >
          <RequestForm
            user={user}
            context={context}
            onSubmitted={setConfirmation}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : (
        <DialogContent title="Request Submitted" className="max-w-lg">
          <div className="flex flex-col items-center gap-3 text-center">
            <CheckCircle2 aria-hidden="true" className="size-10 text-success-text" />
            <p className="text-sm text-muted-foreground">{confirmation}</p>
            <Button className="mt-2 w-full sm:w-auto" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
