import { foldForMatching, normalizeTypography, wordsPattern } from "../../integrations/ai/text-folding";

// Issue 6 §1: what a caller means, in English or Spanish, from what a speech recogniser heard.
// Patterns run on folded text (lower case, no accents, straight apostrophes) so "Adiós",
// "adios" and "ADIÓS" are one word; positions in the folded text are positions in the original.

/** A caller's words prepared once per turn for every pattern. */
export type Utterance = { original: string; folded: string };

export function prepareUtterance(text: string): Utterance {
  const original = normalizeTypography(text).replace(/\s+/g, " ").trim();
  return { original, folded: foldForMatching(original) };
}

/** Phrase lists written as comma-separated lines, so long vocabularies stay readable. */
export function phrases(...lines: string[]): string[] {
  return lines.flatMap((line) => line.split(", "));
}

const words = (list: readonly string[]) => new RegExp(wordsPattern(list), "u");

const YES = words(
  phrases(
    "yes, yeah, yep, yup, sure, of course, ok, okay, correct, right, that's right, that is right, exactly",
    "absolutely, please do, sounds good, go ahead, perfect, great, that works, that's fine, fine, si, claro",
    "por supuesto, correcto, exacto, de acuerdo, vale, perfecto, esta bien, bueno, dale, adelante",
  ),
);
const NO = words(
  phrases(
    "no, nope, nah, not really, not quite, that's wrong, wrong, incorrect, don't, do not, no gracias",
    "para nada, incorrecto, esta mal, tampoco",
  ),
);

/** A yes, unless the same words also say no ("yes… no, wait"): then the first one counts. */
export function isYes(utterance: Utterance): boolean {
  const yes = YES.exec(utterance.folded);
  const no = NO.exec(utterance.folded);
  return yes !== null && (no === null || yes.index < no.index);
}

export function isNo(utterance: Utterance): boolean {
  const yes = YES.exec(utterance.folded);
  const no = NO.exec(utterance.folded);
  return no !== null && (yes === null || no.index < yes.index);
}

const GOODBYE = words(
  phrases(
    "bye, goodbye, good bye, bye bye, bye-bye, see you, see ya, talk to you later, have a good day",
    "have a good one, have a nice day, good night, adios, hasta luego, hasta pronto, hasta manana, chao",
    "chau, nos vemos",
  ),
);
// "that's all" and its kin: the caller has what they called for.
const DONE = words(
  phrases(
    "that's all, that is all, that's it, that is it, that's everything, that'll be all, that will be all",
    "nothing else, no thanks, no thank you, i'm good, i'm all set, all set, i'm done, we're done",
    "eso es todo, es todo, seria todo, nada mas, no gracias, ya esta, estoy bien, eso seria todo",
  ),
);

export function saysGoodbye(utterance: Utterance): boolean {
  return GOODBYE.test(utterance.folded);
}

/** "That's all", "no, that's it", "thanks, bye", "adiós": the caller is finishing the call. */
export function isFinishing(utterance: Utterance): boolean {
  return DONE.test(utterance.folded) || saysGoodbye(utterance);
}

const PERSON_REQUEST = new RegExp(
  [
    "(?:speak|talk|speaking|talking) (?:to|with)",
    "(?:real|actual|live) (?:person|human)",
    "(?:a|an|the) (?:human|operator|receptionist|representative|manager|owner)",
    "(?:put|transfer|connect) me (?:through|to|with)",
    "hablar con",
    "(?:persona|humano) real",
    "(?:comunicarme|comuniqueme|paseme|pasarme|transfierame) con",
    "(?:el|la) (?:encargad[oa]|duen[oa]|gerente|recepcionista)",
  ]
    .map((pattern) => `(?<![\\p{L}])${pattern}(?![\\p{L}])`)
    .join("|"),
  "u",
);
const MESSAGE_REQUEST = words(
  phrases(
    "leave a message, leave him a message, leave her a message, leave them a message, leave a voicemail",
    "leave my number, take a message, call me back, give me a call back, get back to me",
    "have someone call me, have somebody call me, have them call me, dejar un mensaje, dejar mensaje",
    "dejar un recado, dejarle un mensaje, tomar un mensaje, tome un mensaje, que me llamen",
    "que me devuelvan la llamada, devolverme la llamada, me devuelva la llamada",
  ),
);

/** Issue 6 §1: "a request for a person" is answered by taking a message. */
export function wantsPerson(utterance: Utterance): boolean {
  return PERSON_REQUEST.test(utterance.folded);
}

