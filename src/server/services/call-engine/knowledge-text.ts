import type { Price } from "../../../shared/api/knowledge";
import { TITLE_ABBREVIATIONS } from "../../text/text-folding";
import type { KnowledgeMatch } from "./types";

// The agent's knowledge as the model reads it: one compact line per fact or passage, with prices
// and durations exactly as the owner gave them, so the model can quote them and nothing else.

const priceText = (price: Price) =>
  price.to === null ? `price ${price.from}` : `price from ${price.from} to ${price.to}`;

function matchLine(match: KnowledgeMatch): string {
  if (match.source === "passage") return `- From the document "${match.documentName}": ${match.text}`;
  const { fact } = match;
  switch (fact.kind) {
    case "service": {
      const details = [
        fact.price ? priceText(fact.price) : "price not given",
        fact.durationMinutes !== null ? `takes ${fact.durationMinutes} minutes` : "",
        fact.availability ? `offered ${fact.availability}` : "",
        fact.description,
      ].filter(Boolean);
      return `- Service or item: ${fact.name}; ${details.join("; ")}`;
    }
    case "faq":
      return `- Question: ${fact.question} Answer: ${fact.answer}`;
    case "policy":
      return `- Policy (${fact.topic}): ${fact.text}`;
    case "staff":
      return `- Staff: ${fact.name}${fact.role ? `, ${fact.role}` : ""}`;
    case "location":
      return `- Location: ${fact.address}${fact.directions ? `. Directions: ${fact.directions}` : ""}`;
  }
}

/** The matches as lines for the model, or the sentence that there is nothing on it. */
export function knowledgeText(matches: readonly KnowledgeMatch[]): string {
  if (matches.length === 0) return "Nothing found: the business has given no information on this.";
  return matches.map(matchLine).join("\n");
}

// "Dr. Chen's line", "e.g. a crown", "at 9 a.m. sharp": a full stop after a title, a letter or a
// number's point ("$89.50") ends no sentence; a question mark, an exclamation, a new line, or a
// full stop before a space does.
const NOT_AN_END = new RegExp(`(?:${TITLE_ABBREVIATIONS}|\\b(?:Dra|Mt|Ave)|(?<![\\p{L}])\\p{L})$`, "iu");
const END = /[.!?…]+["')\]]*(?=\s|$)|\n+|(?=[¿¡])/gu;

/** The sentences of a text (the owner's or the caller's), as they wrote them. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const end of text.matchAll(END)) {
    const stop = end.index + end[0].length;
    if (end[0].startsWith(".") && end[0].length === 1 && NOT_AN_END.test(text.slice(start, end.index)))
      continue;
    sentences.push(text.slice(start, stop));
    start = stop;
  }
  sentences.push(text.slice(start));
  return sentences.map((sentence) => sentence.trim()).filter(Boolean);
}
