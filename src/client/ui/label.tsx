import type { ComponentProps } from "react";
import { cn } from "./class-names";

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor; Field always does.
  return <label className={cn("text-sm font-medium text-foreground", className)} {...props} />;
}
