import type { ComponentProps } from "react";
import { cn } from "./class-names";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "min-h-24 w-full resize-y rounded-md border border-border bg-surface px-3 py-2.5 text-base text-foreground md:text-sm",
        "placeholder:text-faint-foreground transition-colors",
        "hover:border-border-strong focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60",
        "aria-invalid:border-destructive-text disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
