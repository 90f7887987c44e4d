import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { callerScript, ENGLISH_CALLERS, SPANISH_CALLERS } from "../../../../tests/support/caller-scripts";
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

const ENGLISH_AGENTS: AgentProfile[] = [
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

const SPANISH_AGENTS: AgentProfile[] = [
  agentProfile({ language: "spanish" }),
  SPANISH_WORKFLOW_RESTAURANT,
  agentProfile({ ...plumber, language: "spanish" }),
  agentProfile({
    businessName: "Clínica Sonrisa",
    businessCategory: "healthcare",
    language: "multilingual",
  }),
];

describe("a caller who gave a name and a number", () => {
  it.each([
    ["in English", ENGLISH_CALLERS, ENGLISH_AGENTS],
    ["in Spanish", SPANISH_CALLERS, SPANISH_AGENTS],
  ] as const)(
    "has both kept, whatever else they said and however the call ended, %s",
    async (_language, callers, agents) => {
      await fc.assert(
        fc.asyncProperty(callerScript(callers, agents), async (script) => {
          const { state } = (await playCall(engine, script.agent, script.lines)).last;
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
