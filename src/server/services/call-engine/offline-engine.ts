import { detectLanguage } from "../../integrations/ai/language";
import { capitalizeFirst } from "../../integrations/ai/text-folding";
import { answerQuestion } from "./business-answers";
import {
  correctDayAndTime,
  dayAndTimeAnswer,
  type FoundDetail,
  findCueName,
  findDayAndTime,
  findPartySize,
  findPhoneNumber,
  freeAnswer,
  isDiallable,
  meansSameNumber,
  nameFromAnswer,
  reasonFrom,
  type Span,
} from "./caller-details";
import {
  asksToRepeat,
  isFillerOnly,
  isFinishing,
  isGreetingOnly,
  isNo,
  isQuestion,
  isShortReply,
  isThanksOnly,
  isYes,
  prepareUtterance,
  questionsAsked,
  saysGoodbye,
  type Utterance,
  wantsPerson,
  wantsToCancel,
  wantsToLeaveMessage,
} from "./caller-intents";
import { type Dialogue, type DialogueForm, newDialogue, readDialogue, withDialogue } from "./dialogue-memory";
import {
  type FieldValues,
  findIntake,
  type Intake,
  type IntakeField,
  intakeRequested,
  MESSAGE_FIELDS,
  messageFieldsFor,
  PLAIN_REQUEST,
  purposeOffers,
} from "./intakes";
import { reviewLinkAvailable, reviewLinkSms } from "./review-link";
import { type Bilingual, bilingual, lastDigitsSpoken } from "./spoken-words";
import type {
  AgentProfile,
  CallContext,
  CallState,
  ConversationEngine,
  EngineTurn,
  SpokenLanguage,
} from "./types";

// Issue 6 §1: the built-in conversation engine. Deterministic (the same call always goes the same
// way) and fast (a turn is a few regular expressions over one sentence: well under a millisecond,
// issue 6 §2's 20 ms budget is for the whole webhook). It answers from the agent's configuration,
// takes messages, follows the category's intake steps in workflow mode, offers the review link
// and ends calls politely. Every reply is short spoken sentences for a text-to-speech voice.

export type OfflineEngine = ConversationEngine & {
  /**
   * Issue 6 §1: "on a model failure the caller hears a polite sentence and a message is taken".
   * The model engine hands the call over here; the rest of the call stays offline.
   */
  takeMessageAfterFailure(
    agent: AgentProfile,
    state: CallState,
    callerText: string,
    context: CallContext,
    language: SpokenLanguage,
  ): EngineTurn;
};

export function createOfflineEngine(): OfflineEngine {
  return {
    async start(agent) {
      return startCall(agent);
    },
    async respond(agent, state, callerText, context) {
      return respond(agent, state, callerText, context);
    },
    takeMessageAfterFailure(agent, state, callerText, context, language) {
      const turn = beginTurn(agent, state, callerText, context, language);
      const intro = bilingual(
        `I'm sorry, I'm having trouble right now. Let me take a message so ${agent.businessName} can call you back.`,
        `Lo siento, estoy teniendo problemas en este momento. Permítame tomarle un mensaje para que ${agent.businessName} le devuelva la llamada.`,
      );
      startForm(turn, MESSAGE_FORM_ID, intro);
      return finish(turn);
    },
  };
}

/** Issue 6 §1: the language of the agent's reply; multilingual agents follow each utterance. */
export function replyLanguage(agent: AgentProfile, state: CallState, callerText: string): SpokenLanguage {
  if (agent.language !== "multilingual") return agent.language;
  return detectLanguage(callerText) ?? state.language;
}

// ---------------------------------------------------------------------------------------------
// The greeting

function startCall(agent: AgentProfile): EngineTurn {
  const language: SpokenLanguage = agent.language === "spanish" ? "spanish" : "english";
  const say = greeting(agent);
  const state: CallState = {
    language,
    memory: {},
    message: null,
    workflowItems: [],
    sms: [],
    ended: false,
    endedWell: false,
  };
  return { say, language, state: withDialogue(state, { ...newDialogue(), lastSaid: say }), hangUp: false };
}

function greeting(agent: AgentProfile): string {
  const introduction = agent.agentIntro.trim();
  const english =
    introduction ||
    `Thank you for calling ${agent.businessName}, this is ${agent.agentName}. How can I help you today?`;
  switch (agent.language) {
    case "english":
      return english;
    case "spanish":
      return (
        introduction ||
        `Gracias por llamar a ${agent.businessName}, le atiende ${agent.agentName}. ¿En qué puedo ayudarle hoy?`
      );
    case "multilingual":
      // Issue 6 §1: "multilingual greets in both"; the Spanish sentence tells the caller they may switch.
      return `${english} Gracias por llamar a ${agent.businessName}; si lo prefiere, puede hablarme en español.`;
  }
}

