import { describe, expect, it } from "vitest";
import {
  agentProfile,
  CALLER_NUMBER,
  itemWith,
  itPlaysEach,
  MANAGER_LINE,
  PLUMBER,
  SPANISH_WORKFLOW_RESTAURANT,
  WORKFLOW_RESTAURANT,
} from "./engine-test-support";
import { ownerInstruction } from "./owner-instructions";

// Callers say things in their own order and words: a child's or a pet's name beside their own, a
// day when asked for a number, a question about what the business does, "perfect, thank you" to
// "anything else?". The message the owner reads keeps what they called about and what they added.

const tutoring = agentProfile({
  businessName: "Bright Minds Learning Center",
  businessCategory: "education",
  agentPurpose: "Book free assessments for math, reading and SAT prep, and take messages for the director.",
});
const accountant = agentProfile({
  businessName: "Patel & Brooks CPA",
  businessCategory: "finance",
  agentPurpose:
    "Take messages for our accountants: personal and business tax returns, bookkeeping, payroll and IRS letters. We don't do audits.",
});
const inn = agentProfile({
  businessName: "Seaside Inn",
  businessCategory: "travel",
  agentPurpose:
    "Take room reservation requests and messages for the front desk. Check-in is from 3pm and check-out is by 11am.",
});

describe("the caller's own name", () => {
  itPlaysEach([
    {
      does: "is the one they introduce themselves by, not their daughter's said beside it",
      agent: tutoring,
      caller: ["I'd like to leave a message", "Sure, I'm Angela Brooks, and her name's Kayla."],
      given: expect.objectContaining({ callerName: "Angela Brooks" }),
    },
    {
      does: "is theirs, and the child's name said beside it is noted for the owner",
      agent: tutoring,
      caller: [
        "My son is struggling with math, can someone call me?",
        "His name's Jamal, and I'm Tasha Greene.",
        "Yes",
      ],
      kept: expect.objectContaining({ callerName: "Tasha Greene", reason: expect.stringContaining("Jamal") }),
    },
    {
      does: "is the one they introduce themselves by when the pet's is said first",
      caller: ["I'd like to leave a message", "Her name's Mochi, and I'm Priya Raman."],
      given: expect.objectContaining({ callerName: "Priya Raman" }),
    },
    {
      does: "is someone else's only when no other is said",
      caller: ["I'd like to leave a message", "His name is Leo Park, he's my son."],
      given: expect.objectContaining({ callerName: "Leo Park" }),
    },
    {
      does: "is a sentence of its own after others, with its spelling",
      caller: ["I'd like to leave a message", "Oh, okay. Yeah I'd like to see it. Steve Wu, W U."],
      given: expect.objectContaining({ callerName: "Steve Wu" }),
    },
    {
      does: 'is taken from "it\'s for Linh Nguyen"',
      caller: ["I'd like to leave a message", "It's for Linh Nguyen."],
      given: expect.objectContaining({ callerName: "Linh Nguyen" }),
    },
    {
      does: "is never a street said before its house number",
      agent: PLUMBER,
      caller: [
        "Se me reventó un tubo en la cocina",
        "Me llamo Raúl Mendoza",
        "Sí, a este número",
        "Calle Colfax 2200, en Denver",
      ],
      kept: expect.objectContaining({ callerName: "Raúl Mendoza" }),
    },
    {
      does: "is never a question asked back",
      agent: agentProfile({ language: "spanish" }),
      caller: ["Quiero dejar un mensaje", "¿Y los domingos?"],
      last: expect.stringContaining("su nombre"),
      state: { soFar: null },
    },
    {
      does: 'is left empty, never read back or kept as "not given", when the caller never gives it',
      agent: agentProfile({ workflowMode: true }),
      caller: ["Can I book a table for 2 on Friday at 7pm?", "Okay cool", "Okay cool"],
      last: expect.not.stringContaining("not given"),
      kept: expect.objectContaining({ callerName: "" }),
    },
  ]);
});

