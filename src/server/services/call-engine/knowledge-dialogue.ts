import { UNKNOWN_ANSWER } from "../../../shared/catalog/knowledge";
import { foldForMatching } from "../../text/text-folding";
import { answerQuestion } from "./business-answers";
import { questionOnly } from "./caller-contact";
import {
  besidesQuestionsAsked,
  isQuestion,
  prepareUtterance,
  questionsAsked,
  startsAsQuestion,
  type Utterance,
} from "./caller-intents";
import { findCueName, nameFromAnswer } from "./caller-names";
import { saidNumber } from "./corrections";
import { findDayAndTime } from "./day-and-time";
import type { DialogueForm } from "./dialogue-memory";
import { clockOf, say, type Turn } from "./engine-turn";
import { fieldsOfForm, MESSAGE_FORM_ID, startForm } from "./intake-dialogue";
import { answerFromKnowledge, type KnowledgeReply } from "./knowledge-answers";
import { sentencesOf } from "./knowledge-text";
import { KNOWLEDGE_PATTERNS, keysCovered, topicKeys } from "./knowledge-words";
import { repeatFormQuestion } from "./offline-engine";
import { purposeServiceReply } from "./purpose-services";
import { agentLine, type Bilingual } from "./spoken-words";
import type { KnowledgeMatch } from "./types";

// The caller's questions that the agent's configuration does not answer are answered from what the
// agent knows (`context.knowledge`, found for the caller's words before the turn). When nothing it
// knows answers, the agent says so, keeps the question for the owner (`unansweredQuestions`) and
// offers to pass it on in a message.

/**
 * The caller asks about the business: "do you…?", "how much…", "I was wondering if…", "are your
 * estimates free?"; not a request said as a question ("can I order a pizza?").
 */
export function asksAboutBusiness(utterance: Utterance): boolean {
  const { folded } = utterance;
  if (startsAsQuestion(utterance) || KNOWLEDGE_PATTERNS.askingAbout.test(folded)) return true;
  if (KNOWLEDGE_PATTERNS.price.test(folded) || KNOWLEDGE_PATTERNS.questionStart.test(folded)) return true;
  return isQuestion(utterance) && !KNOWLEDGE_PATTERNS.requestStart.test(folded);
}

/**
 * The sentences of the agent's purpose that state facts of the business ("Our service call fee is
 * $89.", "Check-in is from 3pm.", "Dogs are welcome."), found as the owner wrote them; not those that
 * tell the agent what to do ("Take service requests…", "If the caller smells gas, tell them…").
 */
function purposeStatements(agentPurpose: string): KnowledgeMatch[] {
  return sentencesOf(agentPurpose)
    .filter((sentence) => {
      const folded = foldForMatching(sentence);
      return !KNOWLEDGE_PATTERNS.purposeTask.test(folded) && !KNOWLEDGE_PATTERNS.aboutTheCall.test(folded);
    })
    .map((text) => ({ source: "passage", documentName: "the agent's purpose", text }));
}

/** The answer from what the agent knows to what the caller asked beyond what the configuration answers. */
export function knowledgeReply(turn: Turn): KnowledgeReply {
  const words = besidesQuestionsAsked(turn.utterance);
  const asksWhere = questionsAsked(turn.utterance).includes("location");
  const known = [...(turn.context.knowledge ?? []), ...purposeStatements(turn.agent.agentPurpose)];
  const reply = answerFromKnowledge(known, words, turn.agent, turn.language, asksWhere);
  if (reply.kind === "answered") return reply;
  return noticeNeeded(turn) ?? purposeServiceReply(words, turn.agent, turn.language) ?? reply;
}

/**
 * "Can you make me a birthday cake for tomorrow?": asked for a day, the purpose's rule of how far
 * ahead such a thing is ordered ("Los pasteles por encargo necesitan 48 horas de anticipación") is
 * the answer, and the caller is offered a message to order it.
 */
function noticeNeeded(turn: Turn): KnowledgeReply | undefined {
  if (!findDayAndTime(turn.utterance, clockOf(turn))) return undefined;
  const keys = topicKeys(turn.utterance.original);
  const rule = sentencesOf(turn.agent.agentPurpose).find(
    (text) => KNOWLEDGE_PATTERNS.notice.test(foldForMatching(text)) && keysCovered(keys, text).length > 0,
  );
  if (!rule) return undefined;
  return {
    kind: "answered",
    say: rule,
    kinds: new Set(["passage"]),
    partly: false,
    offersMessage: true,
  };
}

/** Says the answer; a part not known is said not known and kept. */
export function sayKnowledgeAnswer(turn: Turn, reply: Extract<KnowledgeReply, { kind: "answered" }>): void {
  say(turn, reply.say);
  turn.state.endedWell = true;
  if (reply.partly) sayNotKnown(turn);
}

