import { minutesOf, type OpeningHours } from "../../../shared/api/opening-hours";
import { detectLanguage } from "../../text/language";
import { capitalizeFirst, foldForMatching } from "../../text/text-folding";
import { type AskedDay, daysAskedAbout } from "./asked-days";
import {
  type BusinessHours,
  businessHoursOf,
  localTimeIn,
  type Moment,
  type OpenStatus,
  openStatusAt,
  rangesOn,
} from "./business-hours";
import type { CallerQuestion } from "./caller-intents";
import { CATEGORY_SERVICES } from "./intakes";
import {
  answerLine,
  atClock,
  calendarNames,
  clockRangePhrase,
  dayName,
  daysPhrase,
  everyWeekday,
  joinedList,
  momentPhrase,
  spokenWord,
  timeNowSentence,
  untilClock,
  websiteForSpeech,
} from "./spoken-words";
import { type AgentProfile, type SpokenLanguage, spokenLanguageOf } from "./types";

// The agent answers questions about hours, location, services and purpose from the agent's
// configuration, and when it does not know (no hours, no address) it says so honestly and offers
// to take a message instead of guessing.

export type Answer = {
  say: string;
  /** The caller got what they asked for (a call that went well may get a review offer). */
  informative: boolean;
  /** The agent could not answer and offers a message. */
  offersMessage: boolean;
  /** The caller has yet to say what they called for ("do you speak Spanish?"): the agent asks. */
  asksHowToHelp?: boolean;
};

const told = (say: string): Answer => ({ say, informative: true, offersMessage: false });
const notKnown = (say: string): Answer => ({ say, informative: false, offersMessage: true });

/** `callerWords`: what the caller said, for the days they ask the hours of ("on Sunday", "at Christmas"). */
export function answerQuestion(
  question: CallerQuestion,
  agent: AgentProfile,
  now: Date,
  language: SpokenLanguage,
  callerWords = "",
): Answer {
  switch (question) {
    case "time-now": {
      const local = localTimeIn(agent.timezone, now);
      return told(timeNowSentence(local.minuteOfDay, local.weekday, language));
    }
    case "open-now":
    case "closing-time":
    case "opening-time":
    case "hours":
      return answerAboutHours(question, agent, now, language, callerWords);
    case "location": {
      const location = agent.areaLocation.trim();
      if (!location) return notKnown(answerLine(language, "addressUnknown"));
      return told(answerLine(language, /^\d/.test(location) ? "atAddress" : "inArea", { location }));
    }
    case "website": {
      const website = websiteForSpeech(agent.businessWebsite);
      if (!website) return notKnown(answerLine(language, "websiteUnknown"));
      return told(answerLine(language, "website", { website }));
    }
    case "services":
      return told(servicesSentence(agent, language));
    case "business-name":
      return told(answerLine(language, "businessName", { business: agent.businessName }));
    case "agent-identity":
      return told(identitySentence(agent, language));
    case "speaks-spanish":
    case "speaks-english":
      return {
        ...told(
          languagesSentence(agent.language, question === "speaks-spanish" ? "spanish" : "english", language),
        ),
        asksHowToHelp: true,
      };
  }
}

/**
 * Whether the agent speaks the language asked about, in the call's language; a bilingual agent asked
 * in English tells the caller in Spanish too that they may speak it.
 */
function languagesSentence(
  speaks: AgentProfile["language"],
  asked: SpokenLanguage,
  language: SpokenLanguage,
): string {
  if (speaks === "multilingual") return answerLine(language, "speaksBoth");
  if (spokenLanguageOf(speaks) === asked)
    return answerLine(language, "speaks", { language: LANGUAGE_NAMES[asked][language] });
  return answerLine(language, "speaksOnly", { language: LANGUAGE_NAMES[spokenLanguageOf(speaks)][language] });
}

const LANGUAGE_NAMES: Record<SpokenLanguage, Record<SpokenLanguage, string>> = {
  english: { english: "English", spanish: "inglés" },
  spanish: { english: "Spanish", spanish: "español" },
};

