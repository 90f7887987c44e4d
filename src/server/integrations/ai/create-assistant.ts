import type { ChatModel } from "../model/chat-model";
import type { Assistant } from "./assistant";
import { createOfflineAssistant } from "./offline-assistant";
import { createOpenAiCompatibleAssistant } from "./openai-compatible-assistant";

// The model when AI_BASE_URL gives one, otherwise the built-in interviewer.
export function createAssistant(model: ChatModel | null): Assistant {
  return model ? createOpenAiCompatibleAssistant(model) : createOfflineAssistant();
}
