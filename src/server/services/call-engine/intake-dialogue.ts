import { foldForMatching } from "../../text/text-folding";
import { earlierContact, offeredNumber } from "./caller-contact";
import { findPhoneNumber, freeAnswer, reasonFrom, saysWhatCallIsAbout } from "./caller-details";
import {
  isFinishing,
  isHesitation,
  isNo,
  isQuestion,
  isShortReply,
  isThanksOnly,
  isYes,
  onlyEndsCall,
  prepareUtterance,
  saysGoodbye,
  startsAsQuestion,
  type Utterance,
  wantsPerson,
  wantsToCancel,
} from "./caller-intents";
import { someoneElsesName, withholdsName } from "./caller-names";
import { correctionsIn, fieldNamed, saysCorrection } from "./corrections";
import { findDayAndTime } from "./day-and-time";
import type { DialogueForm } from "./dialogue-memory";
import {
  CHANGED_IT,
  clockOf,
  DID_NOT_CATCH,
  NO_PROBLEM,
  NOTED_THAT,
  say,
  type Turn,
  WHAT_TO_CHANGE,
} from "./engine-turn";
import { detailsIn, findInPassing, requestedReason } from "./form-details";
import { recordConfirmed, recordMessage } from "./form-records";
import { CALLER_NOTES, type FieldValues, type Intake, type IntakeField } from "./intake-fields";
import { findIntake, MESSAGE_FIELDS, refersToEarlierRequest, urgentMessageFields } from "./intakes";
import { answerAsideFromForm } from "./knowledge-dialogue";
import { askAnythingElse, closeCall, handleRequest } from "./offline-engine";
import { SLOT_KINDS, saidAgain } from "./slot-kinds";
import { agentLine, type Bilingual, lastDigitsSpoken } from "./spoken-words";
import { asSentences, given, NOT_GIVEN } from "./taken-message";

// Forms: messages and intakes, one question at a time.

export const MESSAGE_FORM_ID = "message";

export function intakeOf(turn: Turn, form: DialogueForm): Intake | undefined {
  return form.id === MESSAGE_FORM_ID ? undefined : findIntake(turn.agent.businessCategory, form.id);
}

/** A form ends as the call's message unless it is an intake in workflow mode. */
export function endsAsMessage(turn: Turn, form: DialogueForm): boolean {
  return form.id === MESSAGE_FORM_ID || !turn.agent.workflowMode;
}

export function fieldsOfForm(turn: Turn, form: DialogueForm): readonly IntakeField[] | undefined {
  if (form.id !== MESSAGE_FORM_ID) return intakeOf(turn, form)?.fields;
  return form.urgent ? urgentMessageFields(turn.agent.businessCategory) : MESSAGE_FIELDS;
}

export function startForm(
  turn: Turn,
  id: string,
  intro: Bilingual,
  utterance?: Utterance,
  known: FieldValues = {},
  urgent = false,
): void {
  const form: DialogueForm = {
    id,
    values: {},
    asking: null,
    step: "asking",
    retries: 0,
    declinedOwnNumber: false,
    request: utterance?.original ?? "",
    urgent,
  };
  const fields = fieldsOfForm(turn, form) ?? [];
  // "I'd like a table for four on Friday": what the request already says is not asked again.
  if (utterance) form.values = { ...detailsIn(turn, fields, utterance).values, ...known };
  // A caller who already gave their name in this call is not asked for it again.
  const earlier = earlierContact(turn);
  const nameField = fields.find((field) => field.kind === "name");
  if (nameField && !form.values[nameField.key] && earlier.name) {
    form.values = { ...form.values, [nameField.key]: earlier.name };
  }
  const readBackNumber = offeredNumber(turn)?.number;
  const confirmedInReadBack = fields.find((field) => field.confirmedInReadBack);
  if (confirmedInReadBack && !form.values[confirmedInReadBack.key] && readBackNumber) {
    form.values = { ...form.values, [confirmedInReadBack.key]: readBackNumber };
  }
  say(turn, intro);
  advanceForm(turn, form, fields);
}

