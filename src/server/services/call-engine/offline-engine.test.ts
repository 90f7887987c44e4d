import { describe, expect, it } from "vitest";
import { agentProfile, CALLER_NUMBER, FRIDAY_AFTERNOON, playCall } from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";

// Issue 6 §1 and §5: the built-in engine as callers meet it: the greeting, message taking,
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

describe("taking a message", () => {
  it("asks for the name, then the number, then the reason, and says the owner will call back", async () => {
    const call = await playCall(engine, agentProfile(), [
      "I'd like to leave a message for the owner",
      "Jane Doe",
      "Yes, this number",
      "It's about the catering order for Saturday",
    ]);
    expect(call.replies[0]).toBe("Of course. May I have your name, please?");
    expect(call.replies[1]).toBe(
      "Can we call you back on the number you're calling from, ending in 0 1 4 7?",
    );
    expect(call.replies[2]).toBe("And what would you like me to tell them?");
    expect(call.replies[3]).toContain(
      "Thank you, Jane Doe. I'll pass your message on, and Tony's Pizza will call you back on the number ending in 0 1 4 7.",
    );
    expect(call.last.state.message).toEqual({
      callerName: "Jane Doe",
      callbackNumber: CALLER_NUMBER,
      reason: "It's about the catering order for Saturday",
    });
    expect(call.last.state.endedWell).toBe(true);
  });

  it("takes a different call-back number when the caller prefers one", async () => {
    const call = await playCall(engine, agentProfile(), [
      "Can I talk to a real person?",
      "my name is Peter Park",
      "No",
      "It's 718 555 0199",
      "Please call me about my refund",
    ]);
    expect(call.replies[0]).toContain("There's no one available to take your call right now");
    expect(call.replies[2]).toBe("What's the best number to call you back on?");
    expect(call.replies[4]).toContain("call you back on the number ending in 0 1 9 9");
    expect(call.last.state.message).toEqual({
      callerName: "Peter Park",
      callbackNumber: "7185550199",
      reason: "Please call me about my refund",
    });
  });

  it("takes a message when it cannot help with a request", async () => {
    const call = await playCall(engine, agentProfile(), [
      "Do you sponsor local little league teams?",
      "This is Maria and my number is five five five, two one two, three four five six",
      "Whether you could sponsor our team this spring",
    ]);
    expect(call.replies[0]).toContain(
      "I'm sorry, I can't help with that myself, but I can take a message so Tony's Pizza can call you back.",
    );
    // The name and number came in one sentence, so the next question is the reason.
    expect(call.replies[1]).toBe("And what would you like me to tell them?");
    expect(call.last.state.message).toEqual({
      callerName: "Maria",
      callbackNumber: "5552123456",
      reason: "Whether you could sponsor our team this spring",
    });
  });

  it("asks for the number when the caller's own number is not known", async () => {
    const call = await playCall(engine, agentProfile(), ["Please take a message", "Ana"], {
      callerNumber: "",
    });
    expect(call.replies[1]).toBe("What's the best number to call you back on?");
  });

  it("asks again when it did not catch the number", async () => {
    const call = await playCall(engine, agentProfile(), [
      "Take a message please",
      "Ana",
      "No",
      "hmm let me think",
    ]);
    expect(call.replies[3]).toBe("Sorry, I didn't catch that. What's the best number to call you back on?");
  });

  it("drops the message when the caller would rather not leave one", async () => {
    const call = await playCall(engine, agentProfile(), ["Can I speak to the manager?", "No"]);
    expect(call.replies[1]).toBe("No problem. Can I help you with anything else?");
    expect(call.last.state.message).toBeNull();
  });

  it("answers a question in the middle of the message, then carries on", async () => {
    const call = await playCall(engine, agentProfile(), ["Leave a message", "Wait, what time do you close?"]);
    expect(call.replies[1]).toBe("We're open now, and we close at 10 PM. May I have your name, please?");
  });
});

