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
  let folded = "";
  for (const unit of text) {
    const base = unit.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    folded += base.length === unit.length ? base : unit;
  }
  return folded;
}

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
