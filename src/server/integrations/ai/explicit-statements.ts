import type { SuggestedConfig } from "../../../shared/api/assistant";
import {
  AGENT_LONG_TEXT_MAX,
  AGENT_TEXT_MAX,
  type AgentLanguage,
  BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_LABELS,
  type BusinessCategory,
  TIMEZONES,
  type TimezoneId,
} from "../../../shared/catalog/agents";
import { foldForMatching } from "../../text/text-folding";
import type { AssistantReply } from "./assistant";
import { findBusinessCategory } from "./business-categories";
import {
  extractAgentName,
  extractWebsite,
  prepareOwnerText,
  tidyName,
  titleCaseIfLower,
} from "./business-facts";
import { extractOpeningHours } from "./opening-hours";

// What the owner states in so many words: "Agent name: Emma", "Purpose: take bookings", "our hours
// are 9 to 5", "call her Emma". These statements win over anything read between the lines of a
// description, in whichever message they come, and whoever (the built-in interviewer or a model)
// read the rest.

type Field = keyof SuggestedConfig;

type Label = {
  field: Field;
  /** The label's words, folded. */
  words: readonly string[];
  /**
   * Also before "is"/"are"/"es" rather than a colon ("our hours are …"): only labels no sentence
   * about the business starts with ("the business is open late" names nothing).
   */
  takesVerb: boolean;
};

const LABELS: readonly Label[] = [
  {
    field: "agentName",
    words: [
      "agent name",
      "agent's name",
      "name of the agent",
      "assistant name",
      "assistant's name",
      "name of the assistant",
      "nombre del agente",
      "nombre del asistente",
      "nombre de la asistente",
    ],
    takesVerb: false,
  },
  {
    field: "businessName",
    words: [
      "business name",
      "business's name",
      "company name",
      "name of the business",
      "name of my business",
      "name of our business",
      "business",
      "company",
      "nombre del negocio",
      "nombre de la empresa",
      "negocio",
      "empresa",
    ],
    takesVerb: false,
  },
  {
    field: "agentPurpose",
    words: [
      "agent purpose",
      "agent's purpose",
      "purpose of the agent",
      "purpose",
      "agent's job",
      "agent job",
      "tasks",
      "proposito",
      "objetivo",
      "funcion",
    ],
    takesVerb: false,
  },
  {
    field: "businessCategory",
    words: [
      "business category",
      "category",
      "type of business",
      "kind of business",
      "business type",
      "industry",
      "categoria",
      "tipo de negocio",
    ],
    takesVerb: false,
  },
  {
    field: "customHours",
    words: [
      "opening hours",
      "business hours",
      "office hours",
      "our hours",
      "hours",
      "horario",
      "nuestro horario",
      "horario de atencion",
    ],
    takesVerb: true,
  },
  {
    field: "businessWebsite",
    words: ["website", "web site", "web", "sitio web", "pagina web"],
    takesVerb: false,
  },
  {
    field: "agentIntro",
    words: ["greeting", "introduction", "intro", "saludo", "presentacion"],
    takesVerb: false,
  },
  {
    field: "language",
    words: ["language", "languages", "agent language", "idioma", "idiomas"],
    takesVerb: false,
  },
  {
    field: "timezone",
    words: ["timezone", "time zone", "zona horaria", "huso horario"],
    takesVerb: true,
  },
];

