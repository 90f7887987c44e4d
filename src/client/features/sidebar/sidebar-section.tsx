import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../../ui/button";
import { LoadingStatus, SkeletonRows } from "../../ui/skeleton";

export function SidebarSection({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1.5">
      <div className="flex min-h-8 items-center justify-between gap-2 px-1">
        {/* Focusable from script only: focus lands here when the item that had it is gone. */}
        <h2
          id={id}
          tabIndex={-1}
          className="text-xs font-semibold tracking-wide text-muted-foreground uppercase focus-visible:outline-none"
        >
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function SidebarListSkeleton() {
  return (
    <LoadingStatus label="Loading" className="flex flex-col gap-2 px-1">
      <SkeletonRows count={3} className="h-12" />
    </LoadingStatus>
  );
}

function SidebarListProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex items-center justify-between gap-2 px-1 text-sm text-destructive-text">
      <span>{message}</span>
      <Button variant="ghost" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

function SidebarEmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed border-border px-3 py-3 text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/**
 * A sidebar list read by a query and narrowed by the search: placeholders while it loads, its error
 * with Retry, `empty` when there is nothing at all and `noMatch` when the search leaves nothing.
 */
export function SidebarQueryList<Item>({
  query,
  matches,
  failure,
  empty,
  noMatch,
  children,
}: {
  query: UseQueryResult<readonly Item[]>;
  matches: (item: Item) => boolean;
  failure: string;
  empty: ReactNode;
  noMatch: string;
  /** One row of the list, keyed. */
  children: (item: Item) => ReactNode;
}) {
  if (query.isPending) return <SidebarListSkeleton />;
  if (query.isError) return <SidebarListProblem message={failure} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <SidebarEmptyState>{empty}</SidebarEmptyState>;
  const visible = query.data.filter(matches);
  if (visible.length === 0) return <SidebarEmptyState>{noMatch}</SidebarEmptyState>;
  return <ul className="flex flex-col gap-0.5">{visible.map(children)}</ul>;
}
