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
  atClock,
  calendarNames,
  clockRangePhrase,
  dayName,
  daysPhrase,
  everyWeekday,
  joinedList,
  momentPhrase,
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
  const spanish = language === "spanish";
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
      if (!location) {
        return notKnown(
          spanish
            ? "Lo siento, no tengo la dirección a mano."
            : "I'm sorry, I don't have the address to hand.",
        );
      }
      if (spanish) return told(`Estamos en ${location}.`);
      return told(`We're ${/^\d/.test(location) ? "at" : "in"} ${location}.`);
    }
    case "website": {
      const website = websiteForSpeech(agent.businessWebsite);
      if (!website) {
        return notKnown(
          spanish
            ? "Lo siento, no tengo una página web que darle."
            : "I'm sorry, I don't have a website address to give you.",
        );
      }
      return told(spanish ? `Nuestra página web es ${website}.` : `Our website is ${website}.`);
    }
    case "services":
      return told(servicesSentence(agent, language));
    case "business-name":
      return told(spanish ? `Ha llamado a ${agent.businessName}.` : `You've reached ${agent.businessName}.`);
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
  const spanish = language === "spanish";
  if (speaks === "multilingual") {
    return spanish
      ? "Sí, claro, hablo español y también inglés."
      : "Yes, I speak English and Spanish. Si lo prefiere, puede hablarme en español.";
  }
  if (spokenLanguageOf(speaks) === asked)
    return spanish
      ? `Sí, claro, hablo ${LANGUAGE_NAMES[asked].spanish}.`
      : `Yes, I speak ${LANGUAGE_NAMES[asked].english}.`;
  const only = LANGUAGE_NAMES[spokenLanguageOf(speaks)];
  return spanish ? `Lo siento, solo hablo ${only.spanish}.` : `I'm sorry, I only speak ${only.english}.`;
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
    if (language === "english" && PURPOSE_VERB_START.test(folded))
      return `I can ${lowered.replace(/^to /, "")}.`;
    if (language === "spanish" && SPANISH_INFINITIVE_START.test(folded)) return `Puedo ${lowered}.`;
    return `${purpose}.`;
  }
  const services = CATEGORY_SERVICES[agent.businessCategory][language];
  return language === "spanish"
    ? `En ${agent.businessName} le puedo ayudar con ${services}.`
    : `At ${agent.businessName}, I can help you with ${services}.`;
}

function identitySentence(agent: AgentProfile, language: SpokenLanguage): string {
  const namedAssistant = /assistant|asistente/.test(foldForMatching(agent.agentName));
  if (language === "spanish") {
    const article = agent.voice === "female" ? "la asistente virtual" : "el asistente virtual";
    return namedAssistant
      ? `Soy ${agent.agentName}.`
      : `Soy ${agent.agentName}, ${article} de ${agent.businessName}.`;
  }
  return namedAssistant
    ? `I'm ${agent.agentName}.`
    : `I'm ${agent.agentName}, the virtual assistant for ${agent.businessName}.`;
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
  const spanish = language === "spanish";
  const hours = businessHoursOf(agent);
  if (hours.kind === "unknown") {
    return notKnown(
      spanish
        ? `Lo siento, no tengo el horario de ${agent.businessName}, así que no puedo decirle con seguridad si estamos abiertos ahora.`
        : `I'm sorry, I don't have ${agent.businessName}'s opening hours, so I can't say for sure whether we're open right now.`,
    );
  }
  if (hours.kind === "as-written") {
    // Hours the parser cannot read are read out as the owner wrote them, without guessing.
    const schedule = spanish ? `Nuestro horario es: ${hours.text}.` : `Our hours are: ${hours.text}.`;
    if (question === "hours") return told(schedule);
    const uncertain = spanish
      ? "No puedo confirmarle si estamos abiertos en este momento."
      : "I can't confirm whether we're open at this very moment.";
    return told(`${schedule} ${uncertain}`);
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
    const name = day.holiday[language];
    const weekday = dayName(day.weekday, language);
    const every = everyWeekday(day.weekday, language);
    if (spanish) {
      const usual = ranges.length > 0 ? `abrimos ${times}` : "cerramos";
      return `No tengo un horario especial para ${name}. Cae en ${weekday}, y ${every} ${usual}.`;
    }
    const usual = ranges.length > 0 ? `we're open ${times}` : "we're closed";
    return `I don't have special hours for ${name}. It falls on a ${weekday}, and on ${every} ${usual}.`;
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
  return spanish
    ? `El ${weekday} ${dayOfMonth} de ${monthName}`
    : `On ${weekday}, ${monthName} ${dayOfMonth}`;
}

/** "We're open Monday to Friday, 9 AM to 5 PM, and Saturday, 10 AM to 2 PM. We're closed on Sunday." */
function scheduleSentence(hours: BusinessHours, language: SpokenLanguage): string {
  const spanish = language === "spanish";
  if (hours.kind === "always-open") {
    return spanish
      ? "Abrimos las 24 horas del día, los 7 días de la semana."
      : "We're open 24 hours a day, 7 days a week.";
  }
  if (hours.kind !== "weekly") return "";
  const periods = hours.periods.map(
    ({ days, opensAt, closesAt }) =>
      `${daysPhrase(days, language)}, ${clockRangePhrase(opensAt, closesAt, language)}`,
  );
  const open =
    periods.length > 0 ? `${spanish ? "Abrimos" : "We're open"} ${joinedList(periods, language)}.` : "";
  const closedDays = hours.closedDays.map((days) => daysPhrase(days, language));
  const closedOnList = hours.closedDays.every((days) => days.kind === "list");
  const closed =
    closedDays.length === 0
      ? ""
      : spanish
        ? `Cerramos ${joinedList(closedDays, language)}.`
        : `We're closed ${closedOnList ? "on " : ""}${joinedList(closedDays, language)}.`;
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
  const spanish = language === "spanish";
  switch (status.kind) {
    case "unknown":
      return "";
    case "always-open":
      return spanish
        ? "Abrimos las 24 horas del día, así que ahora mismo estamos abiertos."
        : "We're open 24 hours a day, so yes, we're open right now.";
    case "open": {
      const tonight = closesTonight(status.closesAt);
      if (question === "closing-time") {
        const when = tonight
          ? atClock(status.closesAt.minuteOfDay, language)
          : momentPhrase(status.closesAt, language);
        return spanish
          ? `Ahora estamos abiertos y cerramos ${when}.`
          : `We're open now, and we close ${when}.`;
      }
      const until = tonight
        ? untilClock(status.closesAt.minuteOfDay, language)
        : `${spanish ? "hasta" : "until"} ${momentPhrase(status.closesAt, language)}`;
      if (question === "hours") {
        return spanish ? `Ahora mismo estamos abiertos, ${until}.` : `Right now we're open, ${until}.`;
      }
      return spanish ? `Sí, ahora mismo estamos abiertos, ${until}.` : `Yes, we're open right now, ${until}.`;
    }
    case "closed": {
      if (!status.opensAt) return spanish ? "Ahora mismo estamos cerrados." : "We're closed right now.";
      const next = momentPhrase(status.opensAt, language);
      return spanish
        ? `Ahora mismo estamos cerrados. Volvemos a abrir ${next}.`
        : `We're closed right now. We open again ${next}.`;
    }
  }
}
