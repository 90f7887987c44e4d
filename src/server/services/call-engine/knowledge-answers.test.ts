import { describe, expect, it } from "vitest";
import type { KnowledgeFactInput, StoredKnowledgeFact } from "../../../shared/api/knowledge";
import { KnowledgeFactSchema } from "../../../shared/api/knowledge";
import { UNKNOWN_ANSWER } from "../../../shared/catalog/knowledge";
import { agentProfile, playCall } from "./engine-test-support";
import { answerFromKnowledge } from "./knowledge-answers";
import { createOfflineEngine } from "./offline-engine";
import type { KnowledgeMatch } from "./types";

// The caller's question answered from what the agent knows: the matches the search found, quoted
// exactly, only when they answer what was asked.

const engine = createOfflineEngine();
let ids = 0;
const fact = (input: KnowledgeFactInput): KnowledgeMatch => ({
  source: "fact",
  fact: { id: `fact-${++ids}`, ...KnowledgeFactSchema.parse(input) } as StoredKnowledgeFact,
});

const margherita = fact({ kind: "service", name: "Margherita pizza", price: { from: 14 } });
const calzone = fact({
  kind: "service",
  name: "Calzone",
  price: { from: 12.5 },
  availability: "weekends only",
});
const cleaning = fact({
  kind: "service",
  name: "Teeth cleaning",
  price: { from: 80, to: 120 },
  durationMinutes: 45,
});
const parking = fact({
  kind: "policy",
  topic: "parking",
  text: "Free parking in the lot behind the building.",
});
const delivery = fact({ kind: "faq", question: "Do you deliver?", answer: "Yes, within 3 miles, $4 fee." });
const owner = fact({ kind: "staff", name: "Tony Russo", role: "Owner and head chef" });
const address = fact({
  kind: "location",
  address: "214 Court Street, Brooklyn",
  directions: "Across from the F train's Carroll Street exit.",
});
const us = agentProfile();
const answer = (matches: KnowledgeMatch[], words: string, language: "english" | "spanish" = "english") =>
  answerFromKnowledge(matches, words, us, language);

describe("an answer from what the agent knows", () => {
  it("says a price exactly as stored, in the agent's country's currency", () => {
    expect(answer([margherita], "How much is a margherita?")).toMatchObject({
      kind: "answered",
      say: "Margherita pizza is $14.",
    });
    expect(answer([calzone], "what's a calzone cost?")).toMatchObject({
      say: "Calzone is $12.50. Weekends only.",
    });
    expect(answer([cleaning], "how much do you charge for a cleaning?")).toMatchObject({
      say: "Teeth cleaning is from $80 to $120.",
    });
    const london = agentProfile({ selectedCountry: "GB" });
    expect(answerFromKnowledge([margherita], "how much is a margherita", london, "english")).toMatchObject({
      say: "Margherita pizza is £14.",
    });
  });

  it("frames the owner's words in Spanish for a Spanish call", () => {
    expect(answer([cleaning], "¿Cuánto cuesta la limpieza de teeth cleaning?", "spanish")).toMatchObject({
      say: "Teeth cleaning cuesta entre $80 y $120.",
    });
    expect(answer([address], "¿dónde están ubicados?", "spanish")).toMatchObject({
      say: "Estamos en 214 Court Street, Brooklyn.",
    });
  });

  it("says how long it takes when asked, and yes to what the business does", () => {
    expect(answer([cleaning], "How long does a teeth cleaning take?")).toMatchObject({
      say: "Teeth cleaning takes about 45 minutes.",
    });
    expect(answer([cleaning], "Do you do teeth cleaning?")).toMatchObject({
      say: "Yes, we offer Teeth cleaning. It's from $80 to $120.",
    });
  });

  it("does not say yes to a thing the business has only part of", () => {
    // At Tony's Pizza, "pizza" says nothing of which one.
    expect(answer([margherita], "Do you do gluten-free pizza?")).toEqual({ kind: "not-known", closest: "" });
    expect(answer([calzone], "Do you have a spinach calzone?")).toEqual({
      kind: "not-known",
      closest: "What I can tell you is that we have Calzone, at $12.50.",
    });
  });

  it("answers from a question and answer, a policy, the staff and the address", () => {
    expect(answer([delivery], "do you guys deliver?")).toMatchObject({ say: "Yes, within 3 miles, $4 fee." });
    // Whether Park Slope is within 3 miles the agent cannot say: it says what it knows, and that it does not know.
    expect(answer([delivery], "do you guys deliver to Park Slope?")).toMatchObject({
      kind: "not-known",
      closest: "What I can tell you is this: Yes, within 3 miles, $4 fee.",
    });
    expect(answer([parking], "Where can I park?")).toMatchObject({
      say: "Free parking in the lot behind the building.",
    });
    expect(answer([owner], "who's the owner?")).toMatchObject({
      say: "Tony Russo is our owner and head chef.",
    });
    expect(answer([address], "how do I get there from the train?")).toMatchObject({
      say: "We're at 214 Court Street, Brooklyn. Across from the F train's Carroll Street exit.",
    });
  });

  it("reads the lines of a passage that answer, not the whole passage", () => {
    const priceList: KnowledgeMatch = {
      source: "passage",
      documentName: "Lista de precios",
      text: "Conchas ........ $12 la docena\nTres leches (entero) ..... $38\nBolillos ...... $6 la docena",
    };
    expect(answer([priceList], "¿Cuánto cuesta el pastel de tres leches?", "spanish")).toMatchObject({
      say: "Esto es lo que tengo: Tres leches (entero), $38.",
    });
  });

  it("knows nothing of what no match speaks of", () => {
    expect(answer([margherita, parking], "Do you take Amex?").kind).toBe("not-known");
    expect(answer([], "Do you have vegan cheese?").kind).toBe("not-known");
  });
});

