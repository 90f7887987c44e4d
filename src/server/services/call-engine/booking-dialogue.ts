import { DEFAULT_SERVICE } from "../../../shared/api/bookings";
import { toE164 } from "../../text/phone-numbers";
import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { type PhraseList, type Phrases, phrasesOfEvery } from "../../text/phrases/phrases";
import { wordsPattern } from "../../text/text-folding";
import { instantAt, localTimeIn } from "../wall-clock";
import { daysAskedAbout } from "./asked-days";
import { recordBookingChange } from "./booking-changes";
import { clockText, dayText, startText } from "./booking-times";
import { answerQuestion } from "./business-answers";
import { findCueName, findPartySize, findPhoneNumber, nameFromAnswer } from "./caller-details";
import { isNo, isYes, questionsAsked, wantsToCancel } from "./caller-intents";
import { findDayAndTime } from "./day-and-time";
import type { BookingTalk, ListedBooking } from "./dialogue-memory";
import { NO_PROBLEM, say, type Turn } from "./engine-turn";
import { MESSAGE_FORM_ID, startForm } from "./intake-dialogue";
import { everyTrigger, triggerWords } from "./intake-fields";
import { INTAKES_BY_CATEGORY, intakeRequested, PLAIN_REQUEST, refersToEarlierRequest } from "./intakes";
import { askAnythingElse } from "./offline-engine";
import { type Bilingual, bilingual, joinedList } from "./spoken-words";
import { given } from "./taken-message";
import type { AppointmentBook, BookingAnswer, BookingRefusal, CallerBooking } from "./types";

// The built-in engine's appointment book: a caller books one of the book's real free times, or
// cancels or moves one of their own coming bookings, in English or Spanish. The agent offers only
// starts the book listed, reads the booking back before making it, and says it is done only when
// the book answered so; a booking it could not make becomes a message for the owner.

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

/** How many free times the agent reads out at once: a few, for a caller to hold in mind. */
const TIMES_SAID = 3;
const DAYS_LOOKED_AHEAD = 7;
/** Unclear answers to one question before the agent takes a message instead. */
const MAX_RETRIES = 2;

