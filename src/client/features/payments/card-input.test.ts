import { describe, expect, it } from "vitest";
import {
  cardFormErrors,
  cvcLengthFor,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  toCardDetails,
} from "./card-input";

const JUNE_2026 = new Date(2026, 5, 15);
const complete = { number: "4242 4242 4242 4242", expiry: "12/28", cvc: "123", name: "Ada Lovelace" };

describe("formatCardNumber", () => {
  it("groups digits in fours and drops everything else", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0000 0000-0002")).toBe("4000 0000 0000 0002");
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("abc")).toBe("");
  });

  it("groups American Express numbers 4-6-5", () => {
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(cvcLengthFor("3782 822463 10005")).toBe(4);
    expect(cvcLengthFor(complete.number)).toBe(3);
  });

  it("stops at 19 digits", () => {
    expect(formatCardNumber("1".repeat(25)).replace(/ /g, "")).toHaveLength(19);
  });
});

describe("formatExpiry and parseExpiry", () => {
  it("inserts the slash after the month", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("122")).toBe("12/2");
    expect(formatExpiry("1228")).toBe("12/28");
    expect(formatExpiry("12/28")).toBe("12/28");
  });

  it("reads a first digit above 1 as a one-digit month", () => {
    expect(formatExpiry("4")).toBe("04");
    expect(formatExpiry("429")).toBe("04/29");
  });

  it("parses complete dates only", () => {
    expect(parseExpiry("04/29")).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry("13/29")).toBeNull();
    expect(parseExpiry("04/2")).toBeNull();
  });
});

describe("cardFormErrors", () => {
  it("finds nothing wrong with a complete card", () => {
    expect(cardFormErrors(complete, JUNE_2026)).toEqual({});
  });

  it("names each incomplete field", () => {
    expect(cardFormErrors({ number: "4242", expiry: "1", cvc: "12", name: " " }, JUNE_2026)).toEqual({
      number: "Your card number is incomplete.",
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
      name: "Enter the name on your card.",
    });
  });

  it("refuses a month that does not exist and a date in the past, but accepts this month", () => {
    expect(cardFormErrors({ ...complete, expiry: "13/28" }, JUNE_2026).expiry).toBe(
      "Your card's expiration date is invalid.",
    );
    expect(cardFormErrors({ ...complete, expiry: "05/26" }, JUNE_2026).expiry).toBe(
      "Your card's expiration date is in the past.",
    );
    expect(cardFormErrors({ ...complete, expiry: "06/26" }, JUNE_2026).expiry).toBeUndefined();
  });

  it("asks American Express for four CVC digits", () => {
    expect(cardFormErrors({ ...complete, number: "378282246310005", cvc: "123" }, JUNE_2026).cvc).toBe(
      "Your card's security code is incomplete.",
    );
  });
});

describe("toCardDetails", () => {
  it("hands the processor digits, the month and the four-digit year", () => {
    expect(toCardDetails(complete)).toEqual({
      number: "4242424242424242",
      expMonth: 12,
      expYear: 2028,
      cvc: "123",
      name: "Ada Lovelace",
    });
  });
});
