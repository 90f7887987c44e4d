import { type ReactNode, useId } from "react";
import { cn } from "./class-names";

/** An on/off switch with its label and an optional hint, the whole row at least 40 px tall. */
export function SwitchField({
  label,
  hint,
  checked,
  onCheckedChange,
  disabled = false,
  accent = "primary",
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  accent?: "primary" | "plus";
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex min-h-10 items-center justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-transparent transition-colors",
          // The track is drawn 24 px tall, but a finger gets 40 px to hit.
          "after:absolute after:-inset-x-1 after:-inset-y-2",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50",
          checked ? (accent === "plus" ? "bg-plus" : "bg-primary") : "bg-border-strong",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "inline-block size-5 rounded-full bg-foreground shadow transition-transform",
            checked ? "translate-x-5" : "translate-x-0.5",
          )}
        />
      </button>
    </div>
  );
}
