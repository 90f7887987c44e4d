import { reasonFrom, type Span } from "./caller-details";
import { prepareUtterance, type Utterance } from "./caller-intents";
import { nameFromAnswer } from "./caller-names";
import { correctionsIn, saysCorrection } from "./corrections";
import type { DialogueForm } from "./dialogue-memory";
import { clockOf, type Turn } from "./engine-turn";
import type { IntakeField } from "./intake-fields";
import { SLOT_KINDS } from "./slot-kinds";

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
    const answer = SLOT_KINDS[asked.kind].answer({ turn, field: asked, utterance, taken });
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

export const findInPassing = (turn: Turn, field: IntakeField, utterance: Utterance) =>
  SLOT_KINDS[field.kind].inPassing({ turn, field, utterance, taken: [] });

/**
 * What the caller's words that started the form ask for, when they say more than "I'd like to
 * leave a message" or "yes": a form starts on the caller's latest request, so an earlier question
 * the caller moved on from is never the reason.
 */
export function requestedReason(form: DialogueForm): string | undefined {
  return reasonFrom(prepareUtterance(form.request), []);
}
