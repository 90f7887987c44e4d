import { isCallableNumber } from "../../text/phone-numbers";
import { capitalizeFirst } from "../../text/text-folding";
import { answerQuestion } from "./business-answers";
import {
  type FoundDetail,
  findCueName,
  findPartySize,
  findPhoneNumber,
  freeAnswer,
  meansSameNumber,
  nameFromAnswer,
  reasonFrom,
  type Span,
} from "./caller-details";
import {
  isFinishing,
  isNo,
  isQuestion,
  isShortReply,
  isYes,
  prepareUtterance,
  questionsAsked,
  saysGoodbye,
  type Utterance,
  wantsToCancel,
} from "./caller-intents";
import { type CallClock, correctDayAndTime, dayAndTimeAnswer, findDayAndTime } from "./day-and-time";
import type { DialogueForm } from "./dialogue-memory";
import { DID_NOT_CATCH, NO_PROBLEM, say, type Turn, WHAT_TO_CHANGE } from "./engine-turn";
import type { FieldValues, Intake, IntakeField } from "./intake-fields";
import { findIntake, MESSAGE_FIELDS, messageFieldsFor } from "./intakes";
import { askAnythingElse, closeCall, handleRequest, repeatFormQuestion } from "./offline-engine";
import { type Bilingual, bilingual, lastDigitsSpoken } from "./spoken-words";

// Forms: messages and intakes, one question at a time.

export const MESSAGE_FORM_ID = "message";

function intakeOf(turn: Turn, form: DialogueForm): Intake | undefined {
  return form.id === MESSAGE_FORM_ID ? undefined : findIntake(turn.agent.businessCategory, form.id);
}

/** A form ends as the call's message unless it is an intake in workflow mode. */
function endsAsMessage(turn: Turn, form: DialogueForm): boolean {
  return form.id === MESSAGE_FORM_ID || !turn.agent.workflowMode;
}

export function fieldsOfForm(turn: Turn, form: DialogueForm): readonly IntakeField[] | undefined {
  if (form.id === MESSAGE_FORM_ID) return MESSAGE_FIELDS;
  const intake = intakeOf(turn, form);
  if (!intake) return undefined;
  return endsAsMessage(turn, form) ? messageFieldsFor(intake) : intake.fields;
}

export function startForm(
  turn: Turn,
  id: string,
  intro: Bilingual,
  utterance?: Utterance,
  known: FieldValues = {},
): void {
  const form: DialogueForm = {
    id,
    values: {},
    asking: null,
    step: "asking",
    retries: 0,
    declinedOwnNumber: false,
    request: utterance?.original ?? "",
    holdsMessage: false,
  };
  const fields = fieldsOfForm(turn, form) ?? [];
  // "I'd like a table for four on Friday": what the request already says is not asked again.
  if (utterance) form.values = { ...detailsIn(turn, fields, utterance).values, ...known };
  say(turn, intro);
  advanceForm(turn, form, fields);
}

function advanceForm(turn: Turn, form: DialogueForm, fields: readonly IntakeField[]): void {
  const next = fields.find(({ key }) => !form.values[key]);
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
    recordMessage(turn, form.values);
  }
}

export function questionFor(turn: Turn, form: DialogueForm, field: IntakeField): Bilingual {
  const callerNumber = turn.context.callerNumber;
  if (field.kind === "phone" && isCallableNumber(callerNumber) && !form.declinedOwnNumber) {
    const digits = lastDigitsSpoken(callerNumber);
    return bilingual(
      `Can we call you back on the number you're calling from, ending in ${digits}?`,
      `¿Le podemos devolver la llamada al número desde el que llama, que termina en ${digits}?`,
    );
  }
  return field.question;
}

export function confirmForm(turn: Turn, form: DialogueForm): void {
  const intake = intakeOf(turn, form);
  if (!intake) return;
  turn.dialogue.form = form;
  const description = intake.describe(form.values, turn.language);
  say(
    turn,
    bilingual(
      `Let me check I have that right: ${description}. Is that correct?`,
      `Permítame confirmar: ${description}. ¿Es correcto?`,
    ),
  );
}

