// A document's text split into passages a caller's question can match: a few hundred characters
// each, cut between paragraphs, then between lines, then between sentences, never inside a line of
// a price list unless that line alone is too long. Each passage starts with the heading it sits
// under, so "Pizzas / Margherita - $14" is found by "pizza" and read with its context.

/** A passage grows up to about this many characters before the next piece starts a new one. */
export const PASSAGE_TARGET_CHARS = 600;
/** No passage is longer than this, heading included. */
export const PASSAGE_MAX_CHARS = 1000;
/** A heading longer than this is text, not a heading. */
const HEADING_MAX_CHARS = 80;

const MARKDOWN_HEADING = /^(#{1,6})\s+(.+?)\s*#*$/;

type Section = { heading: string; paragraphs: string[] };

/** A paragraph of one short line without a sentence's final punctuation, followed by more text. */
function isPlainHeading(paragraph: string): boolean {
  return (
    !paragraph.includes("\n") &&
    paragraph.length <= HEADING_MAX_CHARS &&
    !/[.!?:;,]$/.test(paragraph) &&
    // "Margherita - $14" is an item of a list, not a heading.
    !/\d/.test(paragraph)
  );
}

/** The text's sections: each heading with the paragraphs under it, a markdown heading under its parent's. */
function sectionsOf(text: string): Section[] {
  const sections: Section[] = [{ heading: "", paragraphs: [] }];
  const markdownHeadings: string[] = [];
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
  for (const [index, paragraph] of paragraphs.entries()) {
    const lines = paragraph.split("\n");
    const markdown = MARKDOWN_HEADING.exec(lines[0]!);
    if (markdown) {
      const level = markdown[1]!.length;
      markdownHeadings.length = level - 1;
      markdownHeadings[level - 1] = markdown[2]!;
      sections.push({ heading: markdownHeadings.filter(Boolean).join(" / "), paragraphs: [] });
      const rest = lines.slice(1).join("\n").trim();
      if (rest !== "") sections.at(-1)!.paragraphs.push(rest);
      continue;
    }
    if (isPlainHeading(paragraph) && index < paragraphs.length - 1) {
      sections.push({ heading: paragraph, paragraphs: [] });
      continue;
    }
    sections.at(-1)!.paragraphs.push(paragraph);
  }
  return sections.filter((section) => section.paragraphs.length > 0);
}

const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/** Cuts text no longer than `max` at sentence ends, and a sentence longer than that between words. */
function sentencePieces(text: string, max: number): string[] {
  const pieces: string[] = [];
  for (const { segment } of sentenceSegmenter.segment(text)) {
    const sentence = segment.trim();
    if (sentence === "") continue;
    if (sentence.length <= max) {
      pieces.push(sentence);
      continue;
    }
    let rest = sentence;
    while (rest.length > max) {
      const cut = rest.lastIndexOf(" ", max);
      const at = cut > max / 2 ? cut : max;
      pieces.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    if (rest !== "") pieces.push(rest);
  }
  return pieces;
}

/**
 * A paragraph as pieces to pack into passages: whole when it is short, else line by line, and a
 * line longer than a passage should be sentence by sentence (no piece longer than `max`).
 */
function piecesOf(paragraph: string, max: number): { text: string; joiner: string }[] {
  if (paragraph.length <= PASSAGE_TARGET_CHARS) return [{ text: paragraph, joiner: "\n\n" }];
  return paragraph.split("\n").flatMap((line, index) => {
    const joiner = index === 0 ? "\n\n" : "\n";
    if (line.length <= PASSAGE_TARGET_CHARS) return [{ text: line, joiner }];
    return sentencePieces(line, max).map((text, piece) => ({ text, joiner: piece === 0 ? joiner : " " }));
  });
}

/** The passages of a document's text, in order. */
export function splitIntoPassages(text: string): string[] {
  const passages: string[] = [];
  for (const { heading, paragraphs } of sectionsOf(text)) {
    const prefix = heading === "" ? "" : `${heading}\n`;
    const room = PASSAGE_MAX_CHARS - prefix.length;
    let current = "";
    const flush = () => {
      if (current !== "") passages.push(prefix + current);
      current = "";
    };
    for (const paragraph of paragraphs) {
      for (const piece of piecesOf(paragraph, room)) {
        const joined = current === "" ? piece.text : current + piece.joiner + piece.text;
        if (current !== "" && (joined.length > room || current.length >= PASSAGE_TARGET_CHARS)) {
          flush();
          current = piece.text;
        } else {
          current = joined;
        }
      }
    }
    flush();
  }
  // A text of headings alone is still something the owner wrote.
  return passages.length === 0 && text.trim() !== "" ? [text.trim().slice(0, PASSAGE_MAX_CHARS)] : passages;
}
