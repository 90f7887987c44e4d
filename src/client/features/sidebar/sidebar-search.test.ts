import { describe, expect, it } from "vitest";
import type { Conversation } from "../../../shared/api/conversations";
import { agentWith } from "../agent-builder/agent-test-support";
import { createChatMessage } from "../chat/chat-messages";
import {
  agentMatchesSearch,
  conversationMatchesSearch,
  conversationTitle,
  normalizeSearch,
  templatesMatchingSearch,
} from "./sidebar-search";

const conversation: Conversation = {
  id: "c1",
  sessionId: "s1",
  phoneNumber: "+12125550100",
  numberSource: "bought",
  selectedCountry: "US",
  countryName: "United States",
  areaCode: "212",
  areaLocation: "New York, NY",
  messages: [
    createChatMessage("assistant", "Hi! Tell me about your business."),
    createChatMessage("user", "We run a small bakery in Queens that also does wedding cakes to order."),
  ],
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

describe("sidebar search", () => {
  it("finds conversations by what was said, the number as written and the place", () => {
    expect(conversationMatchesSearch(conversation, normalizeSearch("  BAKERY "))).toBe(true);
    expect(conversationMatchesSearch(conversation, normalizeSearch("(212) 555"))).toBe(true);
    expect(conversationMatchesSearch(conversation, normalizeSearch("new york"))).toBe(true);
    expect(conversationMatchesSearch(conversation, normalizeSearch("plumber"))).toBe(false);
    expect(conversationMatchesSearch(conversation, "")).toBe(true);
  });

  it("finds templates only for a non-empty search", () => {
    expect(templatesMatchingSearch("")).toEqual([]);
    expect(templatesMatchingSearch("restaurant").map((template) => template.id)).toContain("restaurant");
  });

  it("finds agents by their kind of business as owners name it, in English or Spanish", () => {
    const dentist = agentWith({
      agentName: "Maya",
      businessName: "Bright Smile",
      businessCategory: "healthcare",
    });
    const trattoria = agentWith({
      agentName: "Lina",
      businessName: "Luigi's",
      businessCategory: "restaurant",
    });
    const matching = (search: string) =>
      [dentist, trattoria]
        .filter((agent) => agentMatchesSearch(agent, normalizeSearch(search)))
        .map((agent) => agent.agentName);
    expect(matching("dental")).toEqual(["Maya"]);
    expect(matching("Dent")).toEqual(["Maya"]);
    expect(matching("a dental clinic")).toEqual(["Maya"]);
    expect(matching("clínica")).toEqual(["Maya"]);
    expect(matching("pizzeria")).toEqual(["Lina"]);
    expect(matching("plumber")).toEqual([]);
    // Two letters begin too many kinds to name one: only the names count.
    expect(matching("li")).toEqual(["Lina"]);
    expect(templatesMatchingSearch("dentist").map((template) => template.category)).toContain("healthcare");
  });

  it("names a conversation after the owner's first message, shortened", () => {
    expect(conversationTitle(conversation)).toBe(
      "We run a small bakery in Queens that also does wedding cake…",
    );
    expect(conversationTitle({ ...conversation, messages: [] })).toBe("(212) 555-0100");
  });
});
