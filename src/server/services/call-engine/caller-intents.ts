import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { type PhraseList, type Phrases, phrasesOfEvery } from "../../text/phrases/phrases";
import { foldForMatching, normalizeTypography, wordsPattern } from "../../text/text-folding";
import { DETERMINERS } from "./caller-details";

// What a caller means, in English or Spanish, from what a speech recogniser heard.
// Patterns run on folded text (lower case, no accents, straight apostrophes) so "Adiós",
// "adios" and "ADIÓS" are one word; positions in the folded text are positions in the original.

/** A caller's words prepared once per turn for every pattern. */
export type Utterance = { original: string; folded: string };

export function prepareUtterance(text: string): Utterance {
  const original = normalizeTypography(text).replace(/\s+/g, " ").trim();
  return { original, folded: foldForMatching(original) };
}

const words = (list: readonly string[]) => new RegExp(wordsPattern(list), "u");

/** A yes, unless the same words also say no ("yes… no, wait"): then the first one counts. */
export function isYes(utterance: Utterance): boolean {
  const yes = INTENTS.yes.exec(utterance.folded);
  const no = INTENTS.no.exec(utterance.folded);
  return yes !== null && (no === null || yes.index < no.index);
}

export function isNo(utterance: Utterance): boolean {
  const yes = INTENTS.yes.exec(utterance.folded);
  const no = INTENTS.no.exec(utterance.folded);
  return no !== null && (yes === null || no.index < yes.index);
}

export function saysGoodbye(utterance: Utterance): boolean {
  return INTENTS.goodbye.test(utterance.folded) || PARTING_WITH_THANKS.test(utterance.folded);
}

/** "That's all", "no, that's it", "thanks, bye", "adiós": the caller is finishing the call. */
export function isFinishing(utterance: Utterance): boolean {
  return INTENTS.finished.test(utterance.folded) || saysGoodbye(utterance);
}

/** A request for a person is answered by taking a message. */
export function wantsPerson(utterance: Utterance): boolean {
  return INTENTS.personRequest.test(utterance.folded);
}

export function wantsToLeaveMessage(utterance: Utterance): boolean {
  return INTENTS.leaveMessage.test(utterance.folded);
}

// "Cancel my appointment", "cancelar la cita": a thing of the caller's to cancel, which is their
// request, not the agent's question to drop.
const SOMETHING_TO_CANCEL = new RegExp(`^\\s+${DETERMINERS}`, "u");

/** "Never mind", "cancel that", "olvídelo": the caller drops what the agent is taking. */
export function wantsToCancel(utterance: Utterance): boolean {
  const cancel = INTENTS.cancel.exec(utterance.folded);
  if (!cancel) return false;
  return !SOMETHING_TO_CANCEL.test(utterance.folded.slice(cancel.index + cancel[0].length));
}

const everyPhrase = (list: (intents: Phrases["callerIntents"]) => PhraseList) =>
  wordsPattern(phrasesOfEvery(PHRASE_LANGUAGES, (language) => list(language.callerIntents)));
const GREETING_ONLY = new RegExp(`^${everyPhrase((intents) => intents.greetings)}[.!?,\\s]*$`, "u");
// "Perfect, thank you", "yep, thanks!", "sí, gracias": thanks, perhaps after a word of assent.
const THANKS_ONLY = new RegExp(
  `^(?:(?:awesome|lovely|wonderful|alright|cool|muy bien|${everyPhrase((intents) => intents.yes)})[.!, ]+)?${everyPhrase((intents) => intents.thanks)}[.!,\\s]*$`,
  "u",
);

// "Gracias, buenas noches", "that's all, take care": a parting with thanks or a "that's all",
// and nothing more; "hola, buenas noches, llamo por…" greets.
const THANKS_OR_DONE = `(?:${everyPhrase((intents) => intents.thanks)}|${everyPhrase((intents) => intents.finished)})`;
const PARTING = everyPhrase((intents) => intents.partings);
const PARTING_WITH_THANKS = new RegExp(
  `^(?:${THANKS_OR_DONE}[.!,\\s]+)+${PARTING}[.!,\\s]*$|^${PARTING}[.!,\\s]+(?:${THANKS_OR_DONE}[.!,\\s]*)+$`,
  "u",
);

// "Umm", "uh-huh", "hmm": a sound, not words; the agent asks again rather than guess.
const FILLER_ONLY = /^(?:(?:u+m+|u+h+|e+r+|e+h+|h+m+|a+h+|o+h+|mm+|uh-huh|mhm|este|pues|bueno)[.,!?\s-]*)+$/u;