/** Whether the caller wants to cancel or move a booking they have, or book one. */
function bookingAsked(turn: Turn): BookingTalk["action"] | undefined {
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

/**
 * A turn about booking, answered from the appointment book; false when the caller's words are
 * not about one and the rest of the engine answers them.
 */
export async function answerAboutBooking(turn: Turn, book: AppointmentBook): Promise<boolean> {
  const talk = turn.dialogue.booking;
  if (talk) {
    if (wantsToCancel(turn.utterance) && !CANCEL.test(turn.utterance.folded)) {
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

/** The service named in the agent's knowledge that the caller's words name, and how to say what is booked. */
function whatIsBooked(turn: Turn): { service: string | null; label: Bilingual } {
  const named = (turn.context.knowledge ?? [])
    .flatMap((match) => (match.source === "fact" && match.fact.kind === "service" ? [match.fact.name] : []))
    .find((name) => turn.utterance.folded.includes(name.toLowerCase()));
  if (named) return { service: named, label: bilingual(named, named) };
  const party = findPartySize(turn.utterance, false)?.value;
  if (turn.agent.businessCategory === "restaurant") {
    return {
      service: null,
      label: party
        ? bilingual(`a table for ${party}`, `una mesa para ${party}`)
        : bilingual("a table", "una mesa"),
    };
  }
  return { service: null, label: bilingual("an appointment", "una cita") };
}

async function startBooking(turn: Turn, book: AppointmentBook, talk: BookingTalk): Promise<void> {
  const { service, label } = whatIsBooked(turn);
  talk.service = service;
  talk.label = label[turn.language];
  if (!(await chooseTime(turn, book, talk))) {
    say(
      turn,
      bilingual(
        `I can book ${talk.label} for you. What day and time would you like?`,
        `Con gusto le reservo ${talk.label}. ¿Qué día y a qué hora le gustaría?`,
      ),
    );
  }
}

/**
 * The caller's words read for a time: one of the times offered, or a day (and time) looked up in
 * the book. True when the agent said something toward a time; false when the words named none.
 */
async function chooseTime(turn: Turn, book: AppointmentBook, talk: BookingTalk): Promise<boolean> {
  const picked = pickedOffer(turn, talk);
  if (picked) {
    await timeChosen(turn, book, talk, picked);
    return true;
  }
  const meant = meantMoment(turn, talk);
  if (!meant) return false;
  const dayStart = instantAt(turn.agent.timezone, meant.date, 0);
  const answer = await book.openTimes({ from: dayStart, days: 1, ...serviceOf(talk) });
  if ("refused" in answer) {
    cannotBook(turn, talk, answer.refused);
    return true;
  }
  const wanted =
    meant.minuteOfDay === undefined ? undefined : startsMeant(turn, meant.date, meant.minuteOfDay);
  const exact = wanted && answer.times.find((time) => wanted.some((start) => start === time.getTime()));
  if (exact) {
    await timeChosen(turn, book, talk, exact);
    return true;
  }
  if (answer.times.length > 0) {
    const times = nearest(answer.times, wanted?.[0]);
    const day = dayText(answer.times[0]!, turn.agent.timezone, turn.language);
    if (wanted) {
      say(
        turn,
        bilingual("I'm sorry, that time isn't available.", "Lo siento, esa hora no está disponible."),
      );
    }
    offerTimes(turn, talk, times, bilingual(`On ${day} I have`, `El ${day} tengo`));
    return true;
  }
  await offerNextTimes(
    turn,
    book,
    talk,
    new Date(instantAt(turn.agent.timezone, meant.date, 24 * 60)),
    bilingual("I'm sorry, there's nothing free that day.", "Lo siento, ese día no hay nada disponible."),
  );
  return true;
}

/**
 * The day and time the caller's words mean. A time said alone ("make it 8 PM") keeps the day
 * already being talked about, not today's.
 */
function meantMoment(turn: Turn, talk: BookingTalk): { date: string; minuteOfDay?: number } | undefined {
  const { timezone } = turn.agent;
  const meant = findDayAndTime(turn.utterance, { timezone, now: turn.context.now })?.meant;
  if (!meant) return undefined;
  const local = localTimeIn(timezone, turn.context.now);
  const daySaid =
    meant.date !== local.date ||
    daysAskedAbout(turn.utterance.original, local, null).some((day) => day.daysAhead === 0);
  const talkedAbout = talk.start ?? talk.offered[0];
  if (daySaid || !talkedAbout) return meant;
  return { ...meant, date: localTimeIn(timezone, new Date(talkedAbout)).date };
}

const serviceOf = (talk: BookingTalk) => (talk.service ? { service: talk.service } : {});

/** "At 7" on a day: 7 in the morning or, as callers often mean, in the evening. */
function startsMeant(turn: Turn, date: string, minuteOfDay: number): number[] {
  const at = (minute: number) => instantAt(turn.agent.timezone, date, minute).getTime();
  return minuteOfDay < 12 * 60 ? [at(minuteOfDay), at(minuteOfDay + 12 * 60)] : [at(minuteOfDay)];
}

/** The free times closest to the one asked for, in order; without one, spread over the day. */
function nearest(times: readonly Date[], wanted: number | undefined): Date[] {
  if (wanted === undefined) {
    if (times.length <= TIMES_SAID) return [...times];
    const middle = times[Math.floor(times.length / 2)]!;
    return [times[0]!, middle, times.at(-1)!];
  }
  return [...times]
    .sort((a, b) => Math.abs(a.getTime() - wanted) - Math.abs(b.getTime() - wanted))
    .slice(0, TIMES_SAID)
    .sort((a, b) => a.getTime() - b.getTime());
}

async function offerNextTimes(
  turn: Turn,
  book: AppointmentBook,
  talk: BookingTalk,
  from: Date,
  before: Bilingual,
): Promise<void> {
  say(turn, before);
  const answer = await book.openTimes({ from, days: DAYS_LOOKED_AHEAD, ...serviceOf(talk) });
  if ("refused" in answer) return cannotBook(turn, talk, answer.refused);
  if (answer.times.length === 0) return cannotBook(turn, talk, "OutsideBookableHours");
  const times = answer.times.slice(0, TIMES_SAID);
  const whenEach = times.map((time) => startText(time, turn.agent.timezone, turn.language));
  talk.offered = times.map((time) => time.toISOString());
  talk.step = "when";
  say(
    turn,
    bilingual(
      `The next free times are ${joinedList(whenEach, "english").replace(/ and ([^,]*)$/, " or $1")}. Would one of those work?`,
      `Los próximos horarios libres son ${joinedList(whenEach, "spanish").replace(/ y ([^,]*)$/, " o $1")}. ¿Le sirve alguno?`,
    ),
  );
}

function offerTimes(turn: Turn, talk: BookingTalk, times: readonly Date[], lead: Bilingual): void {
  const clocks = times.map((time) => clockText(time, turn.agent.timezone, turn.language));
  talk.offered = times.map((time) => time.toISOString());
  talk.step = "when";
  const list = joinedList(clocks, turn.language).replace(
    turn.language === "spanish" ? / y ([^,]*)$/ : / and ([^,]*)$/,
    turn.language === "spanish" ? " o $1" : " or $1",
  );
  say(turn, `${lead[turn.language]} ${list}.`);
  say(turn, bilingual("Which would suit you?", "¿Cuál le viene mejor?"));
}

/** One of the offered times the caller's words pick: by its time, or "the first one". */
function pickedOffer(turn: Turn, talk: BookingTalk): Date | undefined {
  const offered = talk.offered.map((start) => new Date(start));
  if (offered.length === 0) return undefined;
  const { folded } = turn.utterance;
  const ordinal = ORDINALS.findIndex((words) => words.test(folded));
  if (ordinal >= 0 && offered[ordinal]) return offered[ordinal];
  if (LAST.test(folded)) return offered.at(-1);
  if (offered.length === 1 && isYes(turn.utterance) && !isNo(turn.utterance)) return offered[0];
  const meant = findDayAndTime(turn.utterance, {
    timezone: turn.agent.timezone,
    now: turn.context.now,
  })?.meant;
  if (meant?.minuteOfDay === undefined) return undefined;
  const minute = meant.minuteOfDay;
  return offered.find((start) => {
    const local = localTimeIn(turn.agent.timezone, start);
    const sameClock = local.minuteOfDay === minute || local.minuteOfDay === minute + 12 * 60;
    // "7:30" picks among the offered day's times; "Sunday at 7:30" must be on Sunday.
    const today = localTimeIn(turn.agent.timezone, turn.context.now).date;
    return sameClock && (meant.date === today || meant.date === local.date);
  });
}

/** A free start is chosen: the agent asks for what is still missing, then reads the booking back. */
async function timeChosen(turn: Turn, book: AppointmentBook, talk: BookingTalk, start: Date): Promise<void> {
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
  await askForMissing(turn, book, talk);
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
      if (await chooseTime(turn, book, talk)) return;
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
      if (await chooseTime(turn, book, talk)) return;
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
  const { folded } = turn.utterance;
  const ordinal = ORDINALS.findIndex((words) => words.test(folded));
  if (ordinal >= 0 && bookings[ordinal]) return bookings[ordinal];
  if (LAST.test(folded)) return bookings.at(-1);
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
  if (book && (await chooseTime(turn, book, talk))) return;
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
    return offerNextTimes(
      turn,
      book,
      talk,
      start,
      refusal === "SlotTaken"
        ? bilingual("I'm sorry, that time has just been taken.", "Lo siento, esa hora se acaba de ocupar.")
        : bilingual("I'm sorry, I can't book that time.", "Lo siento, no puedo reservar esa hora."),
    );
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
