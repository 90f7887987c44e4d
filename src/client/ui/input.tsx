import type { ComponentProps } from "react";
import { cn } from "./class-names";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        "h-11 w-full rounded-md border border-border bg-surface px-3 text-base text-foreground md:text-sm",
        "placeholder:text-faint-foreground transition-colors",
        "hover:border-border-strong focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60",
        "aria-invalid:border-destructive-text aria-invalid:focus-visible:outline-destructive-text/60",
        "read-only:bg-surface-raised read-only:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