function advanceForm(turn: Turn, form: DialogueForm, fields: readonly IntakeField[]): void {
  const next = fields.find(({ key, optional }) => !optional && !form.values[key]);
  // What the caller called about is the message, and they are not asked for it again, unless
  // their words only named something earlier ("it's about my order"), which they then describe.
  const request = next?.inCallerWords ? requestedReason(form) : undefined;
  if (
    next &&
    request &&
    !refersToEarlierRequest(prepareUtterance(form.request)) &&
    !onlyWhoToReach(request)
  ) {
    advanceForm(turn, { ...form, values: { ...form.values, [next.key]: request } }, fields);
    return;
  }
  if (next) {
    turn.dialogue.form = { ...form, asking: next.key, step: "asking", retries: 0 };
    say(turn, questionFor(turn, form, next));
    return;
  }
  const intake = intakeOf(turn, form);
  if (intake) {
    // Workflow mode: the item is read back before it is recorded.
    confirmForm(turn, { ...form, asking: null, step: "confirming", retries: 0 });
  } else {
    turn.dialogue.form = null;
    recordMessage(turn, valuesWithRequest(form), undefined, form.urgent);
  }
}

/**
 * A message's reason: what the caller said when asked, after what their first words were about when
 * those named something already ordered or booked ("It's about an order I placed last week" — "It
 * never arrived"), so the owner reads both.
 */
function valuesWithRequest(form: DialogueForm): FieldValues {
  const { reason } = form.values;
  const request = requestedReason(form);
  if (!request || !given(reason) || !refersToEarlierRequest(prepareUtterance(form.request)))
    return form.values;
  if (foldForMatching(reason).includes(foldForMatching(request))) return form.values;
  return { ...form.values, reason: asSentences(request, reason) };
}

export function questionFor(turn: Turn, form: DialogueForm, field: IntakeField): Bilingual {
  const offered = field.kind === "phone" && !form.declinedOwnNumber ? offeredNumber(turn) : undefined;
  if (!offered) return field.question;
  const digits = lastDigitsSpoken(offered.number);
  return agentLine(offered.given ? "callBackOnGiven" : "callBackOnOwn", { digits });
}

export function confirmForm(turn: Turn, form: DialogueForm): void {
  const intake = intakeOf(turn, form);
  if (!intake) return;
  turn.dialogue.form = form;
  say(turn, agentLine("readBack", { details: intake.describe(form.values, turn.language) }));
}

export function continueForm(turn: Turn, form: DialogueForm): void {
  const { utterance } = turn;
  const fields = fieldsOfForm(turn, form);
  if (!fields) {
    // A form of a category the agent no longer has: start afresh rather than fail the call.
    dropForm(turn);
    handleRequest(turn);
    return;
  }
  // "Bye" or "that's all" alone leaves the form, and what the caller gave is kept for the owner
  // (the call's end keeps it, marked partial). To the read-back, "that's it, bye" is the caller's
  // yes, and so is "no, that's everything": nothing more. In a longer answer ("just a pizza, that's it") they only end what the caller is saying.
  // "I'd rather not say" to "may I have your name?": the refusal is taken once, and the form goes
  // on without the name, which the owner reads as not given.
  const asking = form.step === "asking" ? fields.find(({ key }) => key === form.asking) : undefined;
  if (asking?.kind === "name" && withholdsName(utterance) && !wantsToCancel(utterance)) {
    say(turn, NO_PROBLEM);
    advanceForm(turn, { ...form, values: { ...form.values, [asking.key]: NOT_GIVEN } }, fields);
    return;
  }
  const ending = onlyEndsCall(utterance);
  const leaving = ending || (isShortReply(utterance) && (saysGoodbye(utterance) || isFinishing(utterance)));
  if (leaving && !wantsToCancel(utterance)) {
    if (form.step === "confirming" && (ending || !isNo(utterance))) {
      recordConfirmed(turn, form);
      return;
    }
    // "No, that's it" to "what would you like me to tell them?" once the caller said what they
    // called about: that is the message, and it is passed on whole.
    const asked = fields.find(({ key }) => key === form.asking);
    const request = requestedReason(form);
    const othersGiven = fields.every(
      (field) => field === asked || field.optional || given(form.values[field.key]),
    );
    if (form.step === "asking" && asked?.inCallerWords && request && othersGiven) {
      advanceForm(turn, { ...form, values: { ...form.values, [asked.key]: request } }, fields);
      return;
    }
    // "Okay, no worries, that's all" to "can we call you back on the number you gave me?": on that
    // number, and the message is passed on.
    const offered = asked?.kind === "phone" ? offeredNumber(turn) : undefined;
    const restGiven = fields.every(
      (field) =>
        field === asked ||
        field.optional ||
        given(form.values[field.key]) ||
        (field.inCallerWords && request),
    );
    if (form.step === "asking" && form.id === MESSAGE_FORM_ID && asked && offered && restGiven) {
      advanceForm(turn, { ...form, values: { ...form.values, [asked.key]: offered.number } }, fields);
      return;
    }
    turn.dialogue.form = null;
    closeCall(turn);
    return;
  }
  if (wantsToCancel(utterance)) {
    dropForm(turn);
    // "Never mind then, bye": nothing to keep, and the caller is gone.
    if (saysGoodbye(utterance)) {
      closeCall(turn);
      return;
    }
    say(turn, form.id === MESSAGE_FORM_ID ? NO_PROBLEM : agentLine("cancelled"));
    askAnythingElse(turn);
    return;
  }
  // A question in the middle of a form is answered, then the form goes on where it was.
  if (answerAsideFromForm(turn, form)) return;
  if (form.step === "asking") answerFormQuestion(turn, form, fields);
  else reviewForm(turn, form, fields);
}

