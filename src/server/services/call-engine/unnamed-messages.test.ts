import { describe, expect } from "vitest";
import { agentProfile, CALLER_NUMBER, itPlaysEach } from "./engine-test-support";

// A caller who gives no name: thinking aloud is never taken for one, and the message is taken without it.

const SPANISH = agentProfile({ language: "spanish" });
const ASKS_NAME = /May I have your name/;
const PIDE_NOMBRE = /su nombre/;

describe("the sounds of a caller thinking, to 'may I have your name?'", () => {
  itPlaysEach([
    {
      does: "takes no 'umm well' for a name and asks again",
      caller: ["I'd like to leave a message for the owner", "umm well"],
      replies: { 1: expect.stringMatching(ASKS_NAME) },
    },
    {
      does: "keeps no 'umm well' said twice as the name, and goes on without one",
      caller: [
        "I'd like to leave a message for the owner",
        "umm well",
        "umm well",
        "Yes, this number",
        "It's about the cake order",
      ],
      replies: { 2: expect.stringMatching(/call you back/) },
      given: { callerName: "", callbackNumber: CALLER_NUMBER, reason: "It's about the cake order" },
    },
    {
      does: "keeps the name said after 'umm,'",
      caller: ["I'd like to leave a message for the owner", "umm, Jane Doe"],
      given: expect.objectContaining({ callerName: "Jane Doe" }),
    },
    {
      does: "takes no 'pues, este, o sea' for a Spanish name and asks again",
      agent: SPANISH,
      caller: ["Quiero dejar un mensaje para el dueño", "pues, este, o sea"],
      replies: { 1: expect.stringMatching(PIDE_NOMBRE) },
    },
    {
      does: "takes no 'bueno, eh' for a Spanish name and asks again",
      agent: SPANISH,
      caller: ["Quiero dejar un mensaje para el dueño", "bueno, eh"],
      replies: { 1: expect.stringMatching(PIDE_NOMBRE) },
    },
    {
      does: "keeps the Spanish name said after 'este,'",
      agent: SPANISH,
      caller: ["Quiero dejar un mensaje para el dueño", "este, Juan Pérez"],
      given: expect.objectContaining({ callerName: "Juan Pérez", callbackNumber: CALLER_NUMBER }),
    },
  ]);
});

// The message a caller who keeps their name leaves: taken whole, with no name, and nothing of the refusal in it.
const WITHOUT_A_NAME = { callerName: "", callbackNumber: CALLER_NUMBER, reason: "It's about the cake order" };

describe("a caller who would rather not give their name", () => {
  itPlaysEach(
    ["I would rather not say", "I'd prefer not to give my name", "no thanks, no name"].map((refusal) => ({
      does: `takes "${refusal}" once and takes the message without a name`,
      caller: [
        "I'd like to leave a message for the owner",
        refusal,
        "Yes, this number",
        "It's about the cake order",
      ],
      replies: {
        1: expect.not.stringMatching(ASKS_NAME),
        2: expect.stringMatching(/tell them/),
        3: expect.stringMatching(/pass your message on/),
      },
      state: { message: WITHOUT_A_NAME, endedWell: true },
    })),
  );
});

describe("a Spanish caller who would rather not give their name", () => {
  itPlaysEach([
    ...["Prefiero no decirlo", "prefiero no dar mi nombre", "No quiero dar mi nombre"].map((refusal) => ({
      does: `takes "${refusal}" once and takes the message without a name`,
      agent: SPANISH,
      caller: ["Quiero dejar un mensaje para el dueño", refusal, "Sí, este número", "Es sobre el pastel"],
      replies: {
        1: expect.not.stringMatching(PIDE_NOMBRE),
        2: expect.stringMatching(/mensaje quiere/),
        3: expect.stringMatching(/Le pasaré su mensaje/),
      },
      state: {
        message: { callerName: "", callbackNumber: CALLER_NUMBER, reason: "Es sobre el pastel" },
        endedWell: true,
      },
    })),
    {
      does: "keeps taking the message when the caller refuses their name twice",
      agent: SPANISH,
      caller: ["Quiero dejar un mensaje para el dueño", "Prefiero no decirlo", "Prefiero no decirlo"],
      hangsUp: false,
      last: expect.not.stringMatching(PIDE_NOMBRE),
    },
  ]);
});

describe("a number corrected once a message was taken without a name", () => {
  itPlaysEach([
    {
      does: "reads back the new number with no name in it",
      caller: [
        "I'd like to leave a message for the owner",
        "I'd rather not say",
        "Yes, this number",
        "It's about the cake order",
        "Sorry, my number is actually 212 555 0199",
      ],
      last: [expect.stringContaining("ending in 0 1 9 9"), expect.not.stringMatching(/That's ,| ,/)],
      state: { message: { ...WITHOUT_A_NAME, callbackNumber: "2125550199" } },
    },
    {
      does: "reads back the new number with no name in it, in Spanish",
      agent: SPANISH,
      caller: [
        "Quiero dejar un mensaje para el dueño",
        "Prefiero no decirlo",
        "Sí, este número",
        "Es sobre el pastel",
        "Perdón, mi número es el 212 555 0199",
      ],
      last: [expect.stringContaining("termina en 0 1 9 9"), expect.not.stringMatching(/nombre de ,| ,/)],
    },
  ]);
});
