import {
  Bot,
  CalendarDays,
  History,
  Library,
  type LucideIcon,
  PhoneCall,
  Plus,
  Search,
  Wallet,
} from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import type { Agent } from "../../../shared/api/agents";
import type { Conversation } from "../../../shared/api/conversations";
import type { SubscriptionPlan } from "../../../shared/catalog/accounts";
import { Button } from "../../ui/button";
import { SearchInput } from "../../ui/search-input";
import { Skeleton } from "../../ui/skeleton";
import { Tooltip } from "../../ui/tooltip";
import { formatBalance, useBalance } from "../billing/balance-api";
import { BOOKINGS_PATH } from "../bookings/bookings-path";
import { CALLS_PATH } from "../calls/call-log-path";
import { requestTestCall } from "../calls/test-call-launcher";
import type { SidebarView } from "../shell/sidebar";
import { ACTIVE_AGENTS_HEADING_ID, ActiveAgentsSection } from "./active-agents-section";
import { HISTORY_HEADING_ID, HistorySection } from "./history-section";
import { normalizeSearch, templatesMatchingSearch } from "./sidebar-search";
import { SidebarSection } from "./sidebar-section";

const TEMPLATE_LIBRARY_PATH = "/agent-templates";

// The pages the sidebar leads to, in its order: icons on the rail, rows when it is open.
const PAGE_LINKS: ReadonlyArray<{ label: string; path: string; icon: LucideIcon }> = [
  { label: "Library", path: TEMPLATE_LIBRARY_PATH, icon: Library },
  { label: "Calls", path: CALLS_PATH, icon: PhoneCall },
  { label: "Bookings", path: BOOKINGS_PATH, icon: CalendarDays },
];

interface AgentToolsActions {
  onNewAgent: () => void;
  onOpenAgent: (agent: Agent) => void;
  onDeleteAgent: (agent: Agent) => void;
  onOpenBalanceManager: () => void;
  onOpenConversation: (conversation: Conversation) => void;
  onClearHistory: () => void;
}

interface AgentToolsProps extends AgentToolsActions {
  view: SidebarView;
  plan: SubscriptionPlan;
  currentSessionId: string;
}

function RailButton({
  label,
  icon: Icon,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
}) {
  return (
    <li>
      <Tooltip content={label}>
        <button
          type="button"
          aria-label={label}
          onClick={onClick}
          className="flex h-11 w-full items-center justify-center rounded-md text-muted-foreground hover:bg-surface-hover hover:text-foreground"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </Tooltip>
    </li>
  );
}

/** Desktop, collapsed: icons only. Sections that list things open the sidebar; the rest act at once. */
function IconRail({
  onExpandTo,
  onNewAgent,
  onOpenBalanceManager,
}: {
  onExpandTo: (target: "search" | "agents" | "history") => void;
  onNewAgent: () => void;
  onOpenBalanceManager: () => void;
}) {
  const [, navigate] = useLocation();
  return (
    <ul className="flex flex-col gap-1">
      <RailButton label="New AI Agent" icon={Plus} onClick={onNewAgent} />
      <RailButton label="Search" icon={Search} onClick={() => onExpandTo("search")} />
      <RailButton label="Active Agents" icon={Bot} onClick={() => onExpandTo("agents")} />
      <RailButton label="Balance" icon={Wallet} onClick={onOpenBalanceManager} />
      {PAGE_LINKS.map(({ label, path, icon }) => (
        <RailButton key={path} label={label} icon={icon} onClick={() => navigate(path)} />
      ))}
      <RailButton label="History" icon={History} onClick={() => onExpandTo("history")} />
    </ul>
  );
}

/** The balance in dollars, refreshed every 30 seconds; it opens the Balance Manager. */
function BalanceEntry({ onOpen }: { onOpen: () => void }) {
  const balance = useBalance();
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex min-h-11 w-full items-center gap-3 rounded-md px-2 text-left hover:bg-surface-hover"
    >
      <Wallet aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <span className="flex-1 text-sm">Balance</span>
      {balance.isPending ? (
        <Skeleton className="h-5 w-16" />
      ) : balance.isError ? (
        <span className="text-xs text-destructive-text">Unavailable</span>
      ) : (
        <span className="text-sm font-semibold tabular-nums">{formatBalance(balance.data)}</span>
      )}
    </button>
  );
}