/** The read-back (confirming) and the change the caller asked for after it (correcting). */
function reviewForm(turn: Turn, form: DialogueForm, fields: readonly IntakeField[]): void {
  const { utterance } = turn;
  const changes = {
    ...detailsIn(turn, fields, utterance).values,
    ...correctionsIn(fields, form.values, utterance, clockOf(turn)),
  };
  for (const field of fields) {
    const change = changes[field.key];
    if (change) changes[field.key] = saidAgain(field, form.values[field.key], change, clockOf(turn));
  }
  const changed = Object.entries(changes).some(([key, value]) => form.values[key] !== value);
  if (changed) {
    confirmForm(turn, { ...corrected(form, changes), step: "confirming" });
  } else if (isYes(utterance)) {
    // "That's fine, and you can email me at kim@example.com": the yes, with the address noted.
    const note = EMAIL_ADDRESS.test(utterance.original) ? noteFrom(turn, utterance) : undefined;
    recordConfirmed(turn, note ? { ...form, values: withNote(form, fields, form.values, note) } : form);
  } else if (form.step === "confirming" && isNo(utterance)) {
    turn.dialogue.form = { ...form, step: "correcting" };
    say(turn, agentLine("sorryAboutThat"));
    say(turn, WHAT_TO_CHANGE);
  } else if (form.step === "correcting" && fieldNamed(fields, utterance)) {
    // "The time": that detail is asked again, and the caller's new answer replaces it.
    const field = fieldNamed(fields, utterance)!;
    const asking = {
      ...form,
      asking: field.key,
      step: "asking" as const,
      retries: 0,
      declinedOwnNumber: true,
    };
    turn.dialogue.form = asking;
    say(turn, questionFor(turn, asking, field));
  } else if (noteFrom(turn, utterance)) {
    // "You can email me too, it's jen@example.com", "I'd rather you didn't call, I'll ring back":
    // said instead of a yes, it is noted for the owner and the details are read back with it.
    say(turn, NOTED_THAT);
    confirmForm(turn, { ...form, values: withNote(form, fields, form.values, noteFrom(turn, utterance)!) });
  } else {
    // Nothing the agent could read as a change: it reads the details back again, all of them kept.
    say(turn, DID_NOT_CATCH);
    confirmForm(turn, form);
  }
}

/**
 * The form with the details the caller changed. The words that started an intake say the details
 * as they were, so they are no longer what the owner reads if the call ends before the read-back.
 */
function corrected(form: DialogueForm, changes: FieldValues): DialogueForm {
  const request = form.id === MESSAGE_FORM_ID ? form.request : "";
  return { ...form, values: { ...form.values, ...changes }, request };
}

const MAX_RETRIES = 2;

