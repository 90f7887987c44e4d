import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config";
import { createChatModel } from "../model/create-chat-model";
import { createAssistant } from "./create-assistant";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("createAssistant", () => {
  it("uses the built-in interviewer, with no network, when no AI server is configured", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const assistant = createAssistant(createChatModel(loadConfig({})));
    const reply = await assistant.reply({
      message: "Hello",
      history: [],
      signal: new AbortController().signal,
    });
    expect(reply.response).toContain("What is the name of your business?");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("asks the configured model at AI_BASE_URL with AI_API_KEY and AI_MODEL", async () => {
    // Stands in for the network so the test never leaves the machine.
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(
        JSON.stringify({
          choices: [{ message: { content: JSON.stringify({ response: "Hi!", suggestedConfig: null }) } }],
        }),
        { status: 200, headers: { "content-type": "application/json" } },
      ),
    );
    const assistant = createAssistant(
      createChatModel(
        loadConfig({
          AI_BASE_URL: "http://models.internal:8000/v1",
          AI_API_KEY: "sk-local",
          AI_MODEL: "llama3.1",
        }),
      ),
    );
    const reply = await assistant.reply({
      message: "Hello",
      history: [],
      signal: new AbortController().signal,
    });
    expect(reply.response).toBe("Hi!");
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe("http://models.internal:8000/v1/chat/completions");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer sk-local");
    expect(JSON.parse(String(init?.body)).model).toBe("llama3.1");
  });
});
