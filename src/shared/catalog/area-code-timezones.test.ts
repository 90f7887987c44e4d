import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "../api/phone";
import { TIMEZONE_IDS } from "./agents";
import { timezoneOfAreaCode, timezoneOfNumber } from "./area-code-timezones";
import { areaCodesFor } from "./phone-numbers";

describe("the timezone of an area code", () => {
  it("is known for every area code of the catalogue but Australia's 08, and is one the form offers", () => {
    for (const country of COUNTRY_CODES) {
      for (const { code } of areaCodesFor(country)) {
        const zone = timezoneOfAreaCode(country, code);
        if (country === "AU" && code === "8") expect(zone).toBeNull();
        else expect(TIMEZONE_IDS).toContain(zone);
      }
    }
  });

  it("is the place's own zone", () => {
    expect(timezoneOfAreaCode("US", "212")).toBe("America/New_York");
    expect(timezoneOfAreaCode("US", "312")).toBe("America/Chicago");
    expect(timezoneOfAreaCode("US", "602")).toBe("America/Phoenix");
    expect(timezoneOfAreaCode("US", "415")).toBe("America/Los_Angeles");
    expect(timezoneOfAreaCode("US", "808")).toBe("Pacific/Honolulu");
    expect(timezoneOfAreaCode("GB", "113")).toBe("Europe/London");
    expect(timezoneOfAreaCode("AU", "7")).toBe("Australia/Brisbane");
  });

  it("is unknown without a country, for a code the catalogue lacks, and for a name of an object's own", () => {
    expect(timezoneOfAreaCode("", "212")).toBeNull();
    expect(timezoneOfAreaCode("US", "999")).toBeNull();
    expect(timezoneOfAreaCode("GB", "212")).toBeNull();
    expect(timezoneOfAreaCode("US", "constructor")).toBeNull();
  });
});

describe("the timezone of a whole number", () => {
  it("is its area code's, the longest that fits, in the number's own country", () => {
    expect(timezoneOfNumber("US", "+13125550199")).toBe("America/Chicago");
    expect(timezoneOfNumber("GB", "+441615550199")).toBe("Europe/London");
    expect(timezoneOfNumber("AU", "+61755550199")).toBe("Australia/Brisbane");
  });

  it("is unknown for an area code the catalogue lacks, Australia's 08, or another country's number", () => {
    expect(timezoneOfNumber("US", "+19995550199")).toBeNull();
    expect(timezoneOfNumber("AU", "+61855550199")).toBeNull();
    expect(timezoneOfNumber("GB", "+13125550199")).toBeNull();
    expect(timezoneOfNumber("", "+13125550199")).toBeNull();
  });
});