export function continueForm(turn: Turn, form: DialogueForm): void {
  const { utterance } = turn;
  const fields = fieldsOfForm(turn, form);
  if (!fields) {
    // A form of a category the agent no longer has: start afresh rather than fail the call.
    turn.dialogue.form = null;
    handleRequest(turn);
    return;
  }
  // "Bye" or "no thanks" alone leaves the form; in a longer answer ("just a pizza, that's it") or
  // with a yes to the read-back ("yes, that's all") they only end what the caller is saying.
  const leaving = isShortReply(utterance) && !(form.step === "confirming" && isYes(utterance));
  if (leaving && saysGoodbye(utterance)) {
    turn.dialogue.form = null;
    closeCall(turn);
    return;
  }
  if (wantsToCancel(utterance) || (leaving && isFinishing(utterance))) {
    turn.dialogue.form = null;
    if (form.holdsMessage) turn.state.message = null;
    say(
      turn,
      form.id === MESSAGE_FORM_ID
        ? NO_PROBLEM
        : bilingual("No problem, I've cancelled that.", "De acuerdo, queda cancelado."),
    );
    askAnythingElse(turn);
    return;
  }
  if (isQuestion(utterance) && questionsAsked(utterance).length > 0) {
    // A question in the middle of a form is answered, then the form goes on where it was.
    for (const question of questionsAsked(utterance)) {
      say(turn, answerQuestion(question, turn.agent, turn.context.now, turn.language).say);
    }
    repeatFormQuestion(turn, form);
    return;
  }
  if (form.step === "asking") answerFormQuestion(turn, form, fields);
  else reviewForm(turn, form, fields);
}

/** The read-back (confirming) and the change the caller asked for after it (correcting). */
function reviewForm(turn: Turn, form: DialogueForm, fields: readonly IntakeField[]): void {
  const { utterance } = turn;
  const changes = detailsIn(turn, fields, utterance).values;
  for (const field of fields) {
    const previous = form.values[field.key];
    const change = changes[field.key];
    if (field.kind === "when" && previous && change)
      changes[field.key] = correctDayAndTime(previous, change, clockOf(turn));
  }
  const changed = Object.entries(changes).some(([key, value]) => form.values[key] !== value);
  if (changed) {
    confirmForm(turn, { ...form, values: { ...form.values, ...changes }, step: "confirming" });
  } else if (isYes(utterance)) {
    turn.dialogue.form = null;
    if (endsAsMessage(turn, form)) recordIntakeAsMessage(turn, form);
    else recordIntake(turn, form);
  } else if (form.step === "confirming" && isNo(utterance)) {
    turn.dialogue.form = { ...form, step: "correcting" };
    say(turn, bilingual("Sorry about that.", "Disculpe."));
    say(turn, WHAT_TO_CHANGE);
  } else if (form.step === "correcting") {
    say(turn, bilingual("Let's go through it again.", "Vamos a repasarlo de nuevo."));
    advanceForm(turn, { ...form, values: {}, step: "asking" }, fields);
  } else {
    say(turn, DID_NOT_CATCH);
    confirmForm(turn, form);
  }
}

const MAX_RETRIES = 2;
// What the owner reads for a detail the caller would not or could not give.
const NOT_GIVEN = "not given";

function answerFormQuestion(turn: Turn, form: DialogueForm, fields: readonly IntakeField[]): void {
  const { utterance, context } = turn;
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
    turn.dialogue.form = null;
    say(turn, NO_PROBLEM);
    askAnythingElse(turn);
    return;
  }
  const found = detailsIn(turn, fields, utterance, asked);
  const values: Record<string, string> = { ...found.values, ...form.values };
  // "Yes, please pass it on" to "what would you like me to tell them?": the request they called
  // with is the message, when it says what they want.
  let answer = found.values[asked.key] ?? (asked.inCallerWords ? requestedReason(form) : undefined);
  if (!answer && form.retries + 1 >= MAX_RETRIES) {
    // After a second unclear answer the agent stops asking and keeps what the caller said, unless
    // that is a message's reason: an acknowledgement is never what the owner reads as the reason.
    const ownNumber = asked.kind === "phone" && isCallableNumber(context.callerNumber);
    const inWords = asked.inCallerWords ? undefined : freeAnswer(utterance, []);
    answer = ownNumber ? context.callerNumber : inWords || NOT_GIVEN;
    if (ownNumber)
      say(
        turn,
        bilingual(
          "No problem, I'll note the number you're calling from.",
          "No se preocupe, anoto el número desde el que llama.",
        ),
      );
  }
  if (!answer) {
    turn.dialogue.form = { ...form, retries: form.retries + 1 };
    say(turn, DID_NOT_CATCH);
    say(turn, questionFor(turn, form, asked));
    return;
  }
  advanceForm(turn, { ...form, values: { ...values, [asked.key]: answer } }, fields);
}

/**
 * The details of a form found in one utterance: each field recognised in passing, and the field
 * being asked (if any) from the whole answer, less what the other fields took from it.
 */
function detailsIn(
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
  return { values };
}

