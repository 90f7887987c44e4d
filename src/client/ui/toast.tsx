import { X } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { TOAST_DURATION_MS } from "../../shared/catalog/client-timing";
import { cn } from "./class-names";
import type { ToastItem } from "./toast-store";
import { toastStore } from "./toast-store";
import { useToast } from "./use-toast";

function ToastCard({ item }: { item: ToastItem }) {
  const isDestructive = item.variant === "destructive";
  return (
    <RadixToast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) toastStore.dismiss(item.id);
      }}
      type={isDestructive ? "foreground" : "background"}
      className={cn(
        "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-12 shadow-2xl",
        "data-[state=open]:motion-safe:animate-toast-in-top md:data-[state=open]:motion-safe:animate-toast-in-bottom data-[state=closed]:animate-toast-out",
        "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out",
        isDestructive
          ? "border-destructive bg-destructive text-destructive-foreground"
          : "border-border bg-surface-raised text-foreground",
      )}
    >
      <div className="grid min-w-0 flex-1 gap-1">
        {item.title ? (
          <RadixToast.Title className="text-sm font-semibold">{item.title}</RadixToast.Title>
        ) : null}
        {item.description ? (
          <RadixToast.Description className={cn("text-sm", !isDestructive && "text-muted-foreground")}>
            {item.description}
          </RadixToast.Description>
        ) : null}
      </div>
      {item.action ? (
        <RadixToast.Action
          altText={item.action.altText}
          onClick={item.action.onSelect}
          className={cn(
            "inline-flex h-10 shrink-0 items-center rounded-md border px-3 text-sm font-medium transition-colors",
            isDestructive
              ? "border-destructive-foreground/40 hover:bg-destructive-hover"
              : "border-border-strong hover:bg-surface-hover",
          )}
        >
          {item.action.label}
        </RadixToast.Action>
      ) : null}
      <RadixToast.Close
        aria-label="Dismiss notification"
        className={cn(
          "absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-md opacity-80 hover:opacity-100",
          isDestructive ? "hover:bg-destructive-hover" : "hover:bg-surface-hover",
        )}
      >
        <X aria-hidden="true" className="size-4" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/** Renders the toast store. The viewport is at most 420 px wide from the md breakpoint. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    // Radix closes each toast after the duration and holds the time left while the pointer or focus is
    // on the toasts or the window is in the background.
    <RadixToast.Provider swipeDirection="right" duration={TOAST_DURATION_MS}>
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <RadixToast.Viewport
        className={cn(
          "fixed top-0 z-[100] flex max-h-dvh w-full flex-col-reverse gap-2 p-4 outline-none",
          "md:top-auto md:right-0 md:bottom-0 md:max-w-toast md:flex-col",
        )}
      />
    </RadixToast.Provider>
  );
}
