import { describe, expect } from "vitest";
import { agentProfile, itPlaysEach } from "./engine-test-support";

// What a caller said once is not asked again: why they called, the name they gave twice over
// ("it's Marcus, Marcus Webb"), the name given in answer to an offer to take a message.

const ASKS_WHAT_TO_TELL = /what would you like me to tell|qué mensaje quiere/i;
const heating = agentProfile({
  businessName: "Northwind Heating & Air",
  businessCategory: "construction",
  agentPurpose: "Schedule furnace and air conditioning repairs, and take messages for dispatch.",
});
const trattoria = agentProfile({
  businessName: "Trattoria Bella Vista",
  agentPurpose:
    "Take table reservations. We seat parties of up to 10; for larger groups take a message for the manager.",
});

describe("a message for a caller who said what they called about", () => {
  itPlaysEach([
    {
      does: "is not asked what to pass on",
      agent: heating,
      caller: [
        "Hi, is Mike there? He came out last week for our AC and said to call back about the part he ordered.",
        "Oh, okay. It's Sharon Tate, um, 469-555-0284.",
      ],
      last: expect.not.stringMatching(ASKS_WHAT_TO_TELL),
      state: {
        message: expect.objectContaining({
          reason: expect.stringMatching(/part he ordered/),
          callbackNumber: "4695550284",
        }),
      },
    },
    {
      does: "is not asked what to pass on after asking for the manager",
      agent: trattoria,
      caller: [
        "Hey, can I talk to the manager? It's about a private party, like fifteen people.",
        "Sure, I'm Marcus Webb, 312-555-0244.",
      ],
      last: expect.not.stringMatching(ASKS_WHAT_TO_TELL),
      state: { message: expect.objectContaining({ reason: expect.stringMatching(/private party/) }) },
    },
    {
      does: "in Spanish is not asked what to pass on",
      agent: agentProfile({ language: "spanish" }),
      caller: [
        "Quería hablar con el dueño, es por un pedido grande para una boda.",
        "Me llamo Lucía Fernández, al 212 555 0147.",
      ],
      last: expect.not.stringMatching(ASKS_WHAT_TO_TELL),
      state: { message: expect.objectContaining({ reason: expect.stringMatching(/boda/) }) },
    },
    {
      does: "that only says it wants to leave one is asked what to pass on",
      caller: ["I'd like to leave a message", "It's Lucy Ford, 212 555 0147."],
      last: expect.stringMatching(ASKS_WHAT_TO_TELL),
    },
  ]);
});

describe("the caller's name said twice over", () => {
  itPlaysEach([
    {
      does: "is the full name when the first name is said again with the surname",
      caller: ["I'd like to leave a message", "Sure, it's Marcus, Marcus Webb."],
      given: expect.objectContaining({ callerName: "Marcus Webb" }),
    },
    {
      does: "is the full name when the surname is said again with the first name",
      caller: ["I'd like to leave a message", "Uh, it's under Patel. Priya Patel."],
      given: expect.objectContaining({ callerName: "Priya Patel" }),
    },
    {
      does: "is the name after the sounds of thinking",
      caller: ["I'd like to leave a message", "Oh, sure, um, my name is, uh, Heather Lindqvist."],
      given: expect.objectContaining({ callerName: "Heather Lindqvist" }),
    },
    {
      does: "is the name after a second start of the sentence",
      caller: ["I'd like to leave a message", "Okay so my name is, it's Marcus, Marcus Webb."],
      given: expect.objectContaining({ callerName: "Marcus Webb" }),
    },
    {
      does: "in Spanish is the full name said after the first",
      agent: agentProfile({ language: "spanish" }),
      caller: ["Quisiera dejar un mensaje", "Soy Maribel, Maribel Ochoa."],
      given: expect.objectContaining({ callerName: "Maribel Ochoa" }),
    },
    {
      does: "is not someone else's full name said after it",
      caller: ["I'd like to leave a message", "It's Sharon, Tom Becker referred me."],
      given: expect.objectContaining({ callerName: "Sharon" }),
    },
  ]);
});

describe("a question asked while details are taken", () => {
  const patioRule = agentProfile({
    businessName: "Trattoria Bella Vista",
    agentPurpose: "Take table reservations. We do not take reservations for the patio.",
  });
  itPlaysEach([
    {
      does: "is answered from what the purpose says the business does not do",
      agent: patioRule,
      caller: ["How much is the tasting menu?", "And can I reserve a table on the patio for Thursday?"],
      last: expect.stringContaining("We do not take reservations for the patio."),
    },
    {
      does: "is left with a goodbye when the caller says never mind and bye",
      agent: patioRule,
      caller: ["How much is the tasting menu?", "Oh, okay, never mind then, bye."],
      hangsUp: true,
    },
  ]);
});

describe("an order for a day sooner than the owner allows", () => {
  const bakery = agentProfile({
    businessName: "Panadería La Espiga",
    language: "spanish",
    agentPurpose:
      "Tomar pedidos de pasteles para recoger. Los pasteles por encargo necesitan 48 horas de anticipación.",
  });
  itPlaysEach([
    {
      does: "hears how much notice it needs, and is offered a message",
      agent: bakery,
      caller: ["Oiga, ¿me hacen un pastel de chocolate para hoy en la tarde?"],
      last: [
        expect.stringContaining("Los pasteles por encargo necesitan 48 horas de anticipación."),
        expect.stringMatching(/mensaje/),
      ],
    },
    {
      does: "in English hears how much notice it needs",
      agent: agentProfile({
        businessName: "Taquería El Güero",
        agentPurpose: "Take catering orders. Catering orders need two days' notice.",
      }),
      caller: ["Hey, could you guys do catering for tomorrow night?"],
      last: expect.stringContaining("Catering orders need two days' notice."),
    },
  ]);
});
