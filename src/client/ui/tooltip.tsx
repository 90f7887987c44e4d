import { Tooltip as RadixTooltip } from "radix-ui";
import { type ReactElement, type ReactNode, useEffect, useState } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../../shared/catalog/client-timing";
import { onDialogOpening } from "./dialog-opening";

/** Tooltips open after 700 ms, and after 300 ms while moving between triggers. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

/** A label shown beside its trigger on hover and on focus; it closes when a dialog opens. */
export function Tooltip({
  content,
  side = "right",
  children,
}: {
  content: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
  /** One focusable element that forwards refs and props (the trigger). */
  children: ReactElement;
}) {
  const [isOpen, setIsOpen] = useState(false);
  // A dialog covers the page and its trigger: the tooltip goes, and comes back only by a new hover or
  // focus.
  useEffect(() => onDialogOpening(() => setIsOpen(false)), []);
  return (
    <RadixTooltip.Root open={isOpen} onOpenChange={setIsOpen}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={8}
          collisionPadding={8}
          className="z-50 max-w-64 rounded-md border border-border bg-surface-raised px-3 py-1.5 text-sm text-foreground shadow-xl motion-safe:animate-fade-in"
        >
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
