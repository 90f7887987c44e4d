import type { Agent } from "../../../shared/api/agents";

/** An agent of the tests: Lina of Luigi's in New York, active, with `overrides`. */
export function agentWith(overrides: Partial<Agent>): Agent {
  return {
    id: crypto.randomUUID(),
    sessionId: "",
    conversationId: "",
    phoneNumber: "+12125550100",
    numberSource: "bought",
    selectedCountry: "US",
    countryName: "United States",
    areaCode: "212",
    areaLocation: "New York, NY",
    businessName: "Luigi's",
    businessCategory: "restaurant",
    agentName: "Lina",
    agentPurpose: "Take reservations.",
    agentIntro: "",
    businessWebsite: "",
    language: "english",
    voice: "female",
    timezone: "America/New_York",
    customHours: "",
    customHoursEnabled: false,
    reputationManagement: false,
    workflowMode: false,
    reviewUrl: "",
    transferTargets: [],
    transferHours: { mode: "always" },
    status: "active",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}