describe("requests the agent's purpose serves, with workflow mode off", () => {
  // Issue 6 §1: an agent serves its purpose and takes messages. A caller asking for what the
  // purpose says the agent does is helped: the request's details are asked for, read back and
  // kept as the call's message, which the owner sees in the call log and gets by mail.
  const lawOffice = agentProfile({
    businessName: "Smith & Jones Law",
    businessCategory: "legal",
    agentPurpose: "Book consultations for divorce and child custody",
  });
  const HELPS = "Happy to help with that. I can take a message with the details";

  it("books a consultation about custody as a message with the caller's name, number and request", async () => {
    const call = await playCall(engine, lawOffice, [
      "I'd like to book a consultation about custody",
      "My name is John Smith and my number is 212 555 0199",
      "Yes",
    ]);
    expect(call.replies[0]).toBe(
      `${HELPS}, and Smith & Jones Law will call you back to confirm. May I have your name, please?`,
    );
    expect(call.replies[1]).toBe(
      "Let me check I have that right: a consultation for John Smith about custody, with a call back on the number ending in 0 1 9 9. Is that correct?",
    );
    expect(call.replies[2]).toContain(
      "I'll pass your consultation request on, and Smith & Jones Law will call you back on the number ending in 0 1 9 9.",
    );
    expect(call.last.state.message).toEqual({
      callerName: "John Smith",
      callbackNumber: "2125550199",
      reason: "A consultation for John Smith about custody",
    });
    expect(call.last.state.workflowItems).toEqual([]);
    expect(call.last.state.endedWell).toBe(true);
  });

  type PurposeCall = {
    title: string;
    agent: Parameters<typeof agentProfile>[0];
    lines: string[];
    questions: string[];
    message: { callerName: string; reason: string };
  };
  const calls: PurposeCall[] = [
    {
      title: "a divorce consultation at a law office",
      agent: lawOffice,
      lines: ["I need to schedule a consultation for my divorce", "Laura Gomez", "Yes", "Yes"],
      questions: [
        "May I have your name, please?",
        "Can we call you back on the number you're calling from, ending in 0 1 4 7?",
      ],
      message: { callerName: "Laura Gomez", reason: "A consultation for Laura Gomez about divorce" },
    },
    {
      title: "an appointment at a clinic",
      agent: {
        businessName: "Riverside Family Clinic",
        businessCategory: "healthcare",
        agentPurpose: "Book appointments for patients and answer questions about the clinic",
      },
      lines: [
        "Can I make an appointment?",
        "John Carter",
        "Next Tuesday morning",
        "A check-up",
        "Yes, this number",
        "Yes",
      ],
      questions: [
        "What's the patient's full name?",
        "What day and time would you prefer?",
        "And what's the reason for the visit?",
        "Can we call you back on the number you're calling from, ending in 0 1 4 7?",
      ],
      message: {
        callerName: "John Carter",
        reason: "An appointment for John Carter next Tuesday morning, for a check-up",
      },
    },
    {
      title: "a service appointment at a garage",
      agent: {
        businessName: "Main Street Auto",
        businessCategory: "automotive",
        agentPurpose: "Book service appointments and answer questions about repairs",
      },
      lines: [
        "Can I make an appointment?",
        "A 2018 Toyota Camry",
        "An oil change",
        "Friday at 8 in the morning",
        "Mike Chen",
        "Yes",
        "Yes",
      ],
      questions: [
        "What's the make and model of your vehicle?",
        "What service does it need?",
        "What day and time would suit you best?",
        "May I have your name, please?",
        "Can we call you back on the number you're calling from, ending in 0 1 4 7?",
      ],
      message: {
        callerName: "Mike Chen",
        reason:
          "A booking for an oil change on your 2018 Toyota Camry, on Friday at 8 in the morning, under the name Mike Chen",
      },
    },
    {
      title: "a table reservation at a restaurant",
      agent: { agentPurpose: "Take table reservations and answer questions about the menu" },
      lines: ["I'd like to make a reservation", "Four people", "Saturday at 7 PM", "Ana Ruiz", "Yes", "Yes"],
      questions: [
        "How many people is the table for?",
        "What day and time would you like?",
        "May I have your name, please?",
        "Can we call you back on the number you're calling from, ending in 0 1 4 7?",
      ],
      message: {
        callerName: "Ana Ruiz",
        reason: "A table for 4 on Saturday at 7 PM, under the name Ana Ruiz",
      },
    },
    {
      title: "a fitting the purpose names though the category has no such intake",
      agent: {
        businessName: "Bella Bridal",
        businessCategory: "retail",
        agentPurpose: "Book fittings and appointments for wedding dresses",
      },
      lines: ["Can I book a fitting for next week?", "Emma Stone", "Yes"],
      questions: [
        "May I have your name, please?",
        "Can we call you back on the number you're calling from, ending in 0 1 4 7?",
      ],
      message: { callerName: "Emma Stone", reason: "Can I book a fitting for next week?" },
    },
  ];

  it.each(calls)("takes $title", async ({ agent, lines, questions, message }) => {
    const call = await playCall(engine, agentProfile(agent), lines);
    expect(call.replies[0]).toContain(HELPS);
    expect(call.replies.join(" ")).not.toContain("can't help");
    // Each detail is asked once, in order, after the request.
    questions.forEach((question, index) => {
      expect(call.replies[index]).toMatch(new RegExp(`${question.replace(/[?.]/g, "\\$&")}$`));
    });
    expect(call.last.say).toContain(`Thank you, ${message.callerName}.`);
    expect(call.last.state.message).toEqual({ ...message, callbackNumber: CALLER_NUMBER });
    expect(call.last.state.workflowItems).toEqual([]);
  });

  it("takes an appointment request in Spanish", async () => {
    const clinic = agentProfile({
      language: "spanish",
      businessName: "Clínica Sol",
      businessCategory: "healthcare",
      agentPurpose: "Agendar citas para pacientes",
    });
    const call = await playCall(engine, clinic, [
      "Quisiera agendar una cita",
      "Lucía Fernández",
      "El lunes por la mañana",
      "Un chequeo",
      "Sí",
      "Sí",
    ]);
    expect(call.replies[0]).toContain("Con gusto le ayudo. Puedo tomarle un mensaje con los detalles");
    expect(call.last.say).toContain("Le pasaré su solicitud de cita a Clínica Sol");
    expect(call.last.state.message).toEqual({
      callerName: "Lucía Fernández",
      callbackNumber: CALLER_NUMBER,
      reason: "Una cita para Lucía Fernández el lunes por la mañana, por un chequeo",
    });
  });

  it("keeps the request as the message when the caller hangs up after giving a name and number", async () => {
    const call = await playCall(engine, lawOffice, [
      "I'd like to book a consultation about custody",
      "My name is John Smith and my number is 212 555 0199",
    ]);
    expect(call.last.state.message).toEqual({
      callerName: "John Smith",
      callbackNumber: "2125550199",
      reason: "I'd like to book a consultation about custody",
    });
  });

  it("withdraws the message when the caller cancels the request", async () => {
    const call = await playCall(engine, lawOffice, [
      "I'd like to book a consultation about custody",
      "My name is John Smith and my number is 212 555 0199",
      "Actually never mind",
    ]);
    expect(call.last.say).toBe(
      "No problem, I've cancelled that. Is there anything else I can help you with?",
    );
    expect(call.last.state.message).toBeNull();
  });

  it("still offers only a message for what the purpose does not offer", async () => {
    const call = await playCall(engine, lawOffice, ["Can I order a pizza?"]);
    expect(call.last.say).toContain("I'm sorry, I can't help with that myself, but I can take a message");
  });
});

