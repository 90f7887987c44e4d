import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { serviceFact } from "../../../../tests/support/knowledge-facts";
import type { StoredKnowledgeFact } from "../../../shared/api/knowledge";
import { agentProfile, CALLER_NUMBER, MANAGER_LINE } from "./engine-test-support";
import { figureSources, figuresIn, type SourceMaterial, unsupportedFigures } from "./invented-figures";
import { numberWordsAsDigits } from "./number-words";
import type { KnowledgeMatch } from "./types";

// The agent may say a price, a percentage, a duration or a phone number only when its owner gave
// it or the caller said it: these are the figures a reply states and the ones nothing supports.

const haircut: StoredKnowledgeFact = {
  id: "f1",
  ...serviceFact("Men's haircut", 14, null, { description: "Wash and cut", durationMinutes: 45 }),
};
const colour: StoredKnowledgeFact = { id: "f2", ...serviceFact("Colour", 80, 120, { durationMinutes: 120 }) };
const fact = (stored: StoredKnowledgeFact): KnowledgeMatch => ({ source: "fact", fact: stored });

function sources(overrides: Partial<SourceMaterial> = {}) {
  return figureSources({
    agent: agentProfile({ transferTargets: [{ ...MANAGER_LINE, number: "+16175550142" }] }),
    knowledge: [fact(haircut), fact(colour)],
    callerWords: [],
    callNumbers: [CALLER_NUMBER],
    ...overrides,
  });
}

const invented = (reply: string, overrides: Partial<SourceMaterial> = {}) =>
  unsupportedFigures(reply, sources(overrides)).map((figure) => figure.said);

describe("the figures a reply states", () => {
  it.each([
    ["A men's haircut is $14.", 1400],
    ["That's 14 dollars.", 1400],
    ["Son catorce dólares.", 1400],
    ["It's fourteen dollars and fifty cents.", 1450],
    ["Cuesta 14,50 €.", 1450],
    ["It's €9.50.", 950],
    ["The deposit is $1,200.", 120000],
    ["Son ciento veinte dólares.", 12000],
  ])("reads money in %j", (reply, cents) => {
    expect(figuresIn(reply)).toEqual([expect.objectContaining({ kind: "money", value: cents })]);
  });

  it("reads both ends of a price range", () => {
    for (const reply of ["Colour is $80–120.", "Colour is $80 to $120.", "Colour runs 80 to 120 dollars."]) {
      expect(figuresIn(reply).map((figure) => figure.value)).toEqual([8000, 12000]);
    }
  });

  it("reads percentages and durations, in minutes", () => {
    expect(figuresIn("Students get 10% off, seniors fifteen percent, y niños veinte por ciento.")).toEqual([
      expect.objectContaining({ kind: "percent", value: 10 }),
      expect.objectContaining({ kind: "percent", value: 15 }),
      expect.objectContaining({ kind: "percent", value: 20 }),
    ]);
    const durations = figuresIn("It takes 45 minutes, sometimes 2 hours, half an hour or una hora.");
    expect(durations.map((figure) => [figure.kind, figure.value])).toEqual([
      ["duration", 45],
      ["duration", 120],
      ["duration", 30],
      ["duration", 60],
    ]);
  });

  it("reads phone numbers however they are grouped or said", () => {
    for (const reply of [
      "Call 617-555-0142.",
      "Call (617) 555 0142.",
      "Call 6 1 7, 5 5 5, 0 1 4 2.",
      "Call six one seven, five five five, zero one four two.",
    ]) {
      expect(figuresIn(reply)).toEqual([expect.objectContaining({ kind: "phone", value: "6175550142" })]);
    }
  });

  it("does not read times of day, dates, counts or how often as figures", () => {
    for (const reply of [
      "We're open from 11:00 AM to 10:00 PM today.",
      "I have you down for Tuesday, January 20, 2026 at 7:30 PM, a table for 4.",
      "We're open 24 hours a day, 7 days a week.",
      "Abrimos las 24 horas del día, los 7 días de la semana.",
      "One moment, please. Un momento, por favor. No one is in right now.",
    ]) {
      expect(figuresIn(reply)).toEqual([]);
    }
  });
});

