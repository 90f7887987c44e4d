import type { Config } from "../../config";
import { createModelEngine, type ModelEngineSettings } from "./model-engine";
import { createOfflineEngine } from "./offline-engine";
import type { ConversationEngine } from "./types";

// DESIGN §4 AI seam, issue 6 §1: calls run on an OpenAI-compatible model when AI_BASE_URL is set,
// otherwise on the built-in engine.
export function createConversationEngine(
  config: Pick<Config, "ai">,
  onModelFailure?: ModelEngineSettings["onModelFailure"],
): ConversationEngine {
  const { baseUrl, apiKey, model } = config.ai;
  if (!baseUrl) return createOfflineEngine();
  return createModelEngine({
    baseUrl,
    model,
    ...(apiKey ? { apiKey } : {}),
    ...(onModelFailure ? { onModelFailure } : {}),
  });
}
