// A link from an owner's mail into the main screen that opens an agent's Configure dialog at its
// knowledge, with a new question and answer row holding a caller's question the agent could not
// answer: the owner writes the answer and saves.

export const ADD_FAQ_PARAMS = { agent: "configure", question: "faq" } as const;

/** The path and query of the link, to be put after the site's own address. */
export function addFaqPath(agentId: string, question: string): string {
  const query = new URLSearchParams({ [ADD_FAQ_PARAMS.agent]: agentId, [ADD_FAQ_PARAMS.question]: question });
  return `/dashboard?${query.toString()}`;
}

/** The agent and question of such a link, or null when the query is not one. */
export function addFaqRequest(search: string): { agentId: string; question: string } | null {
  const query = new URLSearchParams(search);
  const agentId = query.get(ADD_FAQ_PARAMS.agent);
  const question = query.get(ADD_FAQ_PARAMS.question)?.trim();
  return agentId && question ? { agentId, question } : null;
}
