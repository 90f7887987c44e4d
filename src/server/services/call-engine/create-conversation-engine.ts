import type { ChatModel } from "../../integrations/model/chat-model";
import { createModelEngine, type ModelEngineSettings } from "./model-engine";
import { createOfflineEngine } from "./offline-engine";
import type { ConversationEngine } from "./types";

// Calls run on the model when there is one (AI_BASE_URL), otherwise on the built-in engine.
export function createConversationEngine(
  model: ChatModel | null,
  onModelFailure?: ModelEngineSettings["onModelFailure"],
  /** The turn's pacing from the configuration; the engine's defaults otherwise. */
  pacing: Pick<ModelEngineSettings, "fillerAfterMs" | "stallMs" | "maxSilenceMs"> = {},
): ConversationEngine {
  if (!model) return createOfflineEngine();
  return createModelEngine({ model, ...pacing, ...(onModelFailure ? { onModelFailure } : {}) });
}
