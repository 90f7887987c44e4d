import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "./class-names";

/** The × that closes a dialog, a panel or a bubble; `label` says what it closes. */
export function CloseButton({
  label,
  className,
  iconClassName = "size-4",
  ...props
}: Omit<ComponentProps<"button">, "type" | "aria-label" | "children"> & {
  label: string;
  iconClassName?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        "inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-hover hover:text-foreground",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className={iconClassName} />
    </button>
  );
}
