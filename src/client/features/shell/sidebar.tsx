import { Bot, History, Library, type LucideIcon, Plus, Search, Wallet, X } from "lucide-react";
import { type KeyboardEvent, type RefObject, useEffect, useRef } from "react";
import { cn } from "../../ui/class-names";
import { Tooltip } from "../../ui/tooltip";

interface SidebarEntry {
  label: string;
  icon: LucideIcon;
}

// Spec 000 §2: the sidebar's entries. The features behind them arrive with the agent builder.
const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { label: "New AI Agent", icon: Plus },
  { label: "Search", icon: Search },
  { label: "Active Agents", icon: Bot },
  { label: "Balance", icon: Wallet },
  { label: "Library", icon: Library },
  { label: "History", icon: History },
];

function ComingSoonEntry({ entry, showLabel }: { entry: SidebarEntry; showLabel: boolean }) {
  const Icon = entry.icon;
  return (
    <li>
      <Tooltip content="Coming soon">
        {/* aria-disabled rather than disabled keeps the entry focusable, so keyboard users reach the tooltip. */}
        <button
          type="button"
          aria-disabled="true"
          aria-label={showLabel ? undefined : entry.label}
          className={cn(
            "flex h-11 w-full cursor-not-allowed items-center gap-3 rounded-md px-3 text-sm text-muted-foreground",
            "hover:bg-surface-hover",
            !showLabel && "justify-center px-0",
          )}
        >
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          {showLabel ? <span className="truncate">{entry.label}</span> : null}
        </button>
      </Tooltip>
    </li>
  );
}

function SidebarEntries({ showLabels }: { showLabels: boolean }) {
  return (
    <ul className="flex flex-col gap-1">
      {SIDEBAR_ENTRIES.map((entry) => (
        <ComingSoonEntry key={entry.label} entry={entry} showLabel={showLabels} />
      ))}
    </ul>
  );
}

export const SIDEBAR_ID = "app-sidebar";

/** Desktop: a narrow icon rail that expands to show labels (spec 000 §2). */
export function SidebarRail({ isExpanded }: { isExpanded: boolean }) {
  return (
    <nav
      id={SIDEBAR_ID}
      aria-label="Agent tools"
      className={cn(
        "sticky top-16 h-[calc(100dvh-4rem)] shrink-0 overflow-y-auto border-r border-border bg-surface/60 p-3 transition-[width] duration-200",
        isExpanded ? "w-64" : "w-[4.25rem]",
      )}
    >
      <SidebarEntries showLabels={isExpanded} />
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
}: {
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
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
          <button
            type="button"
            aria-label="Close sidebar"
            onClick={onClose}
            className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-hover hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <nav aria-label="Agent tools">
          <SidebarEntries showLabels />
        </nav>
      </div>
    </div>
  );
}