function answerFormQuestion(turn: Turn, form: DialogueForm, fields: readonly IntakeField[]): void {
  const { utterance } = turn;
  const asked = fields.find(({ key }) => key === form.asking);
  if (!asked) {
    advanceForm(turn, form, fields);
    return;
  }
  if (asked.kind === "phone" && !form.declinedOwnNumber && isNo(utterance) && !findPhoneNumber(utterance)) {
    const declined = { ...form, declinedOwnNumber: true };
    turn.dialogue.form = declined;
    say(turn, questionFor(turn, declined, asked));
    return;
  }
  if (form.id === MESSAGE_FORM_ID && asked.key === "name" && isNo(utterance) && isShortReply(utterance)) {
    // "No" to "may I have your name?" after an offer to take a message: no message, then.
    dropForm(turn);
    say(turn, NO_PROBLEM);
    askAnythingElse(turn);
    return;
  }
  // "Sorry, make that five" instead of an answer: the detail given before is changed, then the
  // question is asked again unless the same words answered it.
  const changes = correctionsIn(fields, form.values, utterance, clockOf(turn), asked);
  if (saysCorrection(utterance) && Object.keys(changes).length > 0) {
    const answered = findInPassing(turn, asked, utterance)?.value;
    say(turn, CHANGED_IT);
    advanceForm(
      turn,
      corrected(form, { ...changes, ...(answered ? { [asked.key]: answered } : {}) }),
      fields,
    );
    return;
  }
  const found = detailsIn(turn, fields, utterance, asked);
  const request = requestedReason(form);
  // What the caller called about stays the message's reason: the words left beside a name or a
  // number later ("put it under Sarah Thompson", "can you use my work number instead?") are not,
  // unless they say what the call is about ("…, I'm calling about catering for 40").
  // A statement beside them ("…, the house is at 2207 Oak Hollow Drive") is added to it.
  const keepsRequest = request !== undefined && !saysWhatCallIsAbout(utterance);
  let added: string | undefined;
  for (const { key, inCallerWords } of fields) {
    const said = found.values[key];
    if (!inCallerWords || key === asked.key || !keepsRequest || !said) continue;
    delete found.values[key];
    if (isStatementWorthNoting(said)) added = said;
  }
  let values: Record<string, string> = { ...found.values, ...form.values };
  if (added) values = withNote(form, fields, values, added);
  // "His name's Jamal, and I'm Tasha Greene": the other person's name is noted for the owner.
  const other = asked.kind === "name" && found.values[asked.key] ? someoneElsesName(utterance) : undefined;
  if (other && other.value !== found.values[asked.key]) {
    values = withNote(form, fields, values, clauseAt(utterance, other.spans[0]!.start));
  }
  // "My name is…", "my number is…" said later are the caller's own words for them, whatever was
  // noted before (the number they call from, an unclear answer kept after a second try).
  // "Friday night", then "around 7:30 if you have it": the time said later completes the day.
  for (const field of fields) {
    const said = found.values[field.key];
    if (!said || field === asked || SLOT_KINDS[field.kind].later === "stays") continue;
    values[field.key] = saidAgain(field, form.values[field.key], said, clockOf(turn));
  }
  // "Yes, please pass it on" to "what would you like me to tell them?": the request they called
  // with is the message, when it says what they want.
  let answer = found.values[asked.key] ?? (asked.inCallerWords ? request : undefined);
  // "Does the dog cost extra?" to "what would you like me to tell them?" after a question passed on:
  // both questions are the message.
  if (asked.inCallerWords && answer && request && answer !== request && isQuestion(utterance))
    answer = asSentences(request, answer);
  // "617-555-0131" to "what day and time?": another detail, never the answer to this question.
  const gaveOther = Object.entries(found.values).some(([key, value]) => key !== asked.key && Boolean(value));
  if (!answer && !gaveOther && form.retries + 1 >= MAX_RETRIES) {
    // After a second unclear answer the agent stops asking and keeps what the caller said, unless
    // that is a message's reason: an acknowledgement is never what the owner reads as the reason.
    const offered = asked.kind === "phone" ? offeredNumber(turn) : undefined;
    // Nor is a sentence that was no name the caller's name: the owner reads it as not given.
    const inWords = asked.inCallerWords || asked.kind === "name" ? undefined : freeAnswer(utterance, []);
    answer = offered?.number ?? (inWords || NOT_GIVEN);
    if (offered) say(turn, agentLine(offered.given ? "notedGivenNumber" : "notedOwnNumber"));
  }
  // "Maybe next Tuesday morning?", "it's for my personal taxes" to "may I have your name?": what the
  // caller adds out of turn is noted for the owner, and the question is asked again.
  const note = !answer && !gaveOther && asksForContact(asked) ? noteFrom(turn, utterance) : undefined;
  if (note) {
    turn.dialogue.form = { ...form, values: withNote(form, fields, values, note) };
    say(turn, NOTED_THAT);
    say(turn, questionFor(turn, form, asked));
    return;
  }
  if (!answer) {
    // What the caller gave in passing ("my number is…" to "what day and time?") is kept and
    // thanked for, and is no unclear answer; the question is asked again.
    turn.dialogue.form = { ...form, values, retries: gaveOther ? form.retries : form.retries + 1 };
    // "Okay, thanks" to an answer given on the way was heard well: the question is only asked again.
    // "Yes, correct" to "what's the address?" or "what day?" was heard well, as a yes that answers
    // nothing: the question is only asked again.
    const yesToADetail =
      isYes(utterance) && isShortReply(utterance) && !asksForContact(asked) && !asked.inCallerWords;
    if (gaveOther) say(turn, NOTED_THAT);
    else if (!isThanksOnly(utterance) && !yesToADetail) say(turn, DID_NOT_CATCH);
    say(turn, questionFor(turn, form, asked));
    return;
  }
  // A day or time asked again after "what would you like to change?" keeps what the answer leaves out.
  answer = saidAgain(asked, form.values[asked.key], answer, clockOf(turn));
  advanceForm(turn, { ...form, values: { ...values, [asked.key]: answer } }, fields);
}

