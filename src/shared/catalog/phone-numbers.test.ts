import { describe, expect, it } from "vitest";
import { AreaCodesResponseSchema, CountriesResponseSchema, E164Schema } from "../api/phone";
import { formatPhoneNumber } from "../phone/phone-number-format";
import { areaCodeAsDialled } from "./area-code-dialling";
import {
  areaCodesFor,
  countries,
  fictionalNumbers,
  findAreaCode,
  findFictionalNumber,
} from "./phone-numbers";

const COUNTRY_CODES = ["US", "GB", "AU"] as const;

// The reserved ranges, written independently of the catalogue's data so a typo there fails here.
const FICTIONAL_RANGE = {
  // NANPA: +1 AAA 555 0100–0199.
  US: /^\+1[2-9]\d{2}55501\d{2}$/,
  // Ofcom drama numbers: 011x and 01x1 496 0xxx, 0191 498 0xxx, 020 7946 0xxx, 028 9649 6xxx,
  // 029 2018 0xxx.
  GB: /^\+44(?:(?:11[3-8]|1[2-6]1)4960\d{3}|1914980\d{3}|2079460\d{3}|2896496\d{3}|2920180\d{3})$/,
  // ACMA: (0x) 5550 xxxx and (0x) 7010 xxxx in regions 2, 3, 7 and 8.
  AU: /^\+61[2378](?:5550|7010)\d{4}$/,
};

type Country = (typeof COUNTRY_CODES)[number];
const allNumbers = (country: Country, areaCode: string) => [...fictionalNumbers(country, areaCode)];
const firstNumbers = (country: Country, areaCode: string, count: number) =>
  allNumbers(country, areaCode).slice(0, count);

describe("the countries", () => {
  it("are the United States, the United Kingdom and Australia, with their flags", () => {
    expect(CountriesResponseSchema.parse(countries())).toEqual([
      { code: "US", name: "United States", flag: "🇺🇸" },
      { code: "GB", name: "United Kingdom", flag: "🇬🇧" },
      { code: "AU", name: "Australia", flag: "🇦🇺" },
    ]);
  });
});

describe("the area codes", () => {
  it("offer at least 20 US codes and at least 10 UK codes, with real places", () => {
    const usCodes = AreaCodesResponseSchema.parse(areaCodesFor("US"));
    const ukCodes = AreaCodesResponseSchema.parse(areaCodesFor("GB"));
    expect(usCodes.length).toBeGreaterThanOrEqual(20);
    expect(ukCodes.length).toBeGreaterThanOrEqual(10);
    expect(usCodes).toEqual(
      expect.arrayContaining([
        { code: "212", location: "New York, NY (Manhattan)" },
        { code: "213", location: "Los Angeles, CA" },
        { code: "312", location: "Chicago, IL" },
      ]),
    );
    expect(ukCodes).toEqual(
      expect.arrayContaining([
        { code: "20", location: "London" },
        { code: "161", location: "Manchester" },
        { code: "121", location: "Birmingham" },
      ]),
    );
  });

  it("cover all four of Australia's geographic codes, 02, 03, 07 and 08, with their regions", () => {
    const auCodes = areaCodesFor("AU");
    expect(auCodes.map(({ code }) => code)).toEqual(["2", "3", "7", "8"]);
    expect(auCodes.find(({ code }) => code === "2")?.location).toMatch(/New South Wales/);
    expect(auCodes.find(({ code }) => code === "3")?.location).toMatch(/Victoria/);
    expect(auCodes.find(({ code }) => code === "7")?.location).toMatch(/Queensland/);
    expect(auCodes.find(({ code }) => code === "8")?.location).toMatch(/Western Australia/);
  });

  it("are written without the trunk 0: 3 digits in the US, 2 or 3 in the UK, 1 in Australia", () => {
    for (const { code } of areaCodesFor("US")) expect(code).toMatch(/^[2-9]\d{2}$/);
    for (const { code } of areaCodesFor("GB")) expect(code).toMatch(/^(?:1\d{2}|2\d)$/);
    for (const { code } of areaCodesFor("AU")) expect(code).toMatch(/^\d$/);
  });

  it("never repeat, within a country or across countries, so a code alone names its country", () => {
    const all = COUNTRY_CODES.flatMap((country) => areaCodesFor(country).map(({ code }) => code));
    expect(new Set(all).size).toBe(all.length);
  });

  it("find their country without being told, and only in the country the owner chose when told", () => {
    expect(findAreaCode("212")).toEqual({ country: "US", code: "212", location: "New York, NY (Manhattan)" });
    expect(findAreaCode("20")?.country).toBe("GB");
    expect(findAreaCode("161")?.country).toBe("GB");
    expect(findAreaCode("2")).toEqual({
      country: "AU",
      code: "2",
      location: "New South Wales and ACT (Sydney, Canberra)",
    });
    expect(findAreaCode("20", "GB")?.location).toBe("London");
    expect(findAreaCode("20", "US")).toBeUndefined();
    expect(findAreaCode("999")).toBeUndefined();
    expect(findAreaCode("020")).toBeUndefined();
  });

  it("are shown as people dial them, as libphonenumber writes their numbers", () => {
    expect(areaCodeAsDialled("GB", "20")).toBe("020");
    expect(areaCodeAsDialled("GB", "161")).toBe("0161");
    expect(areaCodeAsDialled("AU", "2")).toBe("02");
    expect(areaCodeAsDialled("US", "212")).toBe("212");
    // libphonenumber writes the numbers it knows to be valid (not every drama range) in national form.
    for (const country of COUNTRY_CODES) {
      const written = areaCodesFor(country).flatMap(({ code }) => {
        const national = formatPhoneNumber(firstNumbers(country, code, 1)[0]!);
        return national.startsWith("+") ? [] : [{ code, national: national.replace(/[()]/g, "") }];
      });
      expect(written.length).toBeGreaterThan(0);
      for (const { code, national } of written) {
        expect(national.startsWith(`${areaCodeAsDialled(country, code)} `), national).toBe(true);
      }
    }
  });
});

