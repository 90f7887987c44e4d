import { describe, expect, it } from "vitest";
import { readCardError, readClientSecret, readPaymentsConfig } from "./response-checks";

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

  it("refuses answers without what the page relies on", () => {
    expect(() => readClientSecret({ paymentIntentId: "pi_1" })).toThrow();
    expect(() => readClientSecret({ clientSecret: "", paymentIntentId: "pi_1" })).toThrow();
    expect(() => readPaymentsConfig({ processor: "paypal", publishableKey: null })).toThrow();
  });

  it("reads the processor's card refusal", () => {
    expect(readCardError({ error: "Your card was declined.", code: "card_declined" })?.code).toBe(
      "card_declined",
    );
    expect(readCardError({ error: "No code." })).toBeNull();
  });
});
