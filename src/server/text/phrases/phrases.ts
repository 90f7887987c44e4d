import type { BusinessCategory } from "../../../shared/catalog/agents";
import type { AgentLines } from "./agent-lines";
import type { AnswerLines } from "./answer-lines";
import type { BookingLines } from "./booking-lines";
import type { CallerDetailWords } from "./caller-detail-words";

export type { AgentLines, AnswerLines, BookingLines, CallerDetailWords };

// The shape every language's phrase module fills in: the words the built-in engine and the
// built-in assistant recognise. Each list is a few lines of comma-separated phrases, written
// folded (lower case, no accents, straight apostrophes) as the text they are matched against.

/** Lines of comma-separated phrases: ["yes, yeah, sure", "of course, okay"]. */
export type PhraseList = readonly string[];

/** What a caller asks that the agent answers from its configuration, by question. */
export type QuestionPhrases = {
  "time-now": PhraseList;
  "closing-time": PhraseList;
  "opening-time": PhraseList;
  hours: PhraseList;
  location: PhraseList;
  website: PhraseList;
  services: PhraseList;
  "business-name": PhraseList;
  "agent-identity": PhraseList;
  /** "Do you speak Spanish?", "¿hablan español?": whether the agent speaks Spanish; the same of English. */
  "speaks-spanish": PhraseList;
  "speaks-english": PhraseList;
};

/** Each trade's keywords, and the cues before the details callers give. */
export type TradeWords = {
  medicalReasons: PhraseList;
  carServices: PhraseList;
  /** The makes of car callers name ("a 2015 Honda Civic"), and models said alone ("my Corsa"). */
  carMakes: PhraseList;
  carModels: PhraseList;
  legalMatters: PhraseList;
  /** Before the property a caller asks about ("the house on Elm"); the cue is kept. */
  propertyCues: PhraseList;
  /** Before the person a caller asks to see ("with Tanya", "con la doctora Ruiz"), and their titles. */
  staffCues: PhraseList;
  staffTitles: PhraseList;
  beautyServices: PhraseList;
  fitnessClasses: PhraseList;
  /** Read back alone ("the monthly one"), without a determiner. */
  membershipTypes: PhraseList;
  programs: PhraseList;
  /** Before what a caller asks a shop for ("do you have …"). */
  productCues: PhraseList;
  financeServices: PhraseList;
  /** Before a technical problem ("trouble with …"). */
  techProblemCues: PhraseList;
  /** What a technical problem is with, when no cue comes before it. */
  techThings: PhraseList;
  buildingJobs: PhraseList;
  /** Before a trip's destination ("flights to …"). */
  destinationCues: PhraseList;
  consultingTopics: PhraseList;
  /** Before what a caller orders ("can I get …"). */
  orderItemCues: PhraseList;
  /** Before what a caller needs ("I'm looking for …"). */
  generalRequestCues: PhraseList;
};

/** The words that ask for a workflow intake, or for any request at all. */
export type IntakeTriggers = {
  /** Ask for an appointment in any trade; every appointment intake adds its own. */
  anyAppointment: PhraseList;
  /** Make a request plain even in a sentence that also asks a question. */
  plainRequest: PhraseList;
  /**
   * Words about something already ordered or booked ("an order I placed last week"): the caller
   * calls about it, so it is a message for the owner, not a new request.
   */
  earlierRequest: PhraseList;
  /** Kinds of request an owner's purpose can name ("Book consultations…"). */
  purposeRequests: { bookings: PhraseList; orders: PhraseList; quotes: PhraseList };
  /** Each intake's own words, by intake. */
  byIntake: {
    financeMeeting: PhraseList;
    technologyRequest: PhraseList;
    quoteVisit: PhraseList;
    roomStay: PhraseList;
    tripEnquiry: PhraseList;
    consultingConsultation: PhraseList;
    generalRequest: PhraseList;
    takeawayOrder: PhraseList;
    tableBooking: PhraseList;
    medicalAppointment: PhraseList;
    carService: PhraseList;
    legalConsultation: PhraseList;
    propertyViewing: PhraseList;
    beautyAppointment: PhraseList;
    membershipEnquiry: PhraseList;
    classBooking: PhraseList;
    schoolTour: PhraseList;
    enrolmentEnquiry: PhraseList;
    stockEnquiry: PhraseList;
  };
};

