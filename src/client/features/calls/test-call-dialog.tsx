import { Mic, MicOff, Phone, PhoneOff, SendHorizontal, Volume2, VolumeX, Wallet } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import type { Agent } from "../../../shared/api/agents";
import { TestCallTurnRequestSchema } from "../../../shared/api/calls";
import { formatDollars, USAGE_RATES } from "../../../shared/catalog/billing";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
import { maxLengthOf } from "../../forms/form-validation";
import { Button, buttonClasses } from "../../ui/button";
import { cn } from "../../ui/class-names";
import { Dialog, DialogActions, DialogContent } from "../../ui/dialog";
import { Notice } from "../../ui/notice";
import { PendingButton } from "../../ui/pending-button";
import { Skeleton } from "../../ui/skeleton";
import { Spinner } from "../../ui/spinner";
import { formatBalance, useBalance } from "../billing/balance-api";
import { CALL_MINUTE_CENTS, formatCallDuration, runningCostCents, spokenCallDuration } from "./call-cost";
import { CallCostBreakdown } from "./call-cost-breakdown";
import { callLogPath } from "./call-log-path";
import { CallOutcome } from "./call-outcome";
import { speechLanguageOf } from "./call-speech";
import { FULL_SCREEN_ON_PHONES } from "./dialog-layout";
import type { TestCallState } from "./test-call-state";
import { TranscriptView } from "./transcript-view";
import { type AgentVoiceControls, useAgentVoice } from "./use-agent-voice";
import { useCallListening } from "./use-call-listening";
import { useTestCall } from "./use-test-call";

const MAX_TURN_LENGTH = maxLengthOf(TestCallTurnRequestSchema.shape.text);
const SECOND_MS = 1000;

function AddBalanceLink({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Link href="/add-balance" onClick={onNavigate} className={buttonClasses({ size: "sm" })}>
      <Wallet aria-hidden="true" className="size-4" />
      Add Balance
    </Link>
  );
}

/** What the owner knows before starting: the price per started minute and the balance. */
function StartConfirmation({
  agent,
  failure,
  isConnecting,
  onStart,
  onCancel,
}: {
  agent: Agent;
  failure: TestCallState["failure"];
  isConnecting: boolean;
  onStart: () => void;
  onCancel: () => void;
}) {
  const balance = useBalance();
  const isPaused = agent.status === "paused" || failure?.kind === "paused";
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        A test call is billed like a phone call: {formatDollars(CALL_MINUTE_CENTS)} per started minute (
        {formatDollars(USAGE_RATES.voicePerMinuteCents)} voice and{" "}
        {formatDollars(USAGE_RATES.aiPerMinuteCents)} AI processing), plus{" "}
        {formatDollars(USAGE_RATES.smsPer100CharactersCents)} per 100 characters of any text the agent sends
        and {formatDollars(USAGE_RATES.workflowItemCents)} per workflow item it records.
      </p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg border border-border bg-surface-raised p-3">
          <dt className="text-xs text-muted-foreground">Price per started minute</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">{formatDollars(CALL_MINUTE_CENTS)}</dd>
        </div>
        <div className="rounded-lg border border-border bg-surface-raised p-3">
          <dt className="text-xs text-muted-foreground">Your balance</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">
            {balance.isPending ? (
              <Skeleton className="h-7 w-20" />
            ) : balance.isError ? (
              <span className="text-sm font-normal text-destructive-text">Unavailable</span>
            ) : (
              formatBalance(balance.data)
            )}
          </dd>
        </div>
      </dl>
      {isPaused ? (
        <Notice
          tone="error"
          title={`${agent.agentName} is paused`}
          action={<AddBalanceLink onNavigate={onCancel} />}
        >
          {failure?.kind === "paused"
            ? failure.message
            : "Your balance is $0, so your agents are paused. Add balance to test this agent and to answer calls again."}
        </Notice>
      ) : failure ? (
        <Notice tone="error" title="The call did not connect">
          {failure.message}
        </Notice>
      ) : null}
      <DialogActions onCancel={onCancel}>
        <PendingButton onClick={onStart} isPending={isConnecting} disabled={isPaused} icon={Phone}>
          {isConnecting ? "Calling…" : failure ? "Try again" : "Start call"}
        </PendingButton>
      </DialogActions>
    </div>
  );
}

/** Seconds since `since` (ms), ticking every second while the call is on. */
function useElapsedSeconds(since: number | null, isRunning: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isRunning) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, [isRunning]);
  return since === null ? 0 : Math.max(0, (now - since) / SECOND_MS);
}