// "Hmm, let me think", "hold on a sec": a few words asking for a moment.
const HESITATION = new RegExp(
  everyPhrase((intents) => intents.hesitations),
  "u",
);
const HESITATION_MAX_WORDS = 6;

export function isHesitation(utterance: Utterance): boolean {
  return utterance.folded.split(" ").length <= HESITATION_MAX_WORDS && HESITATION.test(utterance.folded);
}

const TROUBLE = new RegExp(
  everyPhrase((intents) => intents.trouble),
  "u",
);

/** The caller tells of something gone wrong: "my furnace just quit", "se me rompió una muela". */
export function describesTrouble(utterance: Utterance): boolean {
  return TROUBLE.test(utterance.folded);
}

export function isFillerOnly(utterance: Utterance): boolean {
  return FILLER_ONLY.test(utterance.folded);
}

export function isGreetingOnly(utterance: Utterance): boolean {
  return GREETING_ONLY.test(utterance.folded);
}

const LINE_CHECK_ONLY = new RegExp(
  `^[¿¡\\s]*(?:${everyPhrase((intents) => intents.lineChecks)}[.!?¿¡,\\s]*)+$`,
  "u",
);

/** "Hello? Are you there?", "¿Bueno?": said alone, the caller is checking the line, not answering. */
export function checksLine(utterance: Utterance): boolean {
  if (!LINE_CHECK_ONLY.test(utterance.folded)) return false;
  return utterance.original.includes("?") || !isGreetingOnly(utterance);
}

export function isThanksOnly(utterance: Utterance): boolean {
  return THANKS_ONLY.test(utterance.folded);
}

type SaidList = "finished" | "goodbye" | "partings" | "thanks" | "yes" | "no" | "confirmations";
const wordsOfLists = (lists: readonly SaidList[]) =>
  new RegExp(lists.map((list) => everyPhrase((intents) => intents[list])).join("|"), "gu");
const ENDING_WORDS = wordsOfLists(["finished", "goodbye", "partings", "thanks", "yes", "no"]);
const CONFIRMING_WORDS = wordsOfLists(["confirmations", "yes", "thanks"]);
const CONFIRMATION = new RegExp(
  everyPhrase((intents) => intents.confirmations),
  "u",
);
/** The caller's words say nothing besides these. */
const saysOnly = (utterance: Utterance, words: RegExp) =>
  utterance.folded.replace(words, " ").replace(/[^\p{L}\d]+/gu, "") === "";

/**
 * "No, that's everything, thank you", "yep, that's it, bye": the caller is done, and says nothing
 * else; the "no" is to anything more, not to what was read back.
 */
export const onlyEndsCall = (utterance: Utterance) =>
  isFinishing(utterance) && saysOnly(utterance, ENDING_WORDS);

/** "Yes, that's right", "sí, correcto": the caller says what they heard is right, and nothing else. */
export const onlyConfirms = (utterance: Utterance) =>
  CONFIRMATION.test(utterance.folded) && saysOnly(utterance, CONFIRMING_WORDS);

// A question rather than an answer: "what time do you close?" while the agent waits for a name.
const QUESTION_START = new RegExp(
  `^(?:${everyPhrase((intents) => intents.questionAsides)}[,.! ]+)*${everyPhrase((intents) => intents.questionStarts)}`,
  "u",
);

// "Sorry, what was that?", "¿perdón, qué dijo?": an aside or a second way of asking before it is
// still a request to repeat.
const ASK_TO_REPEAT = everyPhrase((intents) => intents.askToRepeat);
const REPEAT_REQUEST = new RegExp(
  `^¿?(?:(?:${everyPhrase((intents) => intents.questionAsides)}|${ASK_TO_REPEAT})[, ]+)*${ASK_TO_REPEAT}(?: please| por favor)?[?.!,\\s]*$`,
  "u",
);

/** "Sorry?", "¿cómo?": the caller did not hear the agent. */
export function asksToRepeat(utterance: Utterance): boolean {
  return REPEAT_REQUEST.test(utterance.folded);
}

/** "no", "yes please", "sí, claro": a bare yes or no, not a sentence that also asks for something. */
export function isShortReply(utterance: Utterance): boolean {
  return utterance.folded.split(" ").length <= 4;
}

export function isQuestion(utterance: Utterance): boolean {
  return utterance.original.includes("?") || QUESTION_START.test(utterance.folded);
}

