import { useSyncExternalStore } from "react";
import { type ToastItem, toast, toastStore } from "./toast-store";

export function useToast(): {
  toasts: readonly ToastItem[];
  toast: typeof toast;
  dismiss: (id?: string) => void;
} {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return { toasts, toast, dismiss: toastStore.dismiss };
}
