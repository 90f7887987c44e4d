import { offeredNumber } from "./caller-contact";
import {
  type FoundDetail,
  findPartySize,
  freeAnswer,
  meansSameNumber,
  reasonFrom,
  type Span,
} from "./caller-details";
import { isNo, isYes, prepareUtterance, startsAsQuestion, type Utterance } from "./caller-intents";
import { findCueName, nameFromAnswer } from "./caller-names";
import { correctionsIn, saidNumber, saysCorrection } from "./corrections";
import { type CallClock, dayAndTimeAnswer, findDayAndTime } from "./day-and-time";
import type { DialogueForm } from "./dialogue-memory";
import type { Turn } from "./engine-turn";
import type { IntakeField } from "./intake-fields";

// The details of a form in the caller's words: each field recognised in passing, and the answer
// to the question being asked, less what the other fields took from the same words.

/**
 * The details of a form found in one utterance: each field recognised in passing, and the field
 * being asked (if any) from the whole answer, less what the other fields took from it.
 */
export function detailsIn(
  turn: Turn,
  fields: readonly IntakeField[],
  utterance: Utterance,
  asked?: IntakeField,
): { values: Record<string, string> } {
  const values: Record<string, string> = {};
  const taken: Span[] = [];
  for (const field of fields) {
    if (field === asked) continue;
    const found = findInPassing(turn, field, utterance);
    if (!found) continue;
    values[field.key] = found.value;
    taken.push(...found.spans);
  }
  // "Angela Davis, 313 555 0129", or "Jenny Alvarez." alone, to "what's the make of your car?": a
  // name said with a number, or a full name said alone, is the caller's, when nothing in the
  // sentence is what the question asks for.
  const name = fields.find((field) => field.kind === "name" && field !== asked && !values[field.key]);
  const gaveNumber = fields.some(({ kind, key }) => kind === "phone" && values[key]);
  const named = asked?.kind === "text" && name && !asked.find?.(utterance) && nameFromAnswer(utterance, true);
  if (name && named && (gaveNumber || isFullNameAlone(named.value, utterance))) {
    values[name.key] = named.value;
    taken.push(...named.spans);
  }
  if (asked) {
    const answer = answerTo(turn, asked, utterance, taken);
    if (answer) {
      values[asked.key] = answer.value;
      taken.push(...answer.spans);
    }
  }
  // A reviewer's test call: "this is Sofia Rossi, 201 555 0199, I'm calling about
  // catering for 40" gives the reason with the name and number; the rest of that sentence is what
  // the message is about, so the caller is not asked for it again.
  const reason = fields.find((field) => field.inCallerWords && field !== asked && !values[field.key]);
  const gaveContact = fields.some(({ kind, key }) => (kind === "name" || kind === "phone") && values[key]);
  const said = reason && gaveContact ? reasonFrom(utterance, taken) : undefined;
  if (reason && said) values[reason.key] = said;
  // "A table for six on Friday, actually make that eight": a detail corrected in the sentence that
  // gave it is the corrected one.
  if (saysCorrection(utterance))
    Object.assign(values, correctionsIn(fields, values, utterance, clockOf(turn)));
  return { values };
}

/** "Jenny Alvarez.": the whole answer is a name of two words or more, each capitalised. */
const isFullNameAlone = (name: string, utterance: Utterance) =>
  /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)+$/u.test(name) &&
  utterance.original.replace(/[^\p{L}\s'’-]/gu, "").trim() === name;

export function findInPassing(turn: Turn, field: IntakeField, utterance: Utterance) {
  switch (field.kind) {
    case "name":
      return findCueName(utterance);
    case "phone":
      return saidNumber(utterance);
    case "when":
      return findDayAndTime(utterance, clockOf(turn));
    case "party-size":
      return findPartySize(utterance, false);
    case "text":
      return field.find?.(utterance);
  }
}

// A short answer to "which service?" is the service, whatever words it uses; in a long one the
// keywords say more than the words around them.
const SHORT_ANSWER_WORDS = 6;

/** The answer to the question asked, and where it was said when the finder knows. */
function answerTo(
  turn: Turn,
  field: IntakeField,
  utterance: Utterance,
  taken: readonly Span[],
): FoundDetail | undefined {
  switch (field.kind) {
    case "name":
      return nameFromAnswer(utterance, taken.length > 0);
    case "phone": {
      const spoken = saidNumber(utterance);
      if (spoken) return spoken;
      // "Yes", "that one's fine": the number the agent offered.
      const accepts = meansSameNumber(utterance) || (isYes(utterance) && !isNo(utterance));
      const offered = accepts ? offeredNumber(turn) : undefined;
      return offered ? unplaced(offered.number) : undefined;
    }
    case "when":
      return unplaced(dayAndTimeAnswer(utterance, taken, clockOf(turn)));
    case "party-size":
      return findPartySize(utterance, true);
    case "text":
      return unplaced(textAnswer(field, utterance, taken));
  }
}

/** Days and times the caller says are on the agent's wall clocks, from the call's present moment. */
export const clockOf = (turn: Turn): CallClock => ({ timezone: turn.agent.timezone, now: turn.context.now });

/** An answer made from the whole sentence rather than found at one place in it. */
const unplaced = (value: string | undefined): FoundDetail | undefined =>
  value ? { value, spans: [] } : undefined;

function textAnswer(field: IntakeField, utterance: Utterance, taken: readonly Span[]): string | undefined {
  const free = freeAnswer(utterance, taken, field.inCallerWords);
  // "Yes, please pass it on" to "what would you like me to tell them?" is not the message.
  if (field.inCallerWords) return reasonFrom(utterance, taken) ? free : undefined;
  // "Could I do Friday morning?" to "what's the make and model?" asks; it names no car.
  if (startsAsQuestion(utterance)) return field.find?.(utterance)?.value;
  if (field.keywordAnswer) return field.find?.(utterance)?.value ?? free;
  if (free && free.split(" ").length <= SHORT_ANSWER_WORDS) return free;
  return field.find?.(utterance)?.value ?? free;
}

/**
 * What the caller's words that started the form ask for, when they say more than "I'd like to
 * leave a message" or "yes": a form starts on the caller's latest request, so an earlier question
 * the caller moved on from is never the reason.
 */
export function requestedReason(form: DialogueForm): string | undefined {
  return reasonFrom(prepareUtterance(form.request), []);
}
