import { describe, expect } from "vitest";
import {
  agentProfile,
  itemWith,
  itPlaysEach,
  SPANISH_WORKFLOW_RESTAURANT,
  WORKFLOW_RESTAURANT,
} from "./engine-test-support";

// Callers correct a detail they gave, at the read-back or right after answering a question, in
// their own words; the corrected detail is the one read back and kept, and nothing else is lost.

describe("a number of people corrected", () => {
  itPlaysEach([
    {
      does: "takes a bare number said as a correction at the read-back",
      agent: WORKFLOW_RESTAURANT,
      caller: ["A table for three on Saturday at 8 please", "Maria Gomez", "Oh actually, make it six", "Yes"],
      replies: { 2: expect.stringContaining("a table for 6 on Saturday at 8, under the name Maria Gomez") },
      state: { workflowItems: [itemWith({ partySize: "6", name: "Maria Gomez" })] },
    },
    {
      does: "takes it right after another answer and asks the question again",
      agent: WORKFLOW_RESTAURANT,
      caller: [
        "Could I book a table for two tomorrow at 7?",
        "Sorry, change that to three, my brother is coming",
        "Lee",
        "Yes",
      ],
      replies: {
        1: expect.stringContaining("May I have your name, please?"),
        2: expect.stringContaining("a table for 3 tomorrow at 7, under the name Lee"),
      },
      state: { workflowItems: [itemWith({ partySize: "3", name: "Lee" })] },
    },
    {
      does: "takes it in Spanish",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: [
        "Quiero reservar una mesa para dos el sábado a las nueve",
        "A nombre de Lucía Ortega",
        "No, mejor para cinco",
        "Sí",
      ],
      replies: { 2: expect.stringContaining("una mesa para 5") },
      state: { workflowItems: [itemWith({ partySize: "5", name: "Lucía Ortega" })] },
    },
    {
      does: "does not take a number said for the time asked as the number of people",
      agent: WORKFLOW_RESTAURANT,
      caller: ["Book a table for 4", "Sorry, 8", "Tonight at 8", "Kim"],
      replies: { 1: expect.not.stringContaining("I've changed that") },
      last: expect.stringContaining("a table for 4 tonight at 8, under the name Kim"),
    },
    {
      does: "takes it in Spanish right after another answer",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: [
        "Quiero reservar una mesa para dos mañana a las ocho",
        "No, perdón, somos cuatro",
        "Rosa Díaz",
      ],
      replies: { 1: "Entendido, lo he cambiado. ¿Me puede decir su nombre, por favor?" },
      last: expect.stringContaining("una mesa para 4 mañana a las ocho, a nombre de Rosa Díaz"),
    },
    {
      does: "changes the amount in an order in the caller's words",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: [
        "Quiero pedir dos pizzas grandes para recoger a las siete",
        "Perdón, que sean cuatro pizzas",
        "Carmen Ruiz",
      ],
      last: [expect.stringContaining("cuatro pizzas grandes"), expect.not.stringContaining("dos pizzas")],
    },
    {
      does: "takes the number corrected in the sentence that asked for the table",
      agent: WORKFLOW_RESTAURANT,
      caller: [
        "I'd like a table for six on Friday at 7, actually, wait, make that eight",
        "Priya Patel",
        "Yes",
      ],
      replies: { 1: expect.stringContaining("a table for 8 on Friday at 7, under the name Priya Patel") },
      state: { workflowItems: [itemWith({ partySize: "8", when: "Friday at 7" })] },
    },
    {
      does: "takes the number corrected in the same sentence in Spanish, as a message too",
      agent: agentProfile({ language: "spanish" }),
      caller: [
        "Quiero reservar una mesa para dos el sábado, no, perdón, mejor para cinco",
        "Lucía Ortega",
        "Sí",
      ],
      replies: { 1: expect.stringContaining("una mesa para 5") },
      keptReason: expect.not.stringMatching(/para 2|para dos/),
    },
  ]);
});

