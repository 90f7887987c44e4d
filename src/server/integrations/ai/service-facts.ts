import type { Price } from "../../../shared/api/knowledge";
import { capitalizeFirst, wordsOf, wordsPattern } from "../../text/text-folding";
import type { OwnerText } from "./business-facts";
import { everyKnowledgeWord, leadingPattern, type Span, spanText, trimSpan } from "./fact-clauses";
import type { PriceMention } from "./money-amounts";

// Services and menu items as owners list them: "margherita is $14", "a cleaning costs $120",
// "we charge $120 for a cleaning", "oil change: $49.99, takes about 30 minutes", "we also do calzones"
// (no price said, so none). The name is the owner's words between the cues; the price is the one
// written; "$40 an hour" and "from $35" keep their words as the description.

export type ServiceDraft = {
  kind: "service";
  name: string;
  description: string;
  price: Price | null;
  durationMinutes: number | null;
  availability: string;
  /** Named in a list of things offered ("we also do calzones, salads"), so a next clause may list more. */
  listed: boolean;
};

const words = (list: Parameters<typeof everyKnowledgeWord>[0]) => wordsPattern(everyKnowledgeWord(list));

const ITEM_LEAD = leadingPattern(everyKnowledgeWord((list) => list.itemLeads));
const PRICE_LINK_AT_END = new RegExp(`\\s*(?:'s|${words((list) => list.priceLinks)}|[:=\\-–—(])\\s*$`, "u");
const NOT_A_NAME = leadingPattern(everyKnowledgeWord((list) => list.clauseSubjects));
const CHARGE_CUE = new RegExp(`^\\s*${words((list) => list.chargeCues)}\\s*$`, "u");
// "otherwise we charge $25" names no item: the price belongs to the statement before it.
const CHARGE_IN = new RegExp(
  words((list) => list.chargeCues),
  "u",
);
const CHARGE_FOR = leadingPattern(everyKnowledgeWord((list) => list.chargeFor));
const NOT_BEFORE_BARE_PRICE = new RegExp(`${words((list) => list.notBeforeBarePrice)}\\s*$`, "u");
const PRICE_UNIT = leadingPattern(everyKnowledgeWord((list) => list.priceUnits));
const OFFER = leadingPattern(everyKnowledgeWord((list) => list.offerCues));
const AVAILABILITY = new RegExp(
  words((list) => list.availabilityWords),
  "u",
);
const LEADING_SEPARATOR = /^\s*(?:and|or|plus|y|o|&)\s/u;
const LIST_SEPARATOR = /,\s*|\s+(?:and|or|plus|y|o|&)\s+/gu;

const CUE = words((list) => list.durationCues);
const ONE = words((list) => list.durationOnes);
const HALF = words((list) => list.durationHalves);
// "takes about 30 minutes", "an hour and a half", "media hora", "(45 min)", "a 30-minute massage".
const DURATION = new RegExp(
  `(?:(${CUE})\\s+(?:${CUE}\\s+)?)?(?:(\\d+(?:[.,]\\d+)?)|(${ONE})|(${HALF}))\\s*-?\\s*(minutes?|mins?|minutos?|min|hours?|hrs?|hr|horas?|h)(?![\\p{L}])(\\s+${words((list) => list.durationAndAHalf)})?`,
  "u",
);

const MAX_NAME_WORDS = 8;

/** The item named in the span, without the words that lead to it or to its price. */
function nameIn(text: OwnerText, span: Span): string | undefined {
  let { start, end } = trimSpan(text, span);
  for (let lead = ITEM_LEAD.exec(text.folded.slice(start, end)); lead; ) {
    start += lead[0].length;
    lead = ITEM_LEAD.exec(text.folded.slice(start, end));
  }
  for (let link = PRICE_LINK_AT_END.exec(text.folded.slice(start, end)); link && link.index > 0; ) {
    end = start + link.index;
    link = PRICE_LINK_AT_END.exec(text.folded.slice(start, end));
  }
  // "Our prices: margherita $14": the item is what follows the heading.
  const colon = text.original.lastIndexOf(":", end - 1);
  if (colon >= start) start = colon + 1;
  const name = text.original.slice(start, end).trim();
  const folded = text.folded.slice(start, end).trim();
  const wordCount = wordsOf(name).length;
  if (!/\p{L}/u.test(name) || wordCount > MAX_NAME_WORDS || NOT_A_NAME.test(folded) || CHARGE_IN.test(folded))
    return undefined;
  return name;
}

