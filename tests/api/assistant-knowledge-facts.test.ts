import { describe, expect, it } from "vitest";
import { createOwner, type Owner, testAppForFile } from "../support/test-app";

// POST /api/ai-response: facts about the business in the owner's message come back for the form's
// knowledge, with the reply's word on what was added.

const t = testAppForFile();

type Turn = { role: "user" | "assistant"; content: string };

async function ask(owner: Owner, message: string, conversationHistory: Turn[]) {
  const response = await owner.post("/api/ai-response", {
    message,
    phoneNumber: "+12125550100",
    conversationHistory,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    response: string;
    suggestedConfig?: Record<string, string>;
    suggestedFacts?: unknown[];
  };
}

describe("POST /api/ai-response with facts about the business", () => {
  it("answers the margherita sentence with two menu items and a delivery policy", async () => {
    const owner = await createOwner(t);
    const reply = await ask(owner, "margherita is $14, pepperoni $16, we deliver within 3 miles for $4", [
      { role: "user", content: "We're Tony's Pizza in Brooklyn, a pizzeria" },
      { role: "assistant", content: "What should your agent do when it answers your calls?" },
    ]);
    expect(reply.suggestedFacts).toEqual([
      {
        kind: "service",
        name: "Margherita",
        description: "",
        price: { from: 14, to: null },
        durationMinutes: null,
        availability: "",
      },
      {
        kind: "service",
        name: "Pepperoni",
        description: "",
        price: { from: 16, to: null },
        durationMinutes: null,
        availability: "",
      },
      { kind: "policy", topic: "areas-served", text: "We deliver within 3 miles for $4." },
    ]);
    expect(reply.response).toContain("I've added 2 menu items and a delivery policy to the form.");
    expect(reply.suggestedConfig).toMatchObject({
      businessName: "Tony's Pizza",
      businessCategory: "restaurant",
    });
  });

  it("answers a message without facts with none", async () => {
    const owner = await createOwner(t);
    const reply = await ask(owner, "We're Tony's Pizza in Brooklyn, a pizzeria", []);
    expect(reply).not.toHaveProperty("suggestedFacts");
  });
});
