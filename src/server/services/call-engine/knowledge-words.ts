import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import {
  type KnowledgeQuestionWords,
  type PhraseList,
  phrases,
  phrasesOfEvery,
} from "../../text/phrases/phrases";
import { foldForMatching, wordsPattern } from "../../text/text-folding";
import { sentencesOf } from "./knowledge-text";

// The words a caller's question is about, and whether a fact or passage speaks of the same thing:
// "how much are braces?" is about braces, and "Orthodontic braces" speaks of them; "gluten-free
// pizza" is not all in "Margherita pizza". Words are compared by their start, so "park" finds
// "parking" and "pasteles" finds "pastel", whatever the language.

const listOf = (list: (words: KnowledgeQuestionWords) => PhraseList) =>
  phrasesOfEvery(PHRASE_LANGUAGES, (language) => list(language.knowledgeQuestions));
const pattern = (list: (words: KnowledgeQuestionWords) => PhraseList) =>
  new RegExp(wordsPattern(listOf(list)), "u");

export const KNOWLEDGE_PATTERNS = {
  askingAbout: pattern((words) => words.askingAbout),
  requestStart: new RegExp(`^¿?${wordsPattern(listOf((words) => words.requestStarts))}`, "u"),
  questionStart: new RegExp(`^¿?${wordsPattern(listOf((words) => words.questionStarts))}`, "u"),
  price: pattern((words) => words.price),
  duration: pattern((words) => words.duration),
  directions: pattern((words) => words.directions),
  yesNoStart: new RegExp(
    `(?:^|[,.!?¿¡]\\s*|(?<![\\p{L}])(?:and|so|also|y|tambien|${listOf((words) => words.yesNoLeads).join("|")}) )¿?${wordsPattern(listOf((words) => words.yesNoStarts))}`,
    "u",
  ),
  purposeTask: new RegExp(`^${wordsPattern(listOf((words) => words.purposeTasks))}`, "u"),
  aboutTheCall: pattern((words) => words.aboutTheCall),
  negation: pattern((words) => words.negations),
  notice: pattern((words) => words.notice),
  listJoin: pattern((words) => words.listJoins),
  narrowing: pattern((words) => words.narrowing),
};

const OBJECT_END = new RegExp(`[?.!;,]|${wordsPattern(listOf((words) => words.objectEnds))}`, "u");
const SAME_CHARGES = PHRASE_LANGUAGES.flatMap((language) =>
  Object.values(language.knowledgeQuestions.sameCharges).map((group) => {
    const names = phrases(...group);
    return { pattern: new RegExp(wordsPattern(names), "u"), names };
  }),
);

/**
 * A price question with the other names of the charge it asks about: what they charge "just to come
 * out" is the "call-out fee". Only a price: "do you come out to Berkeley?" asks of no fee.
 */
export function withOtherNamesOfCharge(text: string): string {
  const folded = foldForMatching(text);
  if (!KNOWLEDGE_PATTERNS.price.test(folded)) return text;
  const others = SAME_CHARGES.filter(({ pattern }) => pattern.test(folded)).flatMap(({ names }) => names);
  return others.length === 0 ? text : `${text} ${others.join(", ")}`;
}

const TOPICLESS = new Set(listOf((words) => words.topicless));

// A word's key: without a plural "s", at most 8 letters ("cleaning" and "cleanings" are one word).
const KEY_LETTERS = 8;
function keyOf(word: string): string {
  const singular = word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
  return singular.slice(0, KEY_LETTERS);
}

// One thing in every language, by one key: "catering", "banquetes" and "comida para eventos".
const THING_OF = new Map(
  PHRASE_LANGUAGES.flatMap((language) =>
    Object.entries(language.knowledgeQuestions.sameThings).flatMap(([thing, names]) =>
      phrases(...names).map((name) => [name, thing.toLowerCase()] as const),
    ),
  ),
);
const SAME_THING = new RegExp(wordsPattern([...THING_OF.keys()]), "gu");
/** Folded words with each thing of `sameThings` said by its own key, whatever the language. */
export const byThingKeys = (folded: string) =>
  folded.replace(SAME_THING, (name) => THING_OF.get(name) ?? name);

/** The words of a text that say what it is about, as keys, each once; a thing of `sameThings` by its own key. */
export function topicKeys(text: string): string[] {
  const words = byThingKeys(foldForMatching(text))
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter((word) => word.length >= 2 && !TOPICLESS.has(word) && !/^\d/.test(word));
  return [...new Set(words.map(keyOf))];
}

// A short word matches a longer one only with an ending ("pay" and "payment", "park" and
// "parking"), not as any start ("car" is not "carpet").
const ENDINGS = new Set(["e", "es", "ed", "ing", "ment", "er", "ers", "s"]);
const PREFIX_ANY_ENDING = 5;

// "Reserve" and "reservations", "install" and "installation": one stem, however each word ends.
const SHARED_STEM = 6;

export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length >= SHARED_STEM && b.startsWith(a.slice(0, SHARED_STEM))) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 3 || !long.startsWith(short)) return false;
  return short.length >= PREFIX_ANY_ENDING || ENDINGS.has(long.slice(short.length));
}

/** The caller's keys that the text speaks of. */
export function keysCovered(callerKeys: readonly string[], text: string): string[] {
  const textKeys = topicKeys(text);
  return callerKeys.filter((key) => textKeys.some((other) => sameWord(key, other)));
}

/**
 * The thing a yes-or-no question asks about: the words after "do you have" up to the end of that
 * clause ("do you do gluten-free pizza? and how much…" asks about "gluten-free pizza").
 */
export function yesNoObject(folded: string): string | undefined {
  const start = KNOWLEDGE_PATTERNS.yesNoStart.exec(folded);
  if (!start) return undefined;
  const rest = folded.slice(start.index + start[0].length);
  return rest.split(OBJECT_END)[0]?.trim() || undefined;
}

/**
 * The sentences of the caller's words that ask: "Hi there, how much is a cleaning? I haven't been
 * in a while." asks about a cleaning. All of them when none asks.
 */
export function questionSentences(text: string): string {
  const sentences = sentencesOf(text);
  const asking = sentences.filter((sentence) => {
    const folded = foldForMatching(sentence);
    return (
      sentence.includes("?") ||
      KNOWLEDGE_PATTERNS.askingAbout.test(folded) ||
      KNOWLEDGE_PATTERNS.price.test(folded) ||
      KNOWLEDGE_PATTERNS.questionStart.test(folded)
    );
  });
  return (asking.length > 0 ? asking : sentences).join(" ");
}

/** Words that ask what a business does to a thing rather than name the thing: "handle", "arreglan". */
export const SERVICE_VERBS: ReadonlySet<string> = new Set(
  listOf((words) => words.serviceVerbs).map((word) => topicKeys(word)[0] ?? word),
);