// ---------------------------------------------------------------------------------------------
// One turn

// What the agent says in many places.
const NO_PROBLEM = bilingual("No problem.", "De acuerdo.");
const OF_COURSE = bilingual("Of course.", "Por supuesto.");
// Spanish for callers across the Americas: the usted form and the simple past ("no le entendí").
const DID_NOT_CATCH = bilingual("Sorry, I didn't catch that.", "Disculpe, no le entendí bien.");
const WHAT_TO_CHANGE = bilingual("What would you like to change?", "¿Qué le gustaría cambiar?");

type Turn = {
  agent: AgentProfile;
  context: CallContext;
  language: SpokenLanguage;
  utterance: Utterance;
  state: CallState;
  dialogue: Dialogue;
  sentences: string[];
  hangUp: boolean;
};

function beginTurn(
  agent: AgentProfile,
  state: CallState,
  callerText: string,
  context: CallContext,
  language: SpokenLanguage,
): Turn {
  return {
    agent,
    context,
    language,
    utterance: prepareUtterance(callerText),
    state: { ...state, language, workflowItems: [...state.workflowItems], sms: [...state.sms] },
    dialogue: readDialogue(state),
    sentences: [],
    hangUp: false,
  };
}

function say(turn: Turn, words: Bilingual | string): void {
  turn.sentences.push(typeof words === "string" ? words : words[turn.language]);
}

function finish(turn: Turn): EngineTurn {
  holdMessageSoFar(turn);
  const spoken = turn.sentences.join(" ").trim();
  const say =
    spoken || (turn.language === "spanish" ? "¿En qué más le puedo ayudar?" : "How else can I help you?");
  const dialogue = { ...turn.dialogue, lastSaid: say, turns: turn.dialogue.turns + 1 };
  return { say, language: turn.language, state: withDialogue(turn.state, dialogue), hangUp: turn.hangUp };
}

function respond(
  agent: AgentProfile,
  previous: CallState,
  callerText: string,
  context: CallContext,
): EngineTurn {
  const turn = beginTurn(agent, previous, callerText, context, replyLanguage(agent, previous, callerText));
  const { utterance, dialogue } = turn;
  const awaiting = dialogue.awaiting;
  dialogue.awaiting = null;

  if (previous.ended) sayGoodbye(turn);
  else if (!utterance.folded || isFillerOnly(utterance)) didNotCatch(turn);
  else if (asksToRepeat(utterance) && dialogue.lastSaid) {
    say(turn, dialogue.lastSaid);
    dialogue.awaiting = awaiting;
  } else if (awaiting === "review-offer") answerReviewOffer(turn);
  else if (dialogue.form) continueForm(turn, dialogue.form);
  else if (
    isFinishing(utterance) ||
    (awaiting === "anything-else" && isNo(utterance) && isShortReply(utterance))
  ) {
    closeCall(turn);
  } else if (awaiting === "message-offer" && isYes(utterance) && questionsAsked(utterance).length === 0) {
    // "Yes, this is Sofia, 201 555 0199, it's about catering…": a yes that goes on to the message
    // is the message, not a new request the agent cannot help with.
    startForm(turn, MESSAGE_FORM_ID, OF_COURSE, utterance);
  } else if (awaiting === "message-offer" && isNo(utterance) && isShortReply(utterance)) {
    say(turn, NO_PROBLEM);
    askAnythingElse(turn);
  } else handleRequest(turn);
  return finish(turn);
}

function didNotCatch(turn: Turn): void {
  say(turn, DID_NOT_CATCH);
  const form = turn.dialogue.form;
  if (form) repeatFormQuestion(turn, form);
  else say(turn, bilingual("How can I help you?", "¿En qué le puedo ayudar?"));
}

/** The question a form is waiting on, asked again after a question or an unclear answer. */
function repeatFormQuestion(turn: Turn, form: DialogueForm): void {
  turn.dialogue.form = form;
  const field = fieldsOfForm(turn, form)?.find(({ key }) => key === form.asking);
  if (form.step === "asking" && field) say(turn, questionFor(turn, form, field));
  else if (form.step === "confirming") confirmForm(turn, form);
  else say(turn, WHAT_TO_CHANGE);
}

