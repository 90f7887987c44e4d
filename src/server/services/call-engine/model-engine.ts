import { z } from "zod";
import {
  type ChatMessage,
  type ChatModel,
  ChatModelError,
  type ChatToolCall,
} from "../../integrations/model/chat-model";
import { detectLanguage } from "../../text/language";
import { english } from "../../text/phrases/en";
import { spanish } from "../../text/phrases/es";
import { isBookingTool } from "./booking-tools";
import { readDialogue } from "./dialogue-memory";
import { buildSystemPrompt } from "./model-prompt";
import { type ModelAnswer, requestAnswer, SilenceLimitReached } from "./model-request";
import { modelTools, type ToolEffects, type ToolOutcome } from "./model-tools";
import { createOfflineEngine, type OfflineEngine, replyLanguage } from "./offline-engine";
import { refused } from "./tool-outcomes";
import { type TurnPacing, turnPacing, type WaitEnd } from "./turn-pacing";
import { closingEvents, streamOf } from "./turn-stream";
import type {
  AgentProfile,
  CallState,
  ConversationEngine,
  EngineTurn,
  SpokenLanguage,
  TurnEvent,
} from "./types";

// With AI_BASE_URL the call runs on the model, with the configuration as the system prompt. The
// greeting is the owner's own words and needs no model; every later turn streams the model's words
// to the caller as they arrive, and what the model does (a message, a request, the review link,
// hanging up) comes as tool calls. The caller never hears long silence: a filler when the words are
// slow, one retry of a failed or stalled request, and if that fails too, or the caller would wait
// past the silence limit, a polite sentence and the built-in engine takes a message for that turn.
// The next turn tries the model again.

export type ModelEngineSettings = {
  model: ChatModel;
  /** The budget of one turn, every request of it included, from the first request to the last byte. */
  timeoutMs?: number;
  /** The longest the model may send nothing (before its first piece or between two) before a request has failed. */
  stallMs?: number;
  /** How long a caller waits in silence before hearing the turn's one filler. */
  fillerAfterMs?: number;
  /**
   * On a line that speaks the turn as it runs, the longest the caller waits between two spoken
   * pieces: then the built-in engine speaks instead of the model.
   */
  maxSilenceMs?: number;
  /** Told of each model failure (the caller never is), for the server's log. */
  onModelFailure?: (error: unknown) => void;
};

// Twilio gives up on a <Gather> webhook after 15 seconds; a turn that has used this long leaves time for
// the built-in engine's polite sentence, the turn's own writes and Twilio's speech to start by 10 s.
// Its tools share the budget: a calendar still waited for then is given up. A caller on the relay
// never waits this long in silence (docs/decisions/0020): a filler at 1.2 s, a request silent for
// 2 s made again, and the built-in engine's sentence 3 s after the last thing the caller heard.
export const TURN_BUDGET_MS = 8_000;
export const STALL_MS = 2_000;
export const FILLER_AFTER_MS = 1_200;
export const MAX_SILENCE_MS = 3_000;
// A spoken reply is a few short sentences; the tool calls' arguments (a message's reason) fit too.
const MAX_REPLY_TOKENS = 250;
// Requests of one turn after which a model that only calls tools has failed: a call, the answer
// to it, and one more for a correction. A turn that used the appointment book may take one more
// (free times, booking, another time when the first was just taken, then the read-back). The
// turn's time budget bounds them all.
const MAX_REQUESTS = 3;
const MAX_REQUESTS_WHEN_BOOKING = 4;
// The conversation so far, sent with every turn; bounded so a long call keeps a bounded prompt
// and a bounded stored state.
const TRANSCRIPT_LIMIT = 40;

const FILLERS: Record<SpokenLanguage, string> = {
  english: english.agentLines.oneMoment,
  spanish: spanish.agentLines.oneMoment,
};

const ToolCallSchema = z.object({ id: z.string(), name: z.string(), arguments: z.string() });
const TranscriptSchema = z.array(
  z.union([
    z.object({ role: z.literal("user"), content: z.string() }),
    z.object({
      role: z.literal("assistant"),
      content: z.string(),
      toolCalls: z.array(ToolCallSchema).optional(),
    }),
    z.object({ role: z.literal("tool"), toolCallId: z.string(), content: z.string() }),
  ]),
);
type Transcript = z.infer<typeof TranscriptSchema>;

function transcriptOf(state: CallState): Transcript {
  const parsed = TranscriptSchema.safeParse(state.memory.transcript);
  return parsed.success ? parsed.data : [];
}

/** The state with the conversation's latest messages, starting at a caller's words so no tool answer loses its call. */
function withTranscript(state: CallState, transcript: Transcript): CallState {
  let kept = transcript.slice(-TRANSCRIPT_LIMIT);
  if (kept.length < transcript.length) kept = kept.slice(Math.max(0, kept.findIndex(isCallerWords)));
  return { ...state, memory: { ...state.memory, transcript: kept } };
}

const isCallerWords = (message: Transcript[number]) => message.role === "user";

