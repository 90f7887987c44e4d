import { detectLanguage } from "../../text/language";
import { daysAskedAbout } from "./asked-days";
import { answerAboutBooking } from "./booking-dialogue";
import { answerQuestion } from "./business-answers";
import { localTimeIn } from "./business-hours";
import { startCall } from "./call-start";
import { contactSpans, nameEarlierRequests } from "./caller-contact";
import { reasonFrom } from "./caller-details";
import {
  asksToRepeat,
  checksLine,
  isAboutHours,
  isFillerOnly,
  isFinishing,
  isGreetingOnly,
  isNo,
  isQuestion,
  isShortReply,
  isThanksOnly,
  isYes,
  onlyConfirms,
  prepareUtterance,
  questionsAsked,
  type Utterance,
  wantsPerson,
  wantsToLeaveMessage,
} from "./caller-intents";
import { findCueName } from "./caller-names";
import { saidNumber } from "./corrections";
import { type DialogueForm, readDialogue, withDialogue } from "./dialogue-memory";
import { answerWhatToDo, emergencyOf, handleEmergency } from "./emergency-dialogue";
import {
  beginTurn,
  DID_NOT_CATCH,
  NO_PROBLEM,
  NOTED_THAT,
  OF_COURSE,
  say,
  type Turn,
  WHAT_TO_CHANGE,
} from "./engine-turn";
import { correctTaken, detailsSoFar } from "./form-records";
import {
  confirmForm,
  continueForm,
  fieldsOfForm,
  MESSAGE_FORM_ID,
  questionFor,
  startForm,
} from "./intake-dialogue";
import { intakeRequested, PLAIN_REQUEST, purposeOffers } from "./intakes";
import {
  asksAboutBusiness,
  keepQuestionWithRequest,
  knowledgeReply,
  passQuestionOn,
  sayKnowledgeAnswer,
} from "./knowledge-dialogue";
import { messageOfferFor, requestTakenAsMessage } from "./message-offers";
import { askedForPerson, asksForPersonInstead, putThrough } from "./put-through";
import { reviewLinkAvailable, reviewLinkSms } from "./review-link";
import { agentLine, followedBy } from "./spoken-words";
import { asSentences, given } from "./taken-message";
import { transferChoice } from "./transfer";
import { streamOf } from "./turn-stream";
import type {
  AgentProfile,
  CallContext,
  CallState,
  ConversationEngine,
  EngineTurn,
  SpokenLanguage,
  TakenMessage,
} from "./types";

// The built-in conversation engine. Deterministic (the same call always goes the same
// way) and fast (a turn is a few regular expressions over one sentence: well under a millisecond,
// a phone turn's 20 ms budget is for the whole webhook). It answers from the agent's configuration,
// takes messages, follows the category's intake steps in workflow mode, offers the review link
// and ends calls politely. Every reply is short spoken sentences for a text-to-speech voice.

