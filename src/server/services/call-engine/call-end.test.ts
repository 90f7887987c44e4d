import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keptAtCallEnd } from "./call-end";
import {
  agentProfile,
  CALLER_NUMBER,
  itemWith,
  itPlaysEach,
  playCall,
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

// Callers as they speak: names and numbers said in many ways, between questions and small talk.
const NAMES = ["Ana Ruiz", "Peter Park", "Dolores Whitfield", "Kwame Mensah", "Li Wei", "Siobhan O'Neill"];
const NAME_LINES = [
  (name: string) => `My name is ${name}`,
  (name: string) => `This is ${name}`,
  (name: string) => `It's ${name}`,
  (name: string) => `yeah hi, ${name} here`,
  (name: string) => `the name's ${name}`,
  (name: string) => `Hi, ${name} speaking`,
];
const NUMBERS = ["212 555 0199", "718-555-0134", "(646) 555 0177", "917 555 0102"];
const NUMBER_LINES = [
  (number: string) => `My number is ${number}`,
  (number: string) => `You can reach me at ${number}`,
  (number: string) => `${number}`,
  (number: string) => `call me back on ${number} please`,
  (number: string) => `it's ${number}`,
];
const OTHER_LINES = [
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
];
// The end of the call: the caller's last words before it ends, or none (they hang up, go quiet,
// the balance runs out: the engine hears nothing more).
const ENDINGS = ["Bye", "That's all", "That's it, bye", "thanks, goodbye", "no that's everything"];

const AGENTS: AgentProfile[] = [
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
];

const callerScript = fc.record({
  agent: fc.constantFrom(...AGENTS),
  before: fc.array(fc.constantFrom(...OTHER_LINES), { maxLength: 3 }),
  between: fc.array(fc.constantFrom(...OTHER_LINES), { maxLength: 2 }),
  after: fc.array(fc.constantFrom(...OTHER_LINES), { maxLength: 2 }),
  name: fc.constantFrom(...NAMES),
  nameLine: fc.constantFrom(...NAME_LINES),
  number: fc.constantFrom(...NUMBERS),
  numberLine: fc.constantFrom(...NUMBER_LINES),
  numberFirst: fc.boolean(),
  ending: fc.option(fc.constantFrom(...ENDINGS)),
});

describe("a caller who gave a name and a number", () => {
  it("has both kept, whatever else they said and however the call ended", async () => {
    await fc.assert(
      fc.asyncProperty(callerScript, async (script) => {
        const nameLine = script.nameLine(script.name);
        const numberLine = script.numberLine(script.number);
        const [first, second] = script.numberFirst ? [numberLine, nameLine] : [nameLine, numberLine];
        const lines = [
          ...script.before,
          // The caller asks for a message; a name said alone, with nothing to say it is one, is
          // only understood as the answer to "may I have your name?", so every phrasing names it.
          "I'd like to leave a message",
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
              digitsOf(number).endsWith(digitsOf(script.number)),
            ),
          }),
        );
      }),
      { numRuns: 300 },
    );
    // Hundreds of calls: more than a single test's default time on a busy machine.
  }, 60_000);
});
