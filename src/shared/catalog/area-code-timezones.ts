import type { CountryCode } from "../api/phone";
import type { TimezoneId } from "./agents";

/**
 * The timezone of each area code in the number catalogue (`phone-numbers.ts`), so an agent reads its
 * opening hours in the place its number belongs to rather than in the default, New York. Kept apart from
 * the catalogue so the main screen's code carries these few names and not the catalogue's number ranges.
 * Australia's 08 spans three zones (Perth, Adelaide, Darwin) and has none: the owner picks one.
 */
const AREA_CODE_TIMEZONES: Record<CountryCode, Readonly<Record<string, TimezoneId>>> = {
  US: {
    "201": "America/New_York",
    "202": "America/New_York",
    "206": "America/Los_Angeles",
    "212": "America/New_York",
    "213": "America/Los_Angeles",
    "214": "America/Chicago",
    "215": "America/New_York",
    "303": "America/Denver",
    "305": "America/New_York",
    "312": "America/Chicago",
    "313": "America/New_York",
    "314": "America/Chicago",
    "404": "America/New_York",
    "407": "America/New_York",
    "415": "America/Los_Angeles",
    "503": "America/Los_Angeles",
    "504": "America/Chicago",
    "512": "America/Chicago",
    "602": "America/Phoenix",
    "612": "America/Chicago",
    "615": "America/Chicago",
    "617": "America/New_York",
    "619": "America/Los_Angeles",
    "702": "America/Los_Angeles",
    "713": "America/Chicago",
    "718": "America/New_York",
    "801": "America/Denver",
    "808": "Pacific/Honolulu",
    "816": "America/Chicago",
    "907": "America/Anchorage",
  },
  // Northern Ireland keeps UK time too.
  GB: Object.fromEntries(
    [
      "113",
      "114",
      "115",
      "116",
      "117",
      "118",
      "121",
      "131",
      "141",
      "151",
      "161",
      "191",
      "20",
      "28",
      "29",
    ].map((code) => [code, "Europe/London" as const]),
  ),
  // Victoria and Tasmania keep the same clock as Sydney all year.
  AU: { "2": "Australia/Sydney", "3": "Australia/Sydney", "7": "Australia/Brisbane" },
};

/** The timezone of an area code of the catalogue, or null when it has no single one. */
export function timezoneOfAreaCode(country: CountryCode | "", areaCode: string): TimezoneId | null {
  if (country === "") return null;
  const zones = AREA_CODE_TIMEZONES[country];
  return Object.hasOwn(zones, areaCode) ? (zones[areaCode] ?? null) : null;
}

const CALLING_CODES: Record<CountryCode, string> = { US: "1", GB: "44", AU: "61" };

/**
 * The timezone of a whole number ("+13125550100") whose area code is one of the catalogue's, or null:
 * a number the owner brings is read as the catalogue's own numbers are.
 */
export function timezoneOfNumber(country: CountryCode | "", e164: string): TimezoneId | null {
  if (country === "") return null;
  const prefix = `+${CALLING_CODES[country]}`;
  if (!e164.startsWith(prefix)) return null;
  const national = e164.slice(prefix.length);
  const areaCode = Object.keys(AREA_CODE_TIMEZONES[country])
    .filter((code) => national.startsWith(code))
    .sort((a, b) => b.length - a.length)[0];
  return areaCode === undefined ? null : timezoneOfAreaCode(country, areaCode);
}