function findInPassing(turn: Turn, field: IntakeField, utterance: Utterance) {
  switch (field.kind) {
    case "name":
      return findCueName(utterance);
    case "phone":
      return findPhoneNumber(utterance);
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
      return nameFromAnswer(utterance);
    case "phone": {
      const spoken = findPhoneNumber(utterance);
      if (spoken) return spoken;
      const ownNumber = turn.context.callerNumber;
      const acceptsOwn = meansSameNumber(utterance) || (isYes(utterance) && !isNo(utterance));
      return acceptsOwn && isCallableNumber(ownNumber) ? unplaced(ownNumber) : undefined;
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
const clockOf = (turn: Turn): CallClock => ({ timezone: turn.agent.timezone, now: turn.context.now });

/** An answer made from the whole sentence rather than found at one place in it. */
const unplaced = (value: string | undefined): FoundDetail | undefined =>
  value ? { value, spans: [] } : undefined;

function textAnswer(field: IntakeField, utterance: Utterance, taken: readonly Span[]): string | undefined {
  const free = freeAnswer(utterance, taken, field.inCallerWords);
  // "Yes, please pass it on" to "what would you like me to tell them?" is not the message.
  if (field.inCallerWords) return reasonFrom(utterance, taken) ? free : undefined;
  if (field.keywordAnswer) return field.find?.(utterance)?.value ?? free;
  if (free && free.split(" ").length <= SHORT_ANSWER_WORDS) return free;
  return field.find?.(utterance)?.value ?? free;
}

/**
 * A message form's details are the call's message as soon as the caller has given a name and a
 * number: a caller who hangs up before the last question still reaches the owner, with their
 * request in their own words as the reason until they say more. A message the caller completed
 * earlier in the call is not replaced by a later one still being taken.
 */
export function holdMessageSoFar(turn: Turn): void {
  const form = turn.dialogue.form;
  if (!form || !endsAsMessage(turn, form)) return;
  const { name, callbackNumber, reason } = form.values;
  if (!name || !callbackNumber || (turn.state.message && !form.holdsMessage)) return;
  const saidSoFar = (form.id === MESSAGE_FORM_ID && reason) || requestedReason(form) || NOT_GIVEN;
  turn.state.message = { callerName: name, callbackNumber, reason: saidSoFar };
  turn.dialogue.form = { ...form, holdsMessage: true };
}

/**
 * What the caller's words that started the form ask for, when they say more than "I'd like to
 * leave a message" or "yes": a form starts on the caller's latest request, so an earlier question
 * the caller moved on from is never the reason.
 */
function requestedReason(form: DialogueForm): string | undefined {
  return reasonFrom(prepareUtterance(form.request), []);
}

/** With workflow mode off: the confirmed request, read back as it was, is the message. */
function recordIntakeAsMessage(turn: Turn, form: DialogueForm): void {
  const intake = intakeOf(turn, form);
  if (!intake) return;
  // The number is the message's own field: the reason does not say it again.
  const reason = capitalizeFirst(intake.describe({ ...form.values, callbackNumber: "" }, turn.language));
  recordMessage(turn, { ...form.values, reason }, intake.noted);
}

function recordMessage(
  turn: Turn,
  values: FieldValues,
  passedOn = bilingual("your message", "su mensaje"),
): void {
  const callerName = values.name ?? NOT_GIVEN;
  const callbackNumber = values.callbackNumber ?? "";
  turn.state.message = { callerName, callbackNumber, reason: values.reason ?? "" };
  turn.state.endedWell = true;
  const business = turn.agent.businessName;
  const digits = isCallableNumber(callbackNumber, turn.context.callerNumber)
    ? lastDigitsSpoken(callbackNumber)
    : "";
  const named = callerName === NOT_GIVEN ? "" : `, ${callerName}`;
  say(turn, bilingual(`Thank you${named}.`, `Gracias${named}.`));
  say(
    turn,
    digits
      ? bilingual(
          `I'll pass ${passedOn.english} on, and ${business} will call you back on the number ending in ${digits}.`,
          `Le pasaré ${passedOn.spanish} a ${business} y le devolverán la llamada al número que termina en ${digits}.`,
        )
      : bilingual(
          `I'll pass ${passedOn.english} on, and ${business} will call you back as soon as they can.`,
          `Le pasaré ${passedOn.spanish} a ${business} y le devolverán la llamada lo antes posible.`,
        ),
  );
  followUpAfterNeedMet(turn);
}

function recordIntake(turn: Turn, form: DialogueForm): void {
  const intake = intakeOf(turn, form);
  if (!intake) return;
  turn.state.workflowItems.push({
    kind: intake.kind,
    summary: capitalizeFirst(intake.describe(form.values, turn.language)),
    details: { ...form.values },
  });
  turn.state.endedWell = true;
  const business = turn.agent.businessName;
  say(
    turn,
    bilingual(
      `Thank you. I've noted ${intake.noted.english}, and ${business} will be in touch to confirm.`,
      `Gracias. Anoté ${intake.noted.spanish} y ${business} se pondrá en contacto con usted para confirmar.`,
    ),
  );
  followUpAfterNeedMet(turn);
}

/** "Yes, that's all, bye" to the read-back: recorded, then the call ends instead of "anything else?". */
function followUpAfterNeedMet(turn: Turn): void {
  if (isFinishing(turn.utterance)) closeCall(turn);
  else askAnythingElse(turn);
}
