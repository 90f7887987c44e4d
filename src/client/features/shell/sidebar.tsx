import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from "react";
import { cn } from "../../ui/class-names";
import { CloseButton } from "../../ui/close-button";

/** How the sidebar is shown now, for the page that fills it. */
export interface SidebarView {
  /** False while the desktop rail shows icons only. */
  isExpanded: boolean;
  /** True on narrow screens, where the sidebar is an overlay over the page. */
  isOverlay: boolean;
  expand: () => void;
  /** Closes the overlay after an action that changes the page; the desktop rail stays as it is. */
  dismissOverlay: () => void;
}

export const SIDEBAR_ID = "app-sidebar";

/**
 * Desktop: a narrow icon rail that expands to show labels.
 *
 * While the rail widens, its content is already laid out at the final width and only uncovered:
 * a row that reflowed with the width would slide its buttons sideways under a pointer that had
 * just pressed one, and the press would land on its neighbour. The outer box clips rather than
 * hides, so nothing (a focus, a scroll into view) can scroll the content sideways while covered.
 */
export function SidebarRail({ isExpanded, children }: { isExpanded: boolean; children: ReactNode }) {
  return (
    <nav
      id={SIDEBAR_ID}
      aria-label="Agent tools"
      className={cn(
        "h-full shrink-0 overflow-clip border-r border-border bg-surface/60 motion-safe:transition-[width] motion-safe:duration-200",
        isExpanded ? "w-72" : "w-[4.25rem]",
      )}
    >
      <div
        className={cn(
          "h-full overflow-y-auto p-3",
          isExpanded ? "w-[calc(18rem-1px)]" : "w-[calc(4.25rem-1px)]",
        )}
      >
        {children}
      </div>
    </nav>
  );
}

function focusableElementsIn(container: HTMLElement): HTMLElement[] {
  return Array.from(
    container.querySelectorAll<HTMLElement>("button, [href], input, [tabindex]:not([tabindex='-1'])"),
  );
}

/** Mobile: an overlay over a backdrop; Escape, the backdrop and the close button dismiss it. */
export function SidebarOverlay({
  onClose,
  returnFocusRef,
  children,
}: {
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (panel) focusableElementsIn(panel)[0]?.focus();
    const returnTarget = returnFocusRef.current;
    return () => returnTarget?.focus();
  }, [returnFocusRef]);

  // Focus stays inside the open overlay, as in a modal dialog.
  function keepFocusInside(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = focusableElementsIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-40">
      <div
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 bg-overlay motion-safe:animate-fade-in"
      />
      <div
        ref={panelRef}
        id={SIDEBAR_ID}
        role="dialog"
        aria-modal="true"
        aria-label="Agent tools"
        onKeyDown={keepFocusInside}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-4 border-r border-border bg-surface p-3 shadow-2xl motion-safe:animate-slide-in-left"
      >
        <div className="flex items-center justify-between pl-3">
          <span className="text-sm font-semibold text-muted-foreground">Agent tools</span>
          <CloseButton label="Close sidebar" onClick={onClose} iconClassName="size-5" />
        </div>
        <nav aria-label="Agent tools" className="min-h-0 flex-1 overflow-y-auto">
          {children}
        </nav>
      </div>
    </div>
  );
}
