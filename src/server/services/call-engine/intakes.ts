import type { BusinessCategory } from "../../../shared/catalog/agents";
import { foldForMatching, wordsPattern } from "../../integrations/ai/text-folding";
import { cueFinder, type FoundDetail, firstOf, keywordFinder, patternFinder } from "./caller-details";
import { phrases, type Utterance } from "./caller-intents";
import { type Bilingual, bilingual, lastDigitsSpoken } from "./spoken-words";
import type { SpokenLanguage } from "./types";

// Issue 6 §1, workflow mode: "the agent follows its category's intake steps (a restaurant takes an
// order or a booking; a clinic books an appointment request; a garage books a service; and so on)
// and records each completed item as a workflow item". This is that catalogue: per category, the
// intakes, their fields in the order they are asked, the question for each in both languages, how
// a detail is recognised in any sentence, and how the whole is read back before it is recorded.
// The model engine puts the same steps in its system prompt, so both engines follow one list.

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

const triggerWords = (list: readonly string[]) => new RegExp(wordsPattern(list), "u");

// ---------------------------------------------------------------------------------------------
// Fields shared by many intakes

const nameField: IntakeField = {
  key: "name",
  kind: "name",
  label: "the caller's name",
  question: bilingual("May I have your name, please?", "¿Me puede decir su nombre, por favor?"),
};
const callbackField: IntakeField = {
  key: "callbackNumber",
  kind: "phone",
  label: "a call-back number (offer the number they are calling from)",
  question: bilingual(
    "What's the best number to call you back on?",
    "¿A qué número le podemos devolver la llamada?",
  ),
};
const whenField = (question: Bilingual, label = "the preferred day and time"): IntakeField => ({
  key: "when",
  kind: "when",
  label,
  question,
});
const preferredTime = whenField(
  bilingual("What day and time would suit you best?", "¿Qué día y a qué hora le viene mejor?"),
);

/** A free-text field, recognised in passing by keywords or cues. */
const textField = (
  key: string,
  label: string,
  question: Bilingual,
  find?: (utterance: Utterance) => FoundDetail | undefined,
): IntakeField => ({ key, kind: "text", label, question, ...(find ? { find } : {}) });

/** A detail in the trade's own words ("an oil change", "a haircut"): saying one asks for the intake. */
const tradeField = (
  key: string,
  label: string,
  question: Bilingual,
  find: (utterance: Utterance) => FoundDetail | undefined,
): IntakeField => ({ ...textField(key, label, question, find), signalsRequest: true });

// ---------------------------------------------------------------------------------------------
// How values are read back

const WEEKDAY_START = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)/i;
const SPANISH_WEEKDAY_START = /^(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)/i;

/** "at 7 PM", "on Friday at 7", "el viernes", "a las 7": a when-value fit to follow a noun. */
function whenPhrase(when: string | undefined, language: SpokenLanguage): string {
  if (!when) return "";
  if (language === "spanish") {
    if (/^\d/.test(when)) return `a las ${when}`;
    return SPANISH_WEEKDAY_START.test(when) ? `el ${when}` : when;
  }
  if (/^\d/.test(when)) return `at ${when}`;
  return WEEKDAY_START.test(when) ? `on ${when}` : when;
}

/** "your my Honda" never: the possessive the caller used is dropped where "your" is said. */
const withoutPossessive = (value = "") => value.replace(/^(?:my|our|mi|mis|nuestro|nuestra)\s+/i, "");
/** "your a 2018 Camry" never: where "your" is said of the caller's thing, an article goes too. */
const withoutDeterminer = (value = "") =>
  withoutPossessive(value).replace(/^(?:a|an|the|un|una|el|la)\s+/i, "");

const callbackPhrase = (number: string | undefined, language: SpokenLanguage) => {
  const digits = lastDigitsSpoken(number ?? "");
  if (!digits) return "";
  return language === "spanish"
    ? `, con devolución de llamada al número que termina en ${digits}`
    : `, with a call back on the number ending in ${digits}`;
};

