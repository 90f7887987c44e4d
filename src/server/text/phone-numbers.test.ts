import { describe, expect, it } from "vitest";
import { isCallableNumber, toE164 } from "./phone-numbers";

describe("toE164", () => {
  it("reads a number said without its country code in the country of the home number", () => {
    expect(toE164("2015550199", "+12015550100")).toBe("+12015550199");
    expect(toE164("(201) 555-0199", "+12015550100")).toBe("+12015550199");
    expect(toE164("1 201 555 0199", "+12015550100")).toBe("+12015550199");
    expect(toE164("01134960000", "+441134960000")).toBe("+441134960000");
    expect(toE164("020 7946 0000", "+441134960000")).toBe("+442079460000");
    expect(toE164("0255500000", "+61255500000")).toBe("+61255500000");
  });

  it("keeps a number said with its country code in that country", () => {
    expect(toE164("+44 7946 000000", "+12015550100")).toBe("+447946000000");
    expect(toE164("+33 1 23 45 67 89", "+12015550100")).toBe("+33123456789");
  });

  it("without a home number, reads a national number in the catalogue's countries", () => {
    expect(toE164("212 555 0100")).toBe("+12125550100");
    expect(toE164("0161 496 0123")).toBe("+441614960123");
  });

  it("keeps a number the country's format fits in a range not listed as in use, such as the UK's drama numbers", () => {
    expect(toE164("07700 900123", "+441174960388")).toBe("+447700900123");
    expect(toE164("1234567890", "+12015550100")).toBeUndefined();
  });

  it("finds no number in too few digits or in a range no country uses", () => {
    expect(toE164("5552123", "+12015550100")).toBeUndefined();
    expect(toE164("0255500000", "+12015550100")).toBeUndefined();
    expect(toE164("")).toBeUndefined();
    expect(toE164("browser")).toBeUndefined();
  });
});

describe("isCallableNumber", () => {
  it("accepts a caller's E.164 number from any country and refuses a test call's missing one", () => {
    expect(isCallableNumber("+12015550123")).toBe(true);
    expect(isCallableNumber("+33123456789")).toBe(true);
    expect(isCallableNumber("")).toBe(false);
  });
});
