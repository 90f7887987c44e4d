import { type ReactNode, useId } from "react";
import { cn } from "../../ui/class-names";

// The payment methods in the order card, apple_pay, google_pay. Offline, only cards can
// be confirmed: the wallets need Stripe's Payment Element. Text only, no icons: checkout's
// script budget is tight.
const PAYMENT_METHODS = [
  { id: "card", label: "Card", isAvailable: true },
  { id: "apple_pay", label: "Apple Pay", isAvailable: false },
  { id: "google_pay", label: "Google Pay", isAvailable: false },
] as const;

/** The offline payment method tabs, with the card panel as the one open tab. */
export function PaymentMethodTabs({ children }: { children: ReactNode }) {
  const id = useId();
  const tabId = (method: string) => `${id}-${method}-tab`;
  const panelId = `${id}-panel`;
  const walletNoteId = `${id}-wallets`;
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label="Payment method" className="grid grid-cols-3 gap-2">
        {PAYMENT_METHODS.map(({ id: method, label, isAvailable }) => (
          <button
            key={method}
            id={tabId(method)}
            type="button"
            role="tab"
            aria-selected={isAvailable}
            aria-controls={isAvailable ? panelId : undefined}
            aria-describedby={isAvailable ? undefined : walletNoteId}
            disabled={!isAvailable}
            className={cn(
              "flex min-h-11 items-center justify-center rounded-md border px-2 py-2 text-center text-sm font-medium",
              "disabled:cursor-not-allowed disabled:opacity-50",
              isAvailable
                ? "border-primary bg-primary-soft text-primary-text"
                : "border-border text-muted-foreground",
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <p id={walletNoteId} className="text-xs text-muted-foreground">
        Apple Pay and Google Pay are unavailable in offline test mode. Please pay by card.
      </p>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId("card")}>
        {children}
      </div>
    </div>
  );
}
