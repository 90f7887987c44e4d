import { describe, expect, it } from "vitest";
import { AGENT_BEING_CREATED_PHRASE } from "../../../shared/catalog/agents";
import { CREATION_QUESTION } from "./creation-consent";
import { interview } from "./interviewer";
import { converse, FEE_QUESTION, last, questionsIn } from "./interviewer-test-support";

// How the built-in interviewer leads the conversation, in English and in Spanish.

describe("the built-in interviewer's conversation", () => {
  it("greets, asks one question at a time, asks before taking the fee, and announces only after a yes", () => {
    const replies = converse(
      "Hello",
      "Tony's Pizza",
      "Take orders and answer questions about delivery",
      "Yes",
      "Yes, create it",
    );

    expect(replies[0]?.response).toMatch(/^Hi!/);
    expect(questionsIn(replies[0]!.response)).toEqual(["What is the name of your business?"]);
    expect(replies[0]?.suggestedConfig).toBeUndefined();
    // "Pizza" says what kind of business it is, so the next question is the purpose.
    expect(replies[1]?.suggestedConfig).toMatchObject({
      businessName: "Tony's Pizza",
      businessCategory: "restaurant",
    });
    expect(questionsIn(replies[1]!.response)).toEqual([
      "What should your agent do when it answers your calls?",
    ]);
    expect(replies[2]?.suggestedConfig?.agentPurpose).toBe("Take orders and answer questions about delivery");
    expect(questionsIn(replies[2]!.response)).toEqual([
      "Does that name work, or would you like a different one?",
    ]);

    for (const reply of replies.slice(0, 4)) expect(reply.response).not.toContain(AGENT_BEING_CREATED_PHRASE);
    expect(replies[3]?.response).toBe(
      `Your agent "Tony's Pizza AI Assistant" for Tony's Pizza is ready. ${FEE_QUESTION}`,
    );
    expect(CREATION_QUESTION.english).toBe(FEE_QUESTION);
    expect(last(replies).response).toContain(AGENT_BEING_CREATED_PHRASE);
    expect(questionsIn(last(replies).response)).toEqual([]);
    expect(last(replies).suggestedConfig).toEqual({
      businessName: "Tony's Pizza",
      businessCategory: "restaurant",
      agentPurpose: "Take orders and answer questions about delivery",
      agentName: "Tony's Pizza AI Assistant",
    });
  });

  it("asks for the category when the name does not tell it", () => {
    const replies = converse(
      "Hi there",
      "It's Harbor Lights",
      "A hotel",
      "Book rooms and answer questions",
      "Sure",
      "Sure",
    );
    expect(replies[1]?.suggestedConfig?.businessName).toBe("Harbor Lights");
    expect(questionsIn(replies[1]!.response)).toEqual(["What kind of business is it?"]);
    expect(replies[2]?.suggestedConfig?.businessCategory).toBe("travel");
    expect(last(replies).response).toContain(AGENT_BEING_CREATED_PHRASE);
  });

  it("keeps what was said in earlier turns: hours and website from the first message survive to the end", () => {
    const replies = converse(
      "Hi, we're open 9am-5pm Monday to Friday and our site is https://brightsmile.example.com",
      "Bright Smile Dental",
      "Book cleanings and check-ups",
      "ok",
      "ok",
    );
    expect(last(replies).suggestedConfig).toEqual({
      businessName: "Bright Smile Dental",
      businessCategory: "healthcare",
      customHours: "Monday to Friday, 9:00 AM - 5:00 PM",
      businessWebsite: "https://brightsmile.example.com",
      agentPurpose: "Book cleanings and check-ups",
      agentName: "Bright Smile Dental AI Assistant",
    });
    expect(last(replies).response).toContain(AGENT_BEING_CREATED_PHRASE);
  });

  it("asks about the fee only once business name, category and purpose are all known", () => {
    const missingSomething = [
      converse("Hello"),
      converse("We're Tony's Pizza"),
      converse("I want it to take orders and answer calls. Call it Tony"),
      converse("We're a pizzeria. Call the agent Tony. I want it to take orders"),
      converse("We're Tony's. Call it Tony. I want it to take orders"),
    ];
    for (const replies of missingSomething) {
      expect(last(replies).response).not.toContain(AGENT_BEING_CREATED_PHRASE);
      expect(last(replies).response).not.toContain(FEE_QUESTION);
    }
    const everything = converse("We're Tony's Pizza, a pizzeria. I want it to take orders. Call it Tony.");
    expect(last(everything).response).toContain(FEE_QUESTION);
    expect(last(everything).response).not.toContain(AGENT_BEING_CREATED_PHRASE);
    expect(last(everything).suggestedConfig?.agentName).toBe("Tony");
  });

  it("asks for another agent name when the owner turns the suggestion down", () => {
    const replies = converse(
      "We're Iron Temple Gym and we want it to book classes",
      "No",
      "Coach Max",
      "Yes",
    );
    expect(questionsIn(replies[1]!.response)).toEqual(["What would you like to call your agent?"]);
    expect(replies[1]?.response).not.toContain(AGENT_BEING_CREATED_PHRASE);
    expect(last(replies).suggestedConfig?.agentName).toBe("Coach Max");
    expect(last(replies).response).toContain(
      'Your agent "Coach Max" is being created and will be live soon.',
    );
  });

  it("takes a new agent name given with the refusal", () => {
    const replies = converse(
      "We're Iron Temple Gym and we want it to book classes",
      "No, call it Coach Max",
      "Go ahead",
    );
    expect(last(replies).suggestedConfig?.agentName).toBe("Coach Max");
    expect(last(replies).response).toContain(AGENT_BEING_CREATED_PHRASE);
  });

  it("asks about the fee again for a change or a request to create, never announcing without a yes", () => {
    const replies = converse(
      "We're Tony's Pizza and I want it to take orders",
      "yes",
      "yes",
      "thanks!",
      "Please change the hours to 11 to 9",
      "great, go ahead",
    );
    expect(replies[1]?.response).toContain(FEE_QUESTION);
    expect(replies[2]?.response).toContain(AGENT_BEING_CREATED_PHRASE);
    expect(replies[3]?.response).not.toContain(AGENT_BEING_CREATED_PHRASE);
    expect(replies[3]?.response).toContain("is all set");
    expect(replies[4]?.suggestedConfig?.customHours).toBe("11:00 AM - 9:00 PM");
    expect(replies[4]?.response).toContain(FEE_QUESTION);
    expect(replies[4]?.response).not.toContain(AGENT_BEING_CREATED_PHRASE);
    expect(replies[5]?.response).toContain(AGENT_BEING_CREATED_PHRASE);
  });

  it("creates nothing on a yes that answers no fee question, a no, or a hesitant question back", () => {
    // Straight to "yes, create it": the fee has not been named yet, so it is asked about first.
    const early = converse(
      "We're Tony's Pizza, a pizzeria. I want it to take orders. Call it Tony.",
      "yes create it",
    );
    expect(early[0]?.response).toContain(FEE_QUESTION);
    expect(early[1]?.response).toContain(AGENT_BEING_CREATED_PHRASE);
    const fresh = interview({
      message: "Yes, create it",
      history: [
        { role: "user", content: "We're Tony's Pizza, a pizzeria. I want it to take orders. Call it Tony." },
        { role: "assistant", content: "Your agent is configured." },
      ],
    });
    expect(fresh.response).not.toContain(AGENT_BEING_CREATED_PHRASE);
    expect(fresh.response).toContain(FEE_QUESTION);
    const declined = converse(
      "We're Tony's Pizza, a pizzeria. I want it to take orders. Call it Tony.",
      "No, not yet",
    );
    expect(last(declined).response).toContain("is not created and nothing was charged");
    const hesitant = converse(
      "We're Tony's Pizza, a pizzeria. I want it to take orders. Call it Tony.",
      "Yes? How much?",
    );
    expect(last(hesitant).response).not.toContain(AGENT_BEING_CREATED_PHRASE);
  });

  it("repeats its question when an answer says nothing it can use", () => {
    const replies = converse("We're Harbor Lights", "hmm");
    expect(replies[1]?.response).toMatch(/^Sorry, I didn't catch that\./);
    expect(questionsIn(replies[1]!.response)).toEqual(["What kind of business is it?"]);
  });

  it("answers a question about price and carries on with the interview", () => {
    const { response } = interview({ message: "How much does it cost?", history: [] });
    expect(response).toContain("Creating an agent costs $25 from your balance");
    expect(response).toContain("$0.01 per minute");
    expect(questionsIn(response)).toEqual(["What is the name of your business?"]);
  });

  it("answers the same conversation the same way every time", () => {
    const messages = ["Hola", "Somos Viajes Paraíso", "Que reserve paquetes", "sí"];
    expect(converse(...messages)).toEqual(converse(...messages));
  });
});

describe("the built-in interviewer in Spanish", () => {
  it("answers in Spanish when spoken to in Spanish, and keeps the English creation phrase for the client", () => {
    const replies = converse(
      "Hola, quiero crear un agente para mi negocio",
      "Panadería La Esperanza",
      "Que tome pedidos y conteste preguntas sobre el pan",
      "Sí, me parece bien",
      "Sí, créelo",
    );
    expect(replies[0]?.response).toMatch(/^¡Hola!/);
    expect(questionsIn(replies[0]!.response)).toEqual(["¿Cómo se llama su negocio?"]);
    expect(questionsIn(replies[1]!.response)).toEqual([
      "¿Qué debe hacer su agente cuando conteste las llamadas?",
    ]);
    expect(replies[2]?.response).toContain('Llamaré a su agente "Panadería La Esperanza AI Assistant".');
    expect(replies[3]?.response).toContain(CREATION_QUESTION.spanish);
    expect(replies[3]?.response).not.toContain(AGENT_BEING_CREATED_PHRASE);
    expect(last(replies).response).toContain("se está creando y estará activo pronto");
    expect(last(replies).response).toContain(AGENT_BEING_CREATED_PHRASE);
    expect(last(replies).suggestedConfig).toMatchObject({
      businessName: "Panadería La Esperanza",
      businessCategory: "restaurant",
      agentPurpose: "Tome pedidos y conteste preguntas sobre el pan",
    });
  });

  it("switches to Spanish when the owner does, and back to English", () => {
    const replies = converse(
      "Hello",
      "Somos Taller Rápido, un taller mecánico",
      "Actually, let's continue in English please",
    );
    expect(replies[0]?.response).toContain("What is the name of your business?");
    expect(replies[1]?.response).toContain(
      "Anotado — nombre del negocio: Taller Rápido; categoría: Automotriz.",
    );
    expect(questionsIn(replies[1]!.response)).toEqual([
      "¿Qué debe hacer su agente cuando conteste las llamadas?",
    ]);
    expect(questionsIn(replies[2]!.response)).toEqual([
      "What should your agent do when it answers your calls?",
    ]);
  });

  it("stays in English when an English-speaking owner gives a Spanish business name", () => {
    const replies = converse("Hello there", "Panadería La Esperanza");
    expect(questionsIn(replies[1]!.response)).toEqual([
      "What should your agent do when it answers your calls?",
    ]);
  });
});
