import { DEFAULT_SERVICE } from "../../../shared/api/bookings";
import { toE164 } from "../../text/phone-numbers";
import { localTimeIn } from "../wall-clock";
import { recordBookingChange } from "./booking-changes";
import { bookingAsked, cancelsBooking, ordinalPicked } from "./booking-requests";
import {
  AN_APPOINTMENT,
  chooseTime,
  offerNextTimes,
  serviceOf,
  type TimeChoice,
  whatIsBooked,
} from "./booking-time-choice";
import { bookingLine, startText } from "./booking-times";
import { answerQuestion } from "./business-answers";
import { findPhoneNumber } from "./caller-details";
import { isNo, isYes, questionsAsked, wantsToCancel } from "./caller-intents";
import { findCueName, nameFromAnswer } from "./caller-names";
import { findDayAndTime } from "./day-and-time";
import { type BookingTalk, type ListedBooking, newBookingTalk } from "./dialogue-memory";
import { clockOf, DID_NOT_CATCH, NO_PROBLEM, say, type Turn } from "./engine-turn";
import { MESSAGE_FORM_ID, startForm } from "./intake-dialogue";
import { askAnythingElse } from "./offline-engine";
import { joinedList } from "./spoken-words";
import { given } from "./taken-message";
import type { AppointmentBook, BookingAnswer, BookingRefusal, CallerBooking } from "./types";

// The built-in engine's appointment book: a caller books one of the book's real free times, or
// cancels or moves one of their own coming bookings, in English or Spanish. The agent offers only
// starts the book listed, reads the booking back before making it, and says it is done only when
// the book answered so; a booking it could not make becomes a message for the owner.

/** Unclear answers to one question before the agent takes a message instead. */
const MAX_RETRIES = 2;

/**
 * A turn about booking, answered from the appointment book; false when the caller's words are
 * not about one and the rest of the engine answers them.
 */
export async function answerAboutBooking(turn: Turn, book: AppointmentBook): Promise<boolean> {
  const talk = turn.dialogue.booking;
  if (talk) {
    if (wantsToCancel(turn.utterance) && !cancelsBooking(turn.utterance.folded)) {
      turn.dialogue.booking = null;
      say(turn, NO_PROBLEM);
      askAnythingElse(turn);
    } else await continueTalk(turn, book, talk);
    return true;
  }
  const action = bookingAsked(turn);
  if (!action) return false;
  const started = newBookingTalk(action, earlierName(turn) ?? null);
  turn.dialogue.booking = started;
  if (action === "book") await startBooking(turn, book, started);
  else await findTheirBookings(turn, book, started, { newTimeSaid: true });
  return true;
}

function earlierName({ state, utterance }: Turn): string | undefined {
  return [findCueName(utterance)?.value, state.message?.callerName, state.soFar?.callerName].find(given);
}

// ---------------------------------------------------------------------------------------------
// Booking a time

async function startBooking(turn: Turn, book: AppointmentBook, talk: BookingTalk): Promise<void> {
  const { service, label } = whatIsBooked(turn);
  talk.service = service;
  talk.label = label[turn.language];
  if (!(await timeFromWords(turn, book, talk))) say(turn, bookingLine("askWhen", { label: talk.label }));
}

/** The caller's words read for a time, and the agent's answer to what they chose; false when they name none. */
async function timeFromWords(turn: Turn, book: AppointmentBook, talk: BookingTalk): Promise<boolean> {
  const choice = await chooseTime(turn, book, talk);
  if (!choice) return false;
  followChoice(turn, book, talk, choice);
  return true;
}

function followChoice(turn: Turn, book: AppointmentBook, talk: BookingTalk, choice: TimeChoice): void {
  if ("chosen" in choice) timeChosen(turn, book, talk, choice.chosen);
  else if ("refused" in choice) cannotBook(turn, talk, choice.refused);
}

/** A free start is chosen: the agent asks for what is still missing, then reads the booking back. */
function timeChosen(turn: Turn, book: AppointmentBook, talk: BookingTalk, start: Date): void {
  talk.start = start.toISOString();
  talk.retries = 0;
  if (talk.action === "move") {
    talk.step = "confirm";
    say(turn, bookingLine("confirmMove", { start: when(turn, start) }));
    return;
  }
  askForMissing(turn, book, talk);
}

const when = (turn: Turn, start: Date) => startText(start, turn.agent.timezone, turn.language);

function askForMissing(turn: Turn, book: AppointmentBook, talk: BookingTalk): void {
  if (!talk.callerName) {
    talk.step = "name";
    say(turn, bookingLine("askName"));
  } else if (!book.knowsCallerNumber && !talk.callerPhone) {
    askForNumber(turn, talk);
  } else {
    talk.step = "confirm";
    const start = when(turn, new Date(talk.start!));
    say(turn, bookingLine("confirmBook", { label: talk.label, start, name: talk.callerName }));
  }
}

