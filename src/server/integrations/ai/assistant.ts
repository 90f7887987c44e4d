import type { SuggestedConfig, SuggestedField } from "../../../shared/api/assistant";
import type { KnowledgeFact } from "../../../shared/api/knowledge";

// The AI seam: the built-in deterministic assistant offline, any OpenAI-compatible server when AI_BASE_URL is set.
export type ChatTurn = { role: "user" | "assistant"; content: string };

export type AssistantReply = {
  response: string;
  suggestedConfig?: SuggestedConfig;
  /** The suggested fields the owner's latest message stated explicitly. */
  statedFields?: SuggestedField[];
  /** Facts about the business the owner's latest message gave, for the form's knowledge. */
  suggestedFacts?: KnowledgeFact[];
};

export interface Assistant {
  /** The owner's chat with the configuration assistant on the main screen. */
  reply(input: { message: string; history: ChatTurn[]; signal: AbortSignal }): Promise<AssistantReply>;
  /** Tidies dictated text: capitalisation, punctuation, spacing, common slips. */
  correctGrammar(input: { text: string; signal: AbortSignal }): Promise<string>;
}
