import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keptAtCallEnd } from "./call-end";
import {
  agentProfile,
  CALLER_NUMBER,
  itemWith,
  itPlaysEach,
  playCall,
  SPANISH_WORKFLOW_RESTAURANT,
  WORKFLOW_RESTAURANT,
} from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";
import type { AgentProfile } from "./types";

// However a call ends, what the caller gave is kept: the message they completed, or what they had
// given so far toward it, marked partial with what was missing in the call's language.

const engine = createOfflineEngine();

const digitsOf = (text: string) => text.replace(/\D/g, "");

const plumber = agentProfile({
  businessName: "Rapid Rooter",
  businessCategory: "construction",
  agentName: "Max",
  agentPurpose: "Answer questions and take details of plumbing emergencies",
});
const clinicaSol = agentProfile({
  language: "spanish",
  businessName: "Clínica Sol",
  businessCategory: "healthcare",
  agentName: "Lucía",
  agentPurpose: "Agendar citas para pacientes",
});

describe("what a call keeps when it ends", () => {
  itPlaysEach([
    {
      does: "keeps a flooding basement with the caller's own number, though they went quiet before their name",
      agent: plumber,
      caller: ["Hi, my basement is flooding"],
      kept: expect.objectContaining({ callerName: "", callbackNumber: CALLER_NUMBER, partial: true }),
      keptReason: [
        expect.stringMatching(/^My basement is flooding/),
        expect.stringContaining("The call ended before the caller gave their name"),
      ],
    },
  ]);

  it("reads what the caller wanted as a sentence of its own before the note of what is missing", async () => {
    const dental = agentProfile({
      businessCategory: "healthcare",
      agentPurpose: "Book cleanings and checkups",
    });
    const call = await playCall(engine, dental, ["Hi, I need a cleaning"]);
    expect(keptAtCallEnd(call.last.state)?.reason).toBe(
      "A cleaning. The call ended before the caller gave their name and the day and time. The caller did not confirm these details.",
    );
    const request = await playCall(engine, dental, ["I want to book an appointment."]);
    expect(keptAtCallEnd(request.last.state)?.reason).toMatch(
      /^I want to book an appointment\. The call ended/,
    );
  });

  itPlaysEach([
    {
      does: "keeps the details given toward a request left half-way, and never a detail that was not given",
      agent: agentProfile({
        businessName: "Core Pilates",
        businessCategory: "fitness",
        agentPurpose: "Book classes and take messages",
        workflowMode: true,
      }),
      // Asked which class, the caller gives their name and number instead, then hangs up.
      caller: ["Can I book in for my lower back then, Thursday arvo?", "It's Liam O'Connor, 0491 570 156."],
      kept: expect.objectContaining({ callerName: "Liam O'Connor", partial: true }),
      keptReason: [expect.stringContaining("Thursday"), expect.not.stringMatching(/undefined/)],
    },
    {
      does: 'records a booking when the caller says "that\'s it, bye" to the read-back, and never says it was cancelled',
      agent: WORKFLOW_RESTAURANT,
      caller: ["Hi, could I get a table for two tomorrow at 8?", "It's Priya Shah", "That's it, bye"],
      last: expect.not.stringMatching(/cancel/i),
      hangsUp: true,
      state: {
        workflowItems: [
          expect.objectContaining({
            kind: "table-booking",
            details: expect.objectContaining({ name: "Priya Shah", callbackNumber: CALLER_NUMBER }),
          }),
        ],
      },
    },
    {
      does: 'keeps what was taken when the caller says "that\'s all" before the last question',
      caller: ["Can you get the manager to call me back", "Dolores Whitfield", "that's all"],
      last: expect.not.stringMatching(/cancel/i),
      kept: expect.objectContaining({
        callerName: "Dolores Whitfield",
        callbackNumber: CALLER_NUMBER,
        partial: true,
      }),
    },
    {
      does: "says what is missing in Spanish for a Spanish call, without English labels",
      agent: clinicaSol,
      caller: ["Necesito una cita para mi hija", "Adiós"],
      kept: expect.objectContaining({ partial: true }),
      keptReason: [
        expect.stringContaining("La llamada terminó antes de que diera"),
        expect.not.stringMatching(/\b(?:the caller|name|details|call-back)\b/i),
      ],
    },
    {
      does: "keeps a completed message as it was taken, not marked partial",
      caller: [
        "I'd like to leave a message",
        "This is Sofia Rossi, 201 555 0199, I'm calling about catering for 40 people",
      ],
      kept: { callerName: "Sofia Rossi", callbackNumber: "2015550199", reason: "Catering for 40 people" },
    },
    {
      does: "takes a second request under the name and number the caller already gave, without asking again",
      agent: WORKFLOW_RESTAURANT,
      caller: [
        "I'd like to leave a message, this is Ana Ruiz, 212 555 0199, it's about my catering invoice",
        "Also, could I order a large margherita for pickup at 7?",
        "Yes",
      ],
      replies: { 1: [expect.not.stringMatching(/your name/i), expect.stringContaining("Ana Ruiz")] },
      state: { workflowItems: [itemWith({ name: "Ana Ruiz", callbackNumber: "2125550199" })] },
    },
    {
      does: "keeps nothing for a caller who only asked a question",
      caller: ["What time do you close tonight?", "Thanks, bye"],
      kept: null,
    },
  ]);
});

