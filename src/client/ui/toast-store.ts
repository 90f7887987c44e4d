import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../shared/catalog/client-timing";

export type ToastVariant = "default" | "destructive";

export interface ToastAction {
  label: string;
  /** Read by screen readers in place of the button, which they cannot reach in time (Radix Toast). */
  altText: string;
  onSelect: () => void;
}

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastItem extends ToastOptions {
  id: string;
  variant: ToastVariant;
  /** False once dismissed: Radix animates the toast out, and it leaves the list TOAST_REMOVE_DELAY_MS later. */
  open: boolean;
}

export interface ShownToast {
  id: string;
  dismiss: () => void;
}

/**
 * The toasts raised anywhere, inside or outside React, for the Toaster to render. How long each stays
 * open, and the pause while the pointer or focus is on the toasts, are Radix Toast's (src/client/ui/toast.tsx).
 */
export interface ToastStore {
  getSnapshot: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
  show: (options: ToastOptions) => ShownToast;
  /** Dismisses one toast, or every open toast when no id is given. */
  dismiss: (id?: string) => void;
}

export function createToastStore(limit: number = TOAST_LIMIT): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();

  function publish(next: readonly ToastItem[]): void {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function dismiss(id?: string): void {
    const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
    if (closing.length === 0) return;
    const closingIds = new Set(closing.map((item) => item.id));
    publish(toasts.map((item) => (closingIds.has(item.id) ? { ...item, open: false } : item)));
    // A dismissed toast stays listed while it animates out, then leaves.
    setTimeout(() => {
      if (toasts.some((item) => closingIds.has(item.id) && !item.open)) {
        publish(toasts.filter((item) => !(closingIds.has(item.id) && !item.open)));
      }
    }, TOAST_REMOVE_DELAY_MS);
  }

  function show(options: ToastOptions): ShownToast {
    nextId += 1;
    const id = String(nextId);
    // A new toast replaces the older one beyond the limit at once, and the dismissed ones leave.
    const shown = toasts.filter((item) => item.open);
    publish(
      [{ ...options, id, variant: options.variant ?? "default", open: true }, ...shown].slice(0, limit),
    );
    return { id, dismiss: () => dismiss(id) };
  }

  return {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    show,
    dismiss,
  };
}

export const toastStore = createToastStore();

/** Shows a toast from anywhere, inside or outside React. */
export function toast(options: ToastOptions): ShownToast {
  return toastStore.show(options);
}
