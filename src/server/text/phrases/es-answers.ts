import type { AnswerLines } from "./phrases";

/** What the agent answers from its configuration, in Spanish; `{name}` is filled in as it is said. */
export const spanishAnswers = {
  addressUnknown: "Lo siento, no tengo la dirección a mano.",
  atAddress: "Estamos en {location}.",
  inArea: "Estamos en {location}.",
  websiteUnknown: "Lo siento, no tengo una página web que darle.",
  website: "Nuestra página web es {website}.",
  businessName: "Ha llamado a {business}.",
  speaksBoth: "Sí, claro, hablo español y también inglés.",
  speaks: "Sí, claro, hablo {language}.",
  speaksOnly: "Lo siento, solo hablo {language}.",
  canDo: "Puedo {purpose}.",
  canHelpWith: "En {business} le puedo ayudar con {services}.",
  helpsWithThing: "Sí, {business} le puede ayudar con {thing}.",
  forThing: "Para {thing}, {instruction}.",
  namedAssistant: "Soy {agent}.",
  assistantFor: "Soy {agent}, el asistente virtual de {business}.",
  assistantForFemale: "Soy {agent}, la asistente virtual de {business}.",
  hoursUnknown:
    "Lo siento, no tengo el horario de {business}, así que no puedo decirle con seguridad si estamos abiertos ahora.",
  hoursAsWritten: "Nuestro horario es: {hours}.",
  openNowUncertain: "No puedo confirmarle si estamos abiertos en este momento.",
  holidayUsualHours:
    "No tengo un horario especial para {holiday}. Cae en {weekday}, y {every} abrimos {times}.",
  holidayUsuallyClosed: "No tengo un horario especial para {holiday}. Cae en {weekday}, y {every} cerramos.",
  alwaysOpen: "Abrimos las 24 horas del día, los 7 días de la semana.",
  openOn: "Abrimos {periods}.",
  closedOn: "Cerramos {days}.",
  alwaysOpenNow: "Abrimos las 24 horas del día, así que ahora mismo estamos abiertos.",
  openCloseAt: "Ahora estamos abiertos y cerramos {when}.",
  openNowUntil: "Ahora mismo estamos abiertos, {until}.",
  yesOpenUntil: "Sí, ahora mismo estamos abiertos, {until}.",
  closedNow: "Ahora mismo estamos cerrados.",
  closedOpensAgain: "Ahora mismo estamos cerrados. Volvemos a abrir {next}.",
  lifeAdvice: "Esto parece una emergencia médica. Por favor, cuelgue y llame al {numbers} ahora mismo.",
  dangerAdvice: "Por favor, salgan todos del edificio ahora y llame al {numbers} cuando esté afuera.",
  petAdvice: "Por favor, lleve a su mascota al veterinario de urgencias más cercano de inmediato.",
  alreadyUrgent: "Su mensaje ya está marcado como urgente.",
  urgentToo:
    "También lo marco como urgente para {business}, para que le devuelvan la llamada lo antes posible.",
  urgentSorry:
    "Lamento escuchar eso. Lo marco como urgente para que {business} le devuelva la llamada lo antes posible.",
  ownersNumber: "Para una emergencia, {business} indica llamar al {number}.",
  pleaseDo: "Por favor, {instruction}.",
} satisfies AnswerLines;
