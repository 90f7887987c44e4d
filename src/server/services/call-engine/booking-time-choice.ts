import { instantAt, localTimeIn } from "../wall-clock";
import { daysAskedAbout } from "./asked-days";
import { ordinalPicked } from "./booking-requests";
import { bookingLine, clockText, DAYS_LOOKED_AHEAD, dayText, startText } from "./booking-times";
import { findPartySize, NUMBER_WORDS } from "./caller-details";
import { isNo, isYes } from "./caller-intents";
import { findDayAndTime } from "./day-and-time";
import type { BookingTalk } from "./dialogue-memory";
import { clockOf, say, type Turn } from "./engine-turn";
import { type Bilingual, bilingual, joinedList } from "./spoken-words";
import type { AppointmentBook, BookingRefusal, SpokenLanguage } from "./types";

// When a booking is for: the free start the caller's words choose, or the free times the agent
// offers them to choose from, only ever times the appointment book listed.

/** What is booked when no service is named. */
export const AN_APPOINTMENT = bilingual("an appointment", "una cita");

/** The service named in the agent's knowledge that the caller's words name, and how to say what is booked. */
export function whatIsBooked(turn: Turn): { service: string | null; label: Bilingual } {
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
  return { service: null, label: AN_APPOINTMENT };
}

/** How many free times the agent reads out at once: a few, for a caller to hold in mind. */
const TIMES_SAID = 3;
/** A free start the caller chose; times offered to choose from; or the book's refusal. */
export type TimeChoice = { chosen: Date } | { offered: true } | { refused: BookingRefusal };

/**
 * The caller's words read for a time: one of the times offered, or a day (and time) looked up in
 * the book; undefined when the words name no time.
 */
export async function chooseTime(
  turn: Turn,
  book: AppointmentBook,
  talk: BookingTalk,
): Promise<TimeChoice | undefined> {
  const picked = pickedOffer(turn, talk);
  if (picked) return { chosen: picked };
  const meant = meantMoment(turn, talk);
  if (!meant) return undefined;
  const dayStart = instantAt(turn.agent.timezone, meant.date, 0);
  const answer = await book.openTimes({ from: dayStart, days: 1, ...serviceOf(talk) });
  if ("refused" in answer) return answer;
  const wanted =
    meant.minuteOfDay === undefined ? undefined : startsMeant(turn, meant.date, meant.minuteOfDay);
  const exact = wanted && answer.times.find((time) => wanted.some((start) => start === time.getTime()));
  if (exact) return { chosen: exact };
  if (answer.times.length > 0) {
    const times = nearest(answer.times, wanted?.[0]);
    const day = dayText(answer.times[0]!, turn.agent.timezone, turn.language);
    if (wanted) say(turn, bookingLine("timeNotFree"));
    offer(turn, talk, times, (list) => bookingLine("freeThatDay", { day, times: list }), clockText);
    say(turn, bookingLine("whichSuits"));
    return { offered: true };
  }
  return offerNextTimes(
    turn,
    book,
    talk,
    new Date(instantAt(turn.agent.timezone, meant.date, 24 * 60)),
    bookingLine("nothingThatDay"),
  );
}

/**
 * The day and time the caller's words mean. A time said alone ("make it 8 PM") keeps the day
 * already being talked about, not today's.
 */
function meantMoment(turn: Turn, talk: BookingTalk): { date: string; minuteOfDay?: number } | undefined {
  const { timezone } = turn.agent;
  const talkedAbout = talk.start ?? talk.offered[0];
  const meant = findDayAndTime(turn.utterance, { timezone, now: turn.context.now })?.meant;
  if (!meant) {
    // "Make it 8", "eight thirty then": an hour said alone, on the day being talked about.
    const minuteOfDay = talkedAbout ? bareHour(turn.utterance.folded) : undefined;
    if (minuteOfDay === undefined) return undefined;
    return { date: localTimeIn(timezone, new Date(talkedAbout!)).date, minuteOfDay };
  }
  const local = localTimeIn(timezone, turn.context.now);
  const daySaid =
    meant.date !== local.date ||
    daysAskedAbout(turn.utterance.original, local, null).some((day) => day.daysAhead === 0);
  if (daySaid || !talkedAbout) return meant;
  return { ...meant, date: localTimeIn(timezone, new Date(talkedAbout)).date };
}

