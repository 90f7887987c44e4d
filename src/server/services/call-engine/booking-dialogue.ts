import { DEFAULT_SERVICE } from "../../../shared/api/bookings";
import { toE164 } from "../../text/phone-numbers";
import { localTimeIn } from "../wall-clock";
import { recordBookingChange } from "./booking-changes";
import { bookingAsked, cancelsBooking, ordinalPicked } from "./booking-requests";
import { chooseTime, offerNextTimes, serviceOf, type TimeChoice, whatIsBooked } from "./booking-time-choice";
import { startText } from "./booking-times";
import { answerQuestion } from "./business-answers";
import { findPhoneNumber } from "./caller-details";
import { isNo, isYes, questionsAsked, wantsToCancel } from "./caller-intents";
import { findCueName, nameFromAnswer } from "./caller-names";
import { findDayAndTime } from "./day-and-time";
import type { BookingTalk, ListedBooking } from "./dialogue-memory";
import { NO_PROBLEM, say, type Turn } from "./engine-turn";
import { MESSAGE_FORM_ID, startForm } from "./intake-dialogue";
import { askAnythingElse } from "./offline-engine";
import { type Bilingual, bilingual, joinedList } from "./spoken-words";
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
  const started: BookingTalk = {
    action,
    step: "when",
    service: null,
    label: "",
    offered: [],
    start: null,
    callerName: earlierName(turn) ?? null,
    callerPhone: null,
    listed: [],
    bookingId: null,
    retries: 0,
  };
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
  if (!(await timeFromWords(turn, book, talk))) {
    say(
      turn,
      bilingual(
        `I can book ${talk.label} for you. What day and time would you like?`,
        `Con gusto le reservo ${talk.label}. ¿Qué día y a qué hora le gustaría?`,
      ),
    );
  }
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
    say(
      turn,
      bilingual(
        `Shall I move your booking to ${when(turn, start)}?`,
        `¿Le cambio la reserva al ${when(turn, start)}?`,
      ),
    );
    return;
  }
  askForMissing(turn, book, talk);
}

const when = (turn: Turn, start: Date) => startText(start, turn.agent.timezone, turn.language);

function askForMissing(turn: Turn, book: AppointmentBook, talk: BookingTalk): void {
  if (!talk.callerName) {
    talk.step = "name";
    say(turn, bilingual("What name should I put the booking under?", "¿A nombre de quién hago la reserva?"));
  } else if (!book.knowsCallerNumber && !talk.callerPhone) {
    askForNumber(turn, talk);
  } else {
    talk.step = "confirm";
    const start = when(turn, new Date(talk.start!));
    say(
      turn,
      bilingual(
        `So that's ${talk.label} on ${start}, under the name ${talk.callerName}. Shall I book it?`,
        `Entonces, ${talk.label} el ${start}, a nombre de ${talk.callerName}. ¿Se la reservo?`,
      ),
    );
  }
}

function askForNumber(turn: Turn, talk: BookingTalk): void {
  talk.step = "number";
  say(
    turn,
    bilingual(
      "What phone number should I keep the booking under? We'll text the details there.",
      "¿Con qué número de teléfono guardo la reserva? Le enviaremos los detalles por mensaje.",
    ),
  );
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
      if (!number) {
        return unclear(turn, talk, () =>
          say(
            turn,
            bilingual(
              "Sorry, I didn't get the whole number. Could you say it again, digit by digit?",
              "Disculpe, no entendí el número completo. ¿Me lo repite, dígito por dígito?",
            ),
          ),
        );
      }
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
          say(turn, bilingual("No problem, I'll leave it as it is.", "De acuerdo, la dejo como está."));
          return askAnythingElse(turn);
        }
        talk.start = null;
        return askWhenAgain(turn, talk);
      }
      return unclear(turn, talk, () =>
        say(turn, bilingual("Shall I go ahead, yes or no?", "¿Lo confirmo, sí o no?")),
      );
  }
}

function askWhenAgain(turn: Turn, talk: BookingTalk): void {
  talk.step = "when";
  say(
    turn,
    talk.offered.length > 0
      ? bilingual(
          "Which of those times would you like, or is there another day that suits you?",
          "¿Cuál de esos horarios prefiere, o le viene mejor otro día?",
        )
      : bilingual("What day and time would you like?", "¿Qué día y a qué hora le gustaría?"),
  );
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
    say(turn, bilingual("Sorry, I didn't catch that.", "Disculpe, no le entendí bien."));
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
    const intro = bilingual(
      `I can't find a coming booking under ${talk.callerPhone ? "that number" : "the number you're calling from"}. I can take a message so ${turn.agent.businessName} can look into it.`,
      `No encuentro ninguna reserva próxima con ${talk.callerPhone ? "ese número" : "el número desde el que llama"}. Puedo tomarle un mensaje para que ${turn.agent.businessName} lo revise.`,
    );
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
  say(
    turn,
    bilingual(
      `I have ${each.length} bookings under your number: ${joinedList(each, "english")}. Which one do you mean?`,
      `Tengo ${each.length} reservas con su número: ${joinedList(each, "spanish")}. ¿Cuál de ellas?`,
    ),
  );
}

