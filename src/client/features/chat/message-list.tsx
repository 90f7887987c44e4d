import { Bot, UserRound } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ChatMessage } from "../../../shared/api/assistant";
import { cn } from "../../ui/class-names";
import { Skeleton } from "../../ui/skeleton";
import { Spinner } from "../../ui/spinner";
import { formatMessageTime } from "./chat-messages";

function MessageBubble({ message, isPlus }: { message: ChatMessage; isPlus: boolean }) {
  const isUser = message.role === "user";
  const Icon = isUser ? UserRound : Bot;
  return (
    <li className={cn("flex items-end gap-2.5", isUser && "flex-row-reverse")}>
      <span
        aria-hidden="true"
        className={cn(
          "mb-5 inline-flex size-8 shrink-0 items-center justify-center rounded-full",
          isUser
            ? "bg-surface-raised text-muted-foreground"
            : isPlus
              ? "bg-plus-soft text-plus"
              : "bg-primary-soft text-primary-text",
        )}
      >
        <Icon className="size-4" />
      </span>
      <div className={cn("flex max-w-[85%] flex-col gap-1 sm:max-w-[75%]", isUser && "items-end")}>
        <p className="sr-only">{isUser ? "You said:" : "Assistant said:"}</p>
        {/* wrap-anywhere: an unbroken word or address would otherwise keep a right-aligned bubble as wide as
            itself and push its start off a phone's screen. */}
        <div
          className={cn(
            "rounded-2xl px-4 py-2.5 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap",
            isUser
              ? cn(
                  "rounded-br-sm",
                  isPlus ? "bg-plus text-plus-foreground" : "bg-primary text-primary-foreground",
                )
              : "rounded-bl-sm border border-border bg-surface-raised text-foreground",
          )}
        >
          {message.content}
        </div>
        <time dateTime={message.timestamp} className="px-1 text-xs text-faint-foreground tabular-nums">
          {formatMessageTime(message.timestamp)}
        </time>
      </div>
    </li>
  );
}

function MessageSkeletons() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <Skeleton className="h-16 w-3/4" />
      <Skeleton className="ml-auto h-10 w-1/2" />
      <Skeleton className="h-12 w-2/3" />
    </div>
  );
}

/** The message list; `activity` says what the assistant is doing now (typing, creating an agent). */
export function MessageList({
  messages,
  isLoading,
  isPlus,
  activity,
}: {
  messages: readonly ChatMessage[];
  isLoading: boolean;
  isPlus: boolean;
  activity: string | null;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  const lastMessageId = messages[messages.length - 1]?.id;

  const hasScrolled = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or activity is what scrolls the list.
  useEffect(() => {
    if (hasScrolled.current) {
      endRef.current?.scrollIntoView({ block: "end", behavior: "smooth" });
      return;
    }
    // The first scroll waits for the frame that paints the list: scrolling inside React's commit would
    // lay the whole screen out there, in the middle of its first load.
    const frame = requestAnimationFrame(() => {
      hasScrolled.current = true;
      endRef.current?.scrollIntoView({ block: "end" });
    });
    return () => cancelAnimationFrame(frame);
  }, [lastMessageId, activity]);

  return (
    <div
      role="log"
      aria-label="Conversation"
      // WCAG 2.1.1: the conversation scrolls on its own, so keyboards must reach it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so it can be scrolled.
      tabIndex={0}
      className="relative min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-6"
    >
      {isLoading ? (
        <MessageSkeletons />
      ) : (
        <ol className="flex flex-col gap-4">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} isPlus={isPlus} />
          ))}
        </ol>
      )}
      {activity ? (
        <div className="mt-4 pl-10">
          <Spinner label={activity} className="size-5" />
        </div>
      ) : null}
      <div ref={endRef} />
    </div>
  );
}
