import type { BookingLines } from "./booking-lines";

// The agent's own lines: the names of its sentences, which every language gives.

/**
 * Sentences the agent says, written as they are spoken (never matched against, so not folded). A
 * word in braces (`{business}`) is filled in as it is said (`agentLine` in `call-engine/spoken-words.ts`).
 */
export type AgentLines = Record<AgentLine | IntakeQuestion, string> & {
  /** The built-in engine's appointment book (`booking-dialogue.ts`). */
  bookings: BookingLines;
};

/**
 * `oneMoment` fills a wait for the model's first words, so the line is never silent; `greeting` is
 * said when the owner wrote none (`{business}`, `{agent}`: `call-start.ts`), and `otherLanguageToo`
 * after it, in the other language, by an agent that speaks both; the others take, read back and pass
 * on a caller's message or request (`call-engine/form-records.ts`), and carry the built-in engine's
 * conversation (`call-engine/offline-engine.ts`).
 */
export type AgentLine =
  | "oneMoment"
  | "greeting"
  | "otherLanguageToo"
  | "callBackOnGiven"
  | "callBackOnOwn"
  | "readBack"
  | "cancelled"
  | "sorryAboutThat"
  | "notedGivenNumber"
  | "notedOwnNumber"
  | "thanks"
  | "passedOnWithNumber"
  | "passedOn"
  | "requestNoted"
  | "urgentWithNumber"
  | "urgent"
  | "requestNow"
  | "messageUnder"
  | "messageOnNumber"
  | "sorryToHear"
  | "messageAboutThat"
  | "cannotHelpMessage"
  | "requestAsMessage"
  | "noOneAvailable"
  | "priceWithRequest"
  | "questionWithRequest"
  | "troubleTakingMessage"
  | "howElse"
  | "stillHere"
  | "howCanIHelp"
  | "canHelpWithThat"
  | "hello"
  | "youreWelcome"
  | "whatCanIDo"
  | "addedToMessage"
  | "anythingElse"
  | "anythingElseAgain"
  | "offerMessage"
  | "offerReview"
  | "reviewSent"
  | "goodbye"
  | "noProblem"
  | "ofCourse"
  | "didNotCatch"
  | "whatToChange"
  | "changedIt"
  | "notedThat"
  // Putting the caller through to one of the owner's people (`call-engine/transfer.ts`): `{label}` is
  // whom, and the line without it is said of someone unnamed.
  | "putThrough"
  | "putThroughToSomeone"
  | "notTakingCalls"
  | "noOneTakingCalls"
  | "couldNotTake"
  | "noOneCouldTake"
  | "pressToTake";

/** The questions that ask a caller for a detail of a message or an intake (`call-engine/intake-fields.ts`). */
export type IntakeQuestion =
  | "askName"
  | "askCallbackNumber"
  | "askPreferredTime"
  | "askStaff"
  | "askMessage"
  | "askEmergencyAddress"
  | "askOrderItems"
  | "askPickupTime"
  | "askPartySize"
  | "askTableTime"
  | "askPatientName"
  | "askVisitTime"
  | "askVisitReason"
  | "askVehicle"
  | "askCarService"
  | "askLegalMatter"
  | "askProperty"
  | "askViewingTime"
  | "askBeautyService"
  | "askMembershipType"
  | "askClass"
  | "askClassTime"
  | "askAppointmentTime"
  | "askConcern"
  | "askTourTime"
  | "askProgram"
  | "askProduct"
  | "askMeetingTopic"
  | "askTechNeed"
  | "askJob"
  | "askJobArea"
  | "askQuoteVisitTime"
  | "askStayDates"
  | "askGuests"
  | "askDestination"
  | "askTravelDates"
  | "askConsultingTopic"
  | "askGeneralRequest";
