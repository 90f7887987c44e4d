import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { type KnowledgeFactWords, type PhraseList, phrasesOfEvery } from "../../text/phrases/phrases";
import { foldForMatching, normalizeTypography, wordsPattern } from "../../text/text-folding";

// The prices an owner writes: "$14", "14 dollars", "$14.50", "$1,200", "€9", "9,50 €", "14 euros",
// ranges ("$35 to $60", "$150-$300", "between $80 and $120", "de 35 a 60 euros") and lowest prices
// ("from $35", "$35 and up"). The amount is the one written, to the cent: nothing is converted or
// rounded, and a number with no currency is a price only where the reader of a clause allows it.

/** A price written in the text, at [start, end) of it. */
export type PriceMention = {
  start: number;
  end: number;
  from: number;
  to: number | null;
  /** "from $35", "$35 and up": the lowest price, not the only one. */
  openEnded: boolean;
  /** A number with no currency ("pepperoni 16.50"), read as a price only where an item names it. */
  bare: boolean;
};

const everyWord = (list: (words: KnowledgeFactWords) => PhraseList) =>
  phrasesOfEvery(PHRASE_LANGUAGES, (language) => list(language.knowledgeFacts));

// "1,200.50", "1.200,50" is not read (a dot between thousands is rare in the owners' prices), "14,50".
const NUMBER = String.raw`(?<![\d.,])(?:\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?![\d])`;
const SYMBOL = String.raw`(?:us\$|mx\$|usd|eur|[$€£])`;
const CURRENCY_WORD = wordsPattern(everyWord((words) => words.currencyWords));
const WITH_CURRENCY = `(?:${SYMBOL}\\s?${NUMBER}|${NUMBER}\\s?(?:[$€£]|${CURRENCY_WORD}))`;
const RANGE_JOIN = `(?:\\s*[-–—]\\s*|\\s+${wordsPattern(everyWord((words) => words.rangeJoins))}\\s+)`;
const RANGE_LEAD = wordsPattern(everyWord((words) => words.rangeLeads));
const BETWEEN_LEAD = wordsPattern(everyWord((words) => words.betweenLeads));
const BETWEEN_JOIN = `\\s+${wordsPattern(everyWord((words) => words.betweenJoins))}\\s+`;
const OPEN_LEAD = wordsPattern(everyWord((words) => words.openPriceLeads));
const OPEN_TAIL = String.raw`(?:\+|\s+and up|\s+or more|\s+y mas|\s+o mas|\s+en adelante)`;

// Two ends joined by a dash or "to"; "and" joins them only after "between" ("$14 and $16" is two prices).
const rangeOf = (lead: string, join: string) =>
  `${lead}(?:${WITH_CURRENCY}${join}(?:${WITH_CURRENCY}|${NUMBER})|${NUMBER}${join}${WITH_CURRENCY})`;
const RANGE = new RegExp(
  `${rangeOf(`${BETWEEN_LEAD}\\s+`, BETWEEN_JOIN)}|${rangeOf(`(?:${RANGE_LEAD}\\s+)?`, RANGE_JOIN)}`,
  "gu",
);
const SINGLE = new RegExp(`(?:(${OPEN_LEAD})\\s+)?${WITH_CURRENCY}(${OPEN_TAIL})?`, "gu");
// "16.50": two decimals and no currency; never a time ("11.30 am") or a distance ("2.50 miles").
const BARE = new RegExp(
  `${NUMBER.replace(String.raw`(?:[.,]\d{1,2})?`, String.raw`\.\d{2}`)}(?!\\s?(?:am|pm|h|hrs?|hours?|horas?|miles?|millas?|km|%))`,
  "gu",
);
const NUMBER_IN = new RegExp(NUMBER, "gu");

/** "1,200.50" → 1200.5, "9,50" → 9.5. */
export function amountOf(written: string): number {
  const plain = /,\d{3}(?!\d)/.test(written) ? written.replaceAll(",", "") : written.replace(",", ".");
  return Number(plain);
}

function numbersIn(text: string): number[] {
  return [...text.matchAll(NUMBER_IN)].map((match) => amountOf(match[0]));
}

const overlaps = (mention: { start: number; end: number }, taken: readonly PriceMention[]) =>
  taken.some((other) => mention.start < other.end && other.start < mention.end);

/** Every price written in the text, in order. Positions are those of the text as given. */
export function findPrices(text: string): PriceMention[] {
  const folded = foldForMatching(normalizeTypography(text));
  const found: PriceMention[] = [];
  for (const match of folded.matchAll(RANGE)) {
    const [from, to] = numbersIn(match[0]);
    if (from === undefined || to === undefined || !(to > from)) continue;
    const mention = { start: match.index, end: match.index + match[0].length };
    if (!overlaps(mention, found)) found.push({ ...mention, from, to, openEnded: false, bare: false });
  }
  for (const match of folded.matchAll(SINGLE)) {
    const [amount] = numbersIn(match[0].slice(match[1]?.length ?? 0));
    if (amount === undefined) continue;
    const mention = { start: match.index, end: match.index + match[0].length };
    if (overlaps(mention, found)) continue;
    const openEnded = Boolean(match[1] || match[2]);
    found.push({ ...mention, from: amount, to: null, openEnded, bare: false });
  }
  for (const match of folded.matchAll(BARE)) {
    const mention = { start: match.index, end: match.index + match[0].length };
    if (!overlaps(mention, found))
      found.push({ ...mention, from: amountOf(match[0]), to: null, openEnded: false, bare: true });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Every number the text holds, as amounts: what a price taken from it may be. */
export function amountsIn(text: string): Set<number> {
  return new Set(numbersIn(foldForMatching(normalizeTypography(text))));
}
