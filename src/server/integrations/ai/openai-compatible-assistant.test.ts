import { toStrictJsonSchema } from "openai/lib/transform";
import { describe, expect, it } from "vitest";
import { answerWithCompletion } from "../../../../tests/support/fake-model";
import { sendJson } from "../../../../tests/support/http-stand-in";
import {
  AGENT_BEING_CREATED_PHRASE,
  AGENT_TEXT_MAX,
  BUSINESS_CATEGORIES,
} from "../../../shared/catalog/agents";
import {
  answerWithJson,
  modelAssistantPerTest,
  modelSuggestion,
  noSignal,
  ownerSays,
} from "./model-assistant-test-support";

const { model, assistantAgainst, replyWhenModelWrites } = modelAssistantPerTest();

describe("the OpenAI-compatible assistant", () => {
  it("sends the interview to /chat/completions and returns the reply and the configuration it understood", async () => {
    const reply = await replyWhenModelWrites(
      {
        response: "What should your agent do when it answers your calls?",
        suggestedConfig: modelSuggestion({
          businessName: "Tony's Pizza",
          businessCategory: "restaurant",
          agentIntro: "",
          customHours: " 11:00 AM - 10:00 PM ",
        }),
      },
      ownerSays("We're open 11 to 10", [
        { role: "assistant", content: "What is the name of your business?" },
        { role: "user", content: "Tony's Pizza" },
      ]),
    );

    expect(reply).toEqual({
      response: "What should your agent do when it answers your calls?",
      suggestedConfig: {
        businessName: "Tony's Pizza",
        businessCategory: "restaurant",
        customHours: "11:00 AM - 10:00 PM",
      },
    });
    const [request] = model.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url.pathname).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    const body = JSON.parse(request?.body ?? "{}");
    expect(body.model).toBe("test-model");
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema.schema.required).toEqual([
      "response",
      "suggestedConfig",
      "suggestedFacts",
    ]);
    expect(body.messages.map((message: { role: string }) => message.role)).toEqual([
      "system",
      "assistant",
      "user",
      "user",
    ]);
    expect(body.messages[0].content).toContain(AGENT_BEING_CREATED_PHRASE);
    expect(body.messages.at(-1)).toEqual({ role: "user", content: "We're open 11 to 10" });
  });

  it("asks for the configuration in a strict JSON schema made from the agent form's fields", async () => {
    await replyWhenModelWrites({ response: "Hi!", suggestedConfig: null }, ownerSays("hello"));
    const format = JSON.parse(model.requests[0]?.body ?? "{}").response_format.json_schema;
    expect(format.strict).toBe(true);
    // Already in the form OpenAI's strict structured outputs accept: the package's own check changes nothing.
    expect(toStrictJsonSchema(format.schema)).toEqual(format.schema);
    const suggested = format.schema.properties.suggestedConfig;
    expect(suggested.required).toEqual([
      "businessName",
      "businessCategory",
      "agentName",
      "agentPurpose",
      "agentIntro",
      "businessWebsite",
      "customHours",
      "language",
      "timezone",
    ]);
    expect(suggested.properties.businessCategory.anyOf).toEqual([
      { type: "string", enum: [...BUSINESS_CATEGORIES] },
      { type: "null" },
    ]);
    expect(suggested.properties.businessName.anyOf).toEqual([
      { type: "string", minLength: 1, maxLength: AGENT_TEXT_MAX },
      { type: "null" },
    ]);
  });

  it("sends no Authorization header to a server that needs no key", async () => {
    const assistant = await assistantAgainst(answerWithJson({ response: "Hi!", suggestedConfig: null }), {});
    expect(await assistant.reply(ownerSays("hello"))).toEqual({
      response: "Hi!",
    });
    expect(model.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("drops a category that is not one of the fifteen", async () => {
    const reply = await replyWhenModelWrites(
      {
        response: "Noted.",
        suggestedConfig: { businessCategory: "pets", businessName: "Paws" },
      },
      ownerSays("A pet shelter called Paws"),
    );
    expect(reply.suggestedConfig).toEqual({ businessName: "Paws" });
  });

  it("adds the English creation phrase to a Spanish announcement that lacks it, so the client starts creating", async () => {
    const reply = await replyWhenModelWrites(
      {
        response: "¡Listo! Su agente se está creando y estará activo pronto.",
        suggestedConfig: null,
      },
      ownerSays("Sí"),
    );
    expect(reply.response).toContain("se está creando");
    expect(reply.response).toContain(AGENT_BEING_CREATED_PHRASE);
  });

  it("applies what the owner stated explicitly over the model's suggestion, and never greets twice", async () => {
    const reply = await replyWhenModelWrites(
      {
        response: "Hi there! Does that name work, or would you like a different one?",
        suggestedConfig: modelSuggestion({
          businessName: "Tony's Pizza",
          businessCategory: "restaurant",
          agentName: "Tony's Pizza AI Assistant",
        }),
      },
      ownerSays("Agent name: Emma", [
        { role: "assistant", content: "Hi! I'm your Switchboard assistant. Tell me about your business." },
        { role: "user", content: "We're Tony's Pizza. Purpose: take orders for pickup" },
        { role: "assistant", content: "What should your agent be called?" },
      ]),
    );
    expect(reply.suggestedConfig).toEqual({
      businessName: "Tony's Pizza",
      businessCategory: "restaurant",
      agentName: "Emma",
      agentPurpose: "Take orders for pickup",
    });
    expect(reply.response).toBe("Does that name work, or would you like a different one?");
    const prompt = JSON.parse(model.requests[0]?.body ?? "{}").messages[0].content;
    expect(prompt).toContain("Never greet again");
    expect(prompt).toContain("always wins over what you would infer");
  });

  it("keeps a greeting that opens the conversation", async () => {
    const reply = await replyWhenModelWrites(
      { response: "Hello! What is your business called?", suggestedConfig: null },
      ownerSays("hi"),
    );
    expect(reply.response).toBe("Hello! What is your business called?");
  });

  it("fails with a clear error when the model's output is not the agreed JSON", async () => {
    const assistant = await assistantAgainst(answerWithCompletion("Sure! What is your business called?"));
    await expect(assistant.reply(ownerSays("hello"))).rejects.toThrow(
      "The AI model's answer was not in the expected form.",
    );
  });

  it("fails with a clear error when the answer is not a chat completion", async () => {
    const assistant = await assistantAgainst((_request, response) =>
      sendJson(response, 200, { hello: "world" }),
    );
    await expect(assistant.reply(ownerSays("hello"))).rejects.toThrow(
      "The AI service sent an answer that is not a chat completion.",
    );
  });

  it("passes on the server's own reason when it answers 500", async () => {
    const assistant = await assistantAgainst((_request, response) =>
      sendJson(response, 500, { error: { message: "The model is overloaded", type: "server_error" } }),
    );
    await expect(assistant.reply(ownerSays("hello"))).rejects.toThrow(
      "The AI service refused the request (HTTP 500): The model is overloaded.",
    );
  });

  it("gives up when the model does not answer in time", async () => {
    const assistant = await assistantAgainst(
      () => {
        // Never answers.
      },
      { apiKey: "sk-test", timeoutMs: 100 },
    );
    await expect(assistant.reply(ownerSays("hello"))).rejects.toThrow(
      "The AI service did not answer within 0.1 seconds.",
    );
  });

  it("stops waiting when the caller goes away", async () => {
    const assistant = await assistantAgainst(() => {
      // Never answers.
    });
    const caller = new AbortController();
    const pending = assistant.reply({ message: "hello", history: [], signal: caller.signal });
    setTimeout(() => caller.abort(), 20);
    await expect(pending).rejects.toThrow("The request was cancelled before the AI service answered.");
  });

  it("corrects grammar through the same server", async () => {
    const assistant = await assistantAgainst(
      answerWithJson({ correctedText: "I'm going to call tomorrow." }),
    );
    expect(await assistant.correctGrammar({ text: "im gonna call tomorrow", signal: noSignal() })).toBe(
      "I'm going to call tomorrow.",
    );
    const body = JSON.parse(model.requests[0]?.body ?? "{}");
    expect(body.messages.at(-1)).toEqual({ role: "user", content: "im gonna call tomorrow" });
    expect(body.response_format.json_schema.name).toBe("corrected_text");
  });

  it("fails grammar correction clearly when the model refuses", async () => {
    const assistant = await assistantAgainst((_request, response) =>
      sendJson(response, 200, {
        choices: [
          { index: 0, message: { role: "assistant", content: null, refusal: "I can't help with that." } },
        ],
      }),
    );
    await expect(assistant.correctGrammar({ text: "hello", signal: noSignal() })).rejects.toThrow(
      "The AI model declined to answer: I can't help with that.",
    );
  });
});
