// Numbers said in words ("twenty-five", "catorce", "ciento veinte", "two thousand"), written as
// digits so a reply's figures read the same however they were said. Digits said one by one (a
// phone number: "five five five, zero one four two") stay separate numbers.

/** What a number word does to the number being read. */
type Part =
  | { kind: "unit" | "teen" | "tens" | "hundreds"; value: number }
  | { kind: "hundred" }
  | { kind: "thousand" };

const unit = (value: number): Part => ({ kind: "unit", value });
const teen = (value: number): Part => ({ kind: "teen", value });
const tens = (value: number): Part => ({ kind: "tens", value });
const hundreds = (value: number): Part => ({ kind: "hundreds", value });

const ENGLISH: Record<string, Part> = {
  zero: unit(0),
  two: unit(2),
  three: unit(3),
  four: unit(4),
  five: unit(5),
  six: unit(6),
  seven: unit(7),
  eight: unit(8),
  nine: unit(9),
  ten: teen(10),
  eleven: teen(11),
  twelve: teen(12),
  thirteen: teen(13),
  fourteen: teen(14),
  fifteen: teen(15),
  sixteen: teen(16),
  seventeen: teen(17),
  eighteen: teen(18),
  nineteen: teen(19),
  twenty: tens(20),
  thirty: tens(30),
  forty: tens(40),
  fifty: tens(50),
  sixty: tens(60),
  seventy: tens(70),
  eighty: tens(80),
  ninety: tens(90),
  hundred: { kind: "hundred" },
  thousand: { kind: "thousand" },
};

const SPANISH: Record<string, Part> = {
  cero: unit(0),
  dos: unit(2),
  tres: unit(3),
  cuatro: unit(4),
  cinco: unit(5),
  seis: unit(6),
  siete: unit(7),
  ocho: unit(8),
  nueve: unit(9),
  diez: teen(10),
  once: teen(11),
  doce: teen(12),
  trece: teen(13),
  catorce: teen(14),
  quince: teen(15),
  dieciséis: teen(16),
  dieciseis: teen(16),
  diecisiete: teen(17),
  dieciocho: teen(18),
  diecinueve: teen(19),
  veinte: tens(20),
  veintiuno: teen(21),
  veintiún: teen(21),
  veintiun: teen(21),
  veintiuna: teen(21),
  veintidós: teen(22),
  veintidos: teen(22),
  veintitrés: teen(23),
  veintitres: teen(23),
  veinticuatro: teen(24),
  veinticinco: teen(25),
  veintiséis: teen(26),
  veintiseis: teen(26),
  veintisiete: teen(27),
  veintiocho: teen(28),
  veintinueve: teen(29),
  treinta: tens(30),
  cuarenta: tens(40),
  cincuenta: tens(50),
  sesenta: tens(60),
  setenta: tens(70),
  ochenta: tens(80),
  noventa: tens(90),
  cien: hundreds(100),
  ciento: hundreds(100),
  doscientos: hundreds(200),
  doscientas: hundreds(200),
  trescientos: hundreds(300),
  trescientas: hundreds(300),
  cuatrocientos: hundreds(400),
  cuatrocientas: hundreds(400),
  quinientos: hundreds(500),
  quinientas: hundreds(500),
  seiscientos: hundreds(600),
  seiscientas: hundreds(600),
  setecientos: hundreds(700),
  setecientas: hundreds(700),
  ochocientos: hundreds(800),
  ochocientas: hundreds(800),
  novecientos: hundreds(900),
  novecientas: hundreds(900),
  mil: { kind: "thousand" },
};

// "One" (uno, un, una) is a number only before what it counts: "one hundred", "one dollar"; "no
// one", "one moment" and "un momento" are not figures.
const ONE_WORDS = new Set(["one", "uno", "un", "una"]);
const COUNTED_AFTER_ONE =
  /^(hundred|thousand|dollars?|euros?|pounds?|percent|hour|hours|mil|dólar|dólares|dolar|dolares|peso|pesos|hora|horas|por)$/;

const WORDS: ReadonlyMap<string, Part> = new Map([...Object.entries(ENGLISH), ...Object.entries(SPANISH)]);

/** The words that may be part of a number said in words (for holding a reply's words before they are checked). */
export const NUMBER_WORDS: ReadonlySet<string> = new Set([...WORDS.keys(), ...ONE_WORDS, "half", "media"]);

/** What a word does to a number, if it is one: `next` is the word after it, `previous` the one before. */
function partOf(
  word: string,
  next: string | undefined,
  previous: string | undefined,
  inNumber: boolean,
): Part | undefined {
  if (ONE_WORDS.has(word)) {
    // Digits said one by one ("zero one four two") count "one" too.
    const counts = inNumber || (next !== undefined && (COUNTED_AFTER_ONE.test(next) || WORDS.has(next)));
    return counts ? unit(1) : undefined;
  }
  // "por ciento" is "percent", not a hundred.
  if (word === "ciento" && previous === "por") return undefined;
  return WORDS.get(word);
}

/** Whether `part` continues a number whose last word was `last` ("twenty" + "five", "two" + "hundred"). */
function continues(last: Part["kind"], part: Part, joined: boolean): boolean {
  if (part.kind === "thousand") return last !== "thousand";
  if (part.kind === "hundred") return last === "unit" || last === "teen";
  // "and" / "y" only join "hundred and five" and "treinta y cinco".
  if (joined)
    return (last === "hundred" && part.kind !== "hundreds") || (last === "tens" && part.kind === "unit");
  switch (last) {
    case "tens":
      return part.kind === "unit";
    case "hundred":
    case "hundreds":
      return part.kind !== "hundreds";
    case "thousand":
      return true;
    default:
      return false;
  }
}

const TOKEN = /[\p{L}]+|[^\p{L}]+/gu;

/** The text with every number said in words written in digits ("catorce dólares" → "14 dólares"). */
export function numberWordsAsDigits(text: string): string {
  const tokens = text.match(TOKEN) ?? [];
  const out: string[] = [];
  let total = 0;
  let current = 0;
  let last: Part["kind"] | null = null;
  // Text between number words that is only a joiner ("-", " and ", " y "), kept until the next word says whether it joins.
  let gap = "";
  const flush = () => {
    if (last !== null) out.push(String(total + current));
    total = 0;
    current = 0;
    last = null;
  };
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const word = token.toLowerCase();
    const nextWord = tokens[index + 2]?.toLowerCase();
    const previousWord = tokens[index - 2]?.toLowerCase();
    const part: Part | undefined = /\p{L}/u.test(token)
      ? partOf(word, nextWord, previousWord, last !== null)
      : undefined;
    if (!part) {
      if (last !== null && (/^[\s-]+$/.test(token) || (/^(and|y)$/.test(word) && gap.trim() === ""))) {
        gap += token;
        continue;
      }
      flush();
      out.push(gap, token);
      gap = "";
      continue;
    }
    const joined = /\b(and|y)\b/i.test(gap);
    if (last !== null && !continues(last, part, joined)) {
      flush();
      out.push(gap);
    }
    gap = "";
    switch (part.kind) {
      case "hundred":
        current = (current || 1) * 100;
        break;
      case "thousand":
        total += (current || 1) * 1000;
        current = 0;
        break;
      default:
        current += part.value;
    }
    last = part.kind;
  }
  flush();
  out.push(gap);
  return out.join("");
}