// "One", "una" are more often "that one", "una mesa" than one o'clock.
const HOUR_WORDS = Object.entries(NUMBER_WORDS).filter(([, value]) => value >= 2 && value <= 12);
// An hour of the clock said as a number or a word, with its half or quarter, not a count of people.
const BARE_HOUR = new RegExp(
  `(?<![\\p{L}\\d:])(\\d{1,2}|${HOUR_WORDS.map(([word]) => word).join("|")})(?::(\\d{2})|\\s(thirty|fifteen|forty[ -]five|y media|y cuarto))?(?![\\p{L}\\d:])(?!\\s(?:people|persons|guests|of us|personas|adults))`,
  "u",
);
const PAST_THE_HOUR: Readonly<Record<string, number>> = {
  thirty: 30,
  fifteen: 15,
  "forty five": 45,
  "forty-five": 45,
  "y media": 30,
  "y cuarto": 15,
};

/** The minute of the day of an hour said alone ("8", "eight thirty", "8:30"), or undefined. */
function bareHour(folded: string): number | undefined {
  const said = BARE_HOUR.exec(folded);
  if (!said) return undefined;
  const hour = /^\d+$/.test(said[1]!) ? Number(said[1]) : NUMBER_WORDS[said[1]!];
  if (hour === undefined || hour < 1 || hour > 12) return undefined;
  const minutes = said[2] ? Number(said[2]) : said[3] ? (PAST_THE_HOUR[said[3]] ?? 0) : 0;
  return minutes < 60 ? hour * 60 + minutes : undefined;
}

export const serviceOf = (talk: BookingTalk) => (talk.service ? { service: talk.service } : {});

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

/** After `before` ("that time has just been taken"), the next free times from `from`. */
export async function offerNextTimes(
  turn: Turn,
  book: AppointmentBook,
  talk: BookingTalk,
  from: Date,
  before: Bilingual,
): Promise<Exclude<TimeChoice, { chosen: Date }>> {
  say(turn, before);
  const answer = await book.openTimes({ from, days: DAYS_LOOKED_AHEAD, ...serviceOf(talk) });
  if ("refused" in answer) return answer;
  if (answer.times.length === 0) return { refused: "OutsideBookableHours" };
  const times = answer.times.slice(0, TIMES_SAID);
  offer(turn, talk, times, (list) => bookingLine("nextFreeTimes", { times: list }), startText);
  return { offered: true };
}

/** The times offered, said each by `spoken` as one choice ("7:00 PM, 7:30 PM or 8:00 PM") in `line`. */
function offer(
  turn: Turn,
  talk: BookingTalk,
  times: readonly Date[],
  line: (list: string) => Bilingual,
  spoken: (time: Date, timezone: string, language: SpokenLanguage) => string,
): void {
  talk.offered = times.map((time) => time.toISOString());
  talk.step = "when";
  const each = times.map((time) => spoken(time, turn.agent.timezone, turn.language));
  const [and, or] = turn.language === "spanish" ? [/ y ([^,]*)$/, " o $1"] : [/ and ([^,]*)$/, " or $1"];
  say(turn, line(joinedList(each, turn.language).replace(and, or)));
}

/** One of the offered times the caller's words pick: by its time, or "the first one". */
function pickedOffer(turn: Turn, talk: BookingTalk): Date | undefined {
  const offered = talk.offered.map((start) => new Date(start));
  if (offered.length === 0) return undefined;
  const byOrder = ordinalPicked(turn.utterance.folded, offered);
  if (byOrder) return byOrder;
  if (offered.length === 1 && isYes(turn.utterance) && !isNo(turn.utterance)) return offered[0];
  const meant = findDayAndTime(turn.utterance, clockOf(turn))?.meant;
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
