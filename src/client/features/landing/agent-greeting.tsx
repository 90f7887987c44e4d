import { Bot } from "lucide-react";
import { type RefObject, useId, useLayoutEffect, useRef, useState } from "react";
import { cn } from "../../ui/class-names";
import { CloseButton } from "../../ui/close-button";

// The gap kept between the floating button and the content it steps aside for, in CSS pixels.
const CLEARANCE_PX = 8;

/**
 * Whether `content` passes under the floating `button` now, measured on every scroll and resize (a
 * frame at most apart), so content that renders after the button is still seen. Until it is first
 * measured it may: a page rendered ahead shows the button only once its code can tell (decision 0030).
 */
function usePassesUnder(
  content: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
): boolean {
  const [passesUnder, setPassesUnder] = useState(true);
  useLayoutEffect(() => {
    let frame = 0;
    function measure() {
      frame = 0;
      const target = content.current?.getBoundingClientRect();
      const corner = button.current?.getBoundingClientRect();
      if (!target || !corner) return;
      setPassesUnder(
        target.bottom > corner.top - CLEARANCE_PX &&
          target.top < corner.bottom + CLEARANCE_PX &&
          target.right > corner.left - CLEARANCE_PX &&
          target.left < corner.right + CLEARANCE_PX,
      );
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    // Measured before the first paint, so the button never flashes over the example.
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const layout = new ResizeObserver(schedule);
    layout.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      layout.disconnect();
    };
  }, [content, button]);
  return passesUnder;
}

/**
 * A round agent button toggles a greeting bubble, which can be closed. The button steps aside
 * while `keepClearOf` scrolls under it, unless the greeting is open or the button has focus.
 */
export function AgentGreeting({ keepClearOf }: { keepClearOf: RefObject<HTMLElement | null> }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const bubbleId = useId();
  const isOutOfTheWay = usePassesUnder(keepClearOf, toggleRef) && !isOpen && !hasFocus;

  function close() {
    setIsOpen(false);
    toggleRef.current?.focus();
  }

  // Where the button may go depends on the scroll, so on a page rendered ahead scrolling loads the
  // code (HYDRATE_ON_SCROLL_ATTRIBUTE of src/shared/page-hydration.ts, written out: the constant would
  // be a module that this chunk and the app's entry share, which costs every page).
  return (
    <div
      className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6"
      data-hydrate-on-scroll=""
    >
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
          <CloseButton label="Close greeting" onClick={close} className="absolute top-2 right-2" />
        </section>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        aria-label={isOpen ? "Hide agent greeting" : "Show agent greeting"}
        aria-expanded={isOpen}
        aria-controls={isOpen ? bubbleId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onFocus={() => setHasFocus(true)}
        onBlur={() => setHasFocus(false)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && isOpen) setIsOpen(false);
        }}
        className={cn(
          "inline-flex size-14 items-center justify-center rounded-full text-primary-foreground shadow-xl shadow-primary/30",
          "bg-linear-to-br from-primary to-violet transition-transform hover:scale-105 active:scale-95",
          isOutOfTheWay && "invisible",
        )}
      >
        <Bot aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}
