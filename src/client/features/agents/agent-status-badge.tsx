import type { AgentStatus } from "../../../shared/catalog/agents";
import { cn } from "../../ui/class-names";

// Green for active, yellow for processing; a paused agent (balance run out) is grey.
const STATUS_CLASSES: Record<AgentStatus, string> = {
  active: "bg-success-soft text-success-text",
  processing: "bg-warning-soft text-warning-text",
  paused: "bg-surface-hover text-muted-foreground",
};

export function AgentStatusBadge({ status }: { status: AgentStatus }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold",
        STATUS_CLASSES[status],
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {status}
    </span>
  );
}
