import type { SuggestedConfig } from "../../../shared/api/assistant";
import {
  AGENT_BEING_CREATED_PHRASE,
  type AgentLanguage,
  BUSINESS_CATEGORY_LABELS,
  type BusinessCategory,
} from "../../../shared/catalog/agents";
import { AGENT_CREATION_FEE_CENTS, formatDollars, USAGE_RATES } from "../../../shared/catalog/billing";
import { type ChatLanguage, detectLanguage } from "../../text/language";
import { wordsPattern } from "../../text/text-folding";
import type { AssistantReply, ChatTurn } from "./assistant";
import { findBusinessCategory } from "./business-categories";
import {
  extractAgentName,
  extractBusinessName,
  extractIntroduction,
  extractPurpose,
  extractWebsite,
  nameFromAnswer,
  prepareOwnerText,
  purposeFromAnswer,
} from "./business-facts";
import {
  CREATE_REQUEST,
  CREATION_QUESTION,
  creationQuestionWasAsked,
  isClearYes,
  NO,
  YES,
} from "./creation-consent";
import { labelledStatements } from "./explicit-statements";
import { factsAcknowledgement } from "./facts-acknowledgement";
import { extractKnowledgeFacts } from "./knowledge-facts";
import { extractOpeningHours } from "./opening-hours";
import { everyOwnerReply } from "./owner-replies";

// The built-in assistant is a deterministic interviewer. It reads every
// owner turn of the conversation in order, keeps what each one said, asks one question at a time
// for what is still missing (business name, category, purpose, then the agent's name). Once all of
// it is known it asks whether to create the agent for the $25 fee, and only a clear yes to that
// question makes it say that the agent is being created, which starts creation in the client.
// What a turn states in so many words ("Agent name: Emma", "Category: legal") wins over what the same
// turn suggests between the lines, and replaces what earlier turns said.

type Facts = SuggestedConfig;
type Fact = keyof Facts;
type Question = "businessName" | "businessCategory" | "agentPurpose" | "confirmAgentName" | "agentName";

type InterviewState = {
  facts: Facts;
  agentNameConfirmed: boolean;
  /** The owner said no to the suggested agent name without giving another. */
  agentNameDeclined: boolean;
  language: ChatLanguage;
  /** The configuration as it stood when the assistant last announced the creation. */
  announcedConfig: string | undefined;
  /** The configuration as it stood when the assistant last asked whether to create it for the fee. */
  askedConfig: string | undefined;
};

type Wording = Record<ChatLanguage, string>;

// The questions double as markers: a later turn finds which one the assistant asked by its text.
const QUESTIONS: Record<Question, Wording> = {
  businessName: { english: "What is the name of your business?", spanish: "¿Cómo se llama su negocio?" },
  businessCategory: {
    english:
      "What kind of business is it? For example a restaurant, a shop, a clinic, a salon or a law firm.",
    spanish:
      "¿Qué tipo de negocio es? Por ejemplo, un restaurante, una tienda, una clínica, un salón o un despacho de abogados.",
  },
  agentPurpose: {
    english:
      "What should your agent do when it answers your calls? For example take orders, book appointments or answer questions.",
    spanish:
      "¿Qué debe hacer su agente cuando conteste las llamadas? Por ejemplo, tomar pedidos, agendar citas o responder preguntas.",
  },
  confirmAgentName: {
    english: "Does that name work, or would you like a different one?",
    spanish: "¿Le parece bien ese nombre o prefiere otro?",
  },
  agentName: {
    english: "What would you like to call your agent?",
    spanish: "¿Cómo le gustaría llamar a su agente?",
  },
};

// Listed in the order an acknowledgement names what a turn learned.
const FACT_LABELS: Record<Fact, Wording> = {
  businessName: { english: "business name", spanish: "nombre del negocio" },
  businessCategory: { english: "category", spanish: "categoría" },
  customHours: { english: "hours", spanish: "horario" },
  businessWebsite: { english: "website", spanish: "sitio web" },
  agentIntro: { english: "greeting", spanish: "saludo" },
  agentPurpose: { english: "purpose", spanish: "propósito" },
  agentName: { english: "agent name", spanish: "nombre del agente" },
  language: { english: "language", spanish: "idioma" },
  timezone: { english: "timezone", spanish: "zona horaria" },
};
const FACT_ORDER = Object.keys(FACT_LABELS) as Fact[];

