import { LoaderCircle, Mic, MicOff, SendHorizontal } from "lucide-react";
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { CHAT_INPUT_MAX_HEIGHT_PX, CHAT_MESSAGE_MAX } from "../../../shared/catalog/agents";
import { buttonClasses } from "../../ui/button";
import { cn } from "../../ui/class-names";
import { correctDictatedText } from "./assistant-api";
import { counterToneFor } from "./chat-messages";
import { useSpeechRecognition } from "./use-speech-recognition";

const COUNTER_TONE_CLASSES = {
  normal: "text-faint-foreground",
  warning: "text-warning-text",
  danger: "text-destructive-text",
} as const;

function appendDictation(current: string, dictated: string): string {
  const joined = current.trim() === "" ? dictated : `${current.trimEnd()} ${dictated}`;
  return joined.slice(0, CHAT_MESSAGE_MAX);
}

function useDictation(onDictated: (text: string) => void) {
  const [isCorrecting, setIsCorrecting] = useState(false);
  const speech = useSpeechRecognition((heard) => {
    setIsCorrecting(true);
    // Dictated text goes through grammar correction; on failure the raw text is kept.
    void correctDictatedText(heard)
      .then(onDictated)
      .finally(() => setIsCorrecting(false));
  });
  return { ...speech, isCorrecting };
}

function MicrophoneButton({ dictation }: { dictation: ReturnType<typeof useDictation> }) {
  const { isListening, isCorrecting, start, stop } = dictation;
  const Icon = isCorrecting ? LoaderCircle : isListening ? MicOff : Mic;
  return (
    <button
      type="button"
      aria-label={isListening ? "Stop voice input" : "Start voice input"}
      aria-pressed={isListening}
      disabled={isCorrecting}
      onClick={isListening ? stop : start}
      className={cn(
        buttonClasses({ variant: "ghost", size: "icon" }),
        isListening && "bg-destructive-soft text-destructive-text hover:bg-destructive-soft",
      )}
    >
      <Icon aria-hidden="true" className={cn("size-5", isCorrecting && "animate-spin")} />
    </button>
  );
}

/**
 * At most 4000 characters, growing to 200 px; Enter sends, Shift+Enter adds a newline;
 * empty or whitespace-only messages are not sent. `onSend` returns whether the message was taken.
 */
export function ChatInput({
  onSend,
  isBusy,
  isPlus,
}: {
  onSend: (text: string) => boolean;
  isBusy: boolean;
  isPlus: boolean;
}) {
  const [text, setText] = useState("");
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const dictation = useDictation((dictated) => setText((current) => appendDictation(current, dictated)));
  const canSend = text.trim() !== "" && !isBusy;

  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    // Empty, it is one row high (rows={1}) without measuring: reading scrollHeight makes the browser lay
    // out the whole page inside React's commit, which on the main screen's first render was its longest
    // piece of blocking time.
    if (text === "") {
      textarea.style.height = "";
      return;
    }
    textarea.style.height = "auto";
    textarea.style.height = `${Math.min(textarea.scrollHeight, CHAT_INPUT_MAX_HEIGHT_PX)}px`;
  }, [text]);

  function send(): void {
    if (!canSend) return;
    if (onSend(text.trim())) setText("");
  }

  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form
      className={cn(
        "flex items-end gap-1 rounded-xl border bg-surface p-1.5 focus-within:border-ring",
        isPlus ? "border-plus/40" : "border-border",
      )}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <label htmlFor={`${counterId}-input`} className="sr-only">
          Message the assistant
        </label>
        <textarea
          id={`${counterId}-input`}
          ref={textareaRef}
          rows={1}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder="Message the assistant…"
          aria-describedby={counterId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={sendOnEnter}
          style={{ maxHeight: CHAT_INPUT_MAX_HEIGHT_PX }}
          className="min-h-10 w-full resize-none bg-transparent px-2.5 py-2 text-base text-foreground placeholder:text-faint-foreground focus-visible:outline-none md:text-sm"
        />
        <span
          id={counterId}
          className={cn(
            "px-2.5 pb-1 text-xs tabular-nums",
            COUNTER_TONE_CLASSES[counterToneFor(text.length)],
          )}
        >
          {text.length}/{CHAT_MESSAGE_MAX}
          <span className="sr-only"> characters</span>
        </span>
      </div>
      {/* The microphone shows only where the browser supports speech recognition. */}
      {dictation.isSupported ? <MicrophoneButton dictation={dictation} /> : null}
      <button
        type="submit"
        aria-label="Send message"
        disabled={!canSend}
        className={buttonClasses({ variant: isPlus ? "plus" : "primary", size: "icon" })}
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
