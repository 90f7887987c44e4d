import { isCallableNumber } from "../../text/phone-numbers";
import { capitalizeFirst } from "../../text/text-folding";
import { findPhoneNumber, reasonFrom } from "./caller-details";
import { prepareUtterance, type Utterance } from "./caller-intents";
import { findCueName } from "./caller-names";
import type { Turn } from "./engine-turn";
import { findIntake } from "./intakes";
import { given } from "./taken-message";

// Who the caller is, as far as this call has told: one caller gives a name and a number once,
// and every request they make in the call is theirs.

/** The name and number the caller gave for what was already taken in this call: the message's, else the latest item's. */
export function earlierContact({ state }: Turn): { name?: string; number?: string } {
  const taken = [
    ...(state.message ? [{ name: state.message.callerName, number: state.message.callbackNumber }] : []),
    ...state.workflowItems
      .map(({ details }) => ({ name: details.name, number: details.callbackNumber }))
      .reverse(),
  ];
  return {
    name: taken.map(({ name }) => name).find(given),
    number: taken.map(({ number }) => number).find(given),
  };
}

/**
 * The number the agent offers to call back on: one the caller already gave in this call, else the
 * one they call from when it can be called. `given` tells which, for the words that offer it.
 */
export function offeredNumber(turn: Turn): { number: string; given: boolean } | undefined {
  const earlier = earlierContact(turn).number;
  if (earlier) return { number: earlier, given: earlier !== turn.context.callerNumber };
  const own = turn.context.callerNumber;
  return isCallableNumber(own) ? { number: own, given: false } : undefined;
}

/**
 * "Me llamo María Fernández" after a request was noted without a name: the requests of this call
 * that have none are under it, and their read-back wording says so.
 */
export function nameEarlierRequests(turn: Turn, name: string): void {
  const { state, agent, language } = turn;
  state.workflowItems = state.workflowItems.map((item) => {
    if (given(item.details.name)) return item;
    const details = { ...item.details, name };
    const intake = findIntake(agent.businessCategory, item.kind);
    const summary = intake ? capitalizeFirst(intake.describe(details, language)) : item.summary;
    return { ...item, details, summary };
  });
}

/** Where the caller says their name and number. */
export const contactSpans = (utterance: Utterance) =>
  [findCueName(utterance), findPhoneNumber(utterance)].flatMap((found) => found?.spans ?? []);

/**
 * The question a caller asked, without the name and number they gave in the same breath: "Hi, this
 * is Ana Ruiz, 212 555 0147, do you take Aetna?" asks "Do you take Aetna?", which is what the owner reads.
 */
export function questionOnly(said: string): string {
  const utterance = prepareUtterance(said);
  const contact = contactSpans(utterance);
  const question = contact.length > 0 ? reasonFrom(utterance, contact) : undefined;
  return question ? capitalizeFirst(question) : utterance.original;
}
