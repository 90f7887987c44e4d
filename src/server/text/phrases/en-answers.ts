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
  helpsWithThing: "Yes, {business} can help with {thing}.",
  forThing: "For {thing}, {instruction}.",
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
  lifeAdvice: "This sounds like a medical emergency. Please hang up and call {numbers} right now.",
  dangerAdvice: "Please get everyone out of the building now, and call {numbers} once you're outside.",
  petAdvice: "Please take your pet to the nearest emergency vet right away.",
  alreadyUrgent: "Your message is already marked as urgent.",
  urgentToo: "I'm also marking this as urgent for {business}, so they can call you back as soon as possible.",
  urgentSorry:
    "I'm sorry to hear that. I'm marking this as urgent so {business} can call you back as soon as possible.",
  ownersNumber: "For an emergency, {business} asks you to call {number}.",
  pleaseDo: "Please {instruction}.",
} satisfies AnswerLines;
