import {
  appointmentTriggers,
  callbackField,
  everyTrigger,
  FOR_THE_NAME,
  type Intake,
  intakeTriggers,
  nameField,
  preferredTime,
  readBackWithCallback,
  readBackWithTime,
  spoken,
  staffField,
  textField,
  tradeField,
  triggerWords,
  visitFields,
  whenField,
  withoutDeterminer,
  withoutPossessive,
  wording,
} from "./intake-fields";
import { agentLine, bilingual } from "./spoken-words";
import {
  BEAUTY_SERVICES,
  CAR_SERVICES,
  FITNESS_CLASS_WORDS,
  FITNESS_CLASSES,
  LEGAL_MATTERS,
  MEDICAL_REASONS,
  MEMBERSHIP_TYPES,
  ORDER_ITEMS,
  PRODUCT,
  PROGRAMS,
  PROPERTY,
  VEHICLE,
} from "./trade-details";

// The intakes of trades that book visits, take orders or answer enquiries: restaurants, clinics,
// garages, law firms, estate agents, salons, gyms, schools and shops. Each names the fields asked in
// order, the words that ask for it, and how the whole is read back before it is recorded.

export const takeawayOrder: Intake = {
  kind: "takeaway-order",
  noted: bilingual("your order", "su pedido"),
  triggers: intakeTriggers("takeawayOrder"),
  fields: [
    textField("items", "what they want to order", agentLine("askOrderItems"), ORDER_ITEMS),
    nameField,
    whenField(agentLine("askPickupTime"), "the pickup time"),
  ],
  describe: readBackWithTime(wording("{items}, for pickup", "{items}, para recoger")),
};

export const tableBooking: Intake = {
  kind: "table-booking",
  noted: bilingual("your table booking", "su reserva de mesa"),
  triggers: intakeTriggers("tableBooking"),
  fields: [
    {
      key: "partySize",
      kind: "party-size",
      label: "the number of people",
      question: agentLine("askPartySize"),
    },
    whenField(agentLine("askTableTime")),
    nameField,
  ],
  describe: readBackWithTime(wording("a table for {partySize}", "una mesa para {partySize}")),
};

export const medicalAppointment: Intake = {
  kind: "appointment-request",
  noted: bilingual("your appointment request", "su solicitud de cita"),
  triggers: appointmentTriggers("medicalAppointment"),
  fields: [
    {
      ...nameField,
      label: "the patient's name",
      question: agentLine("askPatientName"),
    },
    whenField(agentLine("askVisitTime")),
    tradeField("reason", "the reason for the visit", agentLine("askVisitReason"), MEDICAL_REASONS),
    staffField,
  ],
  describe: readBackWithTime(
    wording("an appointment for {name}", "una cita para {name}"),
    bilingual(", for", ", por"),
    "reason",
  ),
};

export const carService: Intake = {
  kind: "service-booking",
  noted: bilingual("your service booking", "su cita para el taller"),
  triggers: appointmentTriggers("carService"),
  fields: [
    tradeField("vehicle", "the vehicle (make and model)", agentLine("askVehicle"), VEHICLE),
    tradeField("service", "the service needed", agentLine("askCarService"), CAR_SERVICES),
    preferredTime,
    nameField,
  ],
  describe: readBackWithTime({
    english: (values) => `a booking for ${values.service} on your ${withoutDeterminer(values.vehicle)},`,
    spanish: (values) => `una cita para ${values.service} de su ${withoutDeterminer(values.vehicle)},`,
  }),
};

export const legalConsultation: Intake = {
  kind: "consultation-request",
  noted: bilingual("your consultation request", "su solicitud de consulta"),
  triggers: appointmentTriggers("legalConsultation"),
  fields: [
    nameField,
    tradeField("matter", "the type of legal matter", agentLine("askLegalMatter"), LEGAL_MATTERS),
    callbackField,
    staffField,
  ],
  describe: readBackWithCallback({
    english: (values) => `a consultation for ${values.name} about ${withoutPossessive(values.matter)}`,
    spanish: (values) => `una consulta para ${values.name} sobre ${withoutPossessive(values.matter)}`,
  }),
};