// Callers as they speak: names and numbers said in many ways, between questions and small talk,
// in English and in Spanish; a number as digits or as words, as recognisers write both.
type SaidNumber = { said: string; digits: string };
const NAMES = ["Ana Ruiz", "Peter Park", "Dolores Whitfield", "Kwame Mensah", "Li Wei", "Siobhan O'Neill"];
const SPANISH_NAMES = [
  "María Fernández",
  "José Luis Ortega",
  "Guadalupe Hernández",
  "Rocío Peña",
  "Juan Pérez",
];

type Callers = {
  agents: AgentProfile[];
  asksForMessage: string;
  names: string[];
  nameLines: ((name: string) => string)[];
  numbers: SaidNumber[];
  numberLines: ((number: string) => string)[];
  otherLines: string[];
  endings: string[];
};

const ENGLISH_CALLERS: Callers = {
  agents: [
    agentProfile(),
    WORKFLOW_RESTAURANT,
    plumber,
    agentProfile({
      businessName: "Paws & Claws Vet",
      businessCategory: "healthcare",
      agentPurpose: "Book appointments for pets",
      workflowMode: true,
    }),
    agentProfile({ businessName: "Glow Salon", businessCategory: "beauty", workflowMode: true }),
  ],
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

const SPANISH_CALLERS: Callers = {
  agents: [
    agentProfile({ language: "spanish" }),
    SPANISH_WORKFLOW_RESTAURANT,
    agentProfile({ ...plumber, language: "spanish" }),
    agentProfile({
      businessName: "Clínica Sonrisa",
      businessCategory: "healthcare",
      language: "multilingual",
    }),
  ],
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

const callerScript = (callers: Callers) =>
  fc.record({
    agent: fc.constantFrom(...callers.agents),
    before: fc.array(fc.constantFrom(...callers.otherLines), { maxLength: 3 }),
    between: fc.array(fc.constantFrom(...callers.otherLines), { maxLength: 2 }),
    after: fc.array(fc.constantFrom(...callers.otherLines), { maxLength: 2 }),
    name: fc.constantFrom(...callers.names),
    nameLine: fc.constantFrom(...callers.nameLines),
    number: fc.constantFrom(...callers.numbers),
    numberLine: fc.constantFrom(...callers.numberLines),
    numberFirst: fc.boolean(),
    ending: fc.option(fc.constantFrom(...callers.endings)),
  });

describe("a caller who gave a name and a number", () => {
  it.each([
    ["in English", ENGLISH_CALLERS],
    ["in Spanish", SPANISH_CALLERS],
  ] as const)(
    "has both kept, whatever else they said and however the call ended, %s",
    async (_language, callers) => {
      await fc.assert(
        fc.asyncProperty(callerScript(callers), async (script) => {
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
          const { state } = (await playCall(engine, script.agent, lines)).last;
          // In workflow mode a confirmed request is a workflow item, kept with its own name and number.
          const kept = [
            keptAtCallEnd(state),
            ...state.workflowItems.map(({ details }) => ({
              callerName: details.name ?? "",
              callbackNumber: details.callbackNumber ?? "",
            })),
          ];
          expect(kept).toContainEqual(
            expect.objectContaining({
              callerName: expect.stringContaining(script.name),
              callbackNumber: expect.toSatisfy((number: string) =>
                digitsOf(number).endsWith(script.number.digits),
              ),
            }),
          );
        }),
        { numRuns: 300 },
      );
      // Hundreds of calls: more than a single test's default time on a busy machine.
    },
    60_000,
  );
});
