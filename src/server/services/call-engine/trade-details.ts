import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { type PhraseList, phrasesOfEvery, type TradeWords } from "../../text/phrases/phrases";
import { wordsPattern } from "../../text/text-folding";
import { cueFinder, type FoundDetail, firstOf, keywordFinder, patternFinder } from "./caller-details";
import type { Utterance } from "./caller-intents";
import { startsWithWeekday, whereDayOrTimeStarts } from "./day-and-time";

// Keywords of each trade, and the cues before a detail ("do you have …"), in every language.
const every = (list: (words: TradeWords) => PhraseList) =>
  phrasesOfEvery(PHRASE_LANGUAGES, (language) => list(language.tradeWords));

export const MEDICAL_REASONS = keywordFinder(every((words) => words.medicalReasons));
// "a 2015 Honda Civic", "my Corsa": a make with the word after it (not "for", "to"…), or a model alone.
const AFTER_MAKE_NOT =
  /(?!(?:for|to|on|at|and|with|that|which|is|it|needs|need|para|con|que|y|en|el|la|a|the|in)(?![\p{L}\d]))/u;
export const VEHICLE = patternFinder(
  new RegExp(
    `(?<![\\p{L}\\d])(?:(?:19|20)\\d{2} )?(?:${wordsPattern(every((words) => words.carMakes))}(?: ${AFTER_MAKE_NOT.source}[\\p{L}\\d-]+)?|${wordsPattern(every((words) => words.carModels))})(?![\\p{L}\\d])`,
    "u",
  ),
);
export const CAR_SERVICES = keywordFinder(every((words) => words.carServices));
export const LEGAL_MATTERS = keywordFinder(every((words) => words.legalMatters));
export const PROPERTY = cueFinder(
  every((words) => words.propertyCues),
  {
    keepCue: true,
    // "the house on Maple Street this Saturday at 11": the property ends where the day begins.
    valueEnd: whereDayOrTimeStarts,
  },
);
export const BEAUTY_SERVICES = keywordFinder(every((words) => words.beautyServices));
export const FITNESS_CLASS_WORDS = every((words) => words.fitnessClasses);
export const FITNESS_CLASSES = keywordFinder(FITNESS_CLASS_WORDS);
export const MEMBERSHIP_TYPES = keywordFinder(
  every((words) => words.membershipTypes),
  // "the monthly one" is the monthly membership: the type alone is read back.
  { withDeterminer: false },
);
export const PROGRAMS = keywordFinder(every((words) => words.programs));
export const PRODUCT = cueFinder(every((words) => words.productCues));
export const FINANCE_SERVICES = keywordFinder(every((words) => words.financeServices));
export const TECH_NEEDS = firstOf(
  cueFinder(every((words) => words.techProblemCues)),
  keywordFinder(every((words) => words.techThings)),
);
export const BUILDING_JOBS = keywordFinder(every((words) => words.buildingJobs));
export const ADDRESS = patternFinder(
  /(?<![\p{L}\d])(?:\d{1,5} [\p{L}'. ]{2,30}? (?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|court|ct|way|place|pl|terrace|parkway)|(?:calle|avenida|av|paseo|camino) [\p{L}\d'. ]{2,30}?(?: \d{1,5})?)(?![\p{L}])/u,
);
export const DESTINATION = cueFinder(
  every((words) => words.destinationCues),
  {
    valueEnd:
      /\s(?:in|on|for|next|this|with|from|at|around|en|el|para|con|desde|la|este|esta|a finales|a principios)(?![\p{L}])/u,
  },
);
export const CONSULTING_TOPICS = keywordFinder(every((words) => words.consultingTopics));
// "un pastel de tres leches para el sábado": the items end where the pickup day begins.
export const ORDER_ITEMS = cueFinder(
  every((words) => words.orderItemCues),
  { valueEnd: whereDayOrTimeStarts },
);
export const GENERAL_REQUEST = cueFinder(every((words) => words.generalRequestCues));

const STAFF_CUE = new RegExp(
  `${wordsPattern(every((words) => words.staffCues))}\\s+((?:${wordsPattern(every((words) => words.staffTitles))}\\.?\\s+)?)`,
  "gu",
);
// Up to two capitalised words, as a name is written: "Tanya", "Dr. Patel", "la doctora Ruiz Soto".
const WRITTEN_NAME = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?/u;

/**
 * The person a caller asks to see ("with Tanya", "see Dr. Patel", "con la doctora Ruiz"): a name
 * written capitalised after the cue, its title kept; a day ("with Friday off") is no one.
 */
export function personAskedFor(utterance: Utterance): FoundDetail | undefined {
  for (const match of utterance.folded.matchAll(STAFF_CUE)) {
    const titleStart = match.index + match[0].length - (match[1] ?? "").length;
    const name = WRITTEN_NAME.exec(utterance.original.slice(match.index + match[0].length))?.[0];
    if (!name || startsWithWeekday(name, "english") || startsWithWeekday(name, "spanish")) continue;
    const span = { start: titleStart, end: match.index + match[0].length + name.length };
    return { value: utterance.original.slice(span.start, span.end), spans: [span] };
  }
  return undefined;
}
