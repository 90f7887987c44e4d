import { describe, expect, it } from "vitest";
import type { SuggestedConfig } from "../../../shared/api/assistant";
import type { ChatTurn } from "./assistant";
import { interview } from "./interviewer";
import { questionsIn } from "./interviewer-test-support";

// The interviewer as the main screen uses it: the chat opens with the screen's greeting, a first
// description with a number picked opens the form filled from what the interviewer read, and what
// the owner states in so many words wins, in any later message.

const SCREEN_GREETING: ChatTurn = {
  role: "assistant",
  content:
    "Hi! I'm your Switchboard assistant. Let's build an AI agent that answers your business calls. First pick a phone number in Agent setup: a country, an area code, then a number. Then tell me about your business: its name, what it does, and what your agent should handle on calls.",
};
// What the screen answers a first description when it opens the form instead of the interview.
const FORM_OPENED: ChatTurn = {
  role: "assistant",
  content:
    "Thanks! Let's set up the basics first: fill in the configuration form with your business category, the agent's purpose, your business name and the agent's name. Then tell me anything else your agent should know.",
};
const GREETINGS = /Hi!|Hello|¡Hola!/;

/** The owner's messages after the screen's greeting, each answered as the screen answers it. */
function chat(first: string, ...later: string[]) {
  const history: ChatTurn[] = [SCREEN_GREETING];
  const firstReply = interview({ message: first, history });
  history.push({ role: "user", content: first }, FORM_OPENED);
  const replies = later.map((message) => {
    const reply = interview({ message, history });
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.response });
    return reply;
  });
  return { firstReply, replies, last: replies.at(-1) };
}

describe("a first description fills the form", () => {
  it.each<[string, string, SuggestedConfig]>([
    [
      "a restaurant",
      "Hi! We're Luigi's Trattoria, a family Italian restaurant in Manhattan. We're open Tuesday to Sunday from 5pm to 11pm. I'd like the agent to take table reservations and answer questions about the menu.",
      {
        businessName: "Luigi's Trattoria",
        businessCategory: "restaurant",
        customHours: "Tuesday to Sunday, 5:00 PM - 11:00 PM",
        agentPurpose: "Take table reservations and answer questions about the menu",
        agentName: "Luigi's Trattoria AI Assistant",
      },
    ],
    [
      "a dental clinic",
      "Bright Smile Dental is a dental clinic in Austin. The agent should book cleanings and check-ups and answer insurance questions. Call her Emma.",
      {
        businessName: "Bright Smile Dental",
        businessCategory: "healthcare",
        agentPurpose: "Book cleanings and check-ups and answer insurance questions",
        agentName: "Emma",
      },
    ],
    [
      "a plumber",
      "I run Rapid Rooter Plumbing, an emergency plumber in Chicago, 24/7. I need someone to take service requests and schedule visits.",
      {
        businessName: "Rapid Rooter Plumbing",
        businessCategory: "construction",
        customHours: "Open 24 hours a day, 7 days a week",
        agentPurpose: "Take service requests and schedule visits",
        agentName: "Rapid Rooter Plumbing AI Assistant",
      },
    ],
    [
      "a law office",
      "Business name: Carter & Associates\nCategory: law office\nPurpose: screen new clients and book consultations\nAgent name: Emma\nHours: Monday to Friday 9am-6pm\nTime zone: Central",
      {
        businessName: "Carter & Associates",
        businessCategory: "legal",
        agentPurpose: "Screen new clients and book consultations",
        agentName: "Emma",
        customHours: "Monday to Friday, 9:00 AM - 6:00 PM",
        timezone: "America/Chicago",
      },
    ],
    [
      "a bakery described in Spanish",
      "Somos la Panadería San José, una panadería en Madrid. Abrimos de lunes a sábado de 7 a 14. Quiero que el agente tome pedidos y responda preguntas sobre los precios. Que se llame Lucía y que hable español e inglés.",
      {
        businessName: "Panadería San José",
        businessCategory: "restaurant",
        customHours: "Monday to Saturday, 7:00 AM - 2:00 PM",
        agentPurpose: "Tome pedidos y responda preguntas sobre los precios",
        agentName: "Lucía",
        language: "multilingual",
      },
    ],
  ])("for %s", (_kind, description, expected) => {
    const { firstReply } = chat(description);
    expect(firstReply.suggestedConfig).toEqual(expected);
    expect(firstReply.response).not.toMatch(GREETINGS);
  });
});

describe("explicit statements win", () => {
  const DESCRIPTION =
    "We're Tony's Pizza in Brooklyn, a pizzeria. I want it to take orders and answer questions about delivery.";

  it("a later 'Agent name: Emma' replaces the suggested name, without a second greeting", () => {
    const { last } = chat(DESCRIPTION, "Agent name: Emma");
    expect(last?.suggestedConfig?.agentName).toBe("Emma");
    expect(last?.response).toContain("agent name: Emma");
    expect(last?.response).not.toMatch(GREETINGS);
  });

  it("a stated purpose on a second try replaces the purpose read from the description", () => {
    const { replies } = chat(
      DESCRIPTION,
      "ok",
      "Purpose: take orders for pickup only. The agent should be called Emma",
    );
    expect(replies[1]?.suggestedConfig).toMatchObject({
      agentPurpose: "Take orders for pickup only",
      agentName: "Emma",
    });
    for (const reply of replies) expect(reply.response).not.toMatch(GREETINGS);
  });

  it("a stated category replaces the one a description named first", () => {
    const { firstReply, last } = chat(
      "Carter & Associates is a consulting and law practice. It should book consultations.",
      "Category: legal",
    );
    expect(firstReply.suggestedConfig?.businessCategory).toBe("consulting");
    expect(last?.suggestedConfig?.businessCategory).toBe("legal");
  });

  it("a label in the same message wins over what the description suggests", () => {
    const { firstReply } = chat(
      "We're Tony's Pizza, a pizzeria in Brooklyn. Business name: Tony's Pizzeria Napoletana. Agent name: Emma",
    );
    expect(firstReply.suggestedConfig).toMatchObject({
      businessName: "Tony's Pizzeria Napoletana",
      agentName: "Emma",
    });
  });

  it("a statement made while another question is open is not taken as its answer", () => {
    const reply = interview({
      message: "Agent name: Emma",
      history: [
        SCREEN_GREETING,
        { role: "user", content: "Hello there" },
        { role: "assistant", content: "What is the name of your business?" },
      ],
    });
    expect(reply.suggestedConfig).toEqual({ agentName: "Emma" });
    expect(questionsIn(reply.response)).toEqual(["What is the name of your business?"]);
  });
});

describe("the greeting", () => {
  it("appears once: a message that says nothing new mid-conversation gets the next question alone", () => {
    const { replies } = chat("We're Harbor Lights", "ok", "hello?", "Hi");
    for (const reply of replies) {
      expect(reply.response).not.toMatch(GREETINGS);
      expect(questionsIn(reply.response)).toEqual(["What kind of business is it?"]);
    }
  });

  it("is the interviewer's own only when nothing was said before", () => {
    expect(interview({ message: "Hello", history: [] }).response).toMatch(/^Hi!/);
    expect(interview({ message: "Hello", history: [SCREEN_GREETING] }).response).not.toMatch(GREETINGS);
  });
});
