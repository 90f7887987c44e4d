import { describe, expect, it } from "vitest";
import { agentProfile, CALLER_NUMBER, FRIDAY_AFTERNOON, playCall } from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";
import { wholeTurn } from "./turn-stream";

// The built-in engine as callers meet it: the greeting,
// Spanish and bilingual calls, the review link, hanging up, and its speed.

const engine = createOfflineEngine();

describe("the greeting", () => {
  it("is the agent's introduction when the owner wrote one", async () => {
    const { greeting } = await playCall(
      engine,
      agentProfile({ agentIntro: "Tony's Pizza, Sofia speaking!" }),
      [],
    );
    expect(greeting.say).toBe("Tony's Pizza, Sofia speaking!");
    expect(greeting.language).toBe("english");
    expect(greeting.hangUp).toBe(false);
  });

  it("thanks the caller and names the business and the agent otherwise", async () => {
    const { greeting } = await playCall(engine, agentProfile(), []);
    expect(greeting.say).toBe("Thank you for calling Tony's Pizza, this is Sofia. How can I help you today?");
  });

  it("is in Spanish for a Spanish agent", async () => {
    const { greeting } = await playCall(engine, agentProfile({ language: "spanish" }), []);
    expect(greeting.say).toBe(
      "Gracias por llamar a Tony's Pizza, le atiende Sofia. ¿En qué puedo ayudarle hoy?",
    );
    expect(greeting.language).toBe("spanish");
  });

  it("is in English, then Spanish, for a multilingual agent", async () => {
    const { greeting } = await playCall(engine, agentProfile({ language: "multilingual" }), []);
    expect(greeting.say).toBe(
      "Thank you for calling Tony's Pizza, this is Sofia. How can I help you today? Gracias por llamar a Tony's Pizza; si lo prefiere, puede hablarme en español.",
    );
  });
});

describe("Spanish calls", () => {
  const spanishAgent = agentProfile({ language: "spanish" });

  it("takes a message in Spanish", async () => {
    const call = await playCall(engine, spanishAgent, [
      "Quisiera dejar un mensaje",
      "Me llamo Lucía Fernández",
      "Sí, a este número",
      "Quiero preguntar por un pedido grande para una fiesta",
      "No, eso es todo, gracias",
    ]);
    expect(call.replies).toEqual([
      "Por supuesto. ¿Me puede decir su nombre, por favor?",
      "¿Le podemos devolver la llamada al número desde el que llama, que termina en 0 1 4 7?",
      "¿Y qué mensaje quiere que les deje?",
      "Gracias, Lucía Fernández. Le pasaré su mensaje a Tony's Pizza y le devolverán la llamada al número que termina en 0 1 4 7. ¿Puedo ayudarle con algo más?",
      "Gracias por llamar a Tony's Pizza. Que tenga un buen día. ¡Adiós!",
    ]);
    expect(call.last.language).toBe("spanish");
    expect(call.last.state.message?.reason).toBe("Quiero preguntar por un pedido grande para una fiesta");
  });

  it("answers in Spanish even when the caller speaks English", async () => {
    const call = await playCall(engine, spanishAgent, ["Where are you located?"]);
    expect(call.last.say).toBe("Estamos en Brooklyn, New York. ¿Hay algo más en lo que pueda ayudarle?");
    expect(call.last.language).toBe("spanish");
  });
});

describe("a multilingual call", () => {
  it("follows the caller's language turn by turn", async () => {
    const call = await playCall(engine, agentProfile({ language: "multilingual" }), [
      "Hola, ¿dónde están?",
      "And what's your website?",
      "¿Y a qué hora cierran?",
      "Ana",
    ]);
    expect(call.turns.map((turn) => turn.language)).toEqual(["spanish", "english", "spanish", "spanish"]);
    expect(call.replies[0]).toContain("Estamos en Brooklyn, New York.");
    expect(call.replies[1]).toContain("Our website is www.tonyspizza.com.");
    expect(call.replies[2]).toContain("Ahora estamos abiertos y cerramos a las 10 de la noche.");
    // A name says nothing about a language: the call stays in Spanish.
    expect(call.last.state.language).toBe("spanish");
  });

  it("takes a message in the language the caller switches to", async () => {
    const call = await playCall(engine, agentProfile({ language: "multilingual" }), [
      "I want to speak with someone",
      "Me llamo Carlos",
    ]);
    expect(call.replies[0]).toContain("May I have your name, please?");
    expect(call.replies[1]).toBe(
      "¿Le podemos devolver la llamada al número desde el que llama, que termina en 0 1 4 7?",
    );
  });
});

