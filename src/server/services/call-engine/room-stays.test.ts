import { describe, expect } from "vitest";
import { agentProfile, itemWith, itPlaysEach } from "./engine-test-support";

// A hotel, inn or holiday rental takes its guests' stays: the nights and the number of guests,
// never a question of where they would like to travel.

const INN = agentProfile({
  businessName: "Seaside Inn",
  businessCategory: "travel",
  agentName: "Maya",
  agentPurpose: "Take room reservation requests and messages for the front desk.",
  workflowMode: true,
  customHours: "Every day 7am-11pm",
});
const POSADA = { ...INN, language: "spanish" as const, businessName: "Posada del Mar" };

describe("a stay at a hotel or inn", () => {
  itPlaysEach([
    {
      does: "asks for the nights and the guests of a room, not where the caller would like to go",
      agent: INN,
      caller: ["Hi, I'd like to book a room please", "This Friday and Saturday", "Two of us"],
      replies: {
        0: expect.stringMatching(/which nights/i),
        1: expect.stringMatching(/how many guests/i),
        2: expect.stringMatching(/name/i),
      },
    },
    {
      does: "reads the stay back and keeps it for the front desk",
      agent: INN,
      caller: ["I need a room for two nights from Friday", "3 guests", "Dana Whitfield", "Yes"],
      state: {
        workflowItems: [
          itemWith({ partySize: "3", name: "Dana Whitfield", when: expect.stringMatching(/friday/i) }),
        ],
      },
    },
    {
      does: "takes a Spanish-speaking guest's stay in Spanish",
      agent: POSADA,
      caller: ["Buenas, quisiera una habitación", "El sábado", "Somos cuatro"],
      replies: {
        0: expect.stringMatching(/qué noches/i),
        1: expect.stringMatching(/cuántos huéspedes/i),
      },
      language: "spanish",
    },
    {
      does: "still asks a travel agency's caller where they would like to go for a trip",
      agent: { ...INN, businessName: "Blue Horizon Travel", agentPurpose: "Help clients plan trips." },
      caller: ["I'd like to book a trip for the summer"],
      replies: { 0: expect.stringMatching(/where would you like to go/i) },
    },
  ]);
});
