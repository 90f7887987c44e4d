import { describe, expect, it } from "vitest";
import { agentProfile, CALLER_NUMBER, itPlaysEach, playCall } from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";

// The built-in engine as callers meet it: the greeting, message taking,
// Spanish and bilingual calls, the review link, hanging up, and its speed.

const engine = createOfflineEngine();

describe("taking a message", () => {
  itPlaysEach([
    {
      does: "asks for the name, then the number, then the reason, and says the owner will call back",
      caller: [
        "I'd like to leave a message for the owner",
        "Jane Doe",
        "Yes, this number",
        "It's about the catering order for Saturday",
      ],
      replies: {
        0: "Of course. May I have your name, please?",
        1: "Can we call you back on the number you're calling from, ending in 0 1 4 7?",
        2: "And what would you like me to tell them?",
        3: expect.stringContaining(
          "Thank you, Jane Doe. I'll pass your message on, and Tony's Pizza will call you back on the number ending in 0 1 4 7.",
        ),
      },
      state: {
        message: {
          callerName: "Jane Doe",
          callbackNumber: CALLER_NUMBER,
          reason: "It's about the catering order for Saturday",
        },
        endedWell: true,
      },
    },
    {
      does: "keeps a name said right before a number, wherever in the answer it comes",
      caller: [
        "I'd like to leave a message for the owner",
        "Okay. Can you have someone call me in the morning? Kevin Brown, 313 555 0162.",
      ],
      replies: { 1: expect.not.stringContaining("didn't catch") },
      given: expect.objectContaining({ callerName: "Kevin Brown" }),
    },
    {
      does: "keeps a name said between a greeting and the request",
      caller: ["Yes hi, Daniel Cho, I'd like to leave a message for the owner"],
      last: expect.not.stringContaining("May I have your name"),
    },
    {
      does: "keeps a name said after 'sorry'",
      caller: ["Can I leave a message?", "Sorry, Luis Ramirez."],
      replies: { 1: expect.not.stringContaining("didn't catch") },
    },
    {
      does: "reads 'double' and 'triple' in a number said in words",
      caller: [
        "I'd like to leave a message for the owner",
        "It's Rob Kowalski",
        "No, call me on three one three, five five five, oh one double eight",
      ],
      given: expect.objectContaining({ callbackNumber: expect.stringMatching(/^\+?1?3135550188$/) }),
    },
    {
      does: "takes no 'It's personal' for a name, asks again, and keeps the name given next",
      caller: [
        "I'd like to leave a message for the owner",
        "It's personal.",
        "Brian Kowalski.",
        "Three one four, five five five, zero one three three.",
      ],
      replies: { 1: expect.stringMatching(/name/) },
      given: expect.objectContaining({ callerName: "Brian Kowalski" }),
    },
    {
      does: "takes 'I need to cancel my appointment' as what the message is about, not as dropping it",
      caller: [
        "I'd like to leave a message",
        "I need to cancel my appointment for tomorrow, something came up.",
      ],
      last: expect.not.stringMatching(/^No problem/),
      state: { soFar: expect.objectContaining({ reason: expect.stringMatching(/cancel my appointment/) }) },
    },
    {
      does: "takes 'cancelar unas clases' in Spanish as what the message is about, not as dropping it",
      agent: agentProfile({ language: "spanish" }),
      caller: ["Quiero dejar un mensaje", "Necesito cancelar unas clases de la próxima semana."],
      last: expect.not.stringMatching(/^No hay problema/),
      state: { soFar: expect.objectContaining({ reason: expect.stringMatching(/cancelar unas clases/) }) },
    },
    {
      does: "takes no 'that's the number' for a name",
      caller: ["I'd like to leave a message", "Yes that's the number."],
      last: expect.stringMatching(/May I have your name, please\?$/),
      state: { soFar: null },
    },
    {
      does: "keeps the last name said after the first name's spelling",
      caller: ["I'd like to leave a message", "My name is Siobhan, S-I-O-B-H-A-N, Murphy."],
      state: { soFar: expect.objectContaining({ callerName: "Siobhan Murphy" }) },
    },
    {
      does: "keeps both names of a couple who call together",
      caller: [
        "We'd like to leave a message about selling our house",
        "My number is 512 555 0199, and it's Jim and Carol Dunn.",
      ],
      given: expect.objectContaining({
        callerName: "Jim and Carol Dunn",
        callbackNumber: expect.stringMatching(/5125550199$/),
      }),
    },
    {
      does: "takes 'this number's fine' as the call-back number, not as what the message is about",
      caller: ["Can I speak to the owner please?", "It's Jennifer Walsh.", "Yeah, this number's fine."],
      replies: { 2: "And what would you like me to tell them?" },
    },
    {
      does: "takes 'sí, a este número' as the call-back number the agent offered, in Spanish",
      agent: agentProfile({ language: "spanish" }),
      caller: [
        "Quiero dejar un mensaje para el dueño",
        "Me llamo Ana Ruiz",
        "Sí, a este número.",
        "Es sobre la fiesta del sábado",
      ],
      replies: { 2: "¿Y qué mensaje quiere que les deje?" },
      state: {
        message: expect.objectContaining({
          callerName: "Ana Ruiz",
          callbackNumber: "+12125550147",
          reason: "Es sobre la fiesta del sábado",
        }),
      },
    },
    {
      does: "takes the name after 'ugh, fine', and keeps the request when the reason given is only thanks",
      caller: [
        "Can I talk to a real person?",
        "Ugh, fine. Brandon Miller.",
        "Yes, this number",
        "Perfect, thank you so much.",
      ],
      replies: { 1: expect.not.stringContaining("didn't catch") },
      state: {
        message: expect.objectContaining({
          callerName: "Brandon Miller",
          reason: "Can I talk to a real person?",
        }),
      },
    },
    {
      does: "answers 'and how long does that take?' to the name question, never taking it for a name",
      agent: agentProfile({ businessCategory: "beauty", workflowMode: true }),
      caller: ["I'd like to book a balayage on Saturday", "Oh and how long does that usually take?"],
      replies: {
        0: expect.stringContaining("May I have your name"),
        1: "I don't have that information, but I can pass your question to the team. May I have your name, please?",
      },
    },
    {
      does: "never takes spoken digits for a name",
      agent: agentProfile({ language: "spanish" }),
      caller: [
        "Quiero dejar un mensaje",
        "Sofía Castillo. Siete uno tres, cinco cinco cinco, cero uno uno ocho.",
      ],
      given: expect.objectContaining({ callerName: "Sofía Castillo" }),
    },
    {
      does: "does not take words before a number for a name unless they are a first and last name",
      caller: ["I'd like to leave a message for the owner", "Yes. Call 313 555 0162."],
      replies: { 1: expect.stringContaining("May I have your name, please?") },
    },
    {
      does: "takes a different call-back number when the caller prefers one",
      caller: [
        "Can I talk to a real person?",
        "my name is Peter Park",
        "No",
        "It's 718 555 0199",
        "Please call me about my refund",
      ],
      replies: {
        0: expect.stringContaining("There's no one available to take your call right now"),
        2: "What's the best number to call you back on?",
        4: expect.stringContaining("call you back on the number ending in 0 1 9 9"),
      },
      state: {
        message: {
          callerName: "Peter Park",
          callbackNumber: "7185550199",
          reason: "Please call me about my refund",
        },
      },
    },
    {
      does: "takes a message when it cannot help with a request",
      caller: [
        "Do you sponsor local little league teams?",
        "This is Maria and my number is five five five, two one two, three four five six",
      ],
      replies: {
        0: expect.stringContaining(
          "I don't have that information, but I can pass your question to the team.",
        ),
        // The question is what the message is about, so it is not asked for again.
        1: expect.stringContaining("Thank you, Maria. I'll pass your message on"),
      },
      state: {
        message: {
          callerName: "Maria",
          callbackNumber: "5552123456",
          reason: "Do you sponsor local little league teams?",
        },
      },
    },
    {
      does: "asks for the number when the caller's own number is not known",
      caller: ["Please take a message", "Ana"],
      context: { callerNumber: "" },
      replies: { 1: "What's the best number to call you back on?" },
    },
    {
      does: "asks again when it did not catch the number",
      caller: ["Take a message please", "Ana", "No", "hmm let me think"],
      replies: { 3: "Sorry, I didn't catch that. What's the best number to call you back on?" },
    },
  ]);

  it.each([
    ["Alright, thanks.", "May I have your name, please?"],
    ["Okay cool", "Sorry, I didn't catch that. May I have your name, please?"],
    ["Yep", "Sorry, I didn't catch that. May I have your name, please?"],
    ["Bueno, vale", "Sorry, I didn't catch that. May I have your name, please?"],
  ])("does not take %j for the caller's name, and asks again: %j", async (words, asked) => {
    const call = await playCall(engine, agentProfile(), ["Take a message please", words]);
    expect(call.replies[1]).toBe(asked);
    expect(call.last.state.soFar?.callerName ?? "").toBe("");
  });

  itPlaysEach([
    {
      does: "drops the message when the caller would rather not leave one",
      caller: ["Can I speak to the manager?", "No"],
      replies: { 1: "No problem. Can I help you with anything else?" },
      state: { message: null },
    },
    {
      does: "answers a question in the middle of the message, then carries on",
      caller: ["Leave a message", "Wait, what time do you close?"],
      replies: { 1: "We're open now, and we close at 10 PM. May I have your name, please?" },
    },
    {
      does: "passes a question on with the message when the caller says that's all to the number offered",
      caller: [
        "I'd like to leave a message",
        "Sofia Rossi",
        "Yes",
        "Please call me back",
        "Do you deliver to Queens?",
        "Okay, no worries. That's all.",
      ],
      last: expect.stringMatching(/I'll pass your message on.*Goodbye!$/),
      hangsUp: true,
      kept: expect.objectContaining({ reason: expect.stringContaining("Do you deliver to Queens?") }),
    },
  ]);
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

  itPlaysEach([
    {
      does: "books a consultation about custody as a message with the caller's name, number and request",
      agent: lawOffice,
      caller: [
        "I'd like to book a consultation about custody",
        "My name is John Smith and my number is 212 555 0199",
        "Yes",
      ],
      replies: {
        0: `${HELPS}, and Smith & Jones Law will call you back to confirm. May I have your name, please?`,
        1: "Let me check I have that right: a consultation for John Smith about custody, with a call back on the number ending in 0 1 9 9. Is that correct?",
        2: expect.stringContaining(
          "I'll pass your consultation request on, and Smith & Jones Law will call you back on the number ending in 0 1 9 9.",
        ),
      },
      state: {
        message: {
          callerName: "John Smith",
          callbackNumber: "2125550199",
          reason: "A consultation for John Smith about custody",
        },
        workflowItems: [],
        endedWell: true,
      },
    },
  ]);

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

  itPlaysEach([
    {
      does: "takes an appointment request in Spanish",
      agent: agentProfile({
        language: "spanish",
        businessName: "Clínica Sol",
        businessCategory: "healthcare",
        agentPurpose: "Agendar citas para pacientes",
      }),
      caller: ["Quisiera agendar una cita", "Lucía Fernández", "El lunes por la mañana", "Un chequeo", "Sí"],
      replies: {
        0: expect.stringContaining("Con gusto le ayudo. Puedo tomarle un mensaje con los detalles"),
      },
      last: expect.stringContaining("Le pasaré su solicitud de cita a Clínica Sol"),
      state: {
        message: {
          callerName: "Lucía Fernández",
          callbackNumber: CALLER_NUMBER,
          reason: "Una cita para Lucía Fernández el lunes por la mañana, por un chequeo",
        },
      },
    },
    {
      does: "keeps the request as the message when the caller hangs up after giving a name and number",
      agent: lawOffice,
      caller: [
        "I'd like to book a consultation about custody",
        "My name is John Smith and my number is 212 555 0199",
      ],
      state: { message: null },
      kept: {
        callerName: "John Smith",
        callbackNumber: "2125550199",
        reason: "I'd like to book a consultation about custody. The caller did not confirm these details.",
        partial: true,
      },
    },
    {
      does: "withdraws the message when the caller cancels the request",
      agent: lawOffice,
      caller: [
        "I'd like to book a consultation about custody",
        "My name is John Smith and my number is 212 555 0199",
        "Actually never mind",
      ],
      last: "No problem, I've cancelled that. Is there anything else I can help you with?",
      state: { message: null },
    },
    {
      does: "still offers only a message for what the purpose does not offer",
      agent: lawOffice,
      caller: ["Can I order a pizza?"],
      last: expect.stringContaining("I'm sorry, I can't help with that myself, but I can take a message"),
    },
  ]);
});
