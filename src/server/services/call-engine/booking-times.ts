import { english } from "../../text/phrases/en";
import { spanish } from "../../text/phrases/es";
import { type BookingLines, filled } from "../../text/phrases/phrases";
import { zonedFormat } from "../wall-clock";
import { type Bilingual, bilingual } from "./spoken-words";
import type { SpokenLanguage } from "./types";

// A booking's start as the agent says it, on the business's wall clock and in the caller's
// language: "Saturday, November 28 at 7:00 PM", "sábado, 28 de noviembre a las 19:00".

/** How far ahead either engine looks for free times when the caller names no day, or none is free on it. */
export const DAYS_LOOKED_AHEAD = 7;

const DAY: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric" };
const CLOCK: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
const DAY_AND_CLOCK: Intl.DateTimeFormatOptions = { ...DAY, ...CLOCK };

const formatter = (options: Intl.DateTimeFormatOptions, timezone: string, language: SpokenLanguage) =>
  zonedFormat(timezone, options, language === "spanish" ? "es" : "en-US");

// Intl puts narrow no-break spaces in times; a voice reads plain spaces the same.
const plain = (text: string) => text.replace(/\s/g, " ");

/** "Saturday, November 28" / "sábado, 28 de noviembre". */
export const dayText = (start: Date, timezone: string, language: SpokenLanguage) =>
  plain(formatter(DAY, timezone, language).format(start));

/** "7:00 PM" / "19:00". */
export const clockText = (start: Date, timezone: string, language: SpokenLanguage) =>
  plain(formatter(CLOCK, timezone, language).format(start));

/** "Saturday, November 28 at 7:00 PM" / "sábado, 28 de noviembre a las 19:00". */
export function startText(start: Date, timezone: string, language: SpokenLanguage): string {
  const joiner = language === "spanish" ? "a las" : "at";
  return `${dayText(start, timezone, language)} ${joiner} ${clockText(start, timezone, language)}`;
}

/** "Friday, November 27, 10:00 AM": one piece, as the model is told the free times. */
export const listedStartText = (start: Date, timezone: string, language: SpokenLanguage) =>
  plain(formatter(DAY_AND_CLOCK, timezone, language).format(start));

/** One of the agent's booking lines in each language, its placeholders filled in. */
export const bookingLine = (
  key: keyof BookingLines,
  values: Readonly<Record<string, string | number>> = {},
): Bilingual =>
  bilingual(
    filled(english.agentLines.bookings[key], values),
    filled(spanish.agentLines.bookings[key], values),
  );
