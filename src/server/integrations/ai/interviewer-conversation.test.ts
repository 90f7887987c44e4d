import { describe, expect, it } from "vitest";
import { AGENT_BEING_CREATED_PHRASE } from "../../../shared/catalog/agents";
import { CREATION_QUESTION } from "./creation-consent";
import { interview } from "./interviewer";
import { converse, FEE_QUESTION, itInterviewsEach, last, questionsIn } from "./interviewer-test-support";

// How the built-in interviewer leads the conversation, in English and in Spanish.

const announces = expect.stringContaining(AGENT_BEING_CREATED_PHRASE);
const announcesNothing = expect.not.stringContaining(AGENT_BEING_CREATED_PHRASE);
const asksAboutTheFee = expect.stringContaining(FEE_QUESTION);

describe("the built-in interviewer's conversation", () => {
  itInterviewsEach([
    {
      does: "greets, asks one question at a time, asks before taking the fee, and announces only after a yes",
      owner: [
        "Hello",
        "Tony's Pizza",
        "Take orders and answer questions about delivery",
        "Yes",
        "Yes, create it",
      ],
      replies: {
        0: {
          says: [expect.stringMatching(/^Hi!/), announcesNothing],
          asks: ["What is the name of your business?"],
          config: undefined,
        },
        // "Pizza" says what kind of business it is, so the next question is the purpose.
        1: {
          says: announcesNothing,
          asks: ["What should your agent do when it answers your calls?"],
          config: expect.objectContaining({ businessName: "Tony's Pizza", businessCategory: "restaurant" }),
        },
        2: {
          says: announcesNothing,
          asks: ["Does that name work, or would you like a different one?"],
          config: expect.objectContaining({
            agentPurpose: "Take orders and answer questions about delivery",
          }),
        },
        3: { says: `Your agent "Tony's Pizza AI Assistant" for Tony's Pizza is ready. ${FEE_QUESTION}` },
      },
      last: {
        says: announces,
        asks: [],
        config: {
          businessName: "Tony's Pizza",
          businessCategory: "restaurant",
          agentPurpose: "Take orders and answer questions about delivery",
          agentName: "Tony's Pizza AI Assistant",
        },
      },
    },
    {
      does: "asks for the category when the name does not tell it",
      owner: ["Hi there", "It's Harbor Lights", "A hotel", "Book rooms and answer questions", "Sure", "Sure"],
      replies: {
        1: {
          asks: ["What kind of business is it?"],
          config: expect.objectContaining({ businessName: "Harbor Lights" }),
        },
        2: { config: expect.objectContaining({ businessCategory: "travel" }) },
      },
      last: { says: announces },
    },
    {
      does: "keeps what was said in earlier turns: hours and website from the first message survive to the end",
      owner: [
        "Hi, we're open 9am-5pm Monday to Friday and our site is https://brightsmile.example.com",
        "Bright Smile Dental",
        "Book cleanings and check-ups",
        "ok",
        "ok",
      ],
      last: {
        says: announces,
        config: {
          businessName: "Bright Smile Dental",
          businessCategory: "healthcare",
          customHours: "Monday to Friday, 9:00 AM - 5:00 PM",
          businessWebsite: "https://brightsmile.example.com",
          agentPurpose: "Book cleanings and check-ups",
          agentName: "Bright Smile Dental AI Assistant",
        },
      },
    },
  ]);

  it("asks about the fee in the words of the creation question", () => {
    expect(CREATION_QUESTION.english).toBe(FEE_QUESTION);
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

  itInterviewsEach([
    {
      does: "asks for another agent name when the owner turns the suggestion down",
      owner: ["We're Iron Temple Gym and we want it to book classes", "No", "Coach Max", "Yes"],
      replies: { 1: { says: announcesNothing, asks: ["What would you like to call your agent?"] } },
      last: {
        says: expect.stringContaining('Your agent "Coach Max" is being created and will be live soon.'),
        config: expect.objectContaining({ agentName: "Coach Max" }),
      },
    },
    {
      does: "takes a new agent name given with the refusal",
      owner: ["We're Iron Temple Gym and we want it to book classes", "No, call it Coach Max", "Go ahead"],
      last: { says: announces, config: expect.objectContaining({ agentName: "Coach Max" }) },
    },
    {
      does: "asks about the fee again for a change or a request to create, never announcing without a yes",
      owner: [
        "We're Tony's Pizza and I want it to take orders",
        "yes",
        "yes",
        "thanks!",
        "Please change the hours to 11 to 9",
        "great, go ahead",
      ],
      replies: {
        1: { says: asksAboutTheFee },
        2: { says: announces },
        3: { says: [announcesNothing, expect.stringContaining("is all set")] },
        4: {
          says: [asksAboutTheFee, announcesNothing],
          config: expect.objectContaining({ customHours: "11:00 AM - 9:00 PM" }),
        },
        5: { says: announces },
      },
    },
  ]);

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

  itInterviewsEach([
    {
      does: "repeats its question when an answer says nothing it can use",
      owner: ["We're Harbor Lights", "hmm"],
      replies: {
        1: {
          says: expect.stringMatching(/^Sorry, I didn't catch that\./),
          asks: ["What kind of business is it?"],
        },
      },
    },
  ]);

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
  itInterviewsEach([
    {
      does: "answers in Spanish when spoken to in Spanish, and keeps the English creation phrase for the client",
      owner: [
        "Hola, quiero crear un agente para mi negocio",
        "Panadería La Esperanza",
        "Que tome pedidos y conteste preguntas sobre el pan",
        "Sí, me parece bien",
        "Sí, créelo",
      ],
      replies: {
        0: { says: expect.stringMatching(/^¡Hola!/), asks: ["¿Cómo se llama su negocio?"] },
        1: { asks: ["¿Qué debe hacer su agente cuando conteste las llamadas?"] },
        2: { says: expect.stringContaining('Llamaré a su agente "Panadería La Esperanza AI Assistant".') },
        3: { says: [expect.stringContaining(CREATION_QUESTION.spanish), announcesNothing] },
      },
      last: {
        says: [expect.stringContaining("se está creando y estará activo pronto"), announces],
        config: expect.objectContaining({
          businessName: "Panadería La Esperanza",
          businessCategory: "restaurant",
          agentPurpose: "Tome pedidos y conteste preguntas sobre el pan",
        }),
      },
    },
    {
      does: "switches to Spanish when the owner does, and back to English",
      owner: [
        "Hello",
        "Somos Taller Rápido, un taller mecánico",
        "Actually, let's continue in English please",
      ],
      replies: {
        0: { says: expect.stringContaining("What is the name of your business?") },
        1: {
          says: expect.stringContaining(
            "Anotado — nombre del negocio: Taller Rápido; categoría: Automotriz.",
          ),
          asks: ["¿Qué debe hacer su agente cuando conteste las llamadas?"],
        },
        2: { asks: ["What should your agent do when it answers your calls?"] },
      },
    },
    {
      does: "stays in English when an English-speaking owner gives a Spanish business name",
      owner: ["Hello there", "Panadería La Esperanza"],
      replies: { 1: { asks: ["What should your agent do when it answers your calls?"] } },
    },
  ]);
});
