import type { BusinessCategory } from "../../../shared/catalog/agents";

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
};

/** Each trade's keywords, and the cues before the details callers give. */
export type TradeWords = {
  medicalReasons: PhraseList;
  carServices: PhraseList;
  legalMatters: PhraseList;
  /** Before the property a caller asks about ("the house on Elm"); the cue is kept. */
  propertyCues: PhraseList;
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
  /** Kinds of request an owner's purpose can name ("Book consultations…"). */
  purposeRequests: { bookings: PhraseList; orders: PhraseList; quotes: PhraseList };
  /** Each intake's own words, by intake. */
  byIntake: {
    financeMeeting: PhraseList;
    technologyRequest: PhraseList;
    quoteVisit: PhraseList;
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

/** The words around the details a caller gives: names, numbers, times. */
export type CallerDetailWords = {
  /** After these a name follows in any sentence ("my name is …"). */
  nameCues: PhraseList;
  /** After these only a capitalised word is a name: "I'm Ana", but not "I'm looking for…". */
  capitalisedNameCues: PhraseList;
  /** Words that are never a caller's name. */
  notNames: PhraseList;
  /** The caller's own number, as the number to call back on ("this number"). */
  sameNumber: PhraseList;
  /** Words about time the day-and-time finder cannot pin down ("whenever", "any weekday"). */
  looseTimeWords: PhraseList;
  /** Said before a day or a time and part of it: "on Friday", "around 6:30 PM", "a las 5", "in March". */
  dayAndTimeLeads: PhraseList;
  /** Between a day and its time said as one phrase: "tonight at 7", "mañana por la tarde". */
  dayAndTimeJoins: PhraseList;
  /** Before a bare hour, which makes it a time: "around 5", "a las cinco". */
  hourLeads: PhraseList;
  /** The kinds of street in an address, so "at 4 Elm Street" is not a time. */
  streetWords: PhraseList;
  /** Words a recogniser capitalises only because they start the sentence; names keep their capitals. */
  sentenceStarts: PhraseList;
  /**
   * Words that carry nothing for the owner reading a message's reason: greetings, yes and thanks,
   * "please pass it on", the cues of a name or a number ("yes, this number", "sí, a este mismo").
   */
  saysNothing: PhraseList;
  /** Said before an answer and not part of it: "yes, Friday", "bueno, el viernes". */
  fillerLeads: PhraseList;
  /** Before what the caller asks for, which a detail leaves out: "I need an oil change". */
  requestLeads: PhraseList;
  /** Politeness at the end of an answer, left out of it: "…, please", "…, gracias". */
  politeEndings: PhraseList;
};

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

/** The words around opening hours as owners write them. */
export type OpeningHoursWords = {
  /** A bare "11 to 10" is hours only after one of these. */
  hoursCues: PhraseList;
  /** Open all day, every day ("24/7"). */
  roundTheClock: PhraseList;
};

/**
 * Sentences the agent says, written as they are spoken (never matched against, so not folded).
 */
export type AgentLines = {
  /** Fills a wait for the model's first words, so the line is never silent. */
  oneMoment: string;
};

export type Phrases = {
  /** What a caller means: yes, no, goodbye, a request for a message, a question. */
  callerIntents: {
    yes: PhraseList;
    no: PhraseList;
    goodbye: PhraseList;
    /** "That's all": the caller has what they called for. */
    finished: PhraseList;
    leaveMessage: PhraseList;
    cancel: PhraseList;
    /** A greeting said alone ("hello?", "buenas"): the caller has not said what they want yet. */
    greetings: PhraseList;
    /** Thanks said alone, after "ok" at most. */
    thanks: PhraseList;
    /** "Sorry?", "¿cómo?": the caller did not hear the agent. */
    askToRepeat: PhraseList;
    /** The words that start a question ("what", "do you", "a qué hora"), not an answer. */
    questionStarts: PhraseList;
    /** Said before a question's first word ("and", "sorry", "pero"). */
    questionAsides: PhraseList;
    questions: QuestionPhrases;
  };
  /** Words owners use for their business, by business category; a plural "s" or "es" is accepted after each. */
  tradeWords: TradeWords;
  intakeTriggers: IntakeTriggers;
  callerDetails: CallerDetailWords;
  ownerReplies: OwnerReplyWords;
  businessFacts: BusinessFactWords;
  openingHours: OpeningHoursWords;
  businessCategories: Record<Exclude<BusinessCategory, "other">, PhraseList>;
  agentLines: AgentLines;
};

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
