import { describe, expect, it } from "vitest";
import { messageToStore } from "./taken-message";

// The message as the owner reads it in the call log, the mail and the webhooks.

const message = { callerName: "Sam Ortiz", callbackNumber: "617 555 0142", reason: "Wants a trim" };

describe("a message as it is stored with the call", () => {
  it("holds the questions the agent told the caller it would pass to the team", () => {
    const stored = messageToStore(message, "+16175550100", {
      unansweredQuestions: ["How much is a beard trim?", "Do you cut kids' hair?"],
    });
    expect(stored).toEqual({
      callerName: "Sam Ortiz",
      callbackNumber: "+16175550142",
      reason: "Wants a trim",
      unansweredQuestions: ["How much is a beard trim?", "Do you cut kids' hair?"],
    });
  });

  it("holds no list when every question was answered", () => {
    expect(messageToStore(message, "+16175550100", {})).toEqual({
      ...message,
      callbackNumber: "+16175550142",
    });
    expect(messageToStore(message, "+16175550100", { unansweredQuestions: [] })).not.toHaveProperty(
      "unansweredQuestions",
    );
  });
});
