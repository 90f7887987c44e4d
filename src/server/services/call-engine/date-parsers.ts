import type { ParsingContext, ParsingResult } from "chrono-node";
import * as chronoEn from "chrono-node/en";
import * as chronoEs from "chrono-node/es";
import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { phrasesOfEvery } from "../../text/phrases/phrases";
import { wordsPattern } from "../../text/text-folding";
import { ONE_WORD_NUMBERS } from "./number-words";

// The dates and times callers say, read by chrono's English and Spanish casual parsers on the
// folded text (lower case, no accents). Each part stays its own result ("tonight", "at 7"), not
// merged into one moment, so the caller's words for the day and for the time can be kept apart:
// a correction replaces one and keeps the other.
//
// Where chrono misses how callers speak, one small parser or refiner below fills the gap; each
// says which phrasing it is for. Chrono's own parsers come first, so it wins wherever it reads
// the same words.

type DateParser = chronoEn.Chrono;

const HOUR_WORDS = [...ONE_WORD_NUMBERS]
  .filter(([, value]) => value >= 1 && value <= 12)
  .map(([word]) => word);
const HOUR = `(\\d{1,2}|${HOUR_WORDS.join("|")})`;
const hourOf = (written: string) =>
  /^\d+$/.test(written) ? Number(written) : (ONE_WORD_NUMBERS.get(written) ?? 0);

/** "five thirty": the minutes callers say in words after an hour. */
const MINUTE_WORDS: Readonly<Record<string, number>> = {
  fifteen: 15,
  thirty: 30,
  "forty five": 45,
  "forty-five": 45,
};

/** The words said before a bare hour that make it a time ("around 5", "a las cinco"). */
const HOUR_LEADS = wordsPattern(
  phrasesOfEvery(PHRASE_LANGUAGES, (language) => language.callerDetails.hourLeads),
);

/**
 * "around 5", "by 7:30", "at five", "a las cinco": chrono reads a bare hour only after "at" and
 * only in digits. Not "at 45" (no such hour) and not a number of people ("for 4"). "around 6:30 PM"
 * is chrono's own reading, "6:30 PM", with the lead word kept by the finder.
 */
const HOUR_AFTER_LEAD = new RegExp(
  `${HOUR_LEADS} ${HOUR}(?::(\\d{2})| (${Object.keys(MINUTE_WORDS).join("|")}))?(?![\\p{L}\\p{N}:])(?! ?(?:a\\.?m|p\\.?m|o'clock))`,
  "u",
);
const hourAfterLead: chronoEn.Parser = {
  // Chrono asks for the pattern on every parse: it is built once.
  pattern: () => HOUR_AFTER_LEAD,
  extract: (_context, match) => {
    const hour = hourOf(match[1] ?? "");
    const minute = match[3] ? (MINUTE_WORDS[match[3]] ?? 0) : Number(match[2] ?? 0);
    return hour >= 1 && hour <= 12 && minute < 60 ? { hour, minute } : null;
  },
};

/** "the 14th", "el 14": a day of the month with no month, the next one to come. */
const dayOfMonthAlone: chronoEn.Parser = {
  pattern: () =>
    /(?<![\p{L}\p{N}])(?:the (\d{1,2})(?:st|nd|rd|th)|el (?:dia )?(\d{1,2}))(?![\p{L}\p{N}:])(?! (?:de|of) )/u,
  extract: (context, match) => {
    const day = Number(match[1] ?? match[2]);
    if (day < 1 || day > 31) return null;
    const today = context.reference.instant;
    const nextMonth = day < today.getUTCDate();
    const month = ((today.getUTCMonth() + (nextMonth ? 1 : 0)) % 12) + 1;
    const year = today.getUTCFullYear() + (nextMonth && month === 1 ? 1 : 0);
    return { day, month, year };
  },
};

/**
 * Days from today that chrono misses: "pasado mañana" (its Spanish parser reads only "mañana"),
 * "la semana que viene", and "the day after tomorrow", which its English parser reads only with
 * the "from now" parser left out below.
 */