export function wantsToLeaveMessage(utterance: Utterance): boolean {
  return MESSAGE_REQUEST.test(utterance.folded);
}

const CANCEL = words(
  phrases(
    "cancel, cancel that, never mind, nevermind, forget it, forget about it, start over, olvidelo, olvidalo",
    "cancelar, cancela, cancele, dejelo, no importa",
  ),
);

export function wantsToCancel(utterance: Utterance): boolean {
  return CANCEL.test(utterance.folded);
}

const GREETING_ONLY =
  /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|hola|buenas|buenos dias|buenas tardes|buenas noches|alo|alo\?|bueno)(?: there)?[.!?,\s]*$/u;
const THANKS_ONLY =
  /^(?:ok(?:ay)?[, ]+)?(?:thanks|thank you|thanks a lot|thank you so much|great,? thanks|gracias|muchas gracias|mil gracias)[.!,\s]*$/u;

// "Umm", "uh-huh", "hmm": a sound, not words; the agent asks again rather than guess.
const FILLER_ONLY = /^(?:(?:u+m+|u+h+|e+r+|e+h+|h+m+|a+h+|o+h+|mm+|uh-huh|mhm|este|pues|bueno)[.,!?\s-]*)+$/u;

export function isFillerOnly(utterance: Utterance): boolean {
  return FILLER_ONLY.test(utterance.folded);
}

export function isGreetingOnly(utterance: Utterance): boolean {
  return GREETING_ONLY.test(utterance.folded);
}

export function isThanksOnly(utterance: Utterance): boolean {
  return THANKS_ONLY.test(utterance.folded);
}