describe("a message for what the agent cannot do", () => {
  it("keeps the request, name and number when the caller hangs up before giving a reason", async () => {
    const call = await playCall(engine, agentProfile(), [
      "Do you sponsor local little league teams?",
      "This is Maria and my number is five five five, two one two, three four five six",
    ]);
    expect(call.last.say).toBe("And what would you like me to tell them?");
    expect(call.last.state.message).toEqual({
      callerName: "Maria",
      callbackNumber: "5552123456",
      reason: "Do you sponsor local little league teams?",
    });
  });

  it("does not replace a message already left with one still being taken", async () => {
    const call = await playCall(engine, agentProfile(), [
      "Please take a message",
      "Jane Doe",
      "Yes",
      "Call me about the catering order",
      "Yes, can I talk to the manager?",
      "Jane Doe",
      "Yes",
    ]);
    expect(call.last.say).toBe("And what would you like me to tell them?");
    expect(call.last.state.message?.reason).toBe("Call me about the catering order");
  });
});

describe("the reason of a message", () => {
  // Issue 6 §1: the message's reason is what the owner reads in the call log and the mail, so it
  // is what the caller wants, never "yes" or "please pass it on" said to the agent.
  const CATERING = "Catering for 40 people on December 12th";
  const SOFIA =
    "Hi, this is Sofia Rossi, my number is 201 555 0199, I'm calling about catering for 40 people on December 12th";
  const sofiasMessage = { callerName: "Sofia Rossi", callbackNumber: "2015550199", reason: CATERING };

  it("is taken from the sentence that gives the name and number, without asking for it again", async () => {
    const call = await playCall(engine, agentProfile(), ["I'd like to leave a message", SOFIA]);
    expect(call.last.say).not.toContain("what would you like me to tell them");
    expect(call.last.say).toContain(
      "Thank you, Sofia Rossi. I'll pass your message on, and Tony's Pizza will call you back on the number ending in 0 1 9 9.",
    );
    expect(call.last.state.message).toEqual(sofiasMessage);
  });

  it("is taken from a yes to the offer of a message that gives the name, number and reason", async () => {
    const call = await playCall(engine, agentProfile({ businessWebsite: "" }), [
      "What's your website?",
      `Yes please. ${SOFIA}`,
    ]);
    expect(call.replies[0]).toContain("Would you like to leave a message");
    expect(call.last.say).not.toContain("can't help");
    expect(call.last.say).toContain("Thank you, Sofia Rossi.");
    expect(call.last.state.message).toEqual(sofiasMessage);
  });

  it("is taken when said before the name and number in the same sentence", async () => {
    const call = await playCall(engine, agentProfile(), [
      "Can I leave a message?",
      "I'm calling about catering for 40 people on December 12th. My name is Sofia Rossi and my number is 201 555 0199.",
    ]);
    expect(call.last.state.message).toEqual(sofiasMessage);
  });

  it("is taken when said in the request that starts the message, before the name and number", async () => {
    const call = await playCall(engine, agentProfile(), [
      "I'm calling about catering for 40 people on December 12th, can I leave a message?",
      "Sofia Rossi",
      "Yes",
      "Yes please pass it on",
    ]);
    expect(call.replies[2]).toBe("And what would you like me to tell them?");
    expect(call.last.say).toContain("Thank you, Sofia Rossi.");
    expect(call.last.state.message).toEqual({ ...sofiasMessage, callbackNumber: CALLER_NUMBER });
  });

  it.each(["Yes please pass it on", "Yes", "Please pass that on, thanks", "Just pass it along please"])(
    "is never the reply %j to 'what would you like me to tell them?'",
    async (reply) => {
      const call = await playCall(engine, agentProfile(), [
        "I'd like to leave a message",
        "Sofia Rossi",
        "Yes",
        reply,
      ]);
      expect(call.replies[2]).toBe("And what would you like me to tell them?");
      expect(call.last.say).toBe("Sorry, I didn't catch that. And what would you like me to tell them?");
      expect(call.last.state.message?.reason).not.toMatch(/pass|yes|that's it/i);
    },
  );

  it("is not an acknowledgement once the caller has given the reason", async () => {
    const call = await playCall(engine, agentProfile(), [
      "I'd like to leave a message",
      SOFIA,
      "Yes please pass it on",
    ]);
    expect(call.last.state.message).toEqual(sofiasMessage);
    expect(call.last.say).not.toContain("can't help");
    expect(call.last.say).not.toContain("May I have your name");
  });

  it("is the caller's latest request, not an unrelated question asked before it", async () => {
    const call = await playCall(engine, agentProfile(), [
      "Do you sell car tyres?",
      "No",
      "do you have a pet llama?",
      SOFIA,
      "Thanks, bye",
    ]);
    expect(call.replies[1]).toBe("No problem. Can I help you with anything else?");
    expect(call.last.hangUp).toBe(true);
    expect(call.last.state.message).toEqual(sofiasMessage);
  });

  it("is the request that followed a declined offer, when the caller hangs up before saying more", async () => {
    const call = await playCall(engine, agentProfile(), [
      "do you have a pet llama?",
      "No",
      "I'm calling about catering for 40 people on December 12th",
      "Sofia Rossi, 201 555 0199",
    ]);
    expect(call.last.say).toBe("And what would you like me to tell them?");
    expect(call.last.state.message).toEqual(sofiasMessage);
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
    const first = await engine.respond(
      agent,
      (await engine.start(agent, context)).state,
      "Leave a message",
      context,
    );
    const stored = JSON.parse(JSON.stringify(first.state));
    const second = await engine.respond(agent, stored, "Ana Lee", context);
    expect(second.say).toBe("Can we call you back on the number you're calling from, ending in 0 1 4 7?");
  });

  it("starts afresh rather than failing on a memory it does not recognise", async () => {
    const agent = agentProfile();
    const context = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER };
    const { state } = await engine.start(agent, context);
    const turn = await engine.respond(
      agent,
      { ...state, memory: { dialogue: { form: 42 } } },
      "Where are you?",
      context,
    );
    expect(turn.say).toContain("We're in Brooklyn, New York.");
  });
});

describe("speed", () => {
  it("plays 1000 turns in under a second", async () => {
    const agent = agentProfile({
      workflowMode: true,
      reputationManagement: true,
      reviewUrl: "https://g.page/r/x",
    });
    const context = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER };
    const lines = [
      "Are you open right now?",
      "I'd like to book a table for four on Friday at 7 PM",
      "My name is Ana Ruiz",
      "Yes",
      "What's your website?",
      "That's all, thanks",
      "Sure",
    ];
    const startedAt = performance.now();
    let turns = 0;
    while (turns < 1000) {
      let { state } = await engine.start(agent, context);
      for (const line of lines) {
        state = (await engine.respond(agent, state, line, context)).state;
        turns++;
      }
    }
    expect(performance.now() - startedAt).toBeLessThan(1000);
  });
});