describe("what the caller adds out of turn", () => {
  itPlaysEach([
    {
      does: "is noted for the owner when a day is said instead of the number",
      caller: ["My heater is making a weird noise", "Marcy Feldman", "Maybe next Tuesday morning?"],
      replies: { 2: expect.stringMatching(/^Thank you, I've noted that\. Can we call you back/) },
      keptReason: "My heater is making a weird noise. Maybe next Tuesday morning.",
    },
    {
      does: "is noted when a statement is said instead of the name",
      caller: ["I got a letter from the IRS", "It's for my personal taxes.", "Grace Liu", "Yes"],
      keptReason: expect.stringMatching(/letter from the IRS\. It's for my personal taxes\./),
      given: expect.objectContaining({ callerName: "Grace Liu" }),
    },
    {
      does: 'is not "let me think": the question is asked again',
      caller: ["Take a message please", "Hmm, let me think"],
      last: "Sorry, I didn't catch that. May I have your name, please?",
    },
    {
      does: "never replaces what the call is about with the words beside a name",
      agent: inn,
      caller: [
        "Do you have any rooms for this Friday night?",
        "Oh great. Put it under Sarah Thompson.",
        "Yes",
      ],
      keptReason: expect.stringMatching(/rooms for this Friday night/),
    },
  ]);
});

describe("what the caller adds once the message is taken", () => {
  itPlaysEach([
    {
      does: "is added to the message: a statement beside the name and number",
      caller: [
        "What's your commission?",
        "Sure, Linda Park, 512-555-0149, the house is at 2207 Oak Hollow Drive.",
        "That's it.",
      ],
      kept: expect.objectContaining({
        callerName: "Linda Park",
        reason: expect.stringContaining("Oak Hollow"),
      }),
    },
    {
      does: "is added to the message: a statement after it was passed on",
      caller: [
        "Take a message please",
        "Greg Phillips",
        "Yes",
        "I want my condo valued",
        "The condo's at 88 Rainey Street.",
      ],
      replies: { 4: expect.stringMatching(/^Thank you, I've added that to your message\./) },
      state: {
        message: expect.objectContaining({
          reason: "I want my condo valued. The condo's at 88 Rainey Street.",
        }),
      },
    },
    {
      does: "gives the message its name and number when they come after it",
      caller: [
        "It's about an order I placed last week",
        "I'd like to leave a message for the owner",
        "I'd like to leave a message",
        "My number is 212 555 0199",
      ],
      kept: expect.objectContaining({ callbackNumber: expect.stringContaining("2125550199") }),
    },
  ]);
});

describe("a name said once the request is noted without one", () => {
  itPlaysEach([
    {
      does: "is that request's",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: [
        "Necesito una mesa para cuatro el viernes",
        "Quisiera dejar un mensaje",
        "Quisiera dejar un mensaje",
        "Mi número es 713 555 0129",
        "Sí",
        "Me llamo María Fernández",
      ],
      last: "Gracias, lo he anotado. ¿Puedo ayudarle con algo más?",
      state: {
        workflowItems: [itemWith({ name: "María Fernández", callbackNumber: "7135550129" })],
      },
    },
    {
      does: "is also the earlier request's when it is given for a message after it",
      agent: WORKFLOW_RESTAURANT,
      caller: [
        "A table for four on Friday at 7",
        "I'd rather not say",
        "I'd rather not say",
        "Yes",
        "I'd like to leave a message too",
        "It's Dana Whitfield",
        "Yes",
        "Can I bring my own cake?",
      ],
      state: {
        workflowItems: [
          expect.objectContaining({
            summary: expect.stringContaining("Dana Whitfield"),
            details: expect.objectContaining({ name: "Dana Whitfield" }),
          }),
        ],
      },
      given: expect.objectContaining({ callerName: "Dana Whitfield", reason: "Can I bring my own cake?" }),
    },
  ]);
});

describe("a number given once in the call", () => {
  itPlaysEach([
    {
      does: "is the one offered for the next request, not the number they call from",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: [
        "Necesito una mesa para cuatro el viernes",
        "Me llamo María Fernández",
        "Mi número es 713 555 0129",
        "Sí",
        "¿Puedo hablar con alguien?",
      ],
      last: "En este momento no hay nadie disponible para atenderle, pero puedo tomarle un mensaje para que le devuelvan la llamada. ¿Le podemos devolver la llamada al número que me dio, que termina en 0 1 2 9?",
    },
    {
      does: "is kept for a message the caller leaves without saying it again",
      agent: WORKFLOW_RESTAURANT,
      caller: [
        "A table for four on Friday at 7",
        "Dana Whitfield",
        "Sure, it's 917 555 0134",
        "Yes",
        "Can I talk to someone about a private party?",
      ],
      last: expect.stringContaining("Can we call you back on the number you gave me, ending in 0 1 3 4?"),
      kept: expect.objectContaining({ callerName: "Dana Whitfield", callbackNumber: "9175550134" }),
    },
  ]);
});

describe("a caller checking the line", () => {
  itPlaysEach([
    {
      does: "hears the agent is there and the question again; “¿bueno?” is no yes to a read-back",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: ["Necesito una mesa para cuatro el viernes", "Me llamo María Fernández", "¿Bueno?"],
      last: "Sí, aquí estoy. Permítame confirmar: una mesa para 4 el viernes, a nombre de María Fernández, con devolución de llamada al número que termina en 0 1 4 7. ¿Es correcto?",
      state: { workflowItems: [] },
    },
    {
      does: "is asked again in English too, at any question",
      caller: ["I'd like to leave a message", "Hello? Are you there?"],
      last: "Yes, I'm here. May I have your name, please?",
    },
    {
      does: "is a greeting when nothing was asked yet",
      caller: ["Hello?"],
      last: "Hello! How can I help you today?",
    },
  ]);
});

describe("a caller who asks for a person in the middle of a request", () => {
  itPlaysEach([
    {
      does: "is told no one is free and the request goes on where it was",
      agent: WORKFLOW_RESTAURANT,
      caller: ["A table for four on Friday at 7", "Can I just talk to a real person?"],
      last: "There's no one available to take your call right now, but I can take a message and have someone call you back. May I have your name, please?",
    },
    {
      does: "is put through when someone takes such calls, and they hear what the request was",
      agent: agentProfile({ workflowMode: true, transferTargets: [MANAGER_LINE] }),
      caller: ["A table for four on Friday at 7", "Can I speak to the manager?"],
      state: {
        transfer: expect.objectContaining({
          summary: expect.stringContaining("says: A table for four on Friday at 7."),
        }),
      },
    },
  ]);
});

const bistro = (language: "spanish" | "multilingual", agentPurpose: string) =>
  agentProfile({ businessName: "Bella Cucina", language, agentPurpose });

describe("what the business does, asked about", () => {
  itPlaysEach([
    {
      does: "is yes when the purpose lists it, and a message about it is offered",
      agent: accountant,
      caller: ["Do you guys do payroll for small businesses?"],
      last: "Yes, Patel & Brooks CPA can help with payroll. Would you like to leave a message so Patel & Brooks CPA can get back to you?",
    },
    {
      does: "is not claimed when the purpose says the business does not do it",
      agent: accountant,
      caller: ["Do you do audits?"],
      last: expect.not.stringMatching(/^Yes/),
    },
    {
      does: "is not claimed when only part of it is in the purpose",
      agent: accountant,
      caller: ["Do you do business valuations?"],
      last: expect.not.stringMatching(/^Yes/),
    },
    {
      does: "is yes to a Spanish caller asking for 'banquetes' when the English purpose offers catering",
      agent: bistro("multilingual", "Take table reservations, takeout orders and catering requests."),
      caller: ["¿Hacen banquetes?"],
      last: expect.stringMatching(
        /^Sí, Bella Cucina le puede ayudar con catering requests\. ¿Quiere dejar un mensaje/,
      ),
    },
    {
      does: "is yes to 'comida para eventos' in Spanish, the same thing said otherwise",
      agent: bistro("spanish", "Take table reservations, takeout orders and catering requests."),
      caller: ["¿Ofrecen comida para eventos?"],
      last: expect.stringMatching(/^Sí, Bella Cucina le puede ayudar con catering requests\./),
    },
    {
      does: "is yes to an English caller asking for catering when the Spanish purpose offers banquetes",
      agent: bistro("multilingual", "Tomar reservas, pedidos para llevar y banquetes."),
      caller: ["Do you do catering?"],
      last: expect.stringMatching(/^Yes, Bella Cucina can help with banquetes\./),
    },
    {
      does: "keeps what the caller says with their yes to a message about it",
      agent: accountant,
      caller: ["Do you guys do payroll?", "Yes, it's for about twenty employees.", "Dev Sharma", "Yes"],
      state: {
        message: expect.objectContaining({
          reason: "Do you guys do payroll? It's for about twenty employees.",
        }),
      },
    },
    {
      does: "is answered from a fact the purpose states",
      agent: inn,
      caller: ["What time is check-in?"],
      last: expect.stringContaining("Check-in is from 3pm"),
    },
  ]);
});

describe("a car, at a garage", () => {
  const garage = agentProfile({
    businessName: "Mancunian Motors",
    businessCategory: "automotive",
    workflowMode: true,
  });
  itPlaysEach([
    {
      does: "is its model said alone, and a question asked back is not the car",
      agent: garage,
      caller: ["I need to book an MOT for my Corsa", "Could I do Friday morning?", "Kirsty Walsh"],
      replies: { 0: expect.not.stringContaining("make and model") },
      last: expect.stringMatching(
        /^Let me check I have that right: a booking for an MOT on your Corsa, on Friday morning/,
      ),
    },
  ]);
});

describe("the end of a call", () => {
  itPlaysEach([
    {
      does: 'comes at "perfect, thank you" to "anything else?"',
      caller: [
        "Take a message please",
        "Ana Ruiz",
        "Yes",
        "Please call me about the catering order",
        "Perfect, thank you!",
      ],
      hangsUp: true,
    },
    {
      does: 'comes at "yes, that\'s right" to "anything else?", the read-back confirmed late',
      agent: WORKFLOW_RESTAURANT,
      caller: ["A table for two on Saturday at 8", "Ana Ruiz", "Yes", "Yes, that's right"],
      last: expect.stringMatching(/^Thank you for calling Tony's Pizza\..*Goodbye!$/),
      state: { workflowItems: [itemWith({ partySize: "2", name: "Ana Ruiz" })] },
      hangsUp: true,
    },
    {
      does: 'comes at "sí, correcto" to "¿algo más?" in Spanish',
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: ["Quiero una mesa para dos el sábado a las ocho", "Ana Ruiz", "Sí", "Sí, correcto"],
      last: expect.stringMatching(/^Gracias por llamar a Tony's Pizza\..*¡Adiós!$/),
      hangsUp: true,
    },
    {
      does: 'still asks how it can help at a plain "yes" to "anything else?"',
      agent: WORKFLOW_RESTAURANT,
      caller: ["A table for two on Saturday at 8", "Ana Ruiz", "Yes", "Yes"],
      last: "Sure. What can I do for you?",
      hangsUp: false,
    },
    {
      does: 'passes on what the caller called about, whole, at "no, that\'s it" to what to pass on',
      caller: [
        "Our furnace just quit on us",
        "It's Dana Kowalski.",
        "This number's fine.",
        "No, that's it. Thank you.",
      ],
      kept: expect.objectContaining({ reason: "Our furnace just quit on us", callbackNumber: CALLER_NUMBER }),
      state: {
        message: expect.objectContaining({
          callerName: "Dana Kowalski",
          reason: "Our furnace just quit on us",
        }),
      },
      hangsUp: true,
    },
  ]);
});

describe("an owner's emergency instruction", () => {
  it('is not read from the "call" of "the on-call technician"', () => {
    const heating = agentProfile({
      businessCategory: "construction",
      agentPurpose:
        "No heat with elderly people in the home is urgent: mark it urgent for the on-call technician.",
    });
    expect(ownerInstruction(heating, new Date("2026-01-16T19:30:00Z"), "english", "home")).toBeUndefined();
  });
});