const SPANISH_CATEGORY_LABELS: Record<BusinessCategory, string> = {
  restaurant: "Restaurante",
  retail: "Comercio",
  healthcare: "Salud",
  legal: "Legal",
  "real-estate": "Bienes raíces",
  automotive: "Automotriz",
  beauty: "Belleza",
  education: "Educación",
  finance: "Finanzas",
  technology: "Tecnología",
  construction: "Construcción",
  travel: "Viajes",
  fitness: "Fitness",
  consulting: "Consultoría",
  other: "Otro",
};

const AGENT_LANGUAGE_LABELS: Record<AgentLanguage, Wording> = {
  english: { english: "English", spanish: "inglés" },
  spanish: { english: "Spanish", spanish: "español" },
  multilingual: { english: "English & Spanish", spanish: "inglés y español" },
};

// Replies that answer no question: fillers, requests to change language, questions back.
const NON_ANSWER = new RegExp(
  `^(?:${wordsPattern(everyOwnerReply((words) => words.nonAnswers))})[\\s.!]*$|${wordsPattern(everyOwnerReply((words) => words.languageRequests))}|\\?\\s*$`,
  "u",
);
// "How much is it?", or a price word in a question: "explain our prices" is a purpose, not a question.
const PRICE_QUESTION = new RegExp(
  `${wordsPattern(everyOwnerReply((words) => words.priceQuestions))}|${wordsPattern(everyOwnerReply((words) => words.priceWords))}(?=[^.!]*\\?)`,
  "u",
);

// $25 per new agent, $0.01 a minute for the line and $0.10 a minute for the AI.
const PRICES: Wording = {
  english: `Creating an agent costs ${formatDollars(AGENT_CREATION_FEE_CENTS)} from your balance; calls then cost ${formatDollars(USAGE_RATES.voicePerMinuteCents)} per minute for the line and ${formatDollars(USAGE_RATES.aiPerMinuteCents)} per minute for the AI.`,
  spanish: `Crear un agente cuesta ${formatDollars(AGENT_CREATION_FEE_CENTS)} de su saldo; después, las llamadas cuestan ${formatDollars(USAGE_RATES.voicePerMinuteCents)} por minuto de línea y ${formatDollars(USAGE_RATES.aiPerMinuteCents)} por minuto de IA.`,
};
const GREETING: Wording = {
  english: "Hi! I'll help you set up an AI agent that answers your business calls.",
  spanish: "¡Hola! Le ayudaré a configurar un agente de IA que conteste las llamadas de su negocio.",
};
const NOT_UNDERSTOOD: Wording = {
  english: "Sorry, I didn't catch that.",
  spanish: "Disculpe, no le entendí.",
};
const NOTED: Wording = { english: "Got it", spanish: "Anotado" };

export function interview({
  message,
  history,
}: {
  message: string;
  history: readonly ChatTurn[];
}): AssistantReply {
  let state: InterviewState = {
    facts: {},
    agentNameConfirmed: false,
    agentNameDeclined: false,
    language: "english",
    announcedConfig: undefined,
    askedConfig: undefined,
  };
  let asked: Question | undefined;
  for (const turn of history) {
    if (turn.role === "assistant") {
      asked = questionAskedIn(turn.content);
      if (turn.content.includes(AGENT_BEING_CREATED_PHRASE)) state.announcedConfig = configKey(state.facts);
      if (creationQuestionWasAsked([turn])) state.askedConfig = configKey(state.facts);
    } else {
      state = absorb(state, turn.content, asked).state;
      asked = undefined;
    }
  }
  const { state: current, learned } = absorb(state, message, asked);
  const language = current.language;
  const switchedLanguage = language !== state.language;
  const owner = prepareOwnerText(message);
  const parts: string[] = [];
  if (PRICE_QUESTION.test(owner.folded)) parts.push(PRICES[language]);
  if (learned.length > 0) parts.push(acknowledgement(current.facts, learned, language));
  const suggestedFacts = extractKnowledgeFacts(message);
  if (suggestedFacts.length > 0)
    parts.push(factsAcknowledgement(suggestedFacts, current.facts.businessCategory, language));

  const next = nextQuestion(current);
  const suggestedConfig = suggestedConfigOf(current.facts);
  if (next) {
    // The conversation greets once: a history with any word from the assistant has had its greeting
    // (the main screen opens every chat with one), so a message that adds nothing to an unasked
    // question is met with the next question alone.
    const isOpening = !history.some((turn) => turn.role === "assistant");
    if (isOpening && parts.length === 0) parts.push(GREETING[language]);
    else if (asked !== undefined && parts.length === 0 && !switchedLanguage)
      parts.push(NOT_UNDERSTOOD[language]);
    if (next === "confirmAgentName") parts.push(agentNameProposal(current.facts, language));
    parts.push(QUESTIONS[next][language]);
  } else {
    parts.push(creationStep(current, { message, history, folded: owner.folded }));
  }
  return {
    response: parts.join(" "),
    ...(suggestedConfig ? { suggestedConfig } : {}),
    ...(suggestedFacts.length > 0 ? { suggestedFacts } : {}),
  };
}

