import { describesTrouble, isQuestion } from "./caller-intents";
import type { Turn } from "./engine-turn";
import { PLAIN_REQUEST } from "./intakes";
import { agentLine, type Bilingual } from "./spoken-words";

// What a caller hears as the agent starts taking their message.

/**
 * Why a message is taken, as a receptionist would say it: sorry to hear of a problem; plainly, for
 * what the caller needs someone to look at; with an apology, for a request the agent cannot serve.
 */
export function messageOfferFor({ agent, utterance }: Turn): Bilingual {
  const business = agent.businessName;
  if (describesTrouble(utterance)) return agentLine("sorryToHear", { business });
  if (!isQuestion(utterance) && !PLAIN_REQUEST.test(utterance.folded))
    return agentLine("messageAboutThat", { business });
  return agentLine("cannotHelpMessage", { business });
}

/** What a caller hears when their request is taken down for the owner to confirm. */
export function requestTakenAsMessage(turn: Turn): Bilingual {
  return agentLine("requestAsMessage", { business: turn.agent.businessName });
}