const DAYS_FROM_TODAY: Readonly<Record<string, number>> = {
  "the day after tomorrow": 2,
  "pasado manana": 2,
  "la semana que viene": 7,
  "semana que viene": 7,
  "la proxima semana": 7,
  "proxima semana": 7,
};
const DAYS_FROM_TODAY_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(${Object.keys(DAYS_FROM_TODAY).join("|")})(?![\\p{L}\\p{N}])`,
  "u",
);
const daysFromToday: chronoEn.Parser = {
  pattern: () => DAYS_FROM_TODAY_PATTERN,
  extract: (context, match) => {
    const date = new Date(
      context.reference.instant.getTime() + (DAYS_FROM_TODAY[match[1] ?? ""] ?? 0) * 86_400_000,
    );
    return { day: date.getUTCDate(), month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
  },
};

/** "a las 7 y media", "a las 5 y cuarto": chrono's Spanish parser stops at the hour. */
const spanishPastTheHour: chronoEn.Refiner = {
  refine: (context: ParsingContext, results: ParsingResult[]) => {
    for (const result of results) {
      const after = context.text.slice(result.index + result.text.length);
      const past = /^ y (media|cuarto)(?![\p{L}\p{N}])/u.exec(after);
      if (!past || !result.start.isCertain("hour") || result.start.get("minute")) continue;
      result.start.assign("minute", past[1] === "media" ? 30 : 15);
      result.text += past[0];
    }
    return results;
  },
};

/** "at 4 Elm Street" is an address: a time followed by a street's name is not one. */
const STREET_AFTER = new RegExp(
  `^ [\\p{L}]+ ${wordsPattern(phrasesOfEvery(PHRASE_LANGUAGES, (language) => language.callerDetails.streetWords))}`,
  "u",
);
const notAnAddress: chronoEn.Refiner = {
  refine: (context, results) =>
    results.filter((result) => !STREET_AFTER.test(context.text.slice(result.index + result.text.length))),
};

/**
 * Readings chrono makes of words that are not a day or time in a caller's sentence: "the day" in
 * "end of the day" or "the week" alone, "now" in "I'd like to book now" (the caller has not said when yet), "a second"
 * in "a second opinion", a length of time, and a bare number read as an hour ("a 5 minute job", "la 1 de la calle"):
 * an hour without minutes or AM/PM counts only after words that make it one ("at 5", "a las 5").
 */
const BARE_HOUR = /^(?:(?:a|al|de|del|la|las|at)\s+)?\d{1,2}$/;
const HOUR_SAID = new RegExp(`${HOUR_LEADS} \\d{1,2}$`, "u");
// The longest lead and its hour ("alrededor de las 10") fit in this much of the text before.
const HOUR_SAID_CHARS = 32;
const notADayOrTime: chronoEn.Refiner = {
  refine: (context, results) =>
    results.filter((result) => {
      // "for a day", "for 2 hours": how long, not when.
      if (/^(?:now|ahora|(?:a|one) sec(?:ond)?|for .*)$/.test(result.text)) return false;
      // "the hours", "a day the week leaves out", "weekend": a word for a length of time alone.
      if (
        /^(?:the |a |an |el |la |un |una )?(?:day|week|weekend|weekday|month|year|hours?|dia|semana|mes)s?,?$/.test(
          result.text,
        )
      )
        return false;
      // "a 5 minute job", "2 hours long": a length of time, not "in 5 minutes".
      if (/^\d+ (?:minute|hour|day|week|month|year|minuto|hora|dia|semana|mes|ano)s?$/.test(result.text))
        return false;
      if (!BARE_HOUR.test(result.text)) return true;
      const end = result.index + result.text.length;
      return HOUR_SAID.test(context.text.slice(Math.max(0, end - HOUR_SAID_CHARS), end));
    }),
};

// Formats no one says on the phone ("2026-01-16", "01/2026", "2026 January") and time zones
// ("7 PM EST"): left out, a third of chrono's work on every sentence.
const UNSPOKEN_PARSERS = /ISOFormat|YearMonthDay|SlashMonthFormat|EndOfCurrentMonth|YearMonthName/;
const UNSPOKEN_REFINERS = /ExtractTimezone/;

function configured(
  casual: DateParser,
  exceptions: chronoEn.Parser[],
  refiners: chronoEn.Refiner[],
): DateParser {
  const parser = casual.clone();
  parser.refiners = parser.refiners.filter(
    (refiner) =>
      !/MergeDateTime/.test(refiner.constructor.name) && !UNSPOKEN_REFINERS.test(refiner.constructor.name),
  );
  // "3 days ago", "2 hours from now": the first reading of either pattern on a sentence such as
  // "mañana a las cinco" costs some 50 ms of a caller's turn. Callers ask for what is to come, and
  // say "in 2 hours" (chrono's within-parser) at least as often; "from now" is kept in their words.
  parser.parsers = parser.parsers.filter(
    (each) =>
      !/TimeUnit(?:Ago|Later)/.test(each.constructor.name) && !UNSPOKEN_PARSERS.test(each.constructor.name),
  );
  parser.parsers.push(...exceptions);
  // Before chrono's own refiners, which remove the shorter of two overlapping results.
  parser.refiners.unshift(...refiners);
  return parser;
}

/** English then Spanish: a caller may give a day in either, whatever the agent's language. */
export const DATE_PARSERS: readonly DateParser[] = [
  configured(chronoEn.casual, [hourAfterLead, dayOfMonthAlone, daysFromToday], [notAnAddress, notADayOrTime]),
  configured(
    chronoEs.casual,
    [hourAfterLead, dayOfMonthAlone, daysFromToday],
    [notAnAddress, notADayOrTime, spanishPastTheHour],
  ),
];
