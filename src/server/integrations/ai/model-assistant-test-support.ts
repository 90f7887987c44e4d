import {
  answerWithCompletion,
  fakeModelPerTest,
  type ModelAnswer,
} from "../../../../tests/support/fake-model";
import { SuggestedConfigSchema } from "../../../shared/api/assistant";
import { createOpenAiChatModel } from "../model/openai-chat-model";
import type { Assistant, ChatTurn } from "./assistant";
import { createOpenAiCompatibleAssistant } from "./openai-compatible-assistant";

// For the model assistant's tests: the assistant against each test's stand-in model, the answers
// that model writes, and the owner's message as the assistant is asked to reply to it.

/** A stand-in model per test, and the assistant against it with the answer the test gives. */
export function modelAssistantPerTest() {
  const model = fakeModelPerTest();
  async function assistantAgainst(
    answer: ModelAnswer,
    { apiKey, timeoutMs }: { apiKey?: string; timeoutMs?: number } = { apiKey: "sk-test" },
  ) {
    const chatModel = createOpenAiChatModel({
      baseUrl: `${await model.start(answer)}/v1/`,
      model: "test-model",
      ...(apiKey ? { apiKey } : {}),
    });
    return createOpenAiCompatibleAssistant(chatModel, timeoutMs ? { timeoutMs } : {});
  }
  /** The assistant's reply to what the owner says, the model answering with this JSON. */
  async function replyWhenModelWrites(json: unknown, asked: Parameters<Assistant["reply"]>[0]) {
    const assistant = await assistantAgainst(answerWithJson(json));
    return assistant.reply(asked);
  }
  return { model, assistantAgainst, replyWhenModelWrites };
}

/** The assistant's answer as the model writes it: one JSON object as the message content. */
export const answerWithJson = (value: unknown) => answerWithCompletion(JSON.stringify(value));

/** The configuration as the strict schema has the model write it: every field, null where it has none. */
export const modelSuggestion = (fields: Record<string, string>) => ({
  ...Object.fromEntries(Object.keys(SuggestedConfigSchema.shape).map((field) => [field, null])),
  ...fields,
});

/** The signal of a request nobody cancels. */
export const noSignal = () => new AbortController().signal;

/** The owner's message after the conversation so far, as the assistant is asked to reply to it. */
export const ownerSays = (message: string, history: ChatTurn[] = []) => ({
  message,
  history,
  signal: noSignal(),
});
