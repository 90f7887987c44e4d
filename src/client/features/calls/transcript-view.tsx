import { Bot, UserRound } from "lucide-react";
import type { CallDetail } from "../../../shared/api/calls";
import { cn } from "../../ui/class-names";
import { formatMessageTime } from "../chat/chat-messages";

type TranscriptTurn = CallDetail["transcript"][number];

function TranscriptBubble({
  speaker,
  speakerName,
  text,
  at,
  isPending = false,
}: {
  speaker: TranscriptTurn["speaker"];
  speakerName: string;
  text: string;
  at: string | null;
  isPending?: boolean;
}) {
  const isCaller = speaker === "caller";
  const Icon = isCaller ? UserRound : Bot;
  return (
    <li className={cn("flex items-end gap-2", isCaller && "flex-row-reverse")}>
      <span
        aria-hidden="true"
        className={cn(
          "mb-5 inline-flex size-7 shrink-0 items-center justify-center rounded-full",
          isCaller ? "bg-surface-raised text-muted-foreground" : "bg-primary-soft text-primary-text",
        )}
      >
        <Icon className="size-3.5" />
      </span>
      <div className={cn("flex max-w-[85%] flex-col gap-1", isCaller && "items-end")}>
        <p className="sr-only">{speakerName} said:</p>
        <p
          className={cn(
            "rounded-2xl px-3.5 py-2 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap",
            isCaller
              ? "rounded-br-sm bg-primary text-primary-foreground"
              : "rounded-bl-sm border border-border bg-surface-raised text-foreground",
            isPending && "opacity-70",
          )}
        >
          {text}
        </p>
        <span className="px-1 text-xs text-faint-foreground tabular-nums">
          {speakerName}
          {at ? (
            <>
              {" · "}
              <time dateTime={at}>{formatMessageTime(at)}</time>
            </>
          ) : isPending ? (
            " · speaking…"
          ) : null}
        </span>
      </div>
    </li>
  );
}

// What the line did (a transfer and how it went) is shown on the agent's side, named as the line's.
const SPEAKER_NAMES: Record<TranscriptTurn["speaker"], (agentName: string, callerName: string) => string> = {
  agent: (agentName) => agentName,
  caller: (_agentName, callerName) => callerName,
  line: () => "Phone line",
};

/** A call's turns as agent and caller bubbles, each with its time. */
export function TranscriptView({
  transcript,
  agentName,
  callerName,
  pendingCallerText = null,
}: {
  transcript: readonly TranscriptTurn[];
  agentName: string;
  callerName: string;
  /** What the caller is saying, as speech recognition hears it so far. */
  pendingCallerText?: string | null;
}) {
  return (
    <ol className="flex flex-col gap-3">
      {transcript.map((turn, index) => (
        <TranscriptBubble
          // biome-ignore lint/suspicious/noArrayIndexKey: a transcript only grows, so a turn's position identifies it.
          key={index}
          speaker={turn.speaker}
          speakerName={SPEAKER_NAMES[turn.speaker](agentName, callerName)}
          text={turn.text}
          at={turn.at}
        />
      ))}
      {pendingCallerText !== null ? (
        <TranscriptBubble
          speaker="caller"
          speakerName={callerName}
          text={pendingCallerText}
          at={null}
          isPending
        />
      ) : null}
    </ol>
  );
}
