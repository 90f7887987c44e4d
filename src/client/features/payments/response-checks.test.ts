import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/request";
import { readCardError, readClientSecret, readPaymentsConfig, serverErrorOf } from "./response-checks";

describe("response checks of the checkout path", () => {
  it("accepts the answers the server sends", () => {
    expect(readPaymentsConfig({ processor: "offline", publishableKey: null })).toEqual({
      processor: "offline",
      publishableKey: null,
    });
    expect(readClientSecret({ clientSecret: "pi_1_secret_2", paymentIntentId: "pi_1" }).clientSecret).toBe(
      "pi_1_secret_2",
    );
  });

  it("refuses answers without what the page relies on (spec 001 §8: a missing client secret is a failure)", () => {
    expect(() => readClientSecret({ paymentIntentId: "pi_1" })).toThrow();
    expect(() => readClientSecret({ clientSecret: "", paymentIntentId: "pi_1" })).toThrow();
    expect(() => readPaymentsConfig({ processor: "paypal", publishableKey: null })).toThrow();
  });

  it("reads the server's error body and the processor's card refusal", () => {
    const failure = new ApiError(400, "400: Please enter a valid email address", {
      error: "Please enter a valid email address",
      field: "email",
    });
    expect(serverErrorOf(failure)).toEqual({
      error: "Please enter a valid email address",
      field: "email",
      code: undefined,
    });
    expect(serverErrorOf(new ApiError(502, "502: Bad Gateway", undefined))).toBeNull();
    expect(serverErrorOf(new TypeError("Failed to fetch"))).toBeNull();
    expect(readCardError({ error: "Your card was declined.", code: "card_declined" })?.code).toBe(
      "card_declined",
    );
    expect(readCardError({ error: "No code." })).toBeNull();
  });
});