/** Questions, intake requests, messages: what a caller says when nothing is pending. */
function handleRequest(turn: Turn): void {
  const { agent, utterance } = turn;
  const questions = questionsAsked(utterance);
  // "Can I book a table? When do you close?" is both; "do you have a website?" is only a question.
  const request = questions.length === 0 || PLAIN_REQUEST.test(utterance.folded);
  const intake = request ? intakeRequested(agent.businessCategory, utterance) : undefined;
  const answers = questions.map((question) =>
    answerQuestion(question, agent, turn.context.now, turn.language),
  );
  for (const answer of answers) {
    say(turn, answer.say);
    if (answer.informative) turn.state.endedWell = true;
  }
  if (intake && agent.workflowMode) {
    startForm(
      turn,
      intake.kind,
      bilingual("I can help with that.", "Con gusto le ayudo con eso."),
      utterance,
    );
  } else if (wantsToLeaveMessage(utterance)) {
    startForm(turn, MESSAGE_FORM_ID, OF_COURSE, utterance);
  } else if (wantsPerson(utterance)) {
    startForm(
      turn,
      MESSAGE_FORM_ID,
      bilingual(
        "There's no one available to take your call right now, but I can take a message and have someone call you back.",
        "En este momento no hay nadie disponible para atenderle, pero puedo tomarle un mensaje para que le devuelvan la llamada.",
      ),
      utterance,
    );
  } else if (intake) {
    // Issue 6 §1 with workflow mode off: what the business does is still served, as a message
    // with the details the intake asks for ("I'd like to book a consultation about custody").
    startForm(turn, intake.kind, requestTakenAsMessage(turn), utterance);
  } else if (request && purposeOffers(agent.agentPurpose, utterance)) {
    // The purpose says the agent takes such requests: the request itself is what the message is about.
    startForm(turn, MESSAGE_FORM_ID, requestTakenAsMessage(turn), utterance, { reason: utterance.original });
  } else if (answers.length > 0) {
    if (answers.some((answer) => answer.offersMessage)) offerMessage(turn);
    else askAnythingElse(turn);
  } else if (isGreetingOnly(utterance)) {
    say(turn, bilingual("Hello! How can I help you today?", "¡Hola! ¿En qué le puedo ayudar hoy?"));
  } else if (isThanksOnly(utterance)) {
    say(turn, bilingual("You're welcome.", "De nada."));
    askAnythingElse(turn);
  } else if (isShortReply(utterance) && isYes(utterance)) {
    say(turn, bilingual("Sure. What can I do for you?", "Claro. ¿Qué puedo hacer por usted?"));
  } else if (isShortReply(utterance) && isNo(utterance)) {
    closeCall(turn);
  } else if (turn.state.message && !reasonFrom(utterance, [])) {
    // "Yes, please pass it on" once the message is taken confirms it; it is not a second message.
    say(turn, OF_COURSE);
    askAnythingElse(turn);
  } else {
    // Issue 6 §1: "when it cannot help, it takes a message".
    startForm(
      turn,
      MESSAGE_FORM_ID,
      bilingual(
        `I'm sorry, I can't help with that myself, but I can take a message so ${turn.agent.businessName} can call you back.`,
        `Lo siento, no puedo ayudarle con eso directamente, pero puedo tomarle un mensaje para que ${turn.agent.businessName} le devuelva la llamada.`,
      ),
      utterance,
    );
  }
}

/** What a caller hears when their request is taken down for the owner to confirm. */
function requestTakenAsMessage(turn: Turn): Bilingual {
  const business = turn.agent.businessName;
  return bilingual(
    `Happy to help with that. I can take a message with the details, and ${business} will call you back to confirm.`,
    `Con gusto le ayudo. Puedo tomarle un mensaje con los detalles y ${business} le devolverá la llamada para confirmar.`,
  );
}

function askAnythingElse(turn: Turn): void {
  turn.dialogue.awaiting = "anything-else";
  const variants = [
    bilingual("Is there anything else I can help you with?", "¿Hay algo más en lo que pueda ayudarle?"),
    bilingual("Can I help you with anything else?", "¿Puedo ayudarle con algo más?"),
  ] as const;
  say(turn, variants[turn.dialogue.turns % variants.length]!);
}

