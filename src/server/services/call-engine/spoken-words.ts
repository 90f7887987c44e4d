import type { AgentLine, IntakeQuestion } from "../../text/phrases/agent-lines";
import { english } from "../../text/phrases/en";
import { spanish } from "../../text/phrases/es";
import type { DaySet, Moment, Weekday } from "./business-hours";
import type { SpokenLanguage } from "./types";

// Replies are read aloud by a text-to-speech voice, so times, days and numbers are
// written the way a receptionist says them ("9 AM", "noon", "las 9 de la mañana"), never as a
// timetable ("09:00") or with symbols a voice would spell out.

/** A sentence in both languages of the product; the turn's language picks one. */
export type Bilingual = Readonly<Record<SpokenLanguage, string>>;

export const bilingual = (english: string, spanish: string): Bilingual => ({ english, spanish });

/** One of the agent's lines in both languages, each `{word}` in it filled in that language. */
export function agentLine(
  line: AgentLine | IntakeQuestion,
  fill: Readonly<Record<string, string | Bilingual>> = {},
): Bilingual {
  const filled = (text: string, language: SpokenLanguage) =>
    filledIn(text, (word) => {
      const value = fill[word] ?? "";
      return typeof value === "string" ? value : value[language];
    });
  return bilingual(filled(english.agentLines[line], "english"), filled(spanish.agentLines[line], "spanish"));
}

/** The text with each `{word}` in it replaced by what `fill` gives for the word. */
export const filledIn = (text: string, fill: (word: string) => string | undefined) =>
  text.replace(/\{(\w+)\}/g, (_whole, word: string) => fill(word) ?? "");

const ENGLISH_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const SPANISH_DAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"] as const;
// "los sábados": Spanish weekdays ending in -s do not change in the plural.
const SPANISH_DAYS_PLURAL = [
  "domingos",
  "lunes",
  "martes",
  "miércoles",
  "jueves",
  "viernes",
  "sábados",
] as const;

export function dayName(day: Weekday, language: SpokenLanguage): string {
  return (language === "spanish" ? SPANISH_DAYS : ENGLISH_DAYS)[day];
}

/** "Sundays" / "los domingos": a weekday every week. */
export function everyWeekday(day: Weekday, language: SpokenLanguage): string {
  return language === "spanish" ? `los ${SPANISH_DAYS_PLURAL[day]}` : `${ENGLISH_DAYS[day]}s`;
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
      return spanish ? "todos los días" : "every day";
    case "range":
      return spanish
        ? `de ${dayName(days.from, language)} a ${dayName(days.to, language)}`
        : `${dayName(days.from, language)} to ${dayName(days.to, language)}`;
    case "list":
      return spanish
        ? `los ${joinedList(
            days.days.map((day) => SPANISH_DAYS_PLURAL[day]),
            language,
          )}`
        : joinedList(
            days.days.map((day) => dayName(day, language)),
            language,
          );
  }
}

/** "9 AM to 5 PM" / "de 9 de la mañana a 5 de la tarde". */
export function clockRangePhrase(opensAt: number, closesAt: number, language: SpokenLanguage): string {
  return language === "spanish"
    ? `de ${spokenClock(opensAt, language)} a ${spokenClock(closesAt, language)}`
    : `${spokenClock(opensAt, language)} to ${spokenClock(closesAt, language)}`;
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
