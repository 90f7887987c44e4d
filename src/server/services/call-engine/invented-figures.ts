import { emergencyNumbersOf } from "../../../shared/catalog/phone-numbers";
import { foldForMatching } from "../../text/text-folding";
import { FIGURE_UNIT_WORDS, NUMBER_WORDS, numberWordsAsDigits } from "./number-words";
import type { AgentProfile, KnowledgeMatch } from "./types";

// The agent never invents a figure: a price, a percentage, a duration or a phone number it says
// must be one the business gave it (its configuration, its facts and documents) or the caller
// said. This reads the figures a reply states and says which of them no source supports. Times of
// day, dates and counts ("a table for 4") are not figures here: the engine works them out itself.

export type FigureKind = "money" | "percent" | "duration" | "phone";

/**
 * A figure as said, and its value: money in cents, a percentage, a duration in minutes, a phone
 * number as its digits. `count` is the number said with a duration's unit ("2" of "2 hours").
 */
export type Figure = { kind: FigureKind; said: string; value: number | string; count?: number };

/** What a reply's figures may come from: the figures these texts state, and every number in them. */
export type FigureSources = {
  figures: readonly Figure[];
  numbers: ReadonlySet<number>;
};

// A number as written: "1,200", "14.50", "14,50", "12,345.67"; a group of three after a separator
// is thousands, one or two digits are decimals.
const NUM = String.raw`\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,2})?(?![.,]?\d)`;
const RANGE = String.raw`\s*(?:-|–|—|to|a|and|y|or|o|hasta)\s*`;
const SYMBOL_BEFORE = String.raw`us\$|\$|€|£|usd\s?|eur\s?|gbp\s?|mxn\s?`;
const SYMBOL_AFTER = String.raw`€|\$|£|usd|eur|gbp|mxn`;
const CURRENCY_WORD = String.raw`dollars?|bucks|dólares|dolares|dólar|dolar|euros?|pounds?|pesos?`;
const CENTS_WORD = String.raw`cents?|centavos?|céntimos?|centimos?`;
const PERCENT_WORD = String.raw`%|\s?percent|\s?per cent|\s?por ciento`;
const DURATION_UNIT = String.raw`minutes?|mins?|hours?|hrs?|days?|weeks?|minutos?|horas?|días?|dias?|semanas?`;
// "24 hours a day", "7 days a week", "8 horas al día", "24 horas del día", "7 días de la semana":
// how often, not how long.
const HOW_OFTEN = String.raw`(?!\s+(?:a|per|al|por|a la|del|de la)\s+(?:day|week|día|dia|semana)\b)`;

const FIGURE = new RegExp(
  [
    // $14, €9.50, $80–120, $80 to $120
    String.raw`(?<moneyBefore>(?:${SYMBOL_BEFORE})\s?(?<mb1>${NUM})(?:${RANGE}(?:${SYMBOL_BEFORE})?\s?(?<mb2>${NUM}))?)`,
    // 14 dollars, 14,50 €, 80 to 120 dollars, 14 dollars and 50 cents, 50 cents
    String.raw`(?<moneyAfter>(?<ma1>${NUM})(?:${RANGE}(?<ma2>${NUM}))?\s?(?:(?<currency>${SYMBOL_AFTER}|${CURRENCY_WORD})(?:\s+(?:and|con|y)\s+(?<cents>\d{1,2})\s+(?:${CENTS_WORD}))?|(?<centsOnly>${CENTS_WORD}))(?!\p{L}))`,
    String.raw`(?<percent>(?<p1>${NUM})(?:${RANGE}(?<p2>${NUM}))?(?:${PERCENT_WORD})(?!\p{L}))`,
    String.raw`(?<halfHour>half an? hour|media hora)`,
    String.raw`(?<hourAndHalf>(?:an? |one |1 |una |1 )?(?:hour and a half|hora y media))`,
    String.raw`(?<oneHour>(?:an|one|1) hour|una hora|1 hora)(?![\p{L}])${HOW_OFTEN}`,
    String.raw`(?<duration>(?<d1>${NUM})(?:${RANGE}(?<d2>${NUM}))?\s?(?<unit>${DURATION_UNIT})(?!\p{L})${HOW_OFTEN})`,
    // A phone number: 7 to 15 digits, in groups ("617-555-0142", "6 1 7, 5 5 5, 0 1 4 2", "+1 (617) 555 0142").
    String.raw`(?<phone>\+?\(?\d(?:[\s().,-]{0,3}\d){6,})`,
  ].join("|"),
  "giu",
);

