import type { AreaCode, Country, CountryCode } from "../api/phone";

// Numbers in the United States, the United Kingdom and
// Australia, picked as country, then area code, then number.
//
// Area-code convention, used by the catalogue, the number generator and the routes: an
// area code is the digits that follow the country calling code in E.164, without the
// national trunk prefix 0. So New York is "212" (+1 212 …), London is "20" (020 → +44 20 …),
// Manchester is "161" (0161 → +44 161 …) and New South Wales is "2" (02 → +61 2 …).
// The codes of the three countries never collide: US codes have 3 digits starting 2–9,
// UK codes start with 1 or 2 and have 2 or 3 digits, Australian codes have 1 digit.

/** How many numbers one search offers: the first page, in ascending order. */
export const AVAILABLE_NUMBERS_PAGE_SIZE = 10;

/**
 * A block of numbers reserved for fiction: `localPrefix` followed by every combination of
 * `freeDigits` digits, after the area code.
 */
type FictionalBlock = { localPrefix: string; freeDigits: number };

type CatalogueAreaCode = AreaCode & { fictionalBlocks: readonly FictionalBlock[] };

type CatalogueCountry = Country & {
  /** ITU-T E.164 country calling code. */
  callingCode: string;
  /** Digits after the calling code of a geographic number (the national significant number). */
  nationalNumberLength: number;
  /** The numbers for the police, ambulance and fire service, the first the one people know. */
  emergencyNumbers: readonly string[];
  areaCodes: readonly CatalogueAreaCode[];
};

// NANPA reserves 555-0100 through 555-0199 in every area code for fictional use.
const NANPA_FICTION: readonly FictionalBlock[] = [{ localPrefix: "55501", freeDigits: 2 }];

const us = (code: string, location: string): CatalogueAreaCode => ({
  code,
  location,
  fictionalBlocks: NANPA_FICTION,
});

// Ofcom's "TV and radio drama" numbers: a thousand per city, e.g. 020 7946 0000–0999 in
// London and 0xxx 496 0000–0999 in the cities with three-digit codes.
const uk = (code: string, location: string, localPrefix: string): CatalogueAreaCode => ({
  code,
  location,
  fictionalBlocks: [{ localPrefix, freeDigits: 3 }],
});

// ACMA's fictitious numbers for radio, books, film and TV: (0x) 5550 xxxx and (0x) 7010 xxxx
// in each of the four geographic regions.
const ACMA_FICTION: readonly FictionalBlock[] = [
  { localPrefix: "5550", freeDigits: 4 },
  { localPrefix: "7010", freeDigits: 4 },
];

const au = (code: string, location: string): CatalogueAreaCode => ({
  code,
  location,
  fictionalBlocks: ACMA_FICTION,
});

const CATALOGUE: Record<CountryCode, CatalogueCountry> = {
  US: {
    code: "US",
    name: "United States",
    flag: "🇺🇸",
    callingCode: "1",
    nationalNumberLength: 10,
    emergencyNumbers: ["911"],
    areaCodes: [
      us("201", "Jersey City, NJ"),
      us("202", "Washington, DC"),
      us("206", "Seattle, WA"),
      us("212", "New York, NY (Manhattan)"),
      us("213", "Los Angeles, CA"),
      us("214", "Dallas, TX"),
      us("215", "Philadelphia, PA"),
      us("303", "Denver, CO"),
      us("305", "Miami, FL"),
      us("312", "Chicago, IL"),
      us("313", "Detroit, MI"),
      us("314", "St. Louis, MO"),
      us("404", "Atlanta, GA"),
      us("407", "Orlando, FL"),
      us("415", "San Francisco, CA"),
      us("503", "Portland, OR"),
      us("504", "New Orleans, LA"),
      us("512", "Austin, TX"),
      us("602", "Phoenix, AZ"),
      us("612", "Minneapolis, MN"),
      us("615", "Nashville, TN"),
      us("617", "Boston, MA"),
      us("619", "San Diego, CA"),
      us("702", "Las Vegas, NV"),
      us("713", "Houston, TX"),
      us("718", "New York, NY (Brooklyn, Queens, Bronx, Staten Island)"),
      us("801", "Salt Lake City, UT"),
      us("808", "Honolulu, HI (all of Hawaii)"),
      us("816", "Kansas City, MO"),
      us("907", "Anchorage, AK (all of Alaska)"),
    ],
  },
  GB: {
    code: "GB",
    name: "United Kingdom",
    flag: "🇬🇧",
    callingCode: "44",
    nationalNumberLength: 10,
    emergencyNumbers: ["999", "112"],
    // Ofcom publishes drama ranges for these fifteen areas and no others.
    areaCodes: [
      uk("113", "Leeds", "4960"),
      uk("114", "Sheffield", "4960"),
      uk("115", "Nottingham", "4960"),
      uk("116", "Leicester", "4960"),
      uk("117", "Bristol", "4960"),
      uk("118", "Reading", "4960"),
      uk("121", "Birmingham", "4960"),
      uk("131", "Edinburgh", "4960"),
      uk("141", "Glasgow", "4960"),
      uk("151", "Liverpool", "4960"),
      uk("161", "Manchester", "4960"),
      // Ofcom: 0191 498 0000–0999 (Tyneside uses 498, not 496).
      uk("191", "Newcastle, Sunderland and Durham", "4980"),
      // Ofcom: 020 7946 0000–0999.
      uk("20", "London", "79460"),
      // Ofcom: 028 9649 6000–6999.
      uk("28", "Northern Ireland", "96496"),
      // Ofcom: 029 2018 0000–0999.
      uk("29", "Cardiff", "20180"),
    ],
  },
  AU: {
    code: "AU",
    name: "Australia",
    flag: "🇦🇺",
    callingCode: "61",
    nationalNumberLength: 9,
    emergencyNumbers: ["000"],
    // All four of Australia's geographic area codes.
    areaCodes: [
      au("2", "New South Wales and ACT (Sydney, Canberra)"),
      au("3", "Victoria and Tasmania (Melbourne, Hobart)"),
      au("7", "Queensland (Brisbane, Gold Coast)"),
      au("8", "South Australia, Western Australia and Northern Territory (Adelaide, Perth, Darwin)"),
    ],
  },
};

