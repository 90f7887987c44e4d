import { isCallableNumber } from "../../text/phone-numbers";
import { readDialogue, withDialogue } from "./dialogue-memory";
import { withNumbersSpoken } from "./owner-instructions";
import { asSentence } from "./taken-message";
import type { AgentProfile, CallState, CallTransfer, SpokenLanguage } from "./types";

// Putting a caller through to a person (the agent's transfer number), the same for both engines:
// what the caller hears, what the person who picks up hears, and how the call goes on with the
// agent when that person could not take it.

/** The agent may put a caller through: it has a transfer number and has not tried it on this call. */
export const canTransfer = (agent: AgentProfile, state: CallState): boolean =>
  agent.transferNumber !== "" && !state.transfer;

/** What the caller hears before they are put through. */
export function transferSentence(agent: AgentProfile, language: SpokenLanguage): string {
  const label = agent.transferLabel.trim();
  return language === "spanish"
    ? `Le comunico ahora con ${label || "alguien que pueda ayudarle"}, un momento, por favor.`
    : `I'll put you through to ${label ? `the ${label}` : "someone who can help"} now, one moment.`;
}

/**
 * The transfer a caller asked for: one sentence for the person who picks up, with the caller's name
 * when they gave it, the number they call from and what they want, in the call's language.
 */
export function transferOf(
  agent: AgentProfile,
  caller: { name?: string | undefined; number: string; reason: string },
  language: SpokenLanguage,
  now: Date,
): CallTransfer {
  const name = caller.name?.trim();
  const number = isCallableNumber(caller.number) ? caller.number : "";
  const reason = caller.reason.trim();
  const summary =
    language === "spanish"
      ? `${name || "Una persona"} llama${number ? ` desde el ${number}` : ""} a ${agent.businessName} y dice: ${asSentence(reason)}`
      : `${name || "A caller"}${number ? ` at ${number}` : ""} is calling ${agent.businessName} and says: ${asSentence(reason)}`;
  return {
    number: agent.transferNumber,
    label: agent.transferLabel.trim(),
    summary,
    reason,
    at: now.toISOString(),
  };
}

/** What the person who picks up hears: who is calling, then how to take the call. */
export function whisperOf(transfer: CallTransfer, language: SpokenLanguage): string {
  const press =
    language === "spanish"
      ? "Pulse 1 para atender la llamada, o cuelgue para rechazarla."
      : "Press 1 to take the call, or hang up to decline.";
  return `${withNumbersSpoken(transfer.summary)} ${press}`;
}

/** What the caller hears on coming back to the agent when the person could not take the call. */
export function notAnsweredSentence(
  agent: AgentProfile,
  transfer: CallTransfer,
  language: SpokenLanguage,
): string {
  const label = transfer.label;
  return language === "spanish"
    ? `Lo siento, ${label ? `${label} no ha podido` : "nadie ha podido"} atender la llamada en este momento. ¿Quiere dejar un mensaje para que ${agent.businessName} le devuelva la llamada?`
    : `I'm sorry, ${label ? `the ${label}` : "no one"} couldn't take the call right now. Would you like to leave a message so ${agent.businessName} can call you back?`;
}

/**
 * The state once the person could not take the call: the transfer is marked tried, and both engines
 * go on from the agent's offer to take a message (the built-in engine waits for a yes, with the
 * caller's reason ready for it; the model reads the offer in its transcript).
 */
export function afterTransferNotAnswered(state: CallState, said: string): CallState {
  const transfer = state.transfer ? { ...state.transfer, outcome: "not-answered" as const } : null;
  const dialogue = readDialogue(state);
  const offered = withDialogue(
    { ...state, transfer },
    {
      ...dialogue,
      awaiting: "message-offer",
      questionToPass: transfer?.reason || dialogue.questionToPass,
      lastSaid: said,
    },
  );
  const transcript = offered.memory.transcript;
  if (!Array.isArray(transcript)) return offered;
  return {
    ...offered,
    memory: { ...offered.memory, transcript: [...transcript, { role: "assistant", content: said }] },
  };
}