export const propertyViewing: Intake = {
  kind: "viewing-request",
  noted: bilingual("your viewing request", "su solicitud de visita"),
  triggers: appointmentTriggers("propertyViewing"),
  fields: visitFields(
    textField("property", "the property or area", agentLine("askProperty"), PROPERTY),
    whenField(agentLine("askViewingTime")),
  ),
  describe: readBackWithTime(wording("a viewing of {property}", "una visita a {property}"), FOR_THE_NAME),
};

export const beautyAppointment: Intake = {
  kind: "appointment",
  noted: bilingual("your appointment", "su cita"),
  triggers: appointmentTriggers("beautyAppointment"),
  fields: visitFields(tradeField("service", "the service", agentLine("askBeautyService"), BEAUTY_SERVICES)),
  describe: readBackWithTime(wording("an appointment for {service}", "una cita para {service}")),
};

export const membershipEnquiry: Intake = {
  kind: "membership-enquiry",
  noted: bilingual("your membership enquiry", "su consulta sobre membresías"),
  triggers: intakeTriggers("membershipEnquiry"),
  fields: [
    {
      ...textField(
        "membershipType",
        "the type of membership",
        agentLine("askMembershipType"),
        MEMBERSHIP_TYPES,
      ),
      keywordAnswer: true,
    },
    nameField,
  ],
  describe: (values, language) => {
    const type = (values.membershipType ?? "").replace(/\s*(?:membership|membres[ií]a)\s*/gi, " ").trim();
    return language === "spanish"
      ? spoken(`una consulta sobre la membresía ${type} para ${values.name}`)
      : spoken(`a membership enquiry for ${values.name}, about the ${type} membership`);
  },
};

export const classBooking: Intake = {
  kind: "class-booking",
  noted: bilingual("your class booking", "su reserva de clase"),
  // A class is asked for by the word or by its name ("Pilates on Thursday"); "can I book in?" to a
  // studio that also sees clients one to one is an appointment.
  triggers: triggerWords([...everyTrigger((words) => words.byIntake.classBooking), ...FITNESS_CLASS_WORDS]),
  fields: visitFields(
    tradeField("className", "the class", agentLine("askClass"), FITNESS_CLASSES),
    whenField(agentLine("askClassTime")),
  ),
  describe: readBackWithTime(wording("a booking for {className}", "una reserva para {className}")),
};

/** A physiotherapist's or a personal trainer's appointment: what it is for, in the caller's words. */
export const fitnessAppointment: Intake = {
  kind: "appointment-request",
  noted: bilingual("your appointment request", "su solicitud de cita"),
  triggers: triggerWords(everyTrigger((words) => words.anyAppointment)),
  fields: [
    whenField(agentLine("askAppointmentTime")),
    nameField,
    {
      // Not "reason": that key is the caller's own words of a message (form-records.ts).
      ...textField(
        "concern",
        "what the appointment is for, only if they say",
        agentLine("askConcern"),
        MEDICAL_REASONS,
      ),
      optional: true,
    },
    staffField,
  ],
  describe: readBackWithTime({
    english: (values) => spoken("an appointment", values.concern && `for ${values.concern}`),
    spanish: (values) => spoken("una cita", values.concern && `por ${values.concern}`),
  }),
};

export const schoolTour: Intake = {
  kind: "tour-request",
  noted: bilingual("your tour request", "su solicitud de visita"),
  triggers: intakeTriggers("schoolTour"),
  fields: [whenField(agentLine("askTourTime")), nameField],
  describe: readBackWithTime(wording("a tour", "una visita guiada"), FOR_THE_NAME),
};

export const enrolmentEnquiry: Intake = {
  kind: "enrolment-enquiry",
  noted: bilingual("your enrolment enquiry", "su consulta de inscripción"),
  triggers: intakeTriggers("enrolmentEnquiry"),
  fields: [
    textField("program", "the program of interest", agentLine("askProgram"), PROGRAMS),
    nameField,
    callbackField,
  ],
  describe: readBackWithCallback(
    wording(
      "an enrolment enquiry about {program} for {name}",
      "una consulta de inscripción sobre {program} para {name}",
    ),
  ),
};

export const stockEnquiry: Intake = {
  kind: "stock-enquiry",
  noted: bilingual("your enquiry", "su consulta"),
  triggers: intakeTriggers("stockEnquiry"),
  fields: [textField("product", "the product", agentLine("askProduct"), PRODUCT), nameField, callbackField],
  describe: readBackWithCallback(
    wording("a stock enquiry about {product} for {name}", "una consulta sobre {product} para {name}"),
  ),
};