function questionAskedIn(assistantText: string): Question | undefined {
  let latest: { question: Question; at: number } | undefined;
  for (const [question, wording] of Object.entries(QUESTIONS) as [Question, Wording][]) {
    const at = Math.max(
      assistantText.lastIndexOf(wording.english),
      assistantText.lastIndexOf(wording.spanish),
    );
    if (at >= 0 && (!latest || at > latest.at)) latest = { question, at };
  }
  return latest?.question;
}

/** One owner turn read into the state, with the facts it added or changed. */
function absorb(
  state: InterviewState,
  text: string,
  asked: Question | undefined,
): { state: InterviewState; learned: Fact[] } {
  const owner = prepareOwnerText(text);
  const stated = labelledStatements(text);
  const found: Facts = {
    businessName: extractBusinessName(owner),
    agentName: extractAgentName(owner),
    agentPurpose: extractPurpose(owner),
    agentIntro: extractIntroduction(owner),
    businessWebsite: extractWebsite(owner),
    customHours: extractOpeningHours(text),
  };
  // The first category named sticks ("a bakery… we also sell gift boxes in the shop" stays a
  // restaurant) unless the owner is answering the category question.
  const category = findBusinessCategory(text);
  if (category && (!state.facts.businessCategory || asked === "businessCategory"))
    found.businessCategory = category;
  // What the description suggests gives way to what the owner stated; a stated category replaces
  // the one named first.
  Object.assign(found, stated);
  const statesFacts = Object.keys(stated).length > 0;

  const next = { ...state, facts: { ...state.facts } };
  const answers = !NON_ANSWER.test(owner.folded.trim());
  // "margherita is $14" answers no interview question: it is a fact for the form's knowledge.
  const givesKnowledge = extractKnowledgeFacts(text).length > 0;
  const saidOtherFacts = Boolean(
    givesKnowledge ||
      found.businessName ||
      found.agentName ||
      found.agentIntro ||
      found.businessWebsite ||
      found.customHours ||
      statesFacts,
  );
  let answeredWithName = false;
  switch (asked) {
    case "businessName":
      if (!found.businessName && !statesFacts && !givesKnowledge && answers) {
        found.businessName = nameFromAnswer(owner);
        answeredWithName = found.businessName !== undefined;
      }
      break;
    case "businessCategory":
      // An answer that names no known kind of business still answers the question.
      if (!found.businessCategory && !saidOtherFacts && answers) found.businessCategory = "other";
      break;
    case "agentPurpose":
      if (!found.agentPurpose && !saidOtherFacts && answers) found.agentPurpose = purposeFromAnswer(owner);
      break;
    case "confirmAgentName":
    case "agentName":
      if (found.agentName) break;
      if (asked === "confirmAgentName" && YES.test(owner.folded)) {
        next.agentNameConfirmed = true;
        break;
      }
      {
        // "No", "no, Sofia", "Sofia": a refusal, a refusal with the new name, or just the name.
        const refusal = NO.exec(owner.folded)?.[0] ?? "";
        const rest = owner.original.slice(refusal.length).replace(/^[\s,.!-]+/, "");
        if (!rest) next.agentNameDeclined = true;
        else if (!saidOtherFacts && answers) {
          found.agentName = nameFromAnswer(prepareOwnerText(rest));
          answeredWithName = found.agentName !== undefined;
        }
      }
      break;
  }
  if (found.agentName) {
    next.agentNameConfirmed = true;
    next.agentNameDeclined = false;
  }

  const learned: Fact[] = [];
  for (const fact of FACT_ORDER) {
    const value = found[fact];
    if (value !== undefined && value !== next.facts[fact]) {
      Object.assign(next.facts, { [fact]: value });
      learned.push(fact);
    }
  }
  // A name carries no language: "Panadería La Esperanza" in an English chat stays English.
  const language = answeredWithName ? undefined : detectLanguage(text);
  if (language) next.language = language;
  return { state: next, learned };
}

function nextQuestion({
  facts,
  agentNameConfirmed,
  agentNameDeclined,
}: InterviewState): Question | undefined {
  if (!facts.businessName) return "businessName";
  if (!facts.businessCategory) return "businessCategory";
  if (!facts.agentPurpose) return "agentPurpose";
  if (agentNameConfirmed) return undefined;
  return agentNameDeclined ? "agentName" : "confirmAgentName";
}