describe("the fictional numbers", () => {
  it.each(COUNTRY_CODES)("of every %s area code are E.164 and inside the reserved ranges", (country) => {
    for (const { code } of areaCodesFor(country)) {
      const numbers = allNumbers(country, code);
      expect(numbers.length).toBeGreaterThanOrEqual(100);
      const prefix = `+${{ US: "1", GB: "44", AU: "61" }[country]}${code}`;
      const outside = numbers.filter(
        (number) =>
          !E164Schema.safeParse(number).success ||
          !FICTIONAL_RANGE[country].test(number) ||
          !number.startsWith(prefix),
      );
      expect(outside).toEqual([]);
    }
  });

  it("use the right form for each kind of code", () => {
    expect(firstNumbers("US", "212", 2)).toEqual(["+12125550100", "+12125550101"]);
    expect(allNumbers("US", "212").at(-1)).toBe("+12125550199");
    expect(firstNumbers("GB", "20", 1)).toEqual(["+442079460000"]);
    expect(allNumbers("GB", "20").at(-1)).toBe("+442079460999");
    expect(firstNumbers("GB", "161", 1)).toEqual(["+441614960000"]);
    expect(firstNumbers("GB", "121", 1)).toEqual(["+441214960000"]);
    expect(firstNumbers("GB", "191", 1)).toEqual(["+441914980000"]);
    expect(firstNumbers("GB", "28", 1)).toEqual(["+442896496000"]);
    expect(firstNumbers("GB", "29", 1)).toEqual(["+442920180000"]);
    expect(firstNumbers("AU", "2", 1)).toEqual(["+61255500000"]);
    expect(allNumbers("AU", "8")).toContain("+61870100999");
  });

  it("come in ascending order, the same every time", () => {
    for (const country of COUNTRY_CODES) {
      for (const { code } of areaCodesFor(country)) {
        const numbers = allNumbers(country, code);
        expect(numbers).toEqual([...numbers].sort());
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(allNumbers(country, code)).toEqual(numbers);
      }
    }
  });

  it("do not exist for an area code outside the catalogue", () => {
    expect(allNumbers("US", "999")).toEqual([]);
    expect(allNumbers("US", "20")).toEqual([]);
  });

  it("are recognised, and real or malformed numbers are not", () => {
    expect(findFictionalNumber("+12125550142")).toEqual({ country: "US", areaCode: "212" });
    expect(findFictionalNumber("+442079460123")).toEqual({ country: "GB", areaCode: "20" });
    expect(findFictionalNumber("+61370105555")).toEqual({ country: "AU", areaCode: "3" });
    // Real numbers: the White House switchboard, and outside the drama thousand in London.
    expect(findFictionalNumber("+12024561111")).toBeUndefined();
    expect(findFictionalNumber("+442079461000")).toBeUndefined();
    // 555-0200 is outside NANPA's fictional hundred; an uncatalogued area code; wrong lengths.
    expect(findFictionalNumber("+12125550200")).toBeUndefined();
    expect(findFictionalNumber("+19995550100")).toBeUndefined();
    expect(findFictionalNumber("+1212555010")).toBeUndefined();
    expect(findFictionalNumber("+6125550000")).toBeUndefined();
    expect(findFictionalNumber("12125550100")).toBeUndefined();
  });
});