/**
 * The days callers ask the hours of (`asked-days.ts`) besides weekdays: today, tomorrow, the
 * weekend, and holidays by name, longest first where one contains another.
 */
export type AskedDayWords = Record<
  | "today"
  | "tomorrow"
  | "weekend"
  | "christmasEve"
  | "christmas"
  | "newYearsEve"
  | "newYear"
  | "independenceDay"
  | "thanksgiving",
  PhraseList
>;

/** What owners answer the built-in assistant. */
export type OwnerReplyWords = {
  /** Start a yes to "shall I create it?" or to a suggestion. */
  yes: PhraseList;
  /** Start a no to the same questions. */
  no: PhraseList;
  /** Ask for the agent to be created. */
  createRequest: PhraseList;
  /** A whole reply that answers no question: fillers, greetings, thanks. */
  nonAnswers: PhraseList;
  /** Ask the assistant to change language. */
  languageRequests: PhraseList;
  /** Ask what something costs, anywhere in a reply. */
  priceQuestions: PhraseList;
  /** Ask about prices when the reply is a question. */
  priceWords: PhraseList;
};

/** The words around the facts owners tell the assistant: their business's name, their agent's. */
export type BusinessFactWords = {
  /** End a business's name: "Tony's Pizza in Brooklyn". */
  wordsAfterAName: PhraseList;
  /** First words that show a phrase is not a proper name: "we're open". */
  notANameStart: PhraseList;
  /** After these anything is the business's name ("called …"). */
  businessNameCues: PhraseList;
  /** After these only a proper name is the business's name ("we're …"). */
  ownBusinessCues: PhraseList;
  /** After these comes the agent's own name ("call it …"). */
  agentNameCues: PhraseList;
};

/** The words around the facts about a business that owners tell the assistant: prices, policies, staff. */
export type KnowledgeFactWords = {
  /** Words for money after an amount: "14 dollars", "9 euros". */
  currencyWords: PhraseList;
  /** Before an amount that is the lowest price: "from $35", "starting at $35". */
  openPriceLeads: PhraseList;
  /** Before the first end of a price range: "from $35 to $60". */
  rangeLeads: PhraseList;
  /** Before the first end of a range whose ends are joined by betweenJoins: "between $80 and $120". */
  betweenLeads: PhraseList;
  betweenJoins: PhraseList;
  /** Join the two ends of a price range, besides a dash: "$35 to $60". */
  rangeJoins: PhraseList;
  /** Between an item and its price, left out of the item's name: "margherita is $14". */
  priceLinks: PhraseList;
  /** Before an item's name, left out of it: "a cleaning", "and pepperoni". */
  itemLeads: PhraseList;
  /** The word before a number that makes it a time or a count, not a price: "open at 11.30". */
  notBeforeBarePrice: PhraseList;
  /** Before a price, with the item named after it: "we charge $120 for a cleaning". */
  chargeCues: PhraseList;
  /** Between such a price and its item: "for", "por". */
  chargeFor: PhraseList;
  /** What a price is counted by, after it: "$40 an hour", "cada uno". */
  priceUnits: PhraseList;
  /** Before things the business offers, named without a price: "we also do calzones". */
  offerCues: PhraseList;
  /** Before how long something takes: "takes about 30 minutes". */
  durationCues: PhraseList;
  /** One of a unit, said in words before a duration's unit: "an hour", "una hora". */
  durationOnes: PhraseList;
  /** Half of a unit: "half an hour", "media hora". */
  durationHalves: PhraseList;
  /** After a duration, half a unit more: "an hour and a half". */
  durationAndAHalf: PhraseList;
  /** When something is offered, said after it: "weekends only". */
  availabilityWords: PhraseList;
  /** Accepting something, before a way to pay or an insurer: "we take", "aceptamos". */
  acceptVerbs: PhraseList;
  /** Ways to pay, a policy after an accepting verb: "cash", "all major cards". */
  paymentWords: PhraseList;
  /** A payment policy on their own: "cash only", "pay by". */
  paymentPolicies: PhraseList;
  /** Insurance on its own: "insurance", "PPO". */
  insuranceWords: PhraseList;
  /** Insurers, a policy after an accepting verb: "Delta Dental". */
  insurers: PhraseList;
  parkingWords: PhraseList;
  cancellationWords: PhraseList;
  /** Delivery and the area served: "we deliver", "within 3 miles". */
  areaWords: PhraseList;
  /** Among the area words, those of delivery: the assistant calls such a policy a delivery policy. */
  deliveryWords: PhraseList;
  /** Other policies owners state: returns, deposits, walk-ins. */
  otherPolicyWords: PhraseList;
  /** A sentence about the agent's work, not about the business: "the agent should…". */
  instructionWords: PhraseList;
  /** Join a statement to the one before, left out of it: "and we deliver". */
  clauseJoins: PhraseList;
  /** Start a new statement rather than continue the one before: "we", "our". */
  clauseSubjects: PhraseList;
  /** Before where the business is: "we're at", "estamos en". */
  locationCues: PhraseList;
  /** Before how to find it: "next to", "junto al". */
  directionLeads: PhraseList;
  /** What a person does at the business: "manager", "hygienist"; a plural "s" or "es" is accepted. */
  staffRoles: PhraseList;
  /** Before a person to ask for: "ask for Maria". */
  askForCues: PhraseList;
  /** Before a caller's question the owner answers: "if someone asks". */
  faqAsks: PhraseList;
  /** Between that question and its answer: "tell them". */
  faqTells: PhraseList;
  /** Label a question and its answer, each before a colon: "Q: … A: …". */
  faqQuestionLabels: PhraseList;
  faqAnswerLabels: PhraseList;
  /** Start an answer to the question just before it: "Do you deliver? Yes, …". */
  faqAnswerStarts: PhraseList;
};

