import { describe, expect, it } from "vitest";
import { agentProfile, CALLER_NUMBER, FRIDAY_AFTERNOON, itPlaysEach, playCall } from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";
import { wholeTurn } from "./turn-stream";

// The built-in engine as callers meet it: the greeting,
// Spanish and bilingual calls, the review link, hanging up, and its speed.

const engine = createOfflineEngine();

describe("the greeting", () => {
  itPlaysEach([
    {
      does: "is the agent's introduction when the owner wrote one",
      agent: agentProfile({ agentIntro: "Tony's Pizza, Sofia speaking!" }),
      caller: [],
      last: "Tony's Pizza, Sofia speaking!",
      language: "english",
      hangsUp: false,
    },
    {
      does: "thanks the caller and names the business and the agent otherwise",
      caller: [],
      last: "Thank you for calling Tony's Pizza, this is Sofia. How can I help you today?",
    },
    {
      does: "is in Spanish for a Spanish agent",
      agent: agentProfile({ language: "spanish" }),
      caller: [],
      last: "Gracias por llamar a Tony's Pizza, le atiende Sofia. ¿En qué puedo ayudarle hoy?",
      language: "spanish",
    },
    {
      does: "is in English, then Spanish, for a multilingual agent",
      agent: agentProfile({ language: "multilingual" }),
      caller: [],
      last: "Thank you for calling Tony's Pizza, this is Sofia. How can I help you today? Gracias por llamar a Tony's Pizza; si lo prefiere, puede hablarme en español.",
    },
  ]);
});

describe("Spanish calls", () => {
  const spanishAgent = agentProfile({ language: "spanish" });

  itPlaysEach([
    {
      does: "takes a message in Spanish",
      agent: spanishAgent,
      caller: [
        "Quisiera dejar un mensaje",
        "Me llamo Lucía Fernández",
        "Sí, a este número",
        "Quiero preguntar por un pedido grande para una fiesta",
        "No, eso es todo, gracias",
      ],
      replies: {
        0: "Por supuesto. ¿Me puede decir su nombre, por favor?",
        1: "¿Le podemos devolver la llamada al número desde el que llama, que termina en 0 1 4 7?",
        2: "¿Y qué mensaje quiere que les deje?",
        3: "Gracias, Lucía Fernández. Le pasaré su mensaje a Tony's Pizza y le devolverán la llamada al número que termina en 0 1 4 7. ¿Puedo ayudarle con algo más?",
        4: "Gracias por llamar a Tony's Pizza. Que tenga un buen día. ¡Adiós!",
      },
      language: "spanish",
      state: {
        message: expect.objectContaining({ reason: "Quiero preguntar por un pedido grande para una fiesta" }),
      },
    },
    {
      does: "answers in Spanish even when the caller speaks English",
      agent: spanishAgent,
      caller: ["Where are you located?"],
      last: "Estamos en Brooklyn, New York. ¿Hay algo más en lo que pueda ayudarle?",
      language: "spanish",
    },
  ]);
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

  itPlaysEach([
    {
      does: "takes a message in the language the caller switches to",
      agent: agentProfile({ language: "multilingual" }),
      caller: ["I want to speak with someone", "Me llamo Carlos"],
      replies: {
        0: expect.stringContaining("May I have your name, please?"),
        1: "¿Le podemos devolver la llamada al número desde el que llama, que termina en 0 1 4 7?",
      },
    },
  ]);
});

