import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./class-names";

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions that open one at a time. Native disclosure elements sharing one name: each question is
 * focusable and opens with Enter or Space, screen readers announce it expanded or collapsed, and it
 * needs no script.
 */
export function Accordion({
  name,
  items,
  className,
}: {
  /** Groups the questions so that opening one closes the others. */
  name: string;
  items: readonly AccordionItem[];
  className?: string;
}) {
  return (
    <div className={cn("divide-y divide-border rounded-xl border border-border bg-surface", className)}>
      {items.map(({ question, answer }) => (
        <details key={question} name={name} className="group">
          <summary
            className={cn(
              "flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-3 font-medium",
              "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden",
            )}
          >
            {question}
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="flex flex-col gap-3 px-5 pb-5 text-sm leading-relaxed text-muted-foreground">
            {answer}
          </div>
        </details>
      ))}
    </div>
  );
}
