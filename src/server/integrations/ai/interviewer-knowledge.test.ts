import { describe, expect, it } from "vitest";
import { converse, last, questionsIn } from "./interviewer-test-support";

// Facts the owner gives in the chat reach the form's knowledge with the interviewer's reply, which
// says briefly what it added and goes on with the interview.

const PIZZERIA = "We're Tony's Pizza in Brooklyn, a pizzeria";
const PIZZERIA_MENU = [PIZZERIA, "margherita is $14, pepperoni $16, we deliver within 3 miles for $4"];

describe("the interviewer and the facts of the business", () => {
  it.each<[string, string[], unknown[], string]>([
    [
      "adds menu items and a delivery policy and says so, in the middle of the interview",
      PIZZERIA_MENU,
      [
        expect.objectContaining({ kind: "service", name: "Margherita", price: { from: 14, to: null } }),
        expect.objectContaining({ kind: "service", name: "Pepperoni", price: { from: 16, to: null } }),
        { kind: "policy", topic: "areas-served", text: "We deliver within 3 miles for $4." },
      ],
      "I've added 2 menu items and a delivery policy to the form.",
    ],
    [
      "says in Spanish what it added from a Spanish message",
      [
        "Somos la Panadería La Esperanza, una panadería",
        "aceptamos efectivo y tarjetas, estamos en Calle Mayor 12, junto al banco",
      ],
      [
        { kind: "policy", topic: "payment", text: "Aceptamos efectivo y tarjetas." },
        { kind: "location", address: "Calle Mayor 12", directions: "Junto al banco" },
      ],
      "He añadido al formulario una política de pago y su dirección.",
    ],
  ])("%s", (_does, messages, facts, said) => {
    const reply = last(converse(...messages));
    expect(reply.suggestedFacts).toEqual(facts);
    expect(reply.response).toContain(said);
  });

  it("goes on with the interview after the facts, which answer none of its questions", () => {
    const reply = last(converse(...PIZZERIA_MENU));
    expect(reply.response).not.toContain("didn't catch");
    // The facts answer no interview question: the purpose is still asked for.
    expect(questionsIn(reply.response)).toEqual(["What should your agent do when it answers your calls?"]);
    expect(reply.suggestedConfig?.agentPurpose).toBeUndefined();
  });

  it("does not take a list of prices for the business's name", () => {
    const [opening, price] = converse("hello", "pepperoni $16");
    expect(questionsIn(opening?.response ?? "")).toEqual(["What is the name of your business?"]);
    expect(price?.suggestedConfig?.businessName).toBeUndefined();
    expect(price?.suggestedFacts).toEqual([expect.objectContaining({ name: "Pepperoni" })]);
    expect(price?.response).toContain("I've added a service to the form.");
    expect(questionsIn(price?.response ?? "")).toEqual(["What is the name of your business?"]);
  });

  it("answers a message with no facts as before, with none", () => {
    const reply = last(converse(PIZZERIA));
    expect(reply.suggestedFacts).toBeUndefined();
    expect(reply.response).not.toContain("to the form");
  });
});