/** The clause of the caller's words around a position, as said. */
function clauseAt(utterance: Utterance, at: number): string {
  const { original } = utterance;
  const start = Math.max(...[",", ".", ";", "!", "?"].map((mark) => original.lastIndexOf(mark, at - 1))) + 1;
  const end = original.slice(at).search(/[,.;!?]/);
  return original.slice(start, end === -1 ? undefined : at + end).trim();
}

const asksForContact = (field: IntakeField) => field.kind === "name" || field.kind === "phone";

// A statement this long says something for the owner; a shorter one counts when it names a day.
const NOTE_MIN_WORDS = 4;

/**
 * Words said out of turn worth passing on: a day or time ("maybe next Tuesday morning?"), or a
 * statement of a few words ("it's for my personal taxes"); not a question, not "hmm, let me think".
 */
function noteFrom(turn: Turn, utterance: Utterance): string | undefined {
  if (startsAsQuestion(utterance) || isHesitation(utterance)) return undefined;
  const said = reasonFrom(utterance, []);
  if (!said) return undefined;
  const namesDay = findDayAndTime(utterance, clockOf(turn)) !== undefined;
  return namesDay || isStatementWorthNoting(said) ? said.replace(/\?$/, "") : undefined;
}

/** "The house is at 2207 Oak Hollow Drive": a statement of a few words; not "put it", not a question. */
const isStatementWorthNoting = (said: string) =>
  !said.endsWith("?") && said.split(" ").length >= NOTE_MIN_WORDS;

/** A message's reason, or an intake's notes, with what the caller added. */
function withNote(
  form: DialogueForm,
  fields: readonly IntakeField[],
  values: FieldValues,
  note: string,
): FieldValues {
  const key = fields.find((field) => field.inCallerWords)?.key ?? CALLER_NOTES;
  const before = key === CALLER_NOTES ? values[key] : (values[key] ?? requestedReason(form));
  return { ...values, [key]: asSentences(before, note) };
}

const EMAIL_ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;

/** The form ends without anything to keep: the caller cancelled or declined. */
function dropForm(turn: Turn): void {
  turn.dialogue.form = null;
  turn.state.soFar = null;
}

/** "Can I speak to the owner, please?": whom the caller wants, and nothing of what it is about. */
function onlyWhoToReach(request: string): boolean {
  return request
    .split(/[,.;:!?]+/)
    .map((clause) => prepareUtterance(clause))
    .every((clause) => wantsPerson(clause) || !reasonFrom(clause, []));
}
