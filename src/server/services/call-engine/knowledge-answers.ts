import type { Price, StoredKnowledgeFact } from "../../../shared/api/knowledge";
import { currencyOfRegion } from "../../../shared/catalog/currencies";
import { capitalizeFirst, foldForMatching } from "../../text/text-folding";
import { factSearchText } from "../knowledge-search";
import {
  KNOWLEDGE_PATTERNS,
  keysCovered,
  questionSentences,
  sameWord,
  topicKeys,
  withOtherNamesOfCharge,
  yesNoObject,
} from "./knowledge-words";
import { speakableText } from "./speakable-text";
import type { AgentProfile, KnowledgeMatch, SpokenLanguage } from "./types";

// The spoken answer to a caller's question from what the agent knows: the matches the search found
// for the caller's words, best first. A match answers only when it speaks of what the caller asked
// about; a price is said exactly as the owner stored it, in the currency of the agent's country, and
// the agent says no number that is not in the fact. Facts are quoted as the owner wrote them; the
// framing around them is in the call's language.

export type KnowledgeReply =
  /**
   * What the agent knows answers the question: `say` is the answer; `kinds` what answered it;
   * `partly`: a yes-or-no part of it ("…and do you have vegan cheese?") is not known.
   */
  | {
      kind: "answered";
      say: string;
      kinds: ReadonlySet<KnowledgeSource>;
      partly: boolean;
      /** The answer is that the business does it: the caller is offered a message about it. */
      offersMessage?: boolean;
    }
  /**
   * Nothing the agent knows answers it. `closest`: what the business does have that comes near
   * ("we have Margherita pizza, at $14" to "do you do gluten-free pizza?"), or "".
   */
  | { kind: "not-known"; closest: string };

type KnowledgeSource = StoredKnowledgeFact["kind"] | "passage";

/** What the question asks, beyond its topic. */
type Asked = { price: boolean; duration: boolean; directions: boolean; yesNo: boolean };

// A wh-question is answered by a match that speaks of half its topic words, or two of them;
// a yes-or-no question only by one that speaks of everything it asks about.
const HALF = 0.5;
const ENOUGH_WORDS = 2;
const MOST_ANSWERS = 2;

export function answerFromKnowledge(
  matches: readonly KnowledgeMatch[],
  callerWords: string,
  agent: Pick<AgentProfile, "selectedCountry" | "businessName">,
  language: SpokenLanguage,
  /** The caller asked where the business is ("where exactly are you?"). */
  asksWhere = false,
): KnowledgeReply {
  const question = withOtherNamesOfCharge(questionSentences(callerWords));
  const folded = foldForMatching(question);
  // The business's own name says nothing of what is asked: "do you do dental implants?" at a dental clinic.
  const ownName = topicKeys(agent.businessName);
  const callerKeys = topicKeys(question).filter((key) => !ownName.some((word) => sameWord(key, word)));
  const object = yesNoObject(folded);
  const objectKeys = object ? topicKeys(object).filter((key) => callerKeys.includes(key)) : [];
  const asked: Asked = {
    price: KNOWLEDGE_PATTERNS.price.test(folded),
    duration: KNOWLEDGE_PATTERNS.duration.test(folded),
    directions: KNOWLEDGE_PATTERNS.directions.test(folded),
    yesNo: objectKeys.length > 0,
  };
  const notKnown: KnowledgeReply = { kind: "not-known", closest: "" };
  const location = matches.find((match) => match.source === "fact" && match.fact.kind === "location");
  if (location && (asksWhere || (callerKeys.length === 0 && WHERE.test(folded)))) {
    const say = sayMatch(location, callerKeys, asked, agent, language) ?? "";
    return { kind: "answered", say, kinds: new Set(["location"]), partly: false };
  }
  if (callerKeys.length === 0) return notKnown;

  const scored = matches
    .map((match, rank) => {
      const text = match.source === "fact" ? factSearchText(match.fact) : match.text;
      const head = headOf(match);
      const headCovered = keysCovered(callerKeys, head);
      const headShare = headCovered.length / Math.max(1, topicKeys(head).length);
      return { match, rank, covered: keysCovered(callerKeys, text), headCovered, headShare };
    })
    .filter(({ covered }) => covered.length > 0)
    .sort((a, b) => b.covered.length - a.covered.length || b.headShare - a.headShare || a.rank - b.rank);
  const best = scored[0];
  if (!best) return notKnown;

  // Each answer is for a part of the question the ones before it left: "what's a pepperoni and how
  // much are the garlic knots?" is two.
  const answers = (candidate: (typeof scored)[number], left: readonly string[]) => {
    const covered = candidate.covered.filter((key) => left.includes(key));
    if (asked.yesNo && objectKeys.every((key) => covered.includes(key))) return true;
    const enough = covered.length >= ENOUGH_WORDS || covered.length / left.length >= HALF;
    if (!asked.yesNo) return enough;
    // "Do you take Delta Dental? and where do I park?": the match may answer the other part.
    return !objectKeys.some((key) => covered.includes(key)) && enough;
  };
  const chosen: typeof scored = [];
  for (const candidate of scored) {
    if (chosen.length === MOST_ANSWERS) break;
    const left = callerKeys.filter((key) => !chosen.some(({ covered }) => covered.includes(key)));
    // A second answer is for another part of the question, named in the fact itself (not in passing
    // in its description: "these days" is not a question about "same-day" exams).
    const named = chosen.length === 0 || candidate.headCovered.some((key) => left.includes(key));
    if (left.length > 0 && named && answers(candidate, left)) chosen.push(candidate);
  }
  const spoken = chosen
    .map(({ match }) => sayMatch(match, callerKeys, asked, agent, language))
    .filter((say): say is string => say !== undefined)
    // Two passages answering two parts of the question are introduced once.
    .map((say, index) => (index > 0 ? say.replace(PASSAGE_FRAME[language], "") : say));
  if (spoken.length === 0) {
    return { kind: "not-known", closest: closestAnswer(best.match, agent, language) };
  }
  const kinds = new Set(
    chosen.map(({ match }): KnowledgeSource => (match.source === "fact" ? match.fact.kind : "passage")),
  );
  const partly =
    asked.yesNo && !chosen.some(({ covered }) => objectKeys.every((key) => covered.includes(key)));
  return { kind: "answered", say: spoken.join(" "), kinds, partly };
}

