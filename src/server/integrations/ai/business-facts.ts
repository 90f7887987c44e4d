import { AGENT_LONG_TEXT_MAX, AGENT_TEXT_MAX } from "../../../shared/catalog/agents";
import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { type BusinessFactWords, type PhraseList, phrasesOfEvery } from "../../text/phrases/phrases";
import {
  capitalizeFirst,
  foldForMatching,
  normalizeTypography,
  wordsOf,
  wordsPattern,
} from "../../text/text-folding";

// What the built-in assistant reads out of an owner's message besides the category
// and the hours: the business name, the agent's name and purpose, the greeting and the website.
// Each pattern runs on folded text (lower case, no accents) and the value is cut from the
// original at the same position, so names keep their capitals and accents.

/** A message prepared once for every extractor: the original and its folded twin. */
export type OwnerText = { original: string; folded: string };

export function prepareOwnerText(text: string): OwnerText {
  const original = normalizeTypography(text);
  return { original, folded: foldForMatching(original) };
}

/** One list of the words around the facts owners give, in every language. */
const everyFactWord = (list: (words: BusinessFactWords) => PhraseList) =>
  phrasesOfEvery(PHRASE_LANGUAGES, (language) => list(language.businessFacts));

const MAX_NAME_WORDS = 8;

// Words that end a name: "Tony's Pizza in Brooklyn", "Sol y Luna en Madrid", "Acme, open 9-5".
const WORDS_AFTER_A_NAME = new Set(everyFactWord((words) => words.wordsAfterAName));
// Words that end a name only before a lower-case word: "Smith and Jones" stays whole,
// "Tony's and we deliver" does not; "Panadería de la Abuela" stays whole, "Sol de 9 a 6" does not.
const JOINING_WORDS = new Set(["and", "&", "y", "e", "for", "of", "de", "del", "la", "el", "the"]);
// First words that show a phrase is not a proper name: "we're open", "we're a bakery".
const NOT_A_NAME_START = new Set(everyFactWord((words) => words.notANameStart));
const ARTICLES = new Set(["the", "el", "la", "los", "las"]);

const startsCapitalized = (word: string | undefined) => word !== undefined && /^[\p{Lu}\p{N}]/u.test(word);

// "Smith and Jones": a capitalised word that is not "I" or "We" carries the name on.
function continuesName(word: string | undefined): boolean {
  return startsCapitalized(word) && !NOT_A_NAME_START.has(foldForMatching(word ?? ""));
}

/**
 * A name written at `start` of the text: up to a comma or full stop, a closing quote, or a word
 * like "in" or "open" that starts the rest of the sentence. Quoted names are taken whole.
 */
