import { cn } from "./class-names";

/** A placeholder block shown while a list loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-surface-raised", className)} />;
}