// A question rather than an answer: "what time do you close?" while the agent waits for a name.
const QUESTION_START =
  /^(?:(?:and|y|but|pero|um|so|oh|wait|actually|sorry)[, ]+)*(?:what|what's|when|where|how|why|who|which|are you|is it|is there|do you|does|can you tell|could you tell|que|cuando|donde|como|cual|cuanto|quien|a que hora|estan|esta abierto|tienen|me puede decir|me podria decir)(?![\p{L}])/u;

const REPEAT_REQUEST =
  /^(?:sorry|pardon|pardon me|what|excuse me|come again|say that again|say again|repeat that|can you repeat that|could you repeat that|can you say that again|could you say that again|perdon|como|que|repita|me lo repite|puede repetir|puede repetirlo|como dice|mande)(?: please| por favor)?[?.!,\s]*$/u;

/** "Sorry?", "¿cómo?": the caller did not hear the agent. */
export function asksToRepeat(utterance: Utterance): boolean {
  return REPEAT_REQUEST.test(utterance.folded);
}

/** "no", "yes please", "sí, claro": a bare yes or no, not a sentence that also asks for something. */
export function isShortReply(utterance: Utterance): boolean {
  return utterance.folded.split(" ").length <= 4;
}

export function isQuestion(utterance: Utterance): boolean {
  return utterance.original.includes("?") || QUESTION_START.test(utterance.folded);
}

/** What a caller can ask that the agent answers from the agent's configuration (issue 6 §1). */
export type CallerQuestion =
  | "time-now"
  | "open-now"
  | "closing-time"
  | "opening-time"
  | "hours"
  | "location"
  | "website"
  | "services"
  | "business-name"
  | "agent-identity";

const QUESTION_PATTERNS: readonly [CallerQuestion, RegExp][] = [
  [
    "time-now",
    words(
      phrases(
        "what time is it, what's the time, what is the time, the time now, time is it there",
        "do you have the time, que hora es, que hora son, que hora tienen",
      ),
    ),
  ],
  [
    "closing-time",
    words(
      phrases(
        "when do you close, what time do you close, when are you closing, what time are you closing",
        "when does it close, when do you guys close, closing time, how late are you open, how late",
        "until what time, till what time, open until, open till, a que hora cierran, a que hora cierra",
        "cuando cierran, cuando cierra, hasta que hora, hora de cierre",
      ),
    ),
  ],
  [
    "opening-time",
    words(
      phrases(
        "when do you open, what time do you open, when are you opening, when does it open",
        "when do you guys open, opening time, what time do you start, a que hora abren, a que hora abre",
        "cuando abren, cuando abre, hora de apertura",
      ),
    ),
  ],
  [
    "open-now",
    new RegExp(
      [
        // "Are you open on Sunday?" asks about the hours, not about now.
        "(?:are|r) (?:you|y'all|you guys) (?:still |currently |even )?open(?! (?:on|this|next|tomorrow|at|in|during|over|every|(?:mon|tues|wednes|thurs|fri|satur|sun)days?))",
        String.raw`(?:is|are) (?:it|the [\p{L}]+|anyone|anybody|someone) (?:still |currently )?open(?! (?:on|this|next|tomorrow|at|in|during|over|every))`,
        "you(?:'re| are)? (?:still |currently )?open (?:now|today|tonight|right now|at the moment)",
        "open (?:right )?now",
        "(?:estan|esta) (?:abiertos?|abiertas?)(?! (?:el|los|manana|este|el proximo|en))",
        "abren hoy",
        "abierto (?:ahora|hoy)",
        "siguen abiertos",
      ]
        .map((pattern) => `(?<![\\p{L}])${pattern}(?![\\p{L}])`)
        .join("|"),
      "u",
    ),
  ],
  [
    "hours",
    words(
      phrases(
        "hours, opening hours, business hours, opening times, when are you open, what days are you open",
        "days are you open, open on, open at, open this, open next, open tomorrow, open today",
        "open on weekends, open on the weekend, your schedule, horario, horarios, que dias abren, abren los",
        "abren el, abiertos los, abiertos el, abierto el, abierto los, abiertos manana, abren manana",
        "a que horas",
      ),
    ),
  ],
  [
    "location",
    words(
      phrases(
        "where are you, where is it, where's the, where is the, where you're located, where are you located",
        "are you located, you located, your address, what's the address, what is the address",
        "the address please, your location, what's the location, directions, how do i get there",
        "how do i find you, what area, donde estan, donde esta, donde se encuentran, donde quedan",
        "su direccion, cual es la direccion, la direccion por favor, ubicacion, estan ubicados, como llego",
      ),
    ),
  ],
  [
    "website",
    words(
      phrases(
        "website, web site, web page, webpage, url, order online, pagina web, sitio web, pagina de internet",
        "la web, su web, en internet",
      ),
    ),
  ],
  [
    "services",
    words(
      phrases(
        "what do you do, what do you offer, what services, which services, your services, services do you",
        "what can you help, what can you do, what kind of business, what type of business",
        "what do you guys do, what do you sell, tell me about your, tell me about the business, que hacen",
        "que ofrecen, que servicios, sus servicios, que venden, a que se dedican, en que me puede ayudar",
        "que puede hacer",
      ),
    ),
  ],
  [
    "business-name",
    words(
      phrases(
        "what business is this, what company is this, which business is this, which company is this",
        "who did i call, who have i called, what's the name of the business",
        "what is the name of the business, name of your business, name of the company, what place is this",
        "is this the right number, que negocio es, que empresa es, a donde llame, a quien llame",
        "como se llama el negocio, como se llama la empresa, nombre del negocio",
      ),
    ),
  ],
  [
    "agent-identity",
    words(
      phrases(
        "who am i speaking to, who am i speaking with, who am i talking to, who am i talking with",
        "who is this, who's this, who are you, what's your name, what is your name, are you a robot",
        "are you a bot, are you a real person, are you human, are you a human, are you a person",
        "are you an ai, are you a machine, con quien hablo, con quien estoy hablando, quien habla",
        "quien es usted, quien eres, como se llama usted, como te llamas, cual es su nombre, eres un robot",
        "es usted un robot, es una persona real, eres una persona, eres humano",
      ),
    ),
  ],
];

// "What are your hours, and when do you close?": one sentence about hours is enough.
const HOURS_QUESTIONS: ReadonlySet<CallerQuestion> = new Set([
  "open-now",
  "closing-time",
  "opening-time",
  "hours",
]);

// "What's your physical address?": in a question, the word alone asks where the business is.
const ADDRESS_WORD = /(?<![\p{L}])(?:address|direccion)(?![\p{L}])/u;

/** Every question the caller asked, in a fixed order, with at most one about the hours. */
export function questionsAsked(utterance: Utterance): CallerQuestion[] {
  const asked: CallerQuestion[] = [];
  for (const [question, pattern] of QUESTION_PATTERNS) {
    const addressQuestion =
      question === "location" && isQuestion(utterance) && ADDRESS_WORD.test(utterance.folded);
    if (!pattern.test(utterance.folded) && !addressQuestion) continue;
    if (HOURS_QUESTIONS.has(question) && asked.some((earlier) => HOURS_QUESTIONS.has(earlier))) continue;
    asked.push(question);
  }
  return asked;
}
