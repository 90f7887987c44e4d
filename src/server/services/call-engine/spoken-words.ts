import type { AgentLine, IntakeQuestion } from "../../text/phrases/agent-lines";
import { english } from "../../text/phrases/en";
import { spanish } from "../../text/phrases/es";
import { type AnswerLines, filled, type Phrases } from "../../text/phrases/phrases";
import type { DaySet, Moment, Weekday } from "./business-hours";
import type { SpokenLanguage } from "./types";

// Replies are read aloud by a text-to-speech voice, so times, days and numbers are
// written the way a receptionist says them ("9 AM", "noon", "las 9 de la mañana"), never as a
// timetable ("09:00") or with symbols a voice would spell out.

/** A sentence in both languages of the product; the turn's language picks one. */
export type Bilingual = Readonly<Record<SpokenLanguage, string>>;

export const bilingual = (english: string, spanish: string): Bilingual => ({ english, spanish });

/** One line then another, in each language; the first alone when there is no other. */
export const followedBy = (first: Bilingual, next?: Bilingual): Bilingual =>
  next ? bilingual(`${first.english} ${next.english}`, `${first.spanish} ${next.spanish}`) : first;

/** One of the agent's lines in both languages, each `{word}` in it filled in that language. */
export function agentLine(
  line: AgentLine | IntakeQuestion,
  fill: Readonly<Record<string, string | Bilingual>> = {},
): Bilingual {
  const inLanguage = (text: string, language: SpokenLanguage) =>
    filled(text, (word) => {
      const value = fill[word] ?? "";
      return typeof value === "string" ? value : value[language];
    });
  return bilingual(
    inLanguage(english.agentLines[line], "english"),
    inLanguage(spanish.agentLines[line], "spanish"),
  );
}

const PHRASES: Readonly<Record<SpokenLanguage, Phrases>> = { english, spanish };

/** Words said within the agent's sentences, in the call's language, each `{word}` in them filled in. */
export const spokenWord = (
  language: SpokenLanguage,
  word: keyof Phrases["spokenWords"],
  fills: Readonly<Record<string, string | number>> = {},
) => filled(PHRASES[language].spokenWords[word], fills);

/** One of the agent's answers in the call's language, with what it says filled in for its `{name}`s. */
export function answerLine(
  language: SpokenLanguage,
  line: keyof AnswerLines,
  fills: Readonly<Record<string, string>> = {},
): string {
  return filled(PHRASES[language].answerLines[line], fills);
}

const LOCALE_OF: Readonly<Record<SpokenLanguage, string>> = { english: "en-US", spanish: "es" };

/** The days of the week (Sunday first) or the months, as the runtime's calendar names them: "Sunday", "domingo". */
export function calendarNames(
  language: SpokenLanguage,
  of: "weekday" | "month",
  width: "long" | "short" = "long",
): string[] {
  return Array.from({ length: of === "weekday" ? 7 : 12 }, (_, index) =>
    // 4 January 2026 is a Sunday.
    new Date(Date.UTC(2026, of === "weekday" ? 0 : index, of === "weekday" ? 4 + index : 1)).toLocaleString(
      LOCALE_OF[language],
      { [of]: width, timeZone: "UTC" },
    ),
  );
}

const DAY_NAMES = {
  english: calendarNames("english", "weekday"),
  spanish: calendarNames("spanish", "weekday"),
};

export function dayName(day: Weekday, language: SpokenLanguage): string {
  return DAY_NAMES[language][day]!;
}

/** "Sundays", "sábados"; Spanish weekdays ending in -s ("lunes") do not change in the plural. */
export const pluralDay = (name: string) => (name.endsWith("s") ? name : `${name}s`);

/** "Sundays" / "los domingos": a weekday every week. */
export function everyWeekday(day: Weekday, language: SpokenLanguage): string {
  const every = pluralDay(dayName(day, language));
  return language === "spanish" ? `los ${every}` : every;
}