function CallMeter({ state }: { state: TestCallState }) {
  const elapsedSeconds = useElapsedSeconds(state.answeredAt, state.phase === "live");
  const call = state.call;
  const cost = call
    ? runningCostCents({
        elapsedSeconds,
        billedMinuteDollars: call.cost.voice + call.cost.ai,
        workflowItemCount: call.workflowItems.length,
        smsBodies: call.sms.map((sms) => sms.body),
      })
    : CALL_MINUTE_CENTS;
  return (
    <dl className="flex items-center justify-between gap-4 rounded-lg border border-border bg-surface-raised px-4 py-2.5 text-sm">
      <div className="flex items-center gap-2">
        <dt className="flex items-center gap-2 text-muted-foreground">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-success" />
          On the call
        </dt>
        <dd className="font-semibold tabular-nums">
          <span aria-hidden="true">{formatCallDuration(elapsedSeconds)}</span>
          <span className="sr-only">{spokenCallDuration(elapsedSeconds)}</span>
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="text-muted-foreground">Cost so far</dt>
        <dd className="font-semibold tabular-nums">{formatDollars(cost)}</dd>
      </div>
    </dl>
  );
}

function CallerInput({
  agentName,
  language,
  isEnding,
  onSay,
  onHearing,
}: {
  agentName: string;
  language: TestCallState["language"];
  isEnding: boolean;
  onSay: (text: string) => boolean;
  onHearing: (text: string) => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  // Spoken words go to the agent as they were heard, like words on a phone line; words still being
  // said stop the agent when it is talking.
  const speech = useCallListening({ onHearing, onWords: onSay }, speechLanguageOf(language));

  // Typing is always possible, from the moment the line is up: the agent's words never lock it.
  useEffect(() => inputRef.current?.focus(), []);

  function send(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (onSay(text)) setText("");
  }

  return (
    <form
      onSubmit={send}
      className="flex items-center gap-1 rounded-xl border border-border bg-surface p-1.5 focus-within:border-ring"
    >
      <label htmlFor={inputId} className="sr-only">
        Say something to {agentName}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        value={text}
        maxLength={MAX_TURN_LENGTH}
        autoComplete="off"
        placeholder="Type what you would say…"
        onChange={(event) => setText(event.target.value)}
        className="h-10 min-w-0 flex-1 bg-transparent px-2.5 text-base text-foreground placeholder:text-faint-foreground focus-visible:outline-none md:text-sm"
      />
      {/* The microphone shows only where the browser has speech recognition. */}
      {speech.isSupported ? (
        <button
          type="button"
          aria-label={speech.isListening ? "Stop listening" : "Speak to the agent"}
          aria-pressed={speech.isListening}
          disabled={isEnding && !speech.isListening}
          onClick={speech.isListening ? speech.stop : speech.start}
          className={cn(
            buttonClasses({ variant: "ghost", size: "icon" }),
            speech.isListening && "bg-destructive-soft text-destructive-text hover:bg-destructive-soft",
          )}
        >
          {speech.isListening ? (
            <MicOff aria-hidden="true" className="size-5" />
          ) : (
            <Mic aria-hidden="true" className="size-5" />
          )}
        </button>
      ) : null}
      <button
        type="submit"
        aria-label="Send"
        disabled={isEnding || text.trim() === ""}
        className={buttonClasses({ size: "icon" })}
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}

function LiveCall({
  agent,
  state,
  voice,
  onSay,
  onHearing,
  onEnd,
}: {
  agent: Agent;
  state: TestCallState;
  voice: AgentVoiceControls;
  onSay: (text: string) => boolean;
  onHearing: (text: string) => void;
  onEnd: () => void;
}) {
  const endOfTranscriptRef = useRef<HTMLDivElement>(null);
  const lastTurn = state.transcript.at(-1);
  // The owner has spoken and the agent's first words are not here yet.
  const isAnswering = lastTurn?.speaker === "caller" && !state.agentSpeaking;

  // biome-ignore lint/correctness/useExhaustiveDependencies: new words, the agent's token by token, scroll the transcript.
  useEffect(() => {
    endOfTranscriptRef.current?.scrollIntoView({ block: "end" });
  }, [state.transcript.length, lastTurn?.text, state.hearing]);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <CallMeter state={state} />
      <div
        role="log"
        aria-label="Call transcript"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the transcript scrolls on its own, so keyboards must reach it.
        tabIndex={0}
        className="min-h-48 flex-1 overflow-y-auto rounded-lg border border-border bg-background/60 p-3 sm:max-h-[45dvh]"
      >
        <TranscriptView
          transcript={state.transcript}
          agentName={agent.agentName}
          callerName="You"
          pendingCallerText={state.hearing}
        />
        {isAnswering ? (
          <p className="mt-3 text-xs text-muted-foreground">
            <Spinner label={`${agent.agentName} is answering…`} />
          </p>
        ) : null}
        <div ref={endOfTranscriptRef} />
      </div>
      <CallerInput
        agentName={agent.agentName}
        language={state.language}
        isEnding={state.phase === "ending"}
        onSay={onSay}
        onHearing={onHearing}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {voice.isSupported ? (
          <Button variant="ghost" size="sm" aria-pressed={voice.isMuted} onClick={voice.toggleMuted}>
            {voice.isMuted ? (
              <VolumeX aria-hidden="true" className="size-4" />
            ) : (
              <Volume2 aria-hidden="true" className="size-4" />
            )}
            {voice.isMuted ? "Agent voice off" : "Agent voice on"}
          </Button>
        ) : (
          <p className="text-xs text-muted-foreground">
            This browser cannot speak; read the agent's words above.
          </p>
        )}
        <PendingButton
          variant="destructive"
          onClick={onEnd}
          isPending={state.phase === "ending"}
          icon={PhoneOff}
        >
          End call
        </PendingButton>
      </div>
    </div>
  );
}

function endingSentence(state: TestCallState, agentName: string): string {
  const ranOut = (state.call?.cost.unpaid ?? 0) > 0 || state.balance === 0;
  if (ranOut)
    return "The call ended because your balance ran out. Your agents are paused until you add balance.";
  if (state.endedBy === "line") return "The line dropped, so the call ended.";
  if (state.endedBy === "transfer") return `${agentName} would now put the caller through to a person.`;
  return state.endedBy === "agent" ? `${agentName} ended the call.` : "You ended the call.";
}

/** What a phone call would do next: whom the line would ring and what they would hear (the agent's last words). */
function TransferNote({ transcript }: { transcript: TestCallState["transcript"] }) {
  const note = transcript.findLast((turn) => turn.speaker === "agent")?.text;
  if (!note) return null;
  return (
    <section aria-labelledby="test-call-transfer" className="flex flex-col gap-2">
      <h3 id="test-call-transfer" className="text-sm font-semibold">
        Transfer
      </h3>
      <p className="rounded-lg border border-border bg-surface-raised p-3 text-sm">{note}</p>
    </section>
  );
}

function CallSummary({ agent, state, onClose }: { agent: Agent; state: TestCallState; onClose: () => void }) {
  const call = state.call;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The screen changed under the owner's focus: start reading the summary from its heading.
  useEffect(() => headingRef.current?.focus(), []);
  if (!call) return null;
  const ranOut = call.cost.unpaid > 0 || state.balance === 0;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold focus-visible:outline-none">
          Call summary
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{endingSentence(state, agent.agentName)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg border border-border bg-surface-raised p-3">
          <dt className="text-xs text-muted-foreground">Duration</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">
            <span aria-hidden="true">{formatCallDuration(call.durationSeconds)}</span>
            <span className="sr-only">{spokenCallDuration(call.durationSeconds)}</span>
          </dd>
        </div>
        <div className="rounded-lg border border-border bg-surface-raised p-3">
          <dt className="text-xs text-muted-foreground">Balance now</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">
            {state.balance === null ? "—" : formatBalance(state.balance)}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="test-call-cost" className="flex flex-col gap-2">
        <h3 id="test-call-cost" className="text-sm font-semibold">
          Cost
        </h3>
        <CallCostBreakdown cost={call.cost} />
      </section>
      {state.endedBy === "transfer" ? <TransferNote transcript={state.transcript} /> : null}
      <CallOutcome call={call} />
      {ranOut ? (
        <Notice tone="error" title="Your balance is $0" action={<AddBalanceLink onNavigate={onClose} />}>
          Add balance so your agents answer calls again.
        </Notice>
      ) : null}
      <DialogActions onCancel={onClose} cancelLabel="Close">
        <Link href={callLogPath(call.id)} onClick={onClose} className={buttonClasses()}>
          Open in the call log
        </Link>
      </DialogActions>
    </div>
  );
}

/**
 * The call screen. It confirms the price, then talks with the agent by voice where the
 * browser can and by typing everywhere, and ends into a summary. Full screen on phones.
 */
export function TestCallDialog({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const voice = useAgentVoice();
  const { state, start, say, hearing, end } = useTestCall(agent, voice.speaker);
  const isOnTheCall = state.phase === "live" || state.phase === "ending";
  const number = agent.phoneNumber ? ` · ${formatPhoneNumber(agent.phoneNumber)}` : "";

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (open) return;
        // Closing the screen mid-call hangs up and shows what the call cost, rather than vanishing.
        if (isOnTheCall) void end();
        else onClose();
      }}
    >
      <DialogContent
        title={`Test call with ${agent.agentName}`}
        description={`${agent.businessName}${number}`}
        className={cn(FULL_SCREEN_ON_PHONES, "sm:max-w-xl")}
      >
        {state.phase === "confirming" || state.phase === "connecting" || state.phase === "failed" ? (
          <StartConfirmation
            agent={agent}
            failure={state.failure}
            isConnecting={state.phase === "connecting"}
            onStart={start}
            onCancel={onClose}
          />
        ) : isOnTheCall ? (
          <LiveCall
            agent={agent}
            state={state}
            voice={voice}
            onSay={say}
            onHearing={hearing}
            onEnd={() => void end()}
          />
        ) : (
          <CallSummary agent={agent} state={state} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
