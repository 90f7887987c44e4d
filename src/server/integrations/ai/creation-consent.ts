import { AGENT_BEING_CREATED_PHRASE } from "../../../shared/catalog/agents";
import { AGENT_CREATION_FEE_CENTS, formatDollars } from "../../../shared/catalog/billing";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
import type { ChatLanguage } from "../../text/language";
import { foldForMatching, wordsPattern } from "../../text/text-folding";
import type { AssistantReply, ChatTurn } from "./assistant";
import { everyOwnerReply } from "./owner-replies";

// Creating an agent takes the $25 fee from the owner's balance, so the assistant asks first, naming
// the fee, and only a clear yes to that question may announce the creation (the announcement is what
// starts it in the browser). A reply of any assistant that announces without that yes, or when the
// server already knows the creation would be refused, is replaced before it reaches the owner.

const FEE = formatDollars(AGENT_CREATION_FEE_CENTS);

export const CREATION_QUESTION: Record<ChatLanguage, string> = {
  english: `Creating it takes ${FEE} from your balance — shall I create it?`,
  spanish: `Crearlo cuesta ${FEE} de su saldo — ¿lo creo?`,
};

export const YES = new RegExp(`^(?:${wordsPattern(everyOwnerReply((words) => words.yes))})`, "u");
export const NO = new RegExp(`^(?:${wordsPattern(everyOwnerReply((words) => words.no))})`, "u");
export const CREATE_REQUEST = new RegExp(wordsPattern(everyOwnerReply((words) => words.createRequest)), "u");

/** The assistant's latest turn asked whether to create the agent for the fee. */
export function creationQuestionWasAsked(history: readonly ChatTurn[]): boolean {
  const latest = history.findLast((turn) => turn.role === "assistant");
  return (
    latest !== undefined &&
    (latest.content.includes(CREATION_QUESTION.english) || latest.content.includes(CREATION_QUESTION.spanish))
  );
}

/** A yes without a question mark or a no in it: "yes", "yes, create it", "go ahead". */
export function isClearYes(message: string): boolean {
  const folded = foldForMatching(message).trim();
  if (folded.endsWith("?") || NO.test(folded)) return false;
  return YES.test(folded) || CREATE_REQUEST.test(folded);
}

/** What the server knows now that would make a creation fail, worst first; null when it can go ahead. */
export type CreationBlocker =
  | { kind: "phone" }
  | { kind: "agentExists"; phoneNumber: string; agentName: string }
  | { kind: "licence" }
  | { kind: "balance"; balanceCents: number };

function blockerText(blocker: CreationBlocker, language: ChatLanguage): string {
  const spanish = language === "spanish";
  switch (blocker.kind) {
    case "phone":
      return spanish
        ? "Su agente todavía no se ha creado y no se ha cobrado nada: primero elija un número de teléfono en Agent setup y luego dígame que lo cree."
        : "Your agent is not created yet and nothing was charged: first pick a phone number in Agent setup, then tell me to create it.";
    case "agentExists":
      return spanish
        ? `${blocker.agentName} ya contesta el ${formatPhoneNumber(blocker.phoneNumber)}, así que no se crea otro agente. Para cambiarlo, abra Configure Agent, guarde los cambios y pulse Update Agent; las actualizaciones son gratis.`
        : `${blocker.agentName} already answers ${formatPhoneNumber(blocker.phoneNumber)}, so no new agent is created. To change it, open Configure Agent, save your changes, then press Update Agent; updates are free.`;
    case "licence":
      return spanish
        ? "Su agente todavía no se ha creado y no se ha cobrado nada: crear un agente requiere una licencia activa. Cuando la tenga, pulse Create Agent."
        : "Your agent is not created yet and nothing was charged: creating an agent needs an active licence. Once you have one, press Create Agent.";
    case "balance":
      return spanish
        ? `Su agente todavía no se ha creado y no se ha cobrado nada: crearlo cuesta ${FEE} y su saldo es ${formatDollars(blocker.balanceCents)}. Añada saldo y luego pulse Create Agent.`
        : `Your agent is not created yet and nothing was charged: creating it takes ${FEE} and your balance is ${formatDollars(blocker.balanceCents)}. Add balance, then press Create Agent.`;
  }
}

function languageOf(reply: string): ChatLanguage {
  const folded = foldForMatching(reply);
  return folded.includes("se esta creando") || folded.includes(foldForMatching(CREATION_QUESTION.spanish))
    ? "spanish"
    : "english";
}

/**
 * The reply as the owner may see it. An announcement stands only after a clear yes to the fee question
 * and when nothing the server knows stands in the way; a fee question is not put for a number that
 * already has its agent. `blockerNow` is asked only when the reply announces or asks.
 */
export async function withCreationConsent(
  reply: AssistantReply,
  turn: { message: string; history: readonly ChatTurn[] },
  blockerNow: () => Promise<CreationBlocker | null>,
): Promise<AssistantReply> {
  const announces = reply.response.includes(AGENT_BEING_CREATED_PHRASE);
  const asks =
    reply.response.includes(CREATION_QUESTION.english) || reply.response.includes(CREATION_QUESTION.spanish);
  if (!announces && !asks) return reply;
  const language = languageOf(reply.response);
  const blocker = await blockerNow();
  if (blocker?.kind === "agentExists") return { ...reply, response: blockerText(blocker, language) };
  if (!announces) return reply;
  const consented = creationQuestionWasAsked(turn.history) && isClearYes(turn.message);
  if (!consented) return { ...reply, response: CREATION_QUESTION[language] };
  if (blocker) return { ...reply, response: blockerText(blocker, language) };
  return reply;
}