function pickedBooking(turn: Turn, bookings: readonly ListedBooking[]): ListedBooking | undefined {
  const byOrder = ordinalPicked(turn.utterance.folded, bookings);
  if (byOrder) return byOrder;
  const meant = findDayAndTime(turn.utterance, {
    timezone: turn.agent.timezone,
    now: turn.context.now,
  })?.meant;
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
  talk.label =
    chosen.service === DEFAULT_SERVICE
      ? bilingual("an appointment", "una cita")[turn.language]
      : chosen.service;
  const start = when(turn, new Date(chosen.start));
  if (talk.action === "cancel") {
    talk.step = "confirm";
    say(
      turn,
      bilingual(
        `I have ${talk.label} for ${chosen.callerName} on ${start}. Shall I cancel it?`,
        `Tengo ${talk.label} a nombre de ${chosen.callerName} el ${start}. ¿La cancelo?`,
      ),
    );
    return;
  }
  talk.step = "when";
  talk.offered = [];
  if (book && (await timeFromWords(turn, book, talk))) return;
  say(
    turn,
    bilingual(
      `I have ${talk.label} for ${chosen.callerName} on ${start}. What day and time would you like instead?`,
      `Tengo ${talk.label} a nombre de ${chosen.callerName} el ${start}. ¿A qué día y hora la quiere cambiar?`,
    ),
  );
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
  if ("refused" in answer) return refusedNow(turn, book, talk, answer.refused);
  turn.dialogue.booking = null;
  turn.state.endedWell = true;
  recordBookingChange(turn.state, talk.action, answer.booking, turn.agent.timezone);
  const start = when(turn, answer.booking.start);
  const done: Record<BookingTalk["action"], Bilingual> = {
    book: bilingual(
      `You're all set: ${talk.label} on ${start}, under the name ${answer.booking.callerName}. We'll text you the details.`,
      `Listo: ${talk.label} el ${start}, a nombre de ${answer.booking.callerName}. Le enviaremos los detalles por mensaje.`,
    ),
    move: bilingual(
      `Done: your booking is now on ${start}. We'll text you the new time.`,
      `Listo: su reserva ahora es el ${start}. Le enviaremos la nueva hora por mensaje.`,
    ),
    cancel: bilingual(
      `Done: your booking on ${start} is cancelled. We'll text you a confirmation.`,
      `Listo: su reserva del ${start} está cancelada. Le enviaremos una confirmación por mensaje.`,
    ),
  };
  say(turn, done[talk.action]);
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
      refusal === "SlotTaken"
        ? bilingual("I'm sorry, that time has just been taken.", "Lo siento, esa hora se acaba de ocupar.")
        : bilingual("I'm sorry, I can't book that time.", "Lo siento, no puedo reservar esa hora."),
    );
    followChoice(turn, book, talk, next);
    return;
  }
  cannotBook(turn, talk, refusal);
}

/** The book cannot serve this request: the caller is told so and a message is taken instead. */
function cannotBook(turn: Turn, talk: BookingTalk, _refusal: BookingRefusal): void {
  say(
    turn,
    bilingual(
      "I'm sorry, I can't make that change in the booking system right now.",
      "Lo siento, en este momento no puedo hacer ese cambio en el sistema de reservas.",
    ),
  );
  takeMessageInstead(turn, talk);
}

function takeMessageInstead(turn: Turn, talk: BookingTalk): void {
  turn.dialogue.booking = null;
  const business = turn.agent.businessName;
  const reason = talk.start
    ? `${talk.action === "book" ? "Booking" : "Change to a booking"}: ${talk.label} on ${startText(new Date(talk.start), turn.agent.timezone, "english")}`
    : `${talk.action === "book" ? "Wants to book" : `Wants to ${talk.action} a booking`}${talk.label ? `: ${talk.label}` : ""}`;
  startForm(
    turn,
    MESSAGE_FORM_ID,
    bilingual(
      `Let me take a message so ${business} can call you back to arrange it.`,
      `Permítame tomarle un mensaje para que ${business} le devuelva la llamada y lo organice.`,
    ),
    undefined,
    {
      reason,
      ...(talk.callerName ? { name: talk.callerName } : {}),
      ...(talk.callerPhone ? { callbackNumber: talk.callerPhone } : {}),
    },
  );
}
