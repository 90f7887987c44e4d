import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { Agent } from "../../../shared/api/agents";
import { TEST_CALL_TURN_MAX } from "../../../shared/api/calls";
import { TEST_CALL_AGENT_PAUSED } from "../../../shared/api/contracts/calls";
import type { RelayReply } from "../../../shared/api/relay-messages";
import { errorMessageOf } from "../../api/error-details";
import { toast } from "../../ui/toast-store";
import { storeBalance } from "../billing/balance-api";
import type { AgentSpeaker } from "./agent-speaker";
import { endTestCall, readCall, refreshAfterCall } from "./calls-api";
import { type LineClosed, openTestCallLine, type TestCallLine } from "./test-call-line";
import { type CallEndedBy, initialTestCallState, testCallReducer } from "./test-call-state";

const NOT_CONNECTED = "The call could not be connected. Check your connection and try again.";

/** Why a line closed before the agent answered, as the owner can act on it. */
function failureOf(closed: LineClosed) {
  if (closed.code === TEST_CALL_AGENT_PAUSED) return { kind: "paused" as const, message: closed.reason };
  return { kind: "error" as const, message: closed.reason || NOT_CONNECTED };
}

const languageOfLocale = (locale: string) => (locale.startsWith("es") ? "spanish" : "english");

// Words the microphone hears that the agent is saying at that moment are its own voice, not the owner's.
const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * One test call with an agent, on the same line as a phone call: the page plays Twilio's part of
 * ConversationRelay. The agent's words are shown and spoken as they arrive; the owner's words, typed
 * or heard, are sent whole; speaking over the agent stops it and tells the server what was heard.
 * A call still open when the screen goes away (or the tab closes) ends with its line.
 */
/** Why the line ended the session, from ConversationRelay's handoff data (`{"reason": …}`). */
function handoffReasonOf(handoffData: string): unknown {
  try {
    return (JSON.parse(handoffData) as { reason?: unknown } | null)?.reason;
  } catch {
    return undefined;
  }
}

export function useTestCall(agent: Agent, speaker: AgentSpeaker) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(testCallReducer, agent, initialTestCallState);
  const lineRef = useRef<TestCallLine | null>(null);
  const callIdRef = useRef<string | null>(null);
  // What the page knows of the agent's turn as its tokens arrive, outside React's rendering.
  const turnRef = useRef({ open: false, cut: false, startedAt: 0, text: "" });
  const endedRef = useRef(false);

  const readCallSoFar = useCallback((callId: string) => {
    readCall(callId).then(
      (call) => dispatch({ type: "callRead", call }),
      // The meter keeps its last reading; the call itself goes on.
      () => undefined,
    );
  }, []);

  /** The line is over: the call's summary, as the log keeps it, with the balance after it. */
  const finish = useCallback(
    async (by: CallEndedBy) => {
      const callId = callIdRef.current;
      if (callId === null || endedRef.current) return;
      endedRef.current = true;
      lineRef.current?.hangUp();
      lineRef.current = null;
      try {
        const answer = await endTestCall(callId);
        storeBalance(queryClient, answer.balance);
        dispatch({ type: "callEnded", call: answer.call, balance: answer.balance, by });
      } catch (error) {
        endedRef.current = false;
        dispatch({ type: "endFailed" });
        toast({
          variant: "destructive",
          title: "The call's summary did not load",
          description: errorMessageOf(error, "Hanging up failed. Please try again."),
        });
      } finally {
        refreshAfterCall(queryClient);
      }
    },
    [queryClient],
  );

  const hearReply = useCallback(
    (reply: RelayReply) => {
      const turn = turnRef.current;
      switch (reply.type) {
        case "call":
          callIdRef.current = reply.callId;
          dispatch({ type: "answered", callId: reply.callId, at: Date.now() });
          return;
        case "language": {
          const language = languageOfLocale(reply.ttsLanguage);
          speaker.setVoice({ language });
          dispatch({ type: "languageChanged", language });
          return;
        }
        case "text":
          if (!turn.open) {
            turnRef.current = { open: true, cut: false, startedAt: performance.now(), text: "" };
            speaker.newTurn();
          }
          if (!turnRef.current.cut) {
            turnRef.current.text += reply.token;
            speaker.hear(reply.token, reply.last);
          }
          dispatch({
            type: "agentToken",
            token: reply.token,
            last: reply.last,
            at: new Date().toISOString(),
          });
          if (reply.last) {
            turnRef.current.open = false;
            if (callIdRef.current) readCallSoFar(callIdRef.current);
          }
          return;
        case "end":
          void finish(handoffReasonOf(reply.handoffData) === "transfer" ? "transfer" : "agent");
          return;
      }
    },
    [finish, readCallSoFar, speaker],
  );

  const start = useCallback(() => {
    if (lineRef.current) return;
    dispatch({ type: "startRequested" });
    endedRef.current = false;
    speaker.setVoice({ language: state.language, gender: state.voice });
    lineRef.current = openTestCallLine(agent.id, {
      onReply: hearReply,
      onClose: (closed) => {
        lineRef.current = null;
        if (callIdRef.current === null) {
          dispatch({ type: "startFailed", failure: failureOf(closed) });
          if (closed.code === TEST_CALL_AGENT_PAUSED) refreshAfterCall(queryClient);
          return;
        }
        void finish("line");
      },
    });
  }, [agent.id, finish, hearReply, queryClient, speaker, state.language, state.voice]);

  /** The owner spoke over the agent: it stops, and the server learns what of its turn was heard. */
  const interruptIfSpeaking = useCallback(() => {
    if (!speaker.isSpeaking()) return;
    const heard = speaker.stop();
    const turn = turnRef.current;
    lineRef.current?.interrupt(heard, Math.round(performance.now() - turn.startedAt));
    // Tokens of a turn still arriving are not spoken or shown; its last one ends it.
    turn.cut = turn.open;
    dispatch({ type: "ownerInterrupted", heard });
  }, [speaker]);

  /** What speech recognition hears while the owner is still speaking. */
  const hearing = useCallback(
    (text: string) => {
      const heard = normalized(text);
      if (heard === "" || normalized(turnRef.current.text).includes(heard)) return;
      interruptIfSpeaking();
      dispatch({ type: "ownerHearing", text });
    },
    [interruptIfSpeaking],
  );

  /** Sends what the owner said, typed or spoken; false when there is no line to say it on. */
  const say = useCallback(
    (text: string): boolean => {
      // Typing stops at the limit; speech has none, so a very long spoken turn is cut to it.
      const words = text.trim().slice(0, TEST_CALL_TURN_MAX);
      const line = lineRef.current;
      if (line === null || callIdRef.current === null || words === "") return false;
      interruptIfSpeaking();
      line.prompt(words);
      dispatch({ type: "ownerSpoke", text: words, at: new Date().toISOString() });
      return true;
    },
    [interruptIfSpeaking],
  );

  const end = useCallback(async () => {
    if (callIdRef.current === null) return;
    dispatch({ type: "endRequested" });
    speaker.stop();
    await finish("owner");
  }, [finish, speaker]);

  // The screen closed mid-call: the line closes, which ends and bills the call on the server.
  useEffect(
    () => () => {
      const line = lineRef.current;
      lineRef.current = null;
      if (line === null) return;
      endedRef.current = true;
      line.hangUp();
      refreshAfterCall(queryClient);
    },
    [queryClient],
  );

  return { state, start, say, hearing, end };
}
