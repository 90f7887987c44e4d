import { describe, expect, it } from "vitest";
import { keptAtCallEnd } from "./call-end";
import { agentProfile, CALLER_NUMBER, playCall } from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";

// The built-in engine as callers meet it: the greeting, message taking,
// Spanish and bilingual calls, the review link, hanging up, and its speed.

const engine = createOfflineEngine();

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

  it("keeps a name said right before a number, wherever in the answer it comes", async () => {
    const call = await playCall(engine, agentProfile(), [
      "I'd like to leave a message for the owner",
      "Okay. Can you have someone call me in the morning? Kevin Brown, 313 555 0162.",
    ]);
    expect(call.replies[1]).not.toContain("didn't catch");
    expect(call.last.state.soFar?.callerName ?? call.last.state.message?.callerName).toBe("Kevin Brown");
  });

  it("keeps a name said between a greeting and the request, and one said after 'sorry'", async () => {
    const greeted = await playCall(engine, agentProfile(), [
      "Yes hi, Daniel Cho, I'd like to leave a message for the owner",
    ]);
    expect(greeted.last.say).not.toContain("May I have your name");
    const sorry = await playCall(engine, agentProfile(), ["Can I leave a message?", "Sorry, Luis Ramirez."]);
    expect(sorry.replies[1]).not.toContain("didn't catch");
  });

  it("reads 'double' and 'triple' in a number said in words", async () => {
    const call = await playCall(engine, agentProfile(), [
      "I'd like to leave a message for the owner",
      "It's Rob Kowalski",
      "No, call me on three one three, five five five, oh one double eight",
    ]);
    expect(call.last.state.soFar?.callbackNumber ?? call.last.state.message?.callbackNumber).toMatch(
      /^\+?1?3135550188$/,
    );
  });

  it("takes 'this number's fine' as the call-back number, not as what the message is about", async () => {
    const call = await playCall(engine, agentProfile(), [
      "Can I speak to the owner please?",
      "It's Jennifer Walsh.",
      "Yeah, this number's fine.",
    ]);
    expect(call.replies[2]).toBe("And what would you like me to tell them?");
  });

  it("takes the name after 'ugh, fine', and keeps the request when the reason given is only thanks", async () => {
    const call = await playCall(engine, agentProfile(), [
      "Can I talk to a real person?",
      "Ugh, fine. Brandon Miller.",
      "Yes, this number",
      "Perfect, thank you so much.",
    ]);
    expect(call.replies[1]).not.toContain("didn't catch");
    expect(call.last.state.message).toMatchObject({
      callerName: "Brandon Miller",
      reason: "Can I talk to a real person?",
    });
  });

  it("answers 'and how long does that take?' to the name question, never taking it for a name", async () => {
    const call = await playCall(engine, agentProfile({ businessCategory: "beauty", workflowMode: true }), [
      "I'd like to book a balayage on Saturday",
      "Oh and how long does that usually take?",
    ]);
    expect(call.replies[0]).toContain("May I have your name");
    expect(call.replies[1]).toBe(
      "I don't have that information, but I can pass your question to the team. May I have your name, please?",
    );
  });

  it("never takes spoken digits for a name", async () => {
    const call = await playCall(engine, agentProfile({ language: "spanish" }), [
      "Quiero dejar un mensaje",
      "Sofía Castillo. Siete uno tres, cinco cinco cinco, cero uno uno ocho.",
    ]);
    expect(call.last.state.soFar?.callerName ?? call.last.state.message?.callerName).toBe("Sofía Castillo");
  });

  it("does not take words before a number for a name unless they are a first and last name", async () => {
    const call = await playCall(engine, agentProfile(), [
      "I'd like to leave a message for the owner",
      "Yes. Call 313 555 0162.",
    ]);
    expect(call.replies[1]).toContain("May I have your name, please?");
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
      "I don't have that information, but I can pass your question to the team.",
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

  it.each([["Alright, thanks."], ["Okay cool"], ["Yep"], ["Bueno, vale"]])(
    "does not take %j for the caller's name",
    async (words) => {
      const call = await playCall(engine, agentProfile(), ["Take a message please", words]);
      expect(call.replies[1]).toBe("Sorry, I didn't catch that. May I have your name, please?");
      expect(call.last.state.soFar?.callerName ?? "").toBe("");
    },
  );

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
  // An agent serves its purpose and takes messages. A caller asking for what the
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
      lines: ["Can I make an appointment?", "John Carter", "Next Tuesday morning", "A check-up", "Yes"],
      questions: [
        "What's the patient's full name?",
        "What day and time would you prefer?",
        "And what's the reason for the visit?",
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
      ],
      questions: [
        "What's the make and model of your vehicle?",
        "What service does it need?",
        "What day and time would suit you best?",
        "May I have your name, please?",
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
      lines: ["I'd like to make a reservation", "Four people", "Saturday at 7 PM", "Ana Ruiz", "Yes"],
      questions: [
        "How many people is the table for?",
        "What day and time would you like?",
        "May I have your name, please?",
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
    expect(call.last.state.message).toBeNull();
    expect(keptAtCallEnd(call.last.state)).toEqual({
      callerName: "John Smith",
      callbackNumber: "2125550199",
      reason:
        "I'd like to book a consultation about custody. A consultation for John Smith about custody. The caller did not confirm these details.",
      partial: true,
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
    expect(keptAtCallEnd(call.last.state)).toEqual({
      callerName: "Maria",
      callbackNumber: "5552123456",
      reason: "Do you sponsor local little league teams?",
      partial: true,
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
