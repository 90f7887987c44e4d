import type { BusinessCategory } from "../../../shared/catalog/agents";
import { english } from "../../text/phrases/en";
import { spanish } from "../../text/phrases/es";
import { foldForMatching } from "../../text/text-folding";
import type { Utterance } from "./caller-intents";
import {
  callbackField,
  callbackPhrase,
  everyTrigger,
  type Intake,
  type IntakeField,
  nameField,
  textField,
  triggerWords,
} from "./intake-fields";
import {
  consultingConsultation,
  financeMeeting,
  generalRequest,
  quoteVisit,
  roomStay,
  technologyRequest,
  tripEnquiry,
} from "./service-intakes";
import { agentLine, type Bilingual, bilingual } from "./spoken-words";
import { ADDRESS } from "./trade-details";
import {
  beautyAppointment,
  carService,
  classBooking,
  enrolmentEnquiry,
  fitnessAppointment,
  legalConsultation,
  medicalAppointment,
  membershipEnquiry,
  propertyViewing,
  schoolTour,
  stockEnquiry,
  tableBooking,
  takeawayOrder,
} from "./visit-and-order-intakes";

// Workflow mode: "the agent follows its category's intake steps (a restaurant takes an
// order or a booking; a clinic books an appointment request; a garage books a service; and so on)
// and records each completed item as a workflow item". This is that catalogue: per category, the
// intakes, their fields in the order they are asked, the question for each in both languages, how
// a detail is recognised in any sentence, and how the whole is read back before it is recorded.
// The model engine puts the same steps in its system prompt, so both engines follow one list.

/**
 * Every request taken, a workflow item or a message, needs a number to call back on. An intake
 * whose own fields have none takes it last: the number the caller is calling from, said in the
 * read-back for the caller to confirm, or asked for when the network gave none.
 */
function withCallback(...intakes: Intake[]): Intake[] {
  return intakes.map((intake) =>
    intake.fields.some((field) => field.kind === "phone")
      ? intake
      : {
          ...intake,
          fields: [...intake.fields, { ...callbackField, confirmedInReadBack: true }],
          describe: (values, language) =>
            `${intake.describe(values, language)}${callbackPhrase(values.callbackNumber, language)}`,
        },
  );
}

/** Each category's intakes, the most specific first: the first whose triggers match is started. */
export const INTAKES_BY_CATEGORY: Readonly<Record<BusinessCategory, readonly Intake[]>> = {
  restaurant: withCallback(takeawayOrder, tableBooking),
  retail: withCallback(stockEnquiry),
  healthcare: withCallback(medicalAppointment),
  legal: withCallback(legalConsultation),
  "real-estate": withCallback(propertyViewing),
  automotive: withCallback(carService),
  beauty: withCallback(beautyAppointment),
  education: withCallback(schoolTour, enrolmentEnquiry),
  finance: withCallback(financeMeeting),
  technology: withCallback(technologyRequest),
  construction: withCallback(quoteVisit),
  travel: withCallback(roomStay, tripEnquiry),
  fitness: withCallback(membershipEnquiry, classBooking, fitnessAppointment),
  consulting: withCallback(consultingConsultation),
  other: withCallback(generalRequest),
};

// Words that make a request for an intake plain even in a sentence that also asks a question
// ("can I book a table, and when do you close?").
export const PLAIN_REQUEST = triggerWords(everyTrigger((words) => words.plainRequest));

const EARLIER_REQUEST = triggerWords(everyTrigger((words) => words.earlierRequest));

/** "It's about an order I placed last week": the caller calls about something already asked for. */
export function refersToEarlierRequest(utterance: Utterance): boolean {
  return EARLIER_REQUEST.test(utterance.folded);
}

/** The intake a caller asks for in this category, if any. */
export function intakeRequested(category: BusinessCategory, utterance: Utterance): Intake | undefined {
  if (refersToEarlierRequest(utterance)) return undefined;
  const intakes = INTAKES_BY_CATEGORY[category];
  return (
    intakes.find((intake) => intake.triggers.test(utterance.folded)) ??
    // "My Civic is making a strange noise" asks a garage for a booking without saying "book".
    intakes.find((intake) => intake.fields.some((field) => field.signalsRequest && field.find?.(utterance)))
  );
}

export function findIntake(category: BusinessCategory, kind: string): Intake | undefined {
  return INTAKES_BY_CATEGORY[category].find((intake) => intake.kind === kind);
}

// Kinds of request an owner's purpose can name ("Book consultations…", "Take catering orders…"),
// each in the words a caller or an owner uses for it, in every language.
const PURPOSE_REQUESTS = [
  everyTrigger((words) => words.purposeRequests.bookings),
  everyTrigger((words) => words.purposeRequests.orders),
  everyTrigger((words) => words.purposeRequests.quotes),
].map(triggerWords);

/**
 * The caller asks for a kind of request the agent's purpose says it takes ("Can I get a quote?"
 * to an agent that "gives quotes"), though no intake of the category recognised it: the agent
 * serves its purpose rather than saying it cannot help.
 */
export function purposeOffers(agentPurpose: string, utterance: Utterance): boolean {
  if (refersToEarlierRequest(utterance)) return false;
  const purpose = foldForMatching(agentPurpose);
  return PURPOSE_REQUESTS.some((words) => words.test(purpose) && words.test(utterance.folded));
}

// When the agent cannot help, it takes a message: the caller's name, call-back number and reason.
// The message is a form like an intake, asked in the same way, but it is not read back: the caller
// hears it was passed on and it is kept as the call's message, not as a workflow item.
export const MESSAGE_FIELDS: readonly IntakeField[] = [
  nameField,
  callbackField,
  {
    ...textField("reason", "what the message is about", agentLine("askMessage")),
    inCallerWords: true,
  },
];

// An urgent message asks only what the owner needs to act at once: the caller's name and number
// (what happened is the reason already), and where to go when the business comes out to the caller.
const URGENT_VISIT_FIELDS: readonly IntakeField[] = [
  nameField,
  callbackField,
  textField("address", "the address of the emergency", agentLine("askEmergencyAddress"), ADDRESS),
  ...MESSAGE_FIELDS.slice(2),
];
const COMES_OUT: ReadonlySet<BusinessCategory> = new Set(["construction", "real-estate"]);

export function urgentMessageFields(category: BusinessCategory): readonly IntakeField[] {
  return COMES_OUT.has(category) ? URGENT_VISIT_FIELDS : MESSAGE_FIELDS;
}

// What the business does, for "what do you do?" when the owner's purpose is written in the other
// language of the call (every reply in the caller's language).
export const CATEGORY_SERVICES = Object.fromEntries(
  (Object.keys(english.categoryServices) as BusinessCategory[]).map((category) => [
    category,
    bilingual(english.categoryServices[category], spanish.categoryServices[category]),
  ]),
) as Readonly<Record<BusinessCategory, Bilingual>>;
