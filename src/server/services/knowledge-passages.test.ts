import { describe, expect, it } from "vitest";
import { PASSAGE_MAX_CHARS, splitIntoPassages } from "./knowledge-passages";

describe("splitting a document into passages", () => {
  it("keeps each heading with the text under it, a markdown heading under its parent's", () => {
    const text = [
      "# Menu",
      "## Pizzas",
      "Margherita - $14\nPepperoni - $16.50",
      "## Drinks",
      "Lemonade - $3",
      "Opening hours",
      "We open at noon on Sundays and at eleven the other days.",
    ].join("\n\n");
    expect(splitIntoPassages(text)).toEqual([
      "Menu / Pizzas\nMargherita - $14\nPepperoni - $16.50",
      "Menu / Drinks\nLemonade - $3",
      "Opening hours\nWe open at noon on Sundays and at eleven the other days.",
    ]);
  });

  it("packs short paragraphs together and starts a new passage past a few hundred characters", () => {
    const paragraph = (index: number) =>
      `Paragraph ${index} says something about the business. `.repeat(4).trim();
    const text = Array.from({ length: 12 }, (_, index) => paragraph(index)).join("\n\n");
    const passages = splitIntoPassages(text);
    expect(passages.length).toBeGreaterThan(2);
    expect(passages.length).toBeLessThan(12);
    for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
    // Nothing is lost or cut inside a paragraph.
    expect(passages.join("\n\n")).toBe(text);
  });

  it("keeps every line of a long price list whole", () => {
    const lines = Array.from(
      { length: 80 },
      (_, index) => `Item number ${index} with toppings - $${index}.50`,
    );
    const passages = splitIntoPassages(`Prices\n\n${lines.join("\n")}`);
    expect(passages.length).toBeGreaterThan(1);
    const found = passages.flatMap((passage) => passage.split("\n")).filter((line) => line !== "Prices");
    expect(found).toEqual(lines);
    for (const passage of passages) expect(passage.startsWith("Prices\n")).toBe(true);
  });

  it("cuts a long paragraph at sentence ends, and an endless sentence between words", () => {
    const sentences = Array.from({ length: 60 }, (_, index) => `Sentence ${index} ends here.`).join(" ");
    const cut = splitIntoPassages(sentences);
    expect(cut.length).toBeGreaterThan(1);
    for (const passage of cut) {
      expect(passage.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
      expect(passage).toMatch(/^Sentence \d+ ends here\..*ends here\.$/s);
    }
    const endless = "word ".repeat(1000).trim();
    const pieces = splitIntoPassages(endless);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
      expect(piece).toMatch(/^word( word)*$/);
    }
  });

  it("keeps a text of headings alone as one passage", () => {
    expect(splitIntoPassages("# Menu\n\n## Pizzas")).toEqual(["# Menu\n\n## Pizzas"]);
  });
});
