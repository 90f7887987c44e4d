import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Dialog, DialogActions, DialogContent, type DialogState } from "./dialog";
import { PendingButton } from "./pending-button";

/** What the confirm button runs: a mutation, or anything that runs like one. */
export type ConfirmedMutation<Answer, Variables> = Pick<
  UseMutationResult<Answer, Error, Variables>,
  "mutate" | "isPending"
>;

/**
 * A dialog that asks before an action that cannot be undone: its title and sentence, Cancel, and the
 * action's red button, which runs `mutation` with `variables` and spins while it does. Once it
 * succeeds the dialog closes and `onConfirmed` is told the answer; if it fails, `onFailed` says so and
 * the dialog stays open to try again. Escape and Cancel close it, and focus goes back to the control
 * that opened it.
 */
export function ConfirmDialog<Answer, Variables>({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  mutation,
  variables,
  onConfirmed,
  onFailed,
}: DialogState & {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  mutation: ConfirmedMutation<Answer, Variables>;
  variables: Variables;
  onConfirmed: (answer: Answer) => void;
  onFailed: (error: Error) => void;
}) {
  const confirm = () =>
    mutation.mutate(variables, {
      onSuccess: (answer) => {
        onOpenChange(false);
        onConfirmed(answer);
      },
      onError: onFailed,
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={title} description={description}>
          <DialogActions onCancel={() => onOpenChange(false)}>
            <PendingButton variant="destructive" isPending={mutation.isPending} onClick={confirm}>
              {confirmLabel}
            </PendingButton>
          </DialogActions>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
