import { ConfirmDialog } from "../../ui/confirm-dialog";
import type { DialogState } from "../../ui/dialog";
import { toast } from "../../ui/toast-store";
import { useClearConversations } from "../chat/conversations-api";

/** The Clear All History dialog. */
export function ClearHistoryDialog({
  open,
  onOpenChange,
  onCleared,
}: DialogState & {
  onCleared: () => void;
}) {
  const clearConversations = useClearConversations();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Clear All History"
      description="Every saved conversation is removed. Your agents keep running."
      confirmLabel="Clear All History"
      mutation={clearConversations}
      onConfirmed={({ deleted }) => {
        toast({
          title: "History Cleared",
          description: `${deleted} ${deleted === 1 ? "conversation was" : "conversations were"} removed.`,
        });
        onCleared();
      }}
      onFailed={() =>
        toast({
          variant: "destructive",
          title: "Error",
          description: "Failed to clear history. Please try again.",
        })
      }
    />
  );
}
