import type { CountryCode } from "../api/phone";

// The catalogue keeps an area code as the digits after the calling code (phone-numbers.ts); people
// write it with what they dial before it within the country: the trunk prefix 0 in the United
// Kingdom (020, 0161) and Australia (02). Americans write the area code alone ((212) 555-0100),
// though a long-distance call starts with 1. Apart from the catalogue, so the main screen's picker
// does not carry every area code's fictional ranges.
const PREFIX_DIALLED_BEFORE_AREA_CODE: Record<CountryCode, string> = { US: "", GB: "0", AU: "0" };

/** An area code as people of its country dial and write it: 212, 020, 0161, 02. */
export function areaCodeAsDialled(country: CountryCode, areaCode: string): string {
  return `${PREFIX_DIALLED_BEFORE_AREA_CODE[country]}${areaCode}`;
}
