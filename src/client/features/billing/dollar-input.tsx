import type { ComponentProps } from "react";
import { cn } from "../../ui/class-names";
import { Input } from "../../ui/input";

/** A whole-dollar amount, typed after a "$" sign; `className` sizes the box around it. */
export function DollarInput({ className, ...props }: Omit<ComponentProps<"input">, "type" | "inputMode">) {
  return (
    <div className={cn("relative", className)}>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
      >
        $
      </span>
      <Input {...props} type="number" inputMode="numeric" className="pl-7 tabular-nums" />
    </div>
  );
}