const WHERE = /(?<![\p{L}])(?:where|donde)(?![\p{L}])/u;

/** What a match is named by: a service's name, a question, a staff member; a policy or a passage whole. */
function headOf(match: KnowledgeMatch): string {
  if (match.source === "passage") return match.text;
  const fact = match.fact;
  switch (fact.kind) {
    case "service":
      return fact.name;
    case "faq":
      return fact.question;
    case "staff":
      return `${fact.name} ${fact.role}`;
    default:
      return factSearchText(fact);
  }
}

// ---------------------------------------------------------------------------------------------
// Each kind of fact, said

function sayMatch(
  match: KnowledgeMatch,
  callerKeys: readonly string[],
  asked: Asked,
  agent: Pick<AgentProfile, "selectedCountry">,
  language: SpokenLanguage,
): string | undefined {
  if (match.source === "passage") return passageSentences(match.text, callerKeys, language);
  const fact = match.fact;
  const spanish = language === "spanish";
  switch (fact.kind) {
    case "service":
      return serviceAnswer(fact, asked, agent, language);
    case "faq":
      return sentence(fact.answer);
    case "policy":
      return sentence(fact.text);
    case "staff": {
      const role = fact.role ? lowerFirst(fact.role) : "";
      if (spanish) return `${fact.name} forma parte de nuestro equipo${role ? `: ${role}` : ""}.`;
      return role ? `${fact.name} is our ${role}.` : `${fact.name} is on our team.`;
    }
    case "location": {
      const where = spanish ? `Estamos en ${fact.address}.` : `We're at ${fact.address}.`;
      return asked.directions && fact.directions ? `${sentence(where)} ${sentence(fact.directions)}` : where;
    }
  }
}

type ServiceFact = Extract<StoredKnowledgeFact, { kind: "service" }>;

function serviceAnswer(
  fact: ServiceFact,
  asked: Asked,
  agent: Pick<AgentProfile, "selectedCountry">,
  language: SpokenLanguage,
): string | undefined {
  const spanish = language === "spanish";
  // Asked what it costs or how long it takes, and the owner did not say: the agent does not know.
  if (asked.price && !fact.price) return undefined;
  if (asked.duration && fact.durationMinutes === null) return undefined;
  const price = fact.price ? spokenPrice(fact.price, agent.selectedCountry, language) : "";
  const sentences: string[] = [];
  if (asked.yesNo) {
    sentences.push(spanish ? `Sí, ofrecemos ${fact.name}.` : `Yes, we offer ${fact.name}.`);
    if (price) sentences.push(spanish ? `Cuesta ${price}.` : `It's ${price}.`);
  } else if (price && !(asked.duration && !asked.price)) {
    sentences.push(spanish ? `${fact.name} cuesta ${price}.` : `${fact.name} is ${price}.`);
  }
  if (fact.durationMinutes !== null && (asked.duration || sentences.length === 0)) {
    const takes = spokenDuration(fact.durationMinutes, language);
    const subject = sentences.length === 0 ? fact.name : spanish ? "" : "It";
    sentences.push(
      spanish ? `${subject ? `${subject} dura` : "Dura"} ${takes}.` : `${subject} takes ${takes}.`,
    );
  }
  if (sentences.length === 0) {
    sentences.push(spanish ? `Ofrecemos ${fact.name}.` : `We offer ${fact.name}.`);
    if (fact.description) sentences.push(sentence(fact.description));
  }
  if (fact.availability) sentences.push(sentence(capitalizeFirst(fact.availability)));
  return sentences.join(" ");
}

