import type { AnswerLines } from "./phrases";

/** What the agent answers from its configuration, in English; `{name}` is filled in as it is said. */
export const englishAnswers = {
  addressUnknown: "I'm sorry, I don't have the address to hand.",
  atAddress: "We're at {location}.",
  inArea: "We're in {location}.",
  websiteUnknown: "I'm sorry, I don't have a website address to give you.",
  website: "Our website is {website}.",
  businessName: "You've reached {business}.",
  speaksBoth: "Yes, I speak English and Spanish. Si lo prefiere, puede hablarme en español.",
  speaks: "Yes, I speak {language}.",
  speaksOnly: "I'm sorry, I only speak {language}.",
  canDo: "I can {purpose}.",
  canHelpWith: "At {business}, I can help you with {services}.",
  namedAssistant: "I'm {agent}.",
  assistantFor: "I'm {agent}, the virtual assistant for {business}.",
  assistantForFemale: "I'm {agent}, the virtual assistant for {business}.",
  hoursUnknown:
    "I'm sorry, I don't have {business}'s opening hours, so I can't say for sure whether we're open right now.",
  hoursAsWritten: "Our hours are: {hours}.",
  openNowUncertain: "I can't confirm whether we're open at this very moment.",
  holidayUsualHours:
    "I don't have special hours for {holiday}. It falls on a {weekday}, and on {every} we're open {times}.",
  holidayUsuallyClosed:
    "I don't have special hours for {holiday}. It falls on a {weekday}, and on {every} we're closed.",
  alwaysOpen: "We're open 24 hours a day, 7 days a week.",
  openOn: "We're open {periods}.",
  closedOn: "We're closed {days}.",
  alwaysOpenNow: "We're open 24 hours a day, so yes, we're open right now.",
  openCloseAt: "We're open now, and we close {when}.",
  openNowUntil: "Right now we're open, {until}.",
  yesOpenUntil: "Yes, we're open right now, {until}.",
  closedNow: "We're closed right now.",
  closedOpensAgain: "We're closed right now. We open again {next}.",
} satisfies AnswerLines;
