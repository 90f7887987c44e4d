import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { type PhraseList, type Phrases, phrasesOfEvery } from "../../text/phrases/phrases";
import { wordsPattern } from "../../text/text-folding";
import { questionsAsked } from "./caller-intents";
import type { BookingTalk } from "./dialogue-memory";
import type { Turn } from "./engine-turn";
import { everyTrigger, triggerWords } from "./intake-fields";
import { INTAKES_BY_CATEGORY, intakeRequested, PLAIN_REQUEST, refersToEarlierRequest } from "./intakes";

// What a caller's words ask of the appointment book: to book, to cancel or move a booking of
// theirs, or which of the times or bookings the agent listed they mean ("the first one").

const ownBookingWords = (list: (words: Phrases["callerIntents"]["ownBooking"]) => PhraseList) =>
  new RegExp(
    wordsPattern(phrasesOfEvery(PHRASE_LANGUAGES, (language) => list(language.callerIntents.ownBooking))),
    "u",
  );
const BOOKING = ownBookingWords((words) => words.booking);
const CANCEL = ownBookingWords((words) => words.cancel);
const MOVE = ownBookingWords((words) => words.move);
const ORDINALS = [
  ownBookingWords((words) => words.ordinals.first),
  ownBookingWords((words) => words.ordinals.second),
  ownBookingWords((words) => words.ordinals.third),
] as const;
const LAST = ownBookingWords((words) => words.ordinals.last);
const AVAILABILITY = ownBookingWords((words) => words.availability);
// "Can I book…", "una cita": any trade's words for an appointment.
const ASKS_FOR_APPOINTMENT = triggerWords(everyTrigger((words) => words.anyAppointment));

// Requests the book serves: a visit at a time. An order or an enquiry is not booked.
const BOOKED_REQUESTS = new Set([
  "table-booking",
  "appointment-request",
  "service-booking",
  "consultation-request",
  "viewing-request",
  "appointment",
  "class-booking",
  "tour-request",
  "meeting-request",
  "service-request",
  "quote-visit-request",
]);

/** Whether the caller wants to cancel or move a booking they have, or book one. */
export function bookingAsked(turn: Turn): BookingTalk["action"] | undefined {
  const { folded } = turn.utterance;
  const aboutBooking = BOOKING.test(folded);
  if (aboutBooking && CANCEL.test(folded)) return "cancel";
  if (aboutBooking && MOVE.test(folded) && !/\b(?:book|reservar|agendar)\b/u.test(folded)) return "move";
  if (refersToEarlierRequest(turn.utterance)) return undefined;
  const intake = intakeRequested(turn.agent.businessCategory, turn.utterance);
  if (intake && BOOKED_REQUESTS.has(intake.kind)) return "book";
  // "Do you take reservations?": a question that is a request, whatever else the trade's intakes match.
  const bookedByTrade = INTAKES_BY_CATEGORY[turn.agent.businessCategory].some(
    ({ kind, triggers }) => BOOKED_REQUESTS.has(kind) && triggers.test(folded),
  );
  if (bookedByTrade || AVAILABILITY.test(folded)) return "book";
  // "What's your schedule?" asks about the hours; "can I schedule a visit?" asks for a booking.
  const onlyAsking = questionsAsked(turn.utterance).length > 0 && !PLAIN_REQUEST.test(folded);
  return ASKS_FOR_APPOINTMENT.test(folded) && !onlyAsking ? "book" : undefined;
}

/** Whether the caller's own words name a booking they have being cancelled, as opposed to dropping the talk ("never mind"). */
export const cancelsBooking = (folded: string) => CANCEL.test(folded);

/** The one of `listed` that "the first one", "the second", "la última" names. */
export function ordinalPicked<T>(folded: string, listed: readonly T[]): T | undefined {
  const ordinal = ORDINALS.findIndex((words) => words.test(folded));
  if (ordinal >= 0 && listed[ordinal]) return listed[ordinal];
  return LAST.test(folded) ? listed.at(-1) : undefined;
}
