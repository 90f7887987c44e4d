import { useEffect, useRef, useState } from "react";
import type { Agent } from "../../../shared/api/agents";
import { addFaqRequest } from "../../../shared/knowledge-links";
import { toast } from "../../ui/toast-store";

/**
 * An Add-as-FAQ link from the owner's mail (`/dashboard?configure=<agent>&faq=<question>`): once the
 * agents are known, that agent opens and its Configure dialog shows a new Question & answer row
 * holding the question. The link's query is taken off the address, so a reload does not add it again.
 */
export function useAddFaqLink(
  agents: readonly Agent[] | undefined,
  openAgent: (agent: Agent) => Promise<void>,
  openConfiguration: () => void,
) {
  const [request] = useState(() => addFaqRequest(window.location.search));
  const [question, setQuestion] = useState<string | undefined>(undefined);
  const isHandledRef = useRef(false);

  useEffect(() => {
    if (!request || !agents || isHandledRef.current) return;
    isHandledRef.current = true;
    window.history.replaceState(window.history.state, "", window.location.pathname);
    const agent = agents.find((candidate) => candidate.id === request.agentId);
    if (!agent) {
      toast({
        variant: "destructive",
        title: "Agent Not Found",
        description: "The agent this question was asked of no longer exists.",
      });
      return;
    }
    void openAgent(agent).then(() => {
      setQuestion(request.question);
      openConfiguration();
    });
  }, [request, agents, openAgent, openConfiguration]);

  return { question, clear: () => setQuestion(undefined) };
}