function askForNumber(turn: Turn, talk: BookingTalk): void {
  talk.step = "number";
  say(turn, bookingLine("askNumber"));
}

// ---------------------------------------------------------------------------------------------
// The caller's answers

async function continueTalk(turn: Turn, book: AppointmentBook, talk: BookingTalk): Promise<void> {
  const { utterance } = turn;
  switch (talk.step) {
    case "when":
      if (await timeFromWords(turn, book, talk)) return;
      return unclear(turn, talk, () => askWhenAgain(turn, talk));
    case "name": {
      const name = nameFromAnswer(utterance)?.value;
      if (!name) return unclear(turn, talk, () => askForMissing(turn, book, talk));
      talk.callerName = name;
      return talk.action === "book" ? askForMissing(turn, book, talk) : findTheirBookings(turn, book, talk);
    }
    case "number": {
      const said = findPhoneNumber(utterance)?.value;
      const number = said ? toE164(said) : undefined;
      if (!number) return unclear(turn, talk, () => say(turn, bookingLine("numberAgain")));
      talk.callerPhone = number;
      return talk.action === "book" ? askForMissing(turn, book, talk) : findTheirBookings(turn, book, talk);
    }
    case "which-booking": {
      const chosen = pickedBooking(turn, talk.listed);
      if (!chosen) return unclear(turn, talk, () => listBookings(turn, talk));
      return bookingChosen(turn, talk, chosen);
    }
    case "confirm":
      if (isYes(utterance) && !isNo(utterance)) return carryOut(turn, book, talk);
      if (await timeFromWords(turn, book, talk)) return;
      if (isNo(utterance)) {
        if (talk.action === "cancel") {
          turn.dialogue.booking = null;
          say(turn, bookingLine("leftAsItIs"));
          return askAnythingElse(turn);
        }
        talk.start = null;
        return askWhenAgain(turn, talk);
      }
      return unclear(turn, talk, () => say(turn, bookingLine("askAgainYesOrNo")));
  }
}

function askWhenAgain(turn: Turn, talk: BookingTalk): void {
  talk.step = "when";
  say(turn, bookingLine(talk.offered.length > 0 ? "askWhichOffered" : "askWhenAgain"));
}

/**
 * An answer the agent could not use: it asks again, and after a few takes a message instead. A
 * question in between ("what's your address?") is answered, and the agent asks again.
 */
function unclear(turn: Turn, talk: BookingTalk, askAgain: () => void): void {
  const questions = questionsAsked(turn.utterance);
  if (questions.length > 0) {
    for (const question of questions) {
      const { agent, context, language, utterance } = turn;
      say(turn, answerQuestion(question, agent, context.now, language, utterance.original).say);
    }
  } else {
    talk.retries += 1;
    if (talk.retries > MAX_RETRIES) {
      takeMessageInstead(turn, talk);
      return;
    }
    say(turn, DID_NOT_CATCH);
  }
  askAgain();
}

// ---------------------------------------------------------------------------------------------
// The caller's own bookings

/**
 * The caller's coming bookings, found by their number (and name). `newTimeSaid`: the words of
 * this turn asked for the change, so a day and time in them is where a booking moves to.
 */
async function findTheirBookings(
  turn: Turn,
  book: AppointmentBook,
  talk: BookingTalk,
  { newTimeSaid = false } = {},
): Promise<void> {
  if (!book.knowsCallerNumber && !talk.callerPhone) return askForNumber(turn, talk);
  const caller = talk.callerPhone ? { callerPhone: talk.callerPhone } : {};
  let found = await book.findMine({ ...caller, ...(talk.callerName ? { callerName: talk.callerName } : {}) });
  // A name said differently from the booking's still finds the bookings under the number.
  if (!("refused" in found) && found.bookings.length === 0 && talk.callerName) {
    found = await book.findMine(caller);
  }
  if ("refused" in found) return cannotBook(turn, talk, found.refused);
  talk.listed = found.bookings.map(listed);
  if (talk.listed.length === 0) {
    turn.dialogue.booking = null;
    const none = talk.callerPhone ? "noneUnderSaidNumber" : "noneUnderLineNumber";
    const intro = bookingLine(none, { business: turn.agent.businessName });
    return startForm(turn, MESSAGE_FORM_ID, intro, turn.utterance);
  }
  if (talk.listed.length === 1) {
    return bookingChosen(turn, talk, talk.listed[0]!, newTimeSaid ? book : undefined);
  }
  listBookings(turn, talk);
}

const listed = (booking: CallerBooking): ListedBooking => ({
  id: booking.id,
  service: booking.service,
  callerName: booking.callerName,
  start: booking.start.toISOString(),
});

