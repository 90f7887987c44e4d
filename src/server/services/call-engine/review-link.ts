import { isCallableNumber } from "../../text/phone-numbers";
import { spokenWord } from "./spoken-words";
import type { AgentProfile, OutgoingSms, SpokenLanguage } from "./types";

// Reputation management: "after a call that ended well, the caller is offered a review
// link by SMS (the agent's review URL), sent the same way to every caller who accepts". Both
// engines offer it under the same conditions and send the same text.

/** Whether this agent may offer its review link to this caller at all. */
export function reviewLinkAvailable(agent: AgentProfile, callerNumber: string): boolean {
  return agent.reputationManagement && agent.reviewUrl.trim() !== "" && isCallableNumber(callerNumber);
}

/** The text message with the review link, in the language of the call. */
export function reviewLinkSms(
  agent: AgentProfile,
  callerNumber: string,
  language: SpokenLanguage,
): OutgoingSms {
  const url = agent.reviewUrl.trim();
  return {
    to: callerNumber,
    body: spokenWord(language, "reviewSms", { business: agent.businessName, url }),
  };
}
