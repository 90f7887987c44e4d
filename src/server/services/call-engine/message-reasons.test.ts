import { describe, expect, it } from "vitest";
import { keptAtCallEnd } from "./call-end";
import { agentProfile, CALLER_NUMBER, itPlaysEach, playCall } from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";

// What the built-in engine keeps as a message's reason: what the caller wants, in their words.

const engine = createOfflineEngine();

describe("the reason of a message", () => {
  // The message's reason is what the owner reads in the call log and the mail, so it
  // is what the caller wants, never "yes" or "please pass it on" said to the agent.
  const CATERING = "Catering for 40 people on December 12th";
  const SOFIA =
    "Hi, this is Sofia Rossi, my number is 201 555 0199, I'm calling about catering for 40 people on December 12th";
  const sofiasMessage = { callerName: "Sofia Rossi", callbackNumber: "2015550199", reason: CATERING };

  itPlaysEach([
    {
      does: "is taken from the sentence that gives the name and number, without asking for it again",
      caller: ["I'd like to leave a message", SOFIA],
      last: [
        expect.not.stringContaining("what would you like me to tell them"),
        expect.stringContaining(
          "Thank you, Sofia Rossi. I'll pass your message on, and Tony's Pizza will call you back on the number ending in 0 1 9 9.",
        ),
      ],
      state: { message: sofiasMessage },
    },
    {
      does: "is taken from a yes to the offer of a message that gives the name, number and reason",
      agent: agentProfile({ businessWebsite: "" }),
      caller: ["What's your website?", `Yes please. ${SOFIA}`],
      replies: { 0: expect.stringContaining("Would you like to leave a message") },
      last: [expect.not.stringContaining("can't help"), expect.stringContaining("Thank you, Sofia Rossi.")],
      state: { message: sofiasMessage },
    },
    {
      does: "is what the caller first asked for, not the words that lead up to a Spanish number",
      agent: agentProfile({
        businessName: "Taquería El Güero",
        language: "spanish",
        agentPurpose: "Contestar preguntas y tomar mensajes para el dueño",
      }),
      caller: [
        "Buenas, quería ver si me pueden preparar comida para una fiesta, como para cincuenta personas, el sábado.",
        "Me llamo Ernesto Salinas y mi celular es el 213 555 0192.",
        "No, es todo. Gracias.",
      ],
      kept: expect.objectContaining({ callerName: "Ernesto Salinas", callbackNumber: "2135550192" }),
      keptReason: [
        expect.stringMatching(/comida para una fiesta, como para cincuenta personas, el sábado/),
        expect.not.stringMatching(/celular/i),
      ],
    },
    {
      does: "is taken when said before the name and number in the same sentence",
      caller: [
        "Can I leave a message?",
        "I'm calling about catering for 40 people on December 12th. My name is Sofia Rossi and my number is 201 555 0199.",
      ],
      state: { message: sofiasMessage },
    },
    {
      does: "is taken when said in the request that starts the message, before the name and number",
      caller: [
        "I'm calling about catering for 40 people on December 12th, can I leave a message?",
        "Sofia Rossi",
        "Yes",
      ],
      last: expect.stringContaining("Thank you, Sofia Rossi."),
      state: { message: { ...sofiasMessage, callbackNumber: CALLER_NUMBER } },
    },
  ]);

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
      expect(keptAtCallEnd(call.last.state)?.reason).not.toMatch(/pass|yes|that's it/i);
    },
  );

  itPlaysEach([
    {
      does: "is not an acknowledgement once the caller has given the reason",
      caller: ["I'd like to leave a message", SOFIA, "Yes please pass it on"],
      state: { message: sofiasMessage },
      last: [expect.not.stringContaining("can't help"), expect.not.stringContaining("May I have your name")],
    },
    {
      does: "is the caller's latest request, not an unrelated question asked before it",
      caller: ["Do you sell car tyres?", "No", "do you have a pet llama?", SOFIA, "Thanks, bye"],
      replies: { 1: "No problem. Can I help you with anything else?" },
      hangsUp: true,
      state: { message: sofiasMessage },
    },
    {
      does: "is the request that followed a declined offer, not asked for again",
      caller: [
        "do you have a pet llama?",
        "No",
        "I'm calling about catering for 40 people on December 12th",
        "Sofia Rossi, 201 555 0199",
      ],
      last: expect.stringContaining("Thank you, Sofia Rossi."),
      state: { message: sofiasMessage },
    },
    {
      does: "is what the caller said before the offer of a message, when they answer it with their name alone",
      agent: agentProfile({
        businessCategory: "healthcare",
        agentPurpose: "Book appointments for dogs and cats.",
      }),
      caller: [
        "My cat Mochi has been throwing up since yesterday, do you see cats?",
        "It's Jordan Pierce.",
        "This number's good.",
      ],
      replies: {
        0: expect.stringContaining("Would you like to leave a message"),
        1: expect.stringContaining("Can we call you back"),
      },
      state: {
        message: expect.objectContaining({
          callerName: "Jordan Pierce",
          reason: expect.stringContaining("throwing up"),
        }),
      },
    },
  ]);
});