/** "I don't have that information, but I can pass your question to the team.", the question kept. */
export function sayNotKnown(turn: Turn, closest = ""): void {
  if (closest) say(turn, closest);
  say(turn, UNKNOWN_ANSWER);
  keepQuestion(turn);
}

/**
 * Nothing the agent knows answers: it says so and takes a message, whose reason is the question
 * until the caller says what they want passed on.
 */
export function passQuestionOn(turn: Turn, closest: string): void {
  if (closest) say(turn, closest);
  keepQuestion(turn);
  startForm(turn, MESSAGE_FORM_ID, UNKNOWN_ANSWER, turn.utterance);
}

/** A question asked with a request that is taken: kept for the owner with it, and what to say of it. */
export function keepQuestionWithRequest(turn: Turn): Bilingual {
  keepQuestion(turn);
  const asksPrice = KNOWLEDGE_PATTERNS.price.test(turn.utterance.folded);
  return agentLine(asksPrice ? "priceWithRequest" : "questionWithRequest");
}

function keepQuestion(turn: Turn): void {
  const question = questionOnly(turn.utterance.original);
  const kept = turn.state.unansweredQuestions ?? [];
  if (!kept.includes(question)) turn.state.unansweredQuestions = [...kept, question];
  turn.dialogue.questionToPass = question;
}

/**
 * A question in the middle of a form: answered (from the configuration or what the agent knows),
 * or said not known, and then the form's question again. False when the words are the caller's
 * answer to the form's question.
 */
export function answerAsideFromForm(turn: Turn, form: DialogueForm): boolean {
  const { utterance, agent, context, language } = turn;
  if (!isQuestion(utterance)) return false;
  const questions = questionsAsked(utterance);
  const known = knowledgeReply(turn);
  if (questions.length > 0 || known.kind === "answered") {
    for (const question of questions) {
      say(turn, answerQuestion(question, agent, context.now, language, utterance.original).say);
    }
    if (known.kind === "answered") sayKnowledgeAnswer(turn, known);
    // "Can someone ring me back? It's Dev Sharma, 0161 496 0321": answered, and the details it
    // gives are the form's answers, taken by the form as it goes on.
    if (findCueName(utterance) || saidNumber(utterance)) return false;
    repeatFormQuestion(turn, form);
    return true;
  }
  if (!asksInsteadOfAnswering(turn, form)) return false;
  sayNotKnown(turn, known.closest);
  if (namedBeforeAsking(turn, form)) return false;
  repeatFormQuestion(turn, form);
  return true;
}

/**
 * "Derek Moss. Oh wait, how long do you need the car for?": asked for a name, the caller gives it
 * before asking; the question is said not known and the form goes on with the name.
 */
function namedBeforeAsking(turn: Turn, form: DialogueForm): boolean {
  const field = fieldsOfForm(turn, form)?.find(({ key }) => key === form.asking);
  if (field?.kind !== "name") return false;
  const [first, ...rest] = sentencesOf(turn.utterance.original);
  if (!first || rest.length === 0) return false;
  const said = prepareUtterance(first);
  return !isQuestion(said) && nameFromAnswer(said) !== undefined;
}

// Asked for a name or a number, a caller who asks "do you take Aetna?" is asking, not answering;
// so is one asked for a detail of a known shape (an address) whose question holds none. To the other
// questions ("what's it about?", "when?") a question may be the answer.
const ASKED_AS_A_WHOLE = new Set(["name", "phone"]);

function asksInsteadOfAnswering(turn: Turn, form: DialogueForm): boolean {
  const { utterance } = turn;
  if (form.step !== "asking" || /\d/.test(utterance.folded)) return false;
  const field = fieldsOfForm(turn, form)?.find(({ key }) => key === form.asking);
  if (!field) return false;
  const shaped = field.kind === "text" && field.find !== undefined && !field.find(utterance);
  if (!ASKED_AS_A_WHOLE.has(field.kind) && !shaped) return false;
  // "Can someone come and quote then? I'm Tom Hughes." answers with the name.
  if (findCueName(utterance)) return false;
  const asking = startsAsQuestion(utterance) || KNOWLEDGE_PATTERNS.askingAbout.test(utterance.folded);
  // "How long does that usually take?", "how much is it?": about what is being asked for, by pronoun.
  const { price, duration } = KNOWLEDGE_PATTERNS;
  const aboutIt = price.test(utterance.folded) || duration.test(utterance.folded);
  return asking && (topicKeys(utterance.original).length > 0 || aboutIt);
}
