import { foldForMatching, wordsPattern } from "../../integrations/ai/text-folding";
import { phrases, type Utterance } from "./caller-intents";

// Issue 6 §1: "a caller can give several details in one sentence" ("a table for four on Friday at
// 7 under Ana"). Each finder returns the value in the caller's own words, cut from the original
// text, and where it was said, so the rest of the sentence can answer the question asked.

export type Span = { start: number; end: number };
export type FoundDetail = { value: string; spans: Span[] };

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  oh: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  cero: 0,
  uno: 1,
  una: 1,
  un: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
};
const NUMBER = `(?:\\d{1,2}|${Object.keys(NUMBER_WORDS)
  .filter((word) => word !== "oh" && word !== "un")
  .join("|")})`;

function numberValue(written: string): number | undefined {
  const value = /^\d+$/.test(written) ? Number(written) : NUMBER_WORDS[written];
  return value !== undefined && value > 0 && value < 100 ? value : undefined;
}

const slice = (utterance: Utterance, span: Span) => utterance.original.slice(span.start, span.end).trim();
const spanOf = (match: RegExpExecArray): Span => ({ start: match.index, end: match.index + match[0].length });

/** The words of the caller with dictation's lower case made into a name's capitals. */
function asName(text: string): string {
  if (text !== text.toLowerCase()) return text;
  return text.replace(
    /(^|[\s'-])(\p{L})/gu,
    (_whole, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

// ---------------------------------------------------------------------------------------------
// Names

// Where a name ends: punctuation, or a word that starts the rest of the sentence.
const NAME_END =
  /[,.;!?]|\s(?:and|y|i|i'm|i'd|my|for|at|on|in|calling|from|here|speaking|please|thanks|thank|but|pero|por|para|con|to|the|que|mi|es|is|a|an|number|numero|phone|telefono|who|which|today|tomorrow|tonight)(?![\p{L}'])/u;
const MAX_NAME_WORDS = 4;
// After these a name follows in any sentence.
const NAME_CUE = new RegExp(
  `${wordsPattern(
    phrases(
      "my name is, my name's, name is, name's, the name is, under the name of, under the name, under",
      "in the name of, me llamo, mi nombre es, a nombre de, de parte de",
    ),
  )}\\s+`,
  "gu",
);
// After these only a capitalised word is a name: "I'm Ana", but not "I'm looking for…".
const CAPITALISED_NAME_CUE = new RegExp(
  `${wordsPattern(["i'm", "i am", "this is", "it's", "soy", "habla"])}\\s+`,
  "gu",
);
const NOT_A_NAME = new Set(
  [
    "yes yeah no not ok okay sure the a an calling looking just here fine good great well hi hello thanks",
    "i i'd i'll i'm we what why how can could do sorry pardon hmm me you it that this",
    "si claro bueno hola gracias el la un una que no perdon",
    "today tonight tomorrow monday tuesday wednesday thursday friday saturday sunday",
    "hoy manana lunes martes miercoles jueves viernes sabado domingo",
  ]
    .join(" ")
    .split(" "),
);

function nameAt(utterance: Utterance, start: number): FoundDetail | undefined {
  const rest = utterance.original.slice(start);
  const stop = utterance.folded.slice(start).search(NAME_END);
  const words = (stop === -1 ? rest : rest.slice(0, stop))
    .split(" ")
    .filter(Boolean)
    .slice(0, MAX_NAME_WORDS);
  const written = words.join(" ").replace(/^['"]+|['"]+$/g, "");
  const first = words[0] === undefined ? undefined : foldForMatching(words[0]);
  if (!written || !first || NOT_A_NAME.has(first) || /\d/.test(written)) return undefined;
  return { value: asName(written), spans: [{ start, end: start + written.length }] };
}

/** "My name is Ana Ruiz", "under Smith", "soy María": a name introduced anywhere in a sentence. */
export function findCueName(utterance: Utterance): FoundDetail | undefined {
  for (const match of utterance.folded.matchAll(NAME_CUE)) {
    const found = nameAt(utterance, match.index + match[0].length);
    if (found) return { value: found.value, spans: [{ start: match.index, end: found.spans[0]!.end }] };
  }
  for (const match of utterance.folded.matchAll(CAPITALISED_NAME_CUE)) {
    const start = match.index + match[0].length;
    if (!/^\p{Lu}/u.test(utterance.original.slice(start))) continue;
    const found = nameAt(utterance, start);
    if (found) return { value: found.value, spans: [{ start: match.index, end: found.spans[0]!.end }] };
  }
  return undefined;
}

const ANSWER_LEAD =
  /^(?:(?:yes|yeah|sure|ok|okay|um|uh|er|well|hi|hello|oh|si|claro|bueno|vale|pues|hola)[,.!]?\s+)*(?:(?:it's|it is|its|this is|i'm|i am|call me|my name is|my name's|name's|the name is|the name's|it's under|under|me llamo|mi nombre es|soy|es|habla|a nombre de|de parte de)\s+)?/u;

/** The answer to "may I have your name?": the name, with or without "it's" or "my name is". */
export function nameFromAnswer(utterance: Utterance): FoundDetail | undefined {
  const cued = findCueName(utterance);
  if (cued) return cued;
  const lead = ANSWER_LEAD.exec(utterance.folded)?.[0].length ?? 0;
  return nameAt(utterance, lead);
}

// ---------------------------------------------------------------------------------------------
// Phone numbers

const PHONE_TOKEN = /\+?\d+|[\p{L}']+|[^\s\p{L}\d]+/gu;
const DIGIT_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(NUMBER_WORDS)
    .filter(([word, value]) => value < 10 && word !== "un" && word !== "una")
    .map(([word, value]) => [word, String(value)]),
);
const PHONE_SEPARATORS = /^[-().,\s/]+$/;
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;

/** A phone number said as digits ("212 555 0100") or words ("five five five, oh one…"). */
export function findPhoneNumber(utterance: Utterance): FoundDetail | undefined {
  let best: FoundDetail | undefined;
  let digits = "";
  let start = -1;
  let end = -1;
  const finish = () => {
    const count = digits.replace(/\D/g, "").length;
    if (count >= MIN_PHONE_DIGITS && count <= MAX_PHONE_DIGITS && (!best || count > best.value.length)) {
      best = { value: digits, spans: [{ start, end }] };
    }
    digits = "";
    start = -1;
  };
  for (const match of utterance.folded.matchAll(PHONE_TOKEN)) {
    const token = match[0];
    const asDigits = /^\+?\d+$/.test(token) ? token : DIGIT_WORDS[token];
    if (asDigits !== undefined) {
      if (start === -1) start = match.index;
      // A leading "+" is kept (international numbers); a "+" inside is not a digit.
      digits += digits ? asDigits.replace("+", "") : asDigits;
      end = match.index + token.length;
    } else if (!(start !== -1 && PHONE_SEPARATORS.test(token))) {
      finish();
    }
  }
  finish();
  return best;
}

/** Whether a phone number is one an owner can call back (issue 6 §1: "a call-back number"). */
export function isDiallable(phoneNumber: string): boolean {
  const count = phoneNumber.replace(/\D/g, "").length;
  return count >= MIN_PHONE_DIGITS && count <= MAX_PHONE_DIGITS;
}

const SAME_NUMBER = new RegExp(
  wordsPattern(
    phrases(
      "this number, this one, that number, that one, same number, the same, my number",
      "the number i'm calling from, the one i'm calling from, this phone, this line, este numero, ese numero",
      "este mismo, el mismo, mismo numero, este telefono, desde este",
    ),
  ),
  "u",
);

export function meansSameNumber(utterance: Utterance): boolean {
  return SAME_NUMBER.test(utterance.folded);
}

// ---------------------------------------------------------------------------------------------
// Days and times

const DAY_NAMES = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const MONTH_NAMES =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec";
const SPANISH_DAY_NAMES = "lunes|martes|miercoles|jueves|viernes|sabado|domingo";
const SPANISH_MONTH_NAMES =
  "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre";
const ORDINAL = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const PART_OF_DAY = "morning|afternoon|evening|night";

const DAY_PHRASE = new RegExp(
  [
    `tonight|today|tomorrow(?: (?:${PART_OF_DAY}))?|the day after tomorrow`,
    `this (?:${PART_OF_DAY}|weekend|week|coming (?:${DAY_NAMES}))|next (?:week|weekend)`,
    `(?:this |next |on )?(?:${DAY_NAMES})s?(?: (?:${PART_OF_DAY}))?`,
    String.raw`(?:the )?${ORDINAL} of (?:${MONTH_NAMES})|(?:${MONTH_NAMES}) ${ORDINAL}|(?:on )?the \d{1,2}(?:st|nd|rd|th)`,
    String.raw`\d{1,2}/\d{1,2}(?:/\d{2,4})?`,
    // "mañana" is tomorrow, except in "por la mañana" and "de la mañana", where it is the morning.
    "pasado manana|(?<!la )manana(?: (?:por|en) la (?:manana|tarde|noche))?|hoy|esta (?:noche|tarde|manana|semana)",
    `(?:el |este |el proximo |el otro )?(?:${SPANISH_DAY_NAMES})(?: (?:por|en) la (?:manana|tarde|noche))?`,
    String.raw`(?:el )?\d{1,2} de (?:${SPANISH_MONTH_NAMES})|(?:la )?(?:semana que viene|proxima semana)|(?:el |este )?fin de semana`,
    `(?:in|this|next|early|late) (?:${MONTH_NAMES})|next month|this month|(?:en|para) (?:${SPANISH_MONTH_NAMES})|el (?:mes que viene|proximo mes)|este mes`,
  ]
    .map((pattern) => `(?<![\\p{L}\\d])(?:${pattern})(?![\\p{L}\\d])`)
    .join("|"),
  "u",
);
// "at 8 in the morning", "at 7 tonight": the part of the day belongs to the time.
const PART_OF_DAY_AFTER = "(?: in the (?:morning|afternoon|evening)| tonight)?";
const TIME_PHRASE = new RegExp(
  [
    String.raw`(?:(?:at|around|about|by|after|before|for) )?\d{1,2}(?::\d{2})? ?(?:a\.?m\.?|p\.?m\.?|o'clock)${PART_OF_DAY_AFTER}`,
    String.raw`(?:(?:at|around|about|by|after|before) )?\d{1,2}:\d{2}${PART_OF_DAY_AFTER}`,
    // "at 7", but not "at 45 Park Avenue" or "at 4 Elm Street".
    String.raw`(?:at|around|about|by|after|before) (?:1[0-2]|0?[1-9])(?! [\p{L}]+ (?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|way|place|court)(?![\p{L}]))(?: ?(?:thirty|fifteen|forty[- ]five))?${PART_OF_DAY_AFTER}`,
    "(?:at |around |by )?(?:noon|midday|lunchtime|lunch time)",
    "in the (?:morning|afternoon|evening)|first thing(?: in the morning)?|end of the day",
    String.raw`asap|as soon as possible|right away|in (?:about )?(?:\d{1,3}|ten|fifteen|twenty|thirty|forty|forty[- ]five|a few) minutes|in (?:about )?(?:half an|an|one|two|a) hours?`,
    String.raw`(?:a las|a la|sobre las|como a las|hacia las|alrededor de las|despues de las|antes de las) \d{1,2}(?::\d{2})?(?: (?:y media|y cuarto|en punto))?(?: de la (?:manana|tarde|noche))?`,
    String.raw`\d{1,2}(?::\d{2})? de la (?:manana|tarde|noche)|al mediodia|a mediodia|por la (?:manana|tarde|noche)|en la (?:manana|tarde|noche)`,
    String.raw`lo antes posible|cuanto antes|en (?:\d{1,3}|diez|quince|veinte|treinta|cuarenta) minutos|en (?:media hora|una hora|un rato)`,
  ]
    .map((pattern) => `(?<![\\p{L}\\d])(?:${pattern})(?![\\p{L}\\d])`)
    .join("|"),
  "gu",
);

type DayAndTime = { day?: string; time?: string; spans: Span[] };

function readDayAndTime(utterance: Utterance): DayAndTime | undefined {
  const day = DAY_PHRASE.exec(utterance.folded);
  const daySpan = day ? spanOf(day) : undefined;
  // "por la tarde" inside "mañana por la tarde a las 5" is part of the day: the time is "a las 5".
  const time = [...utterance.folded.matchAll(TIME_PHRASE)].find(
    (match) => !(daySpan && match.index < daySpan.end && match.index + match[0].length > daySpan.start),
  );
  if (!daySpan && !time) return undefined;
  const timeSpan = time ? spanOf(time) : undefined;
  return {
    ...(daySpan ? { day: slice(utterance, daySpan).replace(/^on /i, "") } : {}),
    ...(timeSpan ? { time: slice(utterance, timeSpan).replace(/^for /i, "at ") } : {}),
    spans: [daySpan, timeSpan].filter((span): span is Span => span !== undefined),
  };
}

function joinDayAndTime({ day = "", time = "" }: DayAndTime): string {
  const joined = day && /^\d/.test(time) ? `${day} at ${time}` : [day, time].filter(Boolean).join(" ");
  return NAMED_DAY_START.test(joined) ? joined : joined.charAt(0).toLowerCase() + joined.slice(1);
}

/** "Friday at 7 PM", "tomorrow morning", "el viernes a las 7", "in 20 minutes". */
export function findDayAndTime(utterance: Utterance): FoundDetail | undefined {
  const found = readDayAndTime(utterance);
  return found ? { value: joinDayAndTime(found), spans: found.spans } : undefined;
}

// "Whenever suits you", "any weekday morning": an answer about time the finder above cannot pin
// down, kept in the caller's words; "can you book me in" is not one.
const LOOSE_TIME_WORDS = new RegExp(
  wordsPattern(
    phrases(
      "whenever, any time, anytime, any day, any weekday, flexible, soon, as early as, weekend, weekday",
      "morning, afternoon, evening, night, early, late, next, this, week, month, first available",
      "cuando sea, cualquier, pronto, temprano, tarde, noche, manana, semana, mes, fin de semana",
    ),
  ),
  "u",
);

/** The answer to "what day and time?": a day or time, or words about time in the caller's own terms. */
export function dayAndTimeAnswer(utterance: Utterance, taken: readonly Span[]): string | undefined {
  const found = findDayAndTime(utterance)?.value;
  if (found) return found;
  const loose = freeAnswer(utterance, taken);
  return loose && LOOSE_TIME_WORDS.test(foldForMatching(loose)) ? loose : undefined;
}

/** "tonight at 7" corrected with "at 9 PM" is "tonight at 9 PM": what the correction leaves out stays. */
export function correctDayAndTime(previous: string, correction: string): string {
  const before = readDayAndTime(prepareDetailText(previous));
  const after = readDayAndTime(prepareDetailText(correction));
  if (!before || !after) return correction;
  return joinDayAndTime({ day: after.day ?? before.day, time: after.time ?? before.time, spans: [] });
}

const prepareDetailText = (text: string): Utterance => ({ original: text, folded: foldForMatching(text) });

// Day and month names keep their capitals; "Tomorrow" or "Next week" at the start of a sentence do not.
const NAMED_DAY_START = new RegExp(`^(?:${DAY_NAMES}|${MONTH_NAMES})`, "i");

// ---------------------------------------------------------------------------------------------
// Party sizes

const PARTY_SIZE = new RegExp(
  [
    `(?:table|party|reservation|booking|group|mesa|reserva|reservacion) (?:for|of|para|de) (${NUMBER})`,
    `(${NUMBER}) (?:people|persons|guests|adults|of us|diners|personas|comensales|adultos)`,
    `(?:we are|we're|there are|there will be|there'll be|somos|seremos|para) (${NUMBER})(?! ?(?:pm|am|o'clock|:|de la))`,
  ]
    .map((pattern) => `(?<![\\p{L}\\d])(?:${pattern})(?![\\p{L}\\d])`)
    .join("|"),
  "u",
);
const JUST_ONE = new RegExp(
  wordsPattern(["just me", "only me", "just myself", "me alone", "solo yo", "yo solo", "yo sola"]),
  "u",
);
const ANY_NUMBER = new RegExp(`(?<![\\p{L}\\d:])${NUMBER}(?![\\p{L}\\d:])`, "u");

/** How many people: "a table for four", "six of us", "somos 3"; any number when it was asked. */
export function findPartySize(utterance: Utterance, asked: boolean): FoundDetail | undefined {
  const match = PARTY_SIZE.exec(utterance.folded);
  const written = match?.slice(1).find(Boolean);
  const counted = written === undefined ? undefined : numberValue(written);
  if (match && counted !== undefined) return { value: String(counted), spans: [spanOf(match)] };
  const alone = JUST_ONE.exec(utterance.folded);
  if (alone) return { value: "1", spans: [spanOf(alone)] };
  if (!asked) return undefined;
  const number = ANY_NUMBER.exec(utterance.folded);
  const value = number ? numberValue(number[0]) : undefined;
  return number && value !== undefined ? { value: String(value), spans: [spanOf(number)] } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Things named by keywords or introduced by a cue

// "a haircut", "my tax return", "a new roof": the words before a keyword that belong to it.
const DETERMINER =
  /(?:^|\s)(?:a|an|the|my|our|your|some|un|una|unos|unas|el|la|los|las|mi|mis|su|sus|nuestro|nuestra)(?:\s[\p{L}-]+)?\s$/u;
const DETERMINER_WINDOW = 24;

/**
 * A keyword finder: "an oil change", "a haircut and blow dry", "divorcio". Keywords said one after
 * another belong together, and the determiner before them is kept.
 */
export function keywordFinder(
  phrases: readonly string[],
  { withDeterminer = true }: { withDeterminer?: boolean } = {},
): (utterance: Utterance) => FoundDetail | undefined {
  const keyword = wordsPattern(phrases);
  const pattern = new RegExp(
    `${keyword}(?:(?:\\s*,\\s*|\\s+(?:and|y|with|con|plus)\\s+|\\s+)(?:(?:a|an|some|un|una)\\s+)?${keyword})*`,
    "u",
  );
  return (utterance) => {
    const match = pattern.exec(utterance.folded);
    if (!match) return undefined;
    const before = utterance.folded.slice(Math.max(0, match.index - DETERMINER_WINDOW), match.index);
    const determiner = withDeterminer ? DETERMINER.exec(before) : null;
    const start = determiner ? match.index - determiner[0].trimStart().length : match.index;
    const span = { start, end: match.index + match[0].length };
    return { value: slice(utterance, span), spans: [span] };
  };
}

/** The first finder that finds something. */
export function firstOf(
  ...finders: ((utterance: Utterance) => FoundDetail | undefined)[]
): (utterance: Utterance) => FoundDetail | undefined {
  return (utterance) => {
    for (const find of finders) {
      const found = find(utterance);
      if (found) return found;
    }
    return undefined;
  };
}

/** A pattern finder, for shapes such as "2015 Honda Civic" or "12 Oak Street". */
export function patternFinder(pattern: RegExp): (utterance: Utterance) => FoundDetail | undefined {
  return (utterance) => {
    const match = pattern.exec(utterance.folded);
    return match ? { value: slice(utterance, spanOf(match)), spans: [spanOf(match)] } : undefined;
  };
}

// Where a detail introduced by a cue ends: the end of the clause, or another detail beginning.
const CUED_VALUE_END =
  /[,.;!?]|\s(?:for (?:pickup|pick up|pick-up|collection|takeout|take out|later|tonight|today|tomorrow|next)|to pick up|to go|to take away|in stock|available|under|my name|name is|please|thanks|thank you|because|and (?:i|i'll|i'd|we|we'll|my|it)|para llevar|para recoger|a nombre|mi nombre|por favor|gracias|en stock|disponible|porque|y (?:paso|mi|yo))(?![\p{L}])/u;
// "I'd like to…", "que…": a verb phrase, not the thing itself.
const NOT_A_THING =
  /^(?:to|que|if|whether|si|some information|information|info|a question|make|place|book|schedule|pickup|pick up|takeout|take out|delivery|collection|hacer|reservar|pedir|ordenar|agendar|programar|solicitar|saber|preguntar|hablar|para llevar|recoger)(?![\p{L}])/u;
const MAX_CUED_WORDS = 12;

/**
 * What follows a cue ("order two pizzas", "do you have size 9 boots"), up to the clause's end or
 * `valueEnd`, where the detail's own kind of sentence goes on to something else. With `keepCue`
 * the cue is part of the value: "the house on Maple Street".
 */
export function cueFinder(
  cues: readonly string[],
  { valueEnd, keepCue = false }: { valueEnd?: RegExp; keepCue?: boolean } = {},
): (utterance: Utterance) => FoundDetail | undefined {
  const pattern = new RegExp(`${wordsPattern(cues)}\\s+`, "gu");
  return (utterance) => {
    for (const match of utterance.folded.matchAll(pattern)) {
      const start = match.index + match[0].length;
      const rest = utterance.folded.slice(start);
      if (NOT_A_THING.test(rest)) continue;
      const stops = [rest.search(CUED_VALUE_END), valueEnd ? rest.search(valueEnd) : -1].filter(
        (at) => at >= 0,
      );
      const stop = stops.length > 0 ? Math.min(...stops) : -1;
      const words = utterance.original
        .slice(start, stop === -1 ? undefined : start + stop)
        .split(" ")
        .filter(Boolean)
        .slice(0, MAX_CUED_WORDS);
      if (words.length === 0) continue;
      const valueStart = keepCue ? match.index : start;
      const span = { start: valueStart, end: start + words.join(" ").length };
      return { value: slice(utterance, span), spans: [span] };
    }
    return undefined;
  };
}

// ---------------------------------------------------------------------------------------------
// Free answers

const FILLER_LEAD =
  /^(?:(?:yes|yeah|yep|sure|ok|okay|um|uh|er|well|so|oh|hi|si|claro|bueno|vale|pues|eh|este)(?:[,.!]?\s+|[,.!]*$))*/u;
// "I need an oil change" answers "an oil change"; a message keeps these words.
const REQUEST_LEAD =
  /^(?:it's|it is|its|i need|i'd like|i would like|i want|i'm looking for|we need|we'd like|i'm calling about|i'm calling for|calling about|it's about|it's for|about|for|necesito|quiero|quisiera|me gustaria|busco|es para|es sobre|sobre|llamo por|llamo para)\s+/u;
const TRAILING_POLITENESS =
  /(?:[,\s]+(?:please|thanks|thank you|that's it|that's all|that is all|por favor|gracias|eso es todo|es todo|nada mas))+[.!]*$/u;
const DANGLING_JOINS =
  /^(?:and|y|on|at|for|para)\s+|\s+(?:and|y|on|at|for|para|with|con|my|the|a|an|your|mi|su|el|la|un|una)$/u;

/**
 * The answer to an open question ("what service do you need?") without what other finders took
 * from it: "an oil change, Friday morning" answers "an oil change" when Friday was found. With
 * `inCallerWords`, leads such as "I need" stay: a message is passed on as the caller said it.
 */
export function freeAnswer(
  utterance: Utterance,
  taken: readonly Span[],
  inCallerWords = false,
): string | undefined {
  let text = "";
  let position = 0;
  for (const span of [...taken].sort((a, b) => a.start - b.start)) {
    if (span.start > position) text += utterance.original.slice(position, span.start);
    position = Math.max(position, span.end);
  }
  text += utterance.original.slice(position);
  let tidy = text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.!?])/g, "$1")
    .trim();
  for (let previous = ""; previous !== tidy; ) {
    previous = tidy;
    tidy = tidy
      .replace(/^[,.;:!?\s]+|[,.;:!?\s]+$/g, "")
      .replace(TRAILING_POLITENESS, "")
      .replace(DANGLING_JOINS, "");
    const folded = foldForMatching(tidy);
    const filler = FILLER_LEAD.exec(folded)?.[0].length ?? 0;
    const request = inCallerWords ? 0 : (REQUEST_LEAD.exec(folded.slice(filler))?.[0].length ?? 0);
    tidy = tidy.slice(filler + request);
  }
  if (!tidy) return undefined;
  // A message read by the owner starts with a capital, as the caller's own sentence would; a
  // detail is read back inside a sentence ("a table for…, Two pizzas" would not do).
  if (inCallerWords) return tidy.charAt(0).toUpperCase() + tidy.slice(1);
  const firstWord = foldForMatching(tidy.split(" ")[0] ?? "");
  return SENTENCE_STARTS.has(firstWord) ? tidy.charAt(0).toLowerCase() + tidy.slice(1) : tidy;
}

// Words a recogniser capitalises only because they start the sentence; names keep their capitals.
const SENTENCE_STARTS = new Set([
  ..."a an the my our his her their some two three four five six seven eight nine ten just only".split(" "),
  ..."he she it they we there this that".split(" "),
  ..."un una unos unas el la los las mi mis su sus dos tres cuatro cinco seis siete ocho nueve diez solo".split(
    " ",
  ),
  ..."tiene tengo es esta hay".split(" "),
]);

// ---------------------------------------------------------------------------------------------
// What a message is about

// Issue 6 §1: a message's reason is what the owner reads in the call log and the mail. Words
// that carry nothing for the owner: greetings, yes and thanks, "please pass it on", "I'd like to
// leave a message", the cues of a name or a number. A clause of only these is no reason.
const SAYS_NOTHING = new Set(
  [
    "yes yeah yep yup sure ok okay alright right great perfect fine good please thanks thank hi hello hey",
    "well so um uh er oh and but just also that's it it's all everything that this the a an to of for on",
    "at in with me my i i'm i'd i'll i've am is are be was would like want can could may you your",
    "them him her they their someone somebody anyone owner manager boss pass passed along forward",
    "tell let know leave take message voicemail note name number phone cell mobile reach",
    "calling ringing about regarding here speaking again go ahead same as said told already",
    "si claro vale bueno gracias por favor hola y pero eso es todo esto que me mi su le les lo",
    "quiero quisiera gustaria dejar un una mensaje recado nombre numero telefono llamo soy habla",
    "de del el la para sobre pasar paselo digale diga",
    // "Yes, this number", "sí, a este mismo": the call-back number, already taken as the answer.
    "same one line from este ese esta mismo desde",
  ]
    .join(" ")
    .split(" "),
);
// "I'm calling about catering…": the words that introduce a reason are not part of it.
const REASON_LEAD =
  /^(?:(?:and|so|but|also|hi|hello|hey|yes|yeah|well|oh|um|uh|y|pero|hola|si)[,\s]+)*(?:(?:(?:i'm|i am|we're|we are)\s+)?(?:(?:calling|ringing|phoning)\s+(?:about|regarding|because of|for)|it's about|it is about|it's regarding|the reason is|the message is|regarding|about|(?:le\s+)?llamo\s+(?:por|para|sobre)|estoy llamando\s+(?:por|para|sobre)|es sobre|es por)\s+)?/u;
const CLAUSE = /[^,.;:!?]+[,.;:!?]*/gu;

/**
 * What a message is about, from a sentence less the details other finders took from it ("this is
 * Sofia, 201 555 0199, I'm calling about catering for 40" is about "Catering for 40"); undefined
 * when nothing is left but greetings, acknowledgements and cues ("yes, please pass it on").
 */
export function reasonFrom(utterance: Utterance, taken: readonly Span[]): string | undefined {
  let text = utterance.original;
  // A detail taken out ends a clause, so "my number is" left before it stands alone.
  for (const span of [...taken].sort((a, b) => b.start - a.start)) {
    text = `${text.slice(0, span.start)},${text.slice(span.end)}`;
  }
  const clauses = (text.match(CLAUSE) ?? [])
    .map((clause) => clause.replace(/\s+/g, " ").trim())
    .filter((clause) =>
      foldForMatching(clause)
        .split(/[^\p{L}\d']+/u)
        .some((word) => word && !SAYS_NOTHING.has(word)),
    );
  if (clauses.length === 0) return undefined;
  const asks = clauses.at(-1)!.endsWith("?");
  const joined = clauses.map((clause) => clause.replace(/[,.;:!?\s]+$/u, "")).join(", ");
  const lead = REASON_LEAD.exec(foldForMatching(joined))?.[0].length ?? 0;
  const reason = joined.slice(lead);
  return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}${asks ? "?" : ""}`;
}
