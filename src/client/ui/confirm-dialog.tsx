import type { ReactNode } from "react";
import { DialogActions, DialogContent } from "./dialog";
import { PendingButton } from "./pending-button";

/** The content of a dialog that asks before something is removed for good: Cancel, or the destructive action. */
export function ConfirmDialogContent({
  title,
  description,
  confirmLabel,
  isPending,
  onConfirm,
  onCancel,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <DialogContent title={title} description={description}>
      <DialogActions onCancel={onCancel}>
        <PendingButton variant="destructive" isPending={isPending} onClick={onConfirm}>
          {confirmLabel}
        </PendingButton>
      </DialogActions>
    </DialogContent>
  );
}