const MINUTES_PER: ReadonlyArray<[RegExp, number]> = [
  [/^(minutes?|mins?|minutos?)$/, 1],
  [/^(hours?|hrs?|horas?)$/, 60],
  [/^(days?|días?|dias?)$/, 1440],
  [/^(weeks?|semanas?)$/, 10080],
];

/** "1,200" → 1200, "14,50" → 14.5, "12.345,67" → 12345.67. */
export function numberValue(written: string): number {
  const decimals = /[.,](\d{1,2})$/.exec(written);
  const whole = (decimals ? written.slice(0, decimals.index) : written).replace(/[.,]/g, "");
  return Number(decimals ? `${whole}.${decimals[1]}` : whole);
}

const cents = (amount: number) => Math.round(amount * 100);
const digitsOf = (text: string) => text.replace(/\D/g, "");

/** Every figure a text states, in the order said. */
export function figuresIn(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of numberWordsAsDigits(text).matchAll(FIGURE)) {
    const group = match.groups ?? {};
    const said = match[0].trim();
    const amounts = (first?: string, second?: string) => {
      const values = [first, second].flatMap((written) => (written ? [numberValue(written)] : []));
      // "$14 and 2 hours" is not a range: a range goes up.
      return values.length === 2 && values[1]! <= values[0]! ? values.slice(0, 1) : values;
    };
    if (group.moneyBefore) {
      for (const amount of amounts(group.mb1, group.mb2))
        figures.push({ kind: "money", said, value: cents(amount) });
    } else if (group.moneyAfter) {
      const divisor = group.centsOnly ? 100 : 1;
      const extra = group.cents ? Number(group.cents) / 100 : 0;
      for (const amount of amounts(group.ma1, group.ma2)) {
        figures.push({ kind: "money", said, value: cents(amount / divisor + extra) });
      }
    } else if (group.percent) {
      for (const amount of amounts(group.p1, group.p2))
        figures.push({ kind: "percent", said, value: amount });
    } else if (group.halfHour) {
      figures.push({ kind: "duration", said, value: 30 });
    } else if (group.hourAndHalf) {
      figures.push({ kind: "duration", said, value: 90 });
    } else if (group.oneHour) {
      figures.push({ kind: "duration", said, value: 60, count: 1 });
    } else if (group.duration) {
      const unit = group.unit!.toLowerCase();
      const perUnit = MINUTES_PER.find(([pattern]) => pattern.test(unit))?.[1] ?? 1;
      for (const count of amounts(group.d1, group.d2)) {
        figures.push({ kind: "duration", said, value: count * perUnit, count });
      }
    } else if (group.phone) {
      const digits = digitsOf(said);
      if (digits.length >= 7 && digits.length <= 15) figures.push({ kind: "phone", said, value: digits });
    }
  }
  return figures;
}

// "10:00", "9 am", "5 p.m.": times of day, which support no figure.
const TIME_OF_DAY = /\b\d{1,2}(?::\d{2})?\s*(?:[ap]\.?\s?m\b\.?)|\b\d{1,2}:\d{2}\b/gi;

const EVERY_NUMBER = new RegExp(NUM, "g");

/** Every number a text states besides times of day, figure or not ("Suite 2", "haircut 25"). */
function numbersIn(text: string): number[] {
  const numbers = numberWordsAsDigits(text).replace(TIME_OF_DAY, " ");
  return (numbers.match(EVERY_NUMBER) ?? []).map(numberValue);
}

/** The figures a structured fact gives (its price and duration), beside those its words state. */
function factFigures(match: KnowledgeMatch): { figures: Figure[]; texts: string[] } {
  if (match.source === "passage") return { figures: [], texts: [match.text] };
  const { fact } = match;
  const figures: Figure[] = [];
  const texts: string[] = [];
  for (const [key, value] of Object.entries(fact))
    if (key !== "id" && typeof value === "string") texts.push(value);
  if (fact.kind === "service") {
    for (const amount of [fact.price?.from, fact.price?.to]) {
      if (typeof amount === "number")
        figures.push({ kind: "money", said: String(amount), value: cents(amount) });
    }
    if (fact.durationMinutes !== null) {
      figures.push({ kind: "duration", said: `${fact.durationMinutes}`, value: fact.durationMinutes });
    }
  }
  return { figures, texts };
}

