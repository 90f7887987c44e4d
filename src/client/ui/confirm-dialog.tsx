import type { ReactNode } from "react";
import { Dialog, DialogActions, DialogContent, type DialogState } from "./dialog";
import { PendingButton } from "./pending-button";

/**
 * A dialog that asks before an action that cannot be undone: its title and sentence, Cancel, and the
 * action's red button, which spins while the request runs. Escape and Cancel close it, and focus goes
 * back to the control that opened it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  isPending,
  onConfirm,
}: DialogState & {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={title} description={description}>
          <DialogActions onCancel={() => onOpenChange(false)}>
            <PendingButton variant="destructive" isPending={isPending} onClick={onConfirm}>
              {confirmLabel}
            </PendingButton>
          </DialogActions>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
