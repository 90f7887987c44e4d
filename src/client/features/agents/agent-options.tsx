import type { Agent } from "../../../shared/api/agents";
import { Options } from "../../ui/select";

/** One option per agent, by its id, shown with its business: "Emma · Tony's Pizza". */
export function AgentOptions({ agents }: { agents: readonly Agent[] }) {
  return (
    <Options
      items={agents}
      value={(agent) => agent.id}
      label={(agent) => `${agent.agentName} · ${agent.businessName}`}
    />
  );
}