/** Starts with a question's words ("what…", "do you…"), not only ends with a question mark. */
export function startsAsQuestion(utterance: Utterance): boolean {
  return QUESTION_START.test(utterance.folded);
}

/** What a caller can ask that the agent answers from its configuration: a question of the phrases, or if it is open now. */
export type CallerQuestion = keyof Phrases["callerIntents"]["questions"] | "open-now";

// "Are you open on Sunday?" asks about the hours, not about now.
const OPEN_NOW = new RegExp(
  [
    "(?:are|r) (?:you|y'all|you guys) (?:still |currently |even )?open(?! (?:on|this|next|tomorrow|at|in|during|over|every|(?:mon|tues|wednes|thurs|fri|satur|sun)days?))",
    String.raw`(?:is|are) (?:it|the [\p{L}]+|anyone|anybody|someone) (?:still |currently )?open(?! (?:on|this|next|tomorrow|at|in|during|over|every))`,
    "you(?:'re| are)? (?:still |currently )?open (?:now|today|tonight|right now|at the moment)",
    "open (?:right )?now",
    "(?:estan|esta) (?:abiertos?|abiertas?)(?! (?:el|los|manana|este|el proximo|en))",
    "abren hoy",
    "abierto (?:ahora|hoy)",
    "siguen abiertos",
  ]
    .map((pattern) => `(?<![\\p{L}])${pattern}(?![\\p{L}])`)
    .join("|"),
  "u",
);

/** The questions a caller can ask, in the order they are answered. */
const QUESTIONS_IN_ORDER: readonly CallerQuestion[] = [
  "time-now",
  "closing-time",
  "opening-time",
  "open-now",
  "hours",
  "location",
  "website",
  "services",
  "business-name",
  "agent-identity",
  "speaks-spanish",
  "speaks-english",
];

/** The patterns of the caller's intents, from the phrases of the given languages. */
export function callerIntentPatterns(languages: readonly Phrases[]) {
  const every = (list: (language: Phrases) => PhraseList) => words(phrasesOfEvery(languages, list));
  const intents = (language: Phrases) => language.callerIntents;
  return {
    yes: every((language) => intents(language).yes),
    no: every((language) => intents(language).no),
    goodbye: every((language) => intents(language).goodbye),
    finished: every((language) => intents(language).finished),
    leaveMessage: every((language) => intents(language).leaveMessage),
    personRequest: every((language) => intents(language).personRequests),
    cancel: every((language) => intents(language).cancel),
    questions: QUESTIONS_IN_ORDER.map((question): [CallerQuestion, RegExp] => [
      question,
      question === "open-now" ? OPEN_NOW : every((language) => intents(language).questions[question]),
    ]),
  };
}

const INTENTS = callerIntentPatterns(PHRASE_LANGUAGES);
// Each built once: V8 compiles a pattern the first time it runs, so a pattern made in a turn is
// compiled in that turn.
const QUESTIONS_EVERYWHERE = INTENTS.questions.map(([, pattern]) => new RegExp(pattern.source, "gu"));

// "What are your hours, and when do you close?": one sentence about hours is enough.
const HOURS_QUESTIONS: ReadonlySet<CallerQuestion> = new Set([
  "open-now",
  "closing-time",
  "opening-time",
  "hours",
]);

export const isAboutHours = (question: CallerQuestion) => HOURS_QUESTIONS.has(question);

// "What's your physical address?": in a question, the word alone asks where the business is.
const ADDRESS_WORD = /(?<![\p{L}])(?:address|direccion)(?![\p{L}])/u;

/** Every question the caller asked, in a fixed order, with at most one about the hours. */
export function questionsAsked(utterance: Utterance): CallerQuestion[] {
  const asked: CallerQuestion[] = [];
  for (const [question, pattern] of INTENTS.questions) {
    const addressQuestion =
      question === "location" && isQuestion(utterance) && ADDRESS_WORD.test(utterance.folded);
    if (!pattern.test(utterance.folded) && !addressQuestion) continue;
    if (HOURS_QUESTIONS.has(question) && asked.some((earlier) => HOURS_QUESTIONS.has(earlier))) continue;
    asked.push(question);
  }
  return asked;
}

/** The caller's words less those of the questions the configuration answers ("when do you close"). */
export function besidesQuestionsAsked(utterance: Utterance): string {
  let rest = utterance.folded;
  for (const pattern of QUESTIONS_EVERYWHERE) rest = rest.replace(pattern, " ");
  return rest;
}
