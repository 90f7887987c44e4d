import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../shared/catalog/client-timing";

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
  /** False once dismissed: the toast animates out and leaves the list `removeDelayMs` later. */
  open: boolean;
}

export interface ShownToast {
  id: string;
  dismiss: () => void;
}

export interface ToastTiming {
  limit: number;
  durationMs: number;
  removeDelayMs: number;
}

export interface ToastStore {
  getSnapshot: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
  show: (options: ToastOptions) => ShownToast;
  /** Dismisses one toast, or every open toast when no id is given. */
  dismiss: (id?: string) => void;
  /** Stops the auto-dismiss countdown while the pointer or focus is on the toast. */
  pause: (id: string) => void;
  resume: (id: string) => void;
}

interface DismissCountdown {
  timer: ReturnType<typeof setTimeout> | null;
  deadline: number;
  remainingMs: number;
}

// Spec 000 §2 and §9: one toast visible, dismissed after 2000 ms, removed 2000 ms after dismissal.
const SPEC_TIMING: ToastTiming = {
  limit: TOAST_LIMIT,
  durationMs: TOAST_DURATION_MS,
  removeDelayMs: TOAST_REMOVE_DELAY_MS,
};

export function createToastStore(timing: ToastTiming = SPEC_TIMING): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const countdowns = new Map<string, DismissCountdown>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function publish(next: readonly ToastItem[]): void {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function stopCountdown(id: string): void {
    const countdown = countdowns.get(id);
    if (countdown?.timer) clearTimeout(countdown.timer);
    countdowns.delete(id);
  }

  function forget(id: string): void {
    stopCountdown(id);
    const removalTimer = removalTimers.get(id);
    if (removalTimer) clearTimeout(removalTimer);
    removalTimers.delete(id);
  }

  function startCountdown(id: string, delayMs: number): void {
    countdowns.set(id, {
      timer: setTimeout(() => dismiss(id), delayMs),
      deadline: Date.now() + delayMs,
      remainingMs: delayMs,
    });
  }

  function remove(id: string): void {
    forget(id);
    publish(toasts.filter((item) => item.id !== id));
  }

  function dismiss(id?: string): void {
    const dismissed = toasts.filter((item) => item.open && (id === undefined || item.id === id));
    if (dismissed.length === 0) return;
    for (const item of dismissed) {
      stopCountdown(item.id);
      removalTimers.set(
        item.id,
        setTimeout(() => remove(item.id), timing.removeDelayMs),
      );
    }
    const dismissedIds = new Set(dismissed.map((item) => item.id));
    publish(toasts.map((item) => (dismissedIds.has(item.id) ? { ...item, open: false } : item)));
  }

  function show(options: ToastOptions): ShownToast {
    nextId += 1;
    const id = String(nextId);
    const item: ToastItem = { ...options, id, variant: options.variant ?? "default", open: true };
    // Spec 000 §2: a new toast replaces the older one beyond the limit at once.
    const ordered = [item, ...toasts];
    for (const replaced of ordered.slice(timing.limit)) forget(replaced.id);
    publish(ordered.slice(0, timing.limit));
    startCountdown(id, timing.durationMs);
    return { id, dismiss: () => dismiss(id) };
  }

  function pause(id: string): void {
    const countdown = countdowns.get(id);
    if (!countdown?.timer) return;
    clearTimeout(countdown.timer);
    countdowns.set(id, {
      timer: null,
      deadline: countdown.deadline,
      remainingMs: Math.max(0, countdown.deadline - Date.now()),
    });
  }

  function resume(id: string): void {
    const countdown = countdowns.get(id);
    if (!countdown || countdown.timer) return;
    startCountdown(id, countdown.remainingMs);
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
    pause,
    resume,
  };
}

export const toastStore = createToastStore();

/** Shows a toast from anywhere, inside or outside React. */
export function toast(options: ToastOptions): ShownToast {
  return toastStore.show(options);
}
