import type { Config } from "../../config";
import type { Assistant } from "./assistant";
import { createOfflineAssistant } from "./offline-assistant";
import { createOpenAiCompatibleAssistant } from "./openai-compatible-assistant";

// DESIGN §4: an OpenAI-compatible model when AI_BASE_URL is set, otherwise the built-in interviewer.
export function createAssistant(config: Config): Assistant {
  const { baseUrl, apiKey, model } = config.ai;
  if (baseUrl) return createOpenAiCompatibleAssistant({ baseUrl, apiKey, model });
  return createOfflineAssistant();
}
