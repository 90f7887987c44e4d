import type { ReactNode } from "react";
import { cn } from "./class-names";

/** A placeholder block shown while a list loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-surface-raised", className)} />;
}

/** The placeholders of something that is loading, which screen readers announce by `label`. */
export function LoadingStatus({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {children}
    </div>
  );
}

// The rows never move, so each is keyed by its place.
const ROW_PLACES = [0, 1, 2, 3, 4, 5, 6, 7];

/** `count` placeholders of one size (eight at the most): the rows of a list that loads. */
export function SkeletonRows({ count, className }: { count: number; className: string }) {
  return ROW_PLACES.slice(0, count).map((place) => <Skeleton key={place} className={className} />);
}
