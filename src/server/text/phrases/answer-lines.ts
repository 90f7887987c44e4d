/**
 * The built-in engine's answers from the agent's configuration (`business-answers.ts`): its address,
 * website, name, languages, what it does, and the hours; and to an emergency. `{name}` marks what
 * is filled in. Written as spoken, never matched against, so not folded.
 */
export type AnswerLines = Record<
  | "addressUnknown"
  | "atAddress"
  | "inArea"
  | "websiteUnknown"
  | "website"
  | "businessName"
  | "speaksBoth"
  | "speaks"
  | "speaksOnly"
  | "canDo"
  | "canHelpWith"
  // A thing the owner's purpose lists, asked about (`purpose-services.ts`), and what the purpose says to do about it.
  | "helpsWithThing"
  | "forThing"
  | "namedAssistant"
  | "assistantFor"
  | "assistantForFemale"
  | "hoursUnknown"
  | "hoursAsWritten"
  | "openNowUncertain"
  | "holidayUsualHours"
  | "holidayUsuallyClosed"
  | "alwaysOpen"
  | "openOn"
  | "closedOn"
  | "alwaysOpenNow"
  | "openCloseAt"
  | "openNowUntil"
  | "yesOpenUntil"
  | "closedNow"
  | "closedOpensAgain"
  // To an emergency (`emergency-dialogue.ts`, `owner-instructions.ts`).
  | "lifeAdvice"
  | "dangerAdvice"
  | "petAdvice"
  | "alreadyUrgent"
  | "urgentToo"
  | "urgentSorry"
  | "ownersNumber"
  | "pleaseDo",
  string
>;
