import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast-store";
import { useClearConversations } from "../chat/conversations-api";

/** Spec 000 §2: the Clear All History dialog. */
export function ClearHistoryDialog({
  open,
  onOpenChange,
  onCleared,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCleared: () => void;
}) {
  const clearConversations = useClearConversations();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Clear All History"
        description="Every saved conversation is removed. Your agents keep running."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={clearConversations.isPending}
            onClick={() =>
              clearConversations.mutate(undefined, {
                onSuccess: ({ deleted }) => {
                  toast({
                    title: "History Cleared",
                    description: `${deleted} ${deleted === 1 ? "conversation was" : "conversations were"} removed.`,
                  });
                  onCleared();
                  onOpenChange(false);
                },
                onError: () =>
                  toast({
                    variant: "destructive",
                    title: "Error",
                    description: "Failed to clear history. Please try again.",
                  }),
              })
            }
          >
            {clearConversations.isPending ? <Spinner /> : null}
            Clear All History
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