describe("a day or time corrected", () => {
  itPlaysEach([
    {
      does: "keeps the day said, not the one the caller takes back",
      agent: WORKFLOW_RESTAURANT,
      caller: ["Book a table for 4 on Friday at 7", "Priya", "No wait, Saturday not Friday", "Yes"],
      replies: { 2: expect.stringContaining("a table for 4 on Saturday at 7,") },
      state: { workflowItems: [itemWith({ when: expect.stringMatching(/^Saturday/) })] },
    },
    {
      does: "keeps the day when only the hour is corrected, in Spanish",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: ["Una mesa para cuatro el viernes a las siete, por favor", "Soy Andrés", "Mejor a las ocho"],
      last: expect.stringMatching(/viernes a las ocho/),
    },
    {
      does: "takes a new day said right after another answer",
      agent: WORKFLOW_RESTAURANT,
      caller: [
        "Table for two on Wednesday at 6 please",
        "Actually, make it Thursday instead of Wednesday",
        "Omar",
      ],
      last: expect.stringContaining("a table for 2 on Thursday at 6, under the name Omar"),
    },
  ]);
});

describe("a name corrected", () => {
  itPlaysEach([
    {
      does: "takes a first name spelled out in place of the one heard",
      agent: WORKFLOW_RESTAURANT,
      caller: ["Table for two tonight at 8", "Ann Smith", "No, it's Anne, A-N-N-E", "Yes"],
      replies: { 2: expect.stringContaining("under the name Anne Smith") },
      state: { workflowItems: [itemWith({ name: "Anne Smith" })] },
    },
    {
      does: "takes a last name corrected by its letter",
      agent: WORKFLOW_RESTAURANT,
      caller: ["A table for 2 tomorrow at 7, my name is Ana Lopes", "Sorry, it's Lopez with a z", "Yes"],
      state: { workflowItems: [itemWith({ name: "Ana Lopez" })] },
    },
    {
      does: "takes a first name corrected to a letter that sounds the same, keeping the last name",
      agent: WORKFLOW_RESTAURANT,
      caller: [
        "A table for 2 tomorrow at 7, my name is Kate Sullivan",
        "No, sorry, it's Cate with a C",
        "Yes",
      ],
      state: { workflowItems: [itemWith({ name: "Cate Sullivan" })] },
    },
    {
      does: "takes the whole name the caller gives after a first name",
      agent: WORKFLOW_RESTAURANT,
      caller: ["Table for 2 tomorrow at 7", "Jake", "Oh, Jake Russo", "Yes"],
      state: { workflowItems: [itemWith({ name: "Jake Russo" })] },
    },
    {
      does: "takes a surname corrected in Spanish",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: [
        "Una mesa para dos mañana a las nueve",
        "Juan Peres",
        "No, mi apellido es Pérez, con zeta",
        "Sí",
      ],
      state: { workflowItems: [itemWith({ name: "Juan Pérez" })] },
    },
    {
      does: "takes a surname corrected in Spanish to a letter that sounds the same there, b for v",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: [
        "Una mesa para dos mañana a las nueve",
        "Lucía Vermúdez",
        "No, mi apellido es Bermúdez, con be",
        "Sí",
      ],
      state: { workflowItems: [itemWith({ name: "Lucía Bermúdez" })] },
    },
  ]);
});

describe("a number corrected", () => {
  itPlaysEach([
    {
      does: "keeps the number the caller corrects to in the same sentence",
      caller: [
        "I'd like to leave a message for the owner",
        "Dana Wu",
        "It's 646 555 0192, no sorry, that's my work line, 646 555 0129",
        "Please call me about the party booking",
      ],
      state: { message: expect.objectContaining({ callbackNumber: "6465550129" }) },
    },
    {
      does: "keeps the number said, not the one taken back",
      agent: WORKFLOW_RESTAURANT,
      caller: [
        "Table for 2 tomorrow at 7, my name is Dana Wu",
        "Sorry, my number is 646 555 0129, not 0192",
        "Yes",
      ],
      state: { workflowItems: [itemWith({ callbackNumber: "6465550129" })] },
    },
  ]);
});