describe("the review link", () => {
  const withReviews = agentProfile({
    reputationManagement: true,
    reviewUrl: "https://g.page/r/tonys/review",
  });

  it("is offered after a call that went well and texted when the caller accepts", async () => {
    const call = await playCall(engine, withReviews, [
      "What time do you close?",
      "That's all, thanks",
      "Sure",
    ]);
    expect(call.replies[1]).toBe(
      "Before you go, may I text you a link to leave us a review? It really helps us.",
    );
    expect(call.replies[2]).toBe(
      "Great, I've just sent it. Thank you for calling Tony's Pizza. Have a great day. Goodbye!",
    );
    expect(call.last.hangUp).toBe(true);
    expect(call.last.state.sms).toEqual([
      {
        to: CALLER_NUMBER,
        body: "Thanks for calling Tony's Pizza! We'd love your review: https://g.page/r/tonys/review",
      },
    ]);
  });

  it("is not sent when the caller says no", async () => {
    const call = await playCall(engine, withReviews, ["Where are you?", "No, that's it", "No thanks"]);
    expect(call.replies[2]).toBe(
      "No problem. Thank you for calling Tony's Pizza. Have a great day. Goodbye!",
    );
    expect(call.last.state.sms).toEqual([]);
    expect(call.last.hangUp).toBe(true);
  });

  it("is texted in Spanish on a Spanish call", async () => {
    const call = await playCall(engine, { ...withReviews, language: "spanish" }, [
      "¿Dónde están?",
      "Eso es todo",
      "Sí",
    ]);
    expect(call.replies[1]).toContain(
      "¿le puedo enviar por mensaje de texto un enlace para dejarnos una reseña?",
    );
    expect(call.last.state.sms[0]?.body).toBe(
      "¡Gracias por llamar a Tony's Pizza! Nos encantaría conocer su opinión: https://g.page/r/tonys/review",
    );
  });

  it("is offered after a message was taken", async () => {
    const call = await playCall(engine, withReviews, [
      "Take a message",
      "Ana",
      "yes",
      "Call me back please",
      "thanks, bye",
    ]);
    expect(call.last.say).toContain("may I text you a link to leave us a review?");
  });

  it("is not offered when the caller got nothing", async () => {
    const call = await playCall(engine, withReviews, ["Hello", "Goodbye"]);
    expect(call.last.say).toBe("Thank you for calling Tony's Pizza. Have a great day. Goodbye!");
    expect(call.last.state.sms).toEqual([]);
  });

  it("is not offered without reputation management", async () => {
    const call = await playCall(engine, { ...withReviews, reputationManagement: false }, [
      "Where are you?",
      "That's all",
    ]);
    expect(call.last.say).toBe("Thank you for calling Tony's Pizza. Have a great day. Goodbye!");
    expect(call.last.hangUp).toBe(true);
  });

  it("is not offered without a review URL", async () => {
    const call = await playCall(engine, { ...withReviews, reviewUrl: "" }, ["Where are you?", "That's all"]);
    expect(call.last.say).toBe("Thank you for calling Tony's Pizza. Have a great day. Goodbye!");
  });

  it("is not offered to a caller whose number cannot take a text", async () => {
    const call = await playCall(engine, withReviews, ["Where are you?", "That's all"], { callerNumber: "" });
    expect(call.last.say).toBe("Thank you for calling Tony's Pizza. Have a great day. Goodbye!");
  });
});