export type OfflineEngine = ConversationEngine & {
  /** The greeting, whole: the model engine greets with the same words. */
  greet(agent: AgentProfile): EngineTurn;
  /** One turn, whole: a turn of this engine is ready at once. */
  answer(agent: AgentProfile, state: CallState, callerText: string, context: CallContext): EngineTurn;
  /**
   * On a model failure the caller hears a polite sentence and a message is taken for that turn;
   * the model engine tries the model again on the next one.
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
    greet: startCall,
    answer: respond,
    async *start(agent) {
      yield* streamOf(null, startCall(agent));
    },
    async *respond(agent, state, callerText, context) {
      yield* streamOf(state, await respondWithBook(agent, state, callerText, context));
    },
    takeMessageAfterFailure(agent, state, callerText, context, language) {
      const turn = beginTurn(agent, state, callerText, context, language);
      startForm(turn, MESSAGE_FORM_ID, agentLine("troubleTakingMessage", { business: agent.businessName }));
      return finish(turn);
    },
  };
}

/** The language of the agent's reply; multilingual agents follow each utterance. */
export function replyLanguage(agent: AgentProfile, state: CallState, callerText: string): SpokenLanguage {
  if (agent.language !== "multilingual") return agent.language;
  return detectLanguage(callerText) ?? state.language;
}

// ---------------------------------------------------------------------------------------------
// One turn

function finish(turn: Turn): EngineTurn {
  // What the caller gave toward an unfinished form is kept however the call ends.
  const form = turn.dialogue.form;
  if (form) turn.state.soFar = detailsSoFar(turn, form);
  const spoken = turn.sentences.join(" ").trim();
  const say = spoken || agentLine("howElse")[turn.language];
  const dialogue = { ...turn.dialogue, lastSaid: say, turns: turn.dialogue.turns + 1 };
  return { say, language: turn.language, state: withDialogue(turn.state, dialogue), hangUp: turn.hangUp };
}

/**
 * A turn about a booking is answered from the agent's appointment book, which is read and written
 * as the turn runs; any other turn is answered at once.
 */
async function respondWithBook(
  agent: AgentProfile,
  previous: CallState,
  callerText: string,
  context: CallContext,
): Promise<EngineTurn> {
  const book = context.appointments;
  if (book && !previous.ended) {
    const turn = beginTurn(agent, previous, callerText, context, replyLanguage(agent, previous, callerText));
    const { utterance, dialogue } = turn;
    const heard =
      utterance.folded !== "" &&
      !isFillerOnly(utterance) &&
      !asksToRepeat(utterance) &&
      !checksLine(utterance);
    // A bare yes or no answers the agent's last question, unless the booking talk asked it.
    const answersQuestion =
      dialogue.awaiting !== null &&
      isShortReply(utterance) &&
      (isYes(utterance) || isNo(utterance)) &&
      dialogue.booking === null;
    dialogue.awaiting = null;
    const emergency = emergencyOf(turn);
    if (dialogue.booking && (emergency || turnsAwayFromBooking(utterance))) {
      // "Actually, can I just leave a message?", an emergency: the booking talk ends there, and
      // the rest of the engine answers.
      const left = withDialogue(previous, { ...readDialogue(previous), booking: null });
      return respond(agent, left, callerText, context);
    }
    if (heard && !dialogue.form && !answersQuestion && !emergency) {
      if (await answerAboutBooking(turn, book)) return finish(turn);
    }
  }
  return respond(agent, previous, callerText, context);
}

/** Words that leave a booking half-made for something else: a person, a message, the end of the call. */
function turnsAwayFromBooking(utterance: Utterance): boolean {
  if (isYes(utterance)) return false;
  return isFinishing(utterance) || wantsPerson(utterance) || wantsToLeaveMessage(utterance);
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
  const questionToPass = dialogue.questionToPass;
  dialogue.questionToPass = null;

  const emergency = previous.ended || dialogue.form?.urgent ? undefined : emergencyOf(turn);
  if (previous.ended) sayGoodbye(turn);
  else if (!utterance.folded || isFillerOnly(utterance)) didNotCatch(turn);
  else if (asksToRepeat(utterance) && dialogue.lastSaid) {
    say(turn, dialogue.lastSaid);
    dialogue.awaiting = awaiting;
  } else if (checksLine(utterance) && (dialogue.form || awaiting) && dialogue.lastSaid) {
    // "¿Bueno?" to a question: the caller wonders whether anyone is there, and is asked again.
    say(turn, agentLine("stillHere"));
    if (dialogue.form) repeatFormQuestion(turn, dialogue.form);
    else say(turn, dialogue.lastSaid);
    dialogue.awaiting = awaiting;
  } else if (emergency) handleEmergency(turn, emergency);
  else if (awaiting === "review-offer") answerReviewOffer(turn);
  else if (dialogue.form?.urgent && answerWhatToDo(turn, dialogue.form)) return finish(turn);
  else if (dialogue.form && asksForPersonInstead(turn)) askedForPerson(turn, dialogue.form);
  else if (dialogue.form) continueForm(turn, dialogue.form);
  else if (awaiting === "anything-else" && correctTaken(turn)) askAnythingElse(turn);
  else if (
    isFinishing(utterance) ||
    (awaiting === "anything-else" && isNo(utterance) && isShortReply(utterance)) ||
    // "Perfect, thank you!", or "yes, that's right" said of what was read back, to "anything else?":
    // the caller is done.
    (awaiting === "anything-else" && (isThanksOnly(utterance) || onlyConfirms(utterance)))
  ) {
    closeCall(turn);
  } else if (
    awaiting === "message-offer" &&
    (isYes(utterance) || givesContact(utterance)) &&
    questionsAsked(utterance).length === 0
  ) {
    // "Yes, this is Sofia, 201 555 0199, it's about catering…": a yes that goes on to the message
    // is the message, not a new request the agent cannot help with; "It's Jordan Pierce" alone
    // says yes by answering the message's first question.
    // "Sí, es para el 12 de junio": what the yes goes on to say is part of the message too.
    const reason =
      questionToPass && asSentences(questionToPass, reasonFrom(utterance, contactSpans(utterance)));
    startForm(turn, MESSAGE_FORM_ID, OF_COURSE, utterance, reason ? { reason } : {});
  } else if (awaiting === "message-offer" && isNo(utterance) && isShortReply(utterance)) {
    say(turn, NO_PROBLEM);
    askAnythingElse(turn);
  } else handleRequest(turn, awaiting === "message-offer" ? questionToPass : null);
  return finish(turn);
}

/** "It's Jordan Pierce", "617 555 0199": the caller gives their name or number. */
const givesContact = (utterance: Utterance) =>
  findCueName(utterance) !== undefined || saidNumber(utterance) !== undefined;

function didNotCatch(turn: Turn): void {
  say(turn, DID_NOT_CATCH);
  const form = turn.dialogue.form;
  if (form) repeatFormQuestion(turn, form);
  else say(turn, agentLine("howCanIHelp"));
}

/** The question a form is waiting on, asked again after a question or an unclear answer. */
export function repeatFormQuestion(turn: Turn, form: DialogueForm): void {
  turn.dialogue.form = form;
  const field = fieldsOfForm(turn, form)?.find(({ key }) => key === form.asking);
  if (form.step === "asking" && field) say(turn, questionFor(turn, form, field));
  else if (form.step === "confirming") confirmForm(turn, form);
  else say(turn, WHAT_TO_CHANGE);
}

// "What about Saturday?", "and Sunday?", "¿y el sábado?": a day named right after an answer about the hours.
const FOLLOW_UP = /^(?:and|what about|how about|y|que tal)(?![\p{L}])/u;
const FOLLOW_UP_MAX_WORDS = 6;

function followsHoursAnswer({ dialogue, utterance, agent, context }: Turn): boolean {
  if (dialogue.hoursAnsweredOnTurn !== dialogue.turns - 1) return false;
  const brief = utterance.folded.split(" ").length <= FOLLOW_UP_MAX_WORDS;
  if (!FOLLOW_UP.test(utterance.folded) && !(brief && isQuestion(utterance))) return false;
  return daysAskedAbout(utterance.original, localTimeIn(agent.timezone, context.now), null).length > 0;
}

/** Whether a sentence the caller asks names a day to come ("on Saturdays", "tomorrow"). */
function asksOfADay({ utterance, agent, context }: Turn): boolean {
  const local = localTimeIn(agent.timezone, context.now);
  return (utterance.original.match(/[^.!?]*\?/g) ?? []).some(
    (question) => daysAskedAbout(question, local, null).length > 0,
  );
}

/** Questions, intake requests, messages: what a caller says when nothing is pending. */
/**
 * The caller's words as a request or questions. `offeredAbout`: the question the agent has just
 * offered to take a message about, which a message the words begin is about as well ("It'd be for
 * next Saturday" after "do you cater for fifty?").
 */
export function handleRequest(turn: Turn, offeredAbout: string | null = null): void {
  const { agent, utterance } = turn;
  // The words a message begun here is taken from.
  const messageWords = offeredAbout ? prepareUtterance(`${offeredAbout} ${utterance.original}`) : utterance;
  const questions = questionsAsked(utterance);
  if (
    questions.length === 0 &&
    followsHoursAnswer(turn) &&
    !intakeRequested(agent.businessCategory, utterance)
  ) {
    questions.push("hours");
  }
  const known = asksAboutBusiness(utterance) ? knowledgeReply(turn) : undefined;
  const answered = known?.kind === "answered" ? known : undefined;
  // "Do you see cats on Saturdays?": a question about what the business does on a day is also one
  // about that day's hours.
  if ((questions.length > 0 || answered) && !questions.some(isAboutHours) && asksOfADay(turn))
    questions.push("hours");
  turn.dialogue.hoursAnsweredOnTurn = questions.some(isAboutHours) ? turn.dialogue.turns : null;
  // "Can I book a table? When do you close?" is both; "do you have a website?" and "how much is a
  // haircut?" are only questions.
  const request = (questions.length === 0 && !answered) || PLAIN_REQUEST.test(utterance.folded);
  const intake = request ? intakeRequested(agent.businessCategory, utterance) : undefined;
  // The owner's address in what the agent knows is more exact than the agent's area.
  const fromConfiguration = answered?.kinds.has("location")
    ? questions.filter((question) => question !== "location")
    : questions;
  const answers = fromConfiguration.map((question) =>
    answerQuestion(question, agent, turn.context.now, turn.language, utterance.original),
  );
  for (const answer of answers) {
    say(turn, answer.say);
    if (answer.informative) turn.state.endedWell = true;
  }
  if (answered) sayKnowledgeAnswer(turn, answered);
  // "A quote for an EV charger, roughly how much, and could someone come and look?": the request is
  // taken, and the question beside it that nothing answers is said unknown and passed on with it;
  // "do you have these boots in a 10?" is itself the request.
  const besideRequest =
    PLAIN_REQUEST.test(utterance.folded) && isQuestion(utterance) && known?.kind === "not-known";
  const aside = intake && besideRequest ? keepQuestionWithRequest(turn) : undefined;
  // A call the owner's own rule sends to a person ("catering and events: the events manager").
  const ruled = request
    ? transferChoice(agent, turn.state, "rule", utterance.original, turn.context.now)
    : undefined;
  if (ruled?.kind === "ring") {
    putThrough(turn, ruled.target);
  } else if (intake && agent.workflowMode) {
    startForm(turn, intake.kind, followedBy(agentLine("canHelpWithThat"), aside), utterance);
  } else if (wantsToLeaveMessage(utterance)) {
    startForm(turn, MESSAGE_FORM_ID, OF_COURSE, utterance);
  } else if (wantsPerson(utterance)) {
    askedForPerson(turn);
  } else if (intake) {
    // With workflow mode off: what the business does is still served, as a message
    // with the details the intake asks for ("I'd like to book a consultation about custody").
    startForm(turn, intake.kind, followedBy(requestTakenAsMessage(turn), aside), utterance);
  } else if (request && purposeOffers(agent.agentPurpose, utterance)) {
    // The purpose says the agent takes such requests: the request itself is what the message is about.
    startForm(turn, MESSAGE_FORM_ID, requestTakenAsMessage(turn), messageWords, {
      reason: messageWords.original,
    });
  } else if (answers.length > 0 || answered) {
    // "Yes, … can help with payroll": a message about it is what the caller would ask for next.
    if (answered?.offersMessage) turn.dialogue.questionToPass = utterance.original;
    if (answers.some((answer) => answer.offersMessage) || answered?.partly || answered?.offersMessage)
      offerMessage(turn);
    else if (!answered && answers.every((answer) => answer.asksHowToHelp))
      say(turn, agentLine("howCanIHelp"));
    else askAnythingElse(turn);
  } else if (isGreetingOnly(utterance)) {
    say(turn, agentLine("hello"));
  } else if (isThanksOnly(utterance)) {
    say(turn, agentLine("youreWelcome"));
    askAnythingElse(turn);
  } else if (isShortReply(utterance) && isYes(utterance)) {
    say(turn, agentLine("whatCanIDo"));
  } else if (isShortReply(utterance) && isNo(utterance)) {
    closeCall(turn);
  } else if (turn.state.message && !reasonFrom(utterance, [])) {
    // "Yes, please pass it on" once the message is taken confirms it; it is not a second message.
    say(turn, OF_COURSE);
    askAnythingElse(turn);
  } else if (known?.kind === "not-known") {
    passQuestionOn(turn, known.closest);
  } else if (namesLastRequest(turn)) {
    say(turn, NOTED_THAT);
    askAnythingElse(turn);
  } else if (turn.state.message && !isQuestion(utterance)) {
    // "The condo's at 88 Rainey Street" once the message is taken: it belongs to that message.
    addToMessage(turn, turn.state.message);
  } else {
    // When the agent cannot help, it takes a message.
    startForm(turn, MESSAGE_FORM_ID, messageOfferFor(turn), messageWords);
  }
}

/** "Me llamo María Fernández" after a request was noted without a name: the name is that request's. */
function namesLastRequest(turn: Turn): boolean {
  const last = turn.state.workflowItems.at(-1);
  if (!last || turn.state.message || given(last.details.name)) return false;
  const named = findCueName(turn.utterance);
  if (!named) return false;
  nameEarlierRequests(turn, named.value);
  return true;
}

function addToMessage(turn: Turn, message: TakenMessage): void {
  // "My name is Ana Ruiz" after a message kept without one: the name is the message's; a number
  // said now is the one to call back on, as a number said later always is.
  const named = given(message.callerName) ? undefined : findCueName(turn.utterance);
  const number = saidNumber(turn.utterance);
  const added = reasonFrom(turn.utterance, [...(named?.spans ?? []), ...(number?.spans ?? [])]);
  turn.state.message = {
    ...message,
    callerName: named?.value ?? message.callerName,
    callbackNumber: number?.value ?? message.callbackNumber,
    reason: asSentences(message.reason, added),
  };
  say(turn, agentLine("addedToMessage"));
  askAnythingElse(turn);
}

export function askAnythingElse(turn: Turn): void {
  turn.dialogue.awaiting = "anything-else";
  say(turn, agentLine(turn.dialogue.turns % 2 === 0 ? "anythingElse" : "anythingElseAgain"));
}

function offerMessage(turn: Turn): void {
  turn.dialogue.awaiting = "message-offer";
  say(turn, agentLine("offerMessage", { business: turn.agent.businessName }));
}

// ---------------------------------------------------------------------------------------------
// The end of the call

/** A review link is offered only after a call that went well, and only once. */
function reviewCanBeOffered(turn: Turn): boolean {
  const { agent, state, dialogue, context } = turn;
  return reviewLinkAvailable(agent, context.callerNumber) && state.endedWell && !dialogue.reviewOffered;
}

export function closeCall(turn: Turn): void {
  if (!reviewCanBeOffered(turn)) {
    sayGoodbye(turn);
    return;
  }
  turn.dialogue.reviewOffered = true;
  turn.dialogue.awaiting = "review-offer";
  say(turn, agentLine("offerReview"));
}

function answerReviewOffer(turn: Turn): void {
  const { agent, utterance } = turn;
  if (isYes(utterance)) {
    turn.state.sms.push(reviewLinkSms(agent, turn.context.callerNumber, turn.language));
    say(turn, agentLine("reviewSent"));
    sayGoodbye(turn);
  } else if (!isNo(utterance) && questionsAsked(utterance).length > 0) {
    handleRequest(turn);
  } else {
    if (isNo(utterance)) say(turn, NO_PROBLEM);
    sayGoodbye(turn);
  }
}

function sayGoodbye(turn: Turn): void {
  say(turn, agentLine("goodbye", { business: turn.agent.businessName }));
  turn.dialogue.form = null;
  turn.dialogue.awaiting = null;
  turn.state.ended = true;
  turn.hangUp = true;
}
