import { describe, expect, it } from "vitest";
import { AGENT_BEING_CREATED_PHRASE } from "../../../shared/catalog/agents";
import { CREATION_QUESTION, withCreationConsent } from "./creation-consent";

// A model's reply that announces the creation, whatever was asked before.
const ANNOUNCEMENT = { response: `Great! Your agent "Tony" ${AGENT_BEING_CREATED_PHRASE}.` };
const ASKED = [
  { role: "user" as const, content: "We're Tony's Pizza" },
  { role: "assistant" as const, content: `Your agent "Tony" is ready. ${CREATION_QUESTION.english}` },
];
const nothingInTheWay = async () => null;

describe("a reply that announces the creation", () => {
  it("stands after a clear yes to the fee question when nothing is in the way", async () => {
    for (const message of ["yes", "Yes, create it", "go ahead", "sí, adelante"]) {
      const reply = await withCreationConsent(ANNOUNCEMENT, { message, history: ASKED }, nothingInTheWay);
      expect(reply).toEqual(ANNOUNCEMENT);
    }
  });

  it("becomes the fee question when the owner was not asked it, or did not clearly say yes", async () => {
    const unasked = [{ role: "assistant" as const, content: "What is the name of your business?" }];
    for (const [message, history] of [
      ["yes, create it", unasked],
      ["create it", []],
      ["no", ASKED],
      ["yes? how much is it?", ASKED],
      ["We also sell pasta", ASKED],
    ] as const) {
      const reply = await withCreationConsent(ANNOUNCEMENT, { message, history }, nothingInTheWay);
      expect(reply.response).toBe(CREATION_QUESTION.english);
    }
  });

  it("says what stands in the way instead of a promise the server would break", async () => {
    const cases = [
      [{ kind: "balance", balanceCents: 1250 }, "creating it takes $25 and your balance is $12.50"],
      [{ kind: "licence" }, "creating an agent needs an active licence"],
      [{ kind: "phone" }, "first pick a phone number"],
    ] as const;
    for (const [blocker, sentence] of cases) {
      const reply = await withCreationConsent(
        ANNOUNCEMENT,
        { message: "yes", history: ASKED },
        async () => blocker,
      );
      expect(reply.response).not.toContain(AGENT_BEING_CREATED_PHRASE);
      expect(reply.response).toContain("nothing was charged");
      expect(reply.response).toContain(sentence);
    }
  });

  it("leaves every other reply alone without asking what stands in the way", async () => {
    const reply = { response: "What is the name of your business?" };
    const unasked = async () => {
      throw new Error("not needed");
    };
    expect(await withCreationConsent(reply, { message: "hi", history: [] }, unasked)).toBe(reply);
  });
});