describe("a plain no at the read-back", () => {
  itPlaysEach([
    {
      does: "asks what to change and loses nothing when the answer is unclear",
      agent: WORKFLOW_RESTAURANT,
      caller: ["Table for 4 on Saturday at 8", "Ruth Cole", "No", "Hmm, let me think", "Yes"],
      replies: {
        2: "Sorry about that. What would you like to change?",
        3: expect.stringContaining("a table for 4 on Saturday at 8, under the name Ruth Cole"),
      },
      state: { workflowItems: [itemWith({ partySize: "4", name: "Ruth Cole" })] },
    },
  ]);
});

describe("what the caller says after a correction", () => {
  itPlaysEach([
    {
      does: "takes a name said with a number as the caller's, not as the answer to another question",
      agent: agentProfile({
        businessCategory: "automotive",
        businessName: "Eastside Auto",
        workflowMode: true,
      }),
      caller: [
        "Can I bring my car in Tuesday for an oil change?",
        "Actually, make it Wednesday",
        "Sam Ortiz, 646 555 0129",
        "A 2019 Toyota Corolla",
      ],
      replies: { 1: expect.stringContaining("Got it, I've changed that.") },
      last: [
        expect.stringContaining("Wednesday"),
        expect.stringContaining("Sam Ortiz"),
        expect.stringContaining("2019 Toyota Corolla"),
        expect.not.stringContaining("Tuesday"),
      ],
    },
  ]);
});

describe("the caller says which detail to change", () => {
  itPlaysEach([
    {
      does: "asks for the detail named and keeps the rest",
      agent: WORKFLOW_RESTAURANT,
      caller: ["Table for 4 tonight at 7", "Ruth Cole", "No", "The time", "9 PM"],
      replies: { 3: "What day and time would you like?" },
      last: expect.stringContaining("a table for 4 tonight at 9 PM, under the name Ruth Cole"),
    },
    {
      does: "asks for another number in Spanish",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: [
        "Una mesa para dos mañana a las nueve, a nombre de Elena Soto",
        "No",
        "El teléfono",
        "646 555 0129",
      ],
      replies: { 2: "¿A qué número le podemos devolver la llamada?" },
      last: expect.stringContaining(
        "a nombre de Elena Soto, con devolución de llamada al número que termina en 0 1 2 9",
      ),
    },
  ]);
});

describe("a correction after the request was taken", () => {
  itPlaysEach([
    {
      does: "changes the number of a message already passed on",
      caller: [
        "I'd like to leave a message",
        "Dana Wu",
        "Yes",
        "Please call me about the party",
        "Sorry, actually my number is 646 555 0129",
      ],
      last: [expect.stringContaining("I've changed that"), expect.stringContaining("0 1 2 9")],
      state: { message: expect.objectContaining({ callerName: "Dana Wu", callbackNumber: "6465550129" }) },
    },
    {
      does: "changes a booking already noted, in Spanish",
      agent: SPANISH_WORKFLOW_RESTAURANT,
      caller: [
        "Una mesa para dos mañana a las nueve, a nombre de Elena Soto",
        "Sí",
        "Perdón, mejor para tres",
      ],
      last: expect.stringContaining("una mesa para 3 mañana a las nueve"),
      state: { workflowItems: [itemWith({ partySize: "3", name: "Elena Soto" })] },
    },
  ]);
});

describe("a corrected request the caller does not confirm", () => {
  itPlaysEach([
    {
      does: "keeps the corrected details for the owner, not the words taken back",
      agent: agentProfile({ language: "spanish" }),
      caller: [
        "Quiero pedir dos pizzas grandes para recoger a las siete",
        "No, perdón, que sean tres pizzas",
        "A nombre de Carmen Ruiz",
      ],
      keptReason: [
        expect.stringMatching(/^Tres pizzas grandes, para recoger a las siete, a nombre de Carmen Ruiz/),
        expect.not.stringMatching(/dos pizzas/i),
      ],
    },
  ]);
});
