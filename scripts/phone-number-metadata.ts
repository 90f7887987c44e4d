// Writes the phone-number metadata the client ships: libphonenumber-js's "min" metadata cut down to
// the countries of the number catalogue, since the whole world's costs the main screen about 17 kB.
// Run after upgrading libphonenumber-js: npx tsx scripts/phone-number-metadata.ts, then
// npx biome check --write src/shared/phone
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { MetadataJson } from "libphonenumber-js/core";
import worldMetadata from "libphonenumber-js/metadata.min.json";
import { projectRoot } from "../src/server/paths";
import { callingCodeOf, countries } from "../src/shared/catalog/phone-numbers";

export const CATALOGUE_METADATA_PATH = join(projectRoot, "src/shared/phone/catalogue-metadata.json");

export function catalogueMetadata(): MetadataJson {
  const world = worldMetadata as unknown as MetadataJson;
  const codes = countries().map(({ code }) => code);
  return {
    ...world,
    country_calling_codes: Object.fromEntries(codes.map((code) => [callingCodeOf(code), [code]])),
    countries: Object.fromEntries(codes.map((code) => [code, world.countries[code]!])),
    nonGeographic: {},
  } as MetadataJson;
}

if (process.argv[1]?.endsWith("phone-number-metadata.ts")) {
  writeFileSync(CATALOGUE_METADATA_PATH, `${JSON.stringify(catalogueMetadata())}\n`);
  console.log(`wrote ${CATALOGUE_METADATA_PATH}`);
}
