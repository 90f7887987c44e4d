import { describe, expect, it } from "vitest";
import type { CallSummary } from "../../../shared/api/calls";
import { callMatchesSearch, messageTextOf } from "./call-search";

const phoneCall: CallSummary = {
  id: "c1",
  agentId: "a1",
  agentName: "Lina",
  businessName: "Luigi's Trattoria",
  agentNumber: "+12125550100",
  source: "phone",
  callerNumber: "+13105550199",
  startedAt: "2025-03-01T10:00:00.000Z",
  endedAt: "2025-03-01T10:01:30.000Z",
  durationSeconds: 90,
  language: "english",
  status: "completed",
  messageTaken: true,
  urgentMessage: false,
  cost: { voice: 0.02, ai: 0.2, sms: 0, workflow: 0, total: 0.22, unpaid: 0 },
};
const testCall: CallSummary = { ...phoneCall, id: "c2", source: "test", callerNumber: "browser" };

describe("searching the call log", () => {
  it("keeps every call for an empty search", () => {
    expect(callMatchesSearch(phoneCall, "   ")).toBe(true);
  });

  it("finds calls by agent or business name, ignoring case", () => {
    expect(callMatchesSearch(phoneCall, "lina")).toBe(true);
    expect(callMatchesSearch(phoneCall, "TRATTORIA")).toBe(true);
    expect(callMatchesSearch(phoneCall, "pizza")).toBe(false);
  });

  it("finds calls by caller number written in any format", () => {
    expect(callMatchesSearch(phoneCall, "+1310555")).toBe(true);
    expect(callMatchesSearch(phoneCall, "(310) 555-0199")).toBe(true);
    expect(callMatchesSearch(phoneCall, "310 555")).toBe(true);
    expect(callMatchesSearch(phoneCall, "212 555")).toBe(false);
  });

  it("does not match short or mixed queries digit by digit", () => {
    expect(callMatchesSearch(phoneCall, "9 9")).toBe(false);
    expect(callMatchesSearch(phoneCall, "room 310")).toBe(false);
  });

  it("finds test calls by their browser caller", () => {
    expect(callMatchesSearch(testCall, "browser")).toBe(true);
  });

  it("finds calls by the message they took", () => {
    const message = messageTextOf({
      callerName: "Ada Lovelace",
      callbackNumber: "+13105550123",
      reason: "Book a table for six",
    });
    expect(callMatchesSearch(phoneCall, "table for six", message)).toBe(true);
    expect(callMatchesSearch(phoneCall, "ada", message)).toBe(true);
    expect(callMatchesSearch(phoneCall, "table for six")).toBe(false);
    expect(messageTextOf(null)).toBe("");
  });

  it("finds calls by the questions their message passed to the team", () => {
    const message = messageTextOf({
      callerName: "Ada Lovelace",
      callbackNumber: "+13105550123",
      reason: "Call back about a table",
      unansweredQuestions: ["Do you take Amex?"],
    });
    expect(callMatchesSearch(phoneCall, "amex", message)).toBe(true);
  });
});
