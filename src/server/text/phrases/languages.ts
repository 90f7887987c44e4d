import { english } from "./en";
import { spanish } from "./es";
import type { Phrases } from "./phrases";

/** Every language the built-in engine and assistant recognise; a new language is one more entry. */
export const PHRASE_LANGUAGES: readonly Phrases[] = [english, spanish];