function offerMessage(turn: Turn): void {
  turn.dialogue.awaiting = "message-offer";
  say(
    turn,
    bilingual(
      `Would you like to leave a message so ${turn.agent.businessName} can get back to you?`,
      `¿Quiere dejar un mensaje para que ${turn.agent.businessName} le devuelva la llamada?`,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Forms: messages and intakes, one question at a time

const MESSAGE_FORM_ID = "message";

function intakeOf(turn: Turn, form: DialogueForm): Intake | undefined {
  return form.id === MESSAGE_FORM_ID ? undefined : findIntake(turn.agent.businessCategory, form.id);
}

/** Issue 6 §1: a form ends as the call's message unless it is an intake in workflow mode. */
function endsAsMessage(turn: Turn, form: DialogueForm): boolean {
  return form.id === MESSAGE_FORM_ID || !turn.agent.workflowMode;
}

function fieldsOfForm(turn: Turn, form: DialogueForm): readonly IntakeField[] | undefined {
  if (form.id === MESSAGE_FORM_ID) return MESSAGE_FIELDS;
  const intake = intakeOf(turn, form);
  if (!intake) return undefined;
  return endsAsMessage(turn, form) ? messageFieldsFor(intake) : intake.fields;
}

function startForm(
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
    // Issue 6 §1 (workflow mode): the item is read back before it is recorded.
    confirmForm(turn, { ...form, asking: null, step: "confirming", retries: 0 });
  } else {
    turn.dialogue.form = null;
    recordMessage(turn, form.values);
  }
}

function questionFor(turn: Turn, form: DialogueForm, field: IntakeField): Bilingual {
  const callerNumber = turn.context.callerNumber;
  if (field.kind === "phone" && isDiallable(callerNumber) && !form.declinedOwnNumber) {
    const digits = lastDigitsSpoken(callerNumber);
    return bilingual(
      `Can we call you back on the number you're calling from, ending in ${digits}?`,
      `¿Le podemos devolver la llamada al número desde el que llama, que termina en ${digits}?`,
    );
  }
  return field.question;
}

function confirmForm(turn: Turn, form: DialogueForm): void {
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

function continueForm(turn: Turn, form: DialogueForm): void {
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
    if (field.kind === "when" && previous && change) changes[field.key] = correctDayAndTime(previous, change);
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
    const ownNumber = asked.kind === "phone" && isDiallable(context.callerNumber);
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
    const found = findInPassing(field, utterance);
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
  // Issue 6 §1 (a reviewer's test call): "this is Sofia Rossi, 201 555 0199, I'm calling about
  // catering for 40" gives the reason with the name and number; the rest of that sentence is what
  // the message is about, so the caller is not asked for it again.
  const reason = fields.find((field) => field.inCallerWords && field !== asked && !values[field.key]);
  const gaveContact = fields.some(({ kind, key }) => (kind === "name" || kind === "phone") && values[key]);
  const said = reason && gaveContact ? reasonFrom(utterance, taken) : undefined;
  if (reason && said) values[reason.key] = said;
  return { values };
}

function findInPassing(field: IntakeField, utterance: Utterance) {
  switch (field.kind) {
    case "name":
      return findCueName(utterance);
    case "phone":
      return findPhoneNumber(utterance);
    case "when":
      return findDayAndTime(utterance);
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
      return acceptsOwn && isDiallable(ownNumber) ? unplaced(ownNumber) : undefined;
    }
    case "when":
      return unplaced(dayAndTimeAnswer(utterance, taken));
    case "party-size":
      return findPartySize(utterance, true);
    case "text":
      return unplaced(textAnswer(field, utterance, taken));
  }
}

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
function holdMessageSoFar(turn: Turn): void {
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

/** Issue 6 §1 with workflow mode off: the confirmed request, read back as it was, is the message. */
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
  const digits = isDiallable(callbackNumber) ? lastDigitsSpoken(callbackNumber) : "";
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

// ---------------------------------------------------------------------------------------------
// The end of the call

/** Issue 6 §1: a review link is offered only after a call that went well, and only once. */
function reviewCanBeOffered(turn: Turn): boolean {
  const { agent, state, dialogue, context } = turn;
  return reviewLinkAvailable(agent, context.callerNumber) && state.endedWell && !dialogue.reviewOffered;
}

function closeCall(turn: Turn): void {
  if (!reviewCanBeOffered(turn)) {
    sayGoodbye(turn);
    return;
  }
  turn.dialogue.reviewOffered = true;
  turn.dialogue.awaiting = "review-offer";
  say(
    turn,
    bilingual(
      "Before you go, may I text you a link to leave us a review? It really helps us.",
      "Antes de despedirnos, ¿le puedo enviar por mensaje de texto un enlace para dejarnos una reseña? Nos ayuda mucho.",
    ),
  );
}

function answerReviewOffer(turn: Turn): void {
  const { agent, utterance } = turn;
  if (isYes(utterance)) {
    turn.state.sms.push(reviewLinkSms(agent, turn.context.callerNumber, turn.language));
    say(turn, bilingual("Great, I've just sent it.", "Perfecto, se lo acabo de enviar."));
    sayGoodbye(turn);
  } else if (!isNo(utterance) && questionsAsked(utterance).length > 0) {
    handleRequest(turn);
  } else {
    if (isNo(utterance)) say(turn, NO_PROBLEM);
    sayGoodbye(turn);
  }
}

function sayGoodbye(turn: Turn): void {
  const business = turn.agent.businessName;
  say(
    turn,
    bilingual(
      `Thank you for calling ${business}. Have a great day. Goodbye!`,
      `Gracias por llamar a ${business}. Que tenga un buen día. ¡Adiós!`,
    ),
  );
  turn.dialogue.form = null;
  turn.dialogue.awaiting = null;
  turn.state.ended = true;
  turn.hangUp = true;
}