// Owners write the purpose as the agent's job ("Take table reservations and takeout orders…"),
// which reads naturally after "I can". A purpose in the other language of the call, or none,
// gives way to a description of the category in the caller's language.
const PURPOSE_VERB_START =
  /^(?:to )?(?:take|answer|book|schedule|reschedule|help|handle|manage|provide|give|collect|qualify|greet|offer|assist|support|sell|tell|confirm|explain|share|capture|screen|route|arrange|keep|note|pass)(?![\p{L}])/u;
const SPANISH_INFINITIVE_START = /^[\p{L}]+(?:ar|er|ir)(?![\p{L}])/u;

function servicesSentence(agent: AgentProfile, language: SpokenLanguage): string {
  const purpose = agent.agentPurpose.trim().replace(/[.\s]+$/, "");
  const written = purpose ? detectLanguage(purpose) : undefined;
  const folded = foldForMatching(purpose);
  if (purpose && (written ?? language) === language) {
    const lowered = purpose.charAt(0).toLowerCase() + purpose.slice(1);
    if ((language === "english" ? PURPOSE_VERB_START : SPANISH_INFINITIVE_START).test(folded))
      return answerLine(language, "canDo", { purpose: lowered.replace(/^to /, "") });
    return `${purpose}.`;
  }
  const services = CATEGORY_SERVICES[agent.businessCategory][language];
  return answerLine(language, "canHelpWith", { business: agent.businessName, services });
}

function identitySentence(agent: AgentProfile, language: SpokenLanguage): string {
  const namedAssistant = /assistant|asistente/.test(foldForMatching(agent.agentName));
  const line = namedAssistant
    ? "namedAssistant"
    : agent.voice === "female"
      ? "assistantForFemale"
      : "assistantFor";
  return answerLine(language, line, { agent: agent.agentName, business: agent.businessName });
}

// ---------------------------------------------------------------------------------------------
// Hours

function answerAboutHours(
  question: "open-now" | "closing-time" | "opening-time" | "hours",
  agent: AgentProfile,
  now: Date,
  language: SpokenLanguage,
  callerWords: string,
): Answer {
  const hours = businessHoursOf(agent);
  if (hours.kind === "unknown")
    return notKnown(answerLine(language, "hoursUnknown", { business: agent.businessName }));
  if (hours.kind === "as-written") {
    // Hours the parser cannot read are read out as the owner wrote them, without guessing.
    const schedule = answerLine(language, "hoursAsWritten", { hours: hours.text });
    if (question === "hours") return told(schedule);
    return told(`${schedule} ${answerLine(language, "openNowUncertain")}`);
  }
  const local = localTimeIn(agent.timezone, now);
  if (hours.kind === "weekly") {
    const days = daysAskedAbout(callerWords, local, hours.hours);
    // "Are you open today?" is about now; any other day is answered day by day.
    const onlyNow =
      question !== "hours" && days.length === 1 && days[0]!.daysAhead === 0 && !days[0]!.holiday;
    if (days.length > 0 && !onlyNow) {
      return told(days.map((day) => dayHoursSentence(day, hours.hours, language)).join(" "));
    }
  }
  const status = openStatusAt(hours, local);
  const sentences =
    question === "hours"
      ? [scheduleSentence(hours, language), statusSentence(status, language)]
      : [statusSentence(status, language, question)];
  return told(sentences.filter(Boolean).join(" "));
}

/** "On Sunday we're closed.", "Mañana abrimos de 9 de la mañana a 1 de la tarde.", "We have no special hours for Christmas Day…". */
function dayHoursSentence(day: AskedDay, hours: OpeningHours, language: SpokenLanguage): string {
  const spanish = language === "spanish";
  const ranges = rangesOn(hours, day.date, day.weekday);
  const times = joinedList(
    ranges.map(({ opens, closes }) => clockRangePhrase(minutesOf(opens), minutesOf(closes), language)),
    language,
  );
  const exception = hours.exceptions.some(({ date }) => date === day.date);
  if (day.holiday && !exception) {
    // The owner entered nothing for the holiday: its weekday's hours, said to be the usual ones.
    return answerLine(language, ranges.length > 0 ? "holidayUsualHours" : "holidayUsuallyClosed", {
      holiday: day.holiday[language],
      weekday: dayName(day.weekday, language),
      every: everyWeekday(day.weekday, language),
      times,
    });
  }
  const label = dayLabel(day, language);
  if (spanish) return ranges.length > 0 ? `${label} abrimos ${times}.` : `${label} estamos cerrados.`;
  return ranges.length > 0 ? `${label} we're open ${times}.` : `${label} we're closed.`;
}

