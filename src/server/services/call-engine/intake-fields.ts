import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { filled, type IntakeTriggers, type PhraseList, phrasesOfEvery } from "../../text/phrases/phrases";
import { wordsPattern } from "../../text/text-folding";
import { DETERMINERS, detailWords, type FoundDetail } from "./caller-details";
import type { Utterance } from "./caller-intents";
import { startsWithWeekday } from "./day-and-time";
import { agentLine, type Bilingual, bilingual, lastDigitsSpoken, spokenWord } from "./spoken-words";
import { given, NOT_GIVEN } from "./taken-message";
import { personAskedFor } from "./trade-details";
import type { SpokenLanguage } from "./types";

// The parts every intake is made of: its fields, the questions that ask for them, and how the
// details taken are read back to the caller.

type FieldKind =
  /** A person's name: "my name is Ana", or the whole answer when asked. */
  | "name"
  /** A call-back number; the caller's own number is offered first. */
  | "phone"
  /** A day and/or time in the caller's words. */
  | "when"
  /** A number of people. */
  | "party-size"
  /** Anything else in the caller's words: found by keywords or cues, or the whole answer. */
  | "text";

export type IntakeField = {
  key: string;
  kind: FieldKind;
  /** What the field is, for the model's system prompt. */
  label: string;
  /** The question that asks for it; phone fields are asked by the engine, which knows the number. */
  question: Bilingual;
  /** How the detail is recognised in a sentence that was not an answer to its question. */
  find?: (utterance: Utterance) => FoundDetail | undefined;
  /** Kept as the caller said it ("I want to talk about…"), not trimmed to the thing asked for. */
  inCallerWords?: boolean;
  /** A closed list ("monthly", "annual"): a keyword in the answer is the answer ("the monthly one"). */
  keywordAnswer?: boolean;
  /** The trade's own words ("an oil change", "a haircut"): saying one is asking for the intake. */
  signalsRequest?: boolean;
  /**
   * A call-back number the network already gave (the number the caller is calling from) is not
   * asked for: the read-back says it, and the caller confirms or corrects it there.
   */
  confirmedInReadBack?: boolean;
  /** Kept when the caller says it ("with Tanya"), never asked for, and never missing. */
  optional?: boolean;
};

export type FieldValues = Readonly<Record<string, string>>;

export type Intake = {
  /** The workflow item's kind, as stored with the call. */
  kind: string;
  /** "your table booking": what the caller hears was noted. */
  noted: Bilingual;
  /** Words by which a caller asks for it. */
  triggers: RegExp;
  fields: readonly IntakeField[];
  /** The item read back in a short phrase: "a table for 4 on Friday at 7 PM, under the name Ana". */
  describe(values: FieldValues, language: SpokenLanguage): string;
};

export const triggerWords = (list: readonly string[]) => new RegExp(wordsPattern(list), "u");

/** One list of the intakes' trigger words, in every language. */
export const everyTrigger = (list: (words: IntakeTriggers) => PhraseList) =>
  phrasesOfEvery(PHRASE_LANGUAGES, (language) => list(language.intakeTriggers));

// ---------------------------------------------------------------------------------------------
// Fields shared by many intakes

export const nameField: IntakeField = {
  key: "name",
  kind: "name",
  label: "the caller's name",
  question: agentLine("askName"),
};
export const callbackField: IntakeField = {
  key: "callbackNumber",
  kind: "phone",
  label: "a call-back number (offer the number they are calling from)",
  question: agentLine("askCallbackNumber"),
};
export const whenField = (question: Bilingual, label = "the preferred day and time"): IntakeField => ({
  key: "when",
  kind: "when",
  label,
  question,
});
export const preferredTime = whenField(agentLine("askPreferredTime"));

/** The person the caller asks to see, when they name one. */
export const staffField: IntakeField = {
  key: "staff",
  kind: "text",
  label: "the person they asked to see, only if they name one",
  question: agentLine("askStaff"),
  find: personAskedFor,
  optional: true,
};

/** An appointment's fields: what it is for, when, the caller's name, and whom they ask to see. */
export const visitFields = (item: IntakeField, when = preferredTime): readonly IntakeField[] => [
  item,
  when,
  nameField,
  staffField,
];

/** A free-text field, recognised in passing by keywords or cues. */
export const textField = (
  key: string,
  label: string,
  question: Bilingual,
  find?: (utterance: Utterance) => FoundDetail | undefined,
): IntakeField => ({ key, kind: "text", label, question, ...(find ? { find } : {}) });

/** A detail in the trade's own words ("an oil change", "a haircut"): saying one asks for the intake. */
export const tradeField = (
  key: string,
  label: string,
  question: Bilingual,
  find: (utterance: Utterance) => FoundDetail | undefined,
): IntakeField => ({ ...textField(key, label, question, find), signalsRequest: true });

