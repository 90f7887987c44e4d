import type { z } from "zod";
import { AgentRequestResponseSchema, type AgentRequestSchema } from "../../../shared/api/agents";
import {
  type AiResponse,
  type AiResponseRequest,
  AiResponseSchema,
  CorrectGrammarResponseSchema,
} from "../../../shared/api/assistant";
import { apiRequest } from "../../api/request";

export async function requestAssistantReply(request: AiResponseRequest): Promise<AiResponse> {
  return AiResponseSchema.parse(await apiRequest("POST", "/api/ai-response", request));
}

/** Spec 000 §7: tidies dictated text; on failure the raw text is kept. */
export async function correctDictatedText(text: string): Promise<string> {
  try {
    return CorrectGrammarResponseSchema.parse(await apiRequest("POST", "/api/correct-grammar", { text }))
      .correctedText;
  } catch {
    return text;
  }
}

export async function submitAgentRequest(request: z.input<typeof AgentRequestSchema>) {
  return AgentRequestResponseSchema.parse(await apiRequest("POST", "/api/agent-request", request));
}
