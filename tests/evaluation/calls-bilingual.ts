import {
  kept,
  language,
  mailed,
  NOT_UNDERSTOOD,
  name,
  neverSays,
  notKept,
  number,
  says,
  voices,
} from "./check-builders";
import type { ScriptedCall } from "./evaluation-types";

// A bilingual taquería's callers: each hears the greeting in both voices, is answered in the
// language they speak, and may ask first whether anyone speaks Spanish.

export const BILINGUAL_CALLS: readonly ScriptedCall[] = [
  {
    id: "taqueria-open-sunday-english",
    business: "taqueria",
    clock: "open",
    from: "+12135550143",
    turns: ["Hey, quick question, how late are you open on Sunday?", "Okay cool, thanks. Bye!"],
    ending: "goodbye",
    checks: [says(/3 ?(PM|p\.m\.)|three/i, "hours", 0), language("english"), voices()],
  },
  {
    id: "taqueria-spanish-party-order",
    business: "taqueria",
    clock: "open",
    from: "+12135550192",
    turns: [
      "Buenas, quería ver si me pueden preparar comida para una fiesta, como para cincuenta personas, el sábado.",
      "Me llamo Ernesto Salinas y mi celular es el 213 555 0192.",
      "No, es todo. Gracias.",
    ],
    ending: "goodbye",
    checks: [
      name("Ernesto Salinas"),
      number("+12135550192"),
      kept(/fiesta.*cincuenta personas/i),
      notKept(/celular/i, "details"),
      mailed(),
      language("spanish"),
      voices(),
    ],
  },
  {
    id: "taqueria-do-you-speak-spanish",
    business: "taqueria",
    clock: "open",
    from: "+12135550117",
    turns: [
      "Hi, um, do you guys speak Spanish? It's for my grandma.",
      "Hola, buenas tardes. Quiero dejarle un recado a Rubén, soy Dolores Garza, al 213 555 0117.",
      "Que me llame por lo de la fiesta del domingo, por favor. Gracias.",
    ],
    ending: "goodbye",
    checks: [
      says(/spanish|español/i, "language", 0),
      name("Dolores Garza"),
      number("+12135550117"),
      mailed(),
    ],
  },
  {
    id: "taqueria-hablan-espanol-closed",
    business: "taqueria",
    clock: "closed",
    from: "+12135550158",
    turns: [
      "Bueno, ¿sí hablan español?",
      "Ah, qué bien. ¿A qué hora abren mañana?",
      "Muy bien, gracias, adiós.",
    ],
    ending: "goodbye",
    checks: [
      says(/s[ií],? (hablo|claro|habl)|español|en qu[eé] (le )?puedo/i, "language", 0),
      says(/7|siete/i, "hours", 1),
      language("spanish"),
    ],
  },
  {
    id: "taqueria-spanish-message-this-number",
    business: "taqueria",
    clock: "open",
    from: "+12135550171",
    turns: [
      "Buenas tardes, quiero dejarle un recado al encargado sobre la comida para la fiesta del domingo.",
      "Me llamo Marta Ibáñez.",
      "Sí, a este número.",
      "Gracias, buenas noches.",
    ],
    ending: "goodbye",
    checks: [
      neverSays(NOT_UNDERSTOOD, "questions", 2),
      says(/adi[oó]s/i, "questions", 3),
      name("Marta Ibáñez"),
      number("+12135550171"),
      kept(/fiesta del domingo/i),
      mailed(),
      language("spanish"),
    ],
  },
  {
    id: "taqueria-spanish-good-night-at-read-back",
    business: "taqueria",
    clock: "open",
    from: "+12135550186",
    turns: [
      "Hola, quería encargar veinte tacos de pastor para mañana a las seis.",
      "Soy Jorge Treviño.",
      "Gracias, buenas noches.",
    ],
    ending: "goodbye",
    checks: [
      neverSays(NOT_UNDERSTOOD, "questions", 2),
      says(/adi[oó]s/i, "questions", 2),
      name("Jorge Treviño"),
      number("+12135550186"),
      kept(/tacos de pastor/i),
      mailed(),
      language("spanish"),
    ],
  },
];
