import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOGUE_METADATA_PATH, catalogueMetadata } from "../../../scripts/phone-number-metadata";
import { formatPhoneNumber } from "./phone-number-format";

describe("formatPhoneNumber", () => {
  it.each([
    ["+12125550100", "(212) 555-0100"],
    ["+442079460000", "020 7946 0000"],
    ["+441614960123", "0161 496 0123"],
    ["+442896496001", "028 9649 6001"],
    ["+441914980000", "0191 498 0000"],
    ["+447946000000", "07946 000000"],
    ["+61255500000", "(02) 5550 0000"],
    ["+61870101234", "(08) 7010 1234"],
  ])("writes %s as %s", (e164, national) => {
    expect(formatPhoneNumber(e164)).toBe(national);
  });

  it.each(["+33123456789", "2015550199", "555 0100", "+1555", ""])("leaves %j as given", (number) => {
    expect(formatPhoneNumber(number)).toBe(number);
  });

  it("ships the catalogue countries' metadata of the installed libphonenumber-js", () => {
    // After an upgrade: npx tsx scripts/phone-number-metadata.ts
    expect(JSON.parse(readFileSync(CATALOGUE_METADATA_PATH, "utf8"))).toEqual(catalogueMetadata());
  });
});
