import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { countries } from "../../shared/catalog/phone-numbers";

// Callers ring from anywhere, so the server reads numbers with the whole world's metadata.
const CATALOGUE_COUNTRIES = countries().map(({ code }) => code);

/**
 * A number as a caller gave it, in E.164, or undefined when it is not one an owner can call back.
 * "+44 20 7946 0000" is read as is; "(201) 555-0199" or "020 7946 0000" in the country of
 * `homeNumber` (the agent's or the caller's own number), else in the first of the catalogue's
 * countries where it is a valid number.
 */
export function toE164(said: string, homeNumber = ""): string | undefined {
  const home = parsePhoneNumberFromString(homeNumber)?.country;
  const countries = home ? [home] : CATALOGUE_COUNTRIES;
  for (const defaultCountry of countries) {
    const parsed = parsePhoneNumberFromString(said, defaultCountry);
    if (parsed?.isValid()) return parsed.number;
  }
  // A number of a possible length that the country's national format fits, in a range the metadata
  // does not list as in use ("07700 900123", the UK's numbers kept for drama, or a range opened
  // after the metadata), is still one the owner can try: kept in E.164 rather than lost as said.
  // The format must fit: "0255500000" read in the US fits none and is no number there.
  const possible = parsePhoneNumberFromString(said, countries[0]);
  if (possible?.isPossible() && /[\s()-]/.test(possible.formatNational())) return possible.number;
  return undefined;
}

/** Whether an owner can call this number back. */
export function isCallableNumber(said: string, homeNumber = ""): boolean {
  return toE164(said, homeNumber) !== undefined;
}
