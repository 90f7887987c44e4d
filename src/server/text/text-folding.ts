// Helpers for the built-in assistant, which reads what owners type (or dictate) in English or
// Spanish with any mix of accents, curly quotes and capitals.

/** Straight quotes and apostrophes, plain spaces and NFC, so one pattern matches every keyboard. */
export function normalizeTypography(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u2018\u2019\u02bc\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u00ab\u00bb]/g, '"')
    .replace(/[\u00a0\u2007\u202f]/g, " ");
}

/**
 * Lower case without accents ("Panadería" → "panaderia"), one UTF-16 unit for one, so a
 * position found in the folded text is the same position in the text it came from.
 */
export function foldForMatching(text: string): string {
  // Most of what callers say is plain ASCII, whose lower case keeps every position: no character
  // needs taking apart, and the engine folds the same words many times a turn.
  if (!BEYOND_ASCII.test(text)) return text.toLowerCase();
  let folded = "";
  for (const unit of text) {
    if (unit.charCodeAt(0) < 0x80) {
      folded += unit.toLowerCase();
      continue;
    }
    let base = foldedCharacters.get(unit);
    if (base === undefined) {
      const bare = unit.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
      base = bare.length === unit.length ? bare : unit;
      if (foldedCharacters.size < FOLDED_CHARACTERS_KEPT) foldedCharacters.set(unit, base);
    }
    folded += base;
  }
  return folded;
}

const BEYOND_ASCII = /[\u0080-\uffff]/;
// Each character beyond ASCII as it folds, learnt as texts bring them. The accented letters of the
// languages callers speak are a few hundred; text made of every character there is stops the map
// growing at this size, and folds the rest as it comes.
const FOLDED_CHARACTERS_KEPT = 4096;
const foldedCharacters = new Map<string, string>();

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A pattern for any of the phrases as whole words of folded text. */
export function wordsPattern(phrases: readonly string[]): string {
  const alternatives = [...phrases].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return `(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`;
}

export function capitalizeFirst(text: string): string {
  // "¿tienen…?" is "¿Tienen…?": a Spanish question's opening mark comes before its first letter.
  const at = /^[¿¡]/.test(text) ? 1 : 0;
  return text.slice(0, at) + text.charAt(at).toUpperCase() + text.slice(at + 1);
}

/** Words separated by white space, for counting. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Titles written short, whose full stop ends no sentence: "Dr. Chen", "Ms. Alvarez", "Sra. Peña". */
export const TITLE_ABBREVIATIONS = String.raw`\b(?:Mr|Mrs|Ms|Mx|Dr|Prof|St|Sr|Sra|Srta)`;