/** "Today", "Tomorrow", "On Sunday", "On Christmas Day", "On Friday, December 25"; "Hoy", "El domingo", "En Navidad". */
function dayLabel(day: AskedDay, language: SpokenLanguage): string {
  const spanish = language === "spanish";
  if (day.holiday) {
    const name = day.holiday[language];
    if (!spanish) return `On ${name}`;
    return name.startsWith("el ") ? capitalizeFirst(name) : `En ${name}`;
  }
  if (day.daysAhead === 0) return spanish ? "Hoy" : "Today";
  const weekday = dayName(day.weekday, language);
  // "Tomorrow, Saturday,": the caller may have asked by the weekday's name.
  if (day.daysAhead === 1) return spanish ? `Mañana ${weekday}` : `Tomorrow, ${weekday},`;
  if (day.daysAhead < 7) return spanish ? `El ${weekday}` : `On ${weekday}`;
  const [month, dayOfMonth] = [Number(day.date.slice(5, 7)), Number(day.date.slice(8, 10))];
  const monthName = calendarNames(language, "month")[month - 1];
  return spokenWord(language, "onDate", { weekday, month: monthName ?? "", day: dayOfMonth });
}

/** "We're open Monday to Friday, 9 AM to 5 PM, and Saturday, 10 AM to 2 PM. We're closed on Sunday." */
function scheduleSentence(hours: BusinessHours, language: SpokenLanguage): string {
  if (hours.kind === "always-open") return answerLine(language, "alwaysOpen");
  if (hours.kind !== "weekly") return "";
  const periods = hours.periods.map(
    ({ days, opensAt, closesAt }) =>
      `${daysPhrase(days, language)}, ${clockRangePhrase(opensAt, closesAt, language)}`,
  );
  const open =
    periods.length > 0 ? answerLine(language, "openOn", { periods: joinedList(periods, language) }) : "";
  const closedDays = joinedList(
    hours.closedDays.map((days) => daysPhrase(days, language)),
    language,
  );
  // "We're closed on Sunday", "we're closed Saturday to Monday"; "cerramos los domingos".
  const on = language === "english" && hours.closedDays.every((days) => days.kind === "list") ? "on " : "";
  const closed = closedDays ? answerLine(language, "closedOn", { days: `${on}${closedDays}` }) : "";
  return [open, closed].filter(Boolean).join(" ");
}

// Closing in the small hours ("until 2 AM") or later today needs no day.
function closesTonight(closesAt: Moment): boolean {
  return closesAt.daysAhead === 0 || (closesAt.daysAhead === 1 && closesAt.minuteOfDay <= 6 * 60);
}

function statusSentence(
  status: OpenStatus,
  language: SpokenLanguage,
  question: "open-now" | "closing-time" | "opening-time" | "hours" = "hours",
): string {
  switch (status.kind) {
    case "unknown":
      return "";
    case "always-open":
      return answerLine(language, "alwaysOpenNow");
    case "open": {
      const tonight = closesTonight(status.closesAt);
      if (question === "closing-time") {
        const when = tonight
          ? atClock(status.closesAt.minuteOfDay, language)
          : momentPhrase(status.closesAt, language);
        return answerLine(language, "openCloseAt", { when });
      }
      const until = tonight
        ? untilClock(status.closesAt.minuteOfDay, language)
        : `${language === "spanish" ? "hasta" : "until"} ${momentPhrase(status.closesAt, language)}`;
      return answerLine(language, question === "hours" ? "openNowUntil" : "yesOpenUntil", { until });
    }
    case "closed":
      if (!status.opensAt) return answerLine(language, "closedNow");
      return answerLine(language, "closedOpensAgain", { next: momentPhrase(status.opensAt, language) });
  }
}
