import { describe, expect } from "vitest";
import {
  agentProfile,
  itemWith,
  itPlaysEach,
  PLUMBER,
  SPANISH_WORKFLOW_RESTAURANT,
  WORKFLOW_RESTAURANT,
} from "./engine-test-support";

// In workflow mode callers give a request's details their own way: several in one sentence, corrected at
// the read-back, with a question in between, in Spanish, or not at all; the intake follows them.

describe("workflow mode: how the caller gives details", () => {
  itPlaysEach([
    {
      does: "takes several details from one sentence and asks only for what is missing",
      agent: WORKFLOW_RESTAURANT,
      caller: ["Hi, a table for six tomorrow at 8 PM under the name Patel please"],
      last: "I can help with that. Let me check I have that right: a table for 6 tomorrow at 8 PM, under the name Patel, with a call back on the number ending in 0 1 4 7. Is that correct?",
    },
    {
      does: "changes a detail the caller corrects at the read-back",
      agent: WORKFLOW_RESTAURANT,
      caller: ["I'd like to book a table for 2 tonight at 7", "Kim", "No, make it four people", "Yes"],
      replies: {
        2: expect.stringContaining(
          "a table for 4 tonight at 7, under the name Kim, with a call back on the number ending in 0 1 4 7. Is that correct?",
        ),
      },
      state: { workflowItems: [itemWith({ partySize: "4" })] },
    },
    {
      does: "asks what to change after a plain no",
      agent: WORKFLOW_RESTAURANT,
      caller: ["Book a table for 2 tonight at 7", "Kim", "No", "At 9 PM", "Yes"],
      replies: {
        2: "Sorry about that. What would you like to change?",
        3: expect.stringContaining("a table for 2 tonight at 9 PM"),
      },
      state: { workflowItems: [expect.anything()] },
    },
    {
      does: "cancels the intake when the caller changes their mind",
      agent: WORKFLOW_RESTAURANT,
      caller: ["Book a table please", "Never mind"],
      last: expect.stringContaining("No problem, I've cancelled that."),
      state: { workflowItems: [] },
    },
    {
      does: "answers a question asked in the middle of an intake, then asks again",
      agent: WORKFLOW_RESTAURANT,
      caller: ["Book a table for 2", "Are you open on Sunday?"],
      last: [
        expect.stringContaining("On Sunday we're open 11 AM to 10 PM."),
        expect.stringMatching(/What day and time would you like\?$/),
      ],
    },
    {
      does: "runs the intake in Spanish",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: [
        "Quiero reservar una mesa para cuatro el viernes a las 9 de la noche",
        "A nombre de Javier",
        "Sí",
      ],
      replies: {
        0: "Con gusto le ayudo con eso. ¿Me puede decir su nombre, por favor?",
        1: "Permítame confirmar: una mesa para 4 el viernes a las 9 de la noche, a nombre de Javier, con devolución de llamada al número que termina en 0 1 4 7. ¿Es correcto?",
      },
      last: expect.stringContaining("Anoté su reserva de mesa"),
      state: { workflowItems: [expect.objectContaining({ kind: "table-booking" })] },
    },
    {
      does: "takes a time said in words, in English",
      agent: WORKFLOW_RESTAURANT,
      caller: ["Can I get a table for two tomorrow around five thirty?", "Lee"],
      last: "Let me check I have that right: a table for 2 tomorrow around five thirty, under the name Lee, with a call back on the number ending in 0 1 4 7. Is that correct?",
    },
    {
      does: "takes a time said in words, in Spanish",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: ["Quiero reservar una mesa para dos", "Mañana a las cinco de la tarde", "A nombre de Lucía"],
      last: "Permítame confirmar: una mesa para 2 mañana a las cinco de la tarde, a nombre de Lucía, con devolución de llamada al número que termina en 0 1 4 7. ¿Es correcto?",
    },
    {
      does: "ends a property where the day and time the caller wants begin",
      agent: agentProfile({
        businessCategory: "real-estate",
        businessName: "Harbor Homes",
        workflowMode: true,
      }),
      caller: ["Could I view the townhouse on Oak Lane around 5 tomorrow?", "Tom Baker"],
      last: "Let me check I have that right: a viewing of the townhouse on Oak Lane around 5 tomorrow, for Tom Baker, with a call back on the number ending in 0 1 4 7. Is that correct?",
    },
    {
      does: "keeps the caller's words when they name no day the agent can read",
      agent: WORKFLOW_RESTAURANT,
      caller: ["I'd like to book a table for two", "Whenever you have space after work", "Lee", "Yes"],
      state: { workflowItems: [itemWith({ when: "Whenever you have space after work" })] },
    },
    {
      does: "recognises a request by the trade's own words, without 'book'",
      agent: agentProfile({
        businessCategory: "automotive",
        businessName: "Main Street Auto",
        workflowMode: true,
      }),
      caller: ["My Honda Civic is making a strange noise"],
      last: "I can help with that. What day and time would suit you best?",
    },
    {
      does: "asks again when the answer to 'what day and time?' is not a time",
      agent: WORKFLOW_RESTAURANT,
      caller: ["Book a table for 2", "Can you just put me down?", "Any evening next week"],
      replies: {
        1: "Sorry, I didn't catch that. What day and time would you like?",
        2: "May I have your name, please?",
      },
    },
    {
      does: "records the item and ends the call on 'yes, that's all, bye' to the read-back",
      agent: WORKFLOW_RESTAURANT,
      caller: ["A table for 2 tonight at 7 under Kim", "Yes, that's all, bye"],
      last: [expect.stringContaining("I've noted your table booking"), expect.stringContaining("Goodbye!")],
      state: { workflowItems: [expect.anything()] },
      hangsUp: true,
    },
    {
      does: "keeps 'that's it' out of the detail it ends",
      agent: WORKFLOW_RESTAURANT,
      caller: ["I want to order takeout", "Just a large pepperoni, that's it", "Ana", "in 20 minutes"],
      replies: { 1: "May I have your name, please?" },
      last: expect.stringContaining("just a large pepperoni, for pickup in 20 minutes, under the name Ana"),
    },
    {
      does: "takes what an order names up to the day it is for",
      agent: WORKFLOW_RESTAURANT,
      caller: ["I would like to order a birthday cake for Saturday", "Ann Lee"],
      last: expect.stringContaining("a birthday cake, for pickup on Saturday, under the name Ann Lee"),
    },
    {
      does: "takes an order the caller 'encarga' in Spanish",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: ["Quería encargar un pastel de tres leches para el sábado", "Guadalupe Hernández"],
      last: expect.stringContaining("un pastel de tres leches, para recoger para el sábado"),
    },
    {
      does: "records the item and ends the call on 'gracias, buenas noches' to the read-back",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: [
        "Buenas noches, quería una mesa para dos el sábado a las ocho",
        "Ana Ruiz",
        "Gracias, buenas noches.",
      ],
      replies: { 0: expect.stringContaining("¿Me puede decir su nombre") },
      last: [expect.stringContaining("Anoté su reserva de mesa"), expect.stringContaining("¡Adiós!")],
      state: { workflowItems: [itemWith({ partySize: "2", name: "Ana Ruiz" })] },
      hangsUp: true,
    },
    {
      does: "never reads back or keeps an acknowledgement as the day asked for",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: ["Quiero reservar una mesa para dos", "Sí, correcto", "Sí, correcto", "Ana Ruiz"],
      last: [
        expect.stringContaining("una mesa para 2, a nombre de Ana Ruiz"),
        expect.not.stringMatching(/correcto,|not given/),
      ],
    },
    {
      does: "reads back an order whose items the caller never named in Spanish, every word of it",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: ["Quiero hacer un pedido para llevar", "Sí", "Sí, claro", "Ana Ruiz", "A las ocho"],
      last: [
        expect.stringContaining(
          "Permítame confirmar: sin indicar, para recoger a las ocho, a nombre de Ana Ruiz",
        ),
        expect.not.stringContaining("not given"),
      ],
    },
    {
      does: "reads back a Spanish request whose patient's name was never given, all in Spanish",
      agent: agentProfile({ businessCategory: "healthcare", workflowMode: true, language: "spanish" }),
      caller: ["Quería una cita por fiebre", "Sí", "Sí, claro", "Mañana en la mañana"],
      last: [expect.stringContaining("una cita para sin indicar"), expect.not.stringContaining("not given")],
    },
    {
      does: "notes 'sí, a este número' said before the number is asked, and asks its question again",
      agent: agentProfile({ businessCategory: "healthcare", workflowMode: true, language: "spanish" }),
      caller: [
        "Quería una cita para mi hijo, tiene fiebre",
        "Alejandro Fuentes",
        "Sí, a este número.",
        "Mañana en la mañana",
      ],
      replies: { 2: "Gracias, lo he anotado. ¿Qué día y a qué hora prefiere?" },
      last: expect.stringContaining(
        "mañana en la mañana, por fiebre, con devolución de llamada al número que termina en 0 1 4 7",
      ),
    },
    {
      does: "takes a message instead when workflow mode is off",
      agent: agentProfile({ workflowMode: false }),
      caller: ["I'd like to book a table for 4 tonight"],
      last: expect.stringContaining("I can take a message"),
      state: { workflowItems: [] },
    },
  ]);
});

