import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Dialog, DialogActions, DialogContent, type DialogState } from "./dialog";
import { PendingButton } from "./pending-button";

/** The part of a mutation the confirm button uses: it runs it and spins while it runs. */
export type ConfirmedMutation<Answer, Variables> = Pick<
  UseMutationResult<Answer, Error, Variables>,
  "mutate" | "isPending"
>;

/** What the mutation is run with; a mutation that takes nothing needs no `variables`. */
type VariablesOf<Variables> = undefined extends Variables
  ? { variables?: Variables }
  : { variables: Variables };

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
  onConfirmed,
  onFailed,
  variables,
}: DialogState & {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  mutation: ConfirmedMutation<Answer, Variables>;
  onConfirmed: (answer: Answer) => void;
  onFailed: (error: Error) => void;
} & VariablesOf<Variables>) {
  const confirm = () =>
    // Left out only where the mutation takes nothing (VariablesOf), so undefined is its variables.
    mutation.mutate(variables as Variables, {
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