/** The words around opening hours as owners write them. */
export type OpeningHoursWords = {
  /** A bare "11 to 10" is hours only after one of these. */
  hoursCues: PhraseList;
  /** Open all day, every day ("24/7"). */
  roundTheClock: PhraseList;
};

/**
 * What callers say in an emergency, and how owners write what to do about one in the agent's
 * purpose. Matched against the caller's words with contractions spelled out ("can't" → "can not",
 * "it's" → "it is", "water's" → "water is"). A phrase may be parts joined by " ~ ", said in that
 * order with up to six words between them ("pipe ~ burst": "a pipe that just burst"), and a part
 * may be alternatives joined by "/" ("dog/cat ~ ate ~ chocolate/rat poison").
 */
export type EmergencyWords = {
  /** A person's life may be in danger: the local emergency number comes first. */
  lifeThreatening: PhraseList;
  /** Fire or gas: everyone out, then the emergency number. */
  danger: PhraseList;
  /** Plumbing and the home: flooding, a burst pipe, sewage, no water or heat. */
  home: PhraseList;
  electrical: PhraseList;
  /** Urgent care that is not the emergency number's: a knocked-out tooth, severe swelling. */
  medical: PhraseList;
  /** An animal's emergency: an emergency vet. */
  pet: PhraseList;
  /** Said of a pet, "not breathing" is the vet's emergency. */
  pets: PhraseList;
  auto: PhraseList;
  legal: PhraseList;
  /** In any business: "it's an emergency", "es urgente". */
  general: PhraseList;
  /** In the three words before an emergency's words, these say there is none: "no gas smell". */
  negations: PhraseList;
  /** In the same sentence, these make it a question about the service: "do you fix burst pipes?" */
  aboutTheService: PhraseList;
  /** A sentence of the owner's purpose about emergencies says one of these (or an emergency's words). */
  purposeTopics: PhraseList;
  /** Before what the owner wants the caller told: "tell the caller to", "dígale que". */
  purposeTellCues: PhraseList;
  /** Before where the owner sends emergencies: "send emergencies to", "direct them to". */
  purposeSendCues: PhraseList;
  /** The instruction's first words when the owner gives it directly: "call", "go to". */
  purposeDirectVerbs: PhraseList;
  /** The instruction holds only while the business is closed: "after hours". */
  purposeAfterHours: PhraseList;
  /** What the owner asks of the agent, not of the caller: "mark it urgent", "take a message". */
  purposeAgentTasks: PhraseList;
  /**
   * The owner's words for callers, each with the agent's word to the one caller it speaks to, as
   * "owner's=agent's": "tell them to…" is said "…you", "que llamen" is said "llame" (usted).
   */
  purposeToTheCaller: PhraseList;
};

