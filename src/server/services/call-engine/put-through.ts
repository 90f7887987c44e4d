import type { TransferTarget } from "../../../shared/api/transfers";
import { reasonFrom } from "./caller-details";
import { wantsPerson, wantsToLeaveMessage } from "./caller-intents";
import { findCueName } from "./caller-names";
import { saidNumber } from "./corrections";
import type { DialogueForm } from "./dialogue-memory";
import { say, type Turn } from "./engine-turn";
import { MESSAGE_FORM_ID, startForm } from "./intake-dialogue";
import { repeatFormQuestion } from "./offline-engine";
import { agentLine, bilingual } from "./spoken-words";
import { given } from "./taken-message";
import { outsideHoursSentence, transferChoice, transferOf, transferSentence } from "./transfer";

// A caller who asks for a person: put through to someone who takes such calls now, else a message.

/**
 * A caller who asks for a person is put through when someone takes such calls now, else a message
 * is offered. In the middle of a form ("can I just talk to someone?" to "may I have your name?"),
 * the form is that message: it goes on where it was, and the person put through hears what it is about.
 */
export function askedForPerson(turn: Turn, form?: DialogueForm): void {
  const choice = transferChoice(turn.agent, turn.state, "asked", turn.utterance.original, turn.context.now);
  if (choice.kind === "ring") {
    putThrough(turn, choice.target, form ? turn.state.soFar?.reason : undefined);
    return;
  }
  const instead =
    choice.kind === "outside-hours"
      ? bilingual(
          outsideHoursSentence(choice.target, "english"),
          outsideHoursSentence(choice.target, "spanish"),
        )
      : agentLine("noOneAvailable");
  if (form) {
    say(turn, instead);
    repeatFormQuestion(turn, form);
  } else startForm(turn, MESSAGE_FORM_ID, instead, turn.utterance);
}

/** "Can I speak to someone?" said alone in a form: asking for a person, not answering. */
export function asksForPersonInstead({ utterance }: Turn): boolean {
  return (
    wantsPerson(utterance) &&
    !wantsToLeaveMessage(utterance) &&
    !findCueName(utterance) &&
    !saidNumber(utterance)
  );
}

/** The agent says it puts the caller through to this person, and the line does once it is said. */
export function putThrough(turn: Turn, target: TransferTarget, about?: string): void {
  const { agent, utterance, state, context, language } = turn;
  const cued = findCueName(utterance);
  const earlier = [state.message?.callerName, state.soFar?.callerName].find(given);
  turn.state.transfer = transferOf(
    agent,
    target,
    {
      name: cued?.value ?? earlier,
      number: context.callerNumber,
      reason: about || (reasonFrom(utterance, cued?.spans ?? []) ?? utterance.original),
    },
    language,
    context.now,
  );
  say(turn, transferSentence(target, language));
}
