import { detectLanguage } from "../../text/language";
import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { type EmergencyWords, type PhraseList, phrasesOfEvery } from "../../text/phrases/phrases";
import { capitalizeFirst, foldForMatching, normalizeTypography, wordsPattern } from "../../text/text-folding";
import { businessHoursOf, localTimeIn, openStatusAt } from "./business-hours";
import { caresForAnimals, type EmergencyKind, kindsNamed } from "./emergencies";
import { sentencesOf } from "./knowledge-text";
import { answerLine } from "./spoken-words";
import type { AgentProfile, SpokenLanguage } from "./types";

// What the owner's purpose says to do in an emergency ("For a dental emergency after hours, tell
// the caller to call Dr. Chen's emergency line at 617-555-0142"), turned into words for the caller
// ("Please call Dr. Chen's emergency line at 6 1 7, 5 5 5, 0 1 4 2."). The owner's own words are
// said when the caller speaks the purpose's language; otherwise the number to call, if it gives one.

export type OwnerInstruction = {
  /** What the caller hears, in the call's language. */
  say: string;
  /** The instruction is to call the local emergency number ("hang up and call 911"). */
  callsEmergencyNumber: boolean;
};

const every = (list: (words: EmergencyWords) => PhraseList) =>
  phrasesOfEvery(PHRASE_LANGUAGES, (language) => list(language.emergencies));
const pattern = (list: (words: EmergencyWords) => PhraseList) => new RegExp(wordsPattern(every(list)), "u");

const TOPIC = pattern((words) => words.purposeTopics);
const TELL_CUE = pattern((words) => words.purposeTellCues);
const SEND_CUE = pattern((words) => words.purposeSendCues);
// "Call…", not the "call" of "the on-call technician".
const DIRECT_VERB = new RegExp(`(?<!-)${wordsPattern(every((words) => words.purposeDirectVerbs))}`, "u");
const AFTER_HOURS = pattern((words) => words.purposeAfterHours);
const AGENT_TASK = new RegExp(`^${wordsPattern(every((words) => words.purposeAgentTasks))}`, "u");

// A number to call: seven digits or more, written with spaces, dashes, dots or brackets.
const PHONE_NUMBER = /\+?\d[\d\s().-]{5,}\d/;
const LOCAL_EMERGENCY_NUMBER = /(?<!\d)(?:911|999|112|000)(?!\d)/;

/** "617-555-0142" as the engine reads numbers: each digit, in the groups it was written in. */
export function numberForSpeech(number: string): string {
  return number
    .split(/[^\d+]+/)
    .filter(Boolean)
    .map((group) => group.replace("+", "").split("").join(" "))
    .join(", ");
}

const EVERY_PHONE_NUMBER = new RegExp(PHONE_NUMBER.source, "g");

export const withNumbersSpoken = (text: string) =>
  text.replace(EVERY_PHONE_NUMBER, (number) => numberForSpeech(number));

// What the owner writes of callers, as the one caller hears it said to them: "them" is "you", "llamen" is "llame".
const TO_THE_CALLER = new Map(
  every((words) => words.purposeToTheCaller).map((pair) => pair.split("=") as [string, string]),
);
const OWNERS_WORD = new RegExp(wordsPattern([...TO_THE_CALLER.keys()]), "giu");

type Clause = { text: string; statement: boolean };

/** The instruction's clauses after its cue: "shut off the valve and that our plumber will call back". */
function clausesOf(rest: string, imperative: boolean): Clause[] {
  return rest
    .replace(/\s+and\s+that\s+/gi, ", and that ")
    .replace(/\s+y\s+que\s+/gi, ", y que ")
    .split(/,\s+(?:and|y)\s+|;\s*/i)
    .map((clause) => clause.trim().replace(/[.:,]+$/, ""))
    .filter(Boolean)
    .map((clause) => {
      const that = /^(?:that|que)\s+/i.exec(clause);
      const text = clause.replace(/^(?:to|that|que)\s+/i, "");
      return { text, statement: that ? !/^que\s/i.test(clause) : !imperative };
    })
    .filter((clause) => !AGENT_TASK.test(foldForMatching(clause.text)));
}

function spokenClause(clause: Clause, language: SpokenLanguage): string {
  const text = withNumbersSpoken(
    clause.text.replace(OWNERS_WORD, (word) => TO_THE_CALLER.get(word.toLowerCase()) ?? word),
  );
  if (clause.statement) return `${capitalizeFirst(text)}.`;
  return answerLine(language, "pleaseDo", { instruction: text });
}