/**
 * The state with the latest turn's words as the caller heard them, when they are not what the model
 * wrote (the reply check replaced a sentence): the model is not told it said what was never said.
 * The turn's tool calls and their answers stay.
 */
export function withWordsHeard(state: CallState, heard: string): CallState {
  const transcript = transcriptOf(state);
  let turnStart = transcript.length;
  while (turnStart > 0 && !isCallerWords(transcript[turnStart - 1]!)) turnStart--;
  if (turnStart === 0) return state;
  const toolsOfTurn = transcript
    .slice(turnStart)
    .flatMap(
      (message): Transcript =>
        message.role !== "assistant" ? [message] : message.toolCalls ? [{ ...message, content: "" }] : [],
    );
  return withTranscript(state, [...transcript.slice(0, turnStart), ...toolsOfTurn, ...assistantWords(heard)]);
}

export function createModelEngine(
  {
    model,
    timeoutMs = TURN_BUDGET_MS,
    stallMs = STALL_MS,
    fillerAfterMs = FILLER_AFTER_MS,
    maxSilenceMs = MAX_SILENCE_MS,
    onModelFailure,
  }: ModelEngineSettings,
  fallback: OfflineEngine = createOfflineEngine(),
): ConversationEngine {
  return {
    async *start(agent) {
      const greeting = fallback.greet(agent);
      const state = withTranscript(greeting.state, [{ role: "assistant", content: greeting.say }]);
      yield* streamOf(null, { ...greeting, state });
    },

    async *respond(agent, state, callerText, context, options = {}) {
      const { signal, onModelFirstToken, onHandedOver, spokenAsItRuns = false } = options;
      // Silence, or a call already over: no model needed.
      if (!callerText.trim() || state.ended) {
        yield* streamOf(state, fallback.answer(agent, state, callerText, context));
        return;
      }
      const startedAt = performance.now();
      const callerLanguage = replyLanguage(agent, state, callerText);
      const tools = modelTools(agent, context, callerLanguage);
      const system: ChatMessage = { role: "system", content: buildSystemPrompt(agent, context) };
      const transcript = transcriptOf(state);
      const exchange: Transcript = [{ role: "user", content: callerText }];
      const effects: ToolEffects = {
        state: { ...state, workflowItems: [...state.workflowItems], sms: [...state.sms] },
        hangUp: false,
      };
      const pacing = turnPacing(
        { fillerAfterMs, maxSilenceMs: spokenAsItRuns ? maxSilenceMs : null },
        FILLERS[callerLanguage],
        startedAt,
      );
      const budgetEndsAt = startedAt + timeoutMs;
      let retries = 1;
      let requests = 0;
      let requestLimit = MAX_REQUESTS;
      let failure: unknown;
      // Words a failed or cancelled request said: heard by the caller, so kept in the transcript,
      // but not sent back to the model as a reply of its own it could take up and continue.
      let unfinished = "";
      for (;;) {
        const timeLeft = Math.floor(timeoutMs - (performance.now() - startedAt));
        if (requests >= requestLimit || timeLeft <= 0) {
          failure = new ChatModelError(
            timeLeft <= 0
              ? `The AI service did not answer within ${timeoutMs / 1000} seconds.`
              : "The AI model kept calling tools without saying anything.",
          );
          break;
        }
        const saidBefore = pacing.words.said.length;
        let answer: ModelAnswer;
        try {
          answer = yield* requestAnswer({
            model,
            messages: [system, ...transcript, ...exchange],
            tools: tools.offered,
            maxTokens: MAX_REPLY_TOKENS,
            timeoutMs: timeLeft,
            stallMs,
            signal,
            pacing,
            onFirstToken: onModelFirstToken,
          });
          if (!answer.said && answer.toolCalls.length === 0) {
            throw new ChatModelError("The AI model's reply had nothing to say.");
          }
        } catch (error) {
          unfinished = joined(unfinished, pacing.words.said.slice(saidBefore));
          // The caller interrupted: the turn ends with what they heard.
          if (signal?.aborted) break;
          onModelFailure?.(error);
          // A retry's words come after what the failed request said.
          pacing.words.breakHere();
          // A retry is made only while the caller can still wait for its words.
          if (!(error instanceof SilenceLimitReached) && !pacing.silenceIsOver() && retries-- > 0) continue;
          failure = error;
          break;
        }
        requests++;
        const { said, toolCalls } = answer;
        const content = joined(unfinished, said);
        unfinished = "";
        exchange.push({ role: "assistant", content, ...(toolCalls.length ? { toolCalls } : {}) });
        if (toolCalls.length === 0) break;
        if (toolCalls.some((call) => isBookingTool(call.name))) requestLimit = MAX_REQUESTS_WHEN_BOOKING;
        const ran = yield* runTools(toolCalls, { tools, effects, pacing, budgetEndsAt, signal });
        const outcomes = ran.outcomes;
        exchange.push(
          ...toolCalls.map((call, index) => ({
            role: "tool" as const,
            toolCallId: call.id,
            content: outcomes[index]!.reply,
          })),
        );
        if (ran.late) {
          failure = new ChatModelError(
            ran.late === "silence"
              ? "A tool did not finish within the caller's silence limit."
              : `A tool did not finish within the turn's ${timeoutMs / 1000} seconds.`,
          );
          onModelFailure?.(failure);
          break;
        }
        // The model answers its tools' results when the caller has heard nothing yet, a call was
        // refused, or a result is news for the caller (a booking to read back).
        if (pacing.words.said && outcomes.every((outcome) => outcome.done && !outcome.tellCaller)) break;
        if (signal?.aborted) break;
        // The next request's words follow what this one said after a space.
        pacing.words.breakHere();
      }

      if (failure === undefined) {
        exchange.push(...assistantWords(unfinished));
        const turn = modelTurnOf(agent, effects, pacing.words.said, callerLanguage);
        yield* closingEvents(
          state,
          withTranscript(turn.state, [...transcript, ...exchange]),
          turn.language,
          turn.hangUp,
        );
        return;
      }
      // The built-in engine takes over for this turn: it continues the message it began on the
      // turn before, or apologises and begins one.
      onHandedOver?.();
      const handedOver = readDialogue(state).form
        ? fallback.answer(agent, effects.state, callerText, context)
        : fallback.takeMessageAfterFailure(agent, effects.state, callerText, context, callerLanguage);
      pacing.words.breakHere();
      const piece = pacing.say(handedOver.say);
      yield { type: "text", text: piece };
      const after: CallState = {
        ...handedOver.state,
        // Once per call the owner hears that the model failed.
        memory: { ...handedOver.state.memory, modelFailed: true },
      };
      yield* closingEvents(
        state,
        withTranscript(after, [
          ...transcript,
          ...exchange,
          ...assistantWords(joined(unfinished, handedOver.say)),
        ]),
        handedOver.language,
        // A hang-up the model asked for without saying goodbye is not carried out after "May I have your name?".
        handedOver.hangUp,
      );
    },
  };
}

