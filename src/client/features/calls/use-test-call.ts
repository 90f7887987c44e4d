import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { Agent } from "../../../shared/api/agents";
import type { AgentVoice } from "../../../shared/catalog/agents";
import { errorMessageOf } from "../../api/error-details";
import { ApiError } from "../../api/request";
import { toast } from "../../ui/toast-store";
import { storeBalance } from "../billing/balance-api";
import type { CallLanguage } from "./call-speech";
import {
  endTestCall,
  refreshAfterCall,
  sendTestCallTurn,
  startTestCall,
  type TestCallAnswer,
} from "./calls-api";
import { initialTestCallState, testCallReducer } from "./test-call-state";

const PAYMENT_REQUIRED = 402;
const CONFLICT = 409;

export type SpeakAgentWords = (text: string, language: CallLanguage, voice: AgentVoice) => void;

/**
 * One test call with an agent, through the same engine and billing as a phone call.
 * A call still open when the screen goes away (or the tab closes) is hung up, so it is billed and logged.
 */
export function useTestCall(agent: Agent, speak: SpeakAgentWords) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(testCallReducer, agent, initialTestCallState);
  const openCallIdRef = useRef<string | null>(null);
  const isMountedRef = useRef(false);
  const speakRef = useRef(speak);
  speakRef.current = speak;

  const hear = useCallback(
    (answer: TestCallAnswer) => {
      storeBalance(queryClient, answer.balance);
      if (isMountedRef.current) speakRef.current(answer.say, answer.language, answer.voice);
      if (answer.ended) {
        openCallIdRef.current = null;
        refreshAfterCall(queryClient);
      }
    },
    [queryClient],
  );

  const hangUpInTheBackground = useCallback(
    (callId: string) => {
      endTestCall(callId).then(
        () => refreshAfterCall(queryClient),
        () => refreshAfterCall(queryClient),
      );
    },
    [queryClient],
  );

  const start = useCallback(async () => {
    dispatch({ type: "startRequested" });
    try {
      const answer = await startTestCall(agent.id);
      if (!isMountedRef.current) {
        // The screen was closed while the call connected: hang up at once.
        hangUpInTheBackground(answer.call.id);
        return;
      }
      openCallIdRef.current = answer.call.id;
      dispatch({ type: "answered", answer, at: Date.now() });
      hear(answer);
    } catch (error) {
      const isPaused = error instanceof ApiError && error.status === PAYMENT_REQUIRED;
      if (isPaused) refreshAfterCall(queryClient);
      dispatch({
        type: "startFailed",
        failure: {
          kind: isPaused ? "paused" : "error",
          message: errorMessageOf(
            error,
            "The call could not be connected. Check your connection and try again.",
          ),
        },
      });
    }
  }, [agent.id, hangUpInTheBackground, hear, queryClient]);

  const end = useCallback(async () => {
    const callId = openCallIdRef.current;
    if (callId === null) return;
    dispatch({ type: "endRequested" });
    try {
      const answer = await endTestCall(callId);
      dispatch({ type: "callEnded", answer });
      hear(answer);
    } catch (error) {
      dispatch({ type: "endFailed" });
      toast({
        variant: "destructive",
        title: "The call is still on",
        description: errorMessageOf(error, "Hanging up failed. Please try again."),
      });
    }
  }, [hear]);

  /** Sends what the caller said; false when it was not taken (a reply is still on its way). */
  const say = useCallback(
    (text: string): boolean => {
      const callId = openCallIdRef.current;
      const words = text.trim();
      if (callId === null || words === "" || state.phase !== "live" || state.pendingCallerText !== null) {
        return false;
      }
      dispatch({ type: "callerSpoke", text: words });
      sendTestCallTurn(callId, words).then(
        (answer) => {
          dispatch({ type: "agentReplied", answer });
          hear(answer);
        },
        (error: unknown) => {
          dispatch({ type: "turnFailed" });
          // The server already ended the call (the balance ran out between turns): show how it ended.
          if (error instanceof ApiError && error.status === CONFLICT) {
            void end();
            return;
          }
          toast({
            variant: "destructive",
            title: "Not heard",
            description: errorMessageOf(error, "Your words did not reach the agent. Please say them again."),
          });
        },
      );
      return true;
    },
    [end, hear, state.phase, state.pendingCallerText],
  );

  useEffect(() => {
    isMountedRef.current = true;
    const hangUpAsTheTabCloses = () => {
      const callId = openCallIdRef.current;
      if (callId === null) return;
      openCallIdRef.current = null;
      void endTestCall(callId, { keepalive: true }).catch(() => undefined);
    };
    window.addEventListener("pagehide", hangUpAsTheTabCloses);
    return () => {
      isMountedRef.current = false;
      window.removeEventListener("pagehide", hangUpAsTheTabCloses);
      const callId = openCallIdRef.current;
      if (callId === null) return;
      openCallIdRef.current = null;
      // The screen closed mid-call: the hang-up finishes in the background and refreshes what it changed.
      hangUpInTheBackground(callId);
    };
  }, [hangUpInTheBackground]);

  return { state, start, say, end };
}
