import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { phrasesOfEvery } from "../../text/phrases/phrases";
import { escapeRegExp, wordsOf, wordsPattern } from "../../text/text-folding";
import type { OwnerText } from "./business-facts";
import { everyKnowledgeWord, leadingPattern, type Span, spanText, trimSpan } from "./fact-clauses";

// The people callers may ask for and where the business is, as owners say them: "Dr. Patel is our
// hygienist", "our manager is Maria", "ask for Maria, the manager"; "we're at 12 Main Street, next
// to the bank", "estamos en Calle Mayor 12, junto al banco".

const LOCATION_CUE = leadingPattern(everyKnowledgeWord((words) => words.locationCues));
const DIRECTION_LEAD = new RegExp(wordsPattern(everyKnowledgeWord((words) => words.directionLeads)), "u");
const DIRECTIONS_FIRST = leadingPattern(everyKnowledgeWord((words) => words.directionLeads));
const STREET = new RegExp(
  wordsPattern(phrasesOfEvery(PHRASE_LANGUAGES, (language) => language.callerDetails.streetWords)),
  "u",
);
// "Suite 4", "Austin, TX 78701", "CP 28013": what may follow an address after a comma.
const ADDRESS_PART =
  /^(?:(?:suite|ste|unit|apt|apartment|floor|fl|piso|local|oficina|depto|departamento|#)\b.*|\d{4,5}(?:-\d{4})?|\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,3}(?:\s+[A-Z]{2})?(?:\s+\d{5})?)$/iu;

const ROLES = everyKnowledgeWord((words) => words.staffRoles);
// A role phrase of up to four words that ends with a role: "hygienist", "head chef", "office manager".
const ROLE_AT_END = new RegExp(`(?<![\\p{L}])(?:${ROLES.map(escapeRegExp).join("|")})(?:e?s)?$`, "u");
const ASK_FOR = leadingPattern(everyKnowledgeWord((words) => words.askForCues));
const DETERMINER = "(?:[Oo]ur|[Tt]he|[Mm]y|[Nn]uestro|[Nn]uestra|[Mm]i|[Ee]l|[Ll]a)";
const NAME = String.raw`(?:(?:Dr|Dra|Mr|Mrs|Ms|Miss|Sr|Sra|Srta|Prof|Lic)\.?\s+)?\p{Lu}[\p{L}'-]*(?:\s+(?:(?:de|del|la|van|von|da)\s+)?\p{Lu}[\p{L}'-]*){0,3}`;
const NAMED_ROLE = new RegExp(
  `^(?:(?:[Tt]he|[Ee]l|[Ll]a)\\s+)?(${NAME})\\s+(?:is|es)\\s+${DETERMINER}\\s+(.{1,60})$`,
  "u",
);
const ROLE_NAMED = new RegExp(`^${DETERMINER}\\s+(.{1,60}?)\\s+(?:is|es|se llama)\\s+(${NAME})$`, "u");
const NAME_ONLY = new RegExp(`^${NAME}$`, "u");
const ROLE_ONLY = new RegExp(`^(?:${DETERMINER}\\s+)?(.{1,60})$`, "iu");

/** The role a phrase names, as written, when it ends with a role and has at most four words. */
function role(phrase: string): string | undefined {
  const written = phrase.trim();
  if (wordsOf(written).length > 4 || !ROLE_AT_END.test(written.toLowerCase())) return undefined;
  return written;
}

/** "the manager" after "ask for Maria": the role a clause names on its own. */
export function roleOf(text: OwnerText, span: Span): string | undefined {
  const written = ROLE_ONLY.exec(spanText(text, trimSpan(text, span)))?.[1];
  return written ? role(written) : undefined;
}

/** A person the clause names with their role, or a person to ask for. */
export function staffOf(text: OwnerText, span: Span): { name: string; role: string } | undefined {
  const clause = spanText(text, trimSpan(text, span));
  const named = NAMED_ROLE.exec(clause);
  const namedRole = named?.[2] ? role(named[2]) : undefined;
  if (named?.[1] && namedRole) return { name: named[1], role: namedRole };
  const roleFirst = ROLE_NAMED.exec(clause);
  const firstRole = roleFirst?.[1] ? role(roleFirst[1]) : undefined;
  if (roleFirst?.[2] && firstRole) return { name: roleFirst[2], role: firstRole };
  const askFor = ASK_FOR.exec(text.folded.slice(span.start, span.end));
  if (askFor) {
    const name = clause.slice(askFor[0].length).trim();
    if (NAME_ONLY.test(name)) return { name, role: "" };
  }
  return undefined;
}

/** "next to the bank": directions that start the clause. */
export function directionsAt(text: OwnerText, span: Span): Span | undefined {
  return DIRECTIONS_FIRST.test(text.folded.slice(span.start, span.end)) ? trimSpan(text, span) : undefined;
}

/** "Suite 4", "Austin, TX 78701": more of the address before it. */
export function addressPart(text: OwnerText, span: Span): boolean {
  return ADDRESS_PART.test(spanText(text, trimSpan(text, span)));
}

/** "we're at 12 Main Street next to the bank": the address, and the directions in the same clause. */
export function locationOf(
  text: OwnerText,
  span: Span,
): { address: Span; directions: Span | undefined } | undefined {
  const cue = LOCATION_CUE.exec(text.folded.slice(span.start, span.end));
  if (!cue) return undefined;
  const rest = trimSpan(text, { start: span.start + cue[0].length, end: span.end });
  const lead = DIRECTION_LEAD.exec(text.folded.slice(rest.start, rest.end));
  const address = trimSpan(text, { start: rest.start, end: lead ? rest.start + lead.index : rest.end });
  const folded = text.folded.slice(address.start, address.end);
  if (address.end <= address.start || !(/\d/.test(folded) || STREET.test(folded))) return undefined;
  return { address, directions: lead ? { start: rest.start + lead.index, end: rest.end } : undefined };
}