/**
 * The model's tool calls carried out one at a time, each changing the turn's state the next one
 * sees. A tool is given what is left of the turn (its signal ends with the caller's silence limit
 * or the turn's budget, or when the caller interrupts) and works on a copy of the state, so a call
 * given up changes nothing; the calls after it are not made. Every call is answered to the model.
 */
async function* runTools(
  calls: readonly ChatToolCall[],
  turn: {
    tools: ReturnType<typeof modelTools>;
    effects: ToolEffects;
    pacing: TurnPacing;
    budgetEndsAt: number;
    signal: AbortSignal | undefined;
  },
): AsyncGenerator<TurnEvent, { outcomes: ToolOutcome[]; late?: WaitEnd }> {
  const { tools, effects, pacing, budgetEndsAt, signal } = turn;
  const outcomes: ToolOutcome[] = [];
  let late: WaitEnd | undefined;
  for (const call of calls) {
    if (late) {
      outcomes.push(refused("the turn ran out of time before this call; nothing was done."));
      continue;
    }
    const giveUp = new AbortController();
    const toolSignal = AbortSignal.any([
      giveUp.signal,
      AbortSignal.timeout(Math.max(1, Math.ceil(budgetEndsAt - performance.now()))),
      ...(signal ? [signal] : []),
    ]);
    const draft: ToolEffects = { state: structuredClone(effects.state), hangUp: effects.hangUp };
    const running = tools.run(call, draft, { signal: toolSignal });
    const ran = yield* pacing.wait(running, budgetEndsAt);
    if ("ended" in ran) {
      giveUp.abort();
      running.catch(() => undefined);
      late = ran.ended;
      outcomes.push(refused("it did not finish in time, so nothing was done."));
      continue;
    }
    effects.state = draft.state;
    effects.hangUp = draft.hangUp;
    outcomes.push(ran.value);
  }
  return late ? { outcomes, late } : { outcomes };
}

const joined = (...words: string[]) =>
  words
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");

const assistantWords = (words: string): Transcript => (words ? [{ role: "assistant", content: words }] : []);

/** The turn the model made: its words, and the state its tool calls left. */
function modelTurnOf(
  agent: AgentProfile,
  { state, hangUp }: ToolEffects,
  said: string,
  callerLanguage: SpokenLanguage,
): EngineTurn {
  // The agent's language is the owner's choice; only a multilingual agent follows the words.
  const language =
    agent.language === "multilingual" ? (detectLanguage(said) ?? callerLanguage) : agent.language;
  // The built-in engine's questions are over once the model answers again: it has the transcript.
  const { dialogue: _answered, ...memory } = state.memory;
  const endedWell =
    state.endedWell || state.message !== null || state.workflowItems.length > 0 || state.sms.length > 0;
  return {
    say: said,
    language,
    state: { ...state, language, memory, endedWell, ended: state.ended || hangUp },
    hangUp,
  };
}
