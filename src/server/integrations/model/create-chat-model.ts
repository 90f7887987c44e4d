import type { Config } from "../../config";
import type { ChatModel } from "./chat-model";
import { createOpenAiChatModel } from "./openai-chat-model";

// The model at AI_BASE_URL, or none: the assistant and the calls then run on their built-in engines.
export function createChatModel(config: Pick<Config, "ai">): ChatModel | null {
  const { baseUrl, apiKey, model } = config.ai;
  return baseUrl ? createOpenAiChatModel({ baseUrl, model, ...(apiKey ? { apiKey } : {}) }) : null;
}