describe("a figure nothing supports", () => {
  it("is a price, range or duration the facts do not give", () => {
    expect(invented("A men's haircut is $14 and takes 45 minutes.")).toEqual([]);
    expect(invented("A men's haircut is fourteen dollars and takes forty-five minutes.")).toEqual([]);
    expect(invented("Colour is 80 to 120 dollars and takes two hours.")).toEqual([]);
    expect(invented("A men's haircut is $25.")).toEqual(["$25"]);
    expect(invented("Colour is $80 to $150.")).toEqual(["$80 to $150"]);
    expect(invented("It takes 30 minutes.")).toEqual(["30 minutes"]);
    expect(invented("We give a 10% discount.")).toEqual(["10%"]);
  });

  it("is the same figure however it is written: $14 = 14 dollars = 14.00 dollars = catorce dólares", () => {
    for (const reply of ["$14", "14 dollars", "14.00 dollars", "catorce dólares", "$14.00"]) {
      expect(invented(`It's ${reply}.`)).toEqual([]);
    }
  });

  it("is not one the caller said, nor the caller's or the business's number read back", () => {
    expect(invented("Yes, $50 for the two of you.", { callerWords: ["Is it fifty for two?"] })).toEqual([]);
    expect(invented("I have your number as 2 1 2, 5 5 5, 0 1 4 7.")).toEqual([]);
    expect(invented("You can reach the owner at 617-555-0142.")).toEqual([]);
    expect(invented("Call 911 now.")).toEqual([]);
    expect(invented("You can reach the owner at 617-555-0199.")).toEqual(["617-555-0199"]);
  });

  it("is not a figure the owner wrote in the configuration", () => {
    const agent = agentProfile({
      agentPurpose: "Book consultations: 30 minutes, $75, 10% off for students.",
    });
    expect(invented("A consultation is 30 minutes and $75, and students get 10% off.", { agent })).toEqual(
      [],
    );
  });
});

// Numbers in words, as an English speaker says them, to check the reading against.
const ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
function inEnglish(n: number): string {
  if (n >= 1000)
    return `${inEnglish(Math.floor(n / 1000))} thousand${n % 1000 ? ` ${inEnglish(n % 1000)}` : ""}`;
  if (n >= 100) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${inEnglish(n % 100)}` : ""}`;
  if (n >= 20) return `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ""}`;
  return n >= 10 ? TEENS[n - 10]! : ONES[n]!;
}

describe("properties", () => {
  it("reads any whole amount said in English words as its digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 999_999 }), (amount) => {
        expect(figuresIn(`That's ${inEnglish(amount)} dollars.`)).toEqual([
          expect.objectContaining({ kind: "money", value: amount * 100 }),
        ]);
      }),
    );
  });

  it("finds a price supported exactly when a fact gives the same amount, however it is written", () => {
    const written = [
      (cents: number) => `$${(cents / 100).toFixed(2)}`,
      (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`,
      (cents: number) => `${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })} dollars`,
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 99_999_99 }),
        fc.integer({ min: 100, max: 99_999_99 }),
        fc.constantFrom(...written),
        (given, said, write) => {
          const price = { ...haircut, price: { from: given / 100, to: null } };
          const found = unsupportedFigures(
            `A haircut is ${write(said)}.`,
            sources({ knowledge: [fact(price)], agent: agentProfile({ customHours: "", agentPurpose: "" }) }),
          );
          expect(found.length === 0).toBe(given === said);
        },
      ),
    );
  });

  it("finds no figure in words that state none", () => {
    const words = fc.constantFrom(
      "we",
      "are",
      "open",
      "today",
      "the",
      "team",
      "will",
      "call",
      "you",
      "back",
      "soon",
      "thanks",
      "hola",
      "gracias",
      "mañana",
      "por",
      "favor",
      "at",
      "noon",
    );
    fc.assert(
      fc.property(fc.array(words, { maxLength: 30 }), (said) => {
        expect(figuresIn(`${said.join(" ")}.`)).toEqual([]);
      }),
    );
  });

  it("keeps words that are not numbers as they are", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/\p{L}/u.test(text)),
        (text) => {
          expect(numberWordsAsDigits(text)).toBe(text);
        },
      ),
    );
  });
});
