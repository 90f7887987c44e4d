import { describe, expect, it } from "vitest";
import type { Conversation } from "../../../shared/api/conversations";
import { createChatMessage } from "../chat/chat-messages";
import {
  conversationMatchesSearch,
  conversationTitle,
  normalizeSearch,
  templatesMatchingSearch,
} from "./sidebar-search";

const conversation: Conversation = {
  id: "c1",
  sessionId: "s1",
  phoneNumber: "+12125550100",
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

describe("sidebar search (spec 000 §2)", () => {
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

  it("names a conversation after the owner's first message, shortened", () => {
    expect(conversationTitle(conversation)).toBe(
      "We run a small bakery in Queens that also does wedding cake…",
    );
    expect(conversationTitle({ ...conversation, messages: [] })).toBe("(212) 555-0100");
  });
});