describe("asked where the work is, the caller says something else", () => {
  itPlaysEach([
    {
      does: "takes 'this number's fine' as the call-back number, and asks for the address again",
      agent: PLUMBER,
      caller: ["My water heater is leaking all over the garage floor.", "This number's fine."],
      last: "Thank you, I've noted that. What's the address, or the area, where the work is needed?",
    },
    {
      does: "answers a question it cannot, passes it on, and asks for the address again",
      agent: PLUMBER,
      caller: ["My water heater is leaking all over the garage floor.", "How soon can someone come out?"],
      last: expect.stringMatching(
        /^I don't have that information.*What's the address, or the area, where the work is needed\?$/,
      ),
    },
    {
      does: "asks for the address again after a yes, heard well",
      agent: PLUMBER,
      caller: ["My water heater is leaking all over the garage floor.", "Yes, correct."],
      last: "What's the address, or the area, where the work is needed?",
    },
    {
      does: "asks for the address again after 'okay, thanks', heard well",
      agent: PLUMBER,
      caller: ["My water heater is leaking all over the garage floor.", "Okay, thanks."],
      last: "What's the address, or the area, where the work is needed?",
    },
  ]);
});

describe("a number whose last digits the caller says again", () => {
  itPlaysEach([
    {
      does: "is the corrected number, and the owner does not read the one taken back",
      agent: PLUMBER,
      caller: [
        "My water heater is leaking, I'm Curtis Bell, reach me at 303 555 0604, no wait, sorry, 0614.",
        "1280 Vine Street",
        "Tomorrow morning",
        "Yes",
      ],
      state: {
        message: expect.objectContaining({
          callbackNumber: "3035550614",
          reason: expect.not.stringContaining("0604"),
        }),
      },
    },
  ]);
});