describe("a call that asks what the agent knows", () => {
  it("answers at the top of the call, then asks what else", async () => {
    const call = await playCall(engine, agentProfile(), ["Hi, how much is a margherita pizza?"], {
      knowledge: [margherita, calzone],
    });
    expect(call.last.say).toBe("Margherita pizza is $14. Is there anything else I can help you with?");
  });

  it("answers in the middle of a message, then asks its question again", async () => {
    const call = await playCall(
      engine,
      agentProfile(),
      ["I'd like to leave a message", "Actually, where can I park?"],
      { knowledge: [parking] },
    );
    expect(call.last.say).toBe("Free parking in the lot behind the building. May I have your name, please?");
  });

  it("says it does not know, keeps the question and takes a message about it", async () => {
    const question = "Do you take Amex?";
    const call = await playCall(
      engine,
      agentProfile(),
      [question, "Maria Lopez", "Yes", "Please pass it on"],
      {
        knowledge: [margherita],
      },
    );
    expect(call.replies[0]).toBe(`${UNKNOWN_ANSWER.english} May I have your name, please?`);
    expect(call.last.state.unansweredQuestions).toEqual([question]);
    expect(call.last.state.message?.reason).toContain("Amex");
  });

  it("says it does not know in Spanish, and keeps a question asked while taking a name", async () => {
    const agent = agentProfile({ language: "spanish" });
    const call = await playCall(engine, agent, [
      "Quiero dejar un mensaje",
      "¿Aceptan tarjeta American Express?",
    ]);
    expect(call.last.say).toContain(UNKNOWN_ANSWER.spanish);
    expect(call.last.say).toMatch(/nombre/);
    expect(call.last.state.unansweredQuestions).toEqual(["¿Aceptan tarjeta American Express?"]);
  });

  it("takes a name, a number or a statement as what they are, not as questions", async () => {
    const call = await playCall(engine, agentProfile(), [
      "I'd like to leave a message",
      "Maria Lopez",
      "Yes",
      "I want to know if my order from last night can be refunded",
    ]);
    expect(call.last.state.message?.callerName).toBe("Maria Lopez");
    expect(call.last.state.unansweredQuestions ?? []).toEqual([]);
  });
});

describe("an answer from what the owner's purpose states", () => {
  const clinic = agentProfile({
    businessName: "Harbor Family Dental",
    businessCategory: "healthcare",
    agentPurpose:
      "Book cleanings and check-ups. Tell callers with a broken tooth to come in first thing. We accept Delta Dental, MetLife and Cigna.",
  });

  it("answers from a sentence that states a fact of the business", async () => {
    const call = await playCall(createOfflineEngine(), clinic, ["Do you take Cigna?"]);
    expect(call.last.say).toContain("We accept Delta Dental, MetLife and Cigna.");
  });

  it("never reads the agent's own instructions to a caller", async () => {
    const call = await playCall(createOfflineEngine(), clinic, [
      "What do you tell callers with a broken tooth?",
    ]);
    expect(call.last.say).not.toContain("Tell callers");
    expect(call.last.say).not.toContain("first thing");
  });
});