/** How a caller asks about what the agent may know (prices, what is offered) and the words that carry no topic. */
export type KnowledgeQuestionWords = {
  /** Make a sentence a question about the business even without a question mark: "how much", "quisiera saber". */
  askingAbout: PhraseList;
  /** Start a request said as a question ("can I order…?"), not a question about the business. */
  requestStarts: PhraseList;
  /** Start a question about the business, after a greeting or a filler: "what", "is", "¿dónde". */
  questionStarts: PhraseList;
  /** Start a question answered yes or no: "do you have", "¿tienen …?". */
  yesNoStarts: PhraseList;
  /** Lead into a yes-or-no question asked within a sentence: "I wanted to know if you take…", "saber si aceptan…". */
  yesNoLeads: PhraseList;
  /** Ask what something costs. */
  price: PhraseList;
  /** Ask how long something takes. */
  duration: PhraseList;
  /** Ask how to get there. */
  directions: PhraseList;
  /** Words that say nothing of what the caller asks about: function words, chatter, the asking itself. */
  topicless: PhraseList;
  /**
   * The first word of a sentence of the agent's purpose that tells the agent what to do ("Take
   * messages…", "If the caller…"), as opposed to one that states a fact callers may ask about.
   */
  purposeTasks: PhraseList;
  /** Words of a sentence about the agent's work rather than the business: "the caller", "callers". */
  aboutTheCall: PhraseList;
  /** What a business does to a thing, asked of it: "do you (handle) IRS letters?", "¿(arreglan) frenos?". */
  serviceVerbs: PhraseList;
  /** Words that say the business does not do something: "we don't do…", "no hacemos…". */
  negations: PhraseList;
  /** Words of how long ahead something must be asked for: "48 hours' notice", "con anticipación". */
  notice: PhraseList;
  /** End the thing a yes-or-no question asks about: "is there a hygienist (and…, who does…)". */
  objectEnds: PhraseList;
  /** Between the items of a list in the owner's purpose: "furnace, boiler and air conditioning repairs". */
  listJoins: PhraseList;
  /** Before what only narrows the thing asked about: "payroll (for small businesses)". */
  narrowing: PhraseList;
  /** Names of one charge, each for the others: the price "just to come out" is the "call-out fee". */
  sameCharges: { callOut: PhraseList };
  /**
   * Common things a business offers, each by its names in this language: a caller's "banquetes" is
   * the "catering" an owner wrote of. Every language names the same things, under the same keys.
   */
  sameThings: Record<SameThing, PhraseList>;
};

/** The things of `sameThings`, named alike in every language. */
export type SameThing =
  | "catering"
  | "delivery"
  | "takeout"
  | "haircut"
  | "repair"
  | "estimate"
  | "parking"
  | "giftCard"
  | "cleaning"
  | "wedding"
  | "accessibility"
  | "pets";

/**
 * Numbers said in words, read as digits in what the agent and the caller say (`number-words.ts`).
 * Each list gives its numbers in order of value; "a/b" are the spellings of one number.
 */
export type NumberWords = {
  /** 0 to 9. "One" counts only before what it counts (`countedAfterOne`): "no one" is no figure. */
  units: PhraseList;
  /** From 10 on, what the language says in one word (to 19 in English, 29 in Spanish); 20 to 90. */
  teens: PhraseList;
  tens: PhraseList;
  /** By hundreds. With only the word for a hundred, the others multiply it ("two hundred"). */
  hundreds: PhraseList;
  thousand: PhraseList;
  countedAfterOne: PhraseList;
  /** "Half an hour"; the words of a figure besides its number: units of time, currencies, "percent". */
  half: PhraseList;
  figureUnits: PhraseList;
};

