import { spanishBookingLines } from "./es-bookings";
import type { Phrases } from "./phrases";

// Spanish: what each kind of business does, and the agent's own lines, written as spoken (es.ts includes them).

export const spanishCategoryServices = {
  restaurant: "reservas de mesa, pedidos para llevar y preguntas sobre el menú",
  retail: "preguntas sobre nuestros productos, existencias, precios y devoluciones",
  healthcare: "citas y preguntas sobre nuestros servicios y horario de consulta",
  legal: "consultas con nuestros abogados y mensajes para ellos",
  "real-estate": "propiedades en venta o alquiler, visitas y valoraciones",
  automotive: "citas de mantenimiento y reparación y preguntas sobre su vehículo",
  beauty: "citas y preguntas sobre nuestros servicios y precios",
  education: "nuestros programas, inscripciones, horarios de clases y visitas",
  finance: "reuniones con nuestros asesores y preguntas sobre nuestros servicios y tarifas",
  technology: "solicitudes de soporte, proyectos nuevos y preguntas sobre nuestros servicios",
  construction: "presupuestos, visitas y preguntas sobre nuestros servicios",
  travel: "viajes, vuelos y paquetes vacacionales",
  fitness: "membresías, clases y entrenamiento personal",
  consulting: "consultas con nuestros consultores y preguntas sobre nuestros servicios",
  other: "preguntas sobre nuestro negocio y mensajes para el equipo",
} satisfies Phrases["categoryServices"];

export const spanishSpokenWords = {
  notGiven: "sin indicar",
} satisfies Phrases["spokenWords"];

