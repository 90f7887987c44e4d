import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/request";
import {
  describeSupportFailure,
  LOGIN_REQUIRED_MESSAGE,
  SUBMISSION_FAILED_MESSAGE,
  validateSupportRequest,
} from "./support-validation";

const complete = {
  name: "maria",
  email: " maria@example.com ",
  issueType: "Billing & Payments",
  message: "  My top-up did not arrive.  ",
};

describe("support form validation", () => {
  it("accepts a complete request, trimmed", () => {
    expect(validateSupportRequest(complete)).toEqual({
      ok: true,
      request: {
        name: "maria",
        email: "maria@example.com",
        issueType: "Billing & Payments",
        message: "My top-up did not arrive.",
      },
    });
  });

  it("asks for the required fields when the issue type or the message is missing", () => {
    expect(validateSupportRequest({ ...complete, issueType: "" })).toEqual({
      ok: false,
      message: "Please fill in all required fields.",
      fieldErrors: { issueType: "Please fill in all required fields." },
    });
    expect(validateSupportRequest({ ...complete, message: "   " })).toEqual({
      ok: false,
      message: "Please fill in all required fields.",
      fieldErrors: { message: "Please fill in all required fields." },
    });
  });

  it("reports every missing field at once", () => {
    const result = validateSupportRequest({ ...complete, issueType: "", message: "" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fieldErrors).sort()).toEqual(["issueType", "message"]);
  });

  it("refuses an issue type that is not one of the eight", () => {
    const result = validateSupportRequest({ ...complete, issueType: "Complaint" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors.issueType).toBe("Please fill in all required fields.");
  });

  it("refuses an address without a domain", () => {
    const result = validateSupportRequest({ ...complete, email: "maria" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors.email).toBe("Please enter a valid email address.");
  });
});

describe("support failure messages", () => {
  const apiError = (status: number, body: unknown) => new ApiError(status, `${status}: failed`, body);

  it("shows the server's sentence when the hourly limit is reached", () => {
    const sentence = "You have sent several support requests in the last hour. Try again in 12 minutes.";
    expect(describeSupportFailure(apiError(429, { error: sentence }))).toEqual({
      description: sentence,
      field: null,
      isSignedOut: false,
    });
  });

  it("puts a field error from the server under its field", () => {
    expect(
      describeSupportFailure(apiError(400, { error: "Please enter a valid email address.", field: "email" })),
    ).toEqual({ description: "Please enter a valid email address.", field: "email", isSignedOut: false });
  });

  it("asks to log in again when the session has ended", () => {
    expect(describeSupportFailure(apiError(401, { error: "Please sign in." }))).toEqual({
      description: LOGIN_REQUIRED_MESSAGE,
      field: null,
      isSignedOut: true,
    });
  });

  it("falls back to the generic sentence for server and network failures", () => {
    const generic = { description: SUBMISSION_FAILED_MESSAGE, field: null, isSignedOut: false };
    expect(describeSupportFailure(apiError(500, { error: "Internal error" }))).toEqual(generic);
    expect(describeSupportFailure(apiError(502, undefined))).toEqual(generic);
    expect(describeSupportFailure(new TypeError("Failed to fetch"))).toEqual(generic);
  });
});
