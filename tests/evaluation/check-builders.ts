import type { Check, CheckCategory, SpokenLanguage } from "./evaluation-types";

// Short forms for the scripted calls' checks, each with the category it is reported under.

export const name = (expect: string, category: CheckCategory = "details"): Check => ({
  category,
  kind: "name",
  expect,
});
export const number = (expect: string, category: CheckCategory = "details"): Check => ({
  category,
  kind: "number",
  expect,
});
export const kept = (pattern: RegExp, category: CheckCategory = "details"): Check => ({
  category,
  kind: "kept",
  pattern,
});
export const notKept = (pattern: RegExp, category: CheckCategory = "corrections"): Check => ({
  category,
  kind: "not-kept",
  pattern,
});
export const nameNot = (pattern: RegExp, category: CheckCategory = "questions"): Check => ({
  category,
  kind: "name-not",
  pattern,
});
export const mailed = (): Check => ({ category: "mailed", kind: "mailed" });
/** The owner's mail is marked urgent: an emergency reached them as one. */
export const mailedUrgent = (): Check => ({ category: "urgency", kind: "mailed", urgent: true });
export const says = (pattern: RegExp, category: CheckCategory, turn?: number): Check =>
  turn === undefined ? { category, kind: "says", pattern } : { category, kind: "says", pattern, turn };
export const neverSays = (pattern: RegExp, category: CheckCategory, turn?: number): Check =>
  turn === undefined
    ? { category, kind: "never-says", pattern }
    : { category, kind: "never-says", pattern, turn };
export const noAmounts = (): Check => ({ category: "no-invention", kind: "no-amounts" });
export const language = (spoken: SpokenLanguage): Check => ({
  category: "language",
  kind: "language",
  language: spoken,
});
export const voices = (): Check => ({ category: "language", kind: "voices" });

/** The agent did not brush off a question mid-intake as words it could not understand. */
export const NOT_UNDERSTOOD =
  /didn'?t (catch|understand|get) (that|you)|not sure I understood|no (le )?entend[ií]|no capt[eé]/i;
/** The agent went on with a booking's questions when the caller reported an emergency. */
export const BOOKING_QUESTION = /what (day|date) and time|which day|what day would|qu[eé] d[ií]a/i;
/**
 * The answer to "are you open on <a day they are closed>": closed that day, or the week's hours,
 * which leave that day out. "We're closed right now" is no answer.
 */
export const closedOn = (day: string, turn: number): Check =>
  says(
    new RegExp(
      `closed (on |all day )?${day}|${day}s?[^.]*\\b(closed|not open)|we'?re open (monday|tuesday) to (friday|saturday)`,
      "i",
    ),
    "hours",
    turn,
  );