/** How long something takes, in minutes, where the span says it. */
export function durationIn(folded: string): number | null {
  const match = DURATION.exec(folded);
  if (!match) return null;
  const [, cue, digits, one, half, unit = "", andAHalf] = match;
  // "an hour" is a duration only after a cue: "$40 an hour" is a rate.
  if (!digits && !cue) return null;
  const count = (digits ? Number(digits.replace(",", ".")) : one ? 1 : half ? 0.5 : 0) + (andAHalf ? 0.5 : 0);
  const minutes = Math.round(count * (/^(?:h|hr|hrs|hour|hours|hora|horas)$/.test(unit) ? 60 : 1));
  return minutes >= 1 && minutes <= 1440 && Number.isInteger(count * 60) ? minutes : null;
}

/** The duration and the days a span gives a service, for what the service does not have yet. */
export function serviceDetails(
  text: OwnerText,
  span: Span,
  service: Pick<ServiceDraft, "durationMinutes" | "availability">,
): Pick<ServiceDraft, "durationMinutes" | "availability"> {
  const folded = text.folded.slice(span.start, span.end);
  const available = AVAILABILITY.exec(folded);
  return {
    durationMinutes: service.durationMinutes ?? durationIn(folded),
    availability:
      service.availability ||
      (available
        ? text.original.slice(
            span.start + available.index,
            span.start + available.index + available[0].length,
          )
        : ""),
  };
}

/** "16.50" is a price only right after an item's name, never after "at" or "open". */
function barePriceAllowed(text: OwnerText, before: Span): boolean {
  const folded = text.folded.slice(before.start, before.end).trimEnd();
  return /\p{L}[\s:=-]*$/u.test(folded) && !NOT_BEFORE_BARE_PRICE.test(folded);
}

/** The service a clause with a price names, with the details the rest of the clause gives. */
export function serviceOf(text: OwnerText, span: Span, price: PriceMention): ServiceDraft | undefined {
  const before = { start: span.start, end: Math.max(span.start, price.start) };
  if (price.bare && !barePriceAllowed(text, before)) return undefined;
  let rest = { start: price.end, end: span.end };
  const unit = PRICE_UNIT.exec(text.folded.slice(rest.start, rest.end));
  const priceEnd = unit ? price.end + unit[0].trimEnd().length : price.end;
  let name = nameIn(text, before);
  if (!name) {
    // "we charge $120 for a cleaning", "$14 for a margherita"
    const lead = text.folded.slice(before.start, before.end);
    const itemFor = CHARGE_FOR.exec(text.folded.slice(priceEnd, span.end));
    if ((lead.trim() && !CHARGE_CUE.test(lead)) || !itemFor) return undefined;
    name = nameIn(text, { start: priceEnd + itemFor[0].length, end: span.end });
    rest = { start: span.end, end: span.end };
  }
  if (!name) return undefined;
  const described = price.openEnded || unit !== null;
  const details = serviceDetails(
    text,
    { start: priceEnd, end: rest.end },
    { durationMinutes: null, availability: "" },
  );
  return {
    kind: "service",
    name,
    description: described
      ? capitalizeFirst(spanText(text, { start: price.start, end: priceEnd }).trim())
      : "",
    price: { from: price.from, to: price.to },
    durationMinutes: details.durationMinutes ?? durationIn(name.toLowerCase()),
    availability: details.availability,
    listed: false,
  };
}

/**
 * Things named without a price after "we also do", "ofrecemos" ("we also do calzones and salads"),
 * or listed on in the clause after such a list (`continuing`).
 */
export function servicesOffered(text: OwnerText, span: Span, continuing: boolean): ServiceDraft[] {
  let items = span;
  if (!continuing) {
    const cue = OFFER.exec(text.folded.slice(span.start, span.end));
    if (!cue) return [];
    items = { start: span.start + cue[0].length, end: span.end };
  } else if (wordsOf(spanText(text, span)).length > MAX_NAME_WORDS) {
    return [];
  }
  const names: string[] = [];
  let start = items.start;
  // "vendemos y alquilamos casas": a cue followed by "and" names verbs, not things.
  if (LEADING_SEPARATOR.test(spanText(text, items))) return [];
  const inside = spanText(text, items);
  for (const separator of [...inside.matchAll(LIST_SEPARATOR), null]) {
    const end = separator ? items.start + separator.index : items.end;
    const name = nameIn(text, { start, end });
    if (name) names.push(name);
    if (separator) start = end + separator[0].length;
  }
  return names.map((name) => ({
    kind: "service",
    name,
    description: "",
    price: null,
    durationMinutes: null,
    availability: "",
    listed: true,
  }));
}