export const spanishAgentLines = {
  oneMoment: "Un momento, por favor.",
  greeting: "Gracias por llamar a {business}, le atiende {agent}. ¿En qué puedo ayudarle hoy?",
  otherLanguageToo: "Gracias por llamar a {business}; si lo prefiere, puede hablarme en español.",
  bookings: spanishBookingLines,
  callBackOnGiven: "¿Le podemos devolver la llamada al número que me dio, que termina en {digits}?",
  callBackOnOwn: "¿Le podemos devolver la llamada al número desde el que llama, que termina en {digits}?",
  readBack: "Permítame confirmar: {details}. ¿Es correcto?",
  cancelled: "De acuerdo, queda cancelado.",
  troubleTakingMessage:
    "Lo siento, estoy teniendo problemas en este momento. Permítame tomarle un mensaje para que {business} le devuelva la llamada.",
  howElse: "¿En qué más le puedo ayudar?",
  stillHere: "Sí, aquí estoy.",
  howCanIHelp: "¿En qué le puedo ayudar?",
  canHelpWithThat: "Con gusto le ayudo con eso.",
  hello: "¡Hola! ¿En qué le puedo ayudar hoy?",
  youreWelcome: "De nada.",
  whatCanIDo: "Claro. ¿Qué puedo hacer por usted?",
  addedToMessage: "Gracias, lo agregué a su mensaje.",
  anythingElse: "¿Hay algo más en lo que pueda ayudarle?",
  anythingElseAgain: "¿Puedo ayudarle con algo más?",
  offerMessage: "¿Quiere dejar un mensaje para que {business} le devuelva la llamada?",
  offerReview:
    "Antes de despedirnos, ¿le puedo enviar por mensaje de texto un enlace para dejarnos una reseña? Nos ayuda mucho.",
  reviewSent: "Perfecto, se lo acabo de enviar.",
  goodbye: "Gracias por llamar a {business}. Que tenga un buen día. ¡Adiós!",
  noProblem: "De acuerdo.",
  ofCourse: "Por supuesto.",
  // For callers across the Americas: the usted form and the simple past ("no le entendí").
  didNotCatch: "Disculpe, no le entendí bien.",
  whatToChange: "¿Qué le gustaría cambiar?",
  changedIt: "Entendido, lo he cambiado.",
  notedThat: "Gracias, lo he anotado.",
  putThrough: "Le comunico ahora con {label}, un momento, por favor.",
  putThroughToSomeone: "Le comunico ahora con alguien que pueda ayudarle, un momento, por favor.",
  notTakingCalls:
    "{label} no atiende llamadas a esta hora, pero puedo tomarle un mensaje para que le devuelvan la llamada.",
  noOneTakingCalls:
    "Nadie puede atender llamadas a esta hora, pero puedo tomarle un mensaje para que le devuelvan la llamada.",
  couldNotTake:
    "Lo siento, {label} no ha podido atender la llamada en este momento. ¿Quiere dejar un mensaje para que {business} le devuelva la llamada?",
  noOneCouldTake:
    "Lo siento, nadie ha podido atender la llamada en este momento. ¿Quiere dejar un mensaje para que {business} le devuelva la llamada?",
  pressToTake: "Pulse 1 para atender la llamada, o cuelgue para rechazarla.",
  sorryAboutThat: "Disculpe.",
  priceWithRequest: "No tengo un precio para eso, pero pasaré su pregunta junto con su solicitud.",
  questionWithRequest: "No tengo esa información, pero pasaré su pregunta junto con su solicitud.",
  notedGivenNumber: "No se preocupe, anoto el número que me dio.",
  notedOwnNumber: "No se preocupe, anoto el número desde el que llama.",
  thanks: "Gracias{named}.",
  passedOnWithNumber:
    "Le pasaré {passedOn} a {business} y le devolverán la llamada al número que termina en {digits}.",
  passedOn: "Le pasaré {passedOn} a {business} y le devolverán la llamada lo antes posible.",
  requestNoted: "Gracias. Anoté {noted} y {business} se pondrá en contacto con usted para confirmar.",
  urgentWithNumber:
    "Marqué su mensaje como urgente y ya se lo pasé a {business}. Le devolverán la llamada al número que termina en {digits} lo antes posible.",
  urgent:
    "Marqué su mensaje como urgente y ya se lo pasé a {business}. Le devolverán la llamada lo antes posible.",
  requestNow: "Tengo {details}.",
  messageUnder: "Queda a nombre de {name}, con el número que termina en {digits}.",
  sorryToHear:
    "Lamento escuchar eso. Permítame tomarle un mensaje para que {business} le devuelva la llamada.",
  messageAboutThat: "Permítame tomarle un mensaje para que {business} le devuelva la llamada sobre eso.",
  cannotHelpMessage:
    "Lo siento, no puedo ayudarle con eso directamente, pero puedo tomarle un mensaje para que {business} le devuelva la llamada.",
  requestAsMessage:
    "Con gusto le ayudo. Puedo tomarle un mensaje con los detalles y {business} le devolverá la llamada para confirmar.",
  noOneAvailable:
    "En este momento no hay nadie disponible para atenderle, pero puedo tomarle un mensaje para que le devuelvan la llamada.",
  askName: "¿Me puede decir su nombre, por favor?",
  askCallbackNumber: "¿A qué número le podemos devolver la llamada?",
  askPreferredTime: "¿Qué día y a qué hora le viene mejor?",
  askStaff: "¿Con quién le gustaría la cita?",
  askMessage: "¿Y qué mensaje quiere que les deje?",
  askEmergencyAddress: "¿Y cuál es la dirección donde nos necesita?",
  askOrderItems: "¿Qué le gustaría pedir?",
  askPickupTime: "¿Y a qué hora le gustaría recogerlo?",
  askPartySize: "¿Para cuántas personas es la mesa?",
  askTableTime: "¿Qué día y a qué hora le gustaría?",
  askPatientName: "¿Cuál es el nombre completo del paciente?",
  askVisitTime: "¿Qué día y a qué hora prefiere?",
  askVisitReason: "¿Y cuál es el motivo de la consulta?",
  askVehicle: "¿Qué marca y modelo es su vehículo?",
  askCarService: "¿Qué servicio necesita?",
  askLegalMatter: "¿De qué tipo de asunto legal se trata?",
  askProperty: "¿Qué propiedad o zona le interesa?",
  askViewingTime: "¿Qué día y a qué hora le gustaría verla?",
  askBeautyService: "¿Qué servicio le gustaría reservar?",
  askMembershipType: "¿Qué tipo de membresía le interesa?",
  askClass: "¿Qué clase le gustaría reservar?",
  askClassTime: "¿Qué día y a qué hora?",
  askAppointmentTime: "¿Qué día y a qué hora le viene bien?",
  askConcern: "¿Para qué es la cita?",
  askTourTime: "¿Qué día y a qué hora le gustaría venir?",
  askProgram: "¿Qué programa le interesa?",
  askProduct: "¿Qué producto está buscando?",
  askMeetingTopic: "¿Sobre qué tema le gustaría reunirse?",
  askTechNeed: "¿Con qué necesita ayuda?",
  askJob: "¿Qué tipo de trabajo necesita?",
  askJobArea: "¿Cuál es la dirección o la zona donde se necesita el trabajo?",
  askQuoteVisitTime: "¿Qué día y a qué hora le viene bien la visita?",
  askDestination: "¿A dónde le gustaría viajar?",
  askTravelDates: "¿Cuándo tiene pensado viajar?",
  askConsultingTopic: "¿De qué tema le gustaría hablar?",
  askGeneralRequest: "¿En qué le podemos ayudar?",
} satisfies Phrases["agentLines"];
