import { type Agent, NEW_AGENT_DEFAULTS } from "../../../shared/api/agents";

/** An agent of the tests: Lina of Luigi's in New York, active, with a new agent's defaults and `overrides`. */
export function agentWith(overrides: Partial<Agent>): Agent {
  return {
    ...NEW_AGENT_DEFAULTS,
    id: crypto.randomUUID(),
    phoneNumber: "+12125550100",
    selectedCountry: "US",
    countryName: "United States",
    areaCode: "212",
    areaLocation: "New York, NY",
    businessName: "Luigi's",
    businessCategory: "restaurant",
    agentName: "Lina",
    agentPurpose: "Take reservations.",
    status: "active",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}
