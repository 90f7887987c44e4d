import { ChevronDown } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./class-names";

/** A native select: the platform's own picker on phones, full keyboard support, no extra code. */
export function Select({
  className,
  leading,
  ...props
}: ComponentProps<"select"> & {
  /** Drawn inside the field before the chosen option's text (a flag, an icon); decorative. */
  leading?: ReactNode;
}) {
  return (
    <div className={cn("relative", className)}>
      {leading ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 flex -translate-y-1/2"
        >
          {leading}
        </span>
      ) : null}
      <select
        className={cn(
          "h-11 w-full cursor-pointer appearance-none truncate rounded-md border border-border bg-surface pr-10 text-base text-foreground md:text-sm",
          leading ? "pl-10" : "pl-3",
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

/** A select's options, one per item: its value (the item itself unless `value` says) and its text. */
export function Options<Item>({
  items,
  value = String,
  label,
}: {
  items: readonly Item[];
  value?: (item: Item) => string;
  label: (item: Item) => ReactNode;
}) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}