const COUNTRY_ORDER: readonly CountryCode[] = ["US", "GB", "AU"];

/** GET /api/countries: the three countries, in the order the picker shows them. */
export function countries(): Country[] {
  return COUNTRY_ORDER.map((code) => {
    const { name, flag } = CATALOGUE[code];
    return { code, name, flag };
  });
}

/** GET /api/area-codes?country=: the area codes of one country with the places they serve. */
export function areaCodesFor(country: CountryCode): AreaCode[] {
  return CATALOGUE[country].areaCodes.map(({ code, location }) => ({ code, location }));
}

/** The emergency numbers of a country ("999", "112"); the United States' for a country not in the catalogue. */
export function emergencyNumbersOf(country: string): readonly string[] {
  return (CATALOGUE[country as CountryCode] ?? CATALOGUE.US).emergencyNumbers;
}

export function callingCodeOf(country: CountryCode): string {
  return CATALOGUE[country].callingCode;
}

/**
 * The catalogue entry of an area code. When `country` is given it decides: the picker asks for
 * the country first, so a code from another country is not a match. Without it,
 * every country is searched; the codes are unique across countries (see the convention above).
 */
export function findAreaCode(
  areaCode: string,
  country?: CountryCode,
): (AreaCode & { country: CountryCode }) | undefined {
  for (const candidate of country ? [country] : COUNTRY_ORDER) {
    const entry = CATALOGUE[candidate].areaCodes.find((known) => known.code === areaCode);
    if (entry) return { country: candidate, code: entry.code, location: entry.location };
  }
  return undefined;
}

/**
 * Every fictional number of an area code in E.164, in ascending order, produced lazily
 * (Australia's blocks hold 20,000 numbers per code). Nothing for an unknown area code.
 */
export function* fictionalNumbers(country: CountryCode, areaCode: string): Generator<string> {
  const { callingCode, areaCodes } = CATALOGUE[country];
  const entry = areaCodes.find((known) => known.code === areaCode);
  if (!entry) return;
  const blocks = [...entry.fictionalBlocks].sort((a, b) => a.localPrefix.localeCompare(b.localPrefix));
  for (const { localPrefix, freeDigits } of blocks) {
    const size = 10 ** freeDigits;
    for (let line = 0; line < size; line++) {
      yield `+${callingCode}${areaCode}${localPrefix}${String(line).padStart(freeDigits, "0")}`;
    }
  }
}

/** The last `count` fictional numbers of an area code in E.164, in ascending order; none for an unknown one. */
export function lastFictionalNumbers(country: CountryCode, areaCode: string, count: number): string[] {
  const { callingCode, areaCodes } = CATALOGUE[country];
  const entry = areaCodes.find((known) => known.code === areaCode);
  if (!entry) return [];
  const [last] = [...entry.fictionalBlocks].sort((a, b) => b.localPrefix.localeCompare(a.localPrefix));
  if (!last) return [];
  const size = 10 ** last.freeDigits;
  return Array.from(
    { length: Math.min(count, size) },
    (_, index) =>
      `+${callingCode}${areaCode}${last.localPrefix}${String(size - Math.min(count, size) + index).padStart(last.freeDigits, "0")}`,
  );
}

/** A geographic-length number of one of the three countries, split off its calling code. */
function nationalNumberOf(phoneNumber: string): { country: CountryCode; national: string } | undefined {
  for (const country of COUNTRY_ORDER) {
    const { callingCode, nationalNumberLength } = CATALOGUE[country];
    const national = phoneNumber.slice(callingCode.length + 1);
    if (
      phoneNumber.startsWith(`+${callingCode}`) &&
      national.length === nationalNumberLength &&
      /^\d+$/.test(national)
    ) {
      return { country, national };
    }
  }
  return undefined;
}

/** The country and area code of a number from the fictional ranges, or undefined for any other number. */
export function findFictionalNumber(
  phoneNumber: string,
): { country: CountryCode; areaCode: string } | undefined {
  const parsed = nationalNumberOf(phoneNumber);
  if (!parsed) return undefined;
  const area = CATALOGUE[parsed.country].areaCodes.find(({ code, fictionalBlocks }) =>
    fictionalBlocks.some(
      ({ localPrefix, freeDigits }) =>
        parsed.national.startsWith(code + localPrefix) &&
        parsed.national.length === code.length + localPrefix.length + freeDigits,
    ),
  );
  return area ? { country: parsed.country, areaCode: area.code } : undefined;
}
