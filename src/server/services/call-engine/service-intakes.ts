import {
  appointmentTriggers,
  callbackField,
  FOR_THE_NAME,
  type Intake,
  intakeTriggers,
  nameField,
  readBackWithCallback,
  readBackWithTime,
  textField,
  tradeField,
  visitFields,
  whenField,
  wording,
} from "./intake-fields";
import { agentLine, bilingual } from "./spoken-words";
import {
  ADDRESS,
  BUILDING_JOBS,
  CONSULTING_TOPICS,
  DESTINATION,
  FINANCE_SERVICES,
  GENERAL_REQUEST,
  TECH_NEEDS,
} from "./trade-details";

// The intakes of trades that serve clients by a meeting, a quote or a project: finance, technology,
// construction, travel, consulting, and any other business.

export const financeMeeting: Intake = {
  kind: "meeting-request",
  noted: bilingual("your meeting request", "su solicitud de reunión"),
  triggers: appointmentTriggers("financeMeeting"),
  fields: visitFields(
    textField("topic", "what the meeting is about", agentLine("askMeetingTopic"), FINANCE_SERVICES),
  ),
  describe: readBackWithTime(wording("a meeting about {topic}", "una reunión sobre {topic}"), FOR_THE_NAME),
};

export const technologyRequest: Intake = {
  kind: "service-request",
  noted: bilingual("your request", "su solicitud"),
  triggers: appointmentTriggers("technologyRequest"),
  fields: [
    textField("need", "what they need help with", agentLine("askTechNeed"), TECH_NEEDS),
    nameField,
    callbackField,
  ],
  describe: readBackWithCallback(
    wording("a request about {need} for {name}", "una solicitud sobre {need} para {name}"),
  ),
};

export const quoteVisit: Intake = {
  kind: "quote-visit-request",
  noted: bilingual("your request for a quote visit", "su solicitud de visita para presupuesto"),
  triggers: appointmentTriggers("quoteVisit"),
  fields: [
    tradeField("job", "the job", agentLine("askJob"), BUILDING_JOBS),
    textField("area", "the address or area of the job", agentLine("askJobArea"), ADDRESS),
    whenField(agentLine("askQuoteVisitTime")),
    nameField,
  ],
  describe: readBackWithTime({
    english: (values) => {
      const area = values.area ?? "";
      return `a visit to quote for ${values.job}, ${/^\d/.test(area) ? "at" : "in"} ${area},`;
    },
    spanish: (values) => `una visita para presupuestar ${values.job}, en ${values.area ?? ""},`,
  }),
};

/** A stay at a hotel, inn or rental: the nights and the guests, not where to travel. */
export const roomStay: Intake = {
  kind: "room-request",
  noted: bilingual("your room request", "su solicitud de habitación"),
  triggers: intakeTriggers("roomStay"),
  fields: [
    whenField(agentLine("askStayDates"), "the dates of the stay"),
    { key: "partySize", kind: "party-size", label: "the number of guests", question: agentLine("askGuests") },
    nameField,
  ],
  describe: readBackWithTime(
    wording("a room for {partySize}", "una habitación para {partySize}"),
    FOR_THE_NAME,
  ),
};

export const tripEnquiry: Intake = {
  kind: "trip-enquiry",
  noted: bilingual("your trip enquiry", "su consulta de viaje"),
  triggers: intakeTriggers("tripEnquiry"),
  fields: [
    textField("destination", "the destination", agentLine("askDestination"), DESTINATION),
    whenField(agentLine("askTravelDates"), "the travel dates"),
    nameField,
  ],
  describe: readBackWithTime(wording("a trip to {destination}", "un viaje a {destination}"), FOR_THE_NAME),
};

export const consultingConsultation: Intake = {
  kind: "consultation-request",
  noted: bilingual("your consultation request", "su solicitud de consulta"),
  triggers: appointmentTriggers("consultingConsultation"),
  fields: visitFields(
    textField("topic", "what they would like to discuss", agentLine("askConsultingTopic"), CONSULTING_TOPICS),
  ),
  describe: readBackWithTime(
    wording("a consultation about {topic}", "una consulta sobre {topic}"),
    FOR_THE_NAME,
  ),
};

export const generalRequest: Intake = {
  kind: "general-request",
  noted: bilingual("your request", "su solicitud"),
  // A business of no listed kind: any plain request is a general request.
  triggers: intakeTriggers("generalRequest"),
  fields: [
    textField("request", "what they need", agentLine("askGeneralRequest"), GENERAL_REQUEST),
    nameField,
    callbackField,
  ],
  describe: readBackWithCallback(
    wording("a request from {name}: {request}", "una solicitud de {name}: {request}"),
  ),
};
