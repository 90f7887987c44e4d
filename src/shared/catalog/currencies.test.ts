import { describe, expect, it } from "vitest";
import { convertFromUsd, detectCurrency, formatLocalAmount, USD_EXCHANGE_RATES } from "./currencies";

describe("the currency table", () => {
  it("holds twenty currencies at fixed rates to the dollar", () => {
    expect(Object.keys(USD_EXCHANGE_RATES)).toHaveLength(20);
    expect(USD_EXCHANGE_RATES.PKR).toBe(280);
    expect(USD_EXCHANGE_RATES.AED).toBe(3.67);
  });
});

describe("detectCurrency", () => {
  it("takes the region of the browser's language first", () => {
    expect(detectCurrency({ languageTags: ["en-GB"], timeZone: "America/New_York" })).toBe("GBP");
    expect(detectCurrency({ languageTags: ["de-DE", "en-US"], timeZone: undefined })).toBe("EUR");
    expect(detectCurrency({ languageTags: ["ur-PK"], timeZone: undefined })).toBe("PKR");
  });

  it("skips languages without a known region and falls back to the time zone", () => {
    expect(detectCurrency({ languageTags: ["en", "fr-CH"], timeZone: "Asia/Tokyo" })).toBe("JPY");
    expect(detectCurrency({ languageTags: ["not a tag"], timeZone: "Australia/Sydney" })).toBe("AUD");
  });

  it("keeps US dollars as US dollars, with no switch to another currency such as PKR", () => {
    expect(detectCurrency({ languageTags: ["en-US"], timeZone: "Asia/Karachi" })).toBe("USD");
    expect(detectCurrency({ languageTags: ["en"], timeZone: "America/Chicago" })).toBe("USD");
  });

  it("uses US dollars when nothing is known", () => {
    expect(detectCurrency({ languageTags: [], timeZone: undefined })).toBe("USD");
    expect(detectCurrency({ languageTags: ["sw"], timeZone: "Africa/Nairobi" })).toBe("USD");
  });
});

describe("convertFromUsd and its rounding", () => {
  it("rounds to whole units when the rate is 100 or more", () => {
    expect(convertFromUsd(39, "PKR")).toBe(10_920);
    expect(convertFromUsd(39, "JPY")).toBe(5850);
    expect(convertFromUsd(0.5, "KRW")).toBe(650);
  });

  it("rounds to 2 decimals otherwise", () => {
    expect(convertFromUsd(39, "GBP")).toBe(30.81);
    expect(convertFromUsd(39, "AED")).toBe(143.13);
    expect(convertFromUsd(39, "USD")).toBe(39);
  });

  it("formats with the currency and the same number of decimals", () => {
    expect(formatLocalAmount(39, "GBP", "en-GB")).toBe("£30.81");
    // ICU separates a currency code from the number with a no-break space.
    expect(formatLocalAmount(39, "PKR", "en-US")).toBe("PKR\u00a010,920");
    expect(formatLocalAmount(39, "EUR", "en-US")).toBe("€35.88");
  });
});