function TemplateResults({ query, onChoose }: { query: string; onChoose: () => void }) {
  const templates = templatesMatchingSearch(query);
  if (templates.length === 0) return null;
  return (
    <SidebarSection id="sidebar-template-results" title="Templates">
      <ul className="flex flex-col gap-0.5">
        {templates.map((template) => (
          <li key={template.id}>
            <Link
              href={TEMPLATE_LIBRARY_PATH}
              onClick={onChoose}
              className="flex min-h-11 flex-col justify-center rounded-md px-2 py-1.5 hover:bg-surface-hover"
            >
              <span className="text-sm">{template.title}</span>
              <span className="truncate text-xs text-muted-foreground">{template.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </SidebarSection>
  );
}

/** New AI Agent, search, Active Agents, Balance, Library and History. */
export function AgentToolsSidebar({ view, plan, currentSessionId, ...actions }: AgentToolsProps) {
  const [search, setSearch] = useState("");
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const pendingTargetRef = useRef<"search" | "agents" | "history" | null>(null);
  const query = normalizeSearch(search);
  const isPlus = plan === "plus";

  // After the rail expands, focus goes where the owner was heading.
  useEffect(() => {
    const target = pendingTargetRef.current;
    if (!view.isExpanded || target === null) return;
    pendingTargetRef.current = null;
    if (target === "search") searchRef.current?.focus();
    else
      document
        .getElementById(target === "agents" ? ACTIVE_AGENTS_HEADING_ID : HISTORY_HEADING_ID)
        ?.scrollIntoView();
  }, [view.isExpanded]);

  if (!view.isExpanded) {
    return (
      <IconRail
        onExpandTo={(target) => {
          pendingTargetRef.current = target;
          view.expand();
        }}
        onNewAgent={actions.onNewAgent}
        onOpenBalanceManager={actions.onOpenBalanceManager}
      />
    );
  }

  const thenDismiss =
    <Args extends unknown[]>(action: (...args: Args) => void) =>
    (...args: Args) => {
      action(...args);
      view.dismissOverlay();
    };

  return (
    <div className="flex flex-col gap-5">
      <Button
        variant={isPlus ? "plus" : "primary"}
        className="w-full justify-start"
        onClick={thenDismiss(actions.onNewAgent)}
      >
        <Plus aria-hidden="true" className="size-4" />
        New AI Agent
      </Button>

      <div>
        <label htmlFor={searchId} className="sr-only">
          Search agents, history and templates
        </label>
        <SearchInput
          id={searchId}
          ref={searchRef}
          placeholder="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      <TemplateResults query={query} onChoose={view.dismissOverlay} />

      <ActiveAgentsSection
        plan={plan}
        query={query}
        currentSessionId={currentSessionId}
        onOpenAgent={thenDismiss(actions.onOpenAgent)}
        onTestCallAgent={thenDismiss(requestTestCall)}
        onDeleteAgent={actions.onDeleteAgent}
        onAddBalance={thenDismiss(actions.onOpenBalanceManager)}
      />

      <div className="flex flex-col gap-0.5">
        <BalanceEntry onOpen={actions.onOpenBalanceManager} />
        {PAGE_LINKS.map(({ label, path, icon: Icon }) => (
          <Link
            key={path}
            href={path}
            onClick={view.dismissOverlay}
            className="flex min-h-11 items-center gap-3 rounded-md px-2 text-sm hover:bg-surface-hover"
          >
            <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
            {label}
          </Link>
        ))}
      </div>

      <HistorySection
        query={query}
        currentSessionId={currentSessionId}
        onOpenConversation={thenDismiss(actions.onOpenConversation)}
        onClearHistory={actions.onClearHistory}
      />
    </div>
  );
}
