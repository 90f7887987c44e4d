import { describe, expect, it } from "vitest";
import { speakableText } from "./speakable-text";

// The model's words as the voice gets them, piece by piece.

const piecesOf = (...pieces: string[]) => {
  const words = speakableText();
  return { pieces: pieces.map((piece) => words.push(piece)), said: words.said };
};

describe("speakable text", () => {
  it("passes each piece on at once, without markdown or emoji", () => {
    expect(piecesOf("**Sure", "!** We're", " open", " 🍕")).toEqual({
      pieces: ["Sure", "! We're", " open", ""],
      said: "Sure! We're open",
    });
  });

  it("says one space for any run of spaces and line breaks, never one at the start or the end", () => {
    expect(piecesOf("  \n", "Hello", " ", "\n\n", "there", "  ", "")).toEqual({
      pieces: ["", "Hello", "", "", " there", "", ""],
      said: "Hello there",
    });
  });

  it("keeps an emoji's two halves together when they come in two pieces", () => {
    const pizza = "🍕";
    expect(piecesOf(`Pizza ${pizza[0]}`, `${pizza[1]} time`).said).toBe("Pizza time");
  });

  it("puts a space between the words of two sources", () => {
    const words = speakableText();
    words.push("We're open until");
    words.breakHere();
    expect(words.push("I'm sorry.")).toBe(" I'm sorry.");
    expect(words.said).toBe("We're open until I'm sorry.");
  });
});
