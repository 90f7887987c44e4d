import { describe, expect, it } from "vitest";
import type { SuggestedConfig } from "../../../shared/api/assistant";
import { explicitStatements, explicitStatementsOf, labelledStatements } from "./explicit-statements";

// What an owner states in so many words, which wins over anything read between the lines.

describe("the owner's explicit statements", () => {
  it.each<[string, SuggestedConfig]>([
    ["Agent name: Emma", { agentName: "Emma" }],
    ["agent name: emma", { agentName: "Emma" }],
    ["Agent's name: Emma.", { agentName: "Emma" }],
    ["ok so the agent name: Emma", { agentName: "Emma" }],
    ["Business name: Carter & Associates, a law firm downtown", { businessName: "Carter & Associates" }],
    [
      "Agent name: Emma, purpose: take bookings and answer questions about prices",
      { agentName: "Emma", agentPurpose: "Take bookings and answer questions about prices" },
    ],
    [
      "Business name: Rapid Rooter Plumbing\nCategory: plumber\nPurpose: take service requests and schedule visits\nAgent name: Max\nHours: Mon-Fri 8am-6pm\nWebsite: rapidrooter.example.com",
      {
        businessName: "Rapid Rooter Plumbing",
        businessCategory: "construction",
        agentPurpose: "Take service requests and schedule visits",
        agentName: "Max",
        customHours: "Monday to Friday, 8:00 AM - 6:00 PM",
        businessWebsite: "rapidrooter.example.com",
      },
    ],
    ["Category: Real Estate", { businessCategory: "real-estate" }],
    ["Category: legal", { businessCategory: "legal" }],
    ["Our hours are 9am to 5pm Monday to Friday.", { customHours: "Monday to Friday, 9:00 AM - 5:00 PM" }],
    ["Our hours are 9 to 5.", { customHours: "9:00 AM - 5:00 PM" }],
    [
      'Greeting: "Thanks for calling Bright Smile, this is Emma."',
      { agentIntro: "Thanks for calling Bright Smile, this is Emma." },
    ],
    [
      "Nombre del agente: Lucía. Horario: de lunes a viernes de 9 a 6",
      { agentName: "Lucía", customHours: "Monday to Friday, 9:00 AM - 6:00 PM" },
    ],
    ["Language: Spanish", { language: "spanish" }],
    ["Languages: English and Spanish", { language: "multilingual" }],
    ["Timezone: Central", { timezone: "America/Chicago" }],
    ["Zona horaria: Madrid", { timezone: "Europe/Madrid" }],
    ["Time zone: America/Los_Angeles", { timezone: "America/Los_Angeles" }],
    [
      "The agent should speak Spanish and English. We're on Pacific time.",
      { language: "multilingual", timezone: "America/Los_Angeles" },
    ],
  ])("reads %j", (text, expected) => {
    expect(labelledStatements(text)).toEqual(expected);
  });

  it.each([
    "The business is open late on Fridays.",
    "We're a bakery in Austin and we need help with the phones.",
    "Our agent will be busy; please be quick.",
    "Tony's Pizza, open 11 to 10",
    "Many of our customers speak Spanish.",
    "Tony's Pizza - a family business - open daily",
    "A note to the agent: be polite.",
    "Business: we sell pizza and pasta.",
  ])("finds no label in %j", (text) => {
    expect(labelledStatements(text)).toEqual({});
  });

  it.each<[string, string]>([
    ["Call her Emma.", "Emma"],
    ["The agent should be called Emma", "Emma"],
    ["Please name the agent Emma and make it friendly", "Emma"],
    ["Agent name: Emma", "Emma"],
  ])("takes the agent's name from %j", (text, name) => {
    expect(explicitStatements(text).agentName).toBe(name);
  });

  it("lets a later message's statement replace an earlier one, and keeps what no later message restates", () => {
    expect(
      explicitStatementsOf(["Agent name: Sofia. Purpose: take orders", "Actually, agent name: Emma"]),
    ).toEqual({ agentName: "Emma", agentPurpose: "Take orders" });
  });
});
