import type { AiResponse, AiResponseRequest } from "../../../shared/api/assistant";
import type { SentInput } from "../../../shared/api/contract";
import { requestAgent } from "../../../shared/api/contracts/agents";
import { assistantReply, correctGrammar } from "../../../shared/api/contracts/assistant";
import { callApi } from "../../api/request";

export async function requestAssistantReply(request: AiResponseRequest): Promise<AiResponse> {
  return callApi(assistantReply, { body: request });
}

/** Tidies dictated text; on failure the raw text is kept. */
export async function correctDictatedText(text: string): Promise<string> {
  try {
    return (await callApi(correctGrammar, { body: { text } })).correctedText;
  } catch {
    return text;
  }
}

export async function submitAgentRequest(request: SentInput<typeof requestAgent, "body">) {
  return callApi(requestAgent, { body: request });
}
