// A dialog that opens tells whatever floats over the page (tooltips) to close: a tooltip opened by
// the pointer or by focus would otherwise stay painted over the dialog, since nothing moves over its
// trigger to close it.

type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` each time a dialog opens; returns the way to stop. */
export function onDialogOpening(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceDialogOpening(): void {
  for (const listener of listeners) listener();
}