function nameAt(text: OwnerText, start: number): string | undefined {
  const rest = text.original.slice(start);
  const quoted = /^"([^"\n]{1,80})"/.exec(rest);
  if (quoted?.[1]) return quoted[1].trim();
  const clause = rest.split(/[,;:!?\n"()]|\.(?=\s|$)/)[0] ?? "";
  const words = wordsOf(clause);
  const kept: string[] = [];
  for (const [index, word] of words.entries()) {
    const folded = foldForMatching(word);
    const following = words[index + 1];
    if (kept.length > 0 && WORDS_AFTER_A_NAME.has(folded)) break;
    if (kept.length > 0 && JOINING_WORDS.has(folded) && !continuesName(following)) break;
    kept.push(word);
    if (kept.length === MAX_NAME_WORDS) break;
  }
  const name = kept
    .join(" ")
    .replace(/^['"]+|['"]+$/g, "")
    .trim();
  return name.length > 0 && name.length <= AGENT_TEXT_MAX ? name : undefined;
}

/** Starts with a capital or a digit and not with a word like "A" or "Open". */
function looksLikeProperName(name: string): boolean {
  const [first, second] = wordsOf(name);
  if (!first || !startsCapitalized(first)) return false;
  const firstFolded = foldForMatching(first);
  // "The Grill House" and "La Casa" are names; "The best pizza" is not.
  if (ARTICLES.has(firstFolded)) return startsCapitalized(second);
  return !NOT_A_NAME_START.has(firstFolded);
}

// "somos la Panadería San José" → "Panadería San José"; "called us" names nothing.
export function tidyName(name: string): string | undefined {
  const [first, second] = wordsOf(name);
  if (!first) return undefined;
  const firstFolded = foldForMatching(first);
  if (ARTICLES.has(firstFolded) && !startsCapitalized(first) && startsCapitalized(second)) {
    return name.slice(first.length).trim();
  }
  return NOT_A_NAME_START.has(firstFolded) ? undefined : name;
}

/** "sweet rolls" → "Sweet Rolls": dictated names arrive in lower case. */
export function titleCaseIfLower(name: string): string {
  if (name !== name.toLowerCase()) return name;
  return name.replace(
    /(^|\s)(\p{L})/gu,
    (_whole, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

type NameCue = { pattern: RegExp; needsProperName: boolean };

// What owners call their business: "our shop is …", "el nombre de mi negocio es …".
const BUSINESS_NOUNS_EN =
  "business|company|restaurant|shop|store|salon|clinic|firm|practice|studio|gym|agency|bakery|cafe|office|brand";
const BUSINESS_NOUNS_ES =
  "negocio|empresa|restaurante|tienda|salon|clinica|despacho|consultorio|taller|panaderia|cafeteria|gimnasio|estudio|agencia|oficina";

// Where a name follows, in English and Spanish. After "called"/"se llama" anything is the name;
// after "we're"/"somos" only a proper name is ("we're a bakery" names nothing).
const BUSINESS_NAME_CUES: readonly NameCue[] = [
  {
    pattern: cue(everyFactWord((words) => words.businessNameCues)),
    needsProperName: false,
  },
  {
    pattern: new RegExp(
      `(?<![\\p{L}])(?:the )?(?:${BUSINESS_NOUNS_EN})(?:'s)? name is\\s+|(?<![\\p{L}])(?:el )?nombre (?:de mi|de nuestro|de nuestra|del) (?:${BUSINESS_NOUNS_ES})\\s+es\\s+`,
      "gu",
    ),
    needsProperName: false,
  },
  {
    pattern: new RegExp(
      `(?<![\\p{L}])(?:my|our|mi|nuestro|nuestra) (?:${BUSINESS_NOUNS_EN}|${BUSINESS_NOUNS_ES}) (?:is|es)\\s+`,
      "gu",
    ),
    needsProperName: true,
  },
  {
    pattern: cue(everyFactWord((words) => words.ownBusinessCues)),
    needsProperName: true,
  },
];

// The agent's own name: "call it Sofia", "name the agent Max", "que se llame Sofía".
const AGENT_NAME_CUES: readonly NameCue[] = [
  {
    pattern: cue(everyFactWord((words) => words.agentNameCues)),
    needsProperName: false,
  },
];

function cue(phrases: readonly string[]): RegExp {
  return new RegExp(`${wordsPattern(phrases)}\\s+`, "gu");
}

function firstNameAfter(text: OwnerText, cues: readonly NameCue[]): string | undefined {
  const found: { index: number; name: string }[] = [];
  for (const { pattern, needsProperName } of cues) {
    for (const match of text.folded.matchAll(pattern)) {
      const written = nameAt(text, match.index + match[0].length);
      const name = written && tidyName(written);
      if (!name || (needsProperName && !looksLikeProperName(name))) continue;
      found.push({ index: match.index, name: needsProperName ? name : titleCaseIfLower(name) });
    }
  }
  return found.sort((a, b) => a.index - b.index)[0]?.name;
}

// "Tony's Pizza is a family restaurant": a proper name opening a sentence that says what it is.
const NAME_IS_A = /^(?:is|es) (?:a|an|the|our|my|un|una|el|la|nuestro|nuestra|mi)(?![\p{L}])/u;

export function extractBusinessName(text: OwnerText): string | undefined {
  const cued = firstNameAfter(text, BUSINESS_NAME_CUES);
  if (cued) return cued;
  for (const sentence of text.original.matchAll(/(?:^|[.!?]\s+)(?=\S)/g)) {
    const start = sentence.index + sentence[0].length;
    const name = nameAt(text, start);
    if (!name || !looksLikeProperName(name)) continue;
    const after = text.folded.slice(start + name.length).trimStart();
    if (NAME_IS_A.test(after)) return name;
  }
  return undefined;
}

export function extractAgentName(text: OwnerText): string | undefined {
  return firstNameAfter(text, AGENT_NAME_CUES);
}

/**
 * The answer to "what is your business called?" when it carries no cue: "Tony's Pizza",
 * "it's Sweet Rolls", "se llama Sol y Luna". Long answers are sentences, not names.
 */
export function nameFromAnswer(text: OwnerText): string | undefined {
  const answer = text.original.trim().replace(/[.!]+$/, "");
  const lead =
    /^(?:it's|it is|its|we're|we are|the name is|call it|name it|let's go with|go with|use|es|se llama|somos|el nombre es|llamalo|llamala|ponle)\s+/u.exec(
      foldForMatching(answer),
    );
  const written = (lead ? answer.slice(lead[0].length) : answer).replace(/^["']+|["']+$/g, "").trim();
  const name = written && tidyName(written);
  if (!name || name.includes("?") || wordsOf(name).length > MAX_NAME_WORDS || name.length > AGENT_TEXT_MAX) {
    return undefined;
  }
  return titleCaseIfLower(name);
}

// Verbs of the jobs a phone agent does; "I want to" followed by one of these states a purpose
// even without "it" ("I want to take orders by phone").
const SERVICE_VERBS = [
  "answer",
  "take",
  "book",
  "schedule",
  "handle",
  "help",
  "manage",
  "respond",
  "greet",
  "collect",
  "qualify",
  "route",
  "provide",
  "give",
  "tell",
  "confirm",
  "reserve",
  "process",
  "capture",
  "screen",
  "transfer",
  "remind",
  "receive",
  "assist",
  "support",
  "sell",
  "explain",
  "inform",
  "reply",
  "sign up",
  "register",
  // Spanish, as infinitive, subjunctive ("que tome") and present ("que toma").
  "tomar",
  "tome",
  "toma",
  "atender",
  "atienda",
  "atiende",
  "responder",
  "responda",
  "responde",
  "contestar",
  "conteste",
  "contesta",
  "agendar",
  "agende",
  "agenda",
  "reservar",
  "reserve",
  "reserva",
  "programar",
  "programe",
  "programa",
  "gestionar",
  "gestione",
  "gestiona",
  "manejar",
  "maneje",
  "maneja",
  "recibir",
  "reciba",
  "recibe",
  "ayudar",
  "ayude",
  "ayuda",
  "informar",
  "informe",
  "informa",
  "confirmar",
  "confirme",
  "confirma",
  "vender",
  "venda",
  "vende",
  "explicar",
  "explique",
  "explica",
  "resolver",
  "resuelva",
  "resuelve",
  "registrar",
  "registre",
  "registra",
  "dar",
  "saludar",
  "salude",
  "saluda",
];
const SERVICE_VERB = String.raw`(?=(?:${SERVICE_VERBS.join("|")})(?:s|es)?(?![\p{L}]))`;
const AGENT_WORDS =
  "(?:it|the agent|the assistant|my agent|our agent|the ai|the bot|an agent|an assistant|a receptionist|someone|something|him|her)";
const PURPOSE_CUES: readonly RegExp[] = [
  new RegExp(
    String.raw`(?<![\p{L}])(?:i|we)(?:'d| would)? (?:want|need|like|would like|wish) ${AGENT_WORDS} to\s+`,
    "gu",
  ),
  new RegExp(String.raw`(?<![\p{L}])(?:i|we)(?:'d| would)? (?:want|need|like) to ${SERVICE_VERB}`, "gu"),
  // Only before a service verb: "it will take orders" is a purpose, "it will be busy" is not.
  new RegExp(
    String.raw`(?<![\p{L}])(?:it|the agent|the assistant|my agent|our agent|the ai|the bot|she|he) (?:should|will|must|needs to|has to|can|could)(?: be able to)?\s+${SERVICE_VERB}`,
    "gu",
  ),
  new RegExp(
    String.raw`(?<![\p{L}])(?:agent|assistant|receptionist|bot) (?:that|who|which) (?:can |will |could )?${SERVICE_VERB}`,
    "gu",
  ),
  new RegExp(String.raw`(?<![\p{L}])(?:agent|assistant|receptionist|bot|someone) to\s+${SERVICE_VERB}`, "gu"),
  /(?<![\p{L}])(?:its |the |main )?(?:purpose|job|goal) (?:is|should be|will be)(?: to)?\s+/gu,
  /(?<![\p{L}])(?:quiero|queremos|necesito|necesitamos|me gustaria|nos gustaria|busco|buscamos) que (?:el agente |el asistente |la asistente |la recepcionista |el bot |mi agente |nuestro agente )?/gu,
  /(?<![\p{L}])(?:el agente|el asistente|la asistente|mi agente|nuestro agente) (?:debe|deberia|tiene que|va a|puede|podra)\s+/gu,
  new RegExp(
    String.raw`(?<![\p{L}])(?:agente|asistente|recepcionista|bot) (?:que|para)\s+${SERVICE_VERB}`,
    "gu",
  ),
  /(?<![\p{L}])(?:su |el )?(?:proposito|objetivo|funcion) (?:es|sera)\s+/gu,
];
// Where a purpose ends: the end of its sentence, or a clause about something else
// (", we're open…", ", our website…", " y abrimos…").
const END_OF_PURPOSE =
  /[.!?;\n]|(?:,\s*(?:and\s+|y\s+)?|\s+(?:and|y)\s+)(?:we|we're|we are|our|my|i|i'm|i am|open|hours|website|somos|estamos|abrimos|nuestro|nuestra|nuestros|mi|el horario|la web|la pagina|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays|daily|every day|lunes|martes|miercoles|jueves|viernes|sabado|domingo|todos los dias|de lunes)(?![\p{L}'])|,\s*(?=(?:from |de )?\d)/u;

function purposeAt(text: OwnerText, start: number): string | undefined {
  const end = text.folded.slice(start).search(END_OF_PURPOSE);
  const purpose = text.original
    .slice(start, end === -1 ? undefined : start + end)
    .trim()
    .replace(/[,\s]+$/, "");
  if (wordsOf(purpose).length < 2) return undefined;
  return capitalizeFirst(purpose).slice(0, AGENT_LONG_TEXT_MAX);
}

export function extractPurpose(text: OwnerText): string | undefined {
  const starts = PURPOSE_CUES.flatMap((pattern) =>
    [...text.folded.matchAll(pattern)].map((match) => match.index + match[0].length),
  ).sort((a, b) => a - b);
  for (const start of starts) {
    const purpose = purposeAt(text, start);
    if (purpose) return purpose;
  }
  return undefined;
}

/** The answer to "what should your agent do?" taken whole, without a leading "it should". */
export function purposeFromAnswer(text: OwnerText): string | undefined {
  const lead =
    /^(?:it should|it will|it needs to|the agent should|i want it to|to|que|debe|deberia)\s+/u.exec(
      text.folded.trim(),
    );
  const start = text.original.length - text.original.trimStart().length + (lead?.[0].length ?? 0);
  return purposeAt(text, start);
}

const WEBSITE =
  /(?<![@\p{L}\p{N}.\-/])((?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|net|org|co|io|biz|info|us|uk|au|es|mx|app|dev|shop|store|site|online|ai|tech|restaurant|pizza|law|salon|fitness|com\.au|co\.uk|com\.mx)(?::\d+)?(?:\/[^\s,;!?)"']*)?)(?![\p{L}\p{N}@])/giu;

/** www.tonyspizza.com, https://tonys.pizza/menu, tonyspizza.com; never the domain of an email. */
export function extractWebsite(text: OwnerText): string | undefined {
  for (const match of text.original.matchAll(WEBSITE)) {
    const website = match[1]?.replace(/\.+$/, "");
    if (website) return website;
  }
  return undefined;
}

// Words that introduce the greeting the owner wants callers to hear, right before the quote.
const GREETING_CUE = new RegExp(
  `${wordsPattern([
    "say",
    "says",
    "saying",
    "greet them with",
    "greet callers with",
    "greet customers with",
    "greet people with",
    "greet with",
    "greeting",
    "greeting is",
    "greeting should be",
    "introduction",
    "introduction is",
    "intro",
    "intro is",
    "answer with",
    "answer the phone with",
    "answer calls with",
    "introduce itself with",
    "introduce itself by saying",
    "diga",
    "decir",
    "diciendo",
    "saludo",
    "saludo es",
    "saludo sea",
    "salude con",
    "presentacion",
    "presentacion es",
    "conteste con",
    "conteste diciendo",
  ])}\\s*:?\\s*$`,
  "u",
);
// A quoted passage: double quotes, or single quotes whose closing one is not an apostrophe
// ("Tony's" does not close it).
const QUOTED = /"([^"\n]{3,})"|(?<![\p{L}\p{N}])'(.{3,}?)'(?![\p{L}\p{N}])/gu;

/** The greeting in quotes after "say", "greet callers with", "que diga"…; unquoted text is not taken. */
export function extractIntroduction(text: OwnerText): string | undefined {
  for (const match of text.original.matchAll(QUOTED)) {
    const before = text.folded.slice(Math.max(0, match.index - 40), match.index);
    const greeting = (match[1] ?? match[2] ?? "").trim();
    if (GREETING_CUE.test(before) && greeting) return greeting.slice(0, AGENT_LONG_TEXT_MAX);
  }
  return undefined;
}
