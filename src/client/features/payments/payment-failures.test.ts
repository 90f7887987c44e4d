import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/request";
import {
  PaymentRefusedError,
  ProcessorUnreachableError,
  paymentFailureOf,
  processorErrorMessage,
} from "./payment-failures";

describe("processorErrorMessage", () => {
  it.each([
    ["card_declined", "Your card was declined. Please try a different payment method."],
    ["expired_card", "Your card has expired. Please use a different card."],
    ["incorrect_cvc", "Your card's security code (CVC) is incorrect."],
    ["incorrect_number", "Your card number is incorrect."],
    ["insufficient_funds", "Your card has insufficient funds."],
    ["processing_error", "An error occurred while processing your card. Please try again."],
  ])("maps %s to the catalogue's sentence", (code, sentence) => {
    expect(processorErrorMessage({ type: "card_error", code, message: "Provider text." })).toBe(sentence);
  });

  it("shows the provider's message for other card errors, or the invalid-card sentence", () => {
    expect(
      processorErrorMessage({
        type: "card_error",
        code: "invalid_cvc",
        message: "Your card's security code is invalid.",
      }),
    ).toBe("Your card's security code is invalid.");
    expect(processorErrorMessage({ type: "card_error", code: "invalid_expiry_year" })).toBe(
      "Your card information is invalid. Please check and try again.",
    );
  });

  it("has one sentence for validation errors and a default for the rest", () => {
    expect(processorErrorMessage({ type: "validation_error", message: "Incomplete." })).toBe(
      "Please check your card information and try again.",
    );
    expect(processorErrorMessage({ type: "api_error", message: "Stripe is down." })).toBe(
      "Payment failed. Please try again.",
    );
  });
});

describe("paymentFailureOf", () => {
  it("titles a refusal Payment Failed", () => {
    const refusal = new PaymentRefusedError({ type: "card_error", code: "card_declined" });
    expect(paymentFailureOf(refusal)).toEqual({
      title: "Payment Failed",
      message: "Your card was declined. Please try a different payment method.",
    });
  });

  it("titles the generic failures Payment Error", () => {
    expect(paymentFailureOf(new TypeError("Failed to fetch"))).toEqual({
      title: "Payment Error",
      message: "Network error occurred. Please check your connection and try again.",
    });
    expect(paymentFailureOf(new ProcessorUnreachableError("no Stripe.js")).message).toBe(
      "Unable to connect to payment processor. Please try again.",
    );
    expect(paymentFailureOf(new ApiError(500, "500: boom", { error: "Something broke." })).message).toBe(
      "Failed to process payment. Please try again.",
    );
    expect(paymentFailureOf(new Error("unexpected")).message).toBe(
      "Failed to process payment. Please try again.",
    );
  });

  it("passes on our server's own refusal sentence", () => {
    const error = new ApiError(401, "401: Please sign in to continue.", {
      error: "Please sign in to continue.",
    });
    expect(paymentFailureOf(error)).toEqual({
      title: "Payment Error",
      message: "Please sign in to continue.",
    });
  });
});