describe("at the read-back, the caller says something other than yes or no", () => {
  itPlaysEach([
    {
      does: "takes a yes with an email address, and notes the address for the owner whole",
      agent: WORKFLOW_RESTAURANT,
      caller: [
        "A table for 2 tonight at 7 please",
        "Kim Lee",
        "That number's fine, and you can also email me at kim.lee@example.com",
      ],
      last: expect.stringContaining("I've noted your table booking"),
      state: { workflowItems: [itemWith({ callerNotes: expect.stringContaining("kim.lee@example.com") })] },
    },
    {
      does: "notes an email address said instead of a yes, and reads the details back again",
      agent: WORKFLOW_RESTAURANT,
      caller: [
        "A table for 2 tonight at 7 please",
        "Kim Lee",
        "You can email me too, it's kim.lee@example.com",
      ],
      last: expect.stringMatching(/^Thank you, I've noted that\. Let me check I have that right: /),
    },
    {
      does: "notes that the caller would rather ring back, without saying it did not catch that",
      agent: agentProfile({ businessCategory: "fitness", agentPurpose: "Book physiotherapy appointments." }),
      caller: [
        "I'd like to book a physio appointment on Monday afternoon",
        "Liam Hart",
        "I'd rather not leave a number actually, I'll just ring back",
      ],
      last: [expect.stringContaining("I've noted that"), expect.not.stringContaining("didn't catch")],
      keptReason: expect.stringContaining("I'll just ring back"),
    },
  ]);
});