describe("ending the call", () => {
  it.each(["Goodbye", "bye!", "Thanks, bye", "Adiós"])("hangs up politely on %j", async (line) => {
    const call = await playCall(engine, agentProfile(), [line]);
    expect(call.last.hangUp).toBe(true);
    expect(call.last.state.ended).toBe(true);
    expect(call.last.say).toContain("Goodbye!");
  });

  it("says goodbye in Spanish to a Spanish caller on a multilingual line", async () => {
    const call = await playCall(engine, agentProfile({ language: "multilingual" }), ["Gracias, adiós"]);
    expect(call.last.say).toBe("Gracias por llamar a Tony's Pizza. Que tenga un buen día. ¡Adiós!");
    expect(call.last.hangUp).toBe(true);
  });

  it("marks the call as ended well when the caller's need was met", async () => {
    const met = await playCall(engine, agentProfile(), ["Where are you?", "bye"]);
    expect(met.last.state.endedWell).toBe(true);
    const notMet = await playCall(engine, agentProfile(), ["bye"]);
    expect(notMet.last.state.endedWell).toBe(false);
  });

  it("ends after 'no' to 'anything else?'", async () => {
    const call = await playCall(engine, agentProfile(), ["What's your website?", "No"]);
    expect(call.last.hangUp).toBe(true);
  });
});

describe("conversation", () => {
  it("asks again when it hears nothing", async () => {
    const call = await playCall(engine, agentProfile(), [""]);
    expect(call.last.say).toBe("Sorry, I didn't catch that. How can I help you?");
    expect(call.last.hangUp).toBe(false);
  });

  it("asks again after a sound that is not words", async () => {
    const call = await playCall(engine, agentProfile(), ["Umm..."]);
    expect(call.last.say).toBe("Sorry, I didn't catch that. How can I help you?");
  });

  it("repeats itself when asked", async () => {
    const call = await playCall(engine, agentProfile(), ["Leave a message", "Sorry?"]);
    expect(call.replies[1]).toBe(call.replies[0]);
  });

  it.each([
    ["english", "sorry, what was that?", "I'd like to leave a message"],
    ["english", "What did you say?", "I'd like to leave a message"],
    ["english", "oh, I didn't catch that", "I'd like to leave a message"],
    ["spanish", "¿Perdón, qué dijo?", "Quiero dejar un mensaje"],
    ["spanish", "No le escuché", "Quiero dejar un mensaje"],
  ] as const)(
    'repeats the question it is waiting on (%s), not taking "%s" as the answer',
    async (language, line, request) => {
      const call = await playCall(engine, agentProfile({ language }), [request, line, "Ana Ruiz"]);
      expect(call.replies[1]).toBe(call.replies[0]);
      expect(call.last.state.message ?? call.last.state.soFar).toMatchObject({ callerName: "Ana Ruiz" });
    },
  );

  it("greets back and thanks back", async () => {
    const call = await playCall(engine, agentProfile(), ["Hi there", "Thank you"]);
    expect(call.replies[0]).toBe("Hello! How can I help you today?");
    expect(call.replies[1]).toMatch(/^You're welcome\. /);
  });

  it("speaks plain sentences a voice can read: no markdown, symbols or emojis", async () => {
    const call = await playCall(engine, agentProfile({ workflowMode: true }), [
      "What are your hours?",
      "I'd like to book a table for 2 tonight at 8",
      "Sam",
      "yes",
    ]);
    for (const reply of call.replies) expect(reply).not.toMatch(/[*#_`[\]{}<>|~]|\p{Extended_Pictographic}/u);
  });

  it("is deterministic", async () => {
    const lines = ["Hi", "Where are you?", "Leave a message", "Ana", "yes", "Call me", "bye"];
    const first = await playCall(engine, agentProfile(), lines);
    const second = await playCall(engine, agentProfile(), lines);
    expect(second.replies).toEqual(first.replies);
    expect(second.last.state).toEqual(first.last.state);
  });

  it("carries its memory through JSON, as between two webhooks", async () => {
    const agent = agentProfile();
    const context = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER };
    const first = await wholeTurn(
      engine.respond(
        agent,
        (await wholeTurn(engine.start(agent, context))).state,
        "Leave a message",
        context,
      ),
    );
    const stored = JSON.parse(JSON.stringify(first.state));
    const second = await wholeTurn(engine.respond(agent, stored, "Ana Lee", context));
    expect(second.say).toBe("Can we call you back on the number you're calling from, ending in 0 1 4 7?");
  });

  it("starts afresh rather than failing on a memory it does not recognise", async () => {
    const agent = agentProfile();
    const context = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER };
    const { state } = await wholeTurn(engine.start(agent, context));
    const turn = await wholeTurn(
      engine.respond(agent, { ...state, memory: { dialogue: { form: 42 } } }, "Where are you?", context),
    );
    expect(turn.say).toContain("We're in Brooklyn, New York.");
  });
});