/** The words after the owner's cue, as clauses; undefined when the sentence gives the caller nothing to do. */
function instructionIn(sentence: string): Clause[] | undefined {
  const folded = foldForMatching(sentence);
  const tell = TELL_CUE.exec(folded);
  if (tell) {
    const cue = tell[0];
    const imperative = / to$|^have them$|que$/.test(cue);
    return clausesOf(sentence.slice(tell.index + cue.length), imperative);
  }
  const send = SEND_CUE.exec(folded);
  if (send) {
    const where = sentence
      .slice(send.index + send[0].length)
      .trim()
      .replace(/[.:,]+$/, "");
    const verb = PHONE_NUMBER.test(where) || LOCAL_EMERGENCY_NUMBER.test(where) ? "call" : "go to";
    return [{ text: `${verb} ${where}`, statement: false }];
  }
  const direct = DIRECT_VERB.exec(folded);
  if (direct) return clausesOf(sentence.slice(direct.index), true);
  return undefined;
}

/**
 * What one sentence of the purpose tells the caller to do ("Towing: give the caller Dale's Towing at
 * 313-555-0177"), said to them ("Please call Dale's Towing at 3 1 3, …"); undefined when it tells
 * them nothing, or is written in another language than the call's.
 */
export function instructionInSentence(
  sentence: string,
  agent: Pick<AgentProfile, "agentPurpose">,
  language: SpokenLanguage,
): string | undefined {
  const written = normalizeTypography(sentence).replace(/[.!?…\s]+$/, "");
  // Only what the owner says to tell or give the caller: "Take messages for…" is the agent's own task.
  const folded = foldForMatching(written);
  if (!TELL_CUE.test(folded) && !SEND_CUE.test(folded)) return undefined;
  const clauses = instructionIn(written);
  if (!clauses || clauses.length === 0) return undefined;
  if ((detectLanguage(agent.agentPurpose) ?? "english") !== language) return undefined;
  return clauses.map((clause) => spokenClause(clause, language)).join(" ");
}

/** The purpose's sentences, each part of one cut at a semicolon: an instruction is one of them. */
function instructionSentences(purpose: string): string[] {
  return sentencesOf(normalizeTypography(purpose))
    .flatMap((sentence) => sentence.split(/;\s*/))
    .map((sentence) => sentence.replace(/[.!?…\s]+$/, ""))
    .filter(Boolean);
}

/** While the business is open an "after hours" instruction does not hold; unknown hours never rule it out. */
function closedNow(agent: AgentProfile, now: Date): boolean {
  const status = openStatusAt(businessHoursOf(agent), localTimeIn(agent.timezone, now)).kind;
  return status !== "open" && status !== "always-open";
}

/**
 * What the owner's purpose tells an emergency caller to do, in the call's language; undefined when
 * it says nothing that holds now.
 */
export function ownerInstruction(
  agent: AgentProfile,
  now: Date,
  language: SpokenLanguage,
  kind: EmergencyKind,
): OwnerInstruction | undefined {
  const aboutPets = caresForAnimals(agent.businessName, agent.agentPurpose);
  for (const sentence of instructionSentences(agent.agentPurpose)) {
    const folded = foldForMatching(sentence);
    const named = kindsNamed(sentence, agent.businessCategory, aboutPets);
    // "For chest pain or trouble breathing, …" holds for those; "in an emergency, …" for any.
    if (!TOPIC.test(folded) && !named.has(kind)) continue;
    const clauses = instructionIn(sentence);
    if (!clauses || clauses.length === 0) continue;
    if (AFTER_HOURS.test(folded) && !closedNow(agent, now)) continue;
    const ownerLanguage = detectLanguage(agent.agentPurpose) ?? "english";
    const written = clauses.map((clause) => clause.text).join(" ");
    const callsEmergencyNumber = LOCAL_EMERGENCY_NUMBER.test(written);
    if (ownerLanguage === language) {
      const say = clauses.map((clause) => spokenClause(clause, language)).join(" ");
      return { say, callsEmergencyNumber };
    }
    // In the other language the owner's words cannot be said; the number they give can (the local
    // emergency number is the agent's own advice already).
    const number = written.match(PHONE_NUMBER)?.[0];
    if (!number) continue;
    const say = answerLine(language, "ownersNumber", {
      business: agent.businessName,
      number: numberForSpeech(number),
    });
    return { say, callsEmergencyNumber: false };
  }
  return undefined;
}
