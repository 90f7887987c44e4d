import { Bot, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { cn } from "../../ui/class-names";

/** A round agent button toggles a greeting bubble, which can be closed. */
export function AgentGreeting() {
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const bubbleId = useId();

  function close() {
    setIsOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6">
      {isOpen ? (
        <section
          id={bubbleId}
          aria-label="Greeting from the Switchboard agent"
          onKeyDown={(event) => {
            if (event.key === "Escape") close();
          }}
          className="relative w-[min(20rem,calc(100vw-2rem))] rounded-xl rounded-br-sm border border-border bg-surface-raised p-4 pr-12 shadow-2xl shadow-background motion-safe:animate-pop-in"
        >
          <p className="text-sm font-semibold">Hi there! I'm the Switchboard agent.</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Businesses like yours use agents like me to answer every call, day and night. Scroll down to see
            how you can create your own.
          </p>
          <button
            type="button"
            aria-label="Close greeting"
            onClick={close}
            className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-hover hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </section>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        aria-label={isOpen ? "Hide agent greeting" : "Show agent greeting"}
        aria-expanded={isOpen}
        aria-controls={isOpen ? bubbleId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && isOpen) setIsOpen(false);
        }}
        className={cn(
          "inline-flex size-14 items-center justify-center rounded-full text-primary-foreground shadow-xl shadow-primary/30",
          "bg-linear-to-br from-primary to-violet transition-transform hover:scale-105 active:scale-95",
        )}
      >
        <Bot aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}