describe("the review link", () => {
  const withReviews = agentProfile({
    reputationManagement: true,
    reviewUrl: "https://g.page/r/tonys/review",
  });
  const GOODBYE = "Thank you for calling Tony's Pizza. Have a great day. Goodbye!";

  itPlaysEach([
    {
      does: "is offered after a call that went well and texted when the caller accepts",
      agent: withReviews,
      caller: ["What time do you close?", "That's all, thanks", "Sure"],
      replies: {
        1: "Before you go, may I text you a link to leave us a review? It really helps us.",
        2: `Great, I've just sent it. ${GOODBYE}`,
      },
      hangsUp: true,
      state: {
        sms: [
          {
            to: CALLER_NUMBER,
            body: "Thanks for calling Tony's Pizza! We'd love your review: https://g.page/r/tonys/review",
          },
        ],
      },
    },
    {
      does: "is not sent when the caller says no",
      agent: withReviews,
      caller: ["Where are you?", "No, that's it", "No thanks"],
      replies: { 2: `No problem. ${GOODBYE}` },
      state: { sms: [] },
      hangsUp: true,
    },
    {
      does: "is texted in Spanish on a Spanish call",
      agent: { ...withReviews, language: "spanish" },
      caller: ["¿Dónde están?", "Eso es todo", "Sí"],
      replies: {
        1: expect.stringContaining(
          "¿le puedo enviar por mensaje de texto un enlace para dejarnos una reseña?",
        ),
      },
      state: {
        sms: [
          expect.objectContaining({
            body: "¡Gracias por llamar a Tony's Pizza! Nos encantaría conocer su opinión: https://g.page/r/tonys/review",
          }),
        ],
      },
    },
    {
      does: "is offered after a message was taken",
      agent: withReviews,
      caller: ["Take a message", "Ana", "yes", "Call me back please", "thanks, bye"],
      last: expect.stringContaining("may I text you a link to leave us a review?"),
    },
    {
      does: "is not offered when the caller got nothing",
      agent: withReviews,
      caller: ["Hello", "Goodbye"],
      last: GOODBYE,
      state: { sms: [] },
    },
    {
      does: "is not offered without reputation management",
      agent: { ...withReviews, reputationManagement: false },
      caller: ["Where are you?", "That's all"],
      last: GOODBYE,
      hangsUp: true,
    },
    {
      does: "is not offered without a review URL",
      agent: { ...withReviews, reviewUrl: "" },
      caller: ["Where are you?", "That's all"],
      last: GOODBYE,
    },
    {
      does: "is not offered to a caller whose number cannot take a text",
      agent: withReviews,
      caller: ["Where are you?", "That's all"],
      context: { callerNumber: "" },
      last: GOODBYE,
    },
  ]);
});

describe("ending the call", () => {
  it.each(["Goodbye", "bye!", "Thanks, bye", "Adiós"])("hangs up politely on %j", async (line) => {
    const call = await playCall(engine, agentProfile(), [line]);
    expect(call.last.hangUp).toBe(true);
    expect(call.last.state.ended).toBe(true);
    expect(call.last.say).toContain("Goodbye!");
  });

  itPlaysEach([
    {
      does: "says goodbye in Spanish to a Spanish caller on a multilingual line",
      agent: agentProfile({ language: "multilingual" }),
      caller: ["Gracias, adiós"],
      last: "Gracias por llamar a Tony's Pizza. Que tenga un buen día. ¡Adiós!",
      hangsUp: true,
    },
    {
      does: "marks the call as ended well when the caller's need was met",
      caller: ["Where are you?", "bye"],
      state: { endedWell: true },
    },
    {
      does: "does not mark the call as ended well when the caller's need was not met",
      caller: ["bye"],
      state: { endedWell: false },
    },
    { does: "ends after 'no' to 'anything else?'", caller: ["What's your website?", "No"], hangsUp: true },
  ]);
});

describe("conversation", () => {
  itPlaysEach([
    {
      does: "asks again when it hears nothing",
      caller: [""],
      last: "Sorry, I didn't catch that. How can I help you?",
      hangsUp: false,
    },
    {
      does: "asks again after a sound that is not words",
      caller: ["Umm..."],
      last: "Sorry, I didn't catch that. How can I help you?",
    },
  ]);

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

  itPlaysEach([
    {
      does: "greets back and thanks back",
      caller: ["Hi there", "Thank you"],
      replies: { 0: "Hello! How can I help you today?", 1: expect.stringMatching(/^You're welcome\. /) },
    },
  ]);

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
