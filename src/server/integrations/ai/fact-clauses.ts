import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { type KnowledgeFactWords, type PhraseList, phrasesOfEvery } from "../../text/phrases/phrases";
import { wordsPattern } from "../../text/text-folding";
import type { OwnerText } from "./business-facts";
import { findPrices, type PriceMention } from "./money-amounts";

// An owner's message cut into the pieces that each state one fact: sentences, then clauses at
// commas and semicolons, then one clause per price where a clause lists several ("margherita is $14
// and pepperoni $16"). Every piece is a span of the message, so a fact keeps the owner's own words.

/** [start, end) of the owner's message. */
export type Span = { start: number; end: number };
export type Sentence = Span & { question: boolean };
/** A clause and the price written in it, if any. */
export type Clause = Span & { price?: PriceMention };

/** One list of the words around the facts owners give, in every language. */
export const everyKnowledgeWord = (list: (words: KnowledgeFactWords) => PhraseList) =>
  phrasesOfEvery(PHRASE_LANGUAGES, (language) => list(language.knowledgeFacts));

/** A pattern that matches any of the phrases at the start of folded text, and the spaces after. */
export const leadingPattern = (phrases: readonly string[]) =>
  new RegExp(`^\\s*${wordsPattern(phrases)}\\s*`, "u");

// A full stop after these is not the end of a sentence: "Dr. Patel", "12 Main St. Suite 4".
const ABBREVIATIONS = new Set(
  "dr dra mr mrs ms sr sra srta st ave blvd rd no nr lic prof jr approx min mins hr hrs etc vs ste apt av".split(
    " ",
  ),
);

const BULLET = /^\s*(?:[-*•·]|\d{1,2}[.)])\s+/u;

export function spanText(text: OwnerText, span: Span): string {
  return text.original.slice(span.start, span.end);
}

/** The span without the spaces, commas and full stops around it. */
export function trimSpan(text: OwnerText, { start, end }: Span): Span {
  let from = start;
  let to = end;
  while (from < to && /[\s,;.!?:]/u.test(text.original.charAt(from))) from++;
  while (to > from && /[\s,;.!?]/u.test(text.original.charAt(to - 1))) to--;
  return { start: from, end: to };
}

/** The span without the leading words a pattern matches ("and", "also"). */
export function withoutLead(text: OwnerText, span: Span, lead: RegExp): Span {
  const match = lead.exec(text.folded.slice(span.start, span.end));
  return match ? { start: span.start + match[0].length, end: span.end } : span;
}

/** The sentences of the message: cut at . ! ? and new lines, not after an abbreviation or an initial. */
export function sentencesOf(text: OwnerText): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  const ends = /[.!?]+(?=\s|$)|\n/gu;
  for (const end of text.original.matchAll(ends)) {
    const before = /(\p{L}+)$/u.exec(text.folded.slice(start, end.index))?.[1] ?? "";
    if (end[0] === "." && (ABBREVIATIONS.has(before) || before.length === 1)) continue;
    push(start, end.index + end[0].length, end[0].includes("?"));
    start = end.index + end[0].length;
  }
  push(start, text.original.length, false);
  return sentences;

  function push(from: number, to: number, question: boolean) {
    const bullet = BULLET.exec(text.original.slice(from, to));
    const span = trimSpan(text, { start: from + (bullet?.[0].length ?? 0), end: to });
    if (span.end > span.start) sentences.push({ ...span, question });
  }
}

/**
 * The clauses of a sentence: cut at a comma or semicolon before a space (never inside "$1,200"),
 * and after each price when the piece names several.
 */
export function clausesOf(text: OwnerText, sentence: Span): Clause[] {
  const clauses: Clause[] = [];
  let start = sentence.start;
  const cuts = /[,;]\s+|\s+[—–]\s+/gu;
  const inside = text.original.slice(sentence.start, sentence.end);
  for (const cut of [...inside.matchAll(cuts), null]) {
    const end = cut ? sentence.start + cut.index : sentence.end;
    clauses.push(...byPrice(text, { start, end }));
    if (cut) start = end + cut[0].length;
  }
  return clauses.filter((clause) => clause.end > clause.start);
}

function byPrice(text: OwnerText, piece: Span): Clause[] {
  const prices = findPrices(spanText(text, piece)).map((price) => ({
    ...price,
    start: price.start + piece.start,
    end: price.end + piece.start,
  }));
  if (prices.length === 0) return [trimSpan(text, piece)];
  return prices.map((price, index) => {
    const next = prices[index + 1];
    const span = trimSpan(text, {
      start: index === 0 ? piece.start : (prices[index - 1]?.end ?? piece.start),
      end: next ? price.end : piece.end,
    });
    return { ...span, price };
  });
}
