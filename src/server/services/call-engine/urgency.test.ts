import { describe, expect, it } from "vitest";
import { agentProfile, CALLER_NUMBER, itPlaysEach, PLUMBER, playCall } from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";

// A caller reporting an emergency hears what to do first (the emergency number, the owner's
// instruction, an emergency vet), then gives an urgent message: name, number, and an address when
// the business comes out; never a preferred day and time.

const engine = createOfflineEngine();
const DAY_AND_TIME = /what day and time|qué día/i;

const lawFirm = agentProfile({
  businessName: "Okafor Law",
  businessCategory: "legal",
  agentPurpose: "Take messages for the attorneys.",
});
const clinic = (selectedCountry: string) =>
  agentProfile({
    businessName: "Family Clinic",
    businessCategory: "healthcare",
    agentPurpose: "Take appointment requests for the doctors.",
    language: "multilingual",
    selectedCountry,
  });

describe("an emergency call to the built-in engine", () => {
  it("gives the owner's instruction, then takes an urgent message with the address, never a day and time", async () => {
    const call = await playCall(engine, PLUMBER, [
      "Yeah hi, I've got a pipe that burst in my basement, there's water everywhere.",
      "Should I turn off the water?",
      "It's Derek Simmons, 212-555-0177.",
      "4410 Elm Street.",
    ]);
    const [first, question, details, address] = call.replies;
    expect(first).toContain("Please shut off the main water valve.");
    expect(first).toContain("Our on-call plumber will call back within 30 minutes.");
    expect(first).toMatch(/urgent/);
    expect(first).toContain("May I have your name");
    expect(question).toContain("main water valve");
    expect(details).toContain("address");
    expect(address).toContain("marked your message as urgent");
    for (const reply of call.replies) expect(reply).not.toMatch(DAY_AND_TIME);
    const message = call.last.state.message;
    expect(message).toMatchObject({ callerName: "Derek Simmons", urgent: true });
    expect(message?.callbackNumber.replace(/\D/g, "")).toBe("2125550177");
    expect(message?.reason).toMatch(/^I've got a pipe that burst in my basement, there's water everywhere\./);
    expect(message?.reason).toContain("Address: 4410 Elm Street");
  });

  itPlaysEach([
    {
      does: "without an instruction, says it will mark the message urgent and asks only for the name and number",
      agent: lawFirm,
      caller: ["My son was arrested last night, I need a lawyer now", "Maria Lopez", "Yes"],
      replies: {
        0: expect.stringContaining("I'm marking this as urgent so Okafor Law can call you back"),
        1: expect.stringContaining("the number you're calling from"),
      },
      state: {
        message: expect.objectContaining({
          callerName: "Maria Lopez",
          callbackNumber: CALLER_NUMBER,
          urgent: true,
          reason: expect.stringMatching(/^My son was arrested last night/),
        }),
      },
    },
  ]);

  it.each([
    ["US", "call 911 right now"],
    ["GB", "call 999 or 112 right now"],
    ["AU", "call 000 right now"],
  ])(
    "tells a caller with chest pain to call the emergency number of the agent's country (%s) first",
    async (country, advice) => {
      const call = await playCall(engine, clinic(country), [
        "My husband is having chest pain and his left arm is numb",
      ]);
      expect(call.replies[0]).toMatch(
        new RegExp(`^This sounds like a medical emergency\\. Please hang up and ${advice}\\.`),
      );
    },
  );

  itPlaysEach([
    {
      does: "tells a Spanish-speaking caller who cannot breathe to call 911, in Spanish",
      agent: clinic("US"),
      caller: ["Por favor, mi hijo no puede respirar bien, tiene los labios morados."],
      replies: { 0: expect.stringContaining("Por favor, cuelgue y llame al 911 ahora mismo.") },
      language: "spanish",
    },
    {
      does: "urges an emergency vet when the owner gave no emergency line",
      agent: agentProfile({
        businessName: "Lakeside Vets",
        businessCategory: "healthcare",
        agentPurpose: "Book appointments for dogs and cats.",
      }),
      caller: ["My dog just ate a whole bar of dark chocolate!"],
      replies: { 0: expect.stringContaining("nearest emergency vet") },
    },
    {
      does: "keeps an emergency the caller hung up after as an urgent partial message",
      agent: PLUMBER,
      caller: [
        "Hi, um, sewage is coming up through the drain in my basement floor!",
        "My name is Omar Haddad.",
      ],
      kept: expect.objectContaining({
        callerName: "Omar Haddad",
        callbackNumber: CALLER_NUMBER,
        partial: true,
        urgent: true,
      }),
    },
    {
      does: "leaves a booking under way for the emergency, keeping the name already given",
      agent: agentProfile({
        businessName: "Harbor Dental",
        businessCategory: "healthcare",
        agentPurpose: "Book cleanings and check-ups.",
        workflowMode: true,
      }),
      caller: [
        "I'd like to book a check-up. My name is Ana Ruiz.",
        "Actually my daughter just knocked out her front tooth!",
      ],
      replies: {
        1: [
          expect.stringMatching(/urgent/),
          expect.not.stringMatching(DAY_AND_TIME),
          expect.not.stringContaining("May I have your name"),
        ],
      },
      state: {
        message: expect.objectContaining({
          callerName: "Ana Ruiz",
          urgent: true,
          reason: expect.stringContaining("knocked out her front tooth"),
        }),
      },
    },
    {
      does: "answers a question about an emergency fee without treating it as an emergency",
      agent: PLUMBER,
      caller: ["Is there an emergency fee if you come out at night?"],
      replies: { 0: expect.not.stringMatching(/urgent|main water valve/i) },
    },
  ]);
});