function listBookings(turn: Turn, talk: BookingTalk): void {
  talk.step = "which-booking";
  const each = talk.listed.map((booking) => when(turn, new Date(booking.start)));
  say(turn, bookingLine("whichBooking", { count: each.length, list: joinedList(each, turn.language) }));
}

function pickedBooking(turn: Turn, bookings: readonly ListedBooking[]): ListedBooking | undefined {
  const byOrder = ordinalPicked(turn.utterance.folded, bookings);
  if (byOrder) return byOrder;
  const meant = findDayAndTime(turn.utterance, clockOf(turn))?.meant;
  if (!meant) return undefined;
  const onDay = bookings.filter(
    (booking) => localTimeIn(turn.agent.timezone, new Date(booking.start)).date === meant.date,
  );
  return onDay.length === 1 ? onDay[0] : undefined;
}

/** `book` is given when the caller's words may already say the new time ("move it to Friday at 3"). */
async function bookingChosen(
  turn: Turn,
  talk: BookingTalk,
  chosen: ListedBooking,
  book?: AppointmentBook,
): Promise<void> {
  talk.bookingId = chosen.id;
  talk.callerName = chosen.callerName;
  talk.label = chosen.service === DEFAULT_SERVICE ? AN_APPOINTMENT[turn.language] : chosen.service;
  const booking = { label: talk.label, name: chosen.callerName, start: when(turn, new Date(chosen.start)) };
  if (talk.action === "cancel") {
    talk.step = "confirm";
    say(turn, bookingLine("confirmCancel", booking));
    return;
  }
  talk.step = "when";
  talk.offered = [];
  if (book && (await timeFromWords(turn, book, talk))) return;
  say(turn, bookingLine("askNewTime", booking));
}

// ---------------------------------------------------------------------------------------------
// Booking, moving, cancelling

async function carryOut(turn: Turn, book: AppointmentBook, talk: BookingTalk): Promise<void> {
  const caller = talk.callerPhone ? { callerPhone: talk.callerPhone } : {};
  let answer: BookingAnswer;
  if (talk.action === "book") {
    answer = await book.book({
      callerName: talk.callerName!,
      start: new Date(talk.start!),
      ...serviceOf(talk),
      ...caller,
    });
  } else if (talk.action === "move") {
    answer = await book.move(talk.bookingId!, new Date(talk.start!), caller);
  } else {
    answer = await book.cancel(talk.bookingId!, caller);
  }
  recordBookingChange(turn.state, talk.action, answer, turn.agent.timezone);
  if ("refused" in answer) return refusedNow(turn, book, talk, answer.refused);
  turn.dialogue.booking = null;
  const done = { book: "booked", move: "moved", cancel: "cancelled" } as const;
  const start = when(turn, answer.booking.start);
  say(turn, bookingLine(done[talk.action], { label: talk.label, start, name: answer.booking.callerName }));
  askAnythingElse(turn);
}

async function refusedNow(
  turn: Turn,
  book: AppointmentBook,
  talk: BookingTalk,
  refusal: BookingRefusal,
): Promise<void> {
  if (refusal === "NumberNeeded") return askForNumber(turn, talk);
  if (refusal === "SlotTaken" || refusal === "OutsideBookableHours") {
    const start = new Date(talk.start!);
    talk.start = null;
    const next = await offerNextTimes(
      turn,
      book,
      talk,
      start,
      bookingLine(refusal === "SlotTaken" ? "justTaken" : "cannotBookThatTime"),
    );
    followChoice(turn, book, talk, next);
    return;
  }
  cannotBook(turn, talk, refusal);
}

/** The book cannot serve this request: the caller is told so and a message is taken instead. */
function cannotBook(turn: Turn, talk: BookingTalk, _refusal: BookingRefusal): void {
  say(turn, bookingLine("cannotChange"));
  takeMessageInstead(turn, talk);
}

function takeMessageInstead(turn: Turn, talk: BookingTalk): void {
  turn.dialogue.booking = null;
  const reason = talk.start
    ? `${talk.action === "book" ? "Booking" : "Change to a booking"}: ${talk.label} on ${startText(new Date(talk.start), turn.agent.timezone, "english")}`
    : `${talk.action === "book" ? "Wants to book" : `Wants to ${talk.action} a booking`}${talk.label ? `: ${talk.label}` : ""}`;
  startForm(
    turn,
    MESSAGE_FORM_ID,
    bookingLine("takeMessageInstead", { business: turn.agent.businessName }),
    undefined,
    {
      reason,
      ...(talk.callerName ? { name: talk.callerName } : {}),
      ...(talk.callerPhone ? { callbackNumber: talk.callerPhone } : {}),
    },
  );
}
