import { type KnowledgeFact, KnowledgeFactSchema } from "../../../shared/api/knowledge";
import type { PolicyTopic } from "../../../shared/catalog/knowledge";
import { capitalizeFirst, wordsPattern } from "../../text/text-folding";
import { type OwnerText, prepareOwnerText } from "./business-facts";
import {
  type Clause,
  clausesOf,
  everyKnowledgeWord,
  leadingPattern,
  type Sentence,
  type Span,
  sentencesOf,
  spanText,
  trimSpan,
  withoutLead,
} from "./fact-clauses";
import { addressPart, directionsAt, locationOf, roleOf, staffOf } from "./people-and-places";
import { type ServiceDraft, serviceDetails, serviceOf, servicesOffered } from "./service-facts";

// The facts about the business that one owner message gives, for the form's knowledge: services
// and menu items with the prices written ("margherita is $14", "fillings $150-$300"), policies in
// the owner's words ("we deliver within 3 miles for $4"), staff ("Dr. Patel is our hygienist"),
// the address ("we're at 12 Main Street, next to the bank") and questions the owner answers ("Do
// you deliver? Yes, within 3 miles."). Nothing is guessed: a price is one written in the message,
// and what the reader cannot place is left out for the owner to add.

type PolicyDraft = { kind: "policy"; topic: PolicyTopic; span: Span };
type StaffDraft = { kind: "staff"; name: string; role: string };
type LocationDraft = { kind: "location"; address: Span; directions: Span | undefined };
type FaqDraft = { kind: "faq"; question: string; answer: string };
type Draft = ServiceDraft | PolicyDraft | StaffDraft | LocationDraft | FaqDraft;

const pattern = (list: Parameters<typeof everyKnowledgeWord>[0]) =>
  new RegExp(wordsPattern(everyKnowledgeWord(list)), "u");

const CANCELLATION = pattern((words) => words.cancellationWords);
const PARKING = pattern((words) => words.parkingWords);
const INSURANCE = pattern((words) => words.insuranceWords);
const INSURER = pattern((words) => words.insurers);
const ACCEPTS = pattern((words) => words.acceptVerbs);
const PAYMENT_WAY = pattern((words) => words.paymentWords);
const PAYMENT_POLICY = pattern((words) => words.paymentPolicies);
const AREA = pattern((words) => words.areaWords);
const OTHER_POLICY = pattern((words) => words.otherPolicyWords);
const INSTRUCTION = pattern((words) => words.instructionWords);
const CLAUSE_JOIN = leadingPattern(everyKnowledgeWord((words) => words.clauseJoins));
const NEW_SUBJECT = leadingPattern(everyKnowledgeWord((words) => words.clauseSubjects));
const FAQ_ANSWER_START = leadingPattern(everyKnowledgeWord((words) => words.faqAnswerStarts));
// "If someone asks about parking, tell them it's free behind the building."
const TOLD_ANSWER = new RegExp(
  `^${wordsPattern(everyKnowledgeWord((words) => words.faqAsks))}\\s+(?:(?:about|whether|if|por|si|sobre)\\s+)?(.+?),?\\s+${wordsPattern(everyKnowledgeWord((words) => words.faqTells))}\\s+(?:(?:them|that|que)\\s+)?(.+)$`,
  "du",
);

const QUESTION_LABEL = `${wordsPattern(everyKnowledgeWord((words) => words.faqQuestionLabels))}\\s*:\\s*`;
const ANSWER_LABEL = `${wordsPattern(everyKnowledgeWord((words) => words.faqAnswerLabels))}\\s*:\\s*`;
// "Q: Do you have gluten-free crust? A: Yes, for $2 more." up to the next question or the end.
const LABELLED_ANSWER = new RegExp(
  `${QUESTION_LABEL}(.+?)\\s+${ANSWER_LABEL}(.+?)\\s*(?=${QUESTION_LABEL}|$)`,
  "dgsu",
);

