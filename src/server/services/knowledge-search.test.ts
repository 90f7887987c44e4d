import { describe, expect, it } from "vitest";
import { serviceFact } from "../../../tests/support/knowledge-facts";
import type { KnowledgeFact } from "../../shared/api/knowledge";
import { searchKnowledge, searchKnowledgeForTurn } from "./knowledge-search";
import { knowledgeDatabaseForFile } from "./knowledge-test-support";

const knowledge = knowledgeDatabaseForFile();
const agentKnowing = knowledge.agentKnowing;
/** What the search puts first for the caller's words. */
const bestMatch = async (agentId: string, words: string) =>
  (await searchKnowledge(knowledge.db, agentId, words))[0];

const margherita = serviceFact("Margherita pizza", 14, null, { description: "Tomato, mozzarella and basil" });
const parking: KnowledgeFact = {
  kind: "policy",
  topic: "parking",
  text: "Free parking behind the building.",
};
const cards: KnowledgeFact = { kind: "policy", topic: "payment", text: "We take Visa, Mastercard and cash." };

describe("searching what an agent knows", () => {
  it("finds the menu item a caller asks the price of, though most of their words are not in it", async () => {
    const agentId = await agentKnowing([parking, margherita, cards]);
    expect(await bestMatch(agentId, "How much is a margherita?")).toMatchObject({
      source: "fact",
      fact: { name: "Margherita pizza" },
    });
  });

  it("finds a policy by its topic in either language", async () => {
    const agentId = await agentKnowing([margherita, parking, cards]);
    expect(await bestMatch(agentId, "Do you take cards?")).toMatchObject({ fact: { topic: "payment" } });
    expect(await bestMatch(agentId, "¿Dónde puedo estacionar?")).toMatchObject({
      fact: { topic: "parking" },
    });
  });

  it("finds a passage of a document, and nothing for words it does not hold", async () => {
    const agentId = await agentKnowing(
      [],
      ["Calzones are filled with ricotta and cost $12.", "We open at noon."],
    );
    const matches = await searchKnowledge(knowledge.db, agentId, "what's in a calzone");
    expect(matches[0]).toMatchObject({ source: "passage", documentName: "Menu" });
    expect(matches[0]).toHaveProperty("text", "Calzones are filled with ricotta and cost $12.");
    expect(await searchKnowledge(knowledge.db, agentId, "Do you fix cars?")).toEqual([]);
    expect(await searchKnowledge(knowledge.db, agentId, "?")).toEqual([]);
  });

  it("never finds another agent's knowledge", async () => {
    await agentKnowing([margherita]);
    const other = await agentKnowing([parking]);
    expect(await searchKnowledge(knowledge.db, other, "margherita pizza")).toEqual([]);
  });

  it("finds the same for a call's turns, through the statement kept for them, turn after turn", async () => {
    const agentId = await agentKnowing([margherita, parking, cards], ["We open at noon."]);
    const other = await agentKnowing([margherita]);
    const words = ["How much is a margherita?", "¿Dónde puedo estacionar?", "When do you open?", "Hola"];
    // More turns than the connections kept for them, so each connection runs the statement it kept.
    for (let turn = 0; turn < 12; turn++) {
      const said = words[turn % words.length]!;
      expect(await searchKnowledgeForTurn(knowledge.turnRead, agentId, said)).toEqual(
        await searchKnowledge(knowledge.db, agentId, said),
      );
    }
    expect(await searchKnowledgeForTurn(knowledge.turnRead, other, "Do you take cards?")).toEqual([]);
  });
});

describe("searching with the words callers use", () => {
  const jalapeno = serviceFact("Jalapeño poppers", 8, null, { description: "Six poppers with cream cheese" });
  const location: KnowledgeFact = {
    kind: "location",
    address: "123 Main Street",
    directions: "Next to the bank",
  };
  const delivery = "Delivery within 3 miles for a $4 fee.";
  const kids = "Menú para niños con pizza pequeña y bebida.";

  it("finds words written with or without their accents", async () => {
    const agentId = await agentKnowing([jalapeno, location, cards], [kids]);
    for (const words of ["Do you have jalapeno?", "¿Tienen jalapeño?"]) {
      expect(await bestMatch(agentId, words)).toMatchObject({ fact: { name: "Jalapeño poppers" } });
    }
    for (const words of ["niños", "ninos"]) {
      expect(await bestMatch(agentId, words)).toMatchObject({ source: "passage", text: kids });
    }
    for (const words of ["¿Cuál es la dirección?", "cual es la direccion", "Where are you?"]) {
      expect(await bestMatch(agentId, words)).toMatchObject({ fact: { kind: "location" } });
    }
  });

  it("finds a word by another form of it, in either language", async () => {
    const agentId = await agentKnowing([margherita, cards], [delivery]);
    expect(await bestMatch(agentId, "Do you deliver to my house?")).toMatchObject({
      source: "passage",
      text: delivery,
    });
    expect(await bestMatch(agentId, "how much are two margheritas")).toMatchObject({
      fact: { name: "Margherita pizza" },
    });
    expect(await bestMatch(agentId, "¿Aceptan tarjetas?")).toMatchObject({ fact: { topic: "payment" } });
  });

  it("finds nothing through the little words of a question the agent cannot answer", async () => {
    const agentId = await agentKnowing(
      [cards],
      ["Catering for parties of 20 or more.", "Reservas para grupos de seis o más personas."],
    );
    expect(await searchKnowledge(knowledge.db, agentId, "I need a plumber for my house")).toEqual([]);
    expect(await searchKnowledge(knowledge.db, agentId, "¿Venden zapatos de cuero?")).toEqual([]);
  });
});