export type Phrases = {
  /** What a caller means: yes, no, goodbye, a request for a message, a question. */
  callerIntents: {
    yes: PhraseList;
    no: PhraseList;
    goodbye: PhraseList;
    /**
     * "Buenas noches": a greeting that also parts; with thanks or "that's all" and nothing else
     * ("gracias, buenas noches") it is the caller's goodbye.
     */
    partings: PhraseList;
    /** "That's all": the caller has what they called for. */
    finished: PhraseList;
    /** "That's right", "correcto": what the caller heard is right; a yes to what was said, not a request for more. */
    confirmations: PhraseList;
    leaveMessage: PhraseList;
    /** "Can I speak to the manager?", "¿puedo hablar con el encargado?": the caller asks for a person. */
    personRequests: PhraseList;
    cancel: PhraseList;
    /** The caller's own booking: the words for it, and for cancelling or moving it. */
    ownBooking: {
      booking: PhraseList;
      cancel: PhraseList;
      move: PhraseList;
      /** "Anything available tomorrow?", "¿tienen lugar?": asking for a free time is asking to book. */
      availability: PhraseList;
      /** "The first one", "la última": which of the times or bookings the agent listed. */
      ordinals: { first: PhraseList; second: PhraseList; third: PhraseList; last: PhraseList };
    };
    /** A greeting said alone ("hello?", "buenas"): the caller has not said what they want yet. */
    greetings: PhraseList;
    /** Words of something gone wrong: "my furnace quit", "it's leaking", "me duele". */
    trouble: PhraseList;
    /** Thanks said alone, after "ok" or "perfect" at most. */
    thanks: PhraseList;
    /** "Let me think", "hold on": the caller needs a moment, and has said nothing yet. */
    hesitations: PhraseList;
    /**
     * "Hello? Are you there?", "¿bueno?": the caller checks the line is still open. A greeting's
     * words count only said as a question, since "bueno" is also a yes.
     */
    lineChecks: PhraseList;
    /** "Sorry?", "¿cómo?": the caller did not hear the agent. */
    askToRepeat: PhraseList;
    /** The words that start a question ("what", "do you", "a qué hora"), not an answer. */
    questionStarts: PhraseList;
    /** Said before a question's first word ("and", "sorry", "pero"). */
    questionAsides: PhraseList;
    questions: QuestionPhrases;
  };
  knowledgeQuestions: KnowledgeQuestionWords;
  /** Words owners use for their business, by business category; a plural "s" or "es" is accepted after each. */
  tradeWords: TradeWords;
  intakeTriggers: IntakeTriggers;
  callerDetails: CallerDetailWords;
  askedDays: AskedDayWords;
  ownerReplies: OwnerReplyWords;
  businessFacts: BusinessFactWords;
  knowledgeFacts: KnowledgeFactWords;
  openingHours: OpeningHoursWords;
  emergencies: EmergencyWords;
  businessCategories: Record<Exclude<BusinessCategory, "other">, PhraseList>;
  numberWords: NumberWords;
  /** What a business of each category does, said when asked "what do you do?" (`call-engine/intakes.ts`). */
  categoryServices: Record<BusinessCategory, string>;
  /**
   * Words said within the agent's sentences, `{word}` filled in as for its lines: a detail the caller would not
   * give and the call-back read back (`call-engine/intake-fields.ts`), a range of days or hours and a date
   * (`spoken-words.ts`, `business-answers.ts`), the text with the review link (`review-link.ts`), between
   * emergency numbers (`emergency-dialogue.ts`), and the note of what a call that ended early left out (`call-end.ts`).
   */
  spokenWords: Record<
    | "notGiven"
    | "callBackOn"
    | "fromTo"
    | "everyDay"
    | "onDays"
    | "onDate"
    | "reviewSms"
    | "orNumber"
    | "endedBefore"
    | "notConfirmed"
    | `missing-${"name" | "callback-number" | "day-and-time" | "party-size" | "details"}`,
    string
  >;
  agentLines: AgentLines;
  answerLines: AnswerLines;
};

/** An agent's line with each `{word}` in it filled in; a word given nothing is left out, never said as written. */
export const filled = (
  line: string,
  values: Readonly<Record<string, string | number>> | ((word: string) => string | undefined),
): string =>
  line.replace(/\{(\w+)\}/g, (_placeholder, word: string) =>
    String((typeof values === "function" ? values(word) : values[word]) ?? ""),
  );

/** The phrases of one list, one per entry. */
export function phrases(...lines: readonly string[]): string[] {
  return lines.flatMap((line) => line.split(", "));
}

/** One list's phrases in every given language, for one pattern that recognises all of them. */
export function phrasesOfEvery(
  languages: readonly Phrases[],
  list: (language: Phrases) => PhraseList,
): string[] {
  return languages.flatMap((language) => phrases(...list(language)));
}
