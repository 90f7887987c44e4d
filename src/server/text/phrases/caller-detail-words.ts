import type { PhraseList } from "./phrases";

// The words around the details a caller gives (names, numbers, days and times, party sizes, the
// reason of a message), which the built-in engine's finders recognise (`call-engine/caller-details.ts`).

/** The words around the details a caller gives: names, numbers, times. */
export type CallerDetailWords = {
  /** Words that start the rest of a sentence after a name: "Ana and…", "Ana for…". */
  nameEnds: PhraseList;
  /** The answer to "may I have your name?": opened by "yes", "sorry"…, then perhaps cued ("it's", "soy"), in this order. */
  nameAnswerOpeners: PhraseList;
  nameAnswerCues: PhraseList;
  /** Where a detail after a cue ("order two pizzas…") ends: another detail or the rest of the sentence begins. */
  cuedValueEnds: PhraseList;
  /** After a cue, a verb phrase rather than the thing itself: "I'd like to…", "que…". */
  notAThing: PhraseList;
  /** How a caller says the size of their party: "a table (for) four", "four people", "we are four", "just me". */
  partyNouns: PhraseList;
  partyCountCues: PhraseList;
  peopleCounted: PhraseList;
  partyOfCues: PhraseList;
  justOne: PhraseList;
  /** The words a caller says for 0 in a phone number ("oh", "cero"); the other digits are number words. */
  phoneZeros: PhraseList;
  /** After these a name follows in any sentence ("my name is …"). */
  nameCues: PhraseList;
  /** Before a name cue, whose name it is when not the caller's: "her (name is)", "mi hijo (se llama)". */
  someoneElses: PhraseList;
  /** Cues that name someone other than the caller by themselves: "she's called", "se llama". */
  someoneElsesCues: PhraseList;
  /** After these only a capitalised word is a name: "I'm Ana", but not "I'm looking for…". */
  capitalisedNameCues: PhraseList;
  /** Words that are never a caller's name. */
  notNames: PhraseList;
  /** The caller's own number, as the number to call back on ("this number"). */
  sameNumber: PhraseList;
  /** Words about time the day-and-time finder cannot pin down ("whenever", "any weekday"). */
  looseTimeWords: PhraseList;
  /** "Since yesterday", "hace dos días": a day said of what has happened, never a time wanted. */
  pastTimeWords: PhraseList;
  /** Said before a day or a time and part of it: "on Friday", "around 6:30 PM", "a las 5", "in March". */
  dayAndTimeLeads: PhraseList;
  /** Leads of a month or a time, never of a day: "come in on Friday", "pop in tomorrow" keep the verb's. */
  notBeforeADay: PhraseList;
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
  /** Sounds of a caller thinking, never a name: "my name is, uh, Heather". */
  hesitationSounds: PhraseList;
  /** "I'd rather not say", "prefiero no dar mi nombre": said to the name question, the caller keeps their name. */
  withholdsName: PhraseList;
  /** Before what the caller asks for, which a detail leaves out: "I need an oil change". */
  requestLeads: PhraseList;
  /** Words that open a message's reason and are not part of it: "and", "so", "hola". */
  reasonOpeners: PhraseList;
  /** Who is calling, before "calling about": "I'm", "we're". */
  callerSubjects: PhraseList;
  /** Words that say what the call is about, and are left out of the reason: "calling about", "llamo por". */
  callAboutCues: PhraseList;
  /** Words left out before a reason that do not by themselves say a call is about it: "regarding". */
  reasonOnlyLeads: PhraseList;
  /** Politeness at the end of an answer, left out of it: "…, please", "…, gracias". */
  politeEndings: PhraseList;
  /** After these the caller says a detail anew: "make that five", "no wait, …", "mejor a las ocho". */
  correctionCues: PhraseList;
  /** Before a detail the caller takes back: "Saturday, not Friday", "en vez del viernes". */
  takenBack: PhraseList;
  /**
   * Before a thing: "a", "my", "the". Kept with the keyword it comes before ("my tax return"); after
   * "cancel" it makes the thing the caller's to cancel ("cancel my appointment"), not what the agent is taking.
   */
  determiners: PhraseList;
  /** The caller's own, left out where the agent says "your": "my divorce" is read back "about divorce". */
  possessives: PhraseList;
  /** Between keywords of one thing the caller names: "a haircut and (a) blow dry", "corte y peinado". */
  keywordJoins: PhraseList;
  /** Between two names of a couple calling: "Jim and Carol Dunn", "Juan y Ana Pérez". */
  nameJoins: PhraseList;
  /** First letters that can sound alike in a name ("Kate", "Cate with a C"), each pair written as its two letters. */
  soundAlikeLetters: PhraseList;
  /** The words for a detail, by its kind, when the caller says which one to change ("the time"). */
  detailNames: Readonly<Record<"name" | "phone" | "when" | "party-size", PhraseList>>;
};