/** What the agent may say figures from, in one call's turn. */
export type SourceMaterial = {
  agent: AgentProfile;
  /** The agent's knowledge this turn found: the matches before it and any the model looked up. */
  knowledge: readonly KnowledgeMatch[];
  /** Everything the caller said in the call so far, this turn's words included. */
  callerWords: readonly string[];
  /** The numbers the call itself gave: the one the caller calls from, a call-back number read back. */
  callNumbers: readonly string[];
};

export function figureSources({ agent, knowledge, callerWords, callNumbers }: SourceMaterial): FigureSources {
  const figures: Figure[] = [];
  // The owner's words and people; the opening hours as data are times of day, which are no figure's source.
  const texts: string[] = [
    ...Object.values(agent).flatMap((value) => (typeof value === "string" ? [value] : [])),
    ...agent.transferTargets.flatMap(({ label, number, rule }) => [label, number, rule]),
    ...callerWords,
  ];
  for (const match of knowledge) {
    const fromFact = factFigures(match);
    figures.push(...fromFact.figures);
    texts.push(...fromFact.texts);
  }
  for (const number of [...callNumbers, ...emergencyNumbersOf(agent.selectedCountry)]) {
    const digits = digitsOf(number);
    if (digits) figures.push({ kind: "phone", said: number, value: digits });
  }
  const numbers = new Set<number>();
  for (const text of texts) {
    const read = readFigures(text);
    figures.push(...read.figures);
    for (const number of read.numbers) numbers.add(number);
  }
  return { figures, numbers };
}

// A turn's sources are mostly what earlier turns read too (the owner's words, the caller's last
// words, the facts found again), and reading a text's figures is most of a reply check's time, so
// each text is read once while it is among the most recent few thousand.
const TEXTS_REMEMBERED = 2000;
const figuresOfText = new Map<string, { figures: readonly Figure[]; numbers: readonly number[] }>();

function readFigures(text: string): { figures: readonly Figure[]; numbers: readonly number[] } {
  const known = figuresOfText.get(text);
  if (known) return known;
  const read = { figures: figuresIn(text), numbers: numbersIn(text) };
  if (figuresOfText.size >= TEXTS_REMEMBERED) {
    const oldest = figuresOfText.keys().next().value;
    if (oldest !== undefined) figuresOfText.delete(oldest);
  }
  figuresOfText.set(text, read);
  return read;
}

/** The same phone number, with or without its country code or trunk prefix. */
function samePhone(a: string, b: string): boolean {
  if (a === b) return true;
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.length >= 7 && longer.endsWith(shorter.replace(/^0/, ""));
}

function supported(figure: Figure, sources: FigureSources): boolean {
  if (figure.kind === "phone") {
    // An emergency number (911, 112) is shorter than any figure read as a phone number.
    return sources.figures.some(
      (source) => source.kind === "phone" && samePhone(String(source.value), String(figure.value)),
    );
  }
  if (sources.figures.some((source) => source.kind === figure.kind && source.value === figure.value))
    return true;
  // A number the sources state without its unit ("haircut 25", the caller's "is it 50?") is the same number.
  const number =
    figure.kind === "money" ? Number(figure.value) / 100 : (figure.count ?? Number(figure.value));
  return sources.numbers.has(number);
}

/** The figures a reply states that none of the sources supports; empty when the reply may be said. */
export function unsupportedFigures(reply: string, sources: FigureSources): Figure[] {
  return figuresIn(reply).filter((figure) => !supported(figure, sources));
}

const ALL_FIGURE_WORDS: readonly string[] = [...FIGURE_UNIT_WORDS, ...NUMBER_WORDS];
const lettersOf = (word: string) => foldForMatching(word).replace(/[^\p{L}]/gu, "");
const hasFigureMark = (word: string) => /[\d$€£%+]/.test(word);

/**
 * Whether a word may be part of a figure ("$14", "fourteen", "dollars", "hours", "617-555"): the
 * words of a reply before the first such word can be spoken before the sentence is checked.
 */
export function mayBeFigure(word: string): boolean {
  return hasFigureMark(word) || ALL_FIGURE_WORDS.includes(lettersOf(word));
}

/** Whether a word still arriving ("fif", "dol") may become part of a figure; "deli" or "deliver." may not. */
export function mayBecomeFigure(start: string): boolean {
  const letters = lettersOf(start);
  if (hasFigureMark(start)) return true;
  // A word that ends in punctuation is complete.
  if (/[.,;:!?…]$/.test(start)) return ALL_FIGURE_WORDS.includes(letters);
  return letters !== "" && ALL_FIGURE_WORDS.some((word) => word.startsWith(letters));
}
