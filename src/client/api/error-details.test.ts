import { describe, expect, it } from "vitest";
import { ApiErrorSchema } from "../../shared/api/errors";
import { apiErrorDetails, errorMessageOf } from "./error-details";
import { ApiError } from "./request";

describe("the server's error body, read without a schema library", () => {
  const bodies = [
    { error: "Please enter a valid email address.", field: "email" },
    { error: "Please verify your email.", code: "email_not_verified", email: "ada@example.com" },
    { error: "Too many attempts.", code: "rate_limited", retryAfterSeconds: 30 },
    { error: "No field name", field: 3 },
    { message: "Not our shape" },
    "plain text",
    undefined,
  ];

  it("agrees with the shared ApiErrorSchema on every body", () => {
    for (const body of bodies) {
      const parsed = ApiErrorSchema.safeParse(body);
      expect(apiErrorDetails(new ApiError(400, "400: failed", body))).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });

  it("has no details for failures that are not the server's answer", () => {
    expect(apiErrorDetails(new TypeError("Failed to fetch"))).toBeNull();
    expect(errorMessageOf(new ApiError(502, "502: Bad Gateway", undefined), "Please try again.")).toBe(
      "Please try again.",
    );
  });
});