/** "a, b and c" / "a, b y c". */
export function joinedList(items: readonly string[], language: SpokenLanguage): string {
  if (items.length <= 1) return items[0] ?? "";
  const and = language === "spanish" ? "y" : "and";
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

function hourAndMinute(minuteOfDay: number): { hour: number; minute: number; hour12: number } {
  const hour = Math.floor(minuteOfDay / 60) % 24;
  return { hour, minute: minuteOfDay % 60, hour12: hour % 12 === 0 ? 12 : hour % 12 };
}

function withMinutes(hour12: number, minute: number): string {
  return minute === 0 ? String(hour12) : `${hour12}:${String(minute).padStart(2, "0")}`;
}

// Spanish names the part of the day instead of a.m./p.m.
function spanishPartOfDay(hour: number): string {
  if (hour === 12) return "del mediodía";
  if (hour === 0 || hour >= 20) return "de la noche";
  if (hour < 6) return "de la madrugada";
  if (hour < 12) return "de la mañana";
  return "de la tarde";
}

/** A clock time as said in a schedule: "9 AM", "5:30 PM", "noon", "midnight"; "9 de la mañana". */
function spokenClock(minuteOfDay: number, language: SpokenLanguage): string {
  const { hour, minute, hour12 } = hourAndMinute(minuteOfDay);
  if (language === "spanish") return `${withMinutes(hour12, minute)} ${spanishPartOfDay(hour)}`;
  if (minute === 0 && hour === 0) return "midnight";
  if (minute === 0 && hour === 12) return "noon";
  return `${withMinutes(hour12, minute)} ${hour < 12 ? "AM" : "PM"}`;
}

/** "at 9 AM" / "a las 9 de la mañana", "a la 1 de la tarde". */
export function atClock(minuteOfDay: number, language: SpokenLanguage): string {
  if (language === "english") return `at ${spokenClock(minuteOfDay, language)}`;
  const { hour12 } = hourAndMinute(minuteOfDay);
  return `${hour12 === 1 ? "a la" : "a las"} ${spokenClock(minuteOfDay, language)}`;
}

/** The current time as a sentence: "It's 9:41 PM on Sunday here." / "Aquí son las 9:41 de la noche del domingo." */
export function timeNowSentence(minuteOfDay: number, day: Weekday, language: SpokenLanguage): string {
  const { hour, minute, hour12 } = hourAndMinute(minuteOfDay);
  const onTheHour = minute === 0 && (hour === 0 || hour === 12);
  if (language === "spanish") {
    if (onTheHour) return `Aquí es ${hour === 0 ? "medianoche" : "mediodía"} del ${dayName(day, language)}.`;
    const verb = hour12 === 1 ? "es la" : "son las";
    return `Aquí ${verb} ${withMinutes(hour12, minute)} ${spanishPartOfDay(hour)} del ${dayName(day, language)}.`;
  }
  if (onTheHour) return `It's ${hour === 0 ? "midnight" : "noon"} on ${dayName(day, language)} here.`;
  return `It's ${withMinutes(hour12, minute)} ${hour < 12 ? "AM" : "PM"} on ${dayName(day, language)} here.`;
}

/** "today at 11 AM", "tomorrow at noon", "on Monday at 9 AM"; "hoy a las…", "el lunes a las…". */
export function momentPhrase(moment: Moment, language: SpokenLanguage): string {
  const at = atClock(moment.minuteOfDay, language);
  if (language === "spanish") {
    if (moment.daysAhead === 0) return `hoy ${at}`;
    if (moment.daysAhead === 1) return `mañana ${at}`;
    return `el ${dayName(moment.weekday, language)} ${at}`;
  }
  if (moment.daysAhead === 0) return `today ${at}`;
  if (moment.daysAhead === 1) return `tomorrow ${at}`;
  return `on ${dayName(moment.weekday, language)} ${at}`;
}

/** The days of a line of hours: "Monday to Friday", "every day"; "de lunes a viernes", "los sábados". */
export function daysPhrase(days: DaySet, language: SpokenLanguage): string {
  const spanish = language === "spanish";
  switch (days.kind) {
    case "every-day":
      return spokenWord(language, "everyDay");
    case "range":
      return spokenWord(language, "fromTo", {
        from: dayName(days.from, language),
        to: dayName(days.to, language),
      });
    case "list": {
      const names = days.days.map((day) => dayName(day, language));
      return spokenWord(language, "onDays", {
        days: joinedList(spanish ? names.map(pluralDay) : names, language),
      });
    }
  }
}

/** "9 AM to 5 PM" / "de 9 de la mañana a 5 de la tarde". */
export function clockRangePhrase(opensAt: number, closesAt: number, language: SpokenLanguage): string {
  return spokenWord(language, "fromTo", {
    from: spokenClock(opensAt, language),
    to: spokenClock(closesAt, language),
  });
}

/** The last four digits, one by one, so a voice reads "zero one zero zero", not "one hundred". */
export function lastDigitsSpoken(phoneNumber: string): string {
  return phoneNumber.replace(/\D/g, "").slice(-4).split("").join(" ");
}

/** "tonyspizza.com" rather than "h t t p s colon slash slash". */
export function websiteForSpeech(website: string): string {
  return website
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/\/+$/, "");
}

/** "until 10 PM" / "hasta las 10 de la noche", "hasta la 1 de la madrugada". */
export function untilClock(minuteOfDay: number, language: SpokenLanguage): string {
  if (language === "english") return `until ${spokenClock(minuteOfDay, language)}`;
  return atClock(minuteOfDay, language).replace(/^a /, "hasta ");
}
