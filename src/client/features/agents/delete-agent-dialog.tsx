import { useRef, useState } from "react";
import type { Agent } from "../../../shared/api/agents";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
import { Dialog, DialogContent, DialogSubmitActions } from "../../ui/dialog";
import { ConfirmationField } from "../../ui/text-field";
import { toast } from "../../ui/toast-store";
import { useDeleteAgent } from "./agents-api";

// Deleting an agent requires typing DELETE in capitals.
const CONFIRMATION_WORD = "DELETE";

function DeleteAgentForm({
  agent,
  onDeleted,
  onCancel,
}: {
  agent: Agent;
  onDeleted: (agent: Agent) => void;
  onCancel: () => void;
}) {
  const [confirmation, setConfirmation] = useState("");
  const deleteAgent = useDeleteAgent();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmation !== CONFIRMATION_WORD) {
          toast({
            variant: "destructive",
            title: "Invalid Confirmation",
            description: "Please type DELETE in capital letters to confirm deletion.",
          });
          return;
        }
        deleteAgent.mutate(agent, {
          onSuccess: () => {
            toast({
              title: "Bot Deleted",
              description: `${agent.agentName} no longer answers calls to ${formatPhoneNumber(agent.phoneNumber)}.`,
            });
            onDeleted(agent);
          },
          onError: () =>
            toast({
              variant: "destructive",
              title: "Error",
              description: "Failed to delete bot. Please try again.",
            }),
        });
      }}
    >
      <ConfirmationField word={CONFIRMATION_WORD} value={confirmation} onValueChange={setConfirmation} />
      <DialogSubmitActions onCancel={onCancel} variant="destructive" isPending={deleteAgent.isPending}>
        Delete Agent
      </DialogSubmitActions>
    </form>
  );
}

/** The Delete Bot Confirmation dialog. */
export function DeleteAgentDialog({
  agent,
  onOpenChange,
  onDeleted,
  focusAfterDeletion,
}: {
  agent: Agent | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: (agent: Agent) => void;
  /** The agent's row, which opened the dialog, is gone once it is deleted; focus goes here instead. */
  focusAfterDeletion: () => void;
}) {
  const wasDeletedRef = useRef(false);
  return (
    <Dialog open={agent !== null} onOpenChange={onOpenChange}>
      {agent ? (
        <DialogContent
          onOpenAutoFocus={() => {
            wasDeletedRef.current = false;
          }}
          onCloseAutoFocus={(event) => {
            if (!wasDeletedRef.current) return;
            event.preventDefault();
            focusAfterDeletion();
          }}
          title="Delete Bot Confirmation"
          description={
            <>
              <strong className="text-foreground">{agent.agentName}</strong> for {agent.businessName} stops
              answering {formatPhoneNumber(agent.phoneNumber)} at once. This cannot be undone.
            </>
          }
        >
          <DeleteAgentForm
            agent={agent}
            onCancel={() => onOpenChange(false)}
            onDeleted={(deleted) => {
              wasDeletedRef.current = true;
              onOpenChange(false);
              onDeleted(deleted);
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
