import { describe, expect, it } from "vitest";
import {
  counterToneFor,
  createAgentSavedMessage,
  createChatMessage,
  isAgentSavedMessage,
  isConfigureCommand,
} from "./chat-messages";
import { voiceErrorToast } from "./voice-errors";

describe("chat messages", () => {
  it("recognises 'configure', 'config' and 'configure agent' in any case", () => {
    expect(isConfigureCommand("configure")).toBe(true);
    expect(isConfigureCommand(" Config ")).toBe(true);
    expect(isConfigureCommand("Configure Agent")).toBe(true);
    expect(isConfigureCommand("configure my agent please")).toBe(false);
  });

  it("turns the counter orange above 3500 characters and red above 3800", () => {
    expect(counterToneFor(3500)).toBe("normal");
    expect(counterToneFor(3501)).toBe("warning");
    expect(counterToneFor(3800)).toBe("warning");
    expect(counterToneFor(3801)).toBe("danger");
  });

  it("gives each message an id the server accepts and marks saved-agent messages", () => {
    const message = createChatMessage("user", "Hello");
    expect(message.id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Number.isNaN(Date.parse(message.timestamp))).toBe(false);
    expect(isAgentSavedMessage(message)).toBe(false);
    expect(isAgentSavedMessage(createAgentSavedMessage("Lina is now live!"))).toBe(true);
  });
});

describe("voice input errors", () => {
  it("names each recognizer error, with the DOMException names as aliases", () => {
    expect(voiceErrorToast("not-allowed").title).toBe("Microphone access denied");
    expect(voiceErrorToast("NotAllowedError").title).toBe("Microphone access denied");
    expect(voiceErrorToast("audio-capture").title).toBe("No microphone found");
    expect(voiceErrorToast("NotFoundError").title).toBe("No microphone found");
    expect(voiceErrorToast("network").title).toBe("Network error");
    expect(voiceErrorToast("aborted").title).toBe("Voice input cancelled");
    expect(voiceErrorToast("no-speech").title).toBe("No speech detected");
    expect(voiceErrorToast("service-not-allowed").title).toBe("Voice input not allowed");
  });

  it("asks to try again or type for anything else", () => {
    expect(voiceErrorToast("bad-grammar")).toMatchObject({
      variant: "destructive",
      description: "Please try again or type your message.",
    });
  });
});
