import { describe, expect, it } from "vitest";
import { businessOf } from "./businesses";
import { instantAt } from "./call-runner";
import { closedOn, language, name, noAmounts, number, voices } from "./check-builders";
import type { CallOutcome, Check, ScriptedCall } from "./evaluation-types";
import { scoreCall } from "./scoring";

// The scoring itself: a check that could not fail, or failed on a right answer, would make the
// evaluation set's figures mean nothing.

const outcome = (fields: Partial<CallOutcome>): CallOutcome => ({
  replies: [],
  agentHungUp: false,
  message: null,
  workflowItems: [],
  mailSubjects: [],
  ...fields,
});
const english = (text: string) => ({ text, says: [{ locale: "en-US", text }] });
const spanish = (text: string) => ({ text, says: [{ locale: "es-US", text }] });

function passes(check: Check, result: CallOutcome, business = "plumber"): boolean {
  const call: ScriptedCall = {
    id: "c",
    business,
    clock: "open",
    from: "+1",
    turns: ["hi"],
    ending: "goodbye",
    checks: [check],
  };
  return scoreCall(call, result, businessOf(business))[0]!.passed;
}

describe("the evaluation set's scoring", () => {
  it("keeps a name and an E.164 number only when they are exactly the caller's", () => {
    const kept = outcome({
      message: { callerName: "Ana Lopez", callbackNumber: "+16175550165", reason: "" },
    });
    expect(passes(name("ana lopez"), kept)).toBe(true);
    expect(passes(name("Ana Lopes"), kept)).toBe(false);
    expect(passes(number("+16175550165"), kept)).toBe(true);
    const national = outcome({ message: { callerName: "A", callbackNumber: "6175550165", reason: "" } });
    expect(passes(number("+16175550165"), national)).toBe(false);
  });

  it("finds amounts the owner did not state, and lets the ones they did through", () => {
    expect(passes(noAmounts(), outcome({ replies: [english("Our service call fee is $89.")] }))).toBe(true);
    expect(
      passes(noAmounts(), outcome({ replies: [english("A water heater is about 1,200 dollars.")] })),
    ).toBe(false);
    expect(passes(noAmounts(), outcome({ replies: [spanish("Cuesta 30 dólares.")] }), "panaderia")).toBe(
      false,
    );
  });

  it("tells a reply's language, and a Spanish sentence spoken by the English voice", () => {
    const replies = [english("Hello."), spanish("¿Me puede decir su nombre, por favor?")];
    expect(passes(language("spanish"), outcome({ replies }))).toBe(true);
    expect(passes(language("english"), outcome({ replies }))).toBe(false);
    const greeting = english(
      "Thank you for calling. Gracias por llamar; si lo prefiere, puede hablarme en español.",
    );
    expect(passes(voices(), outcome({ replies: [greeting] }))).toBe(false);
  });

  it("takes a day's hours, not 'we're closed right now', as the answer for a closed day", () => {
    const answer = (text: string) => outcome({ replies: [english("Hi."), english(text)] });
    expect(passes(closedOn("sunday", 0), answer("We're closed on Sunday."))).toBe(true);
    expect(passes(closedOn("sunday", 0), answer("We're open Monday to Saturday, 9 AM to 6 PM."))).toBe(true);
    expect(
      passes(closedOn("sunday", 0), answer("We're closed right now. We open again tomorrow at 7 AM.")),
    ).toBe(false);
  });

  it("sets the clock to the business's own wall clock", () => {
    expect(instantAt(businessOf("plumber"), "open").toISOString()).toBe("2026-11-18T18:00:00.000Z");
    expect(instantAt(businessOf("physio"), "closed").toISOString()).toBe("2026-11-18T12:15:00.000Z");
    expect(instantAt(businessOf("trattoria"), "open").toISOString()).toBe("2026-11-19T00:30:00.000Z");
  });
});
