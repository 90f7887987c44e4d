import { emergencyNumbersOf } from "../../../shared/catalog/phone-numbers";
import { findPhoneNumber, reasonFrom } from "./caller-details";
import { isQuestion, prepareUtterance, questionsAsked, type Utterance } from "./caller-intents";
import { findCueName } from "./caller-names";
import type { DialogueForm } from "./dialogue-memory";
import { caresForAnimals, type Emergency, emergencyIn } from "./emergencies";
import { say, type Turn } from "./engine-turn";
import { MESSAGE_FORM_ID, startForm } from "./intake-dialogue";
import { askAnythingElse, repeatFormQuestion } from "./offline-engine";
import { ownerInstruction } from "./owner-instructions";
import { putThrough } from "./put-through";
import { answerLine, bilingual, spokenWord } from "./spoken-words";
import { asSentence, given } from "./taken-message";
import { transferChoice } from "./transfer";
import type { SpokenLanguage } from "./types";

// A caller reporting an emergency hears what to do first: the local emergency number when a life
// may be at stake, the owner's instruction from the agent's purpose when it gives one, an emergency
// vet for a pet. Then the agent takes an urgent message, asking only for what the owner needs to
// act on it at once; it is mailed to the owner as soon as it is taken.

/** The emergency the caller reports in this turn, if any. */
export function emergencyOf(turn: Turn, utterance: Utterance = turn.utterance): Emergency | undefined {
  const { agent } = turn;
  return emergencyIn(
    agent.businessCategory,
    utterance,
    caresForAnimals(agent.businessName, agent.agentPurpose),
  );
}

/** "911", "999 or 112" / "999 o al 112": the numbers of the agent's country. */
function emergencyNumbers(country: string, language: SpokenLanguage): string {
  return emergencyNumbersOf(country).join(spokenWord(language, "orNumber"));
}

/** What the caller should do now: the emergency number first where a life is at stake, then the owner's words. */
function sayWhatToDo(turn: Turn, emergency: Emergency): boolean {
  const { agent, context, language } = turn;
  const instruction = ownerInstruction(agent, context.now, language, emergency.kind);
  const before = turn.sentences.length;
  const numbers = emergencyNumbers(agent.selectedCountry, language);
  const advice = { life: "lifeAdvice", danger: "dangerAdvice" } as const;
  if ((emergency.kind === "life" || emergency.kind === "danger") && !instruction?.callsEmergencyNumber)
    say(turn, answerLine(language, advice[emergency.kind], { numbers }));
  if (instruction) say(turn, instruction.say);
  else if (emergency.kind === "pet") say(turn, answerLine(language, "petAdvice"));
  return turn.sentences.length > before;
}

/** The caller reported an emergency: what to do now, then an urgent message for the owner. */
export function handleEmergency(turn: Turn, emergency: Emergency): void {
  const advised = sayWhatToDo(turn, emergency);
  const business = turn.agent.businessName;
  if (turn.state.message?.urgent) {
    say(turn, answerLine(turn.language, "alreadyUrgent"));
    askAnythingElse(turn);
    return;
  }
  // The owner's emergency line, when there is one and it takes calls now, hears the caller at once.
  const urgent = transferChoice(turn.agent, turn.state, "urgent", turn.utterance.original, turn.context.now);
  if (urgent.kind === "ring") {
    putThrough(turn, urgent.target);
    return;
  }
  // A request under way (a booking) gives way to the emergency; what the caller gave for it is kept.
  const earlier = turn.dialogue.form;
  const values = earlier?.values ?? {};
  const said = [earlier ? prepareUtterance(earlier.request) : undefined, turn.utterance];
  const reasons = said.flatMap((utterance) => (utterance ? (reasonFrom(utterance, []) ?? []) : []));
  const known: Record<string, string> = { reason: reasons.map(asSentence).join(" ") };
  if (given(values.name)) known.name = values.name;
  if (given(values.callbackNumber)) known.callbackNumber = values.callbackNumber;
  turn.dialogue.form = null;
  const line = advised ? "urgentToo" : "urgentSorry";
  const intro = bilingual(
    answerLine("english", line, { business }),
    answerLine("spanish", line, { business }),
  );
  startForm(turn, MESSAGE_FORM_ID, intro, turn.utterance, known, true);
}

/**
 * "Should I turn off the water?" while the urgent message is taken: the caller hears again what to
 * do, then the question they were asked. False when there is nothing to say again.
 */
export function answerWhatToDo(turn: Turn, form: DialogueForm): boolean {
  const { utterance } = turn;
  const asksWhatToDo =
    isQuestion(utterance) &&
    questionsAsked(utterance).length === 0 &&
    !findPhoneNumber(utterance) &&
    !findCueName(utterance);
  if (!asksWhatToDo) return false;
  const emergency = emergencyOf(turn, prepareUtterance(form.request));
  if (!emergency || !sayWhatToDo(turn, emergency)) return false;
  repeatFormQuestion(turn, form);
  return true;
}