const LABEL_OF_WORDS = new Map(
  LABELS.flatMap((label) => label.words.map((words) => [words, label] as const)),
);
const alternativesOf = (labels: readonly Label[], keep: (words: string) => boolean = () => true) =>
  labels
    .flatMap((label) => label.words.filter(keep))
    .sort((a, b) => b.length - a.length)
    .map((words) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|");

// A label of several words before a colon is one wherever it stands ("ok, so the agent name: Emma"); a
// one-word label ("Purpose:", "Business:") only where a line, a sentence or a comma starts it, and a
// label before "is" or "are" ("our hours are …") only where a sentence starts.
const LABEL_START = String.raw`(?:^|(?<=[\n;,.!?¿¡(]\s*))(?:the |our |my |el |la |nuestro |nuestra |mi )?`;
const COLON = String.raw`\s*[:=]\s*`;
const COLON_LABEL_ANYWHERE = new RegExp(
  String.raw`(?<![\p{L}\p{N}'])(${alternativesOf(LABELS, (words) => words.includes(" "))})${COLON}`,
  "gu",
);
const COLON_LABEL = new RegExp(`${LABEL_START}(${alternativesOf(LABELS)})${COLON}`, "gmu");
const VERB_LABEL = new RegExp(
  String.raw`${LABEL_START}(${alternativesOf(LABELS.filter((label) => label.takesVerb))})\s+(?:is|are|will be|should be|es|son|sera|seran)\s+`,
  "gmu",
);

// Where a short value ends: a line, a semicolon or a comma, or a full stop before the next sentence
// ("9 a.m. to 5" keeps its full stops: a lower-case word follows them).
const END_OF_NAME = /\n|;|,|\.(?=\s+[\p{Lu}\p{N}"¿¡]|\s*$)|!|\?/u;
const END_OF_TEXT = /\n|;|\.(?=\s+[\p{Lu}"¿¡]|\s*$)|!|\?/u;

type Found = { field: Field; start: number; valueStart: number };

function labelsIn(original: string): Found[] {
  const folded = foldForMatching(original);
  const found: Found[] = [];
  for (const pattern of [COLON_LABEL_ANYWHERE, COLON_LABEL, VERB_LABEL]) {
    for (const match of folded.matchAll(pattern)) {
      const label = LABEL_OF_WORDS.get(match[1] ?? "");
      const valueStart = match.index + match[0].length;
      // One label found by two patterns counts once.
      if (label && !found.some((other) => other.valueStart === valueStart)) {
        found.push({ field: label.field, start: match.index, valueStart });
      }
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const SHORT_VALUES: ReadonlySet<Field> = new Set([
  "agentName",
  "businessName",
  "businessCategory",
  "businessWebsite",
  "language",
  "timezone",
]);

const ENGLISH = /(?<![\p{L}])(?:english|ingles)(?![\p{L}])/u;
const SPANISH = /(?<![\p{L}])(?:spanish|espanol|castellano)(?![\p{L}])/u;
const BOTH = /(?<![\p{L}])(?:both|bilingual|bilingue|multilingual|ambos)(?![\p{L}])/u;

function languageNamed(value: string): AgentLanguage | undefined {
  const folded = foldForMatching(value);
  const english = ENGLISH.test(folded);
  const spanish = SPANISH.test(folded);
  if ((english && spanish) || BOTH.test(folded)) return "multilingual";
  if (spanish) return "spanish";
  return english ? "english" : undefined;
}

// "we're on Central time", "zona horaria: Madrid": a zone of the list by its name, its city or the
// region owners say. "Central European" comes before "Central", which is the US zone.
const ZONE_WORDS: readonly [RegExp, TimezoneId][] = [
  [/central europe/u, "Europe/Paris"],
  [/eastern europe/u, "Europe/Athens"],
  [/eastern australia|aest/u, "Australia/Sydney"],
  [/(?<![\p{L}])(?:eastern|et|est|edt)(?![\p{L}])/u, "America/New_York"],
  [/(?<![\p{L}])(?:central|ct|cst|cdt)(?![\p{L}])/u, "America/Chicago"],
  [/(?<![\p{L}])(?:mountain|mt|mst|mdt)(?![\p{L}])/u, "America/Denver"],
  [/(?<![\p{L}])(?:pacific|pt|pst|pdt)(?![\p{L}])/u, "America/Los_Angeles"],
  [/(?<![\p{L}])(?:uk|gmt|bst|british)(?![\p{L}])/u, "Europe/London"],
];

function timezoneNamed(value: string): TimezoneId | undefined {
  const folded = foldForMatching(value).replace(/_/g, " ");
  const byName = TIMEZONES.find(({ id, label }) => {
    const city = /\(([^)]+)\)/.exec(label)?.[1] ?? label.replace(/ Time$/, "");
    return folded.includes(foldForMatching(id).replace(/_/g, " ")) || folded.includes(foldForMatching(city));
  });
  return byName?.id ?? ZONE_WORDS.find(([words]) => words.test(folded))?.[1];
}

// "It should speak Spanish", "que hable inglés y español": the language callers are answered in, said
// of the agent ("our customers speak Spanish" says nothing of it).
const SPEAKS =
  /(?<![\p{L}])(?:it|she|he|agent|assistant|bot|should|must|will|can|to|que|debe|pueda|puede|sepa)\s+(?:speak|speaks|speaking|answer calls in|answer in|respond in|reply in|talk in|hable|hablar|habla|conteste en|responda en)\s+(?:in\s+)?(?:both\s+)?((?:english|spanish|ingles|espanol)(?:\s+(?:and|y|e|or|o)\s+(?:english|spanish|ingles|espanol))?|both languages)(?![\p{L}])/u;
// "We're on Central time", "in Pacific time".
const ON_ZONE_TIME =
  /(?<![\p{L}])(?:on|in|use|uses|using)\s+(?:the\s+)?((?:eastern|central|mountain|pacific|alaska|hawaii|atlantic|uk)(?:\s+standard)?\s+time)(?![\p{L}])/u;

function categoryNamed(value: string): BusinessCategory {
  const folded = foldForMatching(value).trim();
  const byName = BUSINESS_CATEGORIES.find(
    (category) =>
      category === folded.replace(/\s+/g, "-") ||
      foldForMatching(BUSINESS_CATEGORY_LABELS[category]) === folded,
  );
  // A kind of business the catalogue does not list is still the owner's answer.
  return byName ?? findBusinessCategory(value) ?? "other";
}

function endOfValue(field: Field): RegExp {
  if (field === "customHours") return /\n/;
  return SHORT_VALUES.has(field) ? END_OF_NAME : END_OF_TEXT;
}

/** The value as the field keeps it, or undefined when the owner left it blank. */
function storedValue(field: Field, written: string): string | undefined {
  const value = written
    .trim()
    .replace(/[\s,;]+$/, "")
    .replace(/^["']+|["']+$/g, "")
    .trim();
  if (value === "") return undefined;
  switch (field) {
    case "agentName":
    case "businessName": {
      // "Business: we sell pizza" names nothing.
      const name = tidyName(value);
      return name && name.length <= AGENT_TEXT_MAX ? titleCaseIfLower(name) : undefined;
    }
    case "businessCategory":
      return categoryNamed(value);
    case "customHours": {
      // Hours run on over sentences ("Mon-Fri 9-5. Sat 10-2."); "9 to 5" alone reads as hours only
      // after a word like "hours". Hours the reader cannot structure stay as written, to the end of
      // their sentence: the form's hours are free text.
      const sentenceEnd = value.search(END_OF_TEXT);
      const asWritten = sentenceEnd === -1 ? value : value.slice(0, sentenceEnd);
      return (extractOpeningHours(`hours ${value}`) ?? (asWritten || undefined))?.slice(
        0,
        AGENT_LONG_TEXT_MAX,
      );
    }
    case "businessWebsite":
      return extractWebsite(prepareOwnerText(value));
    case "agentPurpose": {
      // "Purpose: to take bookings" → "Take bookings".
      const purpose = value.replace(/^(?:to|que|para)\s+/iu, "");
      return (purpose.charAt(0).toUpperCase() + purpose.slice(1)).slice(0, AGENT_LONG_TEXT_MAX);
    }
    case "agentIntro":
      return value.slice(0, AGENT_LONG_TEXT_MAX);
    case "language":
      return languageNamed(value);
    case "timezone":
      return timezoneNamed(value);
  }
}

/**
 * The fields one owner message states under a label ("Agent name: Emma", "our hours are 9 to 5"), and
 * the language and timezone in the phrases that name them ("it should speak Spanish", "we're on
 * Central time"), which nothing else reads.
 */
export function labelledStatements(text: string): SuggestedConfig {
  const { original } = prepareOwnerText(text);
  const labels = labelsIn(original);
  const stated: SuggestedConfig = {};
  for (const [index, label] of labels.entries()) {
    const nextLabel = labels.slice(index + 1).find((next) => next.start >= label.valueStart);
    const rest = original.slice(label.valueStart, nextLabel?.start ?? original.length);
    const end = rest.search(endOfValue(label.field));
    const value = storedValue(label.field, end === -1 ? rest : rest.slice(0, end));
    // The first statement of a field in a message is the one meant; a repeat is usually an example.
    if (value !== undefined && stated[label.field] === undefined) {
      Object.assign(stated, { [label.field]: value });
    }
  }
  const folded = foldForMatching(original);
  const spoken = SPEAKS.exec(folded)?.[1];
  const spokenLanguage = spoken ? languageNamed(spoken) : undefined;
  if (stated.language === undefined && spokenLanguage) stated.language = spokenLanguage;
  const zone = ON_ZONE_TIME.exec(folded)?.[1];
  const zoneOfWords = zone ? timezoneNamed(zone) : undefined;
  if (stated.timezone === undefined && zoneOfWords) stated.timezone = zoneOfWords;
  return stated;
}

/**
 * The fields one owner message states explicitly: under a label, or the agent's name in the words
 * that give it ("call her Emma", "the agent should be called Emma"). A purpose or a business name
 * told in a description is not among them: a model may fairly merge it with what came before.
 */
export function explicitStatements(text: string): SuggestedConfig {
  const agentName = extractAgentName(prepareOwnerText(text));
  return { ...(agentName ? { agentName } : {}), ...labelledStatements(text) };
}

/** The reply, naming the suggested fields that the owner's message stated explicitly. */
export function withStatedFields(reply: AssistantReply, message: string): AssistantReply {
  const stated = explicitStatements(message);
  const suggested = reply.suggestedConfig ?? {};
  const fields = (Object.keys(stated) as Field[]).filter(
    (field) => suggested[field] !== undefined && suggested[field] === stated[field],
  );
  return fields.length > 0 ? { ...reply, statedFields: fields } : reply;
}

/** What a whole conversation's owner turns state explicitly, a later statement replacing an earlier one. */
export function explicitStatementsOf(ownerTurns: readonly string[]): SuggestedConfig {
  return Object.assign({}, ...ownerTurns.map(explicitStatements));
}
