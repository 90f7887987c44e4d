import { type CountryCode, type MetadataJson, parsePhoneNumberFromString } from "libphonenumber-js/core";
import catalogueMetadata from "./catalogue-metadata.json";

// The catalogue's countries only (scripts/phone-number-metadata.ts writes the file): the client
// shows numbers on the main screen, and the whole world's metadata would cost it about 17 kB.
const METADATA = catalogueMetadata as unknown as MetadataJson;

/**
 * An E.164 number as people of its country write it: (212) 555-0100, 020 7946 0000,
 * 0161 496 0000, (02) 5550 0000. A number of another country, or anything that is not a valid
 * E.164 number (a caller's words kept as said), comes back unchanged.
 */
export function formatPhoneNumber(phoneNumber: string): string {
  const parsed = parsePhoneNumberFromString(phoneNumber, METADATA);
  return parsed?.isValid() ? parsed.formatNational() : phoneNumber;
}

/** An E.164 number with its country code, spaced as its country groups it: +1 512 555 0100. */
export function formatInternationalNumber(phoneNumber: string): string {
  const parsed = parsePhoneNumberFromString(phoneNumber, METADATA);
  return parsed?.isValid() ? parsed.formatInternational() : phoneNumber;
}

/** Whether `phoneNumber` is a valid E.164 number of one of the catalogue's countries. */
export function isCatalogueCountryNumber(phoneNumber: string): boolean {
  return (
    /^\+[1-9]\d{7,14}$/.test(phoneNumber) &&
    parsePhoneNumberFromString(phoneNumber, METADATA)?.isValid() === true
  );
}

/**
 * A number the owner typed, read in `country` unless it starts with "+": (212) 555-0123 in the US
 * is +12125550123. Undefined unless it is a valid number of that country.
 */
export function ownNumberAsE164(typed: string, country: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(typed.trim(), { defaultCountry: country }, METADATA);
  return parsed?.isValid() && parsed.country === country ? parsed.number : undefined;
}
