import { describe, expect, it } from "vitest";
import { createOwner, type Owner, testAppForFile } from "../support/test-app";

// POST /api/ai-response as the main screen calls it: every chat opens with the screen's greeting, a
// first description is read into the form, and what the owner states in so many words wins. Facts
// about the business in the owner's message come back for the form's knowledge, with the reply's
// word on what was added.

const t = testAppForFile();

const SCREEN_GREETING =
  "Hi! I'm your Switchboard assistant. Let's build an AI agent that answers your business calls. First pick a phone number in Agent setup: a country, an area code, then a number. Then tell me about your business: its name, what it does, and what your agent should handle on calls.";
const FORM_OPENED =
  "Thanks! Let's set up the basics first: fill in the configuration form with your business category, the agent's purpose, your business name and the agent's name. Then tell me anything else your agent should know.";

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
    statedFields?: string[];
    suggestedFacts?: unknown[];
  };
}

describe("POST /api/ai-response on the main screen", () => {
  it("reads a first description into the configuration the form opens with", async () => {
    const owner = await createOwner(t);
    const reply = await ask(
      owner,
      "Bright Smile Dental is a dental clinic in Austin, open Monday to Friday 8am-5pm. The agent should book cleanings and answer insurance questions. Call her Emma.",
      [{ role: "assistant", content: SCREEN_GREETING }],
    );
    expect(reply.suggestedConfig).toEqual({
      businessName: "Bright Smile Dental",
      businessCategory: "healthcare",
      customHours: "Monday to Friday, 8:00 AM - 5:00 PM",
      agentPurpose: "Book cleanings and answer insurance questions",
      agentName: "Emma",
    });
    expect(reply.statedFields).toEqual(["agentName"]);
    expect(reply.response).not.toMatch(/^Hi!/);
  });

  it("lets a later 'Agent name: Emma' win, names it as stated each time, and greets no more", async () => {
    const owner = await createOwner(t);
    const history: Turn[] = [
      { role: "assistant", content: SCREEN_GREETING },
      { role: "user", content: "We're Tony's Pizza in Brooklyn, a pizzeria. I want it to take orders." },
      { role: "assistant", content: FORM_OPENED },
    ];
    const named = await ask(owner, "Agent name: Emma", history);
    expect(named.suggestedConfig?.agentName).toBe("Emma");
    expect(named.statedFields).toEqual(["agentName"]);
    expect(named.response).not.toMatch(/Hi!|Hello/);

    history.push(
      { role: "user", content: "Agent name: Emma" },
      { role: "assistant", content: named.response },
    );
    const purpose = await ask(
      owner,
      "Purpose: take orders for pickup and answer questions about the menu",
      history,
    );
    expect(purpose.suggestedConfig).toMatchObject({
      agentName: "Emma",
      agentPurpose: "Take orders for pickup and answer questions about the menu",
    });
    expect(purpose.statedFields).toEqual(["agentPurpose"]);

    // Said again after the owner changed the form: still stated, so the form takes it again.
    history.push(
      { role: "user", content: "Purpose: take orders for pickup and answer questions about the menu" },
      { role: "assistant", content: purpose.response },
    );
    const again = await ask(owner, "Agent name: Emma", history);
    expect(again.statedFields).toEqual(["agentName"]);
    expect(again.response).not.toMatch(/Hi!|Hello/);
  });

  it("answers a bare hello mid-conversation with the next question, not a second greeting", async () => {
    const owner = await createOwner(t);
    const reply = await ask(owner, "hello", [
      { role: "assistant", content: SCREEN_GREETING },
      { role: "user", content: "We're Harbor Lights" },
      { role: "assistant", content: FORM_OPENED },
    ]);
    expect(reply.response).toBe(
      "What kind of business is it? For example a restaurant, a shop, a clinic, a salon or a law firm.",
    );
  });
});

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