/** Joins the parts of a description, leaving out what is empty: "a table for 4, Friday at 7". */
function spoken(...parts: (string | false | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(" ")
    .replace(/\s+,/g, ",")
    .replace(/\s+/g, " ")
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Keywords of each trade, folded (lower case, no accents), English and Spanish

const MEDICAL_REASONS = keywordFinder(
  phrases(
    "check-up, checkup, check up, annual physical, annual exam, cleaning, follow-up, follow up, vaccination",
    "vaccine, flu shot, blood test, blood work, prescription, refill, consultation, back pain, pain, fever",
    "cough, rash, toothache, injury, chequeo, revision, control, vacuna, analisis, analisis de sangre",
    "receta, dolor, dolor de espalda, dolor de muelas, fiebre, tos, limpieza",
  ),
);
const VEHICLE = patternFinder(
  /(?<![\p{L}\d])(?:(?:19|20)\d{2} )?(?:toyota|honda|ford|chevy|chevrolet|nissan|bmw|mercedes(?:-benz)?|audi|volkswagen|vw|subaru|hyundai|kia|mazda|jeep|dodge|ram|gmc|tesla|lexus|volvo|porsche|fiat|mini|buick|cadillac|chrysler|acura|infiniti|lincoln|mitsubishi|land rover|range rover|jaguar|seat|renault|peugeot|citroen|skoda|suzuki)(?: (?!(?:for|to|on|at|and|with|that|which|is|it|needs|need|para|con|que|y|en|el|la|a|the|in)(?![\p{L}\d]))[\p{L}\d-]+)?(?![\p{L}\d])/u,
);
const CAR_SERVICES = keywordFinder(
  phrases(
    "oil change, brakes, brake pads, brake job, tires, tyres, new tires, tire rotation, alignment",
    "wheel alignment, inspection, state inspection, mot, battery, tune-up, tune up, service, full service",
    "check engine light, transmission, air conditioning, ac repair, a noise, strange noise, diagnostic",
    "diagnostics, cambio de aceite, frenos, pastillas de freno, llantas, neumaticos, alineacion, inspeccion",
    "bateria, afinacion, aire acondicionado, un ruido, diagnostico, mantenimiento",
  ),
);
const LEGAL_MATTERS = keywordFinder(
  phrases(
    "divorce, custody, child custody, child support, immigration, visa, green card, personal injury",
    "car accident, accident, will, wills, estate planning, estate, probate, trust, contract, business law",
    "employment, wrongful termination, criminal, dui, dwi, traffic ticket, bankruptcy, real estate, landlord",
    "tenant, eviction, family law, divorcio, custodia, pension alimenticia, inmigracion, accidente, lesiones",
    "testamento, herencia, contrato, despido, laboral, penal, bancarrota, quiebra, desalojo, arrendamiento",
  ),
);
const PROPERTY = cueFinder(
  [
    "the house",
    "the home",
    "the apartment",
    "the condo",
    "the flat",
    "the property",
    "the listing",
    "the place",
    "the unit",
    "the townhouse",
    "a house",
    "an apartment",
    "a condo",
    "a property",
    "la casa",
    "el piso",
    "el departamento",
    "el apartamento",
    "la propiedad",
    "el local",
    "una casa",
    "un piso",
    "un departamento",
  ],
  {
    keepCue: true,
    valueEnd:
      /\s(?:this|next|tomorrow|today|tonight|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|at \d|manana|hoy|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|a las)(?![\p{L}])/u,
  },
);
const BEAUTY_SERVICES = keywordFinder(
  phrases(
    "haircut, hair cut, cut and color, cut and colour, trim, color, colour, highlights, balayage, blow dry",
    "blowout, manicure, pedicure, mani-pedi, nails, gel nails, massage, facial, waxing, brows, eyebrows",
    "lashes, makeup, perm, keratin, corte, corte de pelo, corte de cabello, tinte, mechas, peinado, manicura",
    "pedicura, unas, masaje, depilacion, cejas, pestanas, maquillaje, alisado",
  ),
);
const FITNESS_CLASSES = keywordFinder(
  phrases(
    "yoga, hot yoga, spin, spin class, spinning, pilates, hiit, boxing, kickboxing, zumba, crossfit",
    "bootcamp, boot camp, barre, cycling, personal training, strength, stretching, aerobics, aqua, boxeo",
    "entrenamiento personal, funcional, ciclismo, estiramientos",
  ),
);
const MEMBERSHIP_TYPES = keywordFinder(
  [
    "monthly",
    "annual",
    "yearly",
    "student",
    "family",
    "couples",
    "day pass",
    "week pass",
    "trial",
    "free trial",
    "corporate",
    "senior",
    "off-peak",
    "off peak",
    "mensual",
    "anual",
    "estudiante",
    "familiar",
    "pareja",
    "pase de dia",
    "prueba",
    "corporativa",
  ],
  // "the monthly one" is the monthly membership: the type alone is read back.
  { withDeterminer: false },
);
const PROGRAMS = keywordFinder(
  phrases(
    "math, maths, english, science, reading, writing, spanish, french, piano, guitar, music, art, coding",
    "programming, sat prep, act prep, test prep, tutoring, preschool, kindergarten, after-school",
    "after school, summer camp, matematicas, ingles, ciencias, lectura, escritura, frances, musica, arte",
    "programacion, clases particulares, preescolar, guarderia, campamento de verano",
  ),
);
const PRODUCT = cueFinder(
  phrases(
    "do you have, have you got, do you sell, do you carry, do you stock, looking for, is there any",
    "are there any, order, tienen, venden, busco, estoy buscando, hay, pedir, encargar",
  ),
);
const FINANCE_SERVICES = keywordFinder(
  phrases(
    "tax return, taxes, tax, bookkeeping, payroll, accounting, audit, financial planning, retirement",
    "investment, investments, insurance, mortgage, loan, budget, declaracion de impuestos, impuestos",
    "la renta, contabilidad, nomina, auditoria, planificacion financiera, jubilacion, inversion, inversiones",
    "seguro, hipoteca, prestamo",
  ),
);
const TECH_NEEDS = firstOf(
  cueFinder(
    phrases(
      "help with, problem with, problems with, issue with, issues with, trouble with, ayuda con",
      "problema con, problemas con",
    ),
  ),
  keywordFinder(
    phrases(
      "website, app, computer, laptop, network, wifi, wi-fi, internet, email, server, printer, password",
      "software, virus, backup, it support, cloud, pagina web, aplicacion, computadora, ordenador, red",
      "correo, servidor, impresora, contrasena, programa, copia de seguridad, soporte tecnico",
    ),
  ),
);
const BUILDING_JOBS = keywordFinder(
  phrases(
    "plumbing, a leak, leak, leaking, burst pipe, roof, roofing, electrical, wiring, painting, renovation",
    "remodel, kitchen, bathroom, flooring, tiling, drywall, fence, deck, windows, window, door, hvac",
    "heating, boiler, water heater, gutters, concrete, extension, plomeria, fontaneria, fuga, gotera, techo",
    "tejado, electricidad, instalacion electrica, pintura, reforma, remodelacion, cocina, bano, piso, suelo",
    "azulejos, cerca, ventana, ventanas, puerta, calefaccion, calentador",
  ),
);
const ADDRESS = patternFinder(
  /(?<![\p{L}\d])(?:\d{1,5} [\p{L}'. ]{2,30}? (?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|court|ct|way|place|pl|terrace|parkway)|(?:calle|avenida|av|paseo|camino) [\p{L}\d'. ]{2,30}?(?: \d{1,5})?)(?![\p{L}])/u,
);
const DESTINATION = cueFinder(
  [
    "trip to",
    "flight to",
    "flights to",
    "travel to",
    "traveling to",
    "travelling to",
    "vacation in",
    "vacation to",
    "holiday in",
    "holiday to",
    "cruise to",
    "package to",
    "viaje a",
    "viajar a",
    "vuelo a",
    "vuelos a",
    "vacaciones en",
    "crucero a",
    "paquete a",
  ],
  {
    valueEnd:
      /\s(?:in|on|for|next|this|with|from|at|around|en|el|para|con|desde|la|este|esta|a finales|a principios)(?![\p{L}])/u,
  },
);
const CONSULTING_TOPICS = keywordFinder(
  phrases(
    "strategy, marketing, operations, growth, sales, hr, human resources, finance, digital transformation",
    "branding, process improvement, business plan, estrategia, mercadotecnia, operaciones, crecimiento",
    "ventas, recursos humanos, finanzas, transformacion digital, marca, plan de negocio",
  ),
);
const ORDER_ITEMS = cueFinder(
  phrases(
    "to order, i'll order, order, place an order for, an order of, an order for, i'll have, i'll take",
    "can i get, could i get, can i have, could i have, i'd like, i would like, i want, quiero pedir",
    "quisiera pedir, me gustaria pedir, quiero ordenar, quiero, quisiera, me da, me pone, pedir",
  ),
);
const GENERAL_REQUEST = cueFinder(
  phrases(
    "i need, i'd like, i would like, i want, i'm looking for, looking for, necesito, quiero, quisiera, busco",
    "me gustaria",
  ),
);

// ---------------------------------------------------------------------------------------------
// How an intake is read back: one shape, each intake's wording in both languages side by side

/** A read-back phrase in each language, from the details taken. */
type Wording = Readonly<Record<SpokenLanguage, (values: FieldValues) => string>>;

const UNDER_THE_NAME = bilingual(", under the name", ", a nombre de");
const FOR_THE_NAME = bilingual(", for", ", a nombre de");

/** "a table for 4 on Friday at 7 PM, under the name Ana": the item, its time, then the closing detail. */
const readBackWithTime =
  (item: Wording, closing = UNDER_THE_NAME, closingKey = "name"): Intake["describe"] =>
  (values, language) =>
    spoken(item[language](values), whenPhrase(values.when, language), closing[language], values[closingKey]);

/** "a consultation for Ana about a divorce, with a call back on the number ending in 0 1 4 7". */
const readBackWithCallback =
  (item: Wording): Intake["describe"] =>
  (values, language) =>
    spoken(`${item[language](values)}${callbackPhrase(values.callbackNumber, language)}`);

// ---------------------------------------------------------------------------------------------
// The intakes

const APPOINTMENT_WORDS = phrases(
  "appointment, book, booking, schedule, reschedule, come in, cita, turno, agendar, reservar, programar",
);

/** The words that ask for any appointment, and the trade's own. */
const appointmentTriggers = (...lines: string[]) =>
  triggerWords([...APPOINTMENT_WORDS, ...phrases(...lines)]);

const takeawayOrder: Intake = {
  kind: "takeaway-order",
  noted: bilingual("your order", "su pedido"),
  triggers: triggerWords(
    phrases(
      "order, takeout, take-out, take out, takeaway, take away, to go, pick up, pickup, collection",
      "para llevar, pedido, pedir, ordenar, encargar",
    ),
  ),
  fields: [
    textField(
      "items",
      "what they want to order",
      bilingual("What would you like to order?", "¿Qué le gustaría pedir?"),
      ORDER_ITEMS,
    ),
    nameField,
    whenField(
      bilingual("And what time would you like to pick it up?", "¿Y a qué hora le gustaría recogerlo?"),
      "the pickup time",
    ),
  ],
  describe: readBackWithTime({
    english: (values) => spoken(values.items, ", for pickup"),
    spanish: (values) => spoken(values.items, ", para recoger"),
  }),
};

const tableBooking: Intake = {
  kind: "table-booking",
  noted: bilingual("your table booking", "su reserva de mesa"),
  triggers: triggerWords(
    phrases("table, reservation, reserve, book, booking, mesa, reserva, reservar, reservacion"),
  ),
  fields: [
    {
      key: "partySize",
      kind: "party-size",
      label: "the number of people",
      question: bilingual("How many people is the table for?", "¿Para cuántas personas es la mesa?"),
    },
    whenField(bilingual("What day and time would you like?", "¿Qué día y a qué hora le gustaría?")),
    nameField,
  ],
  describe: readBackWithTime({
    english: (values) => `a table for ${values.partySize}`,
    spanish: (values) => `una mesa para ${values.partySize}`,
  }),
};

const medicalAppointment: Intake = {
  kind: "appointment-request",
  noted: bilingual("your appointment request", "su solicitud de cita"),
  triggers: appointmentTriggers(
    "see the doctor, see a doctor, see dr, see the dentist, checkup, check-up, ver al doctor",
    "ver al medico, ver a la doctora, consulta medica",
  ),
  fields: [
    {
      ...nameField,
      label: "the patient's name",
      question: bilingual("What's the patient's full name?", "¿Cuál es el nombre completo del paciente?"),
    },
    whenField(bilingual("What day and time would you prefer?", "¿Qué día y a qué hora prefiere?")),
    tradeField(
      "reason",
      "the reason for the visit",
      bilingual("And what's the reason for the visit?", "¿Y cuál es el motivo de la consulta?"),
      MEDICAL_REASONS,
    ),
  ],
  describe: readBackWithTime(
    {
      english: (values) => `an appointment for ${values.name}`,
      spanish: (values) => `una cita para ${values.name}`,
    },
    bilingual(", for", ", por"),
    "reason",
  ),
};

const carService: Intake = {
  kind: "service-booking",
  noted: bilingual("your service booking", "su cita para el taller"),
  triggers: appointmentTriggers(
    "service, repair, fix, oil change, bring my car, bring the car, bring it in, drop off, servicio",
    "reparar, arreglar, revision, cambio de aceite, llevar el carro, llevar el coche",
  ),
  fields: [
    tradeField(
      "vehicle",
      "the vehicle (make and model)",
      bilingual("What's the make and model of your vehicle?", "¿Qué marca y modelo es su vehículo?"),
      VEHICLE,
    ),
    tradeField(
      "service",
      "the service needed",
      bilingual("What service does it need?", "¿Qué servicio necesita?"),
      CAR_SERVICES,
    ),
    preferredTime,
    nameField,
  ],
  describe: readBackWithTime({
    english: (values) => `a booking for ${values.service} on your ${withoutDeterminer(values.vehicle)},`,
    spanish: (values) => `una cita para ${values.service} de su ${withoutDeterminer(values.vehicle)},`,
  }),
};

const legalConsultation: Intake = {
  kind: "consultation-request",
  noted: bilingual("your consultation request", "su solicitud de consulta"),
  triggers: appointmentTriggers(
    "consultation, consult, meet with, lawyer, attorney, legal advice, case, consulta, abogado, abogada",
    "asesoria legal, caso",
  ),
  fields: [
    nameField,
    tradeField(
      "matter",
      "the type of legal matter",
      bilingual("What kind of legal matter is it about?", "¿De qué tipo de asunto legal se trata?"),
      LEGAL_MATTERS,
    ),
    callbackField,
  ],
  describe: readBackWithCallback({
    english: (values) => `a consultation for ${values.name} about ${withoutPossessive(values.matter)}`,
    spanish: (values) => `una consulta para ${values.name} sobre ${withoutPossessive(values.matter)}`,
  }),
};

const propertyViewing: Intake = {
  kind: "viewing-request",
  noted: bilingual("your viewing request", "su solicitud de visita"),
  triggers: appointmentTriggers(
    "viewing, view, showing, see the house, see the property, see the apartment, see the place, tour",
    "visit, look at, visita, ver la casa, ver la propiedad, ver el piso, ver el departamento",
    "ver el apartamento, visitar",
  ),
  fields: [
    textField(
      "property",
      "the property or area",
      bilingual("Which property or area are you interested in?", "¿Qué propiedad o zona le interesa?"),
      PROPERTY,
    ),
    whenField(
      bilingual("What day and time would you like to see it?", "¿Qué día y a qué hora le gustaría verla?"),
    ),
    nameField,
  ],
  describe: readBackWithTime(
    {
      english: (values) => `a viewing of ${values.property}`,
      spanish: (values) => `una visita a ${values.property}`,
    },
    FOR_THE_NAME,
  ),
};

const beautyAppointment: Intake = {
  kind: "appointment",
  noted: bilingual("your appointment", "su cita"),
  triggers: appointmentTriggers("haircut, manicure, pedicure, massage, facial, corte, manicura, masaje"),
  fields: [
    tradeField(
      "service",
      "the service",
      bilingual("Which service would you like to book?", "¿Qué servicio le gustaría reservar?"),
      BEAUTY_SERVICES,
    ),
    preferredTime,
    nameField,
  ],
  describe: readBackWithTime({
    english: (values) => `an appointment for ${values.service}`,
    spanish: (values) => `una cita para ${values.service}`,
  }),
};

const membershipEnquiry: Intake = {
  kind: "membership-enquiry",
  noted: bilingual("your membership enquiry", "su consulta sobre membresías"),
  triggers: triggerWords(
    phrases(
      "membership, memberships, join, sign up, member, membresia, membresias, inscribirme, afiliarme",
      "hacerme socio, socio",
    ),
  ),
  fields: [
    {
      ...textField(
        "membershipType",
        "the type of membership",
        bilingual("What kind of membership are you interested in?", "¿Qué tipo de membresía le interesa?"),
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

const classBooking: Intake = {
  kind: "class-booking",
  noted: bilingual("your class booking", "su reserva de clase"),
  triggers: appointmentTriggers("class, classes, session, clase, clases, sesion"),
  fields: [
    tradeField(
      "className",
      "the class",
      bilingual("Which class would you like to book?", "¿Qué clase le gustaría reservar?"),
      FITNESS_CLASSES,
    ),
    whenField(bilingual("Which day and time?", "¿Qué día y a qué hora?")),
    nameField,
  ],
  describe: readBackWithTime({
    english: (values) => `a booking for ${values.className}`,
    spanish: (values) => `una reserva para ${values.className}`,
  }),
};

const schoolTour: Intake = {
  kind: "tour-request",
  noted: bilingual("your tour request", "su solicitud de visita"),
  triggers: triggerWords(
    phrases(
      "tour, visit, come and see, open day, visita, visitar, recorrido, conocer la escuela",
      "conocer el centro",
    ),
  ),
  fields: [
    whenField(
      bilingual("What day and time would you like to visit?", "¿Qué día y a qué hora le gustaría venir?"),
    ),
    nameField,
  ],
  describe: readBackWithTime({ english: () => "a tour", spanish: () => "una visita guiada" }, FOR_THE_NAME),
};

const enrolmentEnquiry: Intake = {
  kind: "enrolment-enquiry",
  noted: bilingual("your enrolment enquiry", "su consulta de inscripción"),
  triggers: triggerWords(
    phrases(
      "enrol, enroll, enrolment, enrollment, register, registration, sign up, admission, admissions, classes",
      "courses, program, programs, tutoring, inscribir, inscribirme, inscripcion, matricula, matricular",
      "clases, cursos, programa",
    ),
  ),
  fields: [
    textField(
      "program",
      "the program of interest",
      bilingual("Which program are you interested in?", "¿Qué programa le interesa?"),
      PROGRAMS,
    ),
    nameField,
    callbackField,
  ],
  describe: readBackWithCallback({
    english: (values) => `an enrolment enquiry about ${values.program} for ${values.name}`,
    spanish: (values) => `una consulta de inscripción sobre ${values.program} para ${values.name}`,
  }),
};

const stockEnquiry: Intake = {
  kind: "stock-enquiry",
  noted: bilingual("your enquiry", "su consulta"),
  triggers: triggerWords(
    phrases(
      "in stock, do you have, have you got, do you sell, do you carry, do you stock, looking for, order",
      "available, tienen, venden, busco, estoy buscando, disponible, pedido, encargar",
    ),
  ),
  fields: [
    textField(
      "product",
      "the product",
      bilingual("Which product are you looking for?", "¿Qué producto está buscando?"),
      PRODUCT,
    ),
    nameField,
    callbackField,
  ],
  describe: readBackWithCallback({
    english: (values) => `a stock enquiry about ${values.product} for ${values.name}`,
    spanish: (values) => `una consulta sobre ${values.product} para ${values.name}`,
  }),
};

const financeMeeting: Intake = {
  kind: "meeting-request",
  noted: bilingual("your meeting request", "su solicitud de reunión"),
  triggers: appointmentTriggers("meeting, meet, consultation, reunion, consulta"),
  fields: [
    textField(
      "topic",
      "what the meeting is about",
      bilingual("What would you like to meet about?", "¿Sobre qué tema le gustaría reunirse?"),
      FINANCE_SERVICES,
    ),
    preferredTime,
    nameField,
  ],
  describe: readBackWithTime(
    {
      english: (values) => `a meeting about ${values.topic}`,
      spanish: (values) => `una reunión sobre ${values.topic}`,
    },
    FOR_THE_NAME,
  ),
};

const technologyRequest: Intake = {
  kind: "service-request",
  noted: bilingual("your request", "su solicitud"),
  triggers: appointmentTriggers(
    "support, help with, problem, issue, broken, not working, quote, project, soporte, ayuda con",
    "problema, no funciona, presupuesto, proyecto",
  ),
  fields: [
    textField(
      "need",
      "what they need help with",
      bilingual("What do you need help with?", "¿Con qué necesita ayuda?"),
      TECH_NEEDS,
    ),
    nameField,
    callbackField,
  ],
  describe: readBackWithCallback({
    english: (values) => `a request about ${values.need} for ${values.name}`,
    spanish: (values) => `una solicitud sobre ${values.need} para ${values.name}`,
  }),
};

const quoteVisit: Intake = {
  kind: "quote-visit-request",
  noted: bilingual("your request for a quote visit", "su solicitud de visita para presupuesto"),
  triggers: appointmentTriggers(
    "quote, estimate, visit, come out, come and look, someone to come, repair, fix, install, presupuesto",
    "cotizacion, visita, reparar, arreglar, instalar",
  ),
  fields: [
    tradeField(
      "job",
      "the job",
      bilingual("What kind of job is it?", "¿Qué tipo de trabajo necesita?"),
      BUILDING_JOBS,
    ),
    textField(
      "area",
      "the address or area of the job",
      bilingual(
        "What's the address, or the area, where the work is needed?",
        "¿Cuál es la dirección o la zona donde se necesita el trabajo?",
      ),
      ADDRESS,
    ),
    whenField(
      bilingual(
        "What day and time would suit you for the visit?",
        "¿Qué día y a qué hora le viene bien la visita?",
      ),
    ),
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

const tripEnquiry: Intake = {
  kind: "trip-enquiry",
  noted: bilingual("your trip enquiry", "su consulta de viaje"),
  triggers: triggerWords(
    phrases(
      "book, booking, trip, travel, holiday, vacation, flight, flights, package, cruise, viaje, viajar",
      "vacaciones, vuelo, vuelos, reservar, paquete, crucero",
    ),
  ),
  fields: [
    textField(
      "destination",
      "the destination",
      bilingual("Where would you like to go?", "¿A dónde le gustaría viajar?"),
      DESTINATION,
    ),
    whenField(
      bilingual("When are you planning to travel?", "¿Cuándo tiene pensado viajar?"),
      "the travel dates",
    ),
    nameField,
  ],
  describe: readBackWithTime(
    {
      english: (values) => `a trip to ${values.destination}`,
      spanish: (values) => `un viaje a ${values.destination}`,
    },
    FOR_THE_NAME,
  ),
};

const consultingConsultation: Intake = {
  kind: "consultation-request",
  noted: bilingual("your consultation request", "su solicitud de consulta"),
  triggers: appointmentTriggers(
    "consultation, consult, meeting, discovery call, call with, help with, consulta, reunion, asesoria",
    "llamada",
  ),
  fields: [
    textField(
      "topic",
      "what they would like to discuss",
      bilingual("What would you like to discuss?", "¿De qué tema le gustaría hablar?"),
      CONSULTING_TOPICS,
    ),
    preferredTime,
    nameField,
  ],
  describe: readBackWithTime(
    {
      english: (values) => `a consultation about ${values.topic}`,
      spanish: (values) => `una consulta sobre ${values.topic}`,
    },
    FOR_THE_NAME,
  ),
};

const generalRequest: Intake = {
  kind: "general-request",
  noted: bilingual("your request", "su solicitud"),
  // A business of no listed kind: any plain request is a general request.
  triggers: triggerWords(
    phrases(
      "request, appointment, book, booking, schedule, order, quote, i need, i'd like, i would like",
      "can you help, solicitud, cita, reservar, pedido, presupuesto, necesito, quisiera, me gustaria",
    ),
  ),
  fields: [
    textField(
      "request",
      "what they need",
      bilingual("How can we help you?", "¿En qué le podemos ayudar?"),
      GENERAL_REQUEST,
    ),
    nameField,
    callbackField,
  ],
  describe: readBackWithCallback({
    english: (values) => `a request from ${values.name}: ${values.request}`,
    spanish: (values) => `una solicitud de ${values.name}: ${values.request}`,
  }),
};

/** Each category's intakes, the most specific first: the first whose triggers match is started. */
export const INTAKES_BY_CATEGORY: Readonly<Record<BusinessCategory, readonly Intake[]>> = {
  restaurant: [takeawayOrder, tableBooking],
  retail: [stockEnquiry],
  healthcare: [medicalAppointment],
  legal: [legalConsultation],
  "real-estate": [propertyViewing],
  automotive: [carService],
  beauty: [beautyAppointment],
  education: [schoolTour, enrolmentEnquiry],
  finance: [financeMeeting],
  technology: [technologyRequest],
  construction: [quoteVisit],
  travel: [tripEnquiry],
  fitness: [membershipEnquiry, classBooking],
  consulting: [consultingConsultation],
  other: [generalRequest],
};

// Words that make a request for an intake plain even in a sentence that also asks a question
// ("can I book a table, and when do you close?").
export const PLAIN_REQUEST = triggerWords(
  phrases(
    "book, booking, appointment, reserve, reservation, order, schedule, quote, estimate, enrol, enroll",
    "sign up, i'd like to, i would like to, i want to, can i, could i, reservar, reserva, cita, pedido",
    "pedir, presupuesto, quiero, quisiera, me gustaria",
  ),
);

/** The intake a caller asks for in this category, if any. */
export function intakeRequested(category: BusinessCategory, utterance: Utterance): Intake | undefined {
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

/**
 * Issue 6 §1: with workflow mode off, a request the business handles is still taken, as the
 * call's message (mailed to the owner; no workflow item): the intake's own questions say what it
 * is about, and a message needs a number to call back on.
 */
export function messageFieldsFor(intake: Intake): readonly IntakeField[] {
  return intake.fields.some((field) => field.kind === "phone")
    ? intake.fields
    : [...intake.fields, callbackField];
}

// Kinds of request an owner's purpose can name ("Book consultations…", "Take catering orders…"),
// each in the words a caller or an owner uses for it, English and Spanish.
const PURPOSE_REQUESTS = [
  phrases(
    "book, booking, bookings, appointment, appointments, consultation, consultations, reserve, reservation",
    "reservations, schedule, scheduling, cita, citas, consulta, consultas, reserva, reservas, reservar, agendar",
  ),
  phrases("order, orders, pedido, pedidos, pedir, encargar, encargo, encargos"),
  phrases("quote, quotes, estimate, estimates, presupuesto, presupuestos, cotizacion, cotizaciones"),
].map(triggerWords);

/**
 * The caller asks for a kind of request the agent's purpose says it takes ("Can I get a quote?"
 * to an agent that "gives quotes"), though no intake of the category recognised it: the agent
 * serves its purpose rather than saying it cannot help.
 */
export function purposeOffers(agentPurpose: string, utterance: Utterance): boolean {
  const purpose = foldForMatching(agentPurpose);
  return PURPOSE_REQUESTS.some((words) => words.test(purpose) && words.test(utterance.folded));
}

// Issue 6 §1: "when it cannot help, it takes a message (caller's name, call-back number, reason)".
// The message is a form like an intake, asked in the same way, but it is not read back: the caller
// hears it was passed on and it is kept as the call's message, not as a workflow item.
export const MESSAGE_FIELDS: readonly IntakeField[] = [
  nameField,
  callbackField,
  {
    ...textField(
      "reason",
      "what the message is about",
      bilingual("And what would you like me to tell them?", "¿Y qué mensaje quiere que les deje?"),
    ),
    inCallerWords: true,
  },
];

// What the business does, for "what do you do?" when the owner's purpose is written in the other
// language of the call (issue 6 §1: every reply in the caller's language).
export const CATEGORY_SERVICES: Readonly<Record<BusinessCategory, Bilingual>> = {
  restaurant: bilingual(
    "table reservations, takeout orders and questions about the menu",
    "reservas de mesa, pedidos para llevar y preguntas sobre el menú",
  ),
  retail: bilingual(
    "questions about our products, stock, prices and returns",
    "preguntas sobre nuestros productos, existencias, precios y devoluciones",
  ),
  healthcare: bilingual(
    "appointments and questions about our services and office hours",
    "citas y preguntas sobre nuestros servicios y horario de consulta",
  ),
  legal: bilingual(
    "consultations with our attorneys and messages for them",
    "consultas con nuestros abogados y mensajes para ellos",
  ),
  "real-estate": bilingual(
    "property listings, viewings and valuations",
    "propiedades en venta o alquiler, visitas y valoraciones",
  ),
  automotive: bilingual(
    "service and repair bookings and questions about your vehicle",
    "citas de mantenimiento y reparación y preguntas sobre su vehículo",
  ),
  beauty: bilingual(
    "appointments and questions about our services and prices",
    "citas y preguntas sobre nuestros servicios y precios",
  ),
  education: bilingual(
    "our programs, enrolment, class schedules and visits",
    "nuestros programas, inscripciones, horarios de clases y visitas",
  ),
  finance: bilingual(
    "meetings with our advisers and questions about our services and fees",
    "reuniones con nuestros asesores y preguntas sobre nuestros servicios y tarifas",
  ),
  technology: bilingual(
    "support requests, new projects and questions about our services",
    "solicitudes de soporte, proyectos nuevos y preguntas sobre nuestros servicios",
  ),
  construction: bilingual(
    "quotes, site visits and questions about our services",
    "presupuestos, visitas y preguntas sobre nuestros servicios",
  ),
  travel: bilingual("trips, flights and holiday packages", "viajes, vuelos y paquetes vacacionales"),
  fitness: bilingual(
    "memberships, classes and personal training",
    "membresías, clases y entrenamiento personal",
  ),
  consulting: bilingual(
    "consultations with our consultants and questions about our services",
    "consultas con nuestros consultores y preguntas sobre nuestros servicios",
  ),
  other: bilingual(
    "questions about our business, and messages for the team",
    "preguntas sobre nuestro negocio y mensajes para el equipo",
  ),
};
