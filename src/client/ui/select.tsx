import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "./class-names";

/** A native select: the platform's own picker on phones, full keyboard support, no extra code. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select
        className={cn(
          "h-11 w-full cursor-pointer appearance-none truncate rounded-md border border-border bg-surface pr-10 pl-3 text-base text-foreground md:text-sm",
          "transition-colors hover:border-border-strong focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60",
          "aria-invalid:border-destructive-text disabled:cursor-not-allowed disabled:opacity-60",
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
