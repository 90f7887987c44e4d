import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

// The two ways a change the owner makes reaches what the screen has read: read again, or answered.
// The main screen's own changes (deleting an agent, clearing the history) write theirs out: each page
// carries its own copy of a small shared module, and this one would cost the main screen's script,
// at its budget, more than it saves.

/**
 * A change after which the query at `queryKey` is read again: once it is over, or with
 * `after: "success"` only when it worked (a refusal changed nothing). It counts as pending until
 * the query has been read again.
 */
export function useRefreshingMutation<Input, Output>(
  queryKey: QueryKey,
  mutationFn: (input: Input) => Promise<Output>,
  after: "settled" | "success" = "settled",
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    ...(after === "settled" ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}

/** A change whose answer is what the query at `queryKey` now holds. */
export function useSavingMutation<Input, Output>(
  queryKey: QueryKey,
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (saved) => queryClient.setQueryData(queryKey, saved) });
}