/** What a policy is about, by the words of its clause; undefined when it states no policy. */
function policyTopic(folded: string): PolicyTopic | undefined {
  if (CANCELLATION.test(folded)) return "cancellation";
  if (PARKING.test(folded)) return "parking";
  // "insurance" alone may be the business ("an insurance agency"): a policy says what is accepted.
  if (ACCEPTS.test(folded) && (INSURANCE.test(folded) || INSURER.test(folded))) return "insurance";
  if ((ACCEPTS.test(folded) && PAYMENT_WAY.test(folded)) || PAYMENT_POLICY.test(folded)) return "payment";
  if (AREA.test(folded)) return "areas-served";
  if (OTHER_POLICY.test(folded)) return "other";
  return undefined;
}

const foldedOf = (text: OwnerText, span: Span) => text.folded.slice(span.start, span.end);

/** The facts one clause states on its own, or none when it only continues the one before. */
function readClause(text: OwnerText, clause: Clause): Draft[] {
  const span = withoutLead(text, clause, CLAUSE_JOIN);
  const topic = policyTopic(foldedOf(text, span));
  if (topic) return [{ kind: "policy", topic, span }];
  const place = locationOf(text, span);
  if (place) return [{ kind: "location", ...place }];
  const person = staffOf(text, span);
  if (person) return [{ kind: "staff", ...person }];
  if (clause.price) {
    const service = serviceOf(text, span, clause.price);
    return service ? [service] : [];
  }
  // "también hacemos calzones": the cue may start with a word that otherwise only joins clauses.
  const offered = servicesOffered(text, span, false);
  return offered.length > 0 ? offered : servicesOffered(text, clause, false);
}

/**
 * A clause that states nothing on its own, read as more of the fact before it: the rest of a policy
 * ("we take cash, Visa and Mastercard"), a service's duration or days ("…, takes about 30 minutes"),
 * more things offered, a person's role ("ask for Maria, the manager"), the directions to an address.
 */
function continueFact(text: OwnerText, last: Draft, clause: Clause): Draft[] {
  const span = withoutLead(text, clause, CLAUSE_JOIN);
  switch (last.kind) {
    case "policy":
      if (!NEW_SUBJECT.test(foldedOf(text, clause))) last.span = { start: last.span.start, end: clause.end };
      return [];
    case "service":
      if (last.listed && !NEW_SUBJECT.test(foldedOf(text, span))) return servicesOffered(text, span, true);
      Object.assign(last, serviceDetails(text, span, last));
      return [];
    case "staff":
      if (last.role === "") last.role = roleOf(text, span) ?? "";
      return [];
    case "location": {
      const directions = directionsAt(text, span);
      if (directions) last.directions = last.directions ? { ...last.directions, end: span.end } : directions;
      else if (!last.directions && addressPart(text, span)) last.address = { ...last.address, end: span.end };
      return [];
    }
    case "faq":
      return [];
  }
}

/** "Do you deliver? Yes, within 3 miles." */
function questionAnswered(
  text: OwnerText,
  question: Sentence,
  answer: Sentence | undefined,
): FaqDraft | undefined {
  if (!answer || answer.question) return undefined;
  if (INSTRUCTION.test(foldedOf(text, question)) || !FAQ_ANSWER_START.test(foldedOf(text, answer)))
    return undefined;
  return { kind: "faq", question: `${spanText(text, question)}?`, answer: spanText(text, answer) };
}

/** "If someone asks about parking, tell them it's free behind the building." */
function answerToTell(text: OwnerText, sentence: Sentence): FaqDraft | undefined {
  const told = TOLD_ANSWER.exec(foldedOf(text, sentence));
  const [question, answer] = [told?.indices?.[1], told?.indices?.[2]];
  if (!question || !answer) return undefined;
  const at = ([start, end]: [number, number]) =>
    spanText(text, trimSpan(text, { start: sentence.start + start, end: sentence.start + end }));
  return { kind: "faq", question: `${capitalizeFirst(at(question))}?`, answer: capitalizeFirst(at(answer)) };
}

