import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldForMatching } from "./text-folding";

/** Each character on its own: accents taken off and lower case, unless that changes its length. */
function foldedOneByOne(text: string): string {
  let folded = "";
  for (const character of text) {
    const bare = character.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    folded += bare.length === character.length ? bare : character;
  }
  return folded;
}

describe("text folded for matching", () => {
  it("takes off accents and capitals in both languages", () => {
    expect(foldForMatching("Panadería JOSÉ Peña, ¿Mañana?")).toBe("panaderia jose pena, ¿manana?");
    expect(foldForMatching("Table for FOUR")).toBe("table for four");
  });

  it("keeps letters beyond the Latin ones and characters of two units where they are", () => {
    expect(foldForMatching("İstanbul")).toBe("istanbul");
    expect(foldForMatching("Ǆ😀é Ω")).toBe("ǆ😀e ω");
  });

  it("folds any text as each of its characters folds alone, to the same length", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), fc.string({ maxLength: 40 }), (a, b) => {
        for (const text of [a, b, a + b]) {
          const folded = foldForMatching(text);
          expect(folded).toBe(foldedOneByOne(text));
          expect(folded.length).toBe(text.length);
        }
      }),
      { numRuns: 500 },
    );
  });
});
