import fc from "fast-check";

// Callers as they speak, for property tests: names and numbers said in many ways, between
// questions and small talk, in English and in Spanish; a number as digits or as words, as
// recognisers write both.

type SaidNumber = { said: string; digits: string };
const NAMES = ["Ana Ruiz", "Peter Park", "Dolores Whitfield", "Kwame Mensah", "Li Wei", "Siobhan O'Neill"];
const SPANISH_NAMES = [
  "María Fernández",
  "José Luis Ortega",
  "Guadalupe Hernández",
  "Rocío Peña",
  "Juan Pérez",
];

export type CallerLines = {
  asksForMessage: string;
  names: string[];
  nameLines: ((name: string) => string)[];
  numbers: SaidNumber[];
  numberLines: ((number: string) => string)[];
  otherLines: string[];
  endings: string[];
};

export const ENGLISH_CALLERS: CallerLines = {
  // A name said alone, with nothing to say it is one, is only understood as the answer to "may I
  // have your name?", so every phrasing names it.
  asksForMessage: "I'd like to leave a message",
  names: NAMES,
  nameLines: [
    (name) => `My name is ${name}`,
    (name) => `This is ${name}`,
    (name) => `It's ${name}`,
    (name) => `yeah hi, ${name} here`,
    (name) => `the name's ${name}`,
    (name) => `Hi, ${name} speaking`,
  ],
  numbers: [
    { said: "212 555 0199", digits: "2125550199" },
    { said: "718-555-0134", digits: "7185550134" },
    { said: "(646) 555 0177", digits: "6465550177" },
    { said: "917 555 0102", digits: "9175550102" },
    { said: "two one two, five five five, oh one double four", digits: "2125550144" },
    { said: "six four six five five five zero one two three", digits: "6465550123" },
  ],
  numberLines: [
    (number) => `My number is ${number}`,
    (number) => `You can reach me at ${number}`,
    (number) => `${number}`,
    (number) => `call me back on ${number} please`,
    (number) => `it's ${number}`,
  ],
  otherLines: [
    "What are your hours?",
    "Are you open on Saturday?",
    "hello?",
    "um",
    "Where are you located?",
    "It's about an order I placed last week",
    "I'd like to leave a message for the owner",
    "Can I speak to someone?",
    "I need to book a table for four on Friday",
    "Do you do gluten free pizza?",
    "sorry, what was that?",
  ],
  // The caller's last words before the call ends, or none (they hang up, go quiet, the balance
  // runs out: the engine hears nothing more).
  endings: ["Bye", "That's all", "That's it, bye", "thanks, goodbye", "no that's everything"],
};

export const SPANISH_CALLERS: CallerLines = {
  asksForMessage: "Quisiera dejar un mensaje",
  names: SPANISH_NAMES,
  nameLines: [
    (name) => `Me llamo ${name}`,
    (name) => `Mi nombre es ${name}`,
    (name) => `Soy ${name}`,
    (name) => `Hola, habla ${name}`,
    (name) => `A nombre de ${name}`,
  ],
  numbers: [
    { said: "713 555 0129", digits: "7135550129" },
    { said: "(305) 555-0143", digits: "3055550143" },
    { said: "siete uno tres, cinco cinco cinco, cero uno dos nueve", digits: "7135550129" },
    { said: "tres cero cinco cinco cinco cinco cero uno cuatro tres", digits: "3055550143" },
  ],
  numberLines: [
    (number) => `Mi número es ${number}`,
    (number) => `Me pueden llamar al ${number}`,
    (number) => `${number}`,
    (number) => `Es el ${number}, por favor`,
  ],
  otherLines: [
    "¿Cuál es su horario?",
    "¿Abren el sábado?",
    "¿Bueno?",
    "este",
    "¿Dónde están ubicados?",
    "Es sobre un pedido que hice la semana pasada",
    "¿Puedo hablar con alguien?",
    "Necesito una mesa para cuatro el viernes",
    "perdón, ¿cómo dijo?",
  ],
  endings: ["Adiós", "Eso es todo", "Es todo, gracias, adiós", "No, nada más, gracias"],
};

/** A call to one of `agents`: the caller asks to leave a message, and gives a name and a number among other lines. */
export const callerScript = <Agent>(callers: CallerLines, agents: readonly Agent[]) =>
  fc
    .record({
      agent: fc.constantFrom(...agents),
      before: fc.array(fc.constantFrom(...callers.otherLines), { maxLength: 3 }),
      between: fc.array(fc.constantFrom(...callers.otherLines), { maxLength: 2 }),
      after: fc.array(fc.constantFrom(...callers.otherLines), { maxLength: 2 }),
      name: fc.constantFrom(...callers.names),
      nameLine: fc.constantFrom(...callers.nameLines),
      number: fc.constantFrom(...callers.numbers),
      numberLine: fc.constantFrom(...callers.numberLines),
      numberFirst: fc.boolean(),
      ending: fc.option(fc.constantFrom(...callers.endings)),
    })
    .map((script) => {
      const nameLine = script.nameLine(script.name);
      const numberLine = script.numberLine(script.number.said);
      const [first, second] = script.numberFirst ? [numberLine, nameLine] : [nameLine, numberLine];
      const lines = [
        ...script.before,
        callers.asksForMessage,
        first,
        ...script.between,
        second,
        ...script.after,
        ...(script.ending ? [script.ending] : []),
      ];
      return { agent: script.agent, lines, name: script.name, number: script.number };
    });