/** The questions and answers the owner labelled, and the text left without them. */
function labelledAnswers(text: OwnerText): { faqs: FaqDraft[]; rest: OwnerText } {
  const faqs: FaqDraft[] = [];
  let { original, folded } = text;
  for (const match of text.folded.matchAll(LABELLED_ANSWER)) {
    const [question, answer] = [match.indices?.[1], match.indices?.[2]];
    if (!question || !answer) continue;
    faqs.push({
      kind: "faq",
      question: spanText(text, trimSpan(text, { start: question[0], end: question[1] }))
        .concat("?")
        .replace(/\?+$/, "?"),
      answer: spanText(text, trimSpan(text, { start: answer[0], end: answer[1] })),
    });
    // Blanked rather than cut, so every other span keeps its place in the message.
    const blank = " ".repeat(match[0].length);
    original = original.slice(0, match.index) + blank + original.slice(match.index + blank.length);
    folded = folded.slice(0, match.index) + blank + folded.slice(match.index + blank.length);
  }
  return { faqs, rest: { original, folded } };
}

function draftsOf(message: OwnerText): Draft[] {
  const { faqs, rest: text } = labelledAnswers(message);
  const drafts: Draft[] = [...faqs];
  const sentences = sentencesOf(text);
  for (let index = 0; index < sentences.length; index++) {
    const sentence = sentences[index] as Sentence;
    if (sentence.question) {
      const faq = questionAnswered(text, sentence, sentences[index + 1]);
      if (faq) {
        drafts.push(faq);
        index++;
      }
      continue;
    }
    const told = answerToTell(text, sentence);
    if (told) drafts.push(told);
    // A sentence about the agent's work ("the agent should answer insurance questions") is its purpose.
    if (told || INSTRUCTION.test(foldedOf(text, sentence))) continue;
    let last: Draft | undefined;
    for (const clause of clausesOf(text, sentence)) {
      const read = readClause(text, clause);
      const [only] = read;
      if (
        only &&
        read.length === 1 &&
        only.kind === "policy" &&
        last?.kind === "policy" &&
        last.topic === only.topic
      ) {
        last.span = { start: last.span.start, end: only.span.end };
        continue;
      }
      const more = read.length > 0 ? read : last ? continueFact(text, last, clause) : [];
      drafts.push(...more);
      last = more.at(-1) ?? last;
    }
  }
  return drafts;
}

/** A clause as a sentence of its own: "we take cash" → "We take cash." */
function asSentence(words: string): string {
  const sentence = capitalizeFirst(words.trim());
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

function factOf(text: OwnerText, draft: Draft): unknown {
  switch (draft.kind) {
    case "service": {
      const { listed: _listed, ...service } = draft;
      return { ...service, name: capitalizeFirst(service.name) };
    }
    case "policy":
      return { kind: "policy", topic: draft.topic, text: asSentence(spanText(text, draft.span)) };
    case "staff":
      return draft;
    case "location":
      return {
        kind: "location",
        address: spanText(text, trimSpan(text, draft.address)),
        directions: draft.directions ? capitalizeFirst(spanText(text, trimSpan(text, draft.directions))) : "",
      };
    case "faq":
      return { ...draft, answer: asSentence(draft.answer) };
  }
}

/** The facts an owner's message gives, each as the form's knowledge takes it; the same fact once. */
export function extractKnowledgeFacts(message: string): KnowledgeFact[] {
  const text = prepareOwnerText(message);
  const facts = new Map<string, KnowledgeFact>();
  for (const draft of draftsOf(text)) {
    const parsed = KnowledgeFactSchema.safeParse(factOf(text, draft));
    if (parsed.success) facts.set(JSON.stringify(parsed.data), parsed.data);
  }
  return [...facts.values()];
}
