import { describesTrouble, isQuestion } from "./caller-intents";
import type { Turn } from "./engine-turn";
import { PLAIN_REQUEST } from "./intakes";
import { type Bilingual, bilingual } from "./spoken-words";

// What a caller hears as the agent starts taking their message.

/**
 * Why a message is taken, as a receptionist would say it: sorry to hear of a problem; plainly, for
 * what the caller needs someone to look at; with an apology, for a request the agent cannot serve.
 */
export function messageOfferFor({ agent, utterance }: Turn): Bilingual {
  const business = agent.businessName;
  if (describesTrouble(utterance))
    return bilingual(
      `I'm sorry to hear that. Let me take a message so ${business} can call you back.`,
      `Lamento escuchar eso. Permítame tomarle un mensaje para que ${business} le devuelva la llamada.`,
    );
  if (!isQuestion(utterance) && !PLAIN_REQUEST.test(utterance.folded))
    return bilingual(
      `Let me take a message so ${business} can call you back about that.`,
      `Permítame tomarle un mensaje para que ${business} le devuelva la llamada sobre eso.`,
    );
  return bilingual(
    `I'm sorry, I can't help with that myself, but I can take a message so ${business} can call you back.`,
    `Lo siento, no puedo ayudarle con eso directamente, pero puedo tomarle un mensaje para que ${business} le devuelva la llamada.`,
  );
}

/** What a caller hears when their request is taken down for the owner to confirm. */
export function requestTakenAsMessage(turn: Turn): Bilingual {
  const business = turn.agent.businessName;
  return bilingual(
    `Happy to help with that. I can take a message with the details, and ${business} will call you back to confirm.`,
    `Con gusto le ayudo. Puedo tomarle un mensaje con los detalles y ${business} le devolverá la llamada para confirmar.`,
  );
}