// ---------------------------------------------------------------------------------------------
// How values are read back

/** "at 7 PM", "on Friday at 7", "el viernes", "a las 7": a when-value fit to follow a noun. */
function whenPhrase(when: string | undefined, language: SpokenLanguage): string {
  // A day the caller would not give is not read back as words ("a table for 2 not given").
  if (!given(when)) return "";
  if (language === "spanish") {
    if (/^\d/.test(when)) return `a las ${when}`;
    return startsWithWeekday(when, language) ? `el ${when}` : when;
  }
  if (/^\d/.test(when)) return `at ${when}`;
  return startsWithWeekday(when, language) ? `on ${when}` : when;
}

const POSSESSIVE_LEAD = new RegExp(`^${detailWords((words) => words.possessives)}\\s+`, "iu");
const DETERMINER_LEAD = new RegExp(`^${DETERMINERS}\\s+`, "iu");
/** "your my Honda" never: the possessive the caller used is dropped where "your" is said. */
export const withoutPossessive = (value = "") => value.replace(POSSESSIVE_LEAD, "");
/** "your a 2018 Camry" never: where "your" is said of the caller's thing, an article goes too. */
export const withoutDeterminer = (value = "") => withoutPossessive(value).replace(DETERMINER_LEAD, "");

export const callbackPhrase = (number: string | undefined, language: SpokenLanguage) => {
  const digits = lastDigitsSpoken(number ?? "");
  return digits ? spokenWord(language, "callBackOn", { digits }) : "";
};

/** Joins the parts of a description, leaving out what is empty: "a table for 4, Friday at 7". */
export function spoken(...parts: (string | false | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(" ")
    .replace(/\s+,/g, ",")
    .replace(/\s+/g, " ")
    .trim();
}

// ---------------------------------------------------------------------------------------------
// How an intake is read back: one shape, each intake's wording in both languages side by side

/** A read-back phrase in each language, from the details taken. */
type Wording = Readonly<Record<SpokenLanguage, (values: FieldValues) => string>>;

/** A read-back phrase of the details' `{key}`s in each language: "a table for {partySize}". */
export const wording = (english: string, spanish: string): Wording => ({
  english: (values) => filled(english, (key) => values[key]),
  spanish: (values) => filled(spanish, (key) => values[key]),
});

/** What the caller added out of turn to an intake without a field for it, kept for the owner. */
export const CALLER_NOTES = "callerNotes";

const UNDER_THE_NAME = bilingual(", under the name", ", a nombre de");
export const FOR_THE_NAME = bilingual(", for", ", a nombre de");

const WITH_STAFF = bilingual("with", "con");
const staffPhrase = (values: FieldValues, language: SpokenLanguage) =>
  values.staff && spoken(WITH_STAFF[language], values.staff);

/** The details as the caller hears them: one they would not give is said so in the caller's language. */
const asSaid = (values: FieldValues, language: SpokenLanguage): FieldValues => {
  const saidAs = (value: string) => (value === NOT_GIVEN ? spokenWord(language, "notGiven") : value);
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, saidAs(value)]));
};

/** "a table for 4 on Friday at 7 PM, under the name Ana": the item (with whom), its time, then the closing detail. */
export const readBackWithTime =
  (item: Wording, closing = UNDER_THE_NAME, closingKey = "name"): Intake["describe"] =>
  (values, language) =>
    spoken(
      item[language](asSaid(values, language)),
      staffPhrase(values, language),
      whenPhrase(values.when, language),
      given(values[closingKey]) ? `${closing[language]} ${values[closingKey]}` : undefined,
    );

/** "a consultation for Ana about a divorce, with a call back on the number ending in 0 1 4 7". */
export const readBackWithCallback =
  (item: Wording): Intake["describe"] =>
  (values, language) =>
    spoken(
      `${spoken(item[language](asSaid(values, language)), staffPhrase(values, language))}${callbackPhrase(values.callbackNumber, language)}`,
    );

// ---------------------------------------------------------------------------------------------
// Words that ask for an appointment in any trade

/** The words that ask for any appointment, and the trade's own. */
export const appointmentTriggers = (intake: keyof IntakeTriggers["byIntake"]) =>
  triggerWords([
    ...everyTrigger((words) => words.anyAppointment),
    ...everyTrigger((words) => words.byIntake[intake]),
  ]);

/** The words that ask for the intake. */
export const intakeTriggers = (intake: keyof IntakeTriggers["byIntake"]) =>
  triggerWords(everyTrigger((words) => words.byIntake[intake]));
