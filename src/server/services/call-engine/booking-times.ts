import { DEFAULT_TIMEZONE } from "../../../shared/catalog/agents";
import type { SpokenLanguage } from "./types";

// A booking's start as the agent says it, on the business's wall clock and in the caller's
// language: "Saturday, November 28 at 7:00 PM", "sábado, 28 de noviembre a las 19:00".

const DAY: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric" };
const CLOCK: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
const DAY_AND_CLOCK: Intl.DateTimeFormatOptions = { ...DAY, ...CLOCK };

// A formatter costs far more to make than to use: one per language, zone and kind.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions, timezone: string, language: SpokenLanguage) {
  const key = `${language} ${timezone} ${Object.keys(options).join()}`;
  let made = formatters.get(key);
  if (!made) {
    const locale = language === "spanish" ? "es" : "en-US";
    try {
      made = new Intl.DateTimeFormat(locale, { ...options, timeZone: timezone });
    } catch {
      made = new Intl.DateTimeFormat(locale, { ...options, timeZone: DEFAULT_TIMEZONE });
    }
    formatters.set(key, made);
  }
  return made;
}

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
