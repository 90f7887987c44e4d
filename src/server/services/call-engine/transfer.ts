import type { TransferTarget } from "../../../shared/api/transfers";
import { isCallableNumber } from "../../text/phone-numbers";
import type { AgentLine } from "../../text/phrases/agent-lines";
import { localTimeIn } from "../wall-clock";
import { businessHoursOf, openStatusAt } from "./business-hours";
import { readDialogue, withDialogue } from "./dialogue-memory";
import { keysCovered, topicKeys } from "./knowledge-words";
import { withNumbersSpoken } from "./owner-instructions";
import { agentLine } from "./spoken-words";
import { asSentence } from "./taken-message";
import type { AgentProfile, CallState, CallTransfer, SpokenLanguage } from "./types";

// Putting a caller through to a person, the same for both engines: whom the line rings and
// whether it may at this hour, what the caller hears, what the person who picks up hears, and how
// the call goes on with the agent when that person could not take it.

/** Why the caller would be put through: they asked for a person, an emergency, or an owner's rule. */
export type TransferCause = "asked" | "urgent" | "rule";

export type TransferChoice =
  | { kind: "ring"; target: TransferTarget }
  /** Someone would take it, but not at this hour: the caller is told so and a message is taken. */
  | { kind: "outside-hours"; target: TransferTarget }
  | { kind: "none" };

/** Whether the owner's transfer hours include this moment, in the agent's timezone. */
export function inTransferHours(agent: AgentProfile, now: Date): boolean {
  const { transferHours } = agent;
  if (transferHours.mode === "always") return true;
  const hours =
    transferHours.mode === "custom"
      ? businessHoursOf({ customHoursEnabled: true, customHours: "", openingHours: transferHours.hours })
      : businessHoursOf(agent);
  // Opening hours the agent does not know (none given, or words it could not read) never hold a transfer back.
  return openStatusAt(hours, localTimeIn(agent.timezone, now)).kind !== "closed";
}

/**
 * The person a rule of the owner's sends these words to. Only a rule's own words count: words the
 * agent's purpose and name also use ("orders" at a pizzeria) describe every call, not this one.
 */
function ruleTarget(agent: AgentProfile, words: string): TransferTarget | undefined {
  const everyCall = topicKeys(`${agent.agentPurpose} ${agent.businessName}`);
  const callerKeys = topicKeys(words).filter((key) => keysCovered([key], everyCall.join(" ")).length === 0);
  if (callerKeys.length === 0) return undefined;
  return agent.transferTargets.find(({ rule }) => rule !== "" && keysCovered(callerKeys, rule).length > 0);
}

/** The person a caller asking for someone reaches: the one they name ("the manager"), else whoever takes such calls. */
function askedTarget(agent: AgentProfile, words: string): TransferTarget | undefined {
  const callerKeys = topicKeys(words);
  const named = agent.transferTargets.find(
    ({ label }) => label !== "" && keysCovered(topicKeys(label), callerKeys.join(" ")).length > 0,
  );
  return named ?? agent.transferTargets.find(({ whenAsked }) => whenAsked);
}

/** Whom the line would ring for this cause, and whether it may now. Each call rings at most one person. */
export function transferChoice(
  agent: AgentProfile,
  state: CallState,
  cause: TransferCause,
  words: string,
  now: Date,
): TransferChoice {
  if (state.transfer) return { kind: "none" };
  const target =
    cause === "asked"
      ? askedTarget(agent, words)
      : cause === "urgent"
        ? agent.transferTargets.find(({ whenUrgent }) => whenUrgent)
        : ruleTarget(agent, words);
  if (!target) return { kind: "none" };
  return inTransferHours(agent, now) ? { kind: "ring", target } : { kind: "outside-hours", target };
}

/** A person of the owner's by the name the model gave, or the only one there is. */
export function targetNamed(agent: AgentProfile, person: string | undefined): TransferTarget | undefined {
  const wanted = person?.trim().toLowerCase();
  if (!wanted) return agent.transferTargets.length === 1 ? agent.transferTargets[0] : undefined;
  return agent.transferTargets.find(
    ({ label, number }) => label.toLowerCase() === wanted || number === wanted.replace(/[^\d+]/g, ""),
  );
}

/** The owner's people as the model names them: the label, or the number of someone unnamed. */
export function transferPeople(agent: AgentProfile): string {
  return agent.transferTargets.map(({ label, number }) => label || number).join("; ");
}

/** What each of the owner's people takes, for the model's instructions, one line each. */
export function transferDuties(agent: AgentProfile): string[] {
  return agent.transferTargets.map(({ label, number, whenAsked, whenUrgent, rule }) => {
    const duties = [
      whenAsked ? "callers who ask to speak to a person" : "",
      whenUrgent ? "emergencies" : "",
      rule ? `the owner's rule: ${rule}` : "",
    ].filter(Boolean);
    return `- ${label || number}: ${duties.length > 0 ? duties.join("; ") : "only when the caller asks for them by name"}`;
  });
}

/** A line of the agent's about one of the owner's people, in the call's language: the one that names them, if named. */
const lineAbout = (
  named: AgentLine,
  unnamed: AgentLine,
  label: string,
  language: SpokenLanguage,
  business = "",
) => agentLine(label ? named : unnamed, { label, business })[language];

/** What the caller hears before they are put through. */
export const transferSentence = (target: TransferTarget, language: SpokenLanguage) =>
  lineAbout("putThrough", "putThroughToSomeone", target.label, language);

/** What a caller hears when the person they would reach does not take calls at this hour. */
export const outsideHoursSentence = (target: TransferTarget, language: SpokenLanguage) =>
  lineAbout("notTakingCalls", "noOneTakingCalls", target.label, language);

/**
 * The transfer a caller asked for: one sentence for the person who picks up, with the caller's name
 * when they gave it, the number they call from and what they want, in the call's language.
 */
export function transferOf(
  agent: AgentProfile,
  target: TransferTarget,
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
    number: target.number,
    label: target.label,
    summary,
    reason,
    at: now.toISOString(),
  };
}

/** What the person who picks up hears: who is calling, then how to take the call. */
export const whisperOf = (transfer: CallTransfer, language: SpokenLanguage) =>
  `${withNumbersSpoken(transfer.summary)} ${agentLine("pressToTake")[language]}`;

/** What the caller hears on coming back to the agent when the person could not take the call. */
export const notAnsweredSentence = (agent: AgentProfile, transfer: CallTransfer, language: SpokenLanguage) =>
  lineAbout("couldNotTake", "noOneCouldTake", transfer.label, language, agent.businessName);

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
