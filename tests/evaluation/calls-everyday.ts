import {
  kept,
  language,
  mailed,
  NOT_UNDERSTOOD,
  name,
  nameNot,
  neverSays,
  number,
  says,
} from "./check-builders";
import type { ScriptedCall } from "./evaluation-types";

// The most common calls of all: a person asked for by name, "this number is fine", a number said
// with its area code announced, a caller who starts in English and goes on in Spanish.

export const EVERYDAY_CALLS: readonly ScriptedCall[] = [
  {
    id: "law-ask-for-attorney-this-number",
    business: "law",
    clock: "open",
    from: "+12155550181",
    turns: [
      "Hi, can I speak to Mr. Reyes please?",
      "Oh okay. It's Jennifer Walsh.",
      "Yeah, this number's fine.",
      "Just that I got the papers and I have a couple of questions.",
      "Thanks, bye.",
    ],
    ending: "goodbye",
    checks: [
      name("Jennifer Walsh"),
      number("+12155550181"),
      kept(/papers|questions/i),
      mailed(),
      nameNot(/reyes|speak/i),
    ],
  },
  {
    id: "realty-real-person",
    business: "realty",
    clock: "closed",
    from: "+15125550166",
    turns: [
      "Can I talk to a real person?",
      "Ugh, fine. Brandon Miller.",
      "Area code 512, 555, 0166.",
      "I want to list my townhouse.",
      "That's it.",
    ],
    ending: "goodbye",
    checks: [
      name("Brandon Miller"),
      number("+15125550166"),
      kept(/townhouse|list/i),
      mailed(),
      neverSays(NOT_UNDERSTOOD, "questions", 0),
    ],
  },
  {
    id: "clinic-english-then-spanish",
    business: "clinic",
    clock: "open",
    from: "+16025550185",
    turns: [
      "Hello? Um, ¿habla español?",
      "Ay, qué bueno. Necesito sacar una cita para mí, me llamo Lucía Paredes.",
      "Sí, a este número, 602 555 0185.",
      "Es para un chequeo, el viernes si se puede.",
      "Gracias, hasta luego.",
    ],
    ending: "goodbye",
    checks: [
      says(/español|s[ií],? (hablo|claro)|en qu[eé] (le )?puedo/i, "language", 0),
      language("spanish"),
      kept(/luc[ií]a paredes/i),
      number("+16025550185"),
      mailed(),
    ],
  },
  {
    id: "garage-is-my-car-ready",
    business: "garage",
    clock: "open",
    from: "+13135550155",
    turns: [
      "Hey, I dropped off my Camry this morning, I was just wondering if it's ready yet?",
      "Okay, yeah have them call me. Name's Darnell Hayes, same number I'm calling from.",
      "Nope, that's it.",
    ],
    ending: "goodbye",
    checks: [name("Darnell Hayes"), number("+13135550155"), kept(/camry|ready/i), mailed()],
  },
  {
    id: "trattoria-what-time-open-today",
    business: "trattoria",
    clock: "closed",
    from: "+13125550151",
    turns: [
      "Hi, what time do you guys open tomorrow?",
      "And do I need a reservation for two on a Thursday?",
      "Okay, thanks.",
    ],
    ending: "goodbye",
    checks: [says(/\b5(:00)?\s*(pm|p\.m\.)/i, "hours", 0), neverSays(NOT_UNDERSTOOD, "questions", 1)],
  },
  {
    id: "panaderia-english-caller",
    business: "panaderia",
    clock: "open",
    from: "+17135550118",
    turns: [
      "Hola. Sorry, my Spanish isn't great. Quiero... a cake for Saturday, for my daughter's quinceañera.",
      "Sofía Castillo. Siete uno tres, cinco cinco cinco, cero uno uno ocho.",
      "Gracias.",
    ],
    ending: "goodbye",
    checks: [name("Sofía Castillo"), number("+17135550118"), kept(/quincea|cake|pastel/i), mailed()],
  },
];