/**
 * What comes nearest to what the caller asked for: "we have Margherita pizza, at $14" to "do you
 * do gluten-free pizza?", the delivery answer to "do you deliver to Park Slope?".
 */
function closestAnswer(
  match: KnowledgeMatch,
  agent: Pick<AgentProfile, "selectedCountry">,
  language: SpokenLanguage,
): string {
  if (match.source === "passage") return "";
  const fact = match.fact;
  const lead = language === "spanish" ? "Lo que le puedo decir es esto:" : "What I can tell you is this:";
  if (fact.kind === "faq") return `${lead} ${sentence(fact.answer)}`;
  if (fact.kind === "policy") return `${lead} ${sentence(fact.text)}`;
  if (fact.kind !== "service") return "";
  const price = fact.price ? spokenPrice(fact.price, agent.selectedCountry, language) : "";
  if (language === "spanish") return `Lo que sí tenemos es ${fact.name}${price ? `, ${price}` : ""}.`;
  const at = fact.price?.to === null ? "at " : "";
  return `What I can tell you is that we have ${fact.name}${price ? `, ${at}${price}` : ""}.`;
}

// ---------------------------------------------------------------------------------------------
// Amounts and durations, as a voice reads them

/** "$14", "$14.50", "£30", "from $80 to $120": the stored amount, in the agent's country's currency. */
export function spokenPrice(price: Price, country: string, language: SpokenLanguage): string {
  const from = spokenAmount(price.from, country, language);
  if (price.to === null) return from;
  const to = spokenAmount(price.to, country, language);
  return language === "spanish" ? `entre ${from} y ${to}` : `from ${from} to ${to}`;
}

function spokenAmount(amount: number, country: string, language: SpokenLanguage): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(`${language === "spanish" ? "es" : "en"}-${country}`, {
    style: "currency",
    currency: currencyOfRegion(country),
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** "45 minutes", "an hour", "2 hours", "90 minutes": only the numbers the owner stored, or whole hours of them. */
export function spokenDuration(minutes: number, language: SpokenLanguage): string {
  const spanish = language === "spanish";
  if (minutes === 60) return spanish ? "una hora" : "about an hour";
  if (minutes % 60 === 0) return spanish ? `unas ${minutes / 60} horas` : `about ${minutes / 60} hours`;
  return spanish ? `unos ${minutes} minutos` : `about ${minutes} minutes`;
}

// ---------------------------------------------------------------------------------------------
// Passages: the lines that answer, short

const MOST_LINES = 2;
// A price list's dot leaders ("Conchas ........ $12") read as a pause.
const LEADER = /\s*(?:\.{3,}|…+|_{3,}|-{3,})\s*/g;

function passageSentences(
  text: string,
  callerKeys: readonly string[],
  language: SpokenLanguage,
): string | undefined {
  const lines = text
    .split(/\n+|(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((line) => line.replace(LEADER, ", ").trim())
    .filter(Boolean);
  const ranked = lines
    .map((line, position) => ({ line, position, covered: keysCovered(callerKeys, line) }))
    .filter(({ covered }) => covered.length > 0)
    .sort((a, b) => b.covered.length - a.covered.length || a.position - b.position);
  const best = ranked[0];
  if (!best) return undefined;
  const chosen = [best];
  const second = ranked.find(
    (candidate) =>
      candidate !== best &&
      candidate.covered.length === best.covered.length &&
      candidate.covered.some((key) => !best.covered.includes(key)),
  );
  if (second && chosen.length < MOST_LINES) chosen.push(second);
  const said = chosen
    .sort((a, b) => a.position - b.position)
    .map(({ line }) => sentence(line))
    .join(" ");
  return `${PASSAGE_FRAME[language]}${said}`;
}

const PASSAGE_FRAME: Record<SpokenLanguage, string> = {
  english: "Here's what I have: ",
  spanish: "Esto es lo que tengo: ",
};

// ---------------------------------------------------------------------------------------------

/** The owner's words as one spoken sentence: no markdown, one line, a full stop at the end. */
function sentence(text: string): string {
  const cleaner = speakableText();
  const spoken = cleaner.push(text.replace(/\s*\n+\s*/g, ". ")).replace(/[\s,;:]+$/u, "");
  return /[.!?]$/.test(spoken) ? spoken : `${spoken}.`;
}

const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
