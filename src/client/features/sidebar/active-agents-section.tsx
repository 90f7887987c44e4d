import { Phone, Trash2 } from "lucide-react";
import type { Agent } from "../../../shared/api/agents";
import type { SubscriptionPlan } from "../../../shared/catalog/accounts";
import { PLAN_AGENT_LIMITS } from "../../../shared/catalog/billing";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
import { cn } from "../../ui/class-names";
import { Tooltip } from "../../ui/tooltip";
import { AgentStatusBadge } from "../agents/agent-status-badge";
import { useAgents } from "../agents/agents-api";
import { preloadTestCallScreen } from "../calls/test-call-launcher";
import { agentMatchesSearch } from "./sidebar-search";
import { SidebarQueryList, SidebarSection } from "./sidebar-section";

export const ACTIVE_AGENTS_HEADING_ID = "sidebar-active-agents";

/** The agent count against the plan's limit, ∞ for Plus. */
function AgentCount({ count, plan }: { count: number; plan: SubscriptionPlan }) {
  const limit = PLAN_AGENT_LIMITS[plan];
  const isUnlimited = limit === Number.POSITIVE_INFINITY;
  return (
    <span
      className={cn(
        "rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums",
        isUnlimited ? "bg-plus-soft text-plus" : "bg-surface-raised text-muted-foreground",
      )}
    >
      {count}/{isUnlimited ? "∞" : limit}
      <span className="sr-only">{isUnlimited ? " agents, no limit" : " agents allowed"}</span>
    </span>
  );
}

const ROW_ICON_BUTTON =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-md text-muted-foreground";

function AgentRow({
  agent,
  isCurrent,
  onOpen,
  onTestCall,
  onDelete,
  onAddBalance,
}: {
  agent: Agent;
  isCurrent: boolean;
  onOpen: () => void;
  onTestCall: () => void;
  onDelete: () => void;
  onAddBalance: () => void;
}) {
  return (
    <li className={cn("rounded-md", isCurrent ? "bg-surface-hover" : "hover:bg-surface-hover")}>
      <div className="flex items-center">
        <button
          type="button"
          aria-current={isCurrent ? "true" : undefined}
          onClick={onOpen}
          className="flex min-h-12 min-w-0 flex-1 flex-col items-start gap-0.5 rounded-md px-2 py-1.5 text-left"
        >
          <span className="flex w-full items-center gap-2">
            <span className="min-w-0 flex-1 truncate text-sm font-medium">{agent.agentName}</span>
            <AgentStatusBadge status={agent.status} />
          </span>
          <span className="w-full truncate text-xs text-muted-foreground">
            {agent.businessName} · {formatPhoneNumber(agent.phoneNumber)}
          </span>
        </button>
        {/* Every agent can be called from the browser; the call screen's code loads on approach. */}
        <Tooltip content="Test call" side="top">
          <button
            type="button"
            aria-label={`Test call with ${agent.agentName}`}
            onPointerEnter={preloadTestCallScreen}
            onFocus={preloadTestCallScreen}
            onClick={onTestCall}
            className={cn(ROW_ICON_BUTTON, "hover:bg-primary-soft hover:text-primary-text")}
          >
            <Phone aria-hidden="true" className="size-4" />
          </button>
        </Tooltip>
        <button
          type="button"
          aria-label={`Delete ${agent.agentName}`}
          onClick={onDelete}
          className={cn(ROW_ICON_BUTTON, "hover:bg-destructive-soft hover:text-destructive-text")}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      {/* At a $0 balance the agents pause until the balance is positive again. */}
      {agent.status === "paused" ? (
        <p className="flex flex-wrap items-center gap-x-1 px-2 pb-2 text-xs text-muted-foreground">
          Not answering calls: your balance is $0.
          <button
            type="button"
            onClick={onAddBalance}
            className="inline-flex min-h-10 items-center font-medium text-primary-text underline-offset-2 hover:underline"
          >
            Add balance
          </button>
        </p>
      ) : null}
    </li>
  );
}

export function ActiveAgentsSection({
  plan,
  query,
  currentSessionId,
  onOpenAgent,
  onTestCallAgent,
  onDeleteAgent,
  onAddBalance,
}: {
  plan: SubscriptionPlan;
  query: string;
  currentSessionId: string;
  onOpenAgent: (agent: Agent) => void;
  onTestCallAgent: (agent: Agent) => void;
  onDeleteAgent: (agent: Agent) => void;
  onAddBalance: () => void;
}) {
  const agents = useAgents();
  return (
    <SidebarSection
      id={ACTIVE_AGENTS_HEADING_ID}
      title="Active Agents"
      aside={agents.data ? <AgentCount count={agents.data.length} plan={plan} /> : null}
    >
      <SidebarQueryList
        query={agents}
        matches={(agent) => agentMatchesSearch(agent, query)}
        failure="Error loading agents"
        empty="No agents yet. Pick a number and tell the assistant about your business to create one."
        noMatch="No agent matches your search."
      >
        {(agent) => (
          <AgentRow
            key={agent.id}
            agent={agent}
            isCurrent={agent.sessionId === currentSessionId}
            onOpen={() => onOpenAgent(agent)}
            onTestCall={() => onTestCallAgent(agent)}
            onDelete={() => onDeleteAgent(agent)}
            onAddBalance={onAddBalance}
          />
        )}
      </SidebarQueryList>
    </SidebarSection>
  );
}
