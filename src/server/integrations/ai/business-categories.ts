import type { BusinessCategory } from "../../../shared/catalog/agents";
import { PHRASE_LANGUAGES } from "../../text/phrases/languages";
import { phrases } from "../../text/phrases/phrases";
import { escapeRegExp, foldForMatching, normalizeTypography } from "../../text/text-folding";

// Words owners use for their business, by category, in every language (folded: the text is
// folded before matching).
const CATEGORY_OF_KEYWORD = new Map<string, BusinessCategory>(
  PHRASE_LANGUAGES.flatMap((language) =>
    Object.entries(language.businessCategories).flatMap(([category, keywords]) =>
      phrases(...keywords).map((keyword) => [keyword, category as BusinessCategory] as const),
    ),
  ),
);

// Longest first: at one position the longest keyword wins ("hair salon" over "hair", "auto
// repair" over "auto").
const KEYWORD_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...CATEGORY_OF_KEYWORD.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})(?:e?s)?(?![\\p{L}\\p{N}])`,
  "u",
);
// "IT" only in capitals: in lower case it is the pronoun.
const INFORMATION_TECHNOLOGY = /(?<![\p{L}\p{N}])IT(?![\p{L}\p{N}])/u;

/**
 * The category of the business a text describes: the keyword that comes first decides, since
 * owners name what they are before what they offer ("a dental clinic that takes insurance").
 */
export function findBusinessCategory(text: string): BusinessCategory | undefined {
  const normalized = normalizeTypography(text);
  const keyword = KEYWORD_PATTERN.exec(foldForMatching(normalized));
  const itIndex = normalized.search(INFORMATION_TECHNOLOGY);
  if (itIndex >= 0 && (!keyword || itIndex < keyword.index)) return "technology";
  return keyword?.[1] ? CATEGORY_OF_KEYWORD.get(keyword[1]) : undefined;
}
