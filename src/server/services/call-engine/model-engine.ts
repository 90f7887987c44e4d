import { z } from "zod";
import { detectLanguage } from "../../integrations/ai/language";
import { type ChatMessage, streamChatCompletion } from "../../integrations/ai/openai-compatible-assistant";
import { buildSystemPrompt } from "./model-prompt";
import { type ModelReply, readModelReply } from "./model-reply";
import { createOfflineEngine, type OfflineEngine, replyLanguage } from "./offline-engine";
import { reviewLinkAvailable, reviewLinkSms } from "./review-link";
import type {
  AgentProfile,
  CallContext,
  CallState,
  ConversationEngine,
  EngineTurn,
  SpokenLanguage,
} from "./types";

// Issue 6 §1: "with AI_BASE_URL on the model, streaming, with the configuration as the system
// prompt and a 20-second budget per turn; on a model failure the caller hears a polite sentence
// and a message is taken, never silence". The greeting is the owner's own words and needs no
// model; every later turn is one streamed Chat Completions request. After a failure the call
// stays on the offline engine, which takes the message, so a flaky model cannot fail twice.

export type ModelEngineSettings = {
  /** The API root, such as https://api.openai.com/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Issue 6 §1: the budget of one turn, from the request to the end of the stream. */
  timeoutMs?: number;
  /** Told of each model failure (the caller never is), for the server's log. */
  onModelFailure?: (error: unknown) => void;
};

const TURN_BUDGET_MS = 20_000;
// The conversation so far, sent with every turn; bounded so a long call keeps a bounded prompt
// and a bounded stored state.
const TRANSCRIPT_LIMIT = 40;

const TranscriptSchema = z.array(z.object({ role: z.enum(["user", "assistant"]), content: z.string() }));
type Transcript = z.infer<typeof TranscriptSchema>;

function transcriptOf(state: CallState): Transcript {
  const parsed = TranscriptSchema.safeParse(state.memory.transcript);
  return parsed.success ? parsed.data : [];
}

function withTranscript(state: CallState, transcript: Transcript): CallState {
  return { ...state, memory: { ...state.memory, transcript: transcript.slice(-TRANSCRIPT_LIMIT) } };
}

export function createModelEngine(
  { baseUrl, apiKey, model, timeoutMs = TURN_BUDGET_MS, onModelFailure }: ModelEngineSettings,
  fallback: OfflineEngine = createOfflineEngine(),
): ConversationEngine {
  const completionSettings = { baseUrl, model, timeoutMs, ...(apiKey ? { apiKey } : {}) };

  return {
    async start(agent, context) {
      const greeting = await fallback.start(agent, context);
      return {
        ...greeting,
        state: withTranscript(greeting.state, [{ role: "assistant", content: greeting.say }]),
      };
    },

    async respond(agent, state, callerText, context) {
      // Silence, a call already over, or a call handed to the offline engine: no model needed.
      if (!callerText.trim() || state.ended || state.memory.modelUnavailable === true) {
        return fallback.respond(agent, state, callerText, context);
      }
      const transcript = transcriptOf(state);
      const messages: ChatMessage[] = [
        { role: "system", content: buildSystemPrompt(agent, context) },
        ...transcript,
        { role: "user", content: callerText },
      ];
      try {
        const reply = readModelReply(await streamChatCompletion(completionSettings, messages));
        const turn = applyModelReply(agent, state, callerText, context, reply);
        return {
          ...turn,
          state: withTranscript(turn.state, [
            ...transcript,
            { role: "user", content: callerText },
            { role: "assistant", content: turn.say },
          ]),
        };
      } catch (error) {
        onModelFailure?.(error);
        const handedOver: CallState = { ...state, memory: { ...state.memory, modelUnavailable: true } };
        const language = replyLanguage(agent, state, callerText);
        return fallback.takeMessageAfterFailure(agent, handedOver, callerText, context, language);
      }
    },
  };
}

function applyModelReply(
  agent: AgentProfile,
  state: CallState,
  callerText: string,
  context: CallContext,
  { say, state: reported }: ModelReply,
): EngineTurn {
  // The agent's language is the owner's choice; only a multilingual agent follows the model.
  const language: SpokenLanguage =
    agent.language === "multilingual"
      ? (reported.language ?? detectLanguage(say) ?? replyLanguage(agent, state, callerText))
      : agent.language;
  const next: CallState = {
    ...state,
    language,
    workflowItems: [...state.workflowItems],
    sms: [...state.sms],
  };
  if (reported.message) next.message = reported.message;
  const recorded = reported.workflowItem && agent.workflowMode ? reported.workflowItem : undefined;
  if (recorded) next.workflowItems.push(recorded);
  // Issue 6 §1: the review text is ours, not the model's, and goes once, only where it is allowed.
  if (reported.sendReviewLink && reviewLinkAvailable(agent, context.callerNumber) && next.sms.length === 0) {
    next.sms.push(reviewLinkSms(agent, context.callerNumber, language));
  }
  next.endedWell = state.endedWell || reported.needMet || Boolean(reported.message) || recorded !== undefined;
  if (reported.hangUp) next.ended = true;
  return { say, language, state: next, hangUp: reported.hangUp };
}