describe("the greeting before a reason", () => {
  itPlaysEach([
    {
      does: "is left out of what the owner reads, in Spanish",
      agent: agentProfile({ language: "spanish" }),
      caller: [
        "Buenas tardes, quiero dejar un recado sobre la comida para la fiesta del domingo",
        "Marta Ibáñez",
        "Sí",
      ],
      state: {
        message: expect.objectContaining({
          reason: "Quiero dejar un recado sobre la comida para la fiesta del domingo",
        }),
      },
    },
    {
      does: "is left out of what the owner reads, in English",
      caller: [
        "Good afternoon, I'm calling about catering for 40 people on December 12th",
        "Sofia Rossi",
        "Yes",
      ],
      state: { message: expect.objectContaining({ reason: "Catering for 40 people on December 12th" }) },
    },
  ]);
});

describe("a question about what the business does on a day", () => {
  itPlaysEach([
    {
      does: "is answered with that day's hours too",
      agent: agentProfile({
        businessCategory: "healthcare",
        agentPurpose: "Book appointments for dogs and cats.",
        customHours: "Mon-Fri 8am-6pm, Sat 9am-1pm",
      }),
      caller: ["Do you guys see cats on Saturdays too?"],
      last: [
        expect.stringContaining("can help with cats"),
        expect.stringMatching(/Saturday[^.]*9 AM to 1 PM/),
      ],
    },
    {
      does: "is answered with that day's hours in Spanish",
      agent: agentProfile({
        language: "spanish",
        customHours: "Mon-Sat 11am-10pm",
        agentPurpose: "Tomar mensajes y hacer pasteles de cumpleaños.",
      }),
      caller: ["¿Hacen pasteles de cumpleaños los domingos?"],
      last: [
        expect.stringContaining("pasteles de cumpleaños"),
        expect.stringContaining("El domingo estamos cerrados."),
      ],
    },
  ]);
});

describe("a request taken as a message, with workflow mode off", () => {
  const lawFirm = agentProfile({
    businessName: "Okafor & Reyes Law",
    businessCategory: "legal",
    agentPurpose:
      "Take messages from new and existing clients for the attorneys: family law, wills and estates.",
  });
  itPlaysEach([
    {
      does: "keeps whom the call is for and what about, which the read-back leaves out",
      agent: lawFirm,
      caller: [
        "I'm calling for my dad, Harold Jensen, he got a letter about his brother's estate.",
        "My name is Karen Webb, I'm his daughter.",
        "Yes",
        "Yes",
      ],
      state: {
        message: expect.objectContaining({
          callerName: "Karen Webb",
          reason: expect.stringContaining("Harold Jensen"),
        }),
      },
    },
    {
      does: "keeps the read-back alone when the caller's words took a detail back",
      agent: agentProfile({
        businessCategory: "automotive",
        agentPurpose: "Book MOTs, services and repairs.",
      }),
      caller: [
        "I need to book an MOT for my Corsa, Tuesday, actually no, make it Wednesday.",
        "Dave Kershaw",
        "Yes",
      ],
      state: { message: expect.objectContaining({ reason: expect.not.stringContaining("Tuesday") }) },
    },
  ]);
});

describe("a message for what the agent cannot do", () => {
  itPlaysEach([
    {
      does: "keeps the request, name and number when the caller hangs up before the read-back",
      caller: ["Do you sponsor local little league teams?", "This is Maria"],
      kept: {
        callerName: "Maria",
        callbackNumber: CALLER_NUMBER,
        reason: "Do you sponsor local little league teams?",
        partial: true,
      },
    },
    {
      does: "does not replace a message already left with one still being taken",
      caller: [
        "Please take a message",
        "Jane Doe",
        "Yes",
        "Call me about the catering order",
        "Yes, can I talk to the manager?",
        "Jane Doe",
        "Yes",
      ],
      last: "And what would you like me to tell them?",
      state: { message: expect.objectContaining({ reason: "Call me about the catering order" }) },
    },
  ]);
});