// An agent is named after its business unless the owner chooses otherwise.
function defaultAgentName(businessName: string): string {
  return `${businessName} AI Assistant`;
}

function suggestedConfigOf(facts: Facts): SuggestedConfig | undefined {
  const agentName =
    facts.agentName ?? (facts.businessName ? defaultAgentName(facts.businessName) : undefined);
  const config = Object.fromEntries(
    Object.entries({ ...facts, agentName }).filter(([, value]) => value !== undefined),
  ) as SuggestedConfig;
  return Object.keys(config).length > 0 ? config : undefined;
}

function configKey(facts: Facts): string {
  return JSON.stringify(suggestedConfigOf(facts) ?? {});
}

function acknowledgement(facts: Facts, learned: readonly Fact[], language: ChatLanguage): string {
  const items = learned.map((fact) => {
    const value = facts[fact] ?? "";
    const shown =
      fact === "businessCategory"
        ? language === "spanish"
          ? SPANISH_CATEGORY_LABELS[value as BusinessCategory]
          : BUSINESS_CATEGORY_LABELS[value as BusinessCategory]
        : fact === "language"
          ? AGENT_LANGUAGE_LABELS[value as AgentLanguage][language]
          : value;
    return `${FACT_LABELS[fact][language]}: ${shown}`;
  });
  const sentence = `${NOTED[language]} — ${items.join("; ")}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

function agentNameProposal(facts: Facts, language: ChatLanguage): string {
  const name = defaultAgentName(facts.businessName ?? "");
  return language === "spanish" ? `Llamaré a su agente "${name}".` : `I'll call your agent "${name}".`;
}

/**
 * Everything needed is known: the fee question, the announcement after a clear yes to it, or a word on
 * where things stand. A request to create ("create it") asks the question again rather than creating.
 */
function creationStep(
  current: InterviewState,
  turn: { message: string; history: readonly ChatTurn[]; folded: string },
): string {
  const { facts, language } = current;
  const agentName = suggestedConfigOf(facts)?.agentName ?? "";
  const key = configKey(facts);
  const askedJustNow = creationQuestionWasAsked(turn.history);
  const createRequested = CREATE_REQUEST.test(turn.folded);
  if (askedJustNow && isClearYes(turn.message)) return creationAnnouncement(agentName, language);
  if (askedJustNow && NO.test(turn.folded)) return creationDeclined(agentName, language);
  if (current.announcedConfig === key && !createRequested) return allSet(agentName, language);
  if (current.askedConfig === key && !createRequested) return readyToCreate(agentName, language);
  return creationQuestion(facts, language);
}

function creationQuestion(facts: Facts, language: ChatLanguage): string {
  const agentName = suggestedConfigOf(facts)?.agentName ?? "";
  const businessName = facts.businessName ?? "";
  return language === "spanish"
    ? `Su agente "${agentName}" para ${businessName} está listo. ${CREATION_QUESTION.spanish}`
    : `Your agent "${agentName}" for ${businessName} is ready. ${CREATION_QUESTION.english}`;
}

function creationDeclined(agentName: string, language: ChatLanguage): string {
  return language === "spanish"
    ? `De acuerdo, "${agentName}" no se ha creado y no se ha cobrado nada. Dígame que lo cree cuando quiera, o cambie antes lo que necesite.`
    : `No problem, "${agentName}" is not created and nothing was charged. Tell me to create it whenever you are ready, or change anything first.`;
}

function readyToCreate(agentName: string, language: ChatLanguage): string {
  return language === "spanish"
    ? `Su agente "${agentName}" está listo pero todavía no se ha creado. Dígame que lo cree, o pulse Create Agent, cuando quiera.`
    : `Your agent "${agentName}" is ready but not created yet. Tell me to create it, or press Create Agent, when you are ready.`;
}

// The client starts creation when the reply contains AGENT_BEING_CREATED_PHRASE, an
// English phrase; a Spanish reply carries it too, in brackets after the Spanish sentence.
function creationAnnouncement(agentName: string, language: ChatLanguage): string {
  const english = `Your agent "${agentName}" ${AGENT_BEING_CREATED_PHRASE}.`;
  return language === "spanish"
    ? `¡Ya tengo todo lo necesario! Su agente "${agentName}" se está creando y estará activo pronto. (${english})`
    : `Everything I need is here. ${english}`;
}

function allSet(agentName: string, language: ChatLanguage): string {
  return language === "spanish"
    ? `Su agente "${agentName}" ya está configurado. Dígame si quiere cambiar algo, como el horario, el sitio web o el saludo.`
    : `Your agent "${agentName}" is all set. Tell me if you'd like to change anything, such as the hours, the website or the greeting.`;
}
